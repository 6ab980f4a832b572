import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { content } from '../../subgraphs/content/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 15: `/arquivos` URLs sit in pages, caches and bookmarks, so they must survive a restart (a new
 * INTERNAL_API_TOKEN at every `npm start`) and a key rotation: signed with the newest of ARQUIVOS_SIGNING_KEYS,
 * accepted with any key still listed, refused once their key is removed. Each "run" below is a fresh gateway and
 * subgraphs with its own internal token; the stored files are carried over as a disk or bucket would keep them.
 */
const K1 = randomBytes(32).toString('base64url');
const K2 = randomBytes(32).toString('base64url');
let guardados: string;
let imagem: Buffer;

async function comPortal<T>(execucao: number, chaves: string, trabalho: (harness: GatewayHarness) => Promise<T>): Promise<T> {
  const harness = await startGatewayHarness([content, access], { env: { INTERNAL_API_TOKEN: `interno-da-execucao-${execucao}`, ARQUIVOS_SIGNING_KEYS: chaves } });
  try {
    await cp(guardados, harness.arquivosDir, { recursive: true });
    const resultado = await trabalho(harness);
    await cp(harness.arquivosDir, guardados, { recursive: true });
    return resultado;
  } finally {
    await harness.close();
  }
}

async function enviarImagem(harness: GatewayHarness): Promise<string> {
  const token = await entrarComoEquipe(harness, 'admin');
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { imagem { url } } }',
      variables: { d: { titulo: 'Assinatura de arquivos sobrevive ao reinício', conteudo: '<p>Texto.</p>', categoria: 'assembleia', imagem: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.d.imagem'] }));
  form.set('0', new Blob([new Uint8Array(imagem)], { type: 'image/jpeg' }), 'foto.jpg');
  const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
  const corpo = (await resposta.json()) as { data?: { criarNoticia: { imagem: { url: string } } }; errors?: unknown };
  expect(corpo.errors).toBeUndefined();
  return corpo.data!.criarNoticia.imagem.url;
}

const status = async (harness: GatewayHarness, url: string) => (await fetch(`${harness.base}${url}`)).status;

beforeAll(async () => {
  guardados = await mkdtemp(path.join(tmpdir(), 'alego-arquivos-guardados-'));
  imagem = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer();
});
afterAll(() => rm(guardados, { recursive: true, force: true }));

describe('signed file URLs survive restarts and rotate (issue 13, item 15)', () => {
  it('a URL signed before a restart still opens after it; a removed key is refused', async () => {
    const antiga = await comPortal(1, K1, async (harness) => {
      const url = await enviarImagem(harness);
      expect(await status(harness, url)).toBe(200);
      return url;
    });

    // Restart: a new internal token, the same file keys.
    await comPortal(2, K1, async (harness) => {
      expect(await status(harness, antiga)).toBe(200);
      expect(await status(harness, `${antiga.replace(/v=[^&]+/, 'v=AAAAAAAAAAAAAAAAAAAAAA')}`)).toBe(404);
    });

    // Rotation: K2 added (newest, signs), K1 still accepted during the overlap.
    const nova = await comPortal(3, `${K1},${K2}`, async (harness) => {
      expect(await status(harness, antiga)).toBe(200);
      const url = await enviarImagem(harness);
      expect(await status(harness, url)).toBe(200);
      return url;
    });

    // K1 removed: its URLs are refused, the newest key's still open.
    await comPortal(4, K2, async (harness) => {
      expect(await status(harness, antiga)).toBe(404);
      expect(await status(harness, nova)).toBe(200);
    });
  });
});
