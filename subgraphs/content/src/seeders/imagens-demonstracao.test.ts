import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskBlobStore } from '@alego/kit/blobs';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../index.js';
import { Noticia } from '../modules/noticia/noticia.entity.js';

let varDir: string;
let subgraph: TestSubgraph;
const anterior = process.env.PORTAL_VAR_DIR;

beforeAll(async () => {
  // As a portal started by `npm start`: the seeders find the blob store under $PORTAL_VAR_DIR/arquivos.
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-ilustracoes-'));
  process.env.PORTAL_VAR_DIR = varDir;
  subgraph = await startTestSubgraph(content, { seed: true });
});
afterAll(async () => {
  if (anterior === undefined) delete process.env.PORTAL_VAR_DIR;
  else process.env.PORTAL_VAR_DIR = anterior;
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

describe('ilustrações das notícias de demonstração', () => {
  it('most news items and every highlight have a stored image with alt text', async () => {
    const noticias = await subgraph.orm.em.fork().find(Noticia, {}, { orderBy: { id: 'asc' } });
    const comImagem = noticias.filter((n) => n.imagem);
    expect(comImagem.length / noticias.length).toBeGreaterThanOrEqual(0.7);
    expect(comImagem.length).toBeLessThan(noticias.length);
    expect(noticias.filter((n) => n.destaqueNivel).every((n) => n.imagem)).toBe(true);
    const store = new DiskBlobStore(path.join(varDir, 'arquivos'));
    for (const noticia of comImagem) {
      expect(noticia.imagem).toMatchObject({ tipo: 'image/jpeg', largura: 1200, altura: 675 });
      expect(noticia.imagemAlt).toMatch(/^Ilustração abstrata em tons de .+, com círculos e ondas, que acompanha a notícia\.$/);
      if (!noticia.destaqueNivel) expect(noticia.destaqueDescricao).toBeNull();
      const lido = await store.get(noticia.imagem!.chave);
      expect(lido?.tipo).toBe('image/jpeg');
      lido?.stream.destroy();
    }
  });
});
