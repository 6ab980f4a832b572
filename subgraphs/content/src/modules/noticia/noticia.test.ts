import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';
import { Noticia } from './noticia.entity.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(content, { seed: true });
});
afterAll(() => subgraph?.close());

interface NoticiasData {
  noticias: { itens: { id: string; titulo: string; publicadaEm: string; deputado: { id: string } | null }[]; total: number; totalPaginas: number };
}

describe('noticias (public list)', () => {
  it('shows only published news whose time has come, newest first', async () => {
    const { data, errors } = await subgraph.query<NoticiasData>(
      `{ noticias(pagina: 1, porPagina: 50) { itens { id titulo publicadaEm deputado { id } } total totalPaginas } }`,
    );
    expect(errors).toBeUndefined();
    const em = subgraph.orm.em.fork();
    const visiveis = await em.count(Noticia, { publicada: true, publicadaEm: { $lte: new Date() } });
    const todas = await em.count(Noticia);
    expect(visiveis).toBeLessThan(todas);
    expect(data!.noticias.total).toBe(visiveis);
    const datas = data!.noticias.itens.map((n) => Date.parse(n.publicadaEm));
    expect(datas).toEqual([...datas].sort((a, b) => b - a));
    expect(datas.every((d) => d <= Date.now())).toBe(true);
    expect(data!.noticias.itens.map((n) => n.titulo)).not.toContain('Rascunho: balanço das atividades legislativas do semestre');
  });

  it('does not reveal a scheduled or unpublished item by id', async () => {
    const em = subgraph.orm.em.fork();
    const agendada = await em.findOneOrFail(Noticia, { publicadaEm: { $gt: new Date() } });
    const rascunho = await em.findOneOrFail(Noticia, { publicada: false });
    const { data } = await subgraph.query(`query($a: ID!, $b: ID!) { a: noticia(id: $a) { id } b: noticia(id: $b) { id } }`, {
      a: String(agendada.id),
      b: String(rascunho.id),
    });
    expect(data).toEqual({ a: null, b: null });
  });

  it('points at the deputy as a federation reference', async () => {
    const { data } = await subgraph.query<NoticiasData>(`{ noticias(porPagina: 1) { itens { deputado { id } } } }`);
    expect(data!.noticias.itens[0]!.deputado).toEqual({ id: '24' });
  });

  it('validates input in Portuguese and derives the URL suffix from the title', async () => {
    const invalid = await subgraph.query(`mutation { criarNoticia(dados: { titulo: " ", conteudo: "" }) { id } }`);
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe o título da notícia.', 'Informe o conteúdo da notícia.'],
    });
    const created = await subgraph.query<{ criarNoticia: { urlSufixo: string; publicada: boolean; categoria: string } }>(
      `mutation { criarNoticia(dados: { titulo: "Sessão extraordinária às 14h", conteudo: "<p>Texto</p>", categoria: discurso }) { urlSufixo publicada categoria } }`,
    );
    expect(created.data!.criarNoticia).toEqual({ urlSufixo: 'sessao-extraordinaria-as-14h', publicada: false, categoria: 'discurso' });
  });
});
