import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { trilhaDe } from '../site';

/**
 * Trilha de navegação de toda página interna: Início › seção › página (ver `trilhaDe`).
 * A última etapa é a página atual, sem link e com aria-current.
 */
export function Trilha({ caminho, titulo }: { caminho: string; titulo: string }) {
  const itens = trilhaDe(caminho, titulo);
  if (itens.length === 0) return null;
  return (
    <Box as="nav" aria-label="Trilha de navegação" mb="4" fontSize="sm">
      <chakra.ol display="flex" flexWrap="wrap" gap="1" listStyleType="none" p="0" m="0">
        {itens.map((item, i) => (
          <chakra.li key={`${i}-${item.rotulo}`} display="flex" gap="1" minW="0">
            {i > 0 ? (
              <chakra.span aria-hidden="true" color="fg.muted">
                ›
              </chakra.span>
            ) : null}
            {item.href ? (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={item.href}>{item.rotulo}</RouterLink>
              </Link>
            ) : (
              <chakra.span aria-current="page" color="fg.muted" overflowWrap="anywhere">
                {item.rotulo}
              </chakra.span>
            )}
          </chakra.li>
        ))}
      </chakra.ol>
    </Box>
  );
}
