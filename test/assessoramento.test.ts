// The thematic advisory through the legacy admin REST paths (back-office §2, §5, §7; docs/microsites.md): the
// description, the technical staff and the materials with their five types, under the module's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

let harness: GatewayHarness;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  for (const login of ['admin', 'editor']) {
    const resposta = await fetch(`${harness.base}/alego/permissoes/login.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, senha: 'Alego@2026' }) });
    tokens[login] = ((await resposta.json()) as { token: string }).token;
  }
}, 120_000);
afterAll(() => harness?.close());

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = init.body instanceof FormData ? {} : { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('assessoramento temático', () => {
  it('informações: the description and the contacts by section; the HTML sanitised; the editor is denied', async () => {
    const [apresentacao] = (await (await rest('/assessoramento_tematico/informacoes?secao=apresentacao', { login: 'admin' })).json()) as { id: number; titulo: string; secao_nome: string }[];
    expect(apresentacao).toMatchObject({ titulo: 'Assessoramento Temático', secao_nome: 'Apresentação' });
    const contatos = (await (await rest('/assessoramento_tematico/informacoes?secao=contato', { login: 'admin' })).json()) as { ordem: number }[];
    expect(contatos.map((c) => c.ordem)).toEqual([1, 2]);
    const corpo = { informacao_assessoramento: { secao: 'apresentacao', titulo: 'Assessoramento Temático', ordem: 1, conteudo: '<p>Nova apresentação.</p><iframe src="x"></iframe>' } };
    expect((await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'PUT', login: 'editor', body: JSON.stringify(corpo) })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'PUT', login: 'admin', body: JSON.stringify(corpo) })).status).toBe(200);
    expect(await (await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { login: 'admin' })).json()).toMatchObject({ conteudo: '<p>Nova apresentação.</p>' });
    const ruim = await rest('/assessoramento_tematico/informacoes', { method: 'POST', login: 'admin', body: JSON.stringify({ informacao_assessoramento: { secao: 'x', conteudo: '<p>x</p>' } }) });
    expect(ruim.status).toBe(400);
    const { mensagem } = (await ruim.json()) as { mensagem: string };
    expect(mensagem).toContain('Seção inválida: use apresentacao, contato ou outras.');
    expect(mensagem).toContain('Informe o título.');
  });

  it('corpo técnico: create, search, update and delete; a name is required; the editor is denied', async () => {
    const semNome = await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', login: 'admin', body: JSON.stringify({ membro_corpo_tecnico: { cargo: 'Consultor' } }) });
    expect(semNome.status).toBe(400);
    expect(((await semNome.json()) as { mensagem: string }).mensagem).toBe('Informe o nome.');
    const corpo = JSON.stringify({ membro_corpo_tecnico: { nome: 'Luíza Prado', cargo: 'Consultora legislativa', area: 'Segurança pública' } });
    expect((await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', login: 'editor', body: corpo })).status).toBe(403);
    const criado = await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', login: 'admin', body: corpo });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    const busca = (await (await rest('/assessoramento_tematico/corpo_tecnico?termo=Seguran%C3%A7a', { login: 'admin' })).json()) as { nome: string }[];
    expect(busca.map((m) => m.nome)).toEqual(['Luíza Prado']);
    expect((await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
  });

  it('materiais: the five types, filtered by type; a PDF or an address is required; a bad type is refused', async () => {
    const resposta = await rest('/assessoramento_tematico/materiais?tipo=2', { login: 'admin' });
    const relatorios = (await resposta.json()) as { tipo: string; tipo_descricao: string }[];
    expect(resposta.status, JSON.stringify(relatorios)).toBe(200);
    expect(relatorios.length).toBeGreaterThan(0);
    expect(new Set(relatorios.map((m) => `${m.tipo} ${m.tipo_descricao}`))).toEqual(new Set(['2 Relatório']));
    const semNada = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material_assessoramento: { titulo: 'Nota técnica', data: '2026-03-01', tipo: '1' } }) });
    expect(((await semNada.json()) as { mensagem: string }).mensagem).toBe('Informe o endereço ou anexe o PDF.');
    const tipoRuim = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material_assessoramento: { titulo: 'X', data: '2026-03-01', tipo: '9', url: 'https://exemplo.gov.br' } }) });
    expect(((await tipoRuim.json()) as { mensagem: string }).mensagem).toBe('Tipo de material inválido: use 0, 1, 2, 3 ou 4.');

    const form = new FormData();
    form.set('material_assessoramento[titulo]', 'Estudo sobre o transporte intermunicipal');
    form.set('material_assessoramento[data]', '2026-03-05');
    form.set('material_assessoramento[tipo]', '1');
    form.set('material_assessoramento[arquivo]', new Blob([PDF], { type: 'application/pdf' }), 'estudo.pdf');
    expect((await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'editor', body: form })).status).toBe(403);
    const criado = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: form });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/assessoramento_tematico/materiais/${id}`, { login: 'admin' })).json()).toMatchObject({ tipo: '1', tipo_descricao: 'Estudo', arquivo: { nome: 'estudo.pdf' } });
  });
});
