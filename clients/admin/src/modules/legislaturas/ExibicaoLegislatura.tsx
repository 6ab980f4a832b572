import { Badge, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { LegislaturaDetalhe } from './documentos';

export function ExibicaoLegislatura({ item }: { item: LegislaturaDetalhe }) {
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Descrição</DataList.ItemLabel>
          <DataList.ItemValue>
            {item.descricao} {item.atual ? <Badge colorPalette="green">Atual</Badge> : null}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Período</DataList.ItemLabel>
          <DataList.ItemValue>
            {item.anoInicio}–{item.anoFim}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Tipo</DataList.ItemLabel>
          <DataList.ItemValue>{item.tipoDescricao}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2">
        <Heading as="h2" size="md">
          Deputados ({new Set(item.deputadoLegislaturas.map((l) => l.deputado.id)).size})
        </Heading>
        {item.deputadoLegislaturas.length ? (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Deputado</Table.ColumnHeader>
                <Table.ColumnHeader>Partido</Table.ColumnHeader>
                <Table.ColumnHeader>Início no partido</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {item.deputadoLegislaturas.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.deputado.nome}</Table.Cell>
                  <Table.Cell>{l.partido?.sigla ?? '-'}</Table.Cell>
                  <Table.Cell>{l.dataInicio ? l.dataInicio.split('-').reverse().join('/') : 'Início da legislatura'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">Nenhum deputado.</Text>
        )}
      </Stack>
    </Stack>
  );
}
