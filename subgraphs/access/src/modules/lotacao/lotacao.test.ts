import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(access, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/lotacoes']));
});
afterAll(() => subgraph?.close());

interface LotacaoView {
  id: string;
  nome: string;
  sigla: string;
  ativa: boolean;
}
interface Pagina {
  itens: LotacaoView[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
}

const LISTA = `query($filtro: LotacaoFiltro, $pagina: Int, $porPagina: Int) {
  lotacoes(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { id nome sigla ativa } total pagina porPagina totalPaginas }
}`;
const CRIAR = `mutation($dados: LotacaoInput!) { criarLotacao(dados: $dados) { id nome sigla ativa } }`;

async function listar(filtro: Record<string, unknown> = {}, pagina = 1, porPagina = 10): Promise<Pagina> {
  const { data, errors } = await gestor.query<{ lotacoes: Pagina }>(LISTA, { filtro, pagina, porPagina });
  expect(errors).toBeUndefined();
  return data!.lotacoes;
}

describe('lotacoes', () => {
  it('lists the 18 seeded units page by page, by name', async () => {
    const primeira = await listar({}, 1, 10);
    expect(primeira).toMatchObject({ total: 18, pagina: 1, porPagina: 10, totalPaginas: 2 });
    expect(primeira.itens[0]!.nome).toBe('Assessoria de Cerimonial (extinta)');
    const segunda = await listar({}, 2, 10);
    expect(segunda.itens).toHaveLength(8);
    expect(segunda.itens.at(-1)!.nome).toBe('Secretaria de Comunicação');
  });

  it('filters by name or acronym and by active flag', async () => {
    expect((await listar({ termo: 'dti' })).itens.map((l) => l.nome)).toEqual(['Diretoria de Tecnologia da Informação']);
    expect((await listar({ termo: 'Gabinete' })).total).toBe(4);
    expect((await listar({ termo: 'diretoria' })).total).toBe(6);
    expect((await listar({ ativa: false })).itens.map((l) => l.sigla)).toEqual(['CERIM']);
    expect((await listar({ ativa: true })).total).toBe(17);
    expect((await listar({ termo: '%' })).total).toBe(0);
  });

  it('validates with the exact Portuguese messages, acronyms unique regardless of case', async () => {
    const vazio = await gestor.query(CRIAR, { dados: { nome: ' ', sigla: '' } });
    expect(vazio.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe o nome da lotação.', 'Informe a sigla da lotação.'] });
    const repetida = await gestor.query(CRIAR, { dados: { nome: 'Outra Diretoria', sigla: ' dti ' } });
    expect(repetida.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Já existe uma lotação com a sigla dti.'] });
    const longa = await gestor.query(CRIAR, { dados: { nome: 'Unidade', sigla: 'S'.repeat(31) } });
    expect(longa.errors?.[0]?.extensions?.mensagens).toEqual(['A sigla deve ter no máximo 30 caracteres.']);
    const deputado = await gestor.query(CRIAR, { dados: { nome: 'Gabinete', sigla: 'GAB-X', deputadoId: '-3' } });
    expect(deputado.errors?.[0]?.extensions?.mensagens).toEqual(['Deputado inválido.']);
  });

  it('links a cabinet to its deputy, and only staff ask for their active unit', async () => {
    const { data } = await gestor.query<{ lotacoes: { itens: { sigla: string; deputado: { id: string } | null }[] } }>(
      `{ lotacoes(filtro: { termo: "GAB-" }) { itens { sigla deputado { id } } } }`,
    );
    expect(data!.lotacoes.itens).toContainEqual({ sigla: 'GAB-CVILELA', deputado: { id: '5' } });
    const { data: outras } = await gestor.query<{ lotacoes: { itens: { deputado: unknown }[] } }>(`{ lotacoes(filtro: { termo: "DTI" }) { itens { deputado { id } } } }`);
    expect(outras!.lotacoes.itens).toEqual([{ deputado: null }]);
    const anonimo = await subgraph.query(`{ lotacaoAtiva { id } }`);
    expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates, updates and deletes a unit', async () => {
    const criada = await gestor.query<{ criarLotacao: LotacaoView }>(CRIAR, { dados: { nome: ' Diretoria de Patrimônio ', sigla: ' DPAT ' } });
    expect(criada.errors).toBeUndefined();
    const { id } = criada.data!.criarLotacao;
    expect(criada.data!.criarLotacao).toMatchObject({ nome: 'Diretoria de Patrimônio', sigla: 'DPAT', ativa: true });

    const ATUALIZAR = `mutation($id: ID!, $dados: LotacaoInput!) { atualizarLotacao(id: $id, dados: $dados) { nome sigla ativa } }`;
    // Keeping its own acronym is not a duplicate.
    const atualizada = await gestor.query<{ atualizarLotacao: LotacaoView }>(ATUALIZAR, { id, dados: { nome: 'Diretoria de Patrimônio e Almoxarifado', sigla: 'DPAT', ativa: false } });
    expect(atualizada.errors).toBeUndefined();
    expect(atualizada.data!.atualizarLotacao).toEqual({ nome: 'Diretoria de Patrimônio e Almoxarifado', sigla: 'DPAT', ativa: false });
    const tomada = await gestor.query(ATUALIZAR, { id, dados: { nome: 'X', sigla: 'PRES' } });
    expect(tomada.errors?.[0]?.extensions?.mensagens).toEqual(['Já existe uma lotação com a sigla PRES.']);

    const removida = await gestor.query<{ excluirLotacao: boolean }>(`mutation($id: ID!) { excluirLotacao(id: $id) }`, { id });
    expect(removida.data!.excluirLotacao).toBe(true);
    const sumiu = await gestor.query<{ lotacao: unknown }>(`query($id: ID!) { lotacao(id: $id) { id } }`, { id });
    expect(sumiu.data!.lotacao).toBeNull();
    const denovo = await gestor.query(`mutation($id: ID!) { excluirLotacao(id: $id) }`, { id });
    expect(denovo.errors?.[0]).toMatchObject({ message: 'Registro não encontrado.', extensions: { code: 'NOT_FOUND' } });
  });

  it('resolves federation references in one batch', async () => {
    const { data } = await gestor.query<{ _entities: { sigla: string }[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Lotacao { sigla } } }`,
      { r: [{ __typename: 'Lotacao', id: '3' }, { __typename: 'Lotacao', id: '1' }] },
    );
    expect(data!._entities.map((l) => l.sigla)).toEqual(['DG', 'PRES']);
  });

  it('declares the admin scopes on every mutation', async () => {
    const { data } = await gestor.query<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    expect(data!._service.sdl).toContain('criarLotacao(dados: LotacaoInput!): Lotacao! @requiresScopes(scopes: [["api/admin/lotacoes#create"]])');
    expect(data!._service.sdl).toContain('excluirLotacao(id: ID!): Boolean! @requiresScopes(scopes: [["api/admin/lotacoes#destroy"]])');
  });
});
