import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskBlobStore } from '@alego/kit/blobs';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../index.js';
import { Deputado } from '../modules/deputado/deputado.entity.js';
import { pareceFeminino, retratoSvg } from './retrato.js';

let varDir: string;
let subgraph: TestSubgraph;
const anterior = process.env.PORTAL_VAR_DIR;

beforeAll(async () => {
  // As a portal started by `npm start`: the seeders find the blob store under $PORTAL_VAR_DIR/arquivos.
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-fotos-'));
  process.env.PORTAL_VAR_DIR = varDir;
  subgraph = await startTestSubgraph(people, { seed: true, internalToken: 'segredo-de-teste' });
});
afterAll(async () => {
  if (anterior === undefined) delete process.env.PORTAL_VAR_DIR;
  else process.env.PORTAL_VAR_DIR = anterior;
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

describe('retratos de demonstração', () => {
  it('every seeded deputy has an illustrated portrait stored in the blob store as an uploaded photo would be', async () => {
    const deputados = await subgraph.orm.em.fork().find(Deputado, {}, { orderBy: { id: 'asc' } });
    expect(deputados.length).toBeGreaterThanOrEqual(41);
    const store = new DiskBlobStore(path.join(varDir, 'arquivos'));
    for (const deputado of deputados) {
      expect(deputado.foto, deputado.nome).toMatchObject({ tipo: 'image/jpeg', largura: 400, altura: 533 });
      const lido = await store.get(deputado.foto!.chave);
      expect(lido?.tipo).toBe('image/jpeg');
      lido?.stream.destroy();
    }
    expect(new Set(deputados.map((d) => d.foto!.chave)).size).toBe(deputados.length);
  });

  it('shows the portrait through GraphQL with the signed URL the public pages use', async () => {
    const { data } = await subgraph.query<{ deputado: { fotoMiniatura: string | null } }>('{ deputado(id: "1") { fotoMiniatura(largura: 160) } }');
    expect(data?.deputado.fotoMiniatura).toMatch(/^\/arquivos\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg\?v=[\w-]{22}&largura=160$/);
  });

  it('draws varied, deterministic faces', () => {
    expect(retratoSvg(7, 'Célia Damasceno')).toBe(retratoSvg(7, 'Célia Damasceno'));
    const svgs = new Set(Array.from({ length: 41 }, (_, i) => retratoSvg(i + 1, 'Lauro Pimentel')));
    expect(svgs.size).toBeGreaterThan(35);
    expect([pareceFeminino('Amélia Carvalhais'), pareceFeminino('Beatriz Quintela'), pareceFeminino('Delegado Ronan Peixoto'), pareceFeminino('Dr. Estevão Lacerda')]).toEqual([true, true, false, false]);
  });
});
