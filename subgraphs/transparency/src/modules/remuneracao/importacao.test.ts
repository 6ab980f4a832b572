import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { INTERNAL_HEADER, type TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { paraCentavos } from '../../lib/dinheiro.js';
import { CABECALHO_CSV, gerarFolha, linhaCsv, mesesAte, type Periodo } from './gerador.js';
import { MENSAGEM_ARQUIVO_CSV } from './remuneracao.rules.js';

const TOKEN_INTERNO = 'token-interno-de-teste-remuneracoes';
let subgraph: TestSubgraph;
let signer: TokenSigner;
let base: string;

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(transparency, { jwks: keys.jwks, internalToken: TOKEN_INTERNO });
  base = subgraph.url.replace(/\/graphql$/, '');
});
afterAll(() => subgraph?.close());

async function tokenCom(permissoes: string[]): Promise<string> {
  return signer.signEquipe({ sub: '7', nome: 'Servidora do RH', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] });
}

interface RespostaImportacao {
  mensagem: string;
  importacao?: { id: number; situacao: string; linhas_importadas: number; periodos: string[]; avisos: string[] };
  erros?: { linha: number; mensagem: string }[];
}

/** The gateway's side of the import: the CSV bytes as the body of the internal route, streamed. */
async function enviar(corpo: Readable | string, opcoes: { token: string; nome?: string; importacao?: string }): Promise<{ status: number; corpo: RespostaImportacao }> {
  const params = new URLSearchParams({ nome: opcoes.nome ?? 'folha.csv', ...(opcoes.importacao ? { importacao: opcoes.importacao } : {}) });
  const body = typeof corpo === 'string' ? corpo : (Readable.toWeb(corpo) as ReadableStream<Uint8Array>);
  const resposta = await fetch(`${base}/interno/remuneracoes/importar?${params}`, {
    method: 'POST',
    headers: { [INTERNAL_HEADER]: TOKEN_INTERNO, authorization: `Bearer ${opcoes.token}`, 'content-type': 'text/csv' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: resposta.status, corpo: (await resposta.json()) as RespostaImportacao };
}

async function totais(): Promise<{ linhas: number; liquido: string }> {
  const [linha] = await subgraph.orm.em
    .fork()
    .getConnection()
    .execute<{ linhas: number; liquido: string }[]>('select count(*)::int as linhas, coalesce(sum(liquido), 0)::text as liquido from transparency.remuneracoes');
  return linha!;
}

/** The generated payroll as CSV lines, in chunks, computing the checksum as it goes; `aoGerar` can pause it. */
function csvGerado(
  servidores: number,
  periodos: Periodo[],
  opcoes: { estragar?: (linha: number, texto: string) => string; aoGerar?: (linha: number) => Promise<void> } = {},
): { fluxo: Readable; soma: { centavos: bigint; linhas: number } } {
  const soma = { centavos: 0n, linhas: 0 };
  async function* gerar() {
    yield `${CABECALHO_CSV}\n`;
    let pedaco: string[] = [];
    let numero = 1;
    for (const linha of gerarFolha(servidores, periodos, 7)) {
      numero += 1;
      soma.centavos += paraCentavos(linha.liquido);
      soma.linhas += 1;
      const texto = linhaCsv(linha);
      pedaco.push(opcoes.estragar ? opcoes.estragar(numero, texto) : texto);
      if (pedaco.length === 1000) {
        yield `${pedaco.join('\n')}\n`;
        pedaco = [];
        await opcoes.aoGerar?.(numero);
      }
    }
    if (pedaco.length) yield `${pedaco.join('\n')}\n`;
  }
  return { fluxo: Readable.from(gerar()), soma };
}

const IMPORTACAO = `query($id: ID!) { importacaoRemuneracoes(id: $id) { situacao linhasProcessadas bytesLidos percentual erros { linha mensagem } } }`;
const INICIAR = `mutation($nome: String!, $tamanho: Int!) { iniciarImportacaoRemuneracoes(nomeArquivo: $nome, tamanho: $tamanho) { id situacao percentual } }`;

describe('importação de remunerações (CSV)', () => {
  it('importa 200.000 linhas em fluxo: contagem e soma exata do líquido conferem, com progresso durante o envio', { timeout: 240_000 }, async () => {
    const token = await tokenCom(['api/admin/remuneracoes#importar']);
    const auth = { authorization: `Bearer ${token}` };
    const iniciada = await subgraph.query<{ iniciarImportacaoRemuneracoes: { id: string; situacao: string; percentual: number } }>(
      INICIAR,
      { nome: 'folha-2017-2021.CSV', tamanho: 32_000_000 },
      auth,
    );
    expect(iniciada.errors).toBeUndefined();
    const id = iniciada.data!.iniciarImportacaoRemuneracoes.id;
    expect(iniciada.data!.iniciarImportacaoRemuneracoes).toMatchObject({ situacao: 'aguardando', percentual: 0 });

    let progressoNoMeio: { situacao: string; linhasProcessadas: number; bytesLidos: number } | undefined;
    // The live heap (after a full collection), sampled while the import runs: what the import really holds.
    v8.setFlagsFromString('--expose-gc');
    const coletar = vm.runInNewContext('gc') as () => void;
    coletar();
    // Buffers live outside the JS heap: a buffered upload would show in `arrayBuffers`.
    const memoria = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const inicioHeap = memoria();
    let picoDeHeap = 0;
    const amostra = setInterval(() => {
      coletar();
      picoDeHeap = Math.max(picoDeHeap, memoria() - inicioHeap);
    }, 300);
    // 2,000 staff × 100 months = 200,000 rows (about 30 MB).
    const { fluxo, soma } = csvGerado(2_000, mesesAte(2021, 12, 100), {
      aoGerar: async (linha) => {
        if (linha !== 100_001) return;
        // Half of the file is produced, the rest is not: the server must already be working on what arrived.
        for (let tentativa = 0; tentativa < 200 && !progressoNoMeio?.linhasProcessadas; tentativa++) {
          await new Promise((r) => setTimeout(r, 50));
          const { data } = await subgraph.query<{ importacaoRemuneracoes: typeof progressoNoMeio }>(IMPORTACAO, { id }, auth);
          if ((data?.importacaoRemuneracoes?.linhasProcessadas ?? 0) >= 50_000) progressoNoMeio = data!.importacaoRemuneracoes!;
        }
      },
    });
    const { status, corpo } = await enviar(fluxo, { token, importacao: id });
    clearInterval(amostra);

    expect(corpo.erros).toEqual([]);
    expect(status).toBe(200);
    expect(soma.linhas).toBe(200_000);
    expect(corpo.importacao).toMatchObject({ situacao: 'concluida', linhas_importadas: 200_000 });
    expect(corpo.importacao!.periodos).toHaveLength(100);
    expect(corpo.mensagem).toBe('200000 remunerações importadas.');
    expect(progressoNoMeio).toMatchObject({ situacao: 'processando' });
    expect(progressoNoMeio!.bytesLidos).toBeGreaterThan(0);
    // Streaming keeps about 40 MB live here (mostly fixed costs: modules, connection pool, the test's own
    // generator). The 30 MB file held whole plus its 200,000 parsed rows (15 strings each) would be well over 150 MB.
    expect(picoDeHeap).toBeLessThan(64 * 1024 * 1024);

    const depois = await totais();
    expect(depois.linhas).toBe(200_000);
    expect(paraCentavos(depois.liquido)).toBe(soma.centavos);

    const { data } = await subgraph.query<{ importacaoRemuneracoes: { situacao: string; percentual: number; linhasProcessadas: number } }>(
      `query($id: ID!) { importacaoRemuneracoes(id: $id) { situacao percentual linhasProcessadas } }`,
      { id },
      auth,
    );
    expect(data!.importacaoRemuneracoes).toEqual({ situacao: 'concluida', percentual: 100, linhasProcessadas: 200_000 });
  });

  it('uma linha errada na linha 150.000 não muda nada e é informada pelo número', { timeout: 240_000 }, async () => {
    const token = await tokenCom(['api/admin/remuneracoes']);
    const antes = await totais();
    const { fluxo } = csvGerado(2_000, mesesAte(2025, 4, 100), {
      estragar: (linha, texto) => (linha === 150_000 ? texto.replace(/;[^;]*$/, ';12,3x') : texto),
    });
    const { status, corpo } = await enviar(fluxo, { token });
    expect(status).toBe(400);
    expect(corpo.erros).toEqual([{ linha: 150_000, mensagem: 'Linha 150000: Informe o líquido em reais, por exemplo 1234,56.' }]);
    expect(corpo.mensagem).toBe('Não foi possível importar este arquivo: 1 erro encontrado. Nada foi alterado.');
    expect(await totais()).toEqual(antes);
  });

  it('recusa arquivo que não termina em .csv, pela mutação e pela rota', async () => {
    const token = await tokenCom(['api/admin/remuneracoes#importar']);
    const { errors } = await subgraph.query(INICIAR, { nome: 'folha.xlsx', tamanho: 10 }, { authorization: `Bearer ${token}` });
    expect(errors?.[0]?.message).toBe(MENSAGEM_ARQUIVO_CSV);
    const { status, corpo } = await enviar(`${CABECALHO_CSV}\n`, { token, nome: 'folha.txt' });
    expect(status).toBe(400);
    expect(corpo.mensagem).toBe(MENSAGEM_ARQUIVO_CSV);
  });

  it('exige a permissão remuneracoes#importar (ou o recurso inteiro) e login', async () => {
    const semPermissao = await tokenCom(['api/admin/remuneracoes#index', 'api/admin/noticias']);
    const negado = await enviar(`${CABECALHO_CSV}\n`, { token: semPermissao });
    expect(negado.status).toBe(403);
    expect(negado.corpo.mensagem).toBe('Você não tem permissão para acessar esta funcionalidade');
    const { errors } = await subgraph.query(INICIAR, { nome: 'folha.csv', tamanho: 10 }, { authorization: `Bearer ${semPermissao}` });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonimo = await enviar(`${CABECALHO_CSV}\n`, { token: 'invalido' });
    expect(anonimo.status).toBe(401);

    const permitido = await enviar(`${CABECALHO_CSV}\n${linhaCsv([...gerarFolha(1, [{ ano: 2016, mes: 3 }])][0]!)}\n`, { token: await tokenCom(['api/admin/remuneracoes#importar']) });
    expect(permitido.status).toBe(200);
    expect(permitido.corpo.importacao?.linhas_importadas).toBe(1);
  });

  it('substitui o período do arquivo e avisa; recusa matrícula repetida e cabeçalho incompleto', async () => {
    const token = await tokenCom(['api/admin/remuneracoes#importar']);
    const linhas = [...gerarFolha(3, [{ ano: 2016, mes: 3 }], 99)].map(linhaCsv);
    const substituido = await enviar(`${CABECALHO_CSV}\n${linhas.join('\n')}\n`, { token });
    expect(substituido.status).toBe(200);
    expect(substituido.corpo.importacao?.avisos).toEqual(['O período 03/2016 já tinha 1 registros, substituídos pelos do arquivo.']);

    const repetida = await enviar(`${CABECALHO_CSV}\n${linhas[0]}\n${linhas[1]}\n${linhas[0]}\n`, { token });
    expect(repetida.status).toBe(400);
    expect(repetida.corpo.erros).toEqual([{ linha: 4, mensagem: 'Linha 4: a matrícula 100000 já aparece na linha 2 para 03/2016.' }]);

    const incompleto = await enviar('matricula;nome\n1;Fulano\n', { token });
    expect(incompleto.status).toBe(400);
    expect(incompleto.corpo.erros?.[0]?.mensagem).toMatch(/^Linha 1: faltam as colunas cargo, vinculo, categoria, lotacao, ano, mes, /);

    const vazio = await enviar(`${CABECALHO_CSV}\n`, { token });
    expect(vazio.corpo.erros).toEqual([{ linha: 1, mensagem: 'O arquivo não tem linhas de remuneração para importar.' }]);

    const [doPeriodo] = await subgraph.orm.em
      .fork()
      .getConnection()
      .execute<{ linhas: number }[]>('select count(*)::int as linhas from transparency.remuneracoes where ano = 2016 and mes = 3');
    expect(doPeriodo?.linhas).toBe(3);
  });
});
