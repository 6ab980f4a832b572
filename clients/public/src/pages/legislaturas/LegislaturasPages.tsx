import { Paginacao } from '../../componentes/Paginacao';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { EmptyState, PageTitle } from '@alego/ui';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { caminhoDaLegislatura, caminhoDaListaDeLegislaturas, deputadosDaLegislatura } from '../pessoas/caminhos';
import { CarregandoNavegacao, ListaDeDeputados, Secao } from '../pessoas/ui';
import type { LegislaturaData, ListaDeLegislaturasData } from './loaders';

export function ListaPage() {
  const dados = useLoaderData<ListaDeLegislaturasData>();
  return (
    <>
      <PageTitle subtitulo="Os períodos de quatro anos dos mandatos dos deputados estaduais.">Legislaturas</PageTitle>
      <CarregandoNavegacao />
      {dados.itens.length === 0 ? (
        <EmptyState titulo="Nenhuma legislatura registrada" />
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" display="grid" gap="3">
          {dados.itens.map((l) => (
            <Flex as="li" key={l.id} gap="3" align="center" wrap="wrap" p="4" borderWidth="1px" borderColor="border" borderRadius="lg">
              <Link asChild color="brand.fg" fontWeight="semibold" fontSize="lg">
                <RouterLink to={caminhoDaLegislatura(l.id, dados.pagina)}>{l.descricao}</RouterLink>
              </Link>
              <Text color="fg.muted">
                {l.anoInicio}–{l.anoFim}
              </Text>
              {l.atual ? (
                <Badge colorPalette="green" variant="subtle">
                  Em curso
                </Badge>
              ) : null}
            </Flex>
          ))}
        </Box>
      )}
      <Paginacao pagina={dados.pagina} totalPaginas={dados.totalPaginas} link={caminhoDaListaDeLegislaturas} mt="8" />
    </>
  );
}

export function LegislaturaPage() {
  const { legislatura, pagina } = useLoaderData<LegislaturaData>();
  const deputados = deputadosDaLegislatura(legislatura.deputadoLegislaturas);
  return (
    <>
      <PageTitle subtitulo={`${legislatura.anoInicio}–${legislatura.anoFim} · ${legislatura.tipoDescricao}${legislatura.atual ? ' · em curso' : ''}`}>
        {legislatura.descricao}
      </PageTitle>
      <CarregandoNavegacao />
      <Secao id="legislatura-deputados" titulo={`Deputados (${deputados.length})`}>
        <ListaDeDeputados deputados={deputados} vazio="Nenhum deputado registrado nesta legislatura" />
      </Secao>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={caminhoDaListaDeLegislaturas(pagina)}>Voltar para as legislaturas</RouterLink>
      </Link>
    </>
  );
}
