import { MENSAGEM_URL } from '@alego/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
});
afterAll(() => harness?.close());

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

interface LinkRest {
  id: number;
  titulo: string;
  url: string;
  categoria_link_id: number;
  categoria_link: { id: number; nome: string };
}

describe('links and link categories through the legacy admin REST paths', () => {
  it('lists links with the pagination headers, by term and by category (categoria_link)', async () => {
    const todas = await rest('/links.json', { login: 'admin' });
    expect(todas.status).toBe(200);
    const links = (await todas.json()) as LinkRest[];
    expect(Number(todas.headers.get('totallinhas'))).toBe(links.length);
    expect(todas.headers.get('quantidadeporpagina')).toBe('12');
    const categoria = links.find((l) => l.titulo === 'Tribunal de Contas da União')!.categoria_link;
    expect(categoria.nome).toBe('Órgãos de controle');
    const porCategoria = (await (await rest(`/links?categoria_link=${categoria.id}`, { login: 'admin' })).json()) as LinkRest[];
    expect(porCategoria.map((l) => l.titulo)).toEqual(['Tribunal de Contas do Estado de Goiás', 'Tribunal de Contas da União']);
    const busca = (await (await rest('/links?termo=senado', { login: 'admin' })).json()) as LinkRest[];
    expect(busca.map((l) => l.titulo)).toEqual(['Senado Federal']);
    const categorias = await rest('/categorias-links', { login: 'admin' });
    expect(categorias.headers.get('totallinhas')).toBe('5');
  });

  it('creates, reads, updates and deletes a link; refuses a bad address, a missing title and an unknown category', async () => {
    const categorias = (await (await rest('/categorias-links', { login: 'admin' })).json()) as { id: number }[];
    const ruim = await rest('/links', { method: 'POST', login: 'admin', body: JSON.stringify({ link: { titulo: ' ', url: 'javascript:alert(1)', categoria_link_id: 999999 } }) });
    expect(ruim.status).toBe(400);
    const { mensagem } = (await ruim.json()) as { mensagem: string };
    expect(mensagem).toContain('Informe o título do link.');
    expect(mensagem).toContain(MENSAGEM_URL);
    expect(mensagem).toContain('Categoria de link não encontrada.');
    const semCategoria = await rest('/links', { method: 'POST', login: 'admin', body: JSON.stringify({ link: { titulo: 'X', url: 'https://x.example' } }) });
    expect(((await semCategoria.json()) as { mensagem: string }).mensagem).toContain('Selecione a categoria do link.');

    const criado = await rest('/links', { method: 'POST', login: 'admin', body: JSON.stringify({ link: { titulo: 'Diário Oficial', url: 'https://diariooficial.abc.go.gov.br', categoria_link_id: categorias[0]!.id, ordem: 3 } }) });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/links/${id}`, { login: 'admin' })).json()).toMatchObject({ id, titulo: 'Diário Oficial', categoria_link_id: categorias[0]!.id, ordem: 3 });
    const atualizado = await rest(`/links/${id}`, { method: 'PUT', login: 'admin', body: JSON.stringify({ link: { titulo: 'Diário Oficial do Estado', url: 'https://diariooficial.abc.go.gov.br', categoria_link_id: categorias[1]!.id } }) });
    expect(atualizado.status).toBe(200);
    expect(await (await rest(`/links/${id}`, { login: 'admin' })).json()).toMatchObject({ titulo: 'Diário Oficial do Estado', categoria_link_id: categorias[1]!.id });
    expect(await (await rest(`/links/${id}`, { method: 'DELETE', login: 'admin' })).json()).toEqual({ mensagem: 'Registro excluído com sucesso.' });
    expect((await rest(`/links/${id}`, { login: 'admin' })).status).toBe(404);
  });

  it('needs a login and the links / categorias_links permissions, read and write', async () => {
    expect((await rest('/links')).status).toBe(401);
    expect((await rest('/links', { login: 'editor' })).status).toBe(403);
    expect((await rest('/categorias-links/1', { login: 'editor' })).status).toBe(403);
    const body = JSON.stringify({ link: { titulo: 'X', url: 'https://x.example', categoria_link_id: 1 } });
    expect((await rest('/links', { method: 'POST', body })).status).toBe(401);
    expect((await rest('/links', { method: 'POST', login: 'editor', body })).status).toBe(403);
    expect((await rest('/categorias-links', { method: 'POST', login: 'editor', body: JSON.stringify({ nome: 'Nova' }) })).status).toBe(403);
    const categoria = await rest('/categorias-links', { method: 'POST', login: 'admin', body: JSON.stringify({ categoria_link: { nome: 'Imprensa', ordem: 9 } }) });
    expect(categoria.status).toBe(201);
  });

  it('serves the public links page grouped by category, without JavaScript', async () => {
    const html = await (await fetch(`${harness.base}/links`)).text();
    expect(html).toContain('Órgãos de controle');
    expect(html).toContain('https://portal.tcu.gov.br');
  });
});
