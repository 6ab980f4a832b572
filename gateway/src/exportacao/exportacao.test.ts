import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { parse as lerCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import express from 'express';
import { buildSchema, parse, validate } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participation } from '../../../subgraphs/participation/src/index.js';
import { people } from '../../../subgraphs/people/src/index.js';
import { transparency } from '../../../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../../../test/gateway-harness.js';
import {
  BASE_DA_EXPORTACAO,
  CONJUNTOS,
  conjuntoPorId,
  consultaDaPagina,
  consultaDeSugestoes,
  lerFiltros,
  lerResposta,
  POR_PAGINA_DA_TELA,
  valorDoCampo,
  variaveisDaPagina,
  type Conjunto,
} from '@alego/catalog';
import { valorCsv, valorJson } from './formatos.js';
import { comUrlsAbsolutas, createExportacao, mensagemDeLimite } from './index.js';

let harness: GatewayHarness;
/** Uma exportação com páginas pequenas (7) e limite baixo (25): atravessa várias páginas e alcança o limite. */
let pequena: Server;
let basePequena: string;

beforeAll(async () => {
  // People resolves the deputies of the indemnity allowances.
  // Participation answers the processes that roll-call votes point at.
  harness = await startGatewayHarness([transparency, people, participation]);
  const app = express();
  app.use(BASE_DA_EXPORTACAO, createExportacao({ graphqlUrl: `${harness.base}/graphql`, publicUrl: 'http://portal.exemplo', logger: pino({ level: 'silent' }), porPagina: 7, limiteDeLinhas: 25 }));
  pequena = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => pequena.once('listening', resolve));
  basePequena = `http://127.0.0.1:${(pequena.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pequena?.close(resolve));
  await harness?.close();
});

/** O que a tela mostra para um filtro: todas as suas páginas de 10, pela mesma consulta do registro. */
async function linhasDaTela(conjunto: Conjunto, busca: string): Promise<Record<string, unknown>[]> {
  const { filtro, erros } = lerFiltros(conjunto, new URLSearchParams(busca));
  expect(erros).toEqual([]);
  const linhas: Record<string, unknown>[] = [];
  for (let pagina = 1; ; pagina++) {
    const { body } = await harness.graphql(consultaDaPagina(conjunto, true), variaveisDaPagina(conjunto, filtro, pagina, POR_PAGINA_DA_TELA));
    expect(body.errors).toBeUndefined();
    const lida = lerResposta(conjunto, body.data!).pagina;
    linhas.push(...lida.itens);
    if (pagina >= lida.totalPaginas) return linhas;
  }
}

async function baixar(base: string, caminho: string): Promise<Response> {
  return fetch(`${base}${BASE_DA_EXPORTACAO}${caminho}`);
}

const contratos = conjuntoPorId('contratos')!;
/** Vinte e poucas linhas: várias páginas da tela (10) e da exportação de teste (7). */
const FILTRO = 'dataInicio=2024-07-01&dataFim=2025-06-30';

describe('exportação dos dados abertos', () => {
  it('every registry query is valid against the public API schema', async () => {
    const schema = buildSchema(await readFile('schema/api.graphql', 'utf8'));
    for (const conjunto of CONJUNTOS) {
      expect(validate(schema, parse(consultaDaPagina(conjunto, true))), conjunto.id).toEqual([]);
      const sugestoes = consultaDeSugestoes(conjunto);
      if (sugestoes) expect(validate(schema, parse(sugestoes)), conjunto.id).toEqual([]);
    }
  });

  it('docs/dados-abertos.md documents every dataset and every column', async () => {
    const doc = await readFile('docs/dados-abertos.md', 'utf8');
    for (const conjunto of CONJUNTOS) {
      expect(doc, conjunto.id).toContain(`### \`${conjunto.id}\` — ${conjunto.titulo}`);
      for (const coluna of conjunto.colunas) expect(doc, `${conjunto.id}.${coluna.campo}`).toContain(`| \`${coluna.campo}\` | ${coluna.rotulo} |`);
    }
  });

  it('CSV (UTF-8 with BOM, `;`) holds the same rows as the screen, across pages', async () => {
    const tela = await linhasDaTela(contratos, FILTRO);
    expect(tela.length).toBeGreaterThan(2 * POR_PAGINA_DA_TELA);
    expect(tela.length).toBeLessThanOrEqual(25);
    const resposta = await baixar(basePequena, `/contratos.csv?${FILTRO}`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(resposta.headers.get('content-disposition')).toMatch(/^attachment; filename="contratos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await resposta.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = lerCsv(bytes, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(Object.keys(linhas[0]!)).toEqual(contratos.colunas.map((c) => c.campo));
    expect(linhas.map((l) => l.numero)).toEqual(tela.map((t) => t.numero));
    expect(linhas.map((l) => l.valor)).toEqual(tela.map((t) => String(t.valor).replace('.', ',')));
    expect(linhas.map((l) => l.objeto)).toEqual(tela.map((t) => t.objeto));
    expect(linhas.map((l) => l.dataAssinatura)).toEqual(tela.map((t) => t.dataAssinatura));
    expect(linhas.map((l) => l.vigente)).toEqual(tela.map((t) => (t.vigente ? 'Sim' : 'Não')));
  });

  it('XLSX holds the same rows with numbers as numbers and dates as dates', async () => {
    const tela = await linhasDaTela(contratos, FILTRO);
    const resposta = await baixar(basePequena, `/contratos.xlsx?${FILTRO}`);
    expect(resposta.status).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await resposta.arrayBuffer());
    const planilha = livro.getWorksheet('Contratos')!;
    const cabecalho = (planilha.getRow(1).values as unknown[]).slice(1);
    expect(cabecalho).toEqual(contratos.colunas.map((c) => c.rotulo));
    const coluna = (campo: string) => contratos.colunas.findIndex((c) => c.campo === campo) + 1;
    const linhas = [];
    for (let i = 2; i <= planilha.rowCount; i++) linhas.push(planilha.getRow(i));
    expect(linhas.map((l) => l.getCell(coluna('numero')).value)).toEqual(tela.map((t) => t.numero));
    expect(linhas.map((l) => l.getCell(coluna('valor')).value)).toEqual(tela.map((t) => Number(t.valor)));
    expect(linhas[0]!.getCell(coluna('valor')).numFmt).toBe('"R$" #,##0.00');
    expect(linhas.map((l) => (l.getCell(coluna('dataAssinatura')).value as Date).toISOString().slice(0, 10))).toEqual(tela.map((t) => t.dataAssinatura));
    const totais = livro.getWorksheet('Totais')!;
    expect(totais.getRow(2).values).toEqual([undefined, 'Quantidade', tela.length]);
  });

  it('JSON holds the same rows, exact money strings and the totals', async () => {
    const tela = await linhasDaTela(contratos, FILTRO);
    const resposta = await baixar(basePequena, `/contratos.json?${FILTRO}`);
    expect(resposta.status).toBe(200);
    const corpo = JSON.parse(await resposta.text()) as { total: number; filtros: unknown; totais: { quantidade: number; valor: string }; itens: Record<string, unknown>[] };
    expect(corpo.total).toBe(tela.length);
    expect(corpo.filtros).toEqual({ dataInicio: '2024-07-01', dataFim: '2025-06-30' });
    expect(corpo.itens).toEqual(tela.map((t) => Object.fromEntries(contratos.colunas.map((c) => [c.campo, valorJson(c, valorDoCampo(t, c.campo))]))));
    expect(corpo.itens.map((i) => i.valor)).toEqual(tela.map((t) => t.valor));
    const soma = tela.reduce((s, t) => s + BigInt(String(t.valor).replace('.', '')), 0n);
    expect(corpo.totais).toEqual({ quantidade: tela.length, valor: `${soma / 100n}.${String(soma % 100n).padStart(2, '0')}` });
  });

  // Walks every dataset of the catalog (about fifty), each through all its screen pages: minutes, not seconds.
  it('every dataset: the JSON and CSV exports hold the rows of all its screen pages', { timeout: 240_000 }, async () => {
    const primeiro = async (raiz: string, campos: string) =>
      (await harness.graphql<Record<string, { itens: Record<string, unknown>[] }>>(`{ ${raiz}(porPagina: 1) { itens { ${campos} } } }`)).body.data![raiz]!.itens[0]!;
    const doMes = async (raiz: string) => {
      const { ano, mes } = await primeiro(raiz, 'ano mes');
      return `ano=${ano}&mes=${mes}`;
    };
    const { body } = await harness.graphql<{ remuneracoesPeriodos: { ano: number; mes: number }[] }>('{ remuneracoesPeriodos { ano mes } }');
    const ultimo = body.data!.remuneracoesPeriodos[0]!;
    // A folha inteira tem milhares de linhas: um mês basta (30 páginas da tela).
    const { body: verbas } = await harness.graphql<{ verbasIndenizatoriasPeriodos: { ano: number; meses: number[] }[] }>('{ verbasIndenizatoriasPeriodos { ano meses } }');
    const periodo = verbas.data!.verbasIndenizatoriasPeriodos[0]!;
    const { body: deputados } = await harness.graphql<{ verbasIndenizatoriasDeputados: { id: string }[] }>('query ($ano: Int!, $mes: Int!) { verbasIndenizatoriasDeputados(ano: $ano, mes: $mes) { id } }', {
      ano: periodo.ano,
      mes: periodo.meses[0],
    });
    const filtros: Record<string, string> = {
      remuneracoes: `ano=${ultimo.ano}&mes=${ultimo.mes}`,
      'verbas-indenizatorias': `ano=${periodo.ano}`,
      'verbas-indenizatorias-lancamentos': `deputadoId=${deputados.data!.verbasIndenizatoriasDeputados[0]!.id}&ano=${periodo.ano}&mes=${periodo.meses[0]}`,
      votos: `votacaoId=${(await primeiro('votacoes', 'id')).id}`,
      // Datasets of thousands of rows: the month (or the year, a company, a vehicle) of their latest row is enough.
      diarios: await doMes('diarios'),
      'atas-plenarias': await doMes('atasPlenarias'),
      'sessoes-plenarias': await doMes('sessoesPlenarias'),
      requerimentos: await doMes('requerimentos'),
      expedientes: await doMes('expedientes'),
      votacoes: await (async () => {
        const { data } = await primeiro('votacoes', 'data');
        return `ano=${String(data).slice(0, 4)}&mes=${Number(String(data).slice(5, 7))}`;
      })(),
      abastecimentos: await (async () => {
        const { ano, mes, placa } = await primeiro('abastecimentos', 'ano mes placa');
        return `ano=${ano}&mes=${mes}&placa=${placa}`;
      })(),
      'servidores-terceirizados': await (async () => {
        const { ano, empresa } = await primeiro('servidoresTerceirizados', 'ano empresa');
        return `ano=${ano}&empresa=${encodeURIComponent(String(empresa))}`;
      })(),
      estagiarios: `ano=${(await primeiro('estagiarios', 'ano')).ano}`,
      'servidores-licenciados': `ano=${(await primeiro('servidoresLicenciados', 'ano')).ano}`,
    };
    for (const conjunto of CONJUNTOS) {
      const busca = filtros[conjunto.id] ?? '';
      const tela = await linhasDaTela(conjunto, busca);
      expect(tela.length, conjunto.id).toBeGreaterThan(0);
      const json = JSON.parse(await (await baixar(harness.base, `/${conjunto.id}.json?${busca}`)).text()) as { itens: Record<string, unknown>[] };
      expect(json.itens, conjunto.id).toEqual(tela.map((t) => Object.fromEntries(conjunto.colunas.map((c) => [c.campo, valorJson(c, valorDoCampo(t, c.campo))]))));
      const csv = lerCsv(Buffer.from(await (await baixar(harness.base, `/${conjunto.id}.csv?${busca}`)).arrayBuffer()), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
      expect(csv, conjunto.id).toEqual(tela.map((t) => Object.fromEntries(conjunto.colunas.map((c) => [c.campo, valorCsv(c, valorDoCampo(t, c.campo))]))));
    }
  });

  it('allowances by category: a month of every deputy, the rows of the API in its order, no totals; a bad month is a 400', async () => {
    const categorias = conjuntoPorId('verbas-indenizatorias-categorias')!;
    const { body } = await harness.graphql<{ verbasIndenizatoriasPeriodos: { ano: number }[] }>('{ verbasIndenizatoriasPeriodos { ano } }');
    const ano = body.data!.verbasIndenizatoriasPeriodos[1]!.ano;
    const api = await harness.graphql<{ verbasIndenizatoriasPorCategoria: Record<string, string>[] }>(
      'query ($ano: Int!, $mes: Int) { verbasIndenizatoriasPorCategoria(ano: $ano, mes: $mes) { descricao totalApresentado totalIndenizado } }',
      { ano, mes: 4 },
    );
    const esperado = api.body.data!.verbasIndenizatoriasPorCategoria;
    expect(esperado.length).toBeGreaterThan(1);
    expect(await linhasDaTela(categorias, `ano=${ano}&mes=4`)).toEqual(esperado);
    const json = JSON.parse(await (await baixar(harness.base, `/verbas-indenizatorias-categorias.json?ano=${ano}&mes=4`)).text()) as { itens: unknown[]; totais: unknown };
    expect(json.itens).toEqual(esperado);
    const anoInteiro = await linhasDaTela(categorias, `ano=${ano}`);
    expect(anoInteiro.map((c) => c.descricao).sort()).toEqual(esperado.map((c) => c.descricao).sort());
    expect(consultaDaPagina(categorias, true)).toBe(
      'query Transparencia_verbasIndenizatoriasPorCategoria($ano: Int!, $mes: Int) { verbasIndenizatoriasPorCategoria(ano: $ano, mes: $mes) { descricao totalApresentado totalIndenizado } }',
    );
    const ruim = await baixar(harness.base, `/verbas-indenizatorias-categorias.csv?ano=${ano}&mes=13`);
    expect(ruim.status).toBe(400);
    expect(await ruim.json()).toEqual({ mensagem: 'O filtro “Mês” deve ser um número inteiro entre 1 e 12.' });
  });

  it('document links leave as absolute addresses', () => {
    const gestao = conjuntoPorId('gestao-fiscal')!;
    const itens = [
      { id: '1', ano: 2025, descricao: 'Relatório', arquivo: { nome: 'r.pdf', url: '/arquivos/abc/r.pdf?assinatura=x' } },
      { id: '2', ano: 2024, descricao: 'Sem arquivo', arquivo: null },
    ];
    const absolutos = comUrlsAbsolutas(gestao, itens, 'https://portal.al.go.leg.br');
    expect(absolutos.map((i) => valorDoCampo(i, 'arquivo.url'))).toEqual(['https://portal.al.go.leg.br/arquivos/abc/r.pdf?assinatura=x', null]);
    expect(absolutos[0]!.arquivo).toEqual({ nome: 'r.pdf', url: 'https://portal.al.go.leg.br/arquivos/abc/r.pdf?assinatura=x' });
    expect(itens[0]!.arquivo!.url).toBe('/arquivos/abc/r.pdf?assinatura=x');
  });

  it('is mounted on the real gateway; an empty filter result is a valid file with a header only', async () => {
    const cheio = await baixar(harness.base, '/convenios.csv');
    expect(cheio.status).toBe(200);
    const linhas = lerCsv(Buffer.from(await cheio.arrayBuffer()), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(linhas.length).toBe((await linhasDaTela(conjuntoPorId('convenios')!, '')).length);
    const vazio = await baixar(harness.base, '/contratos.csv?termo=nada-disso-existe');
    expect(vazio.status).toBe(200);
    // `trim()` would drop the BOM too (it counts as white space): compare the bytes.
    expect(Buffer.from(await vazio.arrayBuffer()).toString('utf8')).toBe(`\uFEFF${contratos.colunas.map((c) => c.campo).join(';')}\r\n`);
    const json = await baixar(harness.base, '/contratos.json?termo=nada-disso-existe');
    expect((JSON.parse(await json.text()) as { itens: unknown[] }).itens).toEqual([]);
  });

  it('refuses bad filters, unknown datasets and formats with a Portuguese message', async () => {
    const ano = await baixar(harness.base, '/contratos.csv?ano=dois-mil');
    expect(ano.status).toBe(400);
    expect(await ano.json()).toEqual({ mensagem: 'O filtro “Ano” deve ser um número inteiro entre 1900 e 2100.' });
    const datas = await baixar(harness.base, '/contratos.xlsx?dataInicio=2025-02-30&vigente=talvez');
    expect(datas.status).toBe(400);
    expect(await datas.json()).toEqual({
      mensagem: 'O filtro “Vigência” aceita “sim” ou “nao”.',
      mensagens: ['O filtro “Vigência” aceita “sim” ou “nao”.', 'O filtro “Assinados a partir de” deve ser uma data válida no formato dd/mm/aaaa.'],
    });
    const tipo = await baixar(harness.base, '/contratos.json?tipo=doacao');
    expect(tipo.status).toBe(400);
    expect(await tipo.json()).toEqual({ mensagem: 'O filtro “Tipo” aceita: contrato, convenio, ata_registro_preco, outra_contratacao.' });
    const ordem = await baixar(harness.base, '/contratos.csv?dataInicio=2025-02-01&dataFim=2025-01-01');
    expect(await ordem.json()).toEqual({ mensagem: 'A data inicial deve ser anterior ou igual à data final.' });
    const desconhecido = await baixar(harness.base, '/despesas-secretas.csv');
    expect(desconhecido.status).toBe(404);
    expect(await desconhecido.json()).toEqual({ mensagem: 'Conjunto de dados não encontrado. Veja a lista em /transparencia/dados-abertos.' });
    const formato = await baixar(harness.base, '/contratos.pdf');
    expect(formato.status).toBe(400);
    expect(await formato.json()).toEqual({ mensagem: 'Formato de exportação não suportado. Use csv, xlsx, json.' });
  });

  it('hostile requests get a 4xx in Portuguese, never a 500', async () => {
    const caminhos = [
      '/contratos.csv?termo=' + 'x'.repeat(5000),
      '/contratos.csv?ano=1e9',
      '/contratos.csv?ano=-1',
      '/contratos.json?tipoContratacaoId=1%20OR%201=1',
      '/contratos.json?dataFim=%ZZ',
      '/..%2F..%2Fetc%2Fpasswd.csv',
      '/contratos.csv.csv',
      '/CONTRATOS.CSV',
      '/contratos',
      '/',
    ];
    for (const caminho of caminhos) {
      const resposta = await baixar(harness.base, caminho);
      expect(resposta.status, caminho).toBeGreaterThanOrEqual(400);
      expect(resposta.status, caminho).toBeLessThan(500);
      expect(((await resposta.json()) as { mensagem: string }).mensagem, caminho).toMatch(/^[A-ZÀ-Ú]/);
    }
    const semDeputado = await baixar(harness.base, '/verbas-indenizatorias-lancamentos.csv?ano=2025');
    expect(semDeputado.status).toBe(400);
    expect(await semDeputado.json()).toEqual({ mensagem: 'Informe o filtro “Deputado”.', mensagens: ['Informe o filtro “Deputado”.', 'Informe o filtro “Mês”.'] });
    // Termos com caracteres especiais são só texto: a busca responde, vazia.
    const aspas = await baixar(harness.base, `/contratos.json?termo=${encodeURIComponent("'; DROP TABLE contratos; --")}`);
    expect(aspas.status).toBe(200);
    expect((JSON.parse(await aspas.text()) as { total: number }).total).toBe(0);
  });

  it('refuses an export over the row cap before sending anything', async () => {
    const total = (await linhasDaTela(contratos, '')).length;
    expect(total).toBeGreaterThan(25);
    const resposta = await baixar(basePequena, '/contratos.xlsx');
    expect(resposta.status).toBe(413);
    expect(await resposta.json()).toEqual({ mensagem: mensagemDeLimite(total, 25) });
    expect(mensagemDeLimite(60_000, 50_000)).toBe(
      'Esta exportação teria 60.000 linhas, acima do limite de 50.000 linhas por arquivo. Use os filtros (ano, período, termo) para dividir os dados em arquivos menores.',
    );
  });
});
