import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startPortal } from './portal.js';

/**
 * Issue 13, item 15, the way people run it: a file URL handed out by one `npm start` still opens after a restart,
 * which draws a new INTERNAL_API_TOKEN but keeps `var/keys/arquivos-signing-keys.json`.
 */
describe('file URLs across a restart of the portal', () => {
  it('an image URL signed before the restart opens after it', async () => {
    const options = {
      // Next to this checkout's journey ports (E2E_PORT … +5), clear of the lifecycle journey's (+100).
      port: Number(process.env.E2E_PORT ?? 4300) + 10,
      pgPort: Number(process.env.E2E_PG_PORT ?? 5441) + 2,
      varDir: 'var/e2e-arquivos',
    };
    const first = await startPortal({ ...options, fresh: true });
    let url: string;
    try {
      const login = await fetch(`${first.base}/alego/permissoes/login.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', senha: 'Alego@2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const imagem = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#246' } }).png().toBuffer();
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: 'mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { imagem { url } } }',
          variables: { d: { titulo: 'Arquivo que sobrevive ao reinício', conteudo: '<p>Texto.</p>', categoria: 'assembleia', imagem: null } },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.d.imagem'] }));
      form.set('0', new Blob([new Uint8Array(imagem)], { type: 'image/png' }), 'imagem.png');
      const criada = await fetch(`${first.base}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, body: form });
      const corpo = (await criada.json()) as { data: { criarNoticia: { imagem: { url: string } } } };
      url = corpo.data.criarNoticia.imagem.url;
      expect((await fetch(`${first.base}${url}`)).status).toBe(200);
    } finally {
      expect(await first.stop('SIGINT')).toBe(0);
    }

    const second = await startPortal(options);
    try {
      const depois = await fetch(`${second.base}${url}`);
      expect(depois.status).toBe(200);
      expect(depois.headers.get('content-type')).toBe('image/png');
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
  });
});
