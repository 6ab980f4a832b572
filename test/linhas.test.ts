import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityMetadata } from '@mikro-orm/core';
import { lerLinhas, planoDe, type SubgraphDefinition } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
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
});
