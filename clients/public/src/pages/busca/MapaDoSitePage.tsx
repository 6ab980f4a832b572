import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink } from 'react-router';
import { mapaDoSite } from '../../mapa-do-site';

/** `/mapa-do-site`: todas as seções e páginas fixas do portal, tiradas da tabela de rotas. */
export function MapaDoSitePage() {
  const secoes = mapaDoSite();
  return (
    <>
      <PageTitle subtitulo="Todas as seções e páginas do portal. Para encontrar um registro (notícia, contrato, processo), use a busca.">Mapa do site</PageTitle>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
        {secoes.map((secao, indice) => (
          <Box as="section" key={secao.titulo} aria-labelledby={`secao-${indice}`}>
            <Heading as="h2" id={`secao-${indice}`} size="lg" color="brand.fg" mb="2">
              {secao.href ? (
                <Link asChild color="inherit">
                  <RouterLink to={secao.href}>{secao.titulo}</RouterLink>
                </Link>
              ) : (
                secao.titulo
              )}
            </Heading>
            <Box as="ul" pl="5">
              {secao.paginas.map((pagina) => (
                <li key={pagina.href}>
                  <Link asChild color="brand.fg" textDecoration="underline" display="inline-block" py="1">
                    <RouterLink to={pagina.href}>{pagina.titulo}</RouterLink>
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}
