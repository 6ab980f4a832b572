import { formatDataHora } from '@alego/ui';
import { Box, DataList, Heading, Image, Stack, Table, Text } from '@chakra-ui/react';
import type { NoticiaDetalhe } from './documentos';
import { SituacaoNoticia } from './SituacaoNoticia';
import { rotuloCategoria, rotuloNivel } from './noticia.rules';

const ACOES: Record<string, string> = { criar: 'Criou', editar: 'Editou', publicar: 'Publicou', despublicar: 'Despublicou', excluir: 'Excluiu' };

export function ExibicaoNoticia({ item }: { item: NoticiaDetalhe }) {
  return (
    <Stack gap="6">
      <SituacaoNoticia item={item} />
      <Box>
        <Heading as="h2" size="lg">
          {item.titulo}
        </Heading>
        {item.resumo ? (
          <Text color="fg.muted" mt="2">
            {item.resumo}
          </Text>
        ) : null}
      </Box>
      <DataList.Root orientation="horizontal">
        {item.publicadaEm ? (
          <DataList.Item>
            <DataList.ItemLabel>Publicada em</DataList.ItemLabel>
            <DataList.ItemValue>{formatDataHora(item.publicadaEm)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>Categoria</DataList.ItemLabel>
          <DataList.ItemValue>{rotuloCategoria(item.categoria)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Destaque</DataList.ItemLabel>
          <DataList.ItemValue>{item.destaqueNivel ? `${rotuloNivel(item.destaqueNivel)} — posição ${item.destaqueSlot ?? '-'}` : 'Sem destaque'}</DataList.ItemValue>
        </DataList.Item>
        {item.fonte ? (
          <DataList.Item>
            <DataList.ItemLabel>Fonte</DataList.ItemLabel>
            <DataList.ItemValue>{item.fonte}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {item.deputado ? (
          <DataList.Item>
            <DataList.ItemLabel>Deputado</DataList.ItemLabel>
            <DataList.ItemValue>{item.deputado.nome}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>Criada por</DataList.ItemLabel>
          <DataList.ItemValue>
            {item.usuarioCriador ?? '-'} em {formatDataHora(item.createdAt)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {item.imagem ? <Image src={item.imagem.miniatura} alt="" maxW="sm" borderRadius="md" /> : null}
      {/* HTML saneado pelo servidor ao gravar e de novo ao exibir. */}
      <Box className="conteudo-noticia" borderWidth="1px" borderRadius="md" p="4" dangerouslySetInnerHTML={{ __html: item.conteudo }} />
      <Box>
        <Heading as="h2" size="md" mb="2">
          Histórico
        </Heading>
        {item.historico.length === 0 ? (
          <Text color="fg.muted">Nenhum registro no histórico.</Text>
        ) : (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Ação</Table.ColumnHeader>
                <Table.ColumnHeader>Usuário</Table.ColumnHeader>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {item.historico.map((h, i) => (
                <Table.Row key={`${h.createdAt}-${i}`}>
                  <Table.Cell>{ACOES[h.acao] ?? h.acao}</Table.Cell>
                  <Table.Cell>{h.usuario}</Table.Cell>
                  <Table.Cell>{formatDataHora(h.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </Stack>
  );
}
