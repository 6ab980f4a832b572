import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData, useNavigate } from 'react-router';
import { CAMINHOS, linkComFiltros } from './links';
import { PainelDoAno, type InicioData } from './PainelDoAno';
import { AREAS, caminhoDoConjunto, conjuntoPorId, TERMO_MAXIMO, type ItemDeArea } from './registro';

export const DESCRICAO_DA_TRANSPARENCIA =
  'Contratos, licitações, despesas, pessoal e gestão parlamentar da Assembleia Legislativa de Goiás, com dados abertos para baixar (Lei de Acesso à Informação).';

/** Caminho da tela que atende a um item, ou null se ela ainda não foi publicada. */
export function caminhoDoItem(item: ItemDeArea): string | null {
  if (item.caminho) return item.caminho;
  const conjunto = item.conjunto ? conjuntoPorId(item.conjunto) : undefined;
  return conjunto ? caminhoDoConjunto(conjunto) : null;
}

/** Itens das áreas sem tela publicada (a nota sobre eles só aparece se houver algum). */
export const ITENS_EM_PREPARACAO = AREAS.flatMap((area) => area.itens).filter((item) => caminhoDoItem(item) === null).length;

/**
 * Tela inicial: o painel do ano ("Assembleia em números") e todas as áreas da especificação; as ainda não publicadas
 * dizem isso em vez de levar a um 404.
 */
export function InicioPage() {
  const dados = useLoaderData<InicioData>();
  return (
    <>
      <PageTitle subtitulo={DESCRICAO_DA_TRANSPARENCIA}>Portal da Transparência</PageTitle>
      <BuscaNaTransparencia />
      <PainelDoAno dados={dados} />
      <Heading as="h2" size="2xl" mt="10">
        Todas as telas
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" mt="8">
        {AREAS.map((area) => (
          <Box key={area.id} as="section" aria-labelledby={`area-${area.id}`} p="5" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg">
            <Heading as="h3" id={`area-${area.id}`} size="lg" mb="3" color="brand.fg">
              {area.titulo}
            </Heading>
            <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="2">
              {area.itens.map((item) => {
                const caminho = caminhoDoItem(item);
                return (
                  <li key={item.rotulo}>
                    {caminho ? (
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={caminho}>{item.rotulo}</RouterLink>
                      </Link>
                    ) : (
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text as="span" color="fg.muted">
                          {item.rotulo}
                        </Text>
                        <Badge variant="outline" colorPalette="gray">
                          Em preparação
                        </Badge>
                      </Flex>
                    )}
                  </li>
                );
              })}
            </chakra.ul>
          </Box>
        ))}
      </SimpleGrid>
      <Text mt="8" color="fg.muted">
        {ITENS_EM_PREPARACAO > 0 ? 'Itens marcados “Em preparação” ainda não foram publicados neste portal. ' : ''}
        Todos os dados publicados podem ser baixados em{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={CAMINHOS.dadosAbertos}>Dados abertos</RouterLink>
        </Link>
        .
      </Text>
    </>
  );
}

export function BuscaNaTransparencia({ termo = '' }: { termo?: string }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={CAMINHOS.busca}
      role="search"
      aria-label="Buscar na transparência"
      onSubmit={(evento) => {
        evento.preventDefault();
        const valor = new FormData(evento.currentTarget).get('termo');
        navigate(linkComFiltros(CAMINHOS.busca, { termo: typeof valor === 'string' ? valor.trim() : '' }));
      }}
    >
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Box flex="1" minW="16rem">
          <chakra.label htmlFor="busca-transparencia" display="block" fontWeight="semibold" mb="1">
            Buscar em todos os dados da transparência
          </chakra.label>
          <chakra.input
            key={termo}
            id="busca-transparencia"
            type="search"
            name="termo"
            defaultValue={termo}
            maxLength={TERMO_MAXIMO}
            placeholder="Fornecedor, objeto, número ou CNPJ"
            w="full"
            h="10"
            px="3"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="md"
            bg="bg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' }}
          />
        </Box>
        <Button type="submit" colorPalette="brand" h="10">
          Buscar
        </Button>
      </Flex>
    </form>
  );
}
