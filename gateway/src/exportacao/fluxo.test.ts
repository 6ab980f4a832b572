import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhoInterno, INTERNAL_HEADER, type FormatoDoFluxo } from '@alego/kit/gateway';
import { BASE_DA_EXPORTACAO, CONJUNTOS, conjuntoPorId, FORMATOS_DE_EXPORTACAO } from '@alego/catalog';
import { participation } from '../../../subgraphs/participation/src/index.js';
import { people } from '../../../subgraphs/people/src/index.js';
import { transparency } from '../../../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../../../test/gateway-harness.js';
import { camposDoFluxo } from './fluxo.js';
import { createExportacao, mensagemDeLimite } from './index.js';

/**
 * Issue 23, item 2: the export reads its rows in one stream from the transparency subgraph (one COPY in one snapshot)
 * instead of page by page through GraphQL. The files must not change: each is compared with the one the page-by-page
 * path writes for the same request.
 */
let harness: GatewayHarness;
const servidores: Server[] = [];
let emFluxo: string;
let porPaginas: string;

async function servir(tratar: NonNullable<Parameters<typeof createServer>[1]>): Promise<string> {
  const servidor = createServer(tratar).listen(0, '127.0.0.1');
  servidores.push(servidor);
  await new Promise((resolve) => servidor.once('listening', resolve));
  return `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
}

function exportacao(opcoes: Partial<Parameters<typeof createExportacao>[0]>): express.Express {
  const app = express();
  app.use(BASE_DA_EXPORTACAO, createExportacao({ graphqlUrl: `${harness.base}/graphql`, publicUrl: 'http://portal.exemplo', logger: pino({ level: process.env.LOG_EXPORTACAO ?? 'silent' }), ...opcoes }));
  return app;
}

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, participation]);
  const transparencia = harness.subgraphs.transparency!;
  emFluxo = await servir(exportacao({ fluxo: { url: transparencia.url, internalToken: transparencia.internalToken } }));
  porPaginas = await servir(exportacao({ porPagina: 7 }));
});
afterAll(async () => {
  for (const servidor of servidores) await new Promise((resolve) => servidor.close(resolve));
  await harness?.close();
});

/**
 * Whether the subgraph streams this dataset (else the gateway falls back to pages): its values, or with `formato` the
 * file's rows written by PostgreSQL.
 */
async function transmite(id: string, formato?: FormatoDoFluxo): Promise<boolean> {
  const conjunto = conjuntoPorId(id)!;
  const transparencia = harness.subgraphs.transparency!;
  const resposta = await fetch(new URL(caminhoInterno('POST /exportacao/:raiz', { raiz: conjunto.raiz }), transparencia.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: transparencia.internalToken },
    body: JSON.stringify({ filtro: null, campos: camposDoFluxo(conjunto), ...(formato ? { formato, conjunto: id } : {}) }),
  });
  await resposta.arrayBuffer();
  return resposta.status === 200;
}

/**
 * The file's content without what depends on the moment it was made: CSV and JSON byte for byte (the JSON's
 * generation time blanked), XLSX as the values, formats and sheets ExcelJS reads back (the zip holds dates).
 */
async function conteudo(formato: string, resposta: Response): Promise<unknown> {
  const bytes = Buffer.from(await resposta.arrayBuffer());
  if (formato === 'csv') return bytes.toString('utf8');
  if (formato === 'json') return bytes.toString('utf8').replace(/^(\{[^\n]*?"geradoEm":)"[^"]*"/, '$1null');
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(bytes as unknown as ArrayBuffer);
  return livro.worksheets.map((planilha) => ({
    nome: planilha.name,
    linhas: planilha.getSheetValues().map((linha) => (Array.isArray(linha) ? linha.map((v) => (v instanceof Date ? v.toISOString() : v)) : linha)),
    formatos: planilha.getRow(2).values && (planilha.getRow(2).values as unknown[]).map((_, i) => planilha.getRow(2).getCell(i).numFmt),
  }));
}

describe('exportação em fluxo', () => {
  it('streams the commitments (a computed column), the daily allowances (a reference), the transfers and the contracts', async () => {
    for (const id of ['empenhos', 'diarias', 'repasses-duodecimo', 'contratos', 'convenios']) {
      expect(await transmite(id), id).toBe(true);
      // CSV and JSON rows written by PostgreSQL itself.
      for (const formato of ['csv', 'json'] as const) expect(await transmite(id, formato), `${id}.${formato}`).toBe(true);
    }
    const transmitidos = [];
    const noBanco = [];
    for (const conjunto of CONJUNTOS) {
      if (await transmite(conjunto.id)) transmitidos.push(conjunto.id);
      if (await transmite(conjunto.id, 'csv')) noBanco.push(conjunto.id);
    }
    // Printed for the record (docs/dados-abertos.md lists which datasets stream).
    console.info(`conjuntos em fluxo (${transmitidos.length} de ${CONJUNTOS.length}): ${transmitidos.join(', ')}; escritos pelo banco: ${noBanco.join(', ')}`);
  });

  it('writes in the database the same bytes for text that needs quoting, a formula prefix or escaping', async () => {
    // Paired in reverse as credor: the first and the last make a row where one cell is quoted and another only gets
    // the formula apostrophe (the database writes such a row cell by cell, a row without quotes at once).
    const dificeis = [
      '=fórmula sem aspas',
      '=SOMA(1;2)',
      '+55 62 3221',
      '-3',
      '@credor',
      '\tcom tabulação',
      '\rcom CR no início',
      'aspas "duplas" e \'simples\'',
      'quebra\nde linha',
      'CRLF\r\nno meio',
      'termina em CR\r',
      'barra \\ invertida \\n',
      'controle \u0001 \u001f e DEL \u007f',
      'acentuação ç ã é e emoji 😀',
      '',
      ' espaços nas pontas ',
      'ponto;e;vírgula',
      'só um ; aqui',
    ];
    const conexao = harness.subgraphs.transparency!.orm.em.getConnection();
    const ids = (await conexao.execute<{ id: number }[]>('select id from transparency.empenhos order by data desc, id desc limit ?', [dificeis.length])).map((l) => l.id);
    expect(ids.length).toBe(dificeis.length);
    for (const [i, texto] of dificeis.entries()) {
      await conexao.execute('update transparency.empenhos set historico = ?, credor = ?, processo = ? where id = ?', [texto, dificeis.at(-1 - i)!, i % 3 ? texto.slice(0, 40) : null, ids[i]!]);
    }
    for (const formato of FORMATOS_DE_EXPORTACAO) {
      const [fluxo, paginas] = await Promise.all([fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.${formato}`), fetch(`${porPaginas}${BASE_DA_EXPORTACAO}/empenhos.${formato}`)]);
      expect(fluxo.status, formato).toBe(200);
      expect(await conteudo(formato, fluxo), formato).toEqual(await conteudo(formato, paginas));
    }
  });

  const CASOS = [
    ['empenhos', ''],
    ['empenhos', 'ano=2025&mes=3'],
    ['empenhos', 'termo=servi%C3%A7os'],
    ['contratos', ''],
    ['contratos', 'dataInicio=2024-07-01&dataFim=2025-06-30&vigente=sim'],
    ['convenios', ''],
    ['diarias', ''],
    ['diarias', 'ano=2025'],
    ['repasses-duodecimo', ''],
  ] as const;

  it.each(CASOS)('%s?%s: every format equals the page-by-page file', { timeout: 120_000 }, async (id, busca) => {
    for (const formato of FORMATOS_DE_EXPORTACAO) {
      const [fluxo, paginas] = await Promise.all([fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/${id}.${formato}?${busca}`), fetch(`${porPaginas}${BASE_DA_EXPORTACAO}/${id}.${formato}?${busca}`)]);
      expect(fluxo.status, formato).toBe(200);
      expect(paginas.status, formato).toBe(200);
      for (const cabecalho of ['content-type', 'x-total-linhas', 'content-disposition', 'cache-control']) expect(fluxo.headers.get(cabecalho), cabecalho).toBe(paginas.headers.get(cabecalho));
      expect(await conteudo(formato, fluxo), `${id}.${formato}?${busca}`).toEqual(await conteudo(formato, paginas));
    }
  });

  it('a dataset the subgraph cannot read in SQL still exports, page by page', async () => {
    const conjunto = CONJUNTOS.find((c) => c.colunas.some((col) => col.tipo === 'arquivos'))!;
    const [fluxo, paginas] = await Promise.all([fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/${conjunto.id}.csv`), fetch(`${porPaginas}${BASE_DA_EXPORTACAO}/${conjunto.id}.csv`)]);
    expect(fluxo.status).toBe(200);
    expect(await fluxo.text()).toBe(await paginas.text());
  });

  it('keeps the filter messages and the limit message', async () => {
    const ano = await fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.csv?ano=dois-mil`);
    expect(ano.status).toBe(400);
    expect(await ano.json()).toEqual({ mensagem: 'O filtro “Ano” deve ser um número inteiro entre 1900 e 2100.' });
    const mes = await fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.csv?mes=3`);
    expect(mes.status).toBe(400);
    const transparencia = harness.subgraphs.transparency!;
    const limitada = await servir(exportacao({ fluxo: { url: transparencia.url, internalToken: transparencia.internalToken }, limiteDeLinhas: 5 }));
    const total = Number((await fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.csv`)).headers.get('x-total-linhas'));
    const acima = await fetch(`${limitada}${BASE_DA_EXPORTACAO}/empenhos.csv`);
    expect(acima.status).toBe(413);
    expect(await acima.json()).toEqual({ mensagem: mensagemDeLimite(total, 5) });
    expect(mensagemDeLimite(1_000_001, 1_000_000)).toBe(
      'Esta exportação teria 1.000.001 linhas, acima do limite de 1.000.000 linhas por arquivo. Use os filtros (ano, período, termo) para dividir os dados em arquivos menores.',
    );
  });

  it('keeps the smaller limit for XLSX and for lists read page by page', async () => {
    const transparencia = harness.subgraphs.transparency!;
    const base = await servir(exportacao({ fluxo: { url: transparencia.url, internalToken: transparencia.internalToken }, limiteDeLinhasSemFluxo: 1 }));
    for (const formato of ['csv', 'json']) {
      const resposta = await fetch(`${base}${BASE_DA_EXPORTACAO}/empenhos.${formato}`);
      expect(resposta.status, formato).toBe(200);
      await resposta.arrayBuffer();
    }
    const total = Number((await fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.csv`)).headers.get('x-total-linhas'));
    const xlsx = await fetch(`${base}${BASE_DA_EXPORTACAO}/empenhos.xlsx`);
    expect(xlsx.status).toBe(413);
    expect(await xlsx.json()).toEqual({ mensagem: mensagemDeLimite(total, 1) });
    // A dataset with documents (signed addresses) still comes page by page: the smaller limit holds in CSV too.
    const paginado = CONJUNTOS.find((c) => c.colunas.some((col) => col.tipo === 'arquivos'))!;
    expect((await fetch(`${base}${BASE_DA_EXPORTACAO}/${paginado.id}.csv`)).status).toBe(413);
  });

  it('a source that fails mid-file breaks the download instead of ending a short file', async () => {
    const empenhos = conjuntoPorId('empenhos')!;
    const linha = JSON.stringify(camposDoFluxo(empenhos).map(() => '1'));
    // A subgraph that promises 10,000 rows, sends 3,000 (the file has begun) and closes the connection mid-body.
    const quebrada = await servir((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(`${JSON.stringify({ total: 10_000 })}\n`);
      res.write(`${`${linha}\n`.repeat(3000)}`, () => res.socket?.end());
    });
    const total = Number((await fetch(`${emFluxo}${BASE_DA_EXPORTACAO}/empenhos.csv`)).headers.get('x-total-linhas'));
    expect(total).toBeGreaterThan(0);
    const app = await servir(exportacao({ fluxo: { url: quebrada, internalToken: 'x' } }));
    for (const formato of FORMATOS_DE_EXPORTACAO) {
      const resposta = await fetch(`${app}${BASE_DA_EXPORTACAO}/empenhos.${formato}`);
      expect(resposta.status).toBe(200);
      await expect(resposta.arrayBuffer(), formato).rejects.toThrow();
    }
    // And one that ends cleanly but short: the count it sent first says rows are missing.
    const curta = await servir((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(`${JSON.stringify({ total: 10_000 })}\n${`${linha}\n`.repeat(3)}`);
    });
    const app2 = await servir(exportacao({ fluxo: { url: curta, internalToken: 'x' } }));
    await expect((await fetch(`${app2}${BASE_DA_EXPORTACAO}/empenhos.csv`)).arrayBuffer()).rejects.toThrow();
  });
});
