import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, formatData } from '@alego/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { PublicacaoDoDeputadoFragment } from '../../gql/pessoas/graphql';
import { caminhoDaNoticia, SECOES } from '../noticias/secoes';
import { caminhoDaAtividade, caminhoDaBiografia, caminhoDoPerfil, rotuloDaLideranca } from '../pessoas/caminhos';
import type { FotoInfo } from '../pessoas/foto';
import { Abas, CarregandoNavegacao, Dado, FotoDoDeputado, Secao } from '../pessoas/ui';
import type { AtividadeData, BiografiaData, DeputadoDaLista, PerfilData } from './loaders';

/** Estilos do HTML saneado da biografia (o preflight zera margens e listas). */
const CORPO = {
  fontSize: 'lg',
  lineHeight: 'tall',
  '& p, & ul, & ol': { mb: '4' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& h2, & h3': { fontWeight: 'bold', mt: '6', mb: '3' },
} as const;

type DeputadoDoCabecalho = DeputadoDaLista & { foto?: FotoInfo | null };

/** Nome, foto, partido e as abas do deputado, comum às três páginas. */
function Cabecalho({ deputado, atual, titulo }: { deputado: DeputadoDoCabecalho; atual: string; titulo?: string }) {
  const lideranca = rotuloDaLideranca(deputado.lider);
  return (
    <Box as="header" mb="6">
      <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }} mb="6">
        <FotoDoDeputado foto={deputado.foto} nome={deputado.nome} exibida={200} larguras={[160, 320, 400, 640]} prioridade />
        <Box>
          <Heading as="h1" size="3xl" color="brand.fg" lineHeight="short" mb="2">
            {titulo ? `${titulo}: ${deputado.nome}` : deputado.nome}
          </Heading>
          <Text fontSize="lg" color="fg.muted" mb="3">
            {deputado.nomeCompleto}
            {deputado.partido ? ` – ${deputado.partido.sigla} (${deputado.partido.nome})` : ' – sem partido'}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Badge colorPalette={deputado.ativo ? 'green' : 'gray'} variant="subtle">
              {deputado.ativo ? 'Em exercício' : 'Fora de exercício'}
            </Badge>
            {lideranca ? (
              <Badge colorPalette="brand" variant="subtle">
                {lideranca}
              </Badge>
            ) : null}
            {deputado.mesaDiretora ? (
              <Badge colorPalette="brand" variant="subtle">
                Mesa Diretora
              </Badge>
            ) : null}
          </Flex>
        </Box>
      </Flex>
      <Abas
        rotulo={`Páginas de ${deputado.nome}`}
        atual={atual}
        itens={[
          { href: caminhoDoPerfil(deputado.id), texto: 'Perfil' },
          { href: caminhoDaBiografia(deputado.id), texto: 'Biografia' },
          { href: caminhoDaAtividade(deputado.id), texto: 'Atividade parlamentar' },
        ]}
      />
      <CarregandoNavegacao />
    </Box>
  );
}

export function PerfilPage() {
  const { deputado } = useLoaderData<PerfilData>();
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDoPerfil(deputado.id)} />
      <Secao id="perfil-contato" titulo="Contato">
        <Box as="dl" display="grid" gap="2">
          {deputado.gabinete !== null && deputado.gabinete !== undefined ? <Dado rotulo="Gabinete">{deputado.gabinete}</Dado> : null}
          {deputado.telefone ? (
            <Dado rotulo="Telefone">
              <Link href={`tel:${deputado.telefone.replace(/[^\d+]/g, '')}`} color="brand.fg" textDecoration="underline">
                {deputado.telefone}
              </Link>
            </Dado>
          ) : null}
          {deputado.email ? (
            <Dado rotulo="E-mail">
              <Link href={`mailto:${deputado.email}`} color="brand.fg" textDecoration="underline">
                {deputado.email}
              </Link>
            </Dado>
          ) : null}
        </Box>
        {!deputado.gabinete && !deputado.telefone && !deputado.email ? (
          <EmptyState titulo="Nenhum contato informado" />
        ) : null}
      </Secao>
    </Box>
  );
}

export function BiografiaPage() {
  const { deputado } = useLoaderData<BiografiaData>();
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDaBiografia(deputado.id)} titulo="Biografia" />
      {deputado.biografia ? (
        <Box css={CORPO} maxW="4xl" dangerouslySetInnerHTML={{ __html: deputado.biografia }} />
      ) : (
        <EmptyState titulo="Biografia não informada" descricao="A biografia deste deputado ainda não foi publicada." />
      )}
    </Box>
  );
}

type Publicacao = PublicacaoDoDeputadoFragment;

function ListaDePublicacoes({ itens, base, vazio }: { itens: readonly Publicacao[]; base: string; vazio: string }) {
  if (itens.length === 0) return <EmptyState titulo={vazio} />;
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3">
      {itens.map((p) => (
        <Box as="li" key={p.id} pb="3" borderBottomWidth="1px" borderColor="border">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={caminhoDaNoticia(p, base)}>{p.titulo}</RouterLink>
          </Link>
          {p.publicadaEm ? (
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={p.publicadaEm}>{formatData(p.publicadaEm)}</time>
            </Text>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

function Contagem({ total, mostrados, children }: { total: number; mostrados: number; children: ReactNode }) {
  return (
    <Text color="fg.muted" mb="3">
      {total > mostrados ? `As ${mostrados} mais recentes de ${total}. ` : null}
      {children}
    </Text>
  );
}

export function AtividadePage() {
  const dados = useLoaderData<AtividadeData>();
  const { deputado } = dados;
  return (
    <Box as="article">
      <Cabecalho deputado={deputado} atual={caminhoDaAtividade(deputado.id)} titulo="Atividade parlamentar" />
      <Secao id="atividade-noticias" titulo="Notícias">
        <Contagem total={dados.noticias.total} mostrados={dados.noticias.itens.length}>
          Notícias da Assembleia sobre o deputado.
        </Contagem>
        <ListaDePublicacoes itens={dados.noticias.itens} base={SECOES.noticias.base} vazio="Nenhuma notícia sobre este deputado" />
      </Secao>
      <Secao id="atividade-gabinete" titulo="Notícias do gabinete">
        <Contagem total={dados.noticiasDoGabinete.total} mostrados={dados.noticiasDoGabinete.itens.length}>
          Publicadas pelo gabinete do deputado.
        </Contagem>
        <ListaDePublicacoes
          itens={dados.noticiasDoGabinete.itens}
          base={SECOES.gabinetes.base}
          vazio="Nenhuma notícia do gabinete publicada"
        />
      </Secao>
      <Secao id="atividade-discursos" titulo="Discursos">
        <Contagem total={dados.discursos.total} mostrados={dados.discursos.itens.length}>
          Pronunciamentos na tribuna.
        </Contagem>
        <ListaDePublicacoes itens={dados.discursos.itens} base={SECOES.discursos.base} vazio="Nenhum discurso publicado" />
      </Secao>
    </Box>
  );
}
