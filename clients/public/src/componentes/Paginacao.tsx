import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Páginas a mostrar na paginação: a primeira, a última e as vizinhas da atual, com
 * `null` onde há um salto ("…").
 */
export function paginasVisiveis(atual: number, total: number, vizinhas = 2): Array<number | null> {
  const paginas: Array<number | null> = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - atual) <= vizinhas) paginas.push(p);
    else if (paginas.at(-1) !== null) paginas.push(null);
  }
  return paginas;
}

const ESTILO = { display: 'inline-block', minW: '10', px: '3', py: '2', borderRadius: 'md', textAlign: 'center' } as const;

/**
 * A paginação de toda lista do site: links comuns (`link(p)`), que funcionam sem JavaScript; ou botões (`aoIr`), nas
 * listas do cidadão que se preenchem no navegador.
 */
export function Paginacao(props: { pagina: number; totalPaginas: number; link?: (p: number) => string; aoIr?: (p: number) => void; mt?: string }) {
  const { pagina, totalPaginas, link, aoIr, mt = '6' } = props;
  if (totalPaginas <= 1) return null;
  const ir = (p: number, conteudo: ReactNode, extra: { rel?: string; 'aria-label'?: string } = {}) =>
    aoIr ? (
      <Link as="button" {...ESTILO} color="brand.fg" borderWidth="1px" onClick={() => aoIr(p)} aria-label={extra['aria-label']}>
        {conteudo}
      </Link>
    ) : (
      <Link asChild {...ESTILO} color="brand.fg" borderWidth="1px">
        <RouterLink to={link!(p)} {...extra}>
          {conteudo}
        </RouterLink>
      </Link>
    );
  return (
    <Box as="nav" aria-label="Paginação" mt={mt}>
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="1" wrap="wrap" align="center">
        {pagina > 1 ? <li>{ir(pagina - 1, 'Anterior', { rel: 'prev' })}</li> : null}
        {paginasVisiveis(pagina, totalPaginas).map((p, i) =>
          p === null ? (
            <li key={`salto-${i}`} aria-hidden="true">
              <Text as="span" {...ESTILO}>
                …
              </Text>
            </li>
          ) : (
            <li key={p}>
              {p === pagina ? (
                <Text as="span" {...ESTILO} aria-current="page" bg="brand.solid" color="brand.contrast" fontWeight="bold">
                  <chakra.span srOnly>Página </chakra.span>
                  {p}
                </Text>
              ) : (
                ir(p, p, { 'aria-label': `Página ${p}` })
              )}
            </li>
          ),
        )}
        {pagina < totalPaginas ? <li>{ir(pagina + 1, 'Próxima', { rel: 'next' })}</li> : null}
      </Flex>
    </Box>
  );
}
