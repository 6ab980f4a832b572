import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cabecalhoDoModelo, IMPORTACOES } from '@alego/catalog';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let pasta: string;
let tokens: Record<string, string>;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-rest-importacoes-'));
  process.env.PORTAL_VAR_DIR = pasta;
  harness = await startGatewayHarness([transparency, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
});
afterAll(async () => {
  await harness?.close();
  await rm(pasta, { recursive: true, force: true });
});

const CSV = `${cabecalhoDoModelo(IMPORTACOES.empenhos!).join(';')}\n2019NE777001;05/08/2019;Livraria do Teste REST;11.222.333/0001-81;3.3.90.30 - Material de consumo;Livros;100,00;100,00;100,00\n`;

function enviar(conjunto: string, nome: string, login?: string, corpo = CSV) {
  const form = new FormData();
  form.set('arquivo', new Blob([corpo]), nome);
  return fetch(`${harness.base}/api/admin/importacoes/${conjunto}`, { method: 'POST', body: form, headers: login ? { authorization: `Bearer ${tokens[login]}` } : {} });
}

const auth = (login: string) => ({ authorization: `Bearer ${tokens[login]}` });

describe('importação em lote pelo gateway', () => {
  it('o envio passa em fluxo ao subgrafo, que confere a permissão do conjunto: permitido à administradora, recusado ao editor e sem login', async () => {
    expect((await enviar('empenhos', 'agosto.csv')).status).toBe(401);
    const recusado = await enviar('empenhos', 'agosto.csv', 'editor');
    expect(recusado.status).toBe(403);
    expect(await recusado.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    expect(await (await enviar('empenhos', 'agosto.txt', 'admin')).json()).toEqual({ mensagem: 'Selecione um arquivo .CSV ou .XLSX válido para importação' });
    expect((await enviar('orcamentos', 'agosto.csv', 'admin')).status).toBe(404);

    const aceito = await enviar('empenhos', 'agosto.csv', 'admin');
    expect(aceito.status).toBe(200);
    const { id, situacao, mensagem } = (await aceito.json()) as { id: number; situacao: string; mensagem: string };
    expect(situacao).toBe('validada');
    expect(mensagem).toBe('Arquivo válido: 1 linha. Ao confirmar: 1 linha incluída, 0 alteradas e 0 removidas.');

    const CONFIRMAR = 'mutation($id: ID!) { confirmarImportacao(id: $id) { situacao adicionadas mensagem } }';
    const negada = await harness.graphql(CONFIRMAR, { id: String(id) }, auth('editor'));
    expect(negada.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const confirmada = await harness.graphql<{ confirmarImportacao: { situacao: string; adicionadas: number } }>(CONFIRMAR, { id: String(id) }, auth('admin'));
    expect(confirmada.body.data?.confirmarImportacao).toMatchObject({ situacao: 'concluida', adicionadas: 1 });

    const lista = (await (await fetch(`${harness.base}/api/transparencia/empenhos?termo=${encodeURIComponent('Livraria do Teste REST')}`)).json()) as { numero: string }[];
    expect(lista.map((e) => e.numero)).toEqual(['2019NE777001']);

    // The confirmation is a staff mutation: the audit trail has it, with the import's counts.
    const trilha = await harness.graphql<{ registrosAuditoria: { itens: { operacao: string; entidade: string | null; sucesso: boolean; alteracoes: { entidade: string; campos: { campo: string; depois: unknown }[] }[] }[] } }>(
      '{ registrosAuditoria(filtro: { operacao: "confirmarImportacao" }) { itens { operacao entidade sucesso alteracoes { entidade campos { campo depois } } } } }',
      {},
      auth('admin'),
    );
    expect(trilha.body.errors).toBeUndefined();
    const [registro] = trilha.body.data!.registrosAuditoria.itens;
    expect(registro).toMatchObject({ operacao: 'confirmarImportacao', entidade: 'ImportacaoDeConjunto', sucesso: true });
    expect(registro!.alteracoes.flatMap((a) => a.campos)).toContainEqual({ campo: 'situacao', depois: '"na_fila"' });
  });

  it('o modelo de cada conjunto sai do catálogo, em CSV e em XLSX (com as instruções)', async () => {
    const csv = await fetch(`${harness.base}/api/admin/importacoes/diarias/modelo.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="modelo-diarias.csv"');
    // UTF-8 with a BOM (spreadsheets in Portuguese then read the accents right); `text()` would drop the BOM.
    expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe(`\uFEFF${cabecalhoDoModelo(IMPORTACOES.diarias!).join(';')}\r\n`);

    const xlsx = await fetch(`${harness.base}/api/admin/importacoes/empenhos/modelo.xlsx`);
    expect(xlsx.status).toBe(200);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await xlsx.arrayBuffer());
    expect((livro.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(cabecalhoDoModelo(IMPORTACOES.empenhos!));
    const instrucoes = livro.getWorksheet('Instruções')!;
    expect((instrucoes.getRow(2).values as unknown[]).slice(1)).toEqual(['numero', 'o número', 'Texto (até 20 caracteres)', 'sim', '2025NE000123']);
    // Notices: the bid by its process number, optional (a notice may stand alone).
    const avisos = await fetch(`${harness.base}/api/admin/importacoes/avisos/modelo.xlsx`);
    expect(avisos.status).toBe(200);
    const livroDeAvisos = new ExcelJS.Workbook();
    await livroDeAvisos.xlsx.load(await avisos.arrayBuffer());
    expect((livroDeAvisos.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['edital', 'titulo', 'conteudo', 'data_publicacao']);
    const doEdital = livroDeAvisos.getWorksheet('Instruções')!.getRow(2).values as unknown[];
    expect(doEdital.slice(1)).toEqual(['edital', 'o processo do edital', expect.stringContaining('cadastrado') as string, 'não', '2025000123']);
    expect((await fetch(`${harness.base}/api/admin/importacoes/orcamentos/modelo.csv`)).status).toBe(404);
  });
});
