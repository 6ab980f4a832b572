import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

async function get(caminho: string, login?: string): Promise<{ status: number; headers: Headers; corpo: unknown }> {
  const resposta = await fetch(`${harness.base}${caminho}`, { headers: login ? { authorization: `Bearer ${tokens[login]}` } : {} });
  return { status: resposta.status, headers: resposta.headers, corpo: await resposta.json() };
}

const T = '/api/transparencia';
const DECIMAL = /^\d+\.\d{2}$/;

/** Every pagination header, consistent with the body and the page asked for. */
function conferirPaginacao(r: { headers: Headers; corpo: unknown }, porPagina: number, pagina = 1): number {
  const total = Number(r.headers.get('TotalLinhas'));
  expect(r.headers.get('TotalCount')).toBe(String(total));
  expect(r.headers.get('TotalPaginas')).toBe(String(Math.ceil(total / porPagina)));
  expect(r.headers.get('TotalPages')).toBe(String(Math.ceil(total / porPagina)));
  expect(r.headers.get('CurrentPage')).toBe(String(pagina));
  expect(r.headers.get('quantidadePorPagina')).toBe(String(porPagina));
  expect((r.corpo as unknown[]).length).toBe(Math.max(0, Math.min(porPagina, total - (pagina - 1) * porPagina)));
  return total;
}

/** The exact sum of decimal strings, in cents (BigInt), to compare with a header. */
function soma(valores: string[]): string {
  const centavos = valores.reduce((total, v) => total + BigInt(v.replace('.', '')), 0n);
  return `${centavos / 100n}.${String(centavos % 100n).padStart(2, '0')}`;
}

describe('contratos-e-convenios', () => {
  it('lists each kind with page size 10, the pagination headers and the exact Total header', async () => {
    for (const [caminho, tipo] of [['contratos', 'contrato'], ['convenios', 'convenio'], ['atas-de-registro-de-preco', 'ata_registro_preco'], ['outras-contratacoes', 'outra_contratacao']]) {
      const r = await get(`${T}/contratos-e-convenios/${caminho}`);
      expect(r.status, caminho).toBe(200);
      const total = conferirPaginacao(r, 10);
      expect(total, caminho).toBeGreaterThan(0);
      expect(r.headers.get('Total')).toMatch(DECIMAL);
      for (const item of r.corpo as { tipo: string; valor: string; cnpj: string }[]) {
        expect(item.tipo).toBe(tipo);
        expect(item.valor).toMatch(DECIMAL);
        expect(item.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      }
      // Every row on one page: the header is the exact sum of the bodies' values.
      const todos = await get(`${T}/contratos-e-convenios/${caminho}.json?por_pagina=100`);
      if (total <= 100) expect(todos.headers.get('Total')).toBe(soma((todos.corpo as { valor: string }[]).map((c) => c.valor)));
    }
  });

  it('answers the documented contract shape with its type and inspectors', async () => {
    const r = await get(`${T}/contratos-e-convenios/contratos?por_pagina=1`);
    const [contrato] = r.corpo as Record<string, unknown>[];
    expect(Object.keys(contrato!).sort()).toEqual(
      ['id', 'numero', 'ano', 'objeto', 'fornecedor', 'cnpj', 'tipo', 'tipo_descricao', 'tipo_contratacao', 'valor', 'data_assinatura', 'vigencia_inicio', 'vigencia_fim', 'vigente', 'fiscais'].sort(),
    );
    expect(contrato!.tipo_contratacao).toMatchObject({ id: expect.any(Number), descricao: expect.any(String) });
    expect((contrato!.fiscais as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect((contrato!.fiscais as Record<string, unknown>[])[0]).toEqual({ id: expect.any(Number), nome: expect.any(String), matricula: expect.any(String), funcao: expect.any(String), portaria: expect.any(String) });
  });

  it('filters by term, year, signing dates, vigência and type id', async () => {
    const tipos = (await get(`${T}/contratos-e-convenios/tipo_contratos`)).corpo as { id: number; descricao: string }[];
    expect(tipos.map((t) => t.descricao)).toContain('Prestação de serviços');
    const servicos = tipos.find((t) => t.descricao === 'Prestação de serviços')!;
    const r = await get(`${T}/contratos-e-convenios/contratos?tipo_contrato_id=${servicos.id}&por_pagina=100`);
    expect((r.corpo as { tipo_contratacao: { id: number } }[]).every((c) => c.tipo_contratacao.id === servicos.id)).toBe(true);

    const outras = (await get(`${T}/contratos-e-convenios/tipo-outras-contratacoes`)).corpo as { descricao: string }[];
    expect(outras.map((t) => t.descricao)).toEqual(['Adesão a ata de registro de preço', 'Dispensa de licitação', 'Inexigibilidade']);

    const ano = await get(`${T}/contratos-e-convenios/contratos?ano=2024&por_pagina=100`);
    expect((ano.corpo as { ano: number }[]).every((c) => c.ano === 2024)).toBe(true);
    const datas = await get(`${T}/contratos-e-convenios/contratos?data_inicio=01/01/2024&data_fim=2024-06-30&por_pagina=100`);
    expect((datas.corpo as { data_assinatura: string }[]).every((c) => c.data_assinatura >= '2024-01-01' && c.data_assinatura <= '2024-06-30')).toBe(true);
    const vigentes = await get(`${T}/contratos-e-convenios/contratos?vigente=1&por_pagina=100`);
    const encerrados = await get(`${T}/contratos-e-convenios/contratos?vigente=0&por_pagina=100`);
    const todos = await get(`${T}/contratos-e-convenios/contratos`);
    expect((vigentes.corpo as { vigente: boolean }[]).every((c) => c.vigente)).toBe(true);
    expect(Number(vigentes.headers.get('TotalLinhas')) + Number(encerrados.headers.get('TotalLinhas'))).toBe(Number(todos.headers.get('TotalLinhas')));
    expect((await get(`${T}/contratos-e-convenios/contratos?vigentes=1`)).headers.get('TotalLinhas')).toBe(vigentes.headers.get('TotalLinhas'));
    expect((await get(`${T}/contratos-e-convenios/contratos?encerrados=1`)).headers.get('TotalLinhas')).toBe(encerrados.headers.get('TotalLinhas'));
    const porTipoId = await get(`${T}/contratos-e-convenios/contratos?tipo_id=${servicos.id}`);
    expect(porTipoId.headers.get('TotalLinhas')).toBe(r.headers.get('TotalLinhas'));
    const termo = await get(`${T}/contratos-e-convenios/contratos?termo=${encodeURIComponent('vigilância')}`);
    // The term searches the object and the supplier (the seeded money trail has security companies hired for cameras).
    expect((termo.corpo as { objeto: string; fornecedor: string }[]).every((c) => /vigilância/i.test(`${c.objeto} ${c.fornecedor}`))).toBe(true);
    expect(termo.corpo).not.toEqual([]);
  });

  it('lists years and inspectors', async () => {
    const anos = (await get(`${T}/contratos-e-convenios/anos_contratos`)).corpo as number[];
    expect(anos).toEqual([...anos].sort((a, b) => b - a));
    expect(anos.length).toBeGreaterThanOrEqual(3);
    expect((await get(`${T}/contratos-e-convenios/anos_contratos?tipo=convenio`)).status).toBe(200);
    const fiscais = await get(`${T}/contratos-e-convenios/fiscais_de_contratos`);
    expect(fiscais.status).toBe(200);
    conferirPaginacao(fiscais, 10);
    expect((fiscais.corpo as Record<string, unknown>[])[0]).toMatchObject({ nome: expect.any(String), data_designacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), contrato: { id: expect.any(Number), numero: expect.any(String) } });
  });
});

describe('licitacoes', () => {
  it('lists bids with filters, a bid with its notices, years, modalities and phases', async () => {
    const r = await get(`${T}/licitacoes/editais?pagina=2&por_pagina=5`);
    expect(r.status).toBe(200);
    conferirPaginacao(r, 5, 2);
    expect(r.headers.get('Total')).toMatch(DECIMAL);
    const [edital] = r.corpo as { id: number; identificador: string; modalidade: { id: number; descricao: string }; fase: { id: number } }[];
    expect(edital!.identificador).toBe(`${edital!.modalidade.descricao} nº ${(edital as unknown as { numero: string }).numero}`);

    const um = await get(`${T}/licitacoes/editais/${edital!.id}.json`);
    expect(um.status).toBe(200);
    expect((um.corpo as { avisos: unknown[] }).avisos.length).toBeGreaterThan(0);
    expect((await get(`${T}/licitacoes/editais/999999`)).status).toBe(404);
    expect((await get(`${T}/licitacoes/editais/abc`)).corpo).toEqual({ mensagem: 'Registro não encontrado.' });

    const modalidade = await get(`${T}/licitacoes/editais?modalidade_id=${edital!.modalidade.id}&por_pagina=100`);
    expect((modalidade.corpo as { modalidade: { id: number } }[]).every((e) => e.modalidade.id === edital!.modalidade.id)).toBe(true);
    const fase = await get(`${T}/licitacoes/editais?fase_id=${edital!.fase.id}&por_pagina=100`);
    expect((fase.corpo as { fase: { id: number } }[]).every((e) => e.fase.id === edital!.fase.id)).toBe(true);

    expect(((await get(`${T}/licitacoes/anos`)).corpo as number[]).length).toBe(3);
    expect((await get(`${T}/licitacoes/modalidades-licitacoes`)).corpo).toContainEqual({ id: 1, descricao: 'Pregão eletrônico' });
    expect(((await get(`${T}/licitacoes/fases-licitacoes`)).corpo as { descricao: string }[])[0]).toEqual({ id: 1, descricao: 'Aberta' });
  });

  it('lists notices and shows one', async () => {
    const r = await get(`${T}/licitacoes/avisos?por_pagina=3`);
    conferirPaginacao(r, 3);
    const [aviso] = r.corpo as { id: number; edital: { id: number; identificador: string } }[];
    const um = await get(`${T}/licitacoes/aviso/${aviso!.id}`);
    expect(um.status).toBe(200);
    expect(um.corpo).toEqual(aviso);
    const doEdital = await get(`${T}/licitacoes/avisos?edital_id=${aviso!.edital.id}`);
    expect((doEdital.corpo as { edital: { id: number } }[]).every((a) => a.edital.id === aviso!.edital.id)).toBe(true);
    expect((await get(`${T}/licitacoes/aviso/0`)).status).toBe(404);
  });

  it('autocompletes bids for staff who edit sanctions or contracts only', async () => {
    const anonimo = await get('/api/admin/licitacoes/autocomplete?termo=preg');
    expect(anonimo.status).toBe(401);
    const editor = await get('/api/admin/licitacoes/autocomplete?termo=preg', 'editor');
    expect(editor.status).toBe(403);
    expect(editor.corpo).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    const admin = await get(`/api/admin/licitacoes/autocomplete?termo=${encodeURIComponent('pregão 001/2025')}`, 'admin');
    expect(admin.status).toBe(200);
    expect(admin.corpo).toEqual([{ id: expect.any(Number), identificador: 'Pregão eletrônico nº 001/2025' }]);
    const varios = (await get('/api/admin/licitacoes/autocomplete?q=preg', 'admin')).corpo as { identificador: string }[];
    expect(varios.length).toBeGreaterThan(5);
    expect(varios.every((item) => item.identificador.startsWith('Pregão eletrônico nº '))).toBe(true);
    expect((await get('/api/admin/licitacoes/autocomplete?termo=nada%20disso%20existe', 'admin')).corpo).toEqual([]);
  });
});

describe('empenhos, diarias, repasse-duodecimos', () => {
  it('lists commitments with the totals headers, exact against the bodies', async () => {
    const r = await get(`${T}/empenhos?ano=2025&mes=3&por_pagina=100`);
    expect(r.status).toBe(200);
    const total = conferirPaginacao(r, 100);
    expect(total).toBeGreaterThan(0);
    const itens = r.corpo as { data: string; valor_empenhado: string; valor_liquidado: string; valor_pago: string }[];
    expect(itens.every((e) => e.data.startsWith('2025-03-'))).toBe(true);
    expect(r.headers.get('totalEmpenhado')).toBe(soma(itens.map((e) => e.valor_empenhado)));
    expect(r.headers.get('totalPago')).toBe(soma(itens.map((e) => e.valor_pago)));
    expect(r.headers.get('TotalPago')).toBe(r.headers.get('totalPago'));
    expect(r.headers.get('TotalLiquido')).toBe(soma(itens.map((e) => e.valor_liquidado)));

    const um = await get(`${T}/empenhos/${(itens[0] as unknown as { id: number }).id}`);
    expect(um.corpo).toEqual(itens[0]);
    expect((await get(`${T}/empenhos/987654`)).status).toBe(404);
  });

  it('lists the years with commitments, newest first', async () => {
    const r = await get(`${T}/empenhos/anos`);
    expect(r.status).toBe(200);
    const anos = r.corpo as number[];
    expect(anos.length).toBeGreaterThanOrEqual(3);
    expect(anos.every((a) => Number.isInteger(a))).toBe(true);
    expect(anos).toEqual([...new Set(anos)].sort((a, b) => b - a));
    const [maisRecente] = (await get(`${T}/empenhos?por_pagina=1`)).corpo as { ano: number }[];
    expect(anos[0]).toBe(maisRecente!.ano);
    for (const ano of anos) expect(Number((await get(`${T}/empenhos?ano=${ano}&por_pagina=1`)).headers.get('TotalLinhas')), String(ano)).toBeGreaterThan(0);
    expect((await get(`${T}/empenhos/anos.json`)).corpo).toEqual(anos);
  });

  it('lists daily allowances with Total, GastoTotalMes, NumeroBeneficiarios, Ano and Mes', async () => {
    const periodos = (await get(`${T}/diarias/meses-e-anos`)).corpo as { ano: number; meses: number[] }[];
    expect(periodos.map((p) => p.ano)).toEqual([...periodos.map((p) => p.ano)].sort((a, b) => b - a));
    const { ano, meses } = periodos[1]!;
    expect(meses).toEqual([...meses].sort((a, b) => b - a));
    const r = await get(`${T}/diarias?ano=${ano}&mes=${meses[0]}&por_pagina=100`);
    expect(r.status).toBe(200);
    conferirPaginacao(r, 100);
    const itens = r.corpo as { beneficiario: string; valor_total: string; tipo_solicitacao: { id: number } }[];
    expect(r.headers.get('Total')).toBe(soma(itens.map((d) => d.valor_total)));
    expect(r.headers.get('GastoTotalMes')).toBe(r.headers.get('Total'));
    expect(r.headers.get('NumeroBeneficiarios')).toBe(String(new Set(itens.map((d) => d.beneficiario)).size));
    expect(r.headers.get('Ano')).toBe(String(ano));
    expect(r.headers.get('Mes')).toBe(String(meses[0]));

    const tipos = (await get(`${T}/diarias/tipos-solicitacao`)).corpo as { id: number; descricao: string }[];
    expect(tipos.map((t) => t.descricao)).toEqual(['Diária internacional', 'Diária nacional', 'Diária no Estado de Goiás']);
    const nacional = await get(`${T}/diarias?tipo_solicitacao_id=${tipos[1]!.id}&por_pagina=50`);
    expect((nacional.corpo as { tipo_solicitacao: { id: number } }[]).every((d) => d.tipo_solicitacao.id === tipos[1]!.id)).toBe(true);
    expect((await get(`${T}/diarias`)).headers.get('GastoTotalMes')).toBeNull();
  });

  it('lists duodecimo transfers and their periods', async () => {
    const periodos = (await get(`${T}/repasse-duodecimos/periodos`)).corpo as { ano: number; meses: number[] }[];
    expect(periodos).toHaveLength(3);
    expect(periodos[1]!.meses).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const r = await get(`${T}/repasse-duodecimos?ano=${periodos[1]!.ano}&por_pagina=12`);
    conferirPaginacao(r, 12);
    const itens = r.corpo as { mes: number; valor_repassado: string }[];
    expect(itens.map((i) => i.mes)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(r.headers.get('Total')).toBe(soma(itens.map((i) => i.valor_repassado)));
    expect(r.headers.get('Ano')).toBe(String(periodos[1]!.ano));
  });
});

describe('verbas_indenizatorias', () => {
  it('answers periods, deputies and a month in the legacy shapes, with names from people', async () => {
    const periodos = (await get(`${T}/verbas_indenizatorias/periodos`)).corpo as { ano: number; meses: number[] }[];
    expect(periodos[0]).toEqual({ ano: expect.any(Number), meses: expect.arrayContaining([1]) });
    expect(periodos.every((p) => p.meses.every((m) => Number.isInteger(m)))).toBe(true);
    const { ano } = periodos[1]!;

    const deputados = await get(`${T}/verbas_indenizatorias/deputados?ano=${ano}&mes=4`);
    expect(deputados.status).toBe(200);
    const lista = deputados.corpo as { id: number; nome: string }[];
    expect(lista).toHaveLength(41);
    expect(Object.keys(lista[0]!)).toEqual(['id', 'nome']);
    expect(lista.map((d) => d.nome)).toEqual([...lista.map((d) => d.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(deputados.headers.get('NumeroBeneficiarios')).toBe('41');

    const exibir = await get(`${T}/verbas_indenizatorias/exibir?deputado_id=${lista[0]!.id}&ano=${ano}&mes=4`);
    expect(exibir.status).toBe(200);
    const corpo = exibir.corpo as { deputado: Record<string, unknown>; grupos: { descricao: string; subgrupos: { descricao: string; lancamentos: { fornecedor: Record<string, string> }[] }[] }[] };
    expect(corpo.deputado).toEqual({ id: lista[0]!.id, nome: lista[0]!.nome, partido: expect.any(String) });
    const lancamentos = corpo.grupos.flatMap((g) => g.subgrupos.flatMap((s) => s.lancamentos));
    expect(Object.keys(lancamentos[0]!)).toEqual(['fornecedor']);
    expect(Object.keys(lancamentos[0]!.fornecedor)).toEqual(['nome', 'cnpj_cpf', 'valor_apresentado', 'valor_indenizado', 'data', 'numero']);
    expect(exibir.headers.get('Total')).toBe(soma(lancamentos.map((l) => l.fornecedor.valor_indenizado!)));
    for (const l of lancamentos) expect(l.fornecedor.cnpj_cpf).toMatch(/^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\*\*\*\.\d{3}\.\d{3}-\*\*)$/);

    expect((await get(`${T}/verbas_indenizatorias/exibir?deputado_id=999&ano=${ano}&mes=4`)).status).toBe(404);
  });

  it('summarises a year per deputy, exact against the months', async () => {
    const ano = ((await get(`${T}/verbas_indenizatorias/periodos`)).corpo as { ano: number }[])[1]!.ano;
    const r = await get(`${T}/verbas_indenizatorias/resumo-anual?ano=${ano}`);
    expect(r.status).toBe(200);
    const corpo = r.corpo as { ano: number; total_indenizado: string; deputados: { id: number; nome: string; total_indenizado: string; meses: { mes: number; valor_indenizado: string }[] }[] };
    expect(corpo.deputados).toHaveLength(41);
    expect(r.headers.get('NumeroBeneficiarios')).toBe('41');
    expect(r.headers.get('Ano')).toBe(String(ano));
    expect(r.headers.get('Total')).toBe(corpo.total_indenizado);
    expect(corpo.total_indenizado).toBe(soma(corpo.deputados.map((d) => d.total_indenizado)));
    const [primeiro] = corpo.deputados;
    expect(primeiro!.total_indenizado).toBe(soma(primeiro!.meses.map((m) => m.valor_indenizado)));
    expect(primeiro!.meses.map((m) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    const um = await get(`${T}/verbas_indenizatorias/resumo-anual?ano=${ano}&deputado_id=${primeiro!.id}`);
    expect((um.corpo as { deputados: unknown[] }).deputados).toEqual([primeiro]);
  });
});

describe('verbas_indenizatorias/por-categoria', () => {
  it('sums a year and a month of every deputy by category, exact against the yearly summary, largest first', async () => {
    const ano = ((await get(`${T}/verbas_indenizatorias/periodos`)).corpo as { ano: number }[])[1]!.ano;
    const r = await get(`${T}/verbas_indenizatorias/por-categoria?ano=${ano}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('Ano')).toBe(String(ano));
    const categorias = r.corpo as { descricao: string; total_apresentado: string; total_indenizado: string }[];
    expect(categorias.length).toBeGreaterThan(1);
    expect(Object.keys(categorias[0]!)).toEqual(['descricao', 'total_apresentado', 'total_indenizado']);
    for (const c of categorias) expect(c.total_indenizado).toMatch(DECIMAL);
    const indenizados = categorias.map((c) => Number(c.total_indenizado));
    expect(indenizados).toEqual([...indenizados].sort((a, b) => b - a));
    const resumo = (await get(`${T}/verbas_indenizatorias/resumo-anual?ano=${ano}`)).corpo as {
      total_apresentado: string;
      total_indenizado: string;
      deputados: { meses: { mes: number; valor_apresentado: string; valor_indenizado: string }[] }[];
    };
    expect(soma(categorias.map((c) => c.total_apresentado))).toBe(resumo.total_apresentado);
    expect(soma(categorias.map((c) => c.total_indenizado))).toBe(resumo.total_indenizado);

    const abril = await get(`${T}/verbas_indenizatorias/por-categoria.json?ano=${ano}&mes=4`);
    expect(abril.status).toBe(200);
    expect(abril.headers.get('Mes')).toBe('4');
    const doMes = resumo.deputados.flatMap((d) => d.meses.filter((m) => m.mes === 4));
    expect(soma((abril.corpo as { total_indenizado: string }[]).map((c) => c.total_indenizado))).toBe(soma(doMes.map((m) => m.valor_indenizado)));
    expect(soma((abril.corpo as { total_apresentado: string }[]).map((c) => c.total_apresentado))).toBe(soma(doMes.map((m) => m.valor_apresentado)));

    const vazio = await get(`${T}/verbas_indenizatorias/por-categoria?ano=1990`);
    expect(vazio.status).toBe(200);
    expect(vazio.corpo).toEqual([]);
  });
});

describe('deputies missing from people', () => {
  it('still shows and sums their allowances, by id and without a name, and leaves them out of the name list', async () => {
    await harness.subgraphs.transparency!.orm.em.fork().getConnection().execute(
      `insert into "transparency".verbas_indenizatorias (deputado_id, ano, mes, grupo, subgrupo, fornecedor, cnpj_cpf, valor_apresentado, valor_indenizado, data, numero)
       values (999, 2016, 5, 'Combustíveis e lubrificantes', 'Combustível', 'Posto Antigo Ltda.', '11222333000181', 10.5, 10.5, '2016-05-02', '1')`,
    );
    const deputados = await get(`${T}/verbas_indenizatorias/deputados?ano=2016&mes=5`);
    expect(deputados.status).toBe(200);
    expect(deputados.corpo).toEqual([]);
    const exibir = await get(`${T}/verbas_indenizatorias/exibir?deputado_id=999&ano=2016&mes=5`);
    expect(exibir.status).toBe(200);
    expect((exibir.corpo as { deputado: unknown }).deputado).toEqual({ id: 999, nome: null, partido: null });
    const resumo = await get(`${T}/verbas_indenizatorias/resumo-anual?ano=2016`);
    expect(resumo.status).toBe(200);
    expect((resumo.corpo as { deputados: unknown[] }).deputados).toEqual([expect.objectContaining({ id: 999, nome: null, total_indenizado: '10.50' })]);
  });
});

describe('bad parameters', () => {
  it.each([
    ['/contratos-e-convenios/contratos?por_pagina=101', 'A quantidade por página deve estar entre 1 e 100.'],
    ['/contratos-e-convenios/contratos?por_pagina=0', 'A quantidade por página deve estar entre 1 e 100.'],
    ['/contratos-e-convenios/contratos?por_pagina=dez', 'A quantidade por página deve estar entre 1 e 100.'],
    ['/empenhos?pagina=0', 'A página deve ser um número inteiro maior ou igual a 1.'],
    ['/empenhos?pagina=x', 'A página deve ser um número inteiro maior ou igual a 1.'],
    ['/empenhos?mes=3', 'Informe o ano junto com o mês.'],
    ['/empenhos?ano=2025&mes=13', 'Informe um mês entre 1 e 12.'],
    ['/diarias?ano=dois%20mil', 'Informe um ano válido, por exemplo 2025.'],
    ['/licitacoes/editais?data_inicio=ontem', 'Informe a data inicial no formato AAAA-MM-DD.'],
    ['/licitacoes/editais?data_fim=2025-02-30', 'Informe a data final no formato AAAA-MM-DD.'],
    ['/licitacoes/avisos?data_inicio=2025-03-01&data_fim=2025-02-01', 'A data inicial não pode ser posterior à data final.'],
    ['/contratos-e-convenios/contratos?vigente=talvez', 'O parâmetro vigente deve ser 1 (sim) ou 0 (não).'],
    ['/contratos-e-convenios/contratos?tipo_contrato_id=abc', 'O parâmetro tipo_contrato_id deve ser um número inteiro.'],
    ['/contratos-e-convenios/contratos?ano=2024&ano=2025', 'O parâmetro ano foi informado mais de uma vez ou em formato inválido.'],
    ['/verbas_indenizatorias/deputados?ano=2025', 'Informe o mês.'],
    ['/verbas_indenizatorias/exibir?ano=2025&mes=4', 'Informe o deputado.'],
    ['/verbas_indenizatorias/resumo-anual', 'Informe o ano.'],
    ['/verbas_indenizatorias/por-categoria', 'Informe o ano.'],
    ['/verbas_indenizatorias/por-categoria?ano=dois%20mil', 'Informe um ano válido, por exemplo 2025.'],
    ['/verbas_indenizatorias/por-categoria?ano=20250', 'Informe um ano válido, por exemplo 2025.'],
    ['/verbas_indenizatorias/por-categoria?ano=2025&mes=13', 'Informe um mês entre 1 e 12.'],
    ['/verbas_indenizatorias/por-categoria?ano=2025&mes=abril', 'Informe um mês entre 1 e 12.'],
  ])('GET %s → 400 %s', async (caminho, mensagem) => {
    const r = await get(`${T}${caminho}`);
    expect(r.status).toBe(400);
    expect(r.corpo).toEqual({ mensagem });
  });

  it('caps the page size at 100 and accepts exactly 100', async () => {
    const r = await get(`${T}/empenhos?por_pagina=100`);
    expect(r.status).toBe(200);
    expect((r.corpo as unknown[]).length).toBe(100);
  });
});
