import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
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

/** Tamanho e corte da foto (retrato 4:5), nas listas e no perfil. */
function estiloDaFoto(exibida: number) {
  return { w: `${exibida}px`, h: `${Math.round((exibida * 5) / 4)}px`, objectFit: 'cover', borderRadius: 'md', flexShrink: 0, bg: 'bg.muted' } as const;
}

/** Atributos da <img>: variantes do gateway em `srcset`, ou a silhueta neutra sem foto. */
function atributosDaFoto({ fotoUrl, nome, exibida, larguras, decorativa, prioridade }: FotoProps) {
  const altura = Math.round((exibida * 5) / 4);
  if (!fotoUrl) return { src: FOTO_AUSENTE, alt: decorativa ? '' : `${nome} (sem foto)`, width: exibida, height: altura };
  const { src, srcSet, sizes } = fotoResponsiva({ url: fotoUrl }, exibida, larguras);
  return {
    src,
    srcSet: srcSet || undefined,
    sizes: srcSet ? sizes : undefined,
    alt: decorativa ? '' : `Foto de ${nome}`,
    width: exibida,
    height: altura,
    loading: prioridade ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
}

/** Foto do deputado (variantes do gateway em `srcset`) ou a silhueta neutra. */
export function FotoDoDeputado(props: FotoProps) {
  return <Img {...atributosDaFoto(props)} {...estiloDaFoto(props.exibida)} />;
}

export interface DeputadoDoCartao {
  id: string;
  nome: string;
  partido?: { sigla: string; nome: string } | null;
  fotoUrl?: string | null;
}

const FOTO_DO_CARTAO = 64;

/**
 * Os cartões de uma lista de deputados (até 41 numa página) com um estilo só, no <ul>,
 * e HTML simples por item: cada componente do Chakra calcula e serializa o seu estilo
 * ao hidratar, e num celular lento ~7 deles por cartão pesavam na hidratação. O visual
 * é o dos componentes que havia aqui: SimpleGrid, Flex, a foto, o Link (receita `link`,
 * variante `plain`) e os Text.
 */
const ListaDeCartoes = chakra('ul', {
  base: {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: '4',
    listStyleType: 'none',
    p: '0',
    m: '0',
    '& .cartao': { display: 'flex', gap: '3', alignItems: 'center', p: '3', h: 'full', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', bg: 'bg' },
    '& .cartao img': estiloDaFoto(FOTO_DO_CARTAO),
    '& .cartao a': {
      display: 'inline-flex',
      alignItems: 'center',
      outline: 'none',
      gap: '1.5',
      cursor: 'pointer',
      borderRadius: 'l1',
      focusVisibleRing: 'outside',
      color: 'brand.fg',
      fontWeight: 'semibold',
      fontSize: 'lg',
      _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
    },
    '& .partido': { color: 'fg.muted' },
    '& .partido abbr': { textDecoration: 'none' },
    '& .detalhe': { fontSize: 'sm' },
  },
});

/** A foto do cartão, do tamanho que o estilo da lista dá (como a do Chakra, sem `width`/`height` no HTML). */
function FotoDoCartao({ fotoUrl, nome }: { fotoUrl: string | null | undefined; nome: string }) {
  const { width: _largura, height: _altura, ...atributos } = atributosDaFoto({ fotoUrl, nome, exibida: FOTO_DO_CARTAO, larguras: [160], decorativa: true });
  return <img {...atributos} />;
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
    <ListaDeCartoes>
      {deputados.map((deputado) => (
        <li key={deputado.id}>
          <div className="cartao">
            <FotoDoCartao fotoUrl={deputado.fotoUrl} nome={deputado.nome} />
            <div>
              <RouterLink className="chakra-link" to={caminhoDoPerfil(deputado.id)}>
                {deputado.nome}
              </RouterLink>
              <p className="partido">{deputado.partido ? <abbr title={deputado.partido.nome}>{deputado.partido.sigla}</abbr> : 'Sem partido'}</p>
              {detalhe ? <p className="detalhe">{detalhe(deputado)}</p> : null}
            </div>
          </div>
        </li>
      ))}
    </ListaDeCartoes>
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

