import { Badge, Box, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ComissaoDetalhe } from './documentos';

function Secao({ titulo, vazio, itens }: { titulo: string; vazio: string; itens: { chave: string; texto: React.ReactNode }[] }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        {titulo} ({itens.length})
      </Heading>
      {itens.length ? (
        <Stack as="ul" gap="1" ps="4">
          {itens.map((i) => (
            <Text as="li" key={i.chave}>
              {i.texto}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{vazio}</Text>
      )}
    </Box>
  );
}

const data = (valor: string | null | undefined) => (valor ? valor.split('-').reverse().join('/') : '');

export function ExibicaoComissao({ item }: { item: ComissaoDetalhe }) {
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Nome</DataList.ItemLabel>
          <DataList.ItemValue>
            {item.nome} {item.sigla ? `(${item.sigla})` : ''}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Tipo</DataList.ItemLabel>
          <DataList.ItemValue>{item.tipoDescricao}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Situação</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={item.ativa ? 'green' : 'gray'}>{item.ativa ? 'Ativa' : 'Inativa'}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Secao titulo="Deputados" vazio="Nenhum deputado." itens={item.deputadosComissao.map((m) => ({ chave: m.id, texto: `${m.deputado.nome}${m.deputado.partido ? ` (${m.deputado.partido.sigla})` : ''} — ${m.cargoDescricao}` }))} />
      <Secao titulo="Equipe técnica" vazio="Nenhum servidor." itens={item.equipeTecnicaComissoes.map((s) => ({ chave: s.id, texto: [s.nome, s.funcao, s.email, s.telefone].filter(Boolean).join(' · ') }))} />
      <Secao titulo="Trabalhos" vazio="Nenhum trabalho." itens={item.trabalhosComissao.map((t) => ({ chave: t.id, texto: `${t.tipoDescricao}: ${t.titulo}${t.data ? ` (${data(t.data)})` : ''}` }))} />
      <Secao
        titulo="Arquivos"
        vazio="Nenhum arquivo."
        itens={item.arquivosComissao.map((a) => ({
          chave: a.id,
          texto: a.url ? <Link href={a.url}>{`${a.tipoDescricao}: ${a.titulo}`}</Link> : `${a.tipoDescricao}: ${a.titulo}`,
        }))}
      />
      <Secao titulo="Links" vazio="Nenhum link." itens={item.linksComissao.map((l) => ({ chave: l.id, texto: <Link href={l.url} target="_blank" rel="noopener noreferrer">{`${l.categoriaDescricao}: ${l.titulo}`}</Link> }))} />
    </Stack>
  );
}
