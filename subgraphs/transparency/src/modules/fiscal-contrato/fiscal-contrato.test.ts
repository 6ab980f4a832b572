import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { comandosDaLista } from '../../testing.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
});
afterAll(() => subgraph?.close());

interface Contrato {
  id: string;
  tipo: string;
  tipoContratacao: { id: string; descricao: string; grupo: string } | null;
  fiscais: { nome: string; funcao: string; portaria: string }[];
}

const LISTA = `query($filtro: ContratoFiltro, $porPagina: Int) {
  contratos(filtro: $filtro, porPagina: $porPagina) { itens { id tipo tipoContratacao { id descricao grupo } fiscais { nome funcao portaria } } total }
  contratosTotal(filtro: $filtro) { quantidade valor }
}`;

async function contratos(filtro: Record<string, unknown> = {}, porPagina = 10): Promise<{ contratos: { itens: Contrato[]; total: number }; contratosTotal: { quantidade: number } }> {
  const { data, errors } = await subgraph.query<{ contratos: { itens: Contrato[]; total: number }; contratosTotal: { quantidade: number } }>(LISTA, { filtro, porPagina });
  expect(errors).toBeUndefined();
  return data!;
}

describe('tipos de contratação e fiscais', () => {
  it('gives every seeded contract inspectors, and contracts and other procurements a type of their group', async () => {
    const { contratos: pagina } = await contratos({}, 100);
    // The seed's contracts and those of the purchase chains (docs/siga-o-dinheiro.md) fit in one page of 100.
    expect(pagina.total).toBeGreaterThanOrEqual(30);
    expect(pagina.itens).toHaveLength(pagina.total);
    for (const contrato of pagina.itens) {
      expect(contrato.fiscais.map((f) => f.funcao)).toEqual(['Fiscal titular', 'Fiscal substituto']);
      if (contrato.tipo === 'contrato' || contrato.tipo === 'outra_contratacao') expect(contrato.tipoContratacao?.grupo).toBe(contrato.tipo);
      else expect(contrato.tipoContratacao).toBeNull();
    }
  });

  it('filters contracts by type id; an id that cannot exist matches nothing', async () => {
    const { data } = await subgraph.query<{ tiposContratacao: { id: string; descricao: string }[] }>('{ tiposContratacao(grupo: "outra_contratacao") { id descricao } }');
    const dispensa = data!.tiposContratacao.find((t) => t.descricao === 'Dispensa de licitação')!;
    const r = await contratos({ tipoContratacaoId: dispensa.id });
    expect(r.contratos.total).toBeGreaterThan(0);
    expect(r.contratosTotal.quantidade).toBe(r.contratos.total);
    expect(r.contratos.itens.every((c) => c.tipoContratacao?.id === dispensa.id)).toBe(true);
    expect((await contratos({ tipoContratacaoId: 'x' })).contratos.total).toBe(0);
    const grupoRuim = await subgraph.query('{ tiposContratacao(grupo: "doacao") { id } }');
    expect(grupoRuim.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Grupo inválido: use contrato ou outra_contratacao.'] });
  });

  it('lists inspectors with their contract, by term, contract and vigência', async () => {
    const LISTA_FISCAIS = `query($filtro: FiscalContratoFiltro) { fiscaisContratos(filtro: $filtro) { itens { nome contrato { id numero objeto vigente } } total porPagina } }`;
    const todos = await subgraph.query<{ fiscaisContratos: { itens: { contrato: { id: string; vigente: boolean } }[]; total: number; porPagina: number } }>(LISTA_FISCAIS);
    // Two inspectors for each seeded contract.
    const fiscais = 2 * (await contratos()).contratos.total;
    expect(todos.data!.fiscaisContratos).toMatchObject({ total: fiscais, porPagina: 10 });
    const contratoId = todos.data!.fiscaisContratos.itens[0]!.contrato.id;
    const doContrato = await subgraph.query<{ fiscaisContratos: { total: number } }>(LISTA_FISCAIS, { filtro: { contratoId } });
    expect(doContrato.data!.fiscaisContratos.total).toBe(2);
    const limpeza = await subgraph.query<{ fiscaisContratos: { itens: { contrato: { objeto: string } }[] } }>(LISTA_FISCAIS, { filtro: { termo: 'limpeza' } });
    expect(limpeza.data!.fiscaisContratos.itens.length).toBeGreaterThan(0);
    expect(limpeza.data!.fiscaisContratos.itens.every((f) => /limpeza/i.test(f.contrato.objeto))).toBe(true);
    const vigentes = await subgraph.query<{ fiscaisContratos: { itens: { contrato: { vigente: boolean } }[]; total: number } }>(LISTA_FISCAIS, { filtro: { vigente: true } });
    const encerrados = await subgraph.query<{ fiscaisContratos: { total: number } }>(LISTA_FISCAIS, { filtro: { vigente: false } });
    expect(vigentes.data!.fiscaisContratos.itens.every((f) => f.contrato.vigente)).toBe(true);
    expect(vigentes.data!.fiscaisContratos.total + encerrados.data!.fiscaisContratos.total).toBe(fiscais);
  });

  it('lists the signing years newest first, per kind', async () => {
    const { data } = await subgraph.query<{ todos: number[]; convenios: number[] }>('{ todos: anosContratos convenios: anosContratos(tipo: "convenio") }');
    const anos = async (onde: string) =>
      ((await subgraph.orm.em.fork().getConnection().execute(`select distinct ano from transparency.contratos ${onde} order by ano desc`)) as { ano: number }[]).map((l) => l.ano);
    expect(data!.todos).toEqual(await anos(''));
    expect(data!.todos.length).toBeGreaterThanOrEqual(3);
    expect(data!.convenios).toEqual(await anos(`where tipo = 'convenio'`));
    expect(data!.convenios).toEqual([2025, 2024, 2023]);
  });

  it('costs the same SQL statements for a page of 10 and of 50, types and inspectors batched', async () => {
    const { menor: dez, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => contratos({}, porPagina), [10, 50]);
    // rows, the tables' version stamps for the count and for the totals, types, inspectors
    expect(dez).toBe(5);
    expect(cinquenta).toBe(dez);
  });

  it('staff designate an inspector from the catalog form: the contract chosen must exist, the role is one of the three', async () => {
    const equipe = subgraph.como(await subgraph.equipe(['api/admin/fiscais_contratos']));
    const [contrato] = (await contratos()).contratos.itens;
    const CRIAR = `mutation($dados: FiscalContratoInput!) { criarFiscalContrato(dados: $dados) { id contratoId nome funcao contrato { id } } }`;
    const dados = (extra: Record<string, unknown> = {}) => ({ contratoId: contrato!.id, nome: 'Fiscal Designada', matricula: '12345', funcao: 'Fiscal substituto', portaria: 'Portaria nº 1/2026', dataDesignacao: '2026-01-05', ...extra });
    const criado = await equipe.query<{ criarFiscalContrato: { id: string; contratoId: string; funcao: string; contrato: { id: string } } }>(CRIAR, { dados: dados() });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarFiscalContrato).toMatchObject({ contratoId: contrato!.id, funcao: 'Fiscal substituto', contrato: { id: contrato!.id } });
    const doContrato = await contratos({ termo: undefined }, 100);
    expect(doContrato.contratos.itens.find((c) => c.id === contrato!.id)!.fiscais.map((f) => f.nome)).toContain('Fiscal Designada');

    const invalido = await equipe.query(CRIAR, { dados: dados({ contratoId: '999999', funcao: 'Chefe' }) });
    expect(invalido.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Função inválida: use Fiscal titular, Fiscal substituto ou Gestor do contrato.', 'Contrato inválido.'] });
  });
});
