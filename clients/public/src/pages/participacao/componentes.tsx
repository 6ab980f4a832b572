import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { PosicaoVoto } from '../../gql/participacao/graphql';
import { Link as RouterLink, NavLink } from 'react-router';
import { formatarDataDoDia, formatarNumero, formatarPorcentagem, proporcoes, votosPorExtenso } from './formato';
import { BASE } from './loaders';

/** O mínimo que um item de lista mostra. */
export interface ItemVisivel {
  id: string | number;
  numero: string;
  assunto: string;
  ementa: string;
  tipo: string;
  situacao: string;
  dataAutuacao: string;
  aFavor: number;
  contra: number;
  autores: string[];
  minhaPosicao?: PosicaoVoto | null;
}

export const AVISO_NAO_CIENTIFICO =
  'Esta consulta não é uma pesquisa científica: o resultado mostra apenas a opinião de quem participou e não representa a população.';

export function AvisoNaoCientifico() {
  return (
    <Box as="aside" aria-label="Sobre a consulta" borderLeftWidth="4px" borderColor="orange.solid" bg="orange.subtle" px="4" py="3" my="4" borderRadius="md">
      <Text>{AVISO_NAO_CIENTIFICO}</Text>
    </Box>
  );
}

const LINKS = [
  [BASE, 'Buscar processos'],
  [`${BASE}/mais-votadas`, 'Mais votadas'],
  [`${BASE}/recentes`, 'Recentes'],
  ['/participacao/meus-favoritos', 'Meus favoritos'],
  ['/participacao/minhas-participacoes', 'Minhas participações'],
] as const;

/** Navegação da área de participação (a página atual marcada com aria-current). */
export function NavegacaoParticipacao() {
  return (
    <Box as="nav" aria-label="Participação cidadã" mb="6">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap">
        {LINKS.map(([para, rotulo]) => (
          <li key={para}>
            <Link asChild px="3" py="1.5" borderWidth="1px" borderRadius="full" color="brand.fg" _currentPage={{ bg: 'brand.solid', color: 'brand.contrast' }}>
              <NavLink to={para} end>
                {rotulo}
              </NavLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/** Placar: números e barra; a barra é decorativa (os números dizem o mesmo em texto). */
export function Placar({ aFavor, contra, titulo }: { aFavor: number; contra: number; titulo?: ReactNode }) {
  const p = proporcoes(aFavor, contra);
  return (
    <Box>
      {titulo}
      <Flex justify="space-between" wrap="wrap" gap="2" fontWeight="semibold">
        <Text color="green.fg">
          A favor: <span data-testid="a-favor">{formatarNumero(aFavor)}</span>
          {p.total ? ` (${formatarPorcentagem(p.aFavor)})` : ''}
        </Text>
        <Text color="red.fg">
          Contra: <span data-testid="contra">{formatarNumero(contra)}</span>
          {p.total ? ` (${formatarPorcentagem(p.contra)})` : ''}
        </Text>
      </Flex>
      <Flex aria-hidden="true" h="3" mt="2" borderRadius="full" overflow="hidden" bg="bg.muted">
        <Box bg="green.solid" w={`${p.aFavor * 100}%`} />
        <Box bg="red.solid" w={`${p.contra * 100}%`} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {p.total ? votosPorExtenso(p.total) : 'Ainda sem votos.'}
      </Text>
    </Box>
  );
}

export function ItemDeProcesso({ item, nivel = 'h2' }: { item: ItemVisivel; nivel?: 'h2' | 'h3' }) {
  return (
    <Box as="article" p="4" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg">
      <Flex gap="3" align="center" wrap="wrap" mb="2" fontSize="sm" color="fg.muted">
        <Badge colorPalette="brand" variant="subtle">
          {item.tipo}
        </Badge>
        <span>Processo {item.numero}</span>
        <span>
          Autuado em <time dateTime={item.dataAutuacao}>{formatarDataDoDia(item.dataAutuacao)}</time>
        </span>
        <Badge variant="outline">{item.situacao}</Badge>
        {item.minhaPosicao ? <Badge colorPalette={item.minhaPosicao === 'A_FAVOR' ? 'green' : 'red'}>Seu voto: {item.minhaPosicao === 'A_FAVOR' ? 'a favor' : 'contra'}</Badge> : null}
      </Flex>
      <Heading as={nivel} size="md" lineHeight="short" mb="2">
        <Link asChild color="brand.fg">
          <RouterLink to={`${BASE}/${item.id}`}>{item.assunto}</RouterLink>
        </Link>
      </Heading>
      <Text mb="2" lineClamp={3}>
        {item.ementa}
      </Text>
      {item.autores.length ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Autoria: {item.autores.join(', ')}
        </Text>
      ) : null}
      <Placar aFavor={item.aFavor} contra={item.contra} />
    </Box>
  );
}

export function ListaDeProcessos({ itens, nivel }: { itens: ItemVisivel[]; nivel?: 'h2' | 'h3' }) {
  return (
    <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="4">
      {itens.map((item) => (
        <li key={item.id}>
          <ItemDeProcesso item={item} nivel={nivel} />
        </li>
      ))}
    </Box>
  );
}

export function doGraphql(p: {
  id: string;
  numero: string;
  assunto: string;
  ementa: string;
  tipo: string;
  situacao: string;
  dataAutuacao: string;
  aFavor: number;
  contra: number;
  autores: { nome: string }[];
}): ItemVisivel {
  return { ...p, autores: p.autores.map((a) => a.nome) };
}

export { Paginacao } from '../../componentes/Paginacao';
