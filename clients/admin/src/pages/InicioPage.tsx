import { formatData, PageTitle } from '@alego/ui';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { usePermissoes } from '../auth/useSession';
import { PainelFaleConoscoAguardandoDocument, PainelNoticiasARevisarDocument } from '../gql/graphql';
import { permissoesDoRecurso, RESOURCES } from '../resources';
import { useContadores } from '../shell/contadores';
import { usePageTitle } from '../shell/usePageTitle';

/** O que cada contador do menu conta (docs/noticias.md, docs/fale-conosco.md). */
const PENDENCIAS: Record<string, string> = {
  noticias: 'a revisar (aguardam quem pode publicar)',
  fale_conosco: 'aguardando resposta',
  agenda: 'pendentes',
  galeria: 'pendentes',
};

const PERMISSAO_NOTICIAS = 'api/admin/noticias#index';
const PERMISSAO_FALE_CONOSCO = 'api/admin/fale_conosco#index';

function diasDesde(iso: string, agora = Date.now()): number {
  return Math.max(0, Math.floor((agora - new Date(iso).getTime()) / 86_400_000));
}

function Idade({ desde }: { desde: string }) {
  const dias = diasDesde(desde);
  return (
    <Text as="span" fontSize="sm" color="fg.muted">
      {formatData(desde)} · {dias === 0 ? 'hoje' : dias === 1 ? 'há 1 dia' : `há ${dias} dias`}
    </Text>
  );
}

function Lista({ titulo, total, verTodos, children }: { titulo: string; total: number; verTodos: string; children: React.ReactNode }) {
  return (
    <Card.Root as="section" aria-label={titulo}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="md">
            {titulo}
          </Heading>
          <Badge colorPalette={total > 0 ? 'red' : 'gray'}>{total}</Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        {total === 0 ? (
          <Text color="fg.muted">Nada pendente.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {children}
          </Stack>
        )}
        <Link asChild mt="3" fontSize="sm">
          <RouterLink to={verTodos}>Ver todos</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function NoticiasARevisar() {
  const { data } = useQuery(PainelNoticiasARevisarDocument, { fetchPolicy: 'cache-and-network' });
  const pagina = data?.noticiasAdmin;
  if (!pagina) return null;
  return (
    <Lista titulo="Notícias a revisar" total={pagina.total} verTodos="/noticias">
      {pagina.itens.map((n) => (
        <Box as="li" key={n.id}>
          <Link asChild fontWeight="medium">
            <RouterLink to={`/noticias/${n.id}`}>{n.titulo}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {n.usuarioCriador ? `${n.usuarioCriador} · ` : ''}
            <Idade desde={n.createdAt} />
          </Text>
        </Box>
      ))}
    </Lista>
  );
}

function FaleConoscoAguardando() {
  const { data } = useQuery(PainelFaleConoscoAguardandoDocument, { fetchPolicy: 'cache-and-network' });
  const pagina = data?.solicitacoesFaleConosco;
  if (!pagina) return null;
  return (
    <Lista titulo="Fale conosco a responder" total={pagina.total} verTodos="/fale-conosco">
      {pagina.itens.map((s) => (
        <Box as="li" key={s.id}>
          <Link asChild fontWeight="medium">
            <RouterLink to={`/fale-conosco/${s.id}`}>
              {s.protocolo} — {s.assunto}
            </RouterLink>
          </Link>
          <Text fontSize="sm">
            <Idade desde={s.createdAt} />
          </Text>
        </Box>
      ))}
    </Lista>
  );
}

/**
 * Início da administração: o painel de pendências da lotação ativa (contadores do menu e as listas do que espera
 * revisão ou resposta), só dos módulos que ela pode abrir.
 */
export function InicioPage() {
  usePageTitle('Início');
  const { possuiPermissoes } = usePermissoes();
  const contadores = useContadores();
  const comContador = RESOURCES.filter((r) => r.contador && r.menu !== false && possuiPermissoes(permissoesDoRecurso(r)));
  const noticias = possuiPermissoes([PERMISSAO_NOTICIAS]);
  const faleConosco = possuiPermissoes([PERMISSAO_FALE_CONOSCO]);
  return (
    <>
      <PageTitle>Painel de pendências</PageTitle>
      {comContador.length ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="4" aria-label="Pendências por módulo">
          {comContador.map((r) => (
            <Box as="li" key={r.nome}>
              <Card.Root size="sm" height="full">
                <Card.Body>
                  <Link asChild fontWeight="semibold">
                    <RouterLink to={r.caminho}>{r.rotulo}</RouterLink>
                  </Link>
                  <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
                    {contadores[r.contador!] ?? 0}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {PENDENCIAS[r.contador!] ?? 'pendentes'}
                  </Text>
                </Card.Body>
              </Card.Root>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt="6">
        {noticias ? <NoticiasARevisar /> : null}
        {faleConosco ? <FaleConoscoAguardando /> : null}
      </SimpleGrid>
      {!comContador.length && !noticias && !faleConosco ? <Text color="fg.muted">Nenhuma pendência para a sua lotação. Escolha um módulo no menu.</Text> : null}
    </>
  );
}
