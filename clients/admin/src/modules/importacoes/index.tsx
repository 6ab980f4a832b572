import { CONJUNTOS, IMPORTACOES, permissaoDeImportar } from '@alego/catalog';
import { PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Field, Flex, HStack, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { cabecalhosDaSessao } from '../../auth/session';
import { ConfirmarImportacaoDocument, ImportacaoDeConjuntoAdminDocument } from '../../gql/graphql';
import { mensagemDoErro } from '../../kit/mensagens';
import type { AdminResource } from '../../resources';
import { avisos } from '../../shell/avisos';
import { usePageTitle } from '../../shell/usePageTitle';

export const MENSAGEM_ARQUIVO = 'Selecione um arquivo .CSV ou .XLSX válido para importação';
const MENSAGEM_FALHA = 'Não foi possível importar este arquivo';
const EM_ANDAMENTO = new Set(['na_fila', 'processando']);

/** Envia o arquivo (multipart, campo `arquivo`) com a sessão; devolve o id da importação criada ou a mensagem de erro. */
async function enviarArquivo(conjunto: string, arquivo: File): Promise<{ id?: string; mensagem: string }> {
  const headers = await cabecalhosDaSessao();
  const form = new FormData();
  form.set('arquivo', arquivo, arquivo.name);
  try {
    const resposta = await fetch(`/api/admin/importacoes/${conjunto}`, {
      method: 'POST',
      body: form,
      headers,
    });
    const corpo = (await resposta.json().catch(() => ({}))) as { id?: number; mensagem?: string };
    return { id: resposta.ok && corpo.id ? String(corpo.id) : undefined, mensagem: corpo.mensagem ?? MENSAGEM_FALHA };
  } catch {
    return { mensagem: MENSAGEM_FALHA };
  }
}

/** importacoes/<conjunto>: envia o CSV/XLSX, mostra a prévia (mapeamento, linhas, erros), confirma e acompanha o trabalho. */
export function ImportarConjunto({ conjunto }: { conjunto: string }) {
  const titulo = CONJUNTOS.find((c) => c.id === conjunto)?.titulo ?? conjunto;
  usePageTitle(`Importar ${titulo.toLowerCase()}`);
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [id, setId] = useState<string | null>(null);
  const [confirmar, { loading: confirmando }] = useMutation(ConfirmarImportacaoDocument);
  const { data, startPolling, stopPolling, refetch } = useQuery(ImportacaoDeConjuntoAdminDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const importacao = data?.importacaoDeConjunto;
  if (importacao && !EM_ANDAMENTO.has(importacao.situacao)) stopPolling();

  if (!IMPORTACOES[conjunto]) return <Text>Este conjunto não aceita importação.</Text>;

  async function enviar(evento: FormEvent) {
    evento.preventDefault();
    if (!arquivo || !/\.(csv|xlsx)$/i.test(arquivo.name)) return void avisos.erro(MENSAGEM_ARQUIVO);
    setEnviando(true);
    setId(null);
    const resultado = await enviarArquivo(conjunto, arquivo);
    setEnviando(false);
    if (!resultado.id) return void avisos.erro(resultado.mensagem);
    setId(resultado.id);
  }

  async function confirmarImportacao() {
    if (!id) return;
    try {
      await confirmar({ variables: { id } });
      await refetch();
      startPolling(1000);
    } catch (erro) {
      avisos.erro(mensagemDoErro(erro, MENSAGEM_FALHA));
    }
  }

  const situacao = importacao?.situacao;
  const statusDoAlerta = situacao === 'concluida' || situacao === 'validada' ? 'success' : situacao === 'recusada' || situacao === 'falhou' ? 'error' : 'info';
  return (
    <Box>
      <PageTitle>Importar {titulo.toLowerCase()}</PageTitle>
      <Stack as="form" gap="4" maxW="3xl" mt="4" onSubmit={(e) => void enviar(e)}>
        <Field.Root required>
          <Field.Label>
            Arquivo CSV ou XLSX <Field.RequiredIndicator />
          </Field.Label>
          <input
            ref={entrada}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Arquivo CSV ou XLSX"
            hidden
            onChange={(e) => {
              const escolhido = e.currentTarget.files?.[0] ?? null;
              e.currentTarget.value = '';
              setArquivo(escolhido);
              setId(null);
            }}
          />
          <HStack gap="3">
            <Button size="sm" variant="outline" onClick={() => entrada.current?.click()} disabled={enviando || confirmando}>
              {arquivo ? 'Trocar arquivo' : 'Escolher arquivo'}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {arquivo ? arquivo.name : 'Nenhum arquivo'}
            </Text>
          </HStack>
          <Field.HelperText>
            Use o modelo (<Link href={`/api/admin/importacoes/${conjunto}/modelo.xlsx`}>XLSX</Link> ou <Link href={`/api/admin/importacoes/${conjunto}/modelo.csv`}>CSV</Link>, separador ponto
            e vírgula). O arquivo é conferido antes de gravar: nada muda até você confirmar, e qualquer erro cancela a importação inteira.
          </Field.HelperText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" loading={enviando} loadingText="Conferindo...">
            Enviar e conferir
          </Button>
        </Box>
      </Stack>

      {importacao ? (
        <Box mt="6" maxW="5xl">
          <Alert.Root status={statusDoAlerta}>
            <Alert.Indicator />
            <Alert.Title>{importacao.mensagem}</Alert.Title>
          </Alert.Root>
          {importacao.sha256 ? (
            <Text mt="2" fontSize="xs" color="fg.muted" wordBreak="break-all">
              {importacao.nomeArquivo} · SHA-256 {importacao.sha256}
            </Text>
          ) : null}

          {EM_ANDAMENTO.has(importacao.situacao) ? (
            <Progress.Root mt="4" value={importacao.percentual} max={100} colorPalette="brand" aria-live="polite">
              <Progress.Label mb="2">
                {importacao.situacao === 'na_fila'
                  ? 'Na fila de trabalhos...'
                  : `Gravando: ${importacao.linhasProcessadas.toLocaleString('pt-BR')} de ${importacao.totalLinhas.toLocaleString('pt-BR')} linhas (${importacao.percentual}%)`}
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}

          {importacao.situacao === 'validada' ? (
            <Flex mt="4" gap="3" align="center" wrap="wrap">
              <Text>
                Ao confirmar: {importacao.adicionadas.toLocaleString('pt-BR')} incluídas, {importacao.alteradas.toLocaleString('pt-BR')} alteradas e{' '}
                {importacao.removidas.toLocaleString('pt-BR')} removidas{importacao.periodos.length ? ` (períodos ${importacao.periodos.join(', ')})` : ''}.
              </Text>
              <Button colorPalette="brand" loading={confirmando} onClick={() => void confirmarImportacao()}>
                Confirmar importação
              </Button>
            </Flex>
          ) : null}

          {importacao.erros.length ? (
            <Table.ScrollArea mt="4" borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Caption>
                  Erros encontrados no arquivo ({importacao.totalErros.toLocaleString('pt-BR')}
                  {importacao.totalErros > importacao.erros.length ? `; os ${importacao.erros.length} primeiros` : ''})
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Linha</Table.ColumnHeader>
                    <Table.ColumnHeader>Coluna</Table.ColumnHeader>
                    <Table.ColumnHeader>Erro</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {importacao.erros.map((e) => (
                    <Table.Row key={`${e.linha}-${e.coluna}-${e.mensagem}`}>
                      <Table.Cell>{e.linha}</Table.Cell>
                      <Table.Cell>{e.coluna ?? '—'}</Table.Cell>
                      <Table.Cell>{e.mensagem}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}

          {importacao.previa && importacao.situacao !== 'concluida' ? (
            <Table.ScrollArea mt="4" borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Caption>
                  Prévia das primeiras linhas (colunas do modelo e a posição de cada uma no arquivo)
                  {importacao.previa.ignoradas.length ? `; colunas ignoradas: ${importacao.previa.ignoradas.join(', ')}` : ''}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    {importacao.previa.colunas.map((c) => (
                      <Table.ColumnHeader key={c.cabecalho}>
                        {c.cabecalho}
                        <Text as="span" display="block" fontWeight="normal" fontSize="xs">
                          {c.posicao ? `coluna ${c.posicao} do arquivo` : c.obrigatoria ? 'falta no arquivo' : 'ausente (opcional)'}
                        </Text>
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {importacao.previa.linhas.map((linha, i) => (
                    <Table.Row key={i}>
                      {linha.map((celula, j) => (
                        <Table.Cell key={j}>{celula}</Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** Um item de menu por conjunto importável, cada um atrás da sua permissão #importar (o subgrafo confere o mesmo). */
export const importacoes: AdminResource[] = CONJUNTOS.filter((c) => IMPORTACOES[c.id]).map((c) => ({
  nome: `importar-${c.id}`,
  rotulo: `Importar ${c.titulo.toLowerCase()}`,
  grupo: 'Transparência',
  permissao: permissaoDeImportar(IMPORTACOES[c.id]!),
  caminho: `/importacoes/${c.id}`,
  rotas: [{ index: true, element: <ImportarConjunto conjunto={c.id} /> }],
}));
