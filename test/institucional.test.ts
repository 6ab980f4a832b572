// The institutional REST paths that are not a catalog list (issue 17): the FAQ tree, the next-order lookups of the
// FAQ forms, and the privacy acceptance posted as a JSON call or as the page's form without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await startGatewayHarness([access, content]);
}, 120_000);
afterAll(() => harness?.close());

describe('institutional REST paths', () => {
  it('GET /api/transparencia/perguntas_frequentes: categories in order with their questions, snake_case, numeric ids', async () => {
    const resposta = await fetch(`${harness.base}/api/transparencia/perguntas_frequentes`);
    expect(resposta.status).toBe(200);
    const corpo = (await resposta.json()) as { id: number; nome: string; ordem: number; perguntas: { id: number; ordem: number; pergunta: string; resposta: string }[] }[];
    expect(corpo.map((c) => c.ordem)).toEqual([1, 2, 3]);
    expect(corpo[0]).toMatchObject({ id: expect.any(Number), nome: 'Acesso à informação' });
    expect(corpo[0]!.perguntas[0]).toMatchObject({ id: expect.any(Number), ordem: 1, pergunta: 'Como faço um pedido de acesso à informação?' });
  });

  it('GET the next order of a category and of a new category (back-office §7 proxima-ordem)', async () => {
    const [categoria] = (await (await fetch(`${harness.base}/api/transparencia/perguntas_frequentes`)).json()) as { id: number; perguntas: unknown[] }[];
    const pergunta = await fetch(`${harness.base}/api/admin/perguntas-frequentes/proxima-ordem?categoria=${categoria!.id}`);
    expect(await pergunta.json()).toBe(categoria!.perguntas.length + 1);
    expect(await (await fetch(`${harness.base}/api/admin/categorias-perguntas-frequentes/proxima-ordem`)).json()).toBe(4);
  });

  it('POST /alego_shared/aceitar-politica-privacidade: JSON answers the message; the form goes back to a path of this site', async () => {
    const json = await fetch(`${harness.base}/alego_shared/aceitar-politica-privacidade`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ versao: '3' }) });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ mensagem: 'Aceite da Política de Privacidade registrado.' });
    expect(json.headers.get('set-cookie')).toMatch(/^alego_politica_privacidade=3;/);
    const enviar = (destino: string) =>
      fetch(`${harness.base}/alego_shared/aceitar-politica-privacidade`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ versao: '3', destino }) });
    const formulario = await enviar('/cidadao/perfil');
    expect(formulario.status).toBe(303);
    expect(formulario.headers.get('location')).toBe('/cidadao/perfil');
    // Another site is never a destination.
    expect((await enviar('//outro.example/')).headers.get('location')).toBe('/politica-privacidade/aceitar?aceito=1');
    const ruim = await fetch(`${harness.base}/alego_shared/aceitar-politica-privacidade`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ versao: 'v 1; drop' }) });
    expect(ruim.status).toBe(400);
  });
});
