import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';

// O servidor renderiza a casca das telas do cidadão sem dados do visitante e sem
// GraphQL: o endereço do GraphQL aqui nem existe (uma consulta daria 502).
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'alego-cidadao-'));
  writeFileSync(join(distDir, 'index.html'), readFileSync(join(raiz, 'clients/public/index.html')));
  // Manifesto mínimo: o servidor pede com modulepreload o chunk da página (e o do Apollo, se ela usar).
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(
    join(distDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/pages/cidadao/index.ts': { file: 'assets/cidadao.js', imports: ['index.html'] },
      'src/apollo/create-browser-client.ts': { file: 'assets/create-browser-client.js', imports: ['index.html'] },
    }),
  );
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function get(url: string, headers: Record<string, string> = {}) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl: 'http://127.0.0.1:9/graphql', publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br', ...headers } });
}

const TELAS: Array<{ url: string; titulo: string; campos: string[] }> = [
  { url: '/cidadao/entrar', titulo: 'Entrar', campos: ['entrar-email', 'entrar-senha'] },
  {
    url: '/cidadao/cadastro',
    titulo: 'Criar cadastro',
    campos: ['cadastro-nome', 'cadastro-email', 'cadastro-senha', 'cadastro-confirmacao', 'cadastro-aceite'],
  },
  { url: '/cidadao/confirmar-cadastro/abc123', titulo: 'Confirmação de cadastro', campos: [] },
  { url: '/cidadao/reenviar-confirmacao', titulo: 'Reenviar confirmação de cadastro', campos: ['reenviar-email'] },
  { url: '/cidadao/esqueci-senha', titulo: 'Esqueci minha senha', campos: ['esqueci-email'] },
  { url: '/cidadao/recuperar-senha/abc123', titulo: 'Criar nova senha', campos: ['recuperar-senha', 'recuperar-confirmacao'] },
  {
    url: '/cidadao/alterar-senha',
    titulo: 'Alterar senha',
    campos: ['alterar-senha-atual', 'alterar-senha-nova', 'alterar-senha-confirmacao'],
  },
  { url: '/cidadao/perfil', titulo: 'Meu perfil', campos: ['perfil-nome', 'perfil-telefone', 'perfil-municipio'] },
];

describe('telas do cidadão no servidor', () => {
  it.each(TELAS)('$url: casca com título, h1 e campos rotulados, sem GraphQL', async ({ url, titulo, campos }) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${titulo} | Assembleia Legislativa</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${titulo}</h1>`));
    for (const id of campos) {
      expect(html, id).toMatch(new RegExp(`<label[^>]*for="${id}"`));
      expect(html, id).toMatch(new RegExp(`<input[^>]*id="${id}"`));
    }
    // Regiões de aviso presentes desde o início (leitores de tela anunciam o que entrar nelas).
    expect(html).toMatch(/role="alert"/);
    // Cabeçalho sem dados do visitante.
    expect(html).toMatch(/<a[^>]*href="\/cidadao\/entrar"[^>]*>Entrar<\/a>/);
    // O chunk do cidadão é pedido com antecedência; o cliente Apollo, não.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cidadao.js" />');
    expect(html).not.toContain('create-browser-client');
  });

  it('a mesma casca para quem manda cookie ou Authorization (nada por usuário no HTML)', async () => {
    const anonimo = await get('/cidadao/perfil');
    const comSessao = await get('/cidadao/perfil', { authorization: 'Bearer x.y.z', cookie: 'a=b' });
    expect(comSessao.body).toBe(anonimo.body);
  });

  it('campos obrigatórios marcados para tecnologias assistivas; formulário sem validação nativa', async () => {
    const { body } = await get('/cidadao/cadastro');
    expect(body).toMatch(/<input[^>]*id="cadastro-email"[^>]*aria-required="true"/);
    expect(body).toMatch(/<input[^>]*id="cadastro-senha"[^>]*aria-describedby="cadastro-senha-ajuda"/);
    expect(body).toMatch(/<form[^>]*novalidate/i);
    expect(body).toContain('href="/politica-privacidade"');
  });

  it('.json das telas do cidadão não traz dados', async () => {
    const res = await get('/cidadao/perfil.json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toBeNull();
  });

  it('tela de entrada oferece cadastro, recuperação, reenvio e redes sociais', async () => {
    const { body } = await get('/cidadao/entrar');
    for (const href of [
      '/cidadao/cadastro',
      '/cidadao/esqueci-senha',
      '/cidadao/reenviar-confirmacao',
      '/api/opine-cidadao/login/google',
      '/api/opine-cidadao/login/facebook',
    ]) {
      expect(body, href).toContain(`href="${href}"`);
    }
  });
});
