import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskBlobStore } from '@alego/kit/blobs';
import { startTestSubgraph, textoDoPdf, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../index.js';
import { Organograma } from '../modules/organograma/organograma.entity.js';

let varDir: string;
let subgraph: TestSubgraph;
const anterior = process.env.PORTAL_VAR_DIR;

beforeAll(async () => {
  // As a portal started by `npm start`: the seeders find the blob store under $PORTAL_VAR_DIR/arquivos.
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-organogramas-'));
  process.env.PORTAL_VAR_DIR = varDir;
  subgraph = await startTestSubgraph(transparency, { seed: true });
}, 120_000);
afterAll(async () => {
  if (anterior === undefined) delete process.env.PORTAL_VAR_DIR;
  else process.env.PORTAL_VAR_DIR = anterior;
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

describe('organogramas de demonstração', () => {
  it('each demo org chart carries a stored PDF that draws its structure', async () => {
    const organogramas = await subgraph.orm.em.fork().find(Organograma, {}, { orderBy: { vigenteDesde: 'asc' } });
    expect(organogramas).toHaveLength(3);
    const store = new DiskBlobStore(path.join(varDir, 'arquivos'));
    for (const organograma of organogramas) {
      expect(organograma.arquivo).toMatchObject({ tipo: 'application/pdf', nome: `organograma-${organograma.ano}.pdf` });
      const bytes = await lerPdf(store, organograma);
      expect(bytes.length).toBe(organograma.arquivo!.tamanho);
      const texto = await textoDoPdf(bytes);
      expect(texto).toContain(organograma.titulo);
      expect(texto).toContain('Mesa Diretora');
      expect(texto).toContain('Secretaria Administrativa');
    }
    expect(await textoDoPdf(await lerPdf(store, organogramas.at(-1)!))).toContain('Escola do Legislativo');
  });
});

async function lerPdf(store: DiskBlobStore, organograma: Organograma): Promise<Buffer> {
  const lido = await store.get(organograma.arquivo!.chave);
  expect(lido?.tipo).toBe('application/pdf');
  const partes: Buffer[] = [];
  for await (const parte of lido!.stream) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}
