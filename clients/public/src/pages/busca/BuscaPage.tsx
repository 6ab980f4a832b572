import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { EmptyState, formatNumero, PageTitle } from '@alego/ui';
import { Form, Link as RouterLink, useLoaderData } from 'react-router';
import { Paginacao } from '../../componentes/Paginacao';
import type { GrupoDaBuscaCamposFragment } from '../../gql/busca/graphql';
import { formatarDataSimples } from '../pessoas/datas';
import type { BuscaData } from './index';
import { TERMO_MAXIMO } from '@alego/catalog';
import { CAMINHO_DA_BUSCA, linkDaBusca } from './links';

const contagem = (n: number) => `${formatNumero(n)} ${n === 1 ? 'resultado' : 'resultados'}`;

function FormularioDeBusca({ termo }: { termo: string }) {
  return (
    <Form method="get" action={CAMINHO_DA_BUSCA} role="search" aria-label="Buscar no portal">
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Box flex="1" minW="min(16rem, 100%)">
          <chakra.label htmlFor="termo-da-busca" display="block" fontWeight="semibold" mb="1">
            O que você procura?
          </chakra.label>
          <chakra.input
            key={termo}
            id="termo-da-busca"
            type="search"
            name="termo"
            defaultValue={termo}
            maxLength={TERMO_MAXIMO}
            placeholder="Notícias, deputados, contratos, processos…"
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
    </Form>
  );
}

/** O trecho em partes alternadas (comum, destacada...): cada parte é texto, que o React escapa; nunca HTML. */
function Trecho({ partes }: { partes: string[] }) {
  return (
    <Text color="fg.muted" mt="1">
      {partes.map((parte, indice) =>
        indice % 2 === 1 ? (
          <chakra.mark key={indice} bg="orange.100" color="fg" fontWeight="semibold" px="0.5">
            {parte}
          </chakra.mark>
        ) : (
          parte
        ),
      )}
    </Text>
  );
}

function Resultados({ grupo }: { grupo: GrupoDaBuscaCamposFragment }) {
  return (
    <Box as="ol" listStyleType="none" p="0" m="0">
      {grupo.itens.map((item) => (
        <Box as="li" key={item.id} py="3" borderBottomWidth="1px" borderColor="border.muted">
          <Link asChild color="brand.fg" fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
            <RouterLink to={item.url}>{item.titulo}</RouterLink>
          </Link>
          {item.data ? (
            <Text as="span" display="block" fontSize="sm" color="fg.muted">
              {formatarDataSimples(item.data)}
            </Text>
          ) : null}
          {item.trecho.some((parte) => parte) ? <Trecho partes={item.trecho} /> : null}
        </Box>
      ))}
    </Box>
  );
}

/** Os tipos com resultados e os seus totais: cada um leva à lista inteira dele. */
function Tipos({ termo, tipo, grupos }: { termo: string; tipo: string | null; grupos: GrupoDaBuscaCamposFragment[] }) {
  const comResultados = grupos.filter((grupo) => grupo.total > 0);
  const total = comResultados.reduce((soma, grupo) => soma + grupo.total, 0);
  const item = (rotulo: string, href: string, atual: boolean, n: number) => (
    <li key={href}>
      <Link asChild color="brand.fg" fontWeight={atual ? 'bold' : 'normal'} aria-current={atual ? 'page' : undefined} display="inline-block" py="1">
        <RouterLink to={href}>
          {rotulo} ({formatNumero(n)})
        </RouterLink>
      </Link>
    </li>
  );
  return (
    <Box as="nav" aria-label="Resultados por tipo" my="4">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="4" wrap="wrap">
        {item('Todos', linkDaBusca(termo), tipo === null, total)}
        {comResultados.map((grupo) => item(grupo.rotulo, linkDaBusca(termo, grupo.tipo), grupo.tipo === tipo, grupo.total))}
      </Flex>
    </Box>
  );
}

/** `/alego_search/buscar`: a busca no site inteiro, agrupada por tipo com os totais, paginada por tipo. */
export function BuscaPage() {
  const { termo, tipo, pagina, grupos } = useLoaderData<BuscaData>();
  const total = grupos.reduce((soma, grupo) => soma + grupo.total, 0);
  const escolhido = tipo ? grupos.find((grupo) => grupo.tipo === tipo) : undefined;
  return (
    <>
      <PageTitle subtitulo="Notícias, deputados, comissões, agenda, galerias, processos e dados da transparência.">Busca no portal</PageTitle>
      <FormularioDeBusca termo={termo} />
      {!termo ? (
        <EmptyState titulo="Digite o que você procura" descricao="Acentos e maiúsculas não fazem diferença; singular e plural também valem." />
      ) : total === 0 ? (
        <Box mt="6">
          <Text as="p" role="status" mb="4">
            Nenhum resultado para “{termo}”.
          </Text>
          <EmptyState titulo="Nenhum resultado encontrado" descricao="Tente outras palavras, menos palavras ou confira a ortografia." />
        </Box>
      ) : (
        <>
          <Text as="p" role="status" mt="4">
            {contagem(total)} para “{termo}”.
          </Text>
          <Tipos termo={termo} tipo={tipo} grupos={grupos} />
          {escolhido ? (
            <Box as="section" aria-labelledby="grupo-escolhido">
              <Heading as="h2" id="grupo-escolhido" size="lg" mb="2">
                {escolhido.rotulo}: {contagem(escolhido.total)}
                {escolhido.totalPaginas > 1 ? ` (página ${pagina} de ${escolhido.totalPaginas})` : ''}
              </Heading>
              {escolhido.itens.length ? <Resultados grupo={escolhido} /> : <EmptyState titulo="Esta página não tem resultados" />}
              <Paginacao pagina={pagina} totalPaginas={escolhido.totalPaginas} link={(p) => linkDaBusca(termo, escolhido.tipo, p)} />
            </Box>
          ) : (
            grupos
              .filter((grupo) => grupo.total > 0)
              .map((grupo) => (
                <Box as="section" key={grupo.tipo} aria-labelledby={`grupo-${grupo.tipo}`} mt="6">
                  <Heading as="h2" id={`grupo-${grupo.tipo}`} size="lg" mb="2">
                    {grupo.rotulo} ({formatNumero(grupo.total)})
                  </Heading>
                  <Resultados grupo={grupo} />
                  {grupo.total > grupo.itens.length ? (
                    <Link asChild color="brand.fg" fontWeight="semibold" display="inline-block" mt="2">
                      <RouterLink to={linkDaBusca(termo, grupo.tipo)}>
                        Ver os {contagem(grupo.total)} em {grupo.rotulo.toLowerCase()}
                      </RouterLink>
                    </Link>
                  ) : null}
                </Box>
              ))
          )}
        </>
      )}
    </>
  );
}
