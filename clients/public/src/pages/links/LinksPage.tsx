import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { EmptyState, PageTitle } from '@alego/ui';
import { useLoaderData } from 'react-router';
import type { LinksData } from './index';

export function LinksPage() {
  const { categorias } = useLoaderData<LinksData>();
  return (
    <>
      <PageTitle subtitulo="Sites de outros poderes, órgãos de controle e serviços ao cidadão.">Links</PageTitle>
      {categorias.length === 0 ? <EmptyState titulo="Nenhum link cadastrado" /> : null}
      {categorias.map((categoria) => (
        <Box as="section" key={categoria.id} aria-labelledby={`categoria-${categoria.id}`} mb="8">
          <Heading as="h2" id={`categoria-${categoria.id}`} size="xl" color="brand.fg" mb="3">
            {categoria.nome}
          </Heading>
          <Box as="ul" pl="5">
            {categoria.links.map((link) => (
              <li key={link.id}>
                <Link href={link.url} rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
                  {link.titulo}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
