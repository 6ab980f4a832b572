import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { gerarCnpj } from '../../lib/cnpj.js';
import { comandosDaLista, inserirLinhas } from '../../testing.js';

let subgraph: TestSubgraph;
const CNPJ = gerarCnpj(11_223_344);
const CREDOR = 'Credor de Teste Exato Ltda.';

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  const linha = (numero: string, data: string, empenhado: string, liquidado: string, pago: string) => [numero, Number(data.slice(0, 4)), data, CREDOR, CNPJ, '3.3.90.39 - Outros serviços de terceiros - pessoa jurídica', 'Serviço de teste', empenhado, liquidado, pago];
  await inserirLinhas(subgraph.orm, {
    tabela: 'empenhos',
    colunas: ['numero', 'ano', 'data', 'credor', 'cnpj', 'elemento_despesa', 'historico', 'valor_empenhado', 'valor_liquidado', 'valor_pago'],
    linhas: [
      linha('2019NE900001', '2019-02-28', '0.10', '0.10', '0.10'),
      linha('2019NE900002', '2019-03-01', '0.20', '0.20', '0.00'),
      linha('2019NE900003', '2019-03-31', '12345678.91', '12345678.90', '9999999.99'),
    ],
  });
});
afterAll(() => subgraph?.close());

const LISTA = `query($filtro: EmpenhoFiltro, $pagina: Int, $porPagina: Int) {
  empenhos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { id numero data credor cnpj cnpjFormatado valorEmpenhado valorPago valorPagoFormatado } total pagina porPagina totalPaginas }
  empenhosTotal(filtro: $filtro) { quantidade totalEmpenhado totalLiquidado totalPago totalEmpenhadoFormatado totalPagoFormatado }
}`;

interface Resposta {
  empenhos: { itens: { id: string; numero: string; data: string; valorPago: string; valorPagoFormatado: string; cnpjFormatado: string }[]; total: number; porPagina: number; totalPaginas: number };
  empenhosTotal: { quantidade: number; totalEmpenhado: string; totalLiquidado: string; totalPago: string; totalEmpenhadoFormatado: string; totalPagoFormatado: string };
}

async function listar(filtro: Record<string, unknown> = {}, porPagina?: number): Promise<Resposta> {
  const { data, errors } = await subgraph.query<Resposta>(LISTA, { filtro, porPagina });
  expect(errors).toBeUndefined();
  return data!;
}

describe('empenhos', () => {
  it('pages by 10 by default, the most recent first, over three years of seed', async () => {
    const { empenhos } = await listar();
    expect(empenhos.porPagina).toBe(10);
    expect(empenhos.itens).toHaveLength(10);
    expect(empenhos.total).toBeGreaterThanOrEqual(360);
    const datas = empenhos.itens.map((e) => e.data);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('sums commitments, liquidations and payments exactly in SQL', async () => {
    const { empenhos, empenhosTotal } = await listar({ termo: CREDOR });
    expect(empenhos.total).toBe(3);
    expect(empenhosTotal).toEqual({
      quantidade: 3,
      totalEmpenhado: '12345679.21',
      totalLiquidado: '12345679.20',
      totalPago: '10000000.09',
      totalEmpenhadoFormatado: 'R$ 12.345.679,21',
      totalPagoFormatado: 'R$ 10.000.000,09',
    });
    expect(empenhos.itens[0]).toMatchObject({ numero: '2019NE900003', valorPago: '9999999.99', valorPagoFormatado: 'R$ 9.999.999,99' });
  });

  it('filters by year and month (whole month, both ends), dates and CNPJ with punctuation', async () => {
    expect((await listar({ ano: 2019, mes: 3 })).empenhosTotal).toMatchObject({ quantidade: 2, totalEmpenhado: '12345679.11' });
    expect((await listar({ ano: 2019, mes: 2 })).empenhosTotal.quantidade).toBe(1);
    expect((await listar({ ano: 2019 })).empenhosTotal.quantidade).toBe(3);
    expect((await listar({ dataInicio: '2019-03-01', dataFim: '2019-03-01' })).empenhosTotal.totalEmpenhado).toBe('0.20');
    const formatado = `${CNPJ.slice(0, 2)}.${CNPJ.slice(2, 5)}.${CNPJ.slice(5, 8)}/${CNPJ.slice(8, 12)}-${CNPJ.slice(12)}`;
    const porCnpj = await listar({ termo: formatado });
    expect(porCnpj.empenhos.total).toBe(3);
    expect(porCnpj.empenhos.itens[0]!.cnpjFormatado).toBe(formatado);
    expect((await listar({ termo: '%' })).empenhos.total).toBe(0);
  });

  it('reads one by id; unknown or malformed ids are null', async () => {
    const { empenhos } = await listar({ termo: '2019NE900001' });
    const { data } = await subgraph.query<{ um: { numero: string } | null; nenhum: unknown; ruim: unknown }>(
      `query($id: ID!) { um: empenho(id: $id) { numero } nenhum: empenho(id: "99999999") { id } ruim: empenho(id: "abc") { id } }`,
      { id: empenhos.itens[0]!.id },
    );
    expect(data).toEqual({ um: { numero: '2019NE900001' }, nenhum: null, ruim: null });
  });

  it('refuses bad filters and page sizes in Portuguese', async () => {
    const casos: [Record<string, unknown>, number | undefined, string[]][] = [
      [{ mes: 3 }, undefined, ['Informe o ano junto com o mês.']],
      [{ ano: 2019, mes: 0 }, undefined, ['Informe um mês entre 1 e 12.']],
      [{ ano: 99999 }, undefined, ['Informe um ano válido, por exemplo 2025.']],
      [{ dataInicio: '2019-02-30', dataFim: '31/03/2019' }, undefined, ['Informe a data inicial no formato AAAA-MM-DD.', 'Informe a data final no formato AAAA-MM-DD.']],
      [{ dataInicio: '2019-04-01', dataFim: '2019-03-01' }, undefined, ['A data inicial não pode ser posterior à data final.']],
      [{}, 101, ['A quantidade por página deve estar entre 1 e 100.']],
    ];
    for (const [filtro, porPagina, mensagens] of casos) {
      const { errors } = await subgraph.query(LISTA, { filtro, porPagina });
      expect(errors?.[0]?.extensions, JSON.stringify(filtro)).toMatchObject({ code: 'BAD_USER_INPUT', mensagens });
    }
  });

  it('lists the years with commitments, newest first', async () => {
    const { data, errors } = await subgraph.query<{ anosEmpenhos: number[] }>('{ anosEmpenhos }');
    expect(errors).toBeUndefined();
    const linhas = await subgraph.orm.em.fork().getConnection().execute<{ ano: number }[]>('select distinct extract(year from data)::int as ano from "transparency".empenhos');
    expect(data!.anosEmpenhos).toEqual(linhas.map((l) => l.ano).sort((a, b) => b - a));
    expect(data!.anosEmpenhos).toContain(2019);
    expect(data!.anosEmpenhos.length).toBeGreaterThanOrEqual(4);
  });

  it('costs the same SQL statements for a page of 10 and of 50 (rows, the version stamps of the count and of the totals)', async () => {
    const { menor: dez, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => listar({}, porPagina), [10, 50]);
    expect(dez).toBe(3);
    expect(cinquenta).toBe(dez);
  });

  it('staff create, edit and delete a note from the catalog form: exact amounts, the CNPJ as digits, one note per number', async () => {
    const equipe = subgraph.como(await subgraph.equipe(['api/admin/empenhos']));
    const CRIAR = `mutation($dados: EmpenhoInput!) { criarEmpenho(dados: $dados) { id numero ano data cnpj valorEmpenhado valorLiquidado valorPago } }`;
    const dados = (extra: Record<string, unknown> = {}) => ({
      ano: 2025, numero: '2025NE777001', data: '2025-04-10', credor: 'Credor Novo Ltda.', cnpj: '11.222.333/0001-81', elementoDespesa: '3.3.90.30 - Material de consumo',
      historico: 'Compra de papel', valorEmpenhado: '1.234,56', valorLiquidado: '1000', valorPago: '999.99', ...extra,
    });
    const criado = await equipe.query<{ criarEmpenho: Record<string, unknown> }>(CRIAR, { dados: dados() });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarEmpenho).toMatchObject({ ano: 2025, data: '2025-04-10', cnpj: '11222333000181', valorEmpenhado: '1234.56', valorLiquidado: '1000.00', valorPago: '999.99' });

    const repetido = await equipe.query(CRIAR, { dados: dados() });
    expect(repetido.errors?.[0]?.extensions?.mensagens).toEqual(['Já existe um empenho com o número 2025NE777001.']);
    const invalido = await equipe.query(CRIAR, { dados: dados({ numero: '2025NE777002', cnpj: '11.222.333/0001-82', valorLiquidado: '2000', valorPago: '2000' }) });
    expect(invalido.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['CNPJ inválido.', 'O valor liquidado não pode passar do empenhado.'] });
    const foraDoAno = await equipe.query(CRIAR, { dados: dados({ numero: '2025NE777002', data: '2024-12-31' }) });
    expect(foraDoAno.errors?.[0]?.extensions?.mensagens).toEqual(['Data do empenho deve estar no ano informado.']);
    const vazio = await equipe.query(CRIAR, { dados: dados({ numero: '2025NE777003', credor: ' ', valorPago: 'dez reais' }) });
    expect(vazio.errors?.[0]?.extensions?.mensagens).toEqual(['Informe o campo credor.', 'Informe um valor válido em valor pago (R$), por exemplo 1234,56.']);

    const id = (criado.data!.criarEmpenho as { id: string }).id;
    const editado = await equipe.query<{ atualizarEmpenho: { valorPago: string } }>(`mutation($id: ID!, $dados: EmpenhoInput!) { atualizarEmpenho(id: $id, dados: $dados) { valorPago } }`, { id, dados: dados({ valorPago: '1000,00' }) });
    expect(editado.data!.atualizarEmpenho.valorPago).toBe('1000.00');
    expect((await equipe.query<{ excluirEmpenho: boolean }>(`mutation($id: ID!) { excluirEmpenho(id: $id) }`, { id })).data!.excluirEmpenho).toBe(true);
  });
});
