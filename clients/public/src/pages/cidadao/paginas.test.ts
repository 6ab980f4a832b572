import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfiguracaoDoSite } from '../../configuracao';
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

async function get(url: string, headers: Record<string, string> = {}, configuracao?: ConfiguracaoDoSite) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl: 'http://127.0.0.1:9/graphql', publicUrl: 'http://portal.exemplo.gov.br', configuracao });
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
  { url: '/cidadao/perfil', titulo: 'Meu perfil', campos: ['perfil-nome', 'perfil-telefone', 'perfil-estado', 'perfil-municipio'] },
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
      expect(html, id).toMatch(new RegExp(`<(input|select)[^>]*id="${id}"`));
    }
    // Regiões de aviso presentes desde o início (leitores de tela anunciam o que entrar nelas).
    expect(html).toMatch(/role="alert"/);
    // Cabeçalho sem dados do visitante.
    expect(html).toMatch(/<a[^>]*href="\/cidadao\/entrar"[^>]*>Entrar<\/a>/);
    // O chunk do cidadão é pedido com antecedência; o cliente Apollo, não.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cidadao.js" fetchpriority="low" />');
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
    // The checkbox names the policy and links to the version in force.
    expect(body).toMatch(/Li e aceito a <a[^>]*href="\/politica-privacidade"[^>]*>Política de Privacidade<\/a>/);
  });

  it.each(TELAS.filter((tela) => tela.campos.length))('$url: o formulário vai por POST ao gateway, nunca por GET', async ({ url }) => {
    const { body } = await get(url);
    // (A busca do topo é um GET de propósito: leva só o termo buscado.)
    const forms = (body.match(/<form[^>]*>/g) ?? []).filter((form) => !form.includes('role="search"'));
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form).toMatch(/method="post"/);
      expect(form).toMatch(/action="\/api\/opine-cidadao\/formulario\/[^"]+"/);
    }
  });

  it('.json das telas do cidadão não traz dados', async () => {
    const res = await get('/cidadao/perfil.json');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toBeNull();
  });

  it('tela de entrada oferece cadastro, recuperação e reenvio', async () => {
    const { body } = await get('/cidadao/entrar');
    for (const href of [
      '/cidadao/cadastro',
      '/cidadao/esqueci-senha',
      '/cidadao/reenviar-confirmacao',
    ]) {
      expect(body, href).toContain(`href="${href}"`);
    }
  });

  it('oferece só os logins sociais configurados no servidor', async () => {
    const nenhum = await get('/cidadao/entrar');
    expect(nenhum.body).not.toContain('/api/opine-cidadao/login/');
    expect(nenhum.body).not.toContain('Ou entre com uma rede social');
    const soGoogle = await get('/cidadao/entrar', {}, { loginSocial: ['google'] });
    expect(soGoogle.body).toContain('href="/api/opine-cidadao/login/google"');
    expect(soGoogle.body).not.toContain('/api/opine-cidadao/login/facebook');
    // O navegador recebe a mesma configuração para hidratar igual.
    expect(soGoogle.body).toContain('window.__ALEGO_CONFIGURACAO__={"loginSocial":["google"]}');
  });
});
