import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participation } from '../../index.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(participation, { seed: true });
});
afterAll(() => subgraph?.close());

interface ProcessoView {
  id: string;
  numero: string;
  titulo: string;
  situacao: string;
  situacaoDescricao: string;
  votosFavoraveis: number;
  votosContrarios: number;
  createdAt: string;
}
interface Pagina {
  itens: ProcessoView[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
}

const CAMPOS = 'id numero titulo situacao situacaoDescricao votosFavoraveis votosContrarios createdAt';
const LISTA = `query($filtro: ProcessoFiltro, $pagina: Int, $porPagina: Int) {
  processos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } total pagina porPagina totalPaginas }
}`;
const CRIAR = `mutation($dados: ProcessoInput!) { criarProcesso(dados: $dados) { ${CAMPOS} } }`;

async function listar(filtro: Record<string, unknown> = {}, pagina = 1, porPagina = 10): Promise<Pagina> {
  const { data, errors } = await subgraph.query<{ processos: Pagina }>(LISTA, { filtro, pagina, porPagina });
  expect(errors).toBeUndefined();
  return data!.processos;
}

describe('processos', () => {
  it('lists the 20 seeded processes page by page, most recent first', async () => {
    const primeira = await listar({}, 1, 8);
    expect(primeira).toMatchObject({ total: 20, pagina: 1, porPagina: 8, totalPaginas: 3 });
    expect(primeira.itens[0]).toMatchObject({ numero: '2026/0655', situacao: 'em_tramitacao', situacaoDescricao: 'Em tramitação', createdAt: '2026-10-13T11:45:00.000Z' });
    const ultima = await listar({}, 3, 8);
    expect(ultima.itens).toHaveLength(4);
    expect(ultima.itens.at(-1)!.numero).toBe('2025/0412');

    const todas = await listar({}, 1, 20);
    const datas = todas.itens.map((p) => p.createdAt);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('filters by term (number, title, summary) and by status', async () => {
    expect((await listar({ termo: '2025/1234' })).itens.map((p) => p.titulo)).toEqual(['Transparência nas filas de cirurgias eletivas']);
    expect((await listar({ termo: 'CERRADO' })).itens.map((p) => p.numero)).toEqual(['2025/0587']);
    expect((await listar({ termo: 'escolas' })).total).toBe(3);
    expect((await listar({ situacao: 'aprovado' })).total).toBe(4);
    expect((await listar({ situacao: 'arquivado' })).itens.map((p) => p.situacaoDescricao)).toEqual(['Arquivado', 'Arquivado']);
    expect((await listar({ situacao: 'em_tramitacao', termo: 'escolas' })).total).toBe(2);
    expect((await listar({ termo: '_' })).total).toBe(0);
  });

  it('validates with the exact Portuguese messages', async () => {
    const vazio = await subgraph.query(CRIAR, { dados: { numero: '', titulo: ' ', ementa: '', situacao: 'votado' } });
    expect(vazio.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe o número do processo.', 'Informe o título.', 'Informe a ementa.', 'Situação inválida: use em_tramitacao, aprovado ou arquivado.'],
    });
    const formato = await subgraph.query(CRIAR, { dados: { numero: '1234-2025', titulo: 'X', ementa: 'Y' } });
    expect(formato.errors?.[0]?.extensions?.mensagens).toEqual(['Informe o número no formato ano/número, por exemplo 2025/1234.']);
    const longo = await subgraph.query(CRIAR, { dados: { numero: '2026/9000', titulo: 'x'.repeat(256), ementa: 'Y' } });
    expect(longo.errors?.[0]?.extensions?.mensagens).toEqual(['O título deve ter no máximo 255 caracteres.']);
    const repetido = await subgraph.query(CRIAR, { dados: { numero: '2025/1234', titulo: 'X', ementa: 'Y' } });
    expect(repetido.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Já existe um processo com o número 2025/1234.'] });
  });

  it('creates with zero votes, updates and deletes a process', async () => {
    const criado = await subgraph.query<{ criarProcesso: ProcessoView }>(CRIAR, {
      dados: { numero: ' 2026/0999 ', titulo: ' Bibliotecas comunitárias ', ementa: 'Apoia bibliotecas comunitárias em bairros periféricos.' },
    });
    expect(criado.errors).toBeUndefined();
    const processo = criado.data!.criarProcesso;
    expect(processo).toMatchObject({ numero: '2026/0999', titulo: 'Bibliotecas comunitárias', situacao: 'em_tramitacao', votosFavoraveis: 0, votosContrarios: 0 });
    expect(Date.now() - Date.parse(processo.createdAt)).toBeLessThan(60_000);
    // The newest process heads the list.
    expect((await listar({}, 1, 1)).itens[0]!.id).toBe(processo.id);

    const ATUALIZAR = `mutation($id: ID!, $dados: ProcessoInput!) { atualizarProcesso(id: $id, dados: $dados) { numero situacao situacaoDescricao votosFavoraveis createdAt } }`;
    const atualizado = await subgraph.query<{ atualizarProcesso: Record<string, unknown> }>(ATUALIZAR, {
      id: processo.id,
      dados: { numero: '2026/0999', titulo: 'Bibliotecas comunitárias', ementa: 'Apoia bibliotecas.', situacao: 'aprovado' },
    });
    expect(atualizado.errors).toBeUndefined();
    expect(atualizado.data!.atualizarProcesso).toEqual({ numero: '2026/0999', situacao: 'aprovado', situacaoDescricao: 'Aprovado', votosFavoraveis: 0, createdAt: processo.createdAt });

    const removido = await subgraph.query<{ excluirProcesso: boolean }>(`mutation($id: ID!) { excluirProcesso(id: $id) }`, { id: processo.id });
    expect(removido.data!.excluirProcesso).toBe(true);
    const sumiu = await subgraph.query<{ processo: unknown }>(`query($id: ID!) { processo(id: $id) { id } }`, { id: processo.id });
    expect(sumiu.data!.processo).toBeNull();
  });

  it('resolves federation references', async () => {
    const { data } = await subgraph.query<{ _entities: { numero: string }[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Processo { numero } } }`,
      { r: [{ __typename: 'Processo', id: '2' }, { __typename: 'Processo', id: '1' }] },
    );
    expect(data!._entities.map((p) => p.numero)).toEqual(['2025/0587', '2025/0412']);
  });

  it('declares the admin scopes on every mutation', async () => {
    const { data } = await subgraph.query<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    expect(data!._service.sdl).toContain('criarProcesso(dados: ProcessoInput!): Processo! @requiresScopes(scopes: [["api/admin/processos#create"]])');
    expect(data!._service.sdl).toContain('excluirProcesso(id: ID!): Boolean! @requiresScopes(scopes: [["api/admin/processos#destroy"]])');
  });
});
