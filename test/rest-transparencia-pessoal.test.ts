import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { CABECALHO_CSV, gerarFolha, linhaCsv } from '../subgraphs/transparency/src/modules/remuneracao/gerador.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;
/** The seeded payroll's newest month (the month before the current one). */
let periodo: { ano: number; mes: number };

beforeAll(async () => {
  // A long public-cache TTL: a page fresh right after an import was made fresh by the import, not by the clock.
  harness = await startGatewayHarness([transparency, access], { env: { CACHE_PUBLICO_TTL_MS: '600000' } });
  // What `npm start` hands the subgraphs (they run in this process): where the gateway is, to invalidate its cache.
  Object.assign(process.env, { GATEWAY_URL: harness.base, INTERNAL_API_TOKEN: 'token-interno-de-teste' });
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
  const meses = (await (await fetch(`${harness.base}/api/transparencia/remuneracoes/meses-e-anos`)).json()) as { ano: number; mes: number }[];
  periodo = meses[0]!;
});
afterAll(() => harness?.close());

function publico(caminho: string, init: RequestInit = {}) {
  return fetch(`${harness.base}/api/transparencia${caminho}`, init);
}

function admin(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

function importar(csv: string, nome: string, login?: string) {
  const form = new FormData();
  form.set('arquivo', new Blob([csv], { type: 'text/csv' }), nome);
  return fetch(`${harness.base}/api/admin/remuneracoes/importar`, {
    method: 'POST',
    body: form,
    headers: login ? { authorization: `Bearer ${tokens[login]}` } : {},
  });
}

describe('REST público de remunerações', () => {
  it('lista 10 por página com paginação, período, número de servidores e totais exatos nos cabeçalhos', async () => {
    const resposta = await publico(`/remuneracoes?ano=${periodo.ano}&mes=${periodo.mes}&pagina=2`);
    expect(resposta.status).toBe(200);
    const itens = (await resposta.json()) as Record<string, unknown>[];
    expect(itens).toHaveLength(10);
    expect(Object.keys(itens[0]!)).toEqual(expect.arrayContaining(['matricula', 'nome', 'vinculo', 'categoria', 'lotacao', 'gabinete', 'remuneracao_basica', 'bruto', 'descontos', 'liquido']));
    expect(itens[0]!.bruto).toMatch(/^\d+\.\d{2}$/);
    expect(resposta.headers.get('totallinhas')).toBe('300');
    expect(resposta.headers.get('currentpage')).toBe('2');
    expect(resposta.headers.get('quantidadeporpagina')).toBe('10');
    expect(resposta.headers.get('numeroservidores')).toBe('300');
    expect(resposta.headers.get('ano')).toBe(String(periodo.ano));
    expect(resposta.headers.get('mes')).toBe(String(periodo.mes));
    expect(resposta.headers.get('total')).toMatch(/^\d+\.\d{2}$/);
    expect(resposta.headers.get('totalliquido')).toMatch(/^\d+\.\d{2}$/);
    expect(Number(resposta.headers.get('totalliquido'))).toBeLessThan(Number(resposta.headers.get('total')));
  });

  it('responde as listas auxiliares e a remuneração de uma matrícula', async () => {
    const meses = (await (await publico('/remuneracoes/meses-e-anos')).json()) as { ano: number; mes: number }[];
    expect(meses).toHaveLength(6);
    expect((await (await publico('/remuneracoes/vinculos.json')).json()) as string[]).toEqual(expect.arrayContaining(['Comissionado', 'Efetivo']));
    const gabinetes = (await (await publico(`/remuneracoes/gabinetes-no-periodo?ano=${periodo.ano}&mes=${periodo.mes}`)).json()) as string[];
    expect(gabinetes[0]).toMatch(/^Gabinete Parlamentar \d\d$/);
    const um = (await (await publico(`/remuneracoes/100000/${periodo.ano}/${periodo.mes}`)).json()) as { matricula: string; liquido: string };
    expect(um.matricula).toBe('100000');
    const nenhum = (await (await publico(`/remuneracoes/999/${periodo.ano}/${periodo.mes}`)).json()) as { mensagem: string };
    expect(nenhum.mensagem).toBe('Registro não encontrado.');
    const mesInvalido = await publico('/remuneracoes?mes=13');
    expect(mesInvalido.status).toBe(400);
    expect(((await mesInvalido.json()) as { mensagem: string }).mensagem).toBe('Informe um mês entre 1 e 12.');
  });

  it('exporta um XLSX de verdade com as linhas do filtro', async () => {
    const resposta = await publico(`/remuneracoes/export_to_xlsx?ano=${periodo.ano}&mes=${periodo.mes}&vinculo=Efetivo`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(resposta.headers.get('content-disposition')).toContain(`remuneracoes-${periodo.ano}-${String(periodo.mes).padStart(2, '0')}.xlsx`);
    const total = Number((await publico(`/remuneracoes?ano=${periodo.ano}&mes=${periodo.mes}&vinculo=Efetivo`)).headers.get('totallinhas'));
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await resposta.arrayBuffer());
    const planilha = livro.getWorksheet('Remunerações')!;
    expect(planilha.rowCount).toBe(total + 1);
    expect(planilha.getRow(1).getCell(1).value).toBe('Matrícula');
    expect(planilha.getRow(2).getCell(4).value).toBe('Efetivo');
    expect(typeof planilha.getRow(2).getCell(15).value).toBe('number');
  });

  it('registra o acesso a uma remuneração (form data) e recusa dados inválidos', async () => {
    const ok = await publico('/remuneracoes/acesso-remuneracao', {
      method: 'POST',
      body: new URLSearchParams({ matricula: '100000', ano: String(periodo.ano), mes: String(periodo.mes) }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ mensagem: 'Acesso registrado.' });
    const invalido = await publico('/remuneracoes/acesso-remuneracao', { method: 'POST', body: new URLSearchParams({ matricula: '', ano: '2020', mes: '0' }) });
    expect(invalido.status).toBe(400);
  });

  it('lista orçamentos do ano, prestação de contas, sanções e demonstrativos com os anos', async () => {
    const anos = (await (await publico('/orcamentos/anos')).json()) as number[];
    const doAno = await publico(`/orcamentos/${anos[0]}`);
    expect(doAno.status).toBe(200);
    const orcamentos = (await doAno.json()) as { ano: number; tipo: string; autorizado_com_pessoal: string | null }[];
    expect(orcamentos.every((o) => o.ano === anos[0])).toBe(true);
    expect(orcamentos.find((o) => o.tipo === 'loa')?.autorizado_com_pessoal).toMatch(/^\d+\.\d{2}$/);
    expect(((await (await publico('/orcamentos/tipos')).json()) as { valor: string }[]).map((t) => t.valor)).toEqual(['loa', 'ldo', 'qdd', 'ppa']);
    const prestacoes = await publico('/prestacao_contas?tipo_cadastro=ordem');
    expect(((await prestacoes.json()) as { tipo_cadastro_descricao: string }[]).every((p) => p.tipo_cadastro_descricao === 'Ordem Cronológica')).toBe(true);
    expect(prestacoes.headers.get('totallinhas')).toBe('3');
    const sancoes = (await (await publico('/sancoes_administrativas')).json()) as { id: string; cnpj_formatado: string }[];
    expect(sancoes[0]!.cnpj_formatado).toMatch(/^\d\d\.\d{3}\.\d{3}\/\d{4}-\d\d$/);
    expect(((await (await publico(`/sancoes_administrativas/${sancoes[0]!.id}`)).json()) as { id: string }).id).toBe(sancoes[0]!.id);
    // The statements moved off the personnel lists' group (docs/pessoal-listas.md); one stays reachable there by its token.
    const demonstrativos = (await (await publico('/demonstrativos-despesas-com-pessoal')).json()) as { id: number }[];
    expect(((await (await publico('/demonstrativos-despesas-com-pessoal/anos')).json()) as number[]).length).toBe(3);
    expect(await (await publico(`/despesas-com-pessoal/${demonstrativos[0]!.id}`)).json()).toEqual(demonstrativos[0]);
    expect((await publico('/gestao-fiscal-anual')).headers.get('totallinhas')).toBe('3');
  });
});

describe('o grupo legado despesas-com-pessoal (public-site.md §7)', () => {
  it('lista licenciados (pelo tipo, também no parâmetro legado tipo), os tipos de licença, terceirizados e os anos das listas', async () => {
    const tipos = (await (await publico('/despesas-com-pessoal/tipos-licencas')).json()) as { valor: string; descricao: string }[];
    expect(tipos.find((t) => t.valor === 'saude')?.descricao).toBe('Licença para tratamento de saúde');
    for (const parametro of ['tipo_licenca', 'tipo']) {
      const licenciados = (await (await publico(`/despesas-com-pessoal/servidores-licenciados-e-afastados?${parametro}=saude`)).json()) as { tipo_licenca: string; matricula: string }[];
      expect(licenciados.length).toBeGreaterThan(0);
      expect(licenciados.every((l) => l.tipo_licenca === 'saude')).toBe(true);
    }
    const terceirizados = await publico('/despesas-com-pessoal/servidores-terceirizados');
    expect(((await terceirizados.json()) as { empresa: string }[])[0]!.empresa).toMatch(/Ltda\.|S\.A\./);
    const anos = (await (await publico('/despesas-com-pessoal/anos')).json()) as number[];
    const atual = new Date().getFullYear();
    expect(anos).toEqual([atual, atual - 1, atual - 2]);
    expect((await publico('/despesas-com-pessoal/estagiarios?ano=abc')).status).toBe(400);
  });
});

describe('REST admin de pessoal e importação', () => {
  it('importa um CSV pelo multipart (campo arquivo) de uma vez, pela importação do catálogo, e recusa extensão, linha inválida e falta de permissão', async () => {
    const linhas = [...gerarFolha(5, [{ ano: 2015, mes: 7 }], 3)].map(linhaCsv);
    await publico('/remuneracoes?ano=2015&mes=7');
    const emCache = await publico('/remuneracoes?ano=2015&mes=7');
    expect([emCache.headers.get('x-cache'), emCache.headers.get('numeroservidores')]).toEqual(['HIT', '0']);
    const ok = await importar(`${CABECALHO_CSV}\n${linhas.join('\n')}\n`, 'folha-julho.csv', 'admin');
    expect(ok.status).toBe(200);
    const aceita = (await ok.json()) as { id: number; situacao: string };
    expect(['na_fila', 'processando', 'concluida']).toContain(aceita.situacao);
    // The rows are written by the queued job: its record says when.
    const CONSULTA = `query($id: ID!) { importacaoDeConjunto(id: $id) { situacao mensagem adicionadas periodos } }`;
    let importacao: { situacao: string; mensagem: string; adicionadas: number; periodos: string[] } | undefined;
    await expect
      .poll(
        async () => {
          const resposta = await fetch(`${harness.base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` },
            body: JSON.stringify({ query: CONSULTA, variables: { id: String(aceita.id) } }),
          });
          importacao = ((await resposta.json()) as { data: { importacaoDeConjunto: typeof importacao } }).data.importacaoDeConjunto;
          return importacao?.situacao;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe('concluida');
    expect(importacao).toMatchObject({ mensagem: 'Importação concluída: 5 linhas incluídas, 0 alteradas e 0 removidas.', adicionadas: 5, periodos: ['07/2015'] });
    // The month was read (and cached) before the import; the finished job told the gateway, so no stale page follows.
    expect((await publico('/remuneracoes?ano=2015&mes=7')).headers.get('numeroservidores')).toBe('5');

    const extensao = await importar('qualquer coisa', 'folha.xlsx', 'admin');
    expect(extensao.status).toBe(400);
    expect(await extensao.json()).toEqual({ mensagem: 'Selecione um arquivo .CSV válido para importação' });

    const quebrada = await importar(`${CABECALHO_CSV}\n${linhas[0]}\n${linhas[1]!.replace(';2015;', ';2011;')}\n`, 'folha.csv', 'admin');
    expect(quebrada.status).toBe(400);
    const corpo = (await quebrada.json()) as { mensagem: string; situacao: string; erros: { linha: number; coluna: string; mensagem: string }[] };
    expect(corpo.situacao).toBe('recusada');
    expect(corpo.erros).toEqual([{ linha: 3, coluna: 'ano', mensagem: `Informe um ano entre 2013 e ${new Date().getUTCFullYear()}.` }]);
    expect(corpo.mensagem).toBe('Não foi possível importar este arquivo: 1 erro encontrado. Nada foi alterado.');

    const negado = await importar(`${CABECALHO_CSV}\n`, 'folha.csv', 'editor');
    expect(negado.status).toBe(403);
    expect(await negado.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    const anonimo = await importar(`${CABECALHO_CSV}\n`, 'folha.csv');
    expect(anonimo.status).toBe(401);
    expect(await anonimo.json()).toEqual({ mensagem: 'É necessário fazer login para acessar esta funcionalidade' });
  });

  it('POST /interno/cache/invalidar só com o token interno e nomes de tipos', async () => {
    const invalidar = (corpo: unknown, token?: string) =>
      fetch(`${harness.base}/interno/cache/invalidar`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'x-alego-interno': token } : {}) }, body: JSON.stringify(corpo) });
    expect((await invalidar({ tipos: ['Remuneracao'] })).status).toBe(403);
    expect((await invalidar({ tipos: ['Remuneracao'] }, 'token-errado')).status).toBe(403);
    for (const tipos of [[], ['remuneracao; drop'], 'Remuneracao', Array.from({ length: 51 }, () => 'Remuneracao')]) {
      const recusado = await invalidar({ tipos }, 'token-interno-de-teste');
      expect(recusado.status).toBe(400);
      expect(await recusado.json()).toEqual({ mensagem: 'Informe os tipos a invalidar.' });
    }
    const aceito = await invalidar({ tipos: ['Remuneracao'] }, 'token-interno-de-teste');
    expect([aceito.status, await aceito.json()]).toEqual([200, { tipos: 1 }]);
  });

  it('lista com 12 por página e TotalLinhas, responde os anos e tipos, e aplica as regras ao salvar', async () => {
    const lista = await admin(`/remuneracoes?ano=${periodo.ano}&mes=${periodo.mes}&termo=a`, { login: 'admin' });
    expect(lista.status).toBe(200);
    expect((await lista.json()) as unknown[]).toHaveLength(12);
    expect(Number(lista.headers.get('totallinhas'))).toBeGreaterThan(12);

    const anos = (await (await admin('/quadro-remuneracao/anos', { login: 'admin' })).json()) as number[];
    expect(anos[0]).toBe(2014);
    expect(anos.at(-1)).toBe(1992);
    const anoAtual = new Date().getFullYear();
    expect((await (await admin('/demonstrativo-despesas-com-pessoal/anos', { login: 'admin' })).json()) as number[]).toHaveLength(14);
    expect(((await (await admin('/prestacao-contas/anos', { login: 'admin' })).json()) as number[])[0]).toBeGreaterThanOrEqual(anoAtual + 1);

    const semValor = await admin('/orcamentos', { method: 'POST', login: 'admin', body: JSON.stringify({ orcamento: { ano: anoAtual, tipo: 'loa' } }) });
    expect(semValor.status).toBe(400);
    const erro = (await semValor.json()) as { mensagem: string; mensagens: string[] };
    expect(erro.mensagens).toEqual(['Informe o valor autorizado com pessoal.', 'Anexe o arquivo PDF.']);

    const sancao = await admin('/sancoes-administrativas', {
      method: 'POST',
      login: 'admin',
      body: JSON.stringify({ sancao_administrativa: { ano: anoAtual, empresa: 'Fornecedora Exemplo Ltda.', sancao: 'Advertência.' } }),
    });
    expect(sancao.status).toBe(201);
    const { id, mensagem } = (await sancao.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Salvo com sucesso!');
    const editorExcluindo = await admin(`/sancoes-administrativas/${id}`, { method: 'DELETE', login: 'editor' });
    expect(editorExcluindo.status).toBe(403);
    const excluida = await admin(`/sancoes-administrativas/${id}`, { method: 'DELETE', login: 'admin' });
    expect(await excluida.json()).toEqual({ mensagem: 'Registro excluído com sucesso.' });

    const gestao = await admin('/gestao-fiscal-anual', { method: 'POST', login: 'admin', body: JSON.stringify({ gestao_fiscal_anual: { ano: anoAtual - 11 } }) });
    expect(((await gestao.json()) as { mensagens?: string[]; mensagem: string }).mensagem).toContain(`Informe um ano entre ${anoAtual - 10} e ${anoAtual + 2}.`);
  });

  it('salva pelo formulário multipart legado com o PDF (envelope orcamento[...]) e recusa um falso PDF', async () => {
    const anoAtual = new Date().getFullYear();
    const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    const formulario = (conteudo: string, nome: string) => {
      const form = new FormData();
      form.set('orcamento[ano]', String(anoAtual));
      form.set('orcamento[tipo]', 'qdd');
      form.set('orcamento[autorizado_com_pessoal]', '1.234,56');
      form.set('orcamento[arquivo]', new Blob([conteudo], { type: 'application/pdf' }), nome);
      return form;
    };
    const enviar = (form: FormData, login: string, caminho = '/orcamentos', method = 'POST') =>
      fetch(`${harness.base}/api/admin${caminho}`, { method, body: form, headers: { authorization: `Bearer ${tokens[login]}` } });

    const criado = await enviar(formulario(pdf, 'qdd.pdf'), 'admin');
    expect(criado.status).toBe(201);
    const { id, mensagem } = (await criado.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Salvo com sucesso!');
    const item = (await (await admin(`/orcamentos/${id}`, { login: 'admin' })).json()) as { autorizado_com_pessoal: string; arquivo: { nome: string; url: string } };
    expect(item.autorizado_com_pessoal).toBe('1234.56');
    expect(item.arquivo.nome).toBe('qdd.pdf');
    const baixado = await fetch(`${harness.base}${item.arquivo.url}`);
    expect(baixado.headers.get('content-type')).toContain('application/pdf');

    // An update without a file keeps the PDF; the legacy `.json` suffix works.
    const semArquivo = new FormData();
    semArquivo.set('orcamento[ano]', String(anoAtual));
    semArquivo.set('orcamento[tipo]', 'qdd');
    semArquivo.set('orcamento[autorizado_com_pessoal]', '2000');
    const atualizado = await enviar(semArquivo, 'admin', `/orcamentos/${id}.json`, 'PUT');
    expect(atualizado.status).toBe(200);
    expect(((await (await admin(`/orcamentos/${id}`, { login: 'admin' })).json()) as { arquivo: { nome: string } }).arquivo.nome).toBe('qdd.pdf');

    const falso = await enviar(formulario('matricula;nome\n', 'disfarcado.pdf'), 'admin');
    expect(falso.status).toBe(400);
    expect(await falso.json()).toEqual({ mensagem: 'Tipo de arquivo inválido. Envie um arquivo .pdf' });
    const negado = await enviar(formulario(pdf, 'qdd.pdf'), 'editor');
    expect(negado.status).toBe(403);
  });
});
