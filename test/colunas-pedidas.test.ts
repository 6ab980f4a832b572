import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contarComandosSql, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';

// A list and a federation reference read only the columns of the fields asked (subgraphs/kit/src/leituras.ts): the
// public page of news asked for its title and summary does not read the HTML body, the deputies the gateway joins to
// it are read without their biography, and both answer exactly what the full reading answers.

interface Pagina {
  noticias: { itens: Record<string, unknown>[]; total: number };
}

describe('a page of news reads the columns of the fields asked', () => {
  let subgrafo: TestSubgraph;

  beforeAll(async () => {
    subgrafo = await startTestSubgraph(content, { seed: true });
  });

  afterAll(async () => {
    await subgrafo.close();
  });

  /** The answer and the SQL of the page's statement. */
  async function pagina(campos: string): Promise<{ itens: Record<string, unknown>[]; total: number; sql: string[] }> {
    const sql: string[] = [];
    let resposta: Awaited<ReturnType<TestSubgraph['query']>> | undefined;
    await contarComandosSql(
      subgrafo.orm,
      async () => (resposta = await subgrafo.query<Pagina>(`{ noticias(porPagina: 50) { itens { ${campos} } total } }`)),
      (texto) => (/from "content"\."noticias"/.test(texto) ? Boolean(sql.push(texto)) : false),
    );
    expect(resposta?.errors).toBeUndefined();
    const { itens, total } = (resposta!.data as unknown as Pagina).noticias;
    return { itens, total, sql };
  }

  it('leaves the body out when it is not asked, and answers as the reading of every column does', async () => {
    const estreita = await pagina('id titulo resumo publicadaEm');
    expect(estreita.itens.length).toBeGreaterThan(1);
    expect(estreita.sql.join('\n')).not.toMatch(/"conteudo"/);
    // `conteudo` (the body) is read and dropped in the wide answer: the same rows, the same values of the fields both asked.
    const larga = await pagina('id titulo resumo publicadaEm conteudo');
    expect(larga.sql.join('\n')).toMatch(/"conteudo"/);
    expect(larga.total).toBe(estreita.total);
    expect(larga.itens.map(({ conteudo: _conteudo, ...resto }) => resto)).toEqual(estreita.itens);
  });

  it('reads what a field resolver declares: the deputy by its key, the image by its stored reference', async () => {
    const comDeputado = await pagina('id deputado { id } imagem { url }');
    const sql = comDeputado.sql.join('\n');
    expect(sql).toMatch(/"deputado_id"/);
    expect(sql).toMatch(/"imagem"/);
    expect(sql).not.toMatch(/"conteudo"|"titulo"/);
    const todas = await pagina('id titulo deputado { id } imagem { url }');
    expect(todas.itens.map(({ titulo: _titulo, ...resto }) => resto)).toEqual(comDeputado.itens);
    expect(comDeputado.itens.some((item) => item.deputado !== null)).toBe(true);
  });
});

describe('a federation reference reads the columns of the fields the gateway asks', () => {
  let subgrafo: TestSubgraph;
  const representacoes = { r: [1, 2, 3, 4, 5].map((id) => ({ __typename: 'Deputado', id: String(id) })) };

  beforeAll(async () => {
    subgrafo = await startTestSubgraph(people, { seed: true });
  });

  afterAll(async () => {
    await subgrafo.close();
  });

  async function entidades(selecao: string): Promise<{ data: Record<string, Record<string, unknown>[]>; sql: string[] }> {
    const sql: string[] = [];
    let resposta: Awaited<ReturnType<TestSubgraph['query']>> | undefined;
    await contarComandosSql(
      subgrafo.orm,
      async () => (resposta = await subgrafo.query(`query($r: [_Any!]!) { ${selecao} }`, representacoes)),
      (texto) => (/from "people"\."deputados"/.test(texto) ? Boolean(sql.push(texto)) : false),
    );
    expect(resposta?.errors).toBeUndefined();
    return { data: resposta!.data as Record<string, Record<string, unknown>[]>, sql };
  }

  it("reads the deputy's name and party key, not the biography, in the statement that joins the party", async () => {
    const { data, sql } = await entidades('_entities(representations: $r) { ... on Deputado { nome partido { sigla } } }');
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/"nome"/);
    expect(sql[0]).toMatch(/"partido_id"/);
    expect(sql[0]).not.toMatch(/"biografia"/);
    const completa = await entidades('_entities(representations: $r) { ... on Deputado { nome partido { sigla } biografia } }');
    expect(completa.sql.join('\n')).toMatch(/"biografia"/);
    expect(completa.data._entities!.map(({ biografia: _biografia, ...resto }) => resto)).toEqual(data._entities);
    expect(data._entities!.every((deputado) => typeof deputado.nome === 'string')).toBe(true);
  });

  it('never answers a field from a row read for other fields in the same request', async () => {
    const { data } = await entidades('a: _entities(representations: $r) { ... on Deputado { nome } } b: _entities(representations: $r) { ... on Deputado { nome biografia } }');
    const completa = await entidades('_entities(representations: $r) { ... on Deputado { nome biografia } }');
    expect(data.b).toEqual(completa.data._entities);
    expect(completa.data._entities!.some((deputado) => typeof deputado.biografia === 'string' && deputado.biografia.length > 0)).toBe(true);
  });
});
