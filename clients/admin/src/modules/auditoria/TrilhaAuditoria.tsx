import { baixarArquivo, EmptyState, ErrorState, Loading, PageTitle } from '@alego/ui';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { AuditoriaFiltro } from '../../gql/graphql';
import { mensagemDoErro } from '../../kit/mensagens';
import { avisos } from '../../shell/avisos';
import { usePageTitle } from '../../shell/usePageTitle';
import { trilhaEmCsv, type AcaoParaCsv } from './auditoria';
import { TrilhaAuditoriaDocument } from './documentos';

const POR_PAGINA = 20;
const MENSAGEM_FALHA = 'Não foi possível carregar a trilha de auditoria.';
/** A exportação lê de 100 em 100, até este total (um período maior se exporta em partes). */
const MAXIMO_EXPORTADO = 10_000;

function filtroDoFormulario(dados: FormData): AuditoriaFiltro {
  const texto = (nome: string) => String(dados.get(nome) ?? '').trim() || null;
  const dia = (nome: string, fim: boolean) => {
    const valor = texto(nome);
    return valor ? new Date(`${valor}T${fim ? '23:59:59.999' : '00:00:00'}-03:00`).toISOString() : null;
  };
  return { usuarioId: texto('usuarioId'), entidade: texto('entidade'), operacao: texto('operacao'), desde: dia('desde', false), ate: dia('ate', true) };
}

/** auditoria: a trilha das ações da equipe, com filtros, paginação e exportação em CSV (funcionalidade Admin). */
export function TrilhaAuditoria() {
  usePageTitle('Trilha de auditoria');
  const cliente = useApolloClient();
  const [filtro, setFiltro] = useState<AuditoriaFiltro>({});
  const [pagina, setPagina] = useState(1);
  const [exportando, setExportando] = useState(false);
  const { data, loading, error } = useQuery(TrilhaAuditoriaDocument, { variables: { filtro, pagina, porPagina: POR_PAGINA }, fetchPolicy: 'network-only' });
  const trilha = data?.registrosAuditoria;

  function filtrar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    setFiltro(filtroDoFormulario(new FormData(evento.currentTarget)));
    setPagina(1);
  }

  async function exportar() {
    setExportando(true);
    try {
      const acoes: AcaoParaCsv[] = [];
      for (let p = 1; acoes.length < MAXIMO_EXPORTADO; p++) {
        const { data: lida } = await cliente.query({ query: TrilhaAuditoriaDocument, variables: { filtro, pagina: p, porPagina: 100 }, fetchPolicy: 'network-only' });
        const itens = lida?.registrosAuditoria?.itens ?? [];
        acoes.push(...itens);
        if (p >= (lida?.registrosAuditoria?.totalPaginas ?? 0)) break;
      }
      baixarArquivo('trilha-de-auditoria.csv', new Blob([`\uFEFF${trilhaEmCsv(acoes)}`], { type: 'text/csv;charset=utf-8' }));
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGEM_FALHA));
    } finally {
      setExportando(false);
    }
  }

  return (
    <Stack gap="4">
      <PageTitle>Trilha de auditoria</PageTitle>
      <form onSubmit={filtrar} aria-label="Filtros da trilha">
        <Flex gap="3" wrap="wrap" align="end">
          <Field.Root maxW="32">
            <Field.Label>Usuário (id)</Field.Label>
            <Input name="usuarioId" inputMode="numeric" />
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label>Entidade</Field.Label>
            <Input name="entidade" placeholder="ex.: Noticia" />
          </Field.Root>
          <Field.Root maxW="48">
            <Field.Label>Operação</Field.Label>
            <Input name="operacao" placeholder="ex.: entrar" />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>De</Field.Label>
            <Input name="desde" type="date" />
          </Field.Root>
          <Field.Root maxW="44">
            <Field.Label>Até</Field.Label>
            <Input name="ate" type="date" />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            Filtrar
          </Button>
          <Button variant="outline" onClick={exportar} loading={exportando}>
            Exportar CSV
          </Button>
        </Flex>
      </form>
      {error ? (
        <ErrorState titulo={mensagemDoErro(error, MENSAGEM_FALHA)} />
      ) : loading && !trilha ? (
        <Loading />
      ) : !trilha?.itens.length ? (
        <EmptyState titulo="Nenhuma ação encontrada." />
      ) : (
        <>
          <Table.Root size="sm" aria-label="Trilha de auditoria">
            <Table.Header>
              <Table.Row>
                {['Data e hora', 'Usuário', 'Lotação', 'Origem', 'Operação', 'Entidade', 'Resultado', 'Alterações'].map((t) => (
                  <Table.ColumnHeader key={t}>{t}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {trilha.itens.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{new Date(a.ocorridoEm as string).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</Table.Cell>
                  <Table.Cell>{a.usuarioNome ?? '—'}</Table.Cell>
                  <Table.Cell>{a.lotacaoId ?? '—'}</Table.Cell>
                  <Table.Cell>{a.origem}</Table.Cell>
                  <Table.Cell>{a.operacao}</Table.Cell>
                  <Table.Cell>{a.entidade ? `${a.entidade} ${a.entidadeId ?? ''}` : '—'}</Table.Cell>
                  <Table.Cell>{a.sucesso ? 'Sucesso' : 'Recusada'}</Table.Cell>
                  <Table.Cell>
                    {a.alteracoes.flatMap((alt) =>
                      alt.campos.map((c) => (
                        <Text key={`${alt.entidade}${alt.entidadeId}${c.campo}`} fontSize="xs">
                          {alt.entidade}.{c.campo}: {c.antes ?? '∅'} → {c.depois ?? '∅'}
                        </Text>
                      )),
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <HStack justify="space-between">
            <Text fontSize="sm">
              {trilha.total} ações · página {trilha.pagina} de {trilha.totalPaginas}
            </Text>
            <HStack>
              <Button size="sm" variant="outline" disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
                Anterior
              </Button>
              <Button size="sm" variant="outline" disabled={pagina >= trilha.totalPaginas} onClick={() => setPagina(pagina + 1)}>
                Próxima
              </Button>
            </HStack>
          </HStack>
        </>
      )}
    </Stack>
  );
}
