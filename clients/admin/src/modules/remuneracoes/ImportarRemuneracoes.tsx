import { PageTitle } from '@alego/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Code, Field, Flex, HStack, Link, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { DialogoErro } from '../../kit/DialogoErro';
import { mensagemDoErro } from '../../kit/mensagens';
import { avisos } from '../../shell/avisos';
import { usePageTitle } from '../../shell/usePageTitle';
import { ImportacaoRemuneracoesDocument, IniciarImportacaoRemuneracoesDocument } from './documentos';
import { arquivoCsvValido, enviarCsv, MENSAGEM_ARQUIVO_CSV, MENSAGEM_FALHA_IMPORTACAO, type ResultadoImportacao } from './importacao';

export const COLUNAS_CSV = 'matricula;nome;cargo;vinculo;categoria;lotacao;gabinete;ano;mes;remuneracao_basica;vantagens;indenizacoes;bruto;descontos;liquido';

/** remuneracoes/importar: envia o CSV, acompanha o progresso e mostra o resultado ou os erros por linha. */
export function ImportarRemuneracoes({ enviar = enviarCsv }: { enviar?: typeof enviarCsv }) {
  usePageTitle('Importar remunerações');
  const entrada = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [importacaoId, setImportacaoId] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<ResultadoImportacao | null>(null);
  const [dialogo, setDialogo] = useState<string[]>([]);
  const [iniciar] = useMutation(IniciarImportacaoRemuneracoesDocument);
  const { data } = useQuery(ImportacaoRemuneracoesDocument, {
    variables: { id: importacaoId ?? '' },
    skip: !importacaoId || !enviando,
    pollInterval: 1000,
    fetchPolicy: 'network-only',
  });
  const progresso = enviando ? data?.importacaoRemuneracoes : undefined;

  async function importar(evento: FormEvent) {
    evento.preventDefault();
    if (!arquivoCsvValido(arquivo)) return void avisos.erro(MENSAGEM_ARQUIVO_CSV);
    setResultado(null);
    setEnviando(true);
    try {
      const { data: criado } = await iniciar({ variables: { nomeArquivo: arquivo.name, tamanho: arquivo.size } });
      const id = criado?.iniciarImportacaoRemuneracoes.id;
      if (!id) throw new Error(MENSAGEM_FALHA_IMPORTACAO);
      setImportacaoId(id);
      const fim = await enviar(arquivo, id);
      setResultado(fim);
      if (fim.ok) {
        avisos.sucesso(fim.mensagem);
        if (fim.avisos.length) setDialogo(fim.avisos);
      } else {
        avisos.erro(fim.mensagem);
      }
    } catch (erro) {
      const mensagem = mensagemDoErro(erro, MENSAGEM_FALHA_IMPORTACAO);
      setResultado({ ok: false, mensagem, avisos: [], erros: [] });
      avisos.erro(mensagem);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <PageTitle>Importar remunerações</PageTitle>
        <Button asChild variant="outline">
          <RouterLink to="/remuneracoes">Voltar à lista</RouterLink>
        </Button>
      </Flex>

      <Stack as="form" gap="4" maxW="3xl" onSubmit={(e) => void importar(e)}>
        <Field.Root required>
          <Field.Label>
            Arquivo CSV <Field.RequiredIndicator />
          </Field.Label>
          <input
            ref={entrada}
            type="file"
            accept=".csv,text/csv"
            aria-label="Arquivo CSV"
            hidden
            onChange={(e) => {
              const escolhido = e.currentTarget.files?.[0] ?? null;
              e.currentTarget.value = '';
              if (escolhido && !arquivoCsvValido(escolhido)) return void avisos.erro(MENSAGEM_ARQUIVO_CSV);
              setArquivo(escolhido);
            }}
          />
          <HStack gap="3">
            <Button size="sm" variant="outline" onClick={() => entrada.current?.click()} disabled={enviando}>
              {arquivo ? 'Trocar arquivo' : 'Escolher arquivo'}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {arquivo ? `${arquivo.name} (${(arquivo.size / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB)` : 'Nenhum arquivo'}
            </Text>
          </HStack>
          <Field.HelperText>
            Separador ponto e vírgula, UTF-8, com o cabeçalho <Code fontSize="xs">{COLUNAS_CSV}</Code>. Cada mês presente no arquivo é substituído
            inteiro; qualquer linha inválida cancela a importação sem alterar nada.
          </Field.HelperText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" loading={enviando} loadingText="Importando...">
            Importar
          </Button>
        </Box>
      </Stack>

      {enviando ? (
        <Box mt="6" maxW="3xl" aria-live="polite">
          <Progress.Root value={progresso ? progresso.percentual : null} max={100} colorPalette="brand">
            <Progress.Label mb="2">
              {progresso
                ? `Processando: ${progresso.linhasProcessadas.toLocaleString('pt-BR')} linhas lidas (${progresso.percentual}%)`
                : 'Enviando o arquivo...'}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ) : null}

      {resultado ? (
        <Box mt="6" maxW="4xl">
          <Alert.Root status={resultado.ok ? 'success' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>{resultado.mensagem}</Alert.Title>
          </Alert.Root>
          {resultado.ok ? (
            <Text mt="3">
              <Link asChild>
                <RouterLink to="/remuneracoes">Ver as remunerações</RouterLink>
              </Link>
            </Text>
          ) : null}
          {resultado.erros.length ? (
            <Table.ScrollArea mt="4" borderWidth="1px" rounded="md">
              <Table.Root size="sm">
                <Table.Caption>Erros encontrados no arquivo</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Linha</Table.ColumnHeader>
                    <Table.ColumnHeader>Erro</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {resultado.erros.map((e) => (
                    <Table.Row key={`${e.linha}-${e.mensagem}`}>
                      <Table.Cell>{e.linha}</Table.Cell>
                      <Table.Cell>{e.mensagem}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
        </Box>
      ) : null}

      <DialogoErro aberto={dialogo.length > 0} mensagens={dialogo} aoFechar={() => setDialogo([])} />
    </Box>
  );
}
