import { Badge, Box, DataList, Heading, Image, Stack, Table, Text } from '@chakra-ui/react';
import { dataBr, LIDERES } from './deputado.rules';
import type { DeputadoDetalhe } from './documentos';

export function ExibicaoDeputado({ item }: { item: DeputadoDetalhe }) {
  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
        {item.fotoMiniatura ? <Image src={item.fotoMiniatura} alt={`Foto de ${item.nome}`} maxH="40" borderRadius="md" /> : null}
        <Box>
          <Heading as="h2" size="lg">
            {item.nome}
          </Heading>
          <Text color="fg.muted">{item.nomeCompleto}</Text>
          <Badge mt="2" colorPalette={item.ativo ? 'green' : 'gray'}>
            {item.ativo ? 'Em exercício' : 'Fora de exercício'}
          </Badge>
        </Box>
      </Stack>
      <DataList.Root orientation="horizontal">
        {[
          ['Partido atual', item.partido ? `${item.partido.sigla} — ${item.partido.nome}` : 'Sem partido'],
          ['Gabinete', item.gabinete ?? '-'],
          ['E-mail', item.email ?? '-'],
          ['Telefone', item.telefone ?? '-'],
          ['Liderança', LIDERES.find((l) => l.valor === String(item.lider))?.rotulo ?? '-'],
          ['Mesa Diretora', item.mesaDiretora ? (item.cargoDescricao ?? 'Sim') : 'Não'],
        ].map(([rotulo, valor]) => (
          <DataList.Item key={String(rotulo)}>
            <DataList.ItemLabel>{rotulo}</DataList.ItemLabel>
            <DataList.ItemValue>{valor}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>

      <Box>
        <Heading as="h3" size="md" mb="2">
          Histórico partidário
        </Heading>
        {item.deputadoLegislaturas.length ? (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Legislatura</Table.ColumnHeader>
                <Table.ColumnHeader>Partido</Table.ColumnHeader>
                <Table.ColumnHeader>Início no partido</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {item.deputadoLegislaturas.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.legislatura.descricao}</Table.Cell>
                  <Table.Cell>{l.partido?.sigla ?? '-'}</Table.Cell>
                  <Table.Cell>{l.dataInicio ? dataBr(l.dataInicio) : 'Início da legislatura'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">Nenhuma legislatura.</Text>
        )}
      </Box>

      <Box>
        <Heading as="h3" size="md" mb="2">
          Afastamentos
        </Heading>
        {item.afastamentos.length ? (
          <Stack as="ul" gap="1" ps="4">
            {item.afastamentos.map((a) => (
              <Text as="li" key={a.id}>
                {a.tipoDescricao}: {dataBr(a.dataAfastamento)} {a.dataRetorno ? `a ${dataBr(a.dataRetorno)}` : '(em curso)'}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">Nenhum afastamento.</Text>
        )}
      </Box>

      <Box>
        <Heading as="h3" size="md" mb="2">
          Anos de emendas
        </Heading>
        <Text>{item.deputadoAnoEmendas.length ? item.deputadoAnoEmendas.map((e) => `${e.ano}${e.ativo ? '' : ' (inativo)'}`).join(', ') : 'Nenhum ano.'}</Text>
      </Box>
    </Stack>
  );
}
