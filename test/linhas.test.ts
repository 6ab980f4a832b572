import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import { lerLinhas, lerPaginaFunda, listarComTotal, ondeDaPaginaFunda, planoDe, type SubgraphDefinition } from '@alego/kit';
import { contarComandosSql, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';

// Lists and their children are read as plain rows where an entity allows it (subgraphs/kit/src/linhas.ts). This
// reads the seeded rows of every entity of every subgraph both ways and requires the same values, so that an
// entity whose plain row would mean something else (a type converted on hydration, a reference) is caught here.

const SUBGRAFOS: SubgraphDefinition[] = [access, content, participation, people, transparency];

/** A value as GraphQL would see it: a reference by its key, a date as its instant. */
function normalizar(valor: unknown, chave: string | undefined): unknown {
  if (valor instanceof Date) return valor.toISOString();
  if (chave && valor !== null && typeof valor === 'object') return (valor as Record<string, unknown>)[chave];
  return valor;
}

/** The orders of the lists a deep page must seek in (issue #23): contracts and commitments. */
const ORDENS_DAS_LISTAS: Record<string, Record<string, string>> = { Contrato: { dataAssinatura: 'desc', id: 'desc' }, Empenho: { data: 'desc', id: 'desc' } };

describe('plain rows for display, against the entities', () => {
  const subgrafos = new Map<string, TestSubgraph>();

  beforeAll(async () => {
    for (const definicao of SUBGRAFOS) subgrafos.set(definicao.name, await startTestSubgraph(definicao, { seed: true }));
  }, 600_000);

  afterAll(async () => {
    await Promise.all([...subgrafos.values()].map((s) => s.close()));
  });

  it('reads the same values as the entities for every entity read that way, in every subgraph', async () => {
    const comparadas: string[] = [];
    const semPlano: string[] = [];
    for (const [nome, subgrafo] of subgrafos) {
      const em = subgrafo.orm.em.fork();
      for (const meta of em.getMetadata().getAll().values() as Iterable<EntityMetadata>) {
        if (!meta.class || meta.embeddable || meta.virtual || meta.abstract) continue;
        const plano = planoDe(em, meta);
        if (!plano) {
          semPlano.push(meta.className);
          continue;
        }
        const chave = meta.primaryKeys[0]!;
        const ordem = { [chave]: 'asc' } as never;
        const entidades = (await em.fork().find(meta.class, {}, { limit: 25, orderBy: ordem })) as Record<string, unknown>[];
        const linhas = (await lerLinhas(em.fork(), meta.class, {}, { limit: 25, orderBy: ordem })) as Record<string, unknown>[];
        const referencias = new Map(plano.referencias);
        const comoValores = (registros: Record<string, unknown>[]) =>
          registros.map((r) => Object.fromEntries(plano.campos.map((campo) => [campo, normalizar(r[campo], referencias.get(campo))])));
        expect(comoValores(linhas), `${nome}: ${meta.className}`).toEqual(comoValores(entidades));
        if (entidades.length) comparadas.push(meta.className);
      }
    }
    // The lists this exists for are read as plain rows, with seeded rows compared (a silent fallback would not fail).
    expect(comparadas).toEqual(expect.arrayContaining(['Contrato', 'FiscalContrato', 'Empenho', 'Diaria', 'Noticia']));
    expect(comparadas.length).toBeGreaterThan(30);
    // An entity with a collection keeps being read as an entity.
    expect(semPlano.length).toBeGreaterThan(0);
  }, 300_000);

  it('keeps filters, order, limit and offset, and a many-to-one reads as its key', async () => {
    const em = subgrafos.get('transparency')!.orm.em.fork();
    const [Contrato, FiscalContrato] = ['Contrato', 'FiscalContrato'].map((nome) => [...em.getMetadata().getAll().values()].find((m) => m.className === nome)!.class);
    const ordem = { dataAssinatura: 'desc', id: 'desc' } as never;
    const entidades = (await em.fork().find(Contrato!, { tipo: 'contrato' }, { limit: 5, offset: 3, orderBy: ordem })) as { id: number }[];
    const linhas = (await lerLinhas(em.fork(), Contrato!, { tipo: 'contrato' } as never, { limit: 5, offset: 3, orderBy: ordem })) as { id: number }[];
    expect(linhas.map((l) => l.id)).toEqual(entidades.map((e) => e.id));
    expect(linhas).toHaveLength(5);
    const fiscais = (await lerLinhas(em.fork(), FiscalContrato!, { contrato: { $in: linhas.map((l) => l.id) } } as never)) as { contrato: { id: number } }[];
    expect(fiscais.length).toBeGreaterThan(0);
    for (const fiscal of fiscais) expect(linhas.map((l) => l.id)).toContain(fiscal.contrato.id);
  });

  it('reads a deep page by its keys (a subquery in the same statement) as the offset gives it, as rows and as entities', async () => {
    let comoEntidades = 0;
    for (const subgrafo of subgrafos.values()) {
      for (const meta of subgrafo.orm.em.getMetadata().getAll().values() as Iterable<EntityMetadata>) {
        if (!meta.class || meta.embeddable || meta.virtual || meta.abstract || meta.primaryKeys.length !== 1) continue;
        const em = subgrafo.orm.em.fork();
        const ordem = { [meta.primaryKeys[0]!]: 'desc' } as never;
        const chave = (linha: object) => (linha as Record<string, unknown>)[meta.primaryKeys[0]!];
        for (const offset of [1, 2]) {
          const esperadas = await em.fork().find(meta.class, {}, { limit: 3, offset, orderBy: ordem });
          const linhas = await lerLinhas(em.fork(), meta.class, ondeDaPaginaFunda(em, meta.class, {}, { limit: 3, offset, orderBy: ordem }), { orderBy: ordem });
          expect(linhas.map(chave), `${meta.className} offset ${offset}`).toEqual(esperadas.map(chave));
          if (offset === 1 && esperadas.length && !planoDe(em, meta)) comoEntidades++;
        }
      }
    }
    // Some entities are read by em.find (not as plain rows): the condition must hold there too.
    expect(comoEntidades).toBeGreaterThan(0);
  }, 300_000);

  it('seeks a deep page from the bookmarks of its order as the offset gives it, with ties, mixed directions and nullable columns', async () => {
    // Bookmarks every 2 rows, so the seeded rows cross several; each order ends with the key, as the lists' do.
    const espaco = 2;
    const porPagina = 2;
    let comMarcadores = 0;
    const comListas: string[] = [];
    for (const subgrafo of subgrafos.values()) {
      for (const meta of subgrafo.orm.em.getMetadata().getAll().values() as Iterable<EntityMetadata>) {
        if (!meta.class || meta.embeddable || meta.virtual || meta.abstract || meta.primaryKeys.length !== 1) continue;
        const chave = meta.primaryKeys[0]!;
        const total = await subgrafo.orm.em.fork().count(meta.class, {});
        if (total < 2 * espaco + porPagina) continue;
        // Scalar columns that can be ordered (not JSON, vectors or bytes): booleans and enums bring many ties.
        const ordenaveis = meta.props.filter(
          (p) => p.kind === ReferenceKind.SCALAR && !p.primary && p.persist !== false && !p.lazy && p.fieldNames.length === 1 && !/json|tsvector|bytea/.test(p.columnTypes[0] ?? ''),
        );
        const semNulos = ordenaveis.filter((p) => !p.nullable);
        const anulavel = ordenaveis.find((p) => p.nullable);
        // A nullable column: read by offset (a keyset cannot compare NULLs), the same rows all the same.
        const porOffset = anulavel ? { [anulavel.name]: 'desc nulls last', [chave]: 'desc' } : undefined;
        const ordens: Record<string, string>[] = [
          { [chave]: 'desc' },
          ...(ORDENS_DAS_LISTAS[meta.className] ? [ORDENS_DAS_LISTAS[meta.className]!] : []),
          ...(semNulos[0] ? [{ [semNulos[0].name]: 'asc', [chave]: 'desc' }] : []),
          ...(semNulos[1] ? [{ [semNulos[1].name]: 'desc', [semNulos[0]!.name]: 'asc', [chave]: 'asc' }] : []),
          ...(porOffset ? [porOffset] : []),
        ];
        const id = (linha: object) => (linha as Record<string, unknown>)[chave];
        for (const ordem of ordens) {
          for (let offset = espaco; offset <= Math.min(total, 30); offset++) {
            const opcoes = { limit: porPagina, offset, orderBy: ordem as never, espaco };
            const esperadas = await subgrafo.orm.em.fork().find(meta.class, {}, { limit: porPagina, offset, orderBy: ordem as never });
            const ler = () => lerPaginaFunda(subgrafo.orm.em.fork(), meta.class, {}, opcoes, (condicao) => lerLinhas(subgrafo.orm.em.fork(), meta.class, condicao, { orderBy: ordem as never }));
            const linhas = await ler();
            const rotulo = `${meta.className} ${JSON.stringify(ordem)} offset ${offset}`;
            expect(linhas.map(id), rotulo).toEqual(esperadas.map(id));
            if (ordem === porOffset || !esperadas.length) continue;
            // Found once per filter and order: the next page reads in one statement, the bookmarks kept, which checks
            // in the same statement that no table was written since they were found (the stamps).
            const comandos: string[] = [];
            expect(await contarComandosSql(subgrafo.orm, ler, (texto) => comandos.push(texto) > 0), rotulo).toBe(1);
            expect(comandos[0], rotulo).toContain('versoes_de_tabela');
            comMarcadores++;
            if (ordem === ORDENS_DAS_LISTAS[meta.className] && !comListas.includes(meta.className)) comListas.push(meta.className);
          }
        }
      }
    }
    expect(comMarcadores).toBeGreaterThan(100);
    expect(comListas.sort()).toEqual(['Contrato', 'Empenho']);
  }, 600_000);

  it('builds one SQL text per filter shape and binds each call’s values: pages and totals as em.find and em.count', async () => {
    const em = subgrafos.get('content')!.orm.em.fork();
    const Noticia = [...em.getMetadata().getAll().values()].find((m) => m.className === 'Noticia')!.class as new () => { id: number; categoria: string };
    const ordem = { publicadaEm: 'desc', id: 'desc' } as never;
    const categorias = [...new Set((await em.fork().find(Noticia, {}, { limit: 200 })).map((n) => n.categoria))];
    expect(categorias.length).toBeGreaterThan(1);
    const ids = (await em.fork().find(Noticia, {}, { orderBy: { id: 'asc' }, limit: 6 })).map((n) => n.id);
    const visiveis = (publicada: boolean) => ({ publicada, publicadaEm: { $lte: new Date() } });
    // Each shape comes at least twice with other values: the second is served by the first one's template.
    const filtros: object[] = [
      visiveis(true),
      visiveis(false),
      ...categorias.map((categoria) => ({ $and: [visiveis(true), { categoria }] })),
      { id: { $in: ids.slice(0, 3) } },
      { id: { $in: ids.slice(3, 6) } },
      { $and: [visiveis(true), { deputadoId: null }] },
      { $and: [visiveis(true), { deputadoId: 1 }] },
      { $and: [visiveis(true), { deputadoId: 2 }] },
    ];
    const lista = subgrafos.get('content')!.orm.em.fork();
    const construcoes = vi.spyOn(lista, 'createQueryBuilder');
    const forma = (onde: object) => JSON.stringify(onde, (_chave, valor: unknown) => (typeof valor === 'object' ? valor : typeof valor));
    const comPaginaVazia = new Set<string>();
    for (const [limit, offset] of [[3, 0], [3, 2], [2, 1]] as const) {
      for (const onde of filtros) {
        const [itens, total] = await listarComTotal(lista, Noticia, onde as never, { limit, offset, orderBy: ordem, totalGuardado: false });
        const entidades = await em.fork().find(Noticia, onde as never, { limit, offset, orderBy: ordem });
        expect(itens.map((n) => n.id), JSON.stringify(onde)).toEqual(entidades.map((n) => n.id));
        expect(total, JSON.stringify(onde)).toBe(await em.fork().count(Noticia, onde as never));
        if (!itens.length) comPaginaVazia.add(forma(onde));
      }
    }
    // Per shape and limit form, the page with its count (two builders) is built twice (the request's and the
    // check's) once; an empty page, which carries no count, builds the count alone twice once per shape.
    const formas = new Set(filtros.map(forma));
    const formasDeLimite = 2; // offset 0, and an offset
    expect(construcoes.mock.calls.length).toBe(formas.size * formasDeLimite * 2 * 2 + comPaginaVazia.size * 2);
  });

  it('reads a page and its count in one statement when counting on every call; apart inside a transaction and for an empty page', async () => {
    const orm = subgrafos.get('content')!.orm;
    const Noticia = [...orm.em.getMetadata().getAll().values()].find((m) => m.className === 'Noticia')!.class as new () => { id: number };
    const ordem = { publicadaEm: 'desc', id: 'desc' } as never;
    const visiveis = { publicada: true, publicadaEm: { $lte: new Date() } } as never;
    const esperado = async (limit: number, offset: number) => {
      const em = orm.em.fork();
      return [(await em.find(Noticia, visiveis, { limit, offset, orderBy: ordem })).map((n) => n.id), await em.count(Noticia, visiveis)];
    };
    const pagina = async (em: typeof orm.em, limit: number, offset: number) => {
      const [itens, total] = await listarComTotal(em, Noticia, visiveis, { limit, offset, orderBy: ordem, totalGuardado: false });
      return [itens.map((n) => n.id), total];
    };
    const total = await orm.em.fork().count(Noticia, visiveis);
    expect(total).toBeGreaterThan(3);
    for (const [limit, offset, comandos] of [[3, 0, 1], [3, 1, 1], [3, total, 2]] as const) {
      let lida: unknown;
      expect(await contarComandosSql(orm, async () => (lida = await pagina(orm.em.fork(), limit, offset)))).toBe(comandos);
      expect(lida).toEqual(await esperado(limit, offset));
      // Inside a transaction, the page and the count apart, as before (the count follows the transaction's writes).
      const naTransacao = await orm.em.fork().transactional((em) => pagina(em, limit, offset));
      expect(naTransacao).toEqual(await esperado(limit, offset));
    }
  });
});
