import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink } from 'react-router';
import { caminhoDoItem } from './InicioPage';
import { CAMINHOS } from './links';
import { AREAS, caminhoDoDicionario, conjuntoPorId } from './registro';

/** `/transparencia/mapa-do-site`: todas as telas do portal da transparência por área, com o dicionário de cada conjunto. */
export function MapaDaTransparenciaPage() {
  return (
    <>
      <PageTitle subtitulo="Todas as telas do Portal da Transparência, por área, com o dicionário de dados de cada conjunto.">Mapa da transparência</PageTitle>
      <Text mb="6">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={CAMINHOS.inicio}>Início da transparência</RouterLink>
        </Link>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        {AREAS.map((area) => (
          <Box as="section" key={area.id} aria-labelledby={`mapa-${area.id}`}>
            <Heading as="h2" id={`mapa-${area.id}`} size="lg" color="brand.fg" mb="2">
              {area.titulo}
            </Heading>
            <Box as="ul" pl="5">
              {area.itens.map((item) => {
                const caminho = caminhoDoItem(item);
                const conjunto = item.conjunto ? conjuntoPorId(item.conjunto) : undefined;
                return (
                  <li key={item.rotulo}>
                    {caminho ? (
                      <Link asChild color="brand.fg" textDecoration="underline" display="inline-block" py="1">
                        <RouterLink to={caminho}>{item.rotulo}</RouterLink>
                      </Link>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {item.rotulo} (em preparação)
                      </Text>
                    )}
                    {caminho && conjunto ? (
                      <>
                        {' · '}
                        <Link asChild color="brand.fg" fontSize="sm">
                          <RouterLink to={caminhoDoDicionario(conjunto)}>
                            dicionário<chakra.span srOnly> de dados: {item.rotulo}</chakra.span>
                          </RouterLink>
                        </Link>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
}
