import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { cabecalhoDoModelo, IMPORTACOES } from '@alego/catalog';
import { FilaDeTrabalhos, instalarBusca, INTERNAL_HEADER, nomeDoTrabalhoDeBusca, preencherBusca, trabalhosDaBusca, type TokenSigner } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { paraCentavos } from '../../lib/dinheiro.js';
import { CABECALHO_CSV, gerarFolha, linhaCsv, mesesAte } from '../remuneracao/gerador.js';
import { ENTIDADES_IMPORTAVEIS } from './importador.js';
import { lojaDeImportacoes } from './importacao.service.js';
import { trabalhoDeImportacao } from './importacao.trabalho.js';

const TOKEN_INTERNO = 'token-interno-de-teste-importacoes';
let subgraph: TestSubgraph;
let signer: TokenSigner;
let base: string;
let pastaDeArquivos: string;

beforeAll(async () => {
  pastaDeArquivos = await mkdtemp(path.join(tmpdir(), 'alego-importacao-'));
  process.env.PORTAL_VAR_DIR = pastaDeArquivos;
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(transparency, { jwks: keys.jwks, internalToken: TOKEN_INTERNO });
  base = subgraph.url.replace(/\/graphql$/, '');
  await sql("insert into transparency.tipos_solicitacao_diaria (descricao) values ('Diária nacional'), ('Diária internacional')");
  await sql("insert into transparency.modalidades_licitacao (descricao) values ('Pregão eletrônico')");
  await sql("insert into transparency.fases_licitacao (descricao, ordem) values ('Aberta', 1), ('Homologada', 2)");
});
afterAll(async () => {
  await subgraph?.close();
  await rm(pastaDeArquivos, { recursive: true, force: true });
});

function sql<T = Record<string, unknown>>(texto: string, params: unknown[] = []): Promise<T[]> {
  return subgraph.orm.em.fork().getConnection().execute<T[]>(texto, params);
}

async function auth(permissoes: string[]): Promise<Record<string, string>> {
  const token = await signer.signEquipe({ sub: '7', nome: 'Servidora das Finanças', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes, funcionalidades: [] }] });
  return { authorization: `Bearer ${token}` };
}
const EMPENHOS = 'api/admin/empenhos#importar';

/** The gateway's side of the upload: the file's bytes as the body of the internal route. */
async function enviar(conjunto: string, nome: string, corpo: string | Buffer, cabecalhos: Record<string, string>): Promise<{ status: number; corpo: { mensagem: string; id?: number; situacao?: string } }> {
  const resposta = await fetch(`${base}/interno/importacoes/${conjunto}?${new URLSearchParams({ nome })}`, {
    method: 'POST',
    headers: { [INTERNAL_HEADER]: TOKEN_INTERNO, 'content-type': 'application/octet-stream', ...cabecalhos },
    body: typeof corpo === 'string' ? corpo : new Uint8Array(corpo),
  });
  return { status: resposta.status, corpo: (await resposta.json()) as { mensagem: string; id?: number; situacao?: string } };
}

interface Importacao {
  id: string;
  situacao: string;
  totalLinhas: number;
  adicionadas: number;
  alteradas: number;
  removidas: number;
  periodos: string[];
  sha256: string;
  trabalhoId: string | null;
  percentual: number;
  mensagem: string;
  totalErros: number;
  erros: { linha: number; coluna: string | null; mensagem: string }[];
  previa: { colunas: { cabecalho: string; posicao: number | null }[]; ignoradas: string[]; linhas: string[][] } | null;
}
const CAMPOS = 'id situacao totalLinhas adicionadas alteradas removidas periodos sha256 trabalhoId percentual mensagem totalErros erros { linha coluna mensagem } previa { colunas { cabecalho posicao } ignoradas linhas }';

async function consultar(id: number | string, cabecalhos: Record<string, string>): Promise<Importacao> {
  const r = await subgraph.query<{ importacaoDeConjunto: Importacao }>(`query($id: ID!) { importacaoDeConjunto(id: $id) { ${CAMPOS} } }`, { id: String(id) }, cabecalhos);
  expect(r.errors).toBeUndefined();
  return r.data!.importacaoDeConjunto;
}

async function confirmar(id: number | string, cabecalhos: Record<string, string>) {
  return subgraph.query<{ confirmarImportacao: Importacao }>(`mutation($id: ID!) { confirmarImportacao(id: $id) { ${CAMPOS} } }`, { id: String(id) }, cabecalhos);
}

const CABECALHO_EMPENHOS = cabecalhoDoModelo(IMPORTACOES.empenhos!);

function empenho(numero: string, data: string, pago = '100,00', credor = 'Papelaria Central Ltda'): string[] {
  return [numero, data, credor, '11.222.333/0001-81', '3.3.90.30 - Material de consumo', 'Material de expediente', '1.000,00', '500,00', pago];
}

function csv(linhas: string[][], cabecalho = CABECALHO_EMPENHOS): string {
  return `\uFEFF${[cabecalho, ...linhas].map((l) => l.join(';')).join('\n')}\n`;
}

async function xlsx(linhas: (string | number | Date)[][], cabecalho: string[] = CABECALHO_EMPENHOS): Promise<Buffer> {
  const livro = new ExcelJS.Workbook();
  const planilha = livro.addWorksheet('Dados');
  planilha.addRow(cabecalho);
  for (const linha of linhas) planilha.addRow(linha);
  return Buffer.from(await livro.xlsx.writeBuffer());
}

/** The search vectors beside the commitments (docs/busca.md), as text, by row. */
async function vetoresDeBusca(): Promise<{ id: number; busca: string }[]> {
  return sql('select id, busca::text from transparency.empenhos_busca order by id');
}

async function empenhosNoBanco(): Promise<{ numero: string; data: string; valor_pago: string }[]> {
  return sql("select numero, to_char(data, 'YYYY-MM-DD') as data, valor_pago::text from transparency.empenhos order by numero");
}

/** Upload, preview, confirm: the whole import of a file, asserting the preview accepted it. */
async function importar(conjunto: string, nome: string, corpo: string | Buffer, cabecalhos: Record<string, string>): Promise<Importacao> {
  const envio = await enviar(conjunto, nome, corpo, cabecalhos);
  expect(envio.status).toBe(200);
  const previa = await consultar(envio.corpo.id!, cabecalhos);
  expect(previa.erros).toEqual([]);
  expect(previa.situacao).toBe('validada');
  const confirmada = await confirmar(envio.corpo.id!, cabecalhos);
  expect(confirmada.errors).toBeUndefined();
  return confirmada.data!.confirmarImportacao;
}

describe('importação em lote dos conjuntos financeiros', () => {
  it('cada conjunto importável do catálogo tem a sua entidade, com todos os campos (o cabeçalho do modelo é aceito)', async () => {
    expect(Object.keys(ENTIDADES_IMPORTAVEIS).sort()).toEqual(Object.keys(IMPORTACOES).sort());
    for (const [conjunto, declaracao] of Object.entries(IMPORTACOES)) {
      const cabecalhos = await auth([`api/admin/${declaracao.recurso}#importar`]);
      const envio = await enviar(conjunto, 'modelo.csv', `${cabecalhoDoModelo(declaracao).join(';')}\n`, cabecalhos);
      expect(envio.status, conjunto).toBe(200);
      const previa = await consultar(envio.corpo.id!, cabecalhos);
      expect(previa.situacao).toBe('recusada');
      expect(previa.erros).toEqual([{ linha: 2, coluna: null, mensagem: 'O arquivo não tem linhas para importar.' }]);
      expect(previa.previa!.colunas.every((c) => c.posicao !== null)).toBe(true);
    }
  });

  it('a prévia mostra o mapeamento, as primeiras linhas e cada erro (linha, coluna, mensagem) sem gravar nada', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    // Columns in another order and an extra one: mapped by the header's name.
    const cabecalho = ['observacao', ...CABECALHO_EMPENHOS.slice().reverse()];
    const linhas = [
      empenho('2025NE000001', '03/02/2025'),
      empenho('2025NE000002', '31/02/2025'),
      [...empenho('2025NE000003', '04/02/2025').slice(0, 3), '11.222.333/0001-00', ...empenho('', '').slice(4)],
      empenho('2025NE000004', '05/02/2025', 'muito'),
      empenho('2025NE000005', '06/02/2025', '600,00'),
      empenho('2025NE000001', '07/02/2025'),
    ].map((l) => ['qualquer coisa', ...l.slice().reverse()]);
    const envio = await enviar('empenhos', 'empenhos-fev.csv', csv(linhas, cabecalho), cabecalhos);
    expect(envio.status).toBe(200);
    expect(envio.corpo.situacao).toBe('recusada');
    const previa = await consultar(envio.corpo.id!, cabecalhos);
    expect(previa.totalLinhas).toBe(6);
    expect(previa.erros).toEqual([
      { linha: 3, coluna: 'data', mensagem: 'Informe a data no formato dd/mm/aaaa.' },
      { linha: 4, coluna: 'cnpj', mensagem: 'O CNPJ "11.222.333/0001-00" não é um CNPJ válido.' },
      { linha: 5, coluna: 'valor_pago', mensagem: 'Informe o valor pago em reais, por exemplo 1234,56.' },
      { linha: 6, coluna: 'valor_liquidado', mensagem: 'O valor pago não pode passar do liquidado.' },
      { linha: 7, coluna: 'numero', mensagem: 'A chave (numero) = (2025NE000001) já aparece na linha 2.' },
    ]);
    expect(previa.totalErros).toBe(5);
    expect(previa.mensagem).toBe('Não foi possível importar este arquivo: 5 erros encontrados. Nada foi alterado.');
    expect(previa.previa!.ignoradas).toEqual(['observacao']);
    expect(previa.previa!.colunas.find((c) => c.cabecalho === 'numero')!.posicao).toBe(10);
    expect(previa.previa!.linhas[0]!.slice(0, 2)).toEqual(['2025NE000001', '03/02/2025']);
    expect(await empenhosNoBanco()).toEqual([]);
    // A refused import cannot be confirmed.
    const confirmada = await confirmar(envio.corpo.id!, cabecalhos);
    expect(confirmada.errors?.[0]?.message).toBe('Só uma importação validada, e ainda não confirmada, pode ser confirmada.');
    expect(await empenhosNoBanco()).toEqual([]);
  });

  it('importa um XLSX (datas de planilha e números) e guarda o arquivo com o SHA-256', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    const arquivo = await xlsx([
      ['2025NE000101', new Date(Date.UTC(2025, 0, 10)), 'Gráfica Goiana', '11222333000181', 'Impressos', 'Cartilhas', 1500.5, 1500.5, 1000],
      ['2025NE000102', '15/01/2025', 'Posto Central', '11.222.333/0001-81', 'Combustível', 'Abastecimento', '800,00', '800,00', '800,00'],
    ]);
    const feita = await importar('empenhos', 'Empenhos janeiro.XLSX', arquivo, cabecalhos);
    expect(feita).toMatchObject({ situacao: 'concluida', adicionadas: 2, alteradas: 0, removidas: 0, periodos: ['01/2025'], percentual: 100 });
    expect(feita.mensagem).toBe('Importação concluída: 2 linhas incluídas, 0 alteradas e 0 removidas.');
    expect(feita.sha256).toBe(createHash('sha256').update(arquivo).digest('hex'));
    const [registro] = await sql<{ arquivo_chave: string; tamanho: string }>('select arquivo_chave, tamanho::text from transparency.importacoes_conjuntos where id = ?', [Number(feita.id)]);
    const guardado = await lojaDeImportacoes().get(registro!.arquivo_chave);
    expect(guardado?.tamanho).toBe(arquivo.length);
    guardado?.stream.resume();
    const banco = await sql<{ numero: string; data: string; ano: number; valor_empenhado: string; cnpj: string }>(
      "select numero, to_char(data, 'YYYY-MM-DD') as data, ano, valor_empenhado::text, cnpj from transparency.empenhos where numero like '2025NE0001%' order by numero",
    );
    expect(banco).toEqual([
      { numero: '2025NE000101', data: '2025-01-10', ano: 2025, valor_empenhado: '1500.50', cnpj: '11222333000181' },
      { numero: '2025NE000102', data: '2025-01-15', ano: 2025, valor_empenhado: '800.00', cnpj: '11222333000181' },
    ]);
  });

  it('reimportar um mês substitui o mês pela chave natural e conta incluídas, alteradas e removidas; os outros meses não mudam', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    await sql('delete from transparency.empenhos');
    const marco = [empenho('2025NE000301', '01/03/2025'), empenho('2025NE000302', '02/03/2025'), empenho('2025NE000303', '03/03/2025')];
    const abril = [empenho('2025NE000401', '01/04/2025')];
    expect(await importar('empenhos', 'marco-e-abril.csv', csv([...marco, ...abril]), cabecalhos)).toMatchObject({ adicionadas: 4, alteradas: 0, removidas: 0, periodos: ['03/2025', '04/2025'] });

    // The same file again: nothing to do.
    expect(await importar('empenhos', 'marco-e-abril.csv', csv([...marco, ...abril]), cabecalhos)).toMatchObject({ adicionadas: 0, alteradas: 0, removidas: 0 });

    // March again: 301 unchanged, 302 paid more, 303 gone, 304 new. April is not in the file.
    const [antes] = await sql<{ id: number }>("select id from transparency.empenhos where numero = '2025NE000302'");
    const novoMarco = [empenho('2025NE000301', '01/03/2025'), empenho('2025NE000302', '02/03/2025', '450,00'), empenho('2025NE000304', '04/03/2025')];
    const envio = await enviar('empenhos', 'marco.csv', csv(novoMarco), cabecalhos);
    const previa = await consultar(envio.corpo.id!, cabecalhos);
    // The preview already tells what the import will do, and has changed nothing.
    expect(previa).toMatchObject({ situacao: 'validada', adicionadas: 1, alteradas: 1, removidas: 1, periodos: ['03/2025'] });
    expect(previa.mensagem).toBe('Arquivo válido: 3 linhas. Ao confirmar: 1 linha incluída, 1 alterada e 1 removida.');
    expect((await empenhosNoBanco()).map((e) => e.numero)).toEqual(['2025NE000301', '2025NE000302', '2025NE000303', '2025NE000401']);

    const feita = (await confirmar(envio.corpo.id!, cabecalhos)).data!.confirmarImportacao;
    expect(feita).toMatchObject({ situacao: 'concluida', adicionadas: 1, alteradas: 1, removidas: 1 });
    expect(await empenhosNoBanco()).toEqual([
      { numero: '2025NE000301', data: '2025-03-01', valor_pago: '100.00' },
      { numero: '2025NE000302', data: '2025-03-02', valor_pago: '450.00' },
      { numero: '2025NE000304', data: '2025-03-04', valor_pago: '100.00' },
      { numero: '2025NE000401', data: '2025-04-01', valor_pago: '100.00' },
    ]);
    // Updated in place: the row keeps its id (links to it still work).
    const [depois] = await sql<{ id: number }>("select id from transparency.empenhos where numero = '2025NE000302'");
    expect(depois!.id).toBe(antes!.id);
    // Confirmed once: a second confirmation is refused.
    expect((await confirmar(envio.corpo.id!, cabecalhos)).errors?.[0]?.message).toBe('Só uma importação validada, e ainda não confirmada, pode ser confirmada.');
  });

  it('tudo ou nada: uma falha do banco no meio da gravação desfaz a importação inteira', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    await sql('delete from transparency.empenhos');
    await importar('empenhos', 'maio.csv', csv([empenho('2025NE000501', '01/05/2025'), empenho('2025NE000502', '02/05/2025')]), cabecalhos);
    const antes = await empenhosNoBanco();
    const vetoresAntes = await vetoresDeBusca();
    expect(vetoresAntes).toHaveLength(2);
    // 2,500 rows, valid for the preview; the database then refuses the last one, after the others were written.
    const linhas = Array.from({ length: 2_500 }, (_, i) => empenho(`2025NE1${String(i).padStart(5, '0')}`, '10/05/2025', i === 2_499 ? '499,99' : '100,00'));
    const envio = await enviar('empenhos', 'maio-grande.csv', csv(linhas), cabecalhos);
    expect((await consultar(envio.corpo.id!, cabecalhos)).situacao).toBe('validada');
    await sql('alter table transparency.empenhos add constraint teste_pago check (valor_pago <> 499.99)');
    try {
      const feita = (await confirmar(envio.corpo.id!, cabecalhos)).data!.confirmarImportacao;
      expect(feita.situacao).toBe('falhou');
      expect(feita.erros[0]!.mensagem).toMatch(/^O banco recusou os dados/);
    } finally {
      await sql('alter table transparency.empenhos drop constraint teste_pago');
    }
    expect(await empenhosNoBanco()).toEqual(antes);
    expect(await vetoresDeBusca()).toEqual(vetoresAntes);
  });

  it('diárias (com o tipo pelo nome), repasses, verbas, contratos e editais passam pelo mesmo importador', async () => {
    const todas = await auth(Object.values(IMPORTACOES).map((d) => `api/admin/${d.recurso}#importar`));
    const diarias = await importar(
      'diarias',
      'diarias.csv',
      csv([['Maria da Silva', 'Assessora', 'diaria nacional', 'Brasília/DF', 'Reunião', '10/03/2025', '12/03/2025', '2,5', '350,00', '875,00']], cabecalhoDoModelo(IMPORTACOES.diarias!)),
      todas,
    );
    expect(diarias).toMatchObject({ situacao: 'concluida', adicionadas: 1, periodos: ['03/2025'] });
    const [diaria] = await sql<{ ano: number; mes: number; quantidade: string; descricao: string }>(
      'select d.ano, d.mes, d.quantidade::text, t.descricao from transparency.diarias d join transparency.tipos_solicitacao_diaria t on t.id = d.tipo_solicitacao_id',
    );
    expect(diaria).toEqual({ ano: 2025, mes: 3, quantidade: '2.5', descricao: 'Diária nacional' });

    const tipoErrado = await enviar('diarias', 'diarias.csv', csv([['Maria', 'Assessora', 'Diária lunar', 'Lua', 'Visita', '10/03/2025', '09/03/2025', '1', '1,00', '1,00']], cabecalhoDoModelo(IMPORTACOES.diarias!)), todas);
    expect((await consultar(tipoErrado.corpo.id!, todas)).erros).toEqual([
      { linha: 2, coluna: 'tipo_solicitacao', mensagem: 'O tipo de solicitação "Diária lunar" não existe no cadastro.' },
    ]);

    const repasses = await importar('repasses-duodecimo', 'repasses.csv', csv([['2025', '1', '20/01/2025', '45.000.000,00', '45.000.000,00'], ['2025', '2', '20/02/2025', '45.000.000,00', '44.000.000,00']], cabecalhoDoModelo(IMPORTACOES['repasses-duodecimo']!)), todas);
    expect(repasses).toMatchObject({ adicionadas: 2, periodos: ['01/2025', '02/2025'] });

    const verbas = await importar(
      'verbas-indenizatorias-lancamentos',
      'verbas.csv',
      csv([['12', '2025', '3', 'Combustíveis', 'Combustível', 'Posto Central', '529.982.247-25', 'NF 1', '05/03/2025', '350,00', '300,00']], cabecalhoDoModelo(IMPORTACOES['verbas-indenizatorias-lancamentos']!)),
      todas,
    );
    expect(verbas).toMatchObject({ adicionadas: 1, periodos: ['03/2025'] });

    const cabecalhoContratos = cabecalhoDoModelo(IMPORTACOES.contratos!);
    const contrato = ['contrato', '901/2025', '2025', 'Manutenção', 'Construtora Exemplo', '11.222.333/0001-81', '120.000,00', '02/01/2025', '02/01/2025', '31/12/2025', ''];
    expect(await importar('contratos', 'contratos.csv', csv([contrato], cabecalhoContratos), todas)).toMatchObject({ adicionadas: 1, removidas: 0, periodos: [] });
    // Contracts are only added and changed, never removed by an import (they carry their inspectors).
    const outro = ['convenio', '902/2025', '2025', 'Cooperação', 'Universidade', '11.222.333/0001-81', '0,00', '03/01/2025', '03/01/2025', '31/12/2026', ''];
    expect(await importar('contratos', 'contratos.csv', csv([outro], cabecalhoContratos), todas)).toMatchObject({ adicionadas: 1, removidas: 0 });
    expect((await sql<{ n: number }>("select count(*)::int as n from transparency.contratos where numero in ('901/2025', '902/2025')"))[0]!.n).toBe(2);

    // Bids: modality and phase by their names; the same bid again with another phase is changed in place.
    const cabecalhoEditais = cabecalhoDoModelo(IMPORTACOES.editais!);
    const edital = (fase: string) => ['Pregão eletrônico', '012/2025', '2025', '2025000123', 'Material de expediente', fase, '15/04/2025', '250.000,00'];
    expect(await importar('editais', 'editais.csv', csv([edital('Aberta')], cabecalhoEditais), todas)).toMatchObject({ adicionadas: 1, alteradas: 0 });
    expect(await importar('editais', 'editais.csv', csv([edital('homologada')], cabecalhoEditais), todas)).toMatchObject({ adicionadas: 0, alteradas: 1, removidas: 0 });
    const [fase] = await sql<{ descricao: string }>("select f.descricao from transparency.editais e join transparency.fases_licitacao f on f.id = e.fase_id where e.numero = '012/2025'");
    expect(fase).toEqual({ descricao: 'Homologada' });
  });

  it('avisos de licitação: o edital pelo processo (ou nenhum), o texto como veio (quebras de linha, tabulação, barra invertida), erros por linha e coluna', async () => {
    const cabecalhos = await auth(['api/admin/avisos_licitacao#importar']);
    const [modalidade] = await sql<{ id: number }>("select id from transparency.modalidades_licitacao where descricao = 'Pregão eletrônico'");
    const [fase] = await sql<{ id: number }>("select id from transparency.fases_licitacao where descricao = 'Aberta'");
    await sql(
      "insert into transparency.editais (numero, ano, processo, objeto, modalidade_id, fase_id, data_abertura, valor_estimado) values ('077/2025', 2025, '2025000777', 'Cadeiras', ?, ?, '2025-04-15', 1000)",
      [modalidade!.id, fase!.id],
    );
    const cabecalho = cabecalhoDoModelo(IMPORTACOES.avisos!);
    expect(cabecalho).toEqual(['edital', 'titulo', 'conteudo', 'data_publicacao']);
    const conteudo = 'Primeiro parágrafo.\n\nSegundo\tparágrafo com C:\\pasta e "aspas".';
    const arquivo = `${cabecalho.join(';')}\n2025000777;Adiamento do pregão 077/2025;"${conteudo.replaceAll('"', '""')}";20/04/2025\n;Aviso avulso;Sem edital.;2025-04-21\n`;
    expect(await importar('avisos', 'avisos.csv', arquivo, cabecalhos)).toMatchObject({ situacao: 'concluida', adicionadas: 2, alteradas: 0, removidas: 0, periodos: [] });
    const avisos = await sql<{ titulo: string; conteudo: string; processo: string | null }>(
      'select a.titulo, a.conteudo, e.processo from transparency.avisos_licitacao a left join transparency.editais e on e.id = a.edital_id order by a.titulo',
    );
    expect(avisos).toEqual([
      { titulo: 'Adiamento do pregão 077/2025', conteudo, processo: '2025000777' },
      { titulo: 'Aviso avulso', conteudo: 'Sem edital.', processo: null },
    ]);

    // The same notice (title and date) with another text is changed in place; one absent from the file stays.
    const alterado = await importar('avisos', 'avisos.csv', `${cabecalho.join(';')}\n2025000777;Adiamento do pregão 077/2025;Nova data: 30/04/2025.;20/04/2025\n`, cabecalhos);
    expect(alterado).toMatchObject({ adicionadas: 0, alteradas: 1, removidas: 0 });
    expect((await sql<{ n: number }>('select count(*)::int as n from transparency.avisos_licitacao'))[0]!.n).toBe(2);

    const errado = await enviar('avisos', 'avisos.csv', `${cabecalho.join(';')}\n1999000001;Aviso;Texto;20/04/2025\n;;Texto;31/02/2025\n`, cabecalhos);
    expect((await consultar(errado.corpo.id!, cabecalhos)).erros).toEqual([
      { linha: 2, coluna: 'edital', mensagem: 'O processo do edital "1999000001" não existe no cadastro.' },
      { linha: 3, coluna: 'titulo', mensagem: 'Informe o título.' },
      { linha: 3, coluna: 'data_publicacao', mensagem: 'Informe a data de publicação no formato dd/mm/aaaa.' },
    ]);
    expect((await enviar('avisos', 'avisos.csv', `${cabecalho.join(';')}\n`, await auth(['api/admin/editais#importar']))).status).toBe(403);
  });

  it('um CSV malformado depois de milhares de linhas interrompe a cópia para a tabela temporária: nada muda e o banco continua atendendo', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    const antes = await empenhosNoBanco();
    const linhas = Array.from({ length: 12_000 }, (_, i) => empenho(`2024NE${String(i).padStart(6, '0')}`, '10/06/2024'));
    const arquivo = `${csv(linhas)}2024NE999999;"10/06/2024;quebrado\n`;
    const envio = await enviar('empenhos', 'empenhos.csv', arquivo, cabecalhos);
    expect(envio.status).toBe(200);
    const previa = await consultar(envio.corpo.id!, cabecalhos);
    expect(previa.situacao).not.toBe('validada');
    expect(previa.erros).toHaveLength(1);
    expect(previa.erros[0]!.mensagem).toMatch(/^O CSV está malformado/);
    expect(await empenhosNoBanco()).toEqual(antes);
    // Every connection went back to the pool usable: a valid file is imported right after.
    expect(await importar('empenhos', 'empenhos.csv', csv([empenho('2024NE900001', '11/06/2024')]), cabecalhos)).toMatchObject({ adicionadas: 1 });
  });

  it('uma votação nominal: a posição de cada deputado por CSV, erros com linha e coluna, tudo ou nada, e a contagem refeita', async () => {
    await sql(
      "insert into transparency.votacoes (ano, numero, data, materia, resultado, sim, nao, abstencao, ausentes) values (2025, 912, '2025-05-06', 'Votação de teste da importação', 'aprovado', 0, 0, 0, 0)",
    );
    const [{ id: votacaoId }] = (await sql<{ id: number }>('select id from transparency.votacoes where ano = 2025 and numero = 912')) as [{ id: number }];
    const cabecalho = cabecalhoDoModelo(IMPORTACOES.votos!);
    expect(cabecalho).toEqual(['votacao', 'deputado_id', 'posicao']);
    const votacao = async () => (await sql<{ sim: number; nao: number; abstencao: number; ausentes: number }>('select sim, nao, abstencao, ausentes from transparency.votacoes where id = ?', [votacaoId]))[0];
    const posicoes = () => sql<{ deputado_id: number; posicao: string }>('select deputado_id, posicao from transparency.votos_deputados where votacao_id = ? order by deputado_id', [votacaoId]);
    const permitido = await auth(['api/admin/votacoes#importar']);

    // A file with errors: each one by line and column, in Portuguese, and nothing is written.
    const ruim = await enviar(
      'votos',
      'votacao.csv',
      csv([['2025/912', '1', 'sim'], ['2025/999', '2', 'nao'], ['2025/912', 'três', 'sim'], ['2025/912', '4', 'talvez'], ['2025/912', '1', 'nao']], cabecalho),
      permitido,
    );
    expect(ruim.status).toBe(200);
    const recusada = await consultar(ruim.corpo.id!, permitido);
    expect(recusada.situacao).toBe('recusada');
    expect(recusada.erros).toEqual([
      { linha: 3, coluna: 'votacao', mensagem: 'A votação (ano/número) "2025/999" não existe no cadastro.' },
      { linha: 4, coluna: 'deputado_id', mensagem: 'Informe o deputado (id) como um número inteiro.' },
      { linha: 5, coluna: 'posicao', mensagem: 'A posição deve ser um destes: sim, nao, abstencao, obstrucao, ausente.' },
      { linha: 6, coluna: 'votacao', mensagem: `A chave (votacao, deputado_id) = (${votacaoId}, 1) já aparece na linha 2.` },
    ]);
    expect(await posicoes()).toEqual([]);

    const primeira = await importar('votos', 'votacao.csv', csv([['2025/912', '1', 'sim'], ['2025/912', '2', 'sim'], ['2025/912', '3', 'nao'], ['2025/912', '4', 'ausente']], cabecalho), permitido);
    expect(primeira).toMatchObject({ situacao: 'concluida', adicionadas: 4, alteradas: 0, removidas: 0 });
    expect(await votacao()).toEqual({ sim: 2, nao: 1, abstencao: 0, ausentes: 1 });

    // The same vote again: its positions are replaced by the file's (one changed, one gone), the tally follows.
    const segunda = await importar('votos', 'votacao.csv', csv([['2025/912', '1', 'sim'], ['2025/912', '2', 'abstencao'], ['2025/912', '3', 'nao']], cabecalho), permitido);
    expect(segunda).toMatchObject({ adicionadas: 0, alteradas: 1, removidas: 1 });
    expect(await posicoes()).toEqual([
      { deputado_id: 1, posicao: 'sim' },
      { deputado_id: 2, posicao: 'abstencao' },
      { deputado_id: 3, posicao: 'nao' },
    ]);
    expect(await votacao()).toEqual({ sim: 1, nao: 1, abstencao: 1, ausentes: 0 });

    // Its own permission: another dataset's is refused.
    const deOutro = await auth(['api/admin/editais#importar', 'api/admin/votacoes#update']);
    expect((await enviar('votos', 'votacao.csv', csv([['2025/912', '1', 'nao']], cabecalho), deOutro)).status).toBe(403);
    expect(await votacao()).toEqual({ sim: 1, nao: 1, abstencao: 1, ausentes: 0 });
  });

  it('cada conjunto exige a sua permissão #importar: permitido com ela, recusado sem ela ou com a de outro conjunto', async () => {
    const arquivo = csv([empenho('2025NE000601', '01/06/2025')]);
    const semLogin = await enviar('empenhos', 'junho.csv', arquivo, {});
    expect(semLogin).toEqual({ status: 401, corpo: { mensagem: 'É necessário fazer login para acessar esta funcionalidade' } });
    const deOutro = await auth(['api/admin/diarias#importar', 'api/admin/empenhos#create']);
    const recusado = await enviar('empenhos', 'junho.csv', arquivo, deOutro);
    expect(recusado).toEqual({ status: 403, corpo: { mensagem: 'Você não tem permissão para acessar esta funcionalidade' } });

    const permitido = await auth([EMPENHOS]);
    const aceito = await enviar('empenhos', 'junho.csv', arquivo, permitido);
    expect(aceito.status).toBe(200);
    // The import belongs to its dataset: someone without that dataset's permission can neither read nor confirm it.
    const consulta = await subgraph.query(`query($id: ID!) { importacaoDeConjunto(id: $id) { id } }`, { id: String(aceito.corpo.id) }, deOutro);
    expect(consulta.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const confirmacao = await confirmar(aceito.corpo.id!, deOutro);
    expect(confirmacao.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await sql("select 1 from transparency.empenhos where numero = '2025NE000601'")).toEqual([]);
    expect((await confirmar(aceito.corpo.id!, permitido)).data!.confirmarImportacao.situacao).toBe('concluida');

    const lista = await subgraph.query<{ conjuntosImportaveis: { conjunto: string }[] }>('{ conjuntosImportaveis { conjunto } }', {}, deOutro);
    expect(lista.data!.conjuntosImportaveis).toEqual([{ conjunto: 'diarias' }]);
    expect((await enviar('orcamentos', 'x.csv', arquivo, permitido)).status).toBe(404);
    expect(await enviar('empenhos', 'junho.pdf', arquivo, permitido)).toEqual({ status: 400, corpo: { mensagem: 'Selecione um arquivo .CSV ou .XLSX válido para importação' } });
  });

  it('a linha de comando usa o mesmo importador: erros com linha e coluna e saída 1; arquivo válido gravado e saída 0', { timeout: 120_000 }, async () => {
    const cabecalho = cabecalhoDoModelo(IMPORTACOES['repasses-duodecimo']!);
    const ruim = path.join(pastaDeArquivos, 'repasses-ruim.csv');
    const bom = path.join(pastaDeArquivos, 'repasses-2024.csv');
    await writeFile(ruim, csv([['2024', '13', '20/01/2024', '1,00', '1,00']], cabecalho));
    await writeFile(bom, csv([['2024', '5', '20/05/2024', '40.000.000,00', '39.500.000,00']], cabecalho));
    // The compiled CLI (npm run importar), on this test's database and file store.
    const importar = (arquivo: string) =>
      promisify(execFile)(process.execPath, ['subgraphs/transparency/dist/cli/importar.js', 'repasses-duodecimo', arquivo], {
        env: { ...process.env, DATABASE_URL: subgraph.databaseUrl, PORTAL_VAR_DIR: pastaDeArquivos, INTERNAL_API_TOKEN: '', LOG_LEVEL: 'silent' },
      }).then(
        (r) => ({ codigo: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => ({ codigo: e.code, stdout: e.stdout, stderr: e.stderr }),
      );
    const recusada = await importar(ruim);
    expect(recusada.codigo).toBe(1);
    expect(recusada.stderr).toContain('Linha 2, coluna mes: Informe um mês entre 1 e 12.');
    const aceita = await importar(bom);
    expect(aceita.stdout).toContain('Importação concluída: 1 linha incluída, 0 alteradas e 0 removidas.');
    expect(aceita.codigo).toBe(0);
    expect(await sql("select valor_repassado::text from transparency.repasses_duodecimos where ano = 2024 and mes = 5")).toEqual([{ valor_repassado: '39500000.00' }]);
  });

  it('confirmada, a importação vira um trabalho da fila (pg-boss), executado uma vez', { timeout: 60_000 }, async () => {
    const cabecalhos = await auth([EMPENHOS]);
    const fila = await FilaDeTrabalhos.iniciar(subgraph.databaseUrl, pino({ level: 'silent' }), { intervaloS: 0.5, supervisaoS: 1 });
    try {
      await fila.registrar([trabalhoDeImportacao(subgraph.orm)]);
      const envio = await enviar('empenhos', 'julho.csv', csv([empenho('2025NE000701', '01/07/2025'), empenho('2025NE000702', '02/07/2025')]), cabecalhos);
      const confirmada = (await confirmar(envio.corpo.id!, cabecalhos)).data!.confirmarImportacao;
      expect(confirmada.situacao).toBe('na_fila');
      expect(confirmada.trabalhoId).toMatch(/^[0-9a-f-]{36}$/);
      await fila.ociosa(30_000);
      expect(await consultar(envio.corpo.id!, cabecalhos)).toMatchObject({ situacao: 'concluida', adicionadas: 2, percentual: 100 });
      const [trabalho] = (await fila.listar()).filter((t) => t.id === confirmada.trabalhoId);
      expect(trabalho).toMatchObject({ fila: 'transparency.importacao', estado: 'completed', tentativas: 1 });
    } finally {
      await fila.parar();
    }
  });
});

const silencioso = pino({ level: 'silent' });

async function semVetorDeBusca(): Promise<number> {
  return (await sql<{ n: number }>('select count(*)::int as n from transparency.empenhos t where not exists (select 1 from transparency.empenhos_busca v where v.id = t.id)'))[0]!.n;
}

/** Empenhos que a busca do site (o campo do subgrafo, como o gateway o chama) encontra pelo termo. */
async function naBusca(termo: string): Promise<number> {
  const r = await subgraph.query<{ buscaTransparencia: { tipo: string; total: number }[] }>(
    'query($termo: String!) { buscaTransparencia(termo: $termo, tipo: "empenho") { tipo total } }',
    { termo },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.buscaTransparencia.find((g) => g.tipo === 'empenho')!.total;
}

async function ate(condicao: () => Promise<boolean>, limiteMs = 30_000): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('condição não atingida no prazo');
    await new Promise((pronto) => setTimeout(pronto, 200));
  }
}

describe('busca do site: vetor na hora numa escrita comum, adiado para a fila numa importação (docs/busca.md)', () => {
  it('um empenho criado, alterado ou excluído pelo GraphQL do admin entra, muda ou sai da busca na hora', async () => {
    const cabecalhos = await auth(['api/admin/empenhos#create', 'api/admin/empenhos#update', 'api/admin/empenhos#destroy']);
    const dados = {
      ano: 2025, numero: '2025NE009001', data: '2025-09-01', credor: 'Marcenaria Imediata Ltda', cnpj: '11222333000181',
      elementoDespesa: '3.3.90.30 - Material de consumo', historico: 'Estantes para o arquivo', valorEmpenhado: '10.00', valorLiquidado: '0.00', valorPago: '0.00',
    };
    const criado = await subgraph.query<{ criarEmpenho: { id: string } }>('mutation($dados: EmpenhoInput!) { criarEmpenho(dados: $dados) { id } }', { dados }, cabecalhos);
    expect(criado.errors).toBeUndefined();
    const id = criado.data!.criarEmpenho.id;
    expect(await naBusca('marcenaria imediata')).toBe(1);
    const alterado = await subgraph.query('mutation($id: ID!, $dados: EmpenhoInput!) { atualizarEmpenho(id: $id, dados: $dados) { id } }', { id, dados: { ...dados, credor: 'Carpintaria Imediata Ltda' } }, cabecalhos);
    expect(alterado.errors).toBeUndefined();
    expect(await naBusca('marcenaria')).toBe(0);
    expect(await naBusca('carpintaria imediata')).toBe(1);
    const excluido = await subgraph.query('mutation($id: ID!) { excluirEmpenho(id: $id) }', { id }, cabecalhos);
    expect(excluido.errors).toBeUndefined();
    expect(await naBusca('carpintaria imediata')).toBe(0);
    expect(await sql('select id from transparency.empenhos_busca where id = ?', [Number(id)])).toEqual([]);
  });

  it('as linhas importadas ficam fora da busca só até o trabalho de preenchimento rodar, que grava só os vetores', { timeout: 60_000 }, async () => {
    const cabecalhos = await auth([EMPENHOS]);
    const linhas = [empenho('2025NE008001', '01/08/2025', '100,00', 'Serralheria Adiada Ltda'), empenho('2025NE008002', '02/08/2025', '100,00', 'Serralheria Adiada Ltda')];
    // A queue without workers: the import (applied here, as a process without the import queue does) asks for the fill, which waits.
    const semTrabalhadores = await FilaDeTrabalhos.iniciar(subgraph.databaseUrl, silencioso, { semTrabalhadores: true });
    let linhasAntes: Record<string, unknown>[];
    try {
      await semTrabalhadores.registrar(trabalhosDaBusca(subgraph.orm, 'transparency'));
      const envio = await enviar('empenhos', 'agosto.csv', csv(linhas), cabecalhos);
      expect((await confirmar(envio.corpo.id!, cabecalhos)).data!.confirmarImportacao).toMatchObject({ situacao: 'concluida', adicionadas: 2 });
      expect(await naBusca('serralheria adiada')).toBe(0);
      expect(await semVetorDeBusca()).toBe(2);
      expect((await semTrabalhadores.listar('created')).map((t) => t.fila)).toContain(nomeDoTrabalhoDeBusca('transparency'));
      // The rows' tuple versions before the fill: the fill must not write them (no UPDATE of the dataset's rows).
      linhasAntes = await sql("select id, xmin::text, ctid::text from transparency.empenhos where credor = 'Serralheria Adiada Ltda' order by id");
    } finally {
      await semTrabalhadores.parar();
    }
    const comTrabalhadores = await FilaDeTrabalhos.iniciar(subgraph.databaseUrl, silencioso, { intervaloS: 0.5, supervisaoS: 1 });
    try {
      await comTrabalhadores.registrar(trabalhosDaBusca(subgraph.orm, 'transparency'));
      await ate(async () => (await semVetorDeBusca()) === 0);
      expect(await naBusca('serralheria adiada')).toBe(2);
      expect(await sql("select id, xmin::text, ctid::text from transparency.empenhos where credor = 'Serralheria Adiada Ltda' order by id")).toEqual(linhasAntes);
      // The crawler feed's change log records the inclusions only; the vector table is not a published record.
      expect(
        await sql(
          `select r.tabela, r.operacao from transparency.registro_de_alteracoes r join transparency.empenhos e on e.id = r.registro_id
            where r.tabela like 'empenhos%' and e.credor = 'Serralheria Adiada Ltda' order by r.operacao`,
        ),
      ).toEqual([{ tabela: 'empenhos', operacao: 'inclusao' }, { tabela: 'empenhos', operacao: 'inclusao' }]);
      const [preenchimento] = (await comTrabalhadores.listar()).filter((t) => t.fila === nomeDoTrabalhoDeBusca('transparency'));
      expect(preenchimento).toMatchObject({ estado: 'completed' });
    } finally {
      await comTrabalhadores.parar();
    }
  });

  it('uma reimportação que muda o credor tira o vetor velho na hora; o novo vem com o preenchimento', async () => {
    const cabecalhos = await auth([EMPENHOS]);
    const semTrabalhadores = await FilaDeTrabalhos.iniciar(subgraph.databaseUrl, silencioso, { semTrabalhadores: true });
    try {
      await semTrabalhadores.registrar(trabalhosDaBusca(subgraph.orm, 'transparency'));
      const envio = await enviar('empenhos', 'agosto.csv', csv([empenho('2025NE008001', '01/08/2025', '100,00', 'Ferragens Renomeadas Ltda'), empenho('2025NE008002', '02/08/2025', '100,00', 'Serralheria Adiada Ltda')]), cabecalhos);
      expect((await confirmar(envio.corpo.id!, cabecalhos)).data!.confirmarImportacao).toMatchObject({ situacao: 'concluida', alteradas: 1 });
      expect(await naBusca('serralheria adiada')).toBe(1);
      expect(await naBusca('ferragens renomeadas')).toBe(0);
      expect(await semVetorDeBusca()).toBe(1);
    } finally {
      await semTrabalhadores.parar();
    }
    expect(await preencherBusca(subgraph.orm.em.fork(), 'transparency')).toBe(1);
    expect(await naBusca('ferragens renomeadas')).toBe(1);
  });
});

describe('busca do site: os gatilhos seguem a declaração', () => {
  it('ao iniciar, o kit troca uma função diferente da declarada e recalcula todos os vetores da tabela', async () => {
    await sql(`create or replace function transparency.empenhos_busca_inclusao() returns trigger language plpgsql as $$ begin return null; end $$`);
    await sql("update transparency.empenhos_busca set busca = to_tsvector('simple', 'obsoleto')");
    expect(await naBusca('serralheria adiada')).toBe(0);
    await instalarBusca(subgraph.orm.em.fork(), 'transparency');
    expect(await naBusca('serralheria adiada')).toBe(1);
    expect(await naBusca('obsoleto')).toBe(0);
    // The trigger is the declared one again: an ordinary write gets its vector at once.
    await sql("insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago) values ('2025NE008101', 2025, '2025-08-10', 'Vidraçaria Direta Ltda', '11222333000181', 'x', 'Portões de ferro', 1, 0, 0)");
    expect(await naBusca('portão')).toBe(1);
  });

  it('esvaziar a tabela (truncate) esvazia a dos vetores', async () => {
    expect((await vetoresDeBusca()).length).toBeGreaterThan(0);
    await sql('truncate transparency.empenhos cascade');
    expect(await vetoresDeBusca()).toEqual([]);
  });
});

describe('importação da folha de pagamento pelo importador do catálogo', () => {
  const FOLHA = 'api/admin/remuneracoes#importar';
  const folha = (linhas: string[]) => `${CABECALHO_CSV}\n${linhas.join('\n')}\n`;
  const noBanco = async (ano: number, mes: number) =>
    (await sql<{ linhas: number; liquido: string }>('select count(*)::int as linhas, coalesce(sum(liquido), 0)::text as liquido from transparency.remuneracoes where ano = ? and mes = ?', [ano, mes]))[0]!;

  it('20.000 linhas: cada mês do arquivo é substituído inteiro, com a soma exata do líquido; os outros meses não mudam', { timeout: 120_000 }, async () => {
    const cabecalhos = await auth([FOLHA]);
    const periodos = mesesAte(2016, 10, 10);
    const linhas = [...gerarFolha(2_000, periodos, 5)];
    const centavos = linhas.filter((l) => l.ano === 2016 && l.mes === 10).reduce((soma, l) => soma + paraCentavos(l.liquido), 0n);
    const importada = await importar('remuneracoes', 'folha.csv', folha(linhas.map(linhaCsv)), cabecalhos);
    expect(importada).toMatchObject({ situacao: 'concluida', totalLinhas: 20_000, adicionadas: 20_000, removidas: 0 });
    expect(importada.periodos).toHaveLength(10);
    const outubro = await noBanco(2016, 10);
    expect(outubro.linhas).toBe(2_000);
    expect(paraCentavos(outubro.liquido)).toBe(centavos);

    // October again with 3 people: October is replaced by them; September is untouched.
    const setembro = await noBanco(2016, 9);
    const poucos = [...gerarFolha(3, [{ ano: 2016, mes: 10 }], 5)].map(linhaCsv);
    expect(await importar('remuneracoes', 'outubro.csv', folha(poucos), cabecalhos)).toMatchObject({ adicionadas: 0, removidas: 1_997, periodos: ['10/2016'] });
    expect((await noBanco(2016, 10)).linhas).toBe(3);
    expect(await noBanco(2016, 9)).toEqual(setembro);
  });

  it('recusa o líquido que não é o bruto menos os descontos, o ano fora de 2013 até o corrente e a matrícula repetida no mês, por linha e coluna', async () => {
    const cabecalhos = await auth([FOLHA]);
    const [a, b] = [...gerarFolha(2, [{ ano: 2015, mes: 3 }], 9)];
    const colunas = CABECALHO_CSV.split(';');
    const trocar = (linha: string, coluna: string, valor: string) => linha.split(';').map((v, i) => (colunas[i] === coluna ? valor : v)).join(';');
    const futuro = String(new Date().getUTCFullYear() + 1);
    const envio = await enviar(
      'remuneracoes',
      'folha.csv',
      folha([linhaCsv(a!), trocar(linhaCsv(b!), 'liquido', '1,00'), trocar(linhaCsv(b!), 'ano', '2012'), trocar(linhaCsv(b!), 'ano', futuro), linhaCsv(a!)]),
      cabecalhos,
    );
    expect(envio.corpo.situacao).toBe('recusada');
    expect((await consultar(envio.corpo.id!, cabecalhos)).erros).toEqual([
      { linha: 3, coluna: 'liquido', mensagem: 'O líquido deve ser o bruto menos os descontos.' },
      { linha: 4, coluna: 'ano', mensagem: `Informe um ano entre 2013 e ${Number(futuro) - 1}.` },
      { linha: 5, coluna: 'ano', mensagem: `Informe um ano entre 2013 e ${Number(futuro) - 1}.` },
      { linha: 6, coluna: 'matricula', mensagem: `A chave (matricula, ano, mes) = (${a!.matricula}, 2015, 3) já aparece na linha 2.` },
    ]);
    expect((await noBanco(2015, 3)).linhas).toBe(0);
  });

  it('o caminho antigo de uma chamada (confirmar=1): arquivo válido confirmado na hora; recusado responde 400 com os erros; sem a permissão, 403', async () => {
    const cabecalhos = await auth([FOLHA]);
    const linhas = [...gerarFolha(4, [{ ano: 2014, mes: 2 }], 3)].map(linhaCsv);
    const chamar = (corpo: string, permissao: Record<string, string>) =>
      fetch(`${base}/interno/importacoes/remuneracoes?${new URLSearchParams({ nome: 'folha.csv', confirmar: '1' })}`, {
        method: 'POST',
        headers: { [INTERNAL_HEADER]: TOKEN_INTERNO, 'content-type': 'application/octet-stream', ...permissao },
        body: corpo,
      });
    const aceita = await chamar(folha(linhas), cabecalhos);
    expect(aceita.status).toBe(200);
    // Without a queue in this process the import is applied at once; with one it would be `na_fila`.
    expect(await aceita.json()).toMatchObject({ situacao: 'concluida', mensagem: 'Importação concluída: 4 linhas incluídas, 0 alteradas e 0 removidas.' });
    expect((await noBanco(2014, 2)).linhas).toBe(4);

    const recusada = await chamar(folha([linhas[0]!.replace(/;[^;]*$/, ';x')]), cabecalhos);
    expect(recusada.status).toBe(400);
    expect(await recusada.json()).toMatchObject({ situacao: 'recusada', erros: [{ linha: 2, coluna: 'liquido', mensagem: 'Informe o líquido em reais, por exemplo 1234,56.' }] });
    expect((await chamar(folha(linhas), await auth([EMPENHOS]))).status).toBe(403);
    expect((await noBanco(2014, 2)).linhas).toBe(4);
  });
});
