import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../index.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(people, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/legislaturas']));
});
afterAll(() => subgraph?.close());

interface LegislaturaData {
  id: string;
  descricao: string;
  tipo: number;
  tipoDescricao: string;
  deputadoLegislaturas: { id: string; deputado: { id: string; nome: string }; partido: { sigla: string } | null }[];
}

const CAMPOS = 'id descricao tipo tipoDescricao deputadoLegislaturas { id deputado { id nome } partido { sigla } }';
const BASE = { numero: 21, descricao: '21ª Legislatura', anoInicio: 2027, anoFim: 2030 };

function salvar(dados: Record<string, unknown>, id?: string) {
  return id
    ? gestor.query<{ r: LegislaturaData }>(`mutation($id: ID!, $d: LegislaturaInput!) { r: atualizarLegislatura(id: $id, dados: $d) { ${CAMPOS} } }`, { id, d: { ...BASE, ...dados } })
    : gestor.query<{ r: LegislaturaData }>(`mutation($d: LegislaturaInput!) { r: criarLegislatura(dados: $d) { ${CAMPOS} } }`, { d: { ...BASE, ...dados } });
}

describe('legislaturas', () => {
  it('lists the seeded legislatures, newest first, with their deputies and parties', async () => {
    const { data } = await gestor.query<{ legislaturas: { itens: { descricao: string; anoInicio: number; anoFim: number; atual: boolean }[] }; legislatura: LegislaturaData; tiposLegislatura: { id: number; nome: string }[] }>(
      `{ legislaturas { itens { descricao anoInicio anoFim atual } } legislatura(id: "2") { ${CAMPOS} } tiposLegislatura { id nome } }`,
    );
    expect(data!.legislaturas.itens).toEqual([
      { descricao: '20ª Legislatura', anoInicio: 2023, anoFim: 2026, atual: true },
      { descricao: '19ª Legislatura', anoInicio: 2019, anoFim: 2022, atual: false },
      { descricao: '18ª Legislatura', anoInicio: 2015, anoFim: 2018, atual: false },
    ]);
    const nomes = data!.legislatura.deputadoLegislaturas.map((l) => l.deputado.nome);
    expect(new Set(nomes).size).toBe(41);
    expect(nomes[0]).toBe('Amélia Carvalhais');
    expect(data!.legislatura.deputadoLegislaturas.every((l) => l.partido?.sigla)).toBe(true);
    expect(data!.tiposLegislatura).toContainEqual({ id: 1, nome: 'Ordinária' });
    // A deputy who changed party has two rows but is listed once.
    const unicos = await gestor.query<{ legislatura: { deputados: { nome: string }[] } }>('{ legislatura(id: "2") { deputados { nome } } }');
    expect(unicos.data!.legislatura.deputados.map((d) => d.nome)).toEqual([...new Set(nomes)]);
    expect(nomes.length).toBeGreaterThan(41);
  });

  it('requires at least one deputy and a start year below the end year', async () => {
    const r = await salvar({ anoInicio: 2030, anoFim: 2030, deputadoLegislaturas: [] });
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['O Ano de Início deve ser menor que Ano Fim', 'Pelo menos um deputado deve ser selecionado'],
    });
    // An unsaved row marked _destroy does not count as a deputy.
    const descartado = await salvar({ deputadoLegislaturas: [{ deputadoId: '1', _destroy: true }] });
    expect(descartado.errors?.[0]?.extensions?.mensagens).toEqual(['Pelo menos um deputado deve ser selecionado']);
    expect((await salvar({ deputadoLegislaturas: [{ deputadoId: '9999' }] })).errors?.[0]?.extensions?.mensagens).toEqual(['Favor selecionar um Deputado válido.']);
    expect((await salvar({ deputadoLegislaturas: [{ deputadoId: '1' }, { deputadoId: '1' }] })).errors?.[0]?.extensions?.mensagens).toEqual([
      'Amélia Carvalhais já está nesta legislatura.',
    ]);
  });

  it('adds deputies with their current party, removes persisted rows marked _destroy, keeps one at least', async () => {
    const criada = await salvar({ deputadoLegislaturas: [{ deputadoId: '1' }, { deputadoId: '5' }] });
    expect(criada.errors).toBeUndefined();
    const { id, deputadoLegislaturas } = criada.data!.r;
    expect(deputadoLegislaturas.map((l) => [l.deputado.nome, l.partido?.sigla])).toEqual([
      ['Amélia Carvalhais', 'PSD'],
      ['Caio Vilela', 'UNIÃO'],
    ]);
    const [amelia, caio] = deputadoLegislaturas;
    // The deputies of a legislature, whose cached total must follow the writes to the legislature's rows.
    const daLegislatura = async () =>
      (await gestor.query<{ deputados: { total: number; itens: { nome: string }[] } }>(`{ deputados(filtro: { legislaturaId: "${id}" }) { total itens { nome } } }`)).data!.deputados;
    expect(await daLegislatura()).toEqual({ total: 2, itens: [{ nome: 'Amélia Carvalhais' }, { nome: 'Caio Vilela' }] });
    const tudo = await salvar({ deputadoLegislaturas: [{ id: amelia!.id, _destroy: true }, { id: caio!.id, _destroy: true }] }, id);
    expect(tudo.errors?.[0]?.extensions?.mensagens).toEqual(['Pelo menos um deputado deve ser selecionado']);
    const um = await salvar({ deputadoLegislaturas: [{ id: amelia!.id, _destroy: true }, { deputadoId: '3', _destroy: true }] }, id);
    expect(um.errors).toBeUndefined();
    expect(um.data!.r.deputadoLegislaturas.map((l) => l.deputado.nome)).toEqual(['Caio Vilela']);
    expect(await daLegislatura()).toEqual({ total: 1, itens: [{ nome: 'Caio Vilela' }] });
    // The party history of the deputy shows the new legislature too.
    const perfil = await gestor.query<{ deputado: { deputadoLegislaturas: { legislatura: { descricao: string } }[] } }>(
      '{ deputado(id: "5") { deputadoLegislaturas { legislatura { descricao } } } }',
    );
    expect(perfil.data!.deputado.deputadoLegislaturas.map((l) => l.legislatura.descricao)).toContain('21ª Legislatura');
    expect((await gestor.query<{ excluirLegislatura: boolean }>(`mutation { excluirLegislatura(id: "${id}") }`)).data!.excluirLegislatura).toBe(true);
  });
});
