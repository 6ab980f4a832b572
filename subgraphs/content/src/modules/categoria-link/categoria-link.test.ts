import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(content, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/categorias_links']));
});
afterAll(() => subgraph?.close());

interface Lista {
  categoriasLinks: { itens: { id: string; nome: string; ordem: number }[]; total: number };
}

describe('categorias de links (kit CRUD)', () => {
  it('lists the seeded categories in order and searches by name', async () => {
    const { data, errors } = await gestor.query<Lista>(`{ categoriasLinks { itens { id nome ordem } total } }`);
    expect(errors).toBeUndefined();
    expect(data!.categoriasLinks.total).toBe(5);
    const ordens = data!.categoriasLinks.itens.map((c) => c.ordem);
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
    const busca = await gestor.query<Lista>(`{ categoriasLinks(filtro: { termo: "transp" }) { itens { nome } total } }`);
    expect(busca.data!.categoriasLinks.itens.map((c) => c.nome)).toEqual(['Transparência']);
  });

  it('creates, updates and deletes with Portuguese validation', async () => {
    const invalida = await gestor.query(`mutation { criarCategoriaLink(dados: { nome: " ", ordem: -1 }) { id } }`);
    expect(invalida.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe o nome da categoria.', 'A ordem deve ser um número inteiro entre 0 e 999999.'],
    });
    const criada = await gestor.query<{ criarCategoriaLink: { id: string; nome: string; ordem: number } }>(
      `mutation { criarCategoriaLink(dados: { nome: "  Imprensa  ", ordem: 9 }) { id nome ordem } }`,
    );
    expect(criada.data!.criarCategoriaLink).toMatchObject({ nome: 'Imprensa', ordem: 9 });
    const id = criada.data!.criarCategoriaLink.id;
    const atualizada = await gestor.query<{ atualizarCategoriaLink: { nome: string } }>(
      `mutation($id: ID!) { atualizarCategoriaLink(id: $id, dados: { nome: "Imprensa oficial" }) { nome ordem } }`,
      { id },
    );
    expect(atualizada.data!.atualizarCategoriaLink).toEqual({ nome: 'Imprensa oficial', ordem: 0 });
    const excluida = await gestor.query(`mutation($id: ID!) { excluirCategoriaLink(id: $id) }`, { id });
    expect(excluida.data).toEqual({ excluirCategoriaLink: true });
    const obtida = await gestor.query(`query($id: ID!) { categoriaLink(id: $id) { id } }`, { id });
    expect(obtida.data).toEqual({ categoriaLink: null });
  });
});
