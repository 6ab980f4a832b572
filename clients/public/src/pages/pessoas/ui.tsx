import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, Loading } from '@alego/ui';
import type { ReactNode } from 'react';
import { data, Link as RouterLink, useNavigation } from 'react-router';
import type { ErroDaRota } from '../../routing/page';
import type { LarguraDeImagem } from '@alego/catalog';
import { FOTO_AUSENTE, fotoResponsiva } from './foto';
import { caminhoDoPerfil } from './caminhos';

/** Resposta 404 do roteador (página de erro em português; `{ erro }` em `.json`). */
export function naoEncontrada(mensagem = 'Página não encontrada.'): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

/**
 * Aviso enquanto o roteador carrega a próxima página (filtros, paginação): os dados
 * chegam pelo loader, então o "carregando" é o da navegação.
 */
export function CarregandoNavegacao() {
  const navegacao = useNavigation();
  return navegacao.state === 'loading' ? <Loading texto="Carregando…" visivel /> : null;
}

const Img = chakra('img');

export interface FotoProps {
  /** Caminho assinado da foto (`fotoUrl` da API); sem foto, a silhueta. */
  fotoUrl: string | null | undefined;
  nome: string;
  /** Largura exibida em pixels CSS (a altura segue a proporção 4:5). */
  exibida: number;
  larguras: readonly LarguraDeImagem[];
  /** Ao lado do nome (listas), a foto é decorativa: alt vazio, para não repetir o nome. */
  decorativa?: boolean;
  prioridade?: boolean;
}

/** Foto do deputado (variantes do gateway em `srcset`) ou a silhueta neutra. */
export function FotoDoDeputado({ fotoUrl, nome, exibida, larguras, decorativa, prioridade }: FotoProps) {
  const altura = Math.round((exibida * 5) / 4);
  const estilo = { w: `${exibida}px`, h: `${altura}px`, objectFit: 'cover', borderRadius: 'md', flexShrink: 0, bg: 'bg.muted' } as const;
  if (!fotoUrl) {
    return (
      <Img
        src={FOTO_AUSENTE}
        alt={decorativa ? '' : `${nome} (sem foto)`}
        width={exibida}
        height={altura}
        {...estilo}
      />
    );
  }
  const { src, srcSet, sizes } = fotoResponsiva({ url: fotoUrl }, exibida, larguras);
  return (
    <Img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={decorativa ? '' : `Foto de ${nome}`}
      width={exibida}
      height={altura}
      loading={prioridade ? 'eager' : 'lazy'}
      decoding="async"
      {...estilo}
    />
  );
}

export interface DeputadoDoCartao {
  id: string;
  nome: string;
  partido?: { sigla: string; nome: string } | null;
  fotoUrl?: string | null;
}

/** Lista de deputados em cartões: foto, nome (link para o perfil) e partido. */
export function ListaDeDeputados<T extends DeputadoDoCartao>({
  deputados,
  vazio,
  detalhe,
}: {
  deputados: readonly T[];
  vazio: string;
  /** Linha extra por deputado (cargo na Mesa, liderança...). */
  detalhe?: (deputado: T) => ReactNode;
}) {
  if (deputados.length === 0) return <EmptyState titulo={vazio} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {deputados.map((deputado) => (
        <li key={deputado.id}>
          <Flex gap="3" align="center" p="3" h="full" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg">
            <FotoDoDeputado fotoUrl={deputado.fotoUrl} nome={deputado.nome} exibida={64} larguras={[160]} decorativa />
            <Box>
              <Link asChild color="brand.fg" fontWeight="semibold" fontSize="lg">
                <RouterLink to={caminhoDoPerfil(deputado.id)}>{deputado.nome}</RouterLink>
              </Link>
              {deputado.partido ? (
                <Text color="fg.muted">
                  <chakra.abbr title={deputado.partido.nome} textDecoration="none">
                    {deputado.partido.sigla}
                  </chakra.abbr>
                </Text>
              ) : (
                <Text color="fg.muted">Sem partido</Text>
              )}
              {detalhe ? <Text fontSize="sm">{detalhe(deputado)}</Text> : null}
            </Box>
          </Flex>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Seção com título h2 ligado por aria-labelledby. */
export function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mb="10">
      <Heading as="h2" id={id} size="xl" mb="4" color="brand.fg">
        {titulo}
      </Heading>
      {children}
    </Box>
  );
}

/** Par rótulo/valor numa <dl>. */
export function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Flex gap="1" wrap="wrap">
      <Text as="dt" fontWeight="semibold">
        {rotulo}:
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Flex>
  );
}

/** Links entre as páginas de uma área (subnavegação). */
export function Abas({ rotulo, itens, atual }: { rotulo: string; itens: readonly { href: string; texto: string }[]; atual: string }) {
  return (
    <Box as="nav" aria-label={rotulo} mb="6">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap">
        {itens.map((item) => (
          <li key={item.href}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="1.5"
              borderWidth="1px"
              borderColor="border.emphasized"
              borderRadius="full"
              color={item.href === atual ? 'brand.contrast' : 'brand.fg'}
              bg={item.href === atual ? 'brand.solid' : 'bg'}
              fontWeight="medium"
            >
              <RouterLink to={item.href} aria-current={item.href === atual ? 'page' : undefined}>
                {item.texto}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/** Tabela com legenda (caption) e cabeçalhos de coluna. */
export const Tabela = chakra('table', {
  base: {
    w: 'full',
    borderCollapse: 'collapse',
    '& caption': { textAlign: 'left', fontWeight: 'semibold', mb: '2', color: 'fg.muted' },
    '& th, & td': { textAlign: 'left', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' },
    '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
  },
});

/** Estilos do HTML saneado (biografia, descrição da comissão): o preflight zera margens e listas. */
export const CORPO_HTML = {
  fontSize: 'lg',
  lineHeight: 'tall',
  '& p, & ul, & ol': { mb: '4' },
  '& ul': { listStyleType: 'disc', pl: '6' },
  '& ol': { listStyleType: 'decimal', pl: '6' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& h2, & h3': { fontWeight: 'bold', mt: '6', mb: '3' },
} as const;

