import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';

let subgraph: TestSubgraph;
let gestor: Pick<TestSubgraph, 'query'>;
let semPermissao: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(content, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/pergunta_frequentes', 'api/admin/categorias_perguntas_frequentes']));
  semPermissao = subgraph.como(await subgraph.equipe(['api/admin/noticias']));
}, 120_000);
afterAll(() => subgraph?.close());

interface Categoria {
  id: string;
  nome: string;
  ordem: number;
  perguntas: { id: string; ordem: number; pergunta: string }[];
}
const CATEGORIAS = `{ categoriasPerguntasFrequentes { itens { id nome ordem perguntas { id ordem pergunta } } } }`;
const CRIAR = `mutation($dados: PerguntaFrequenteInput!) { criarPerguntaFrequente(dados: $dados) { id ordem resposta categoriaNome } }`;

async function categorias(): Promise<Categoria[]> {
  return (await subgraph.query<{ categoriasPerguntasFrequentes: { itens: Categoria[] } }>(CATEGORIAS)).data!.categoriasPerguntasFrequentes.itens;
}

describe('perguntas frequentes', () => {
  it('lists the seeded categories in order, each with its questions in order', async () => {
    const lidas = await categorias();
    expect(lidas.map((c) => c.ordem)).toEqual([1, 2, 3]);
    for (const c of lidas) expect(c.perguntas.map((p) => p.ordem)).toEqual(c.perguntas.map((_, i) => i + 1));
  });

  it('suggests the next order, gives it when left out, and needs the permission', async () => {
    const [primeira] = await categorias();
    const proxima = await subgraph.query<{ proximaOrdemPerguntaFrequente: number; proximaOrdemCategoriaPerguntaFrequente: number }>(
      `query($c: ID) { proximaOrdemPerguntaFrequente(categoria: $c) proximaOrdemCategoriaPerguntaFrequente }`,
      { c: primeira!.id },
    );
    expect(proxima.data).toEqual({ proximaOrdemPerguntaFrequente: primeira!.perguntas.length + 1, proximaOrdemCategoriaPerguntaFrequente: 4 });
    const dados = { categoriaPerguntaFrequenteId: primeira!.id, pergunta: ' Há estacionamento para visitantes? ', resposta: '<p>Sim, no anexo.</p><img src="javascript:alert(1)">' };
    expect((await subgraph.query(CRIAR, { dados })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await semPermissao.query(CRIAR, { dados })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const criada = await gestor.query<{ criarPerguntaFrequente: { ordem: number; resposta: string; categoriaNome: string } }>(CRIAR, { dados });
    expect(criada.data!.criarPerguntaFrequente).toEqual({ id: expect.any(String), ordem: primeira!.perguntas.length + 1, resposta: '<p>Sim, no anexo.</p>', categoriaNome: primeira!.nome });
  });

  it('refuses a missing category and an empty answer in Portuguese', async () => {
    const invalida = await gestor.query(CRIAR, { dados: { categoriaPerguntaFrequenteId: '999999', pergunta: 'P?', resposta: '<p> </p>' } });
    expect(invalida.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Categoria não encontrada.'] });
    const [primeira] = await categorias();
    const semResposta = await gestor.query(CRIAR, { dados: { categoriaPerguntaFrequenteId: primeira!.id, pergunta: 'P?', resposta: '<p> </p>' } });
    expect(semResposta.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe a resposta.'] });
  });

  it('deleting a question moves the ones after it in its category up, and leaves the other categories alone', async () => {
    const antes = await categorias();
    const [primeira, segunda] = antes;
    const excluida = primeira!.perguntas[0]!;
    const EXCLUIR = `mutation($id: ID!) { excluirPerguntaFrequente(id: $id) }`;
    expect((await semPermissao.query(EXCLUIR, { id: excluida.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gestor.query(EXCLUIR, { id: excluida.id })).data).toEqual({ excluirPerguntaFrequente: true });
    const depois = await categorias();
    expect(depois[0]!.perguntas.map((p) => [p.id, p.ordem])).toEqual(primeira!.perguntas.slice(1).map((p, i) => [p.id, i + 1]));
    expect(depois[1]).toEqual(segunda);
  });
});
