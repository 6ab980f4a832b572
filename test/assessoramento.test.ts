// The thematic advisory through the legacy admin REST paths (back-office §2, §5, §7; docs/microsites.md): the
// description, the technical staff and the materials with their five types, under the module's permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe, restAdmin } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

const rest = (caminho: string, init: RequestInit & { login?: string } = {}) => restAdmin(harness, tokens, caminho, init);

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('assessoramento temático', () => {
  it('informações: the description and the contacts by section; the HTML sanitised; the editor is denied', async () => {
    const [apresentacao] = (await (await rest('/assessoramento_tematico/informacoes?secao=apresentacao', { login: 'admin' })).json()) as { id: number; titulo: string; secao_nome: string }[];
    expect(apresentacao).toMatchObject({ titulo: 'Assessoramento Temático', secao_nome: 'Apresentação' });
    const contatos = (await (await rest('/assessoramento_tematico/informacoes?secao=contato', { login: 'admin' })).json()) as { ordem: number }[];
    expect(contatos.map((c) => c.ordem)).toEqual([1, 2]);
    const corpo = { assessoramento: { secao: 'apresentacao', titulo: 'Assessoramento Temático', ordem: 1, conteudo: '<p>Nova apresentação.</p><iframe src="x"></iframe>' } };
    expect((await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'PUT', login: 'editor', body: JSON.stringify(corpo) })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'PUT', login: 'admin', body: JSON.stringify(corpo) })).status).toBe(200);
    expect(await (await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { login: 'admin' })).json()).toMatchObject({ conteudo: '<p>Nova apresentação.</p>' });
    const ruim = await rest('/assessoramento_tematico/informacoes', { method: 'POST', login: 'admin', body: JSON.stringify({ assessoramento: { secao: 'x', conteudo: '<p>x</p>' } }) });
    expect(ruim.status).toBe(400);
    const { mensagem } = (await ruim.json()) as { mensagem: string };
    expect(mensagem).toContain('Seção inválida: use apresentacao, contato ou outras.');
    expect(mensagem).toContain('Informe o título.');
  });

  it('corpo técnico: create, search, update and delete; a name is required; the editor is denied', async () => {
    const semNome = await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', login: 'admin', body: JSON.stringify({ membro: { cargo: 'Consultor' } }) });
    expect(semNome.status).toBe(400);
    expect(((await semNome.json()) as { mensagem: string }).mensagem).toBe('Informe o nome.');
    const corpo = JSON.stringify({ membro: { nome: 'Luíza Prado', cargo: 'Consultora legislativa', area: 'Segurança pública' } });
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
    const semNada = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material: { titulo: 'Nota técnica', data: '2026-03-01', tipo: '1' } }) });
    expect(((await semNada.json()) as { mensagem: string }).mensagem).toBe('Informe o endereço ou anexe o PDF.');
    const tipoRuim = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material: { titulo: 'X', data: '2026-03-01', tipo: '9', url: 'https://exemplo.gov.br' } }) });
    expect(((await tipoRuim.json()) as { mensagem: string }).mensagem).toBe('Tipo de material inválido: use 0, 1, 2, 3 ou 4.');

    const form = new FormData();
    form.set('material[titulo]', 'Estudo sobre o transporte intermunicipal');
    form.set('material[data]', '2026-03-05');
    form.set('material[tipo]', '1');
    form.set('material[arquivo]', new Blob([PDF], { type: 'application/pdf' }), 'estudo.pdf');
    expect((await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'editor', body: form })).status).toBe(403);
    const criado = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: form });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/assessoramento_tematico/materiais/${id}`, { login: 'admin' })).json()).toMatchObject({ tipo: '1', tipo_descricao: 'Estudo', arquivo: { nome: 'estudo.pdf' } });

    // PUT /materiais/{id} in multipart under `material`: what the form did not send (the type, the date, the PDF) is kept.
    const edicao = new FormData();
    edicao.set('material[titulo]', 'Estudo sobre o transporte intermunicipal (revisto)');
    expect((await rest(`/assessoramento_tematico/materiais/${id}`, { method: 'PUT', login: 'editor', body: edicao })).status).toBe(403);
    const atualizado = await rest(`/assessoramento_tematico/materiais/${id}`, { method: 'PUT', login: 'admin', body: edicao });
    expect(atualizado.status).toBe(200);
    expect(await atualizado.json()).toEqual({ mensagem: 'Salvo com sucesso!', id });
    expect(await (await rest(`/assessoramento_tematico/materiais/${id}`, { login: 'admin' })).json()).toMatchObject({
      titulo: 'Estudo sobre o transporte intermunicipal (revisto)',
      data: '2026-03-05',
      tipo: '1',
      arquivo: { nome: 'estudo.pdf' },
    });
    expect((await rest('/assessoramento_tematico/materiais/99999999', { method: 'PUT', login: 'admin', body: edicao })).status).toBe(404);
    expect((await rest(`/assessoramento_tematico/materiais/${id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/materiais/${id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
    expect((await rest(`/assessoramento_tematico/materiais/${id}`, { login: 'admin' })).status).toBe(404);
  });

  it('the legacy paths of back-office §7: /{id}/informacoes, POST /informacoes/{id}, /descricao/contatos; writes allowed to the admin, denied to the editor', async () => {
    const [apresentacao] = (await (await rest('/assessoramento_tematico/informacoes?secao=apresentacao', { login: 'admin' })).json()) as { id: number; titulo: string }[];
    const item = await rest(`/assessoramento_tematico/${apresentacao!.id}/informacoes`, { login: 'admin' });
    expect(item.status).toBe(200);
    expect(await item.json()).toMatchObject({ id: apresentacao!.id, secao: 'apresentacao' });
    // Reading is public (the public page shows these records); writing needs the module's permission.
    expect((await rest(`/assessoramento_tematico/${apresentacao!.id}/informacoes`)).status).toBe(200);
    expect((await rest('/assessoramento_tematico/99999999/informacoes', { login: 'admin' })).status).toBe(404);

    // POST on the record updates it, like PUT (the legacy multipart update), with the form under `assessoramento`.
    const form = new FormData();
    form.set('assessoramento[secao]', 'apresentacao');
    form.set('assessoramento[titulo]', 'Assessoramento Temático');
    form.set('assessoramento[conteudo]', '<p>Apresentação pelo formulário legado.</p>');
    expect((await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'POST', login: 'editor', body: form })).status).toBe(403);
    const atualizado = await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'POST', login: 'admin', body: form });
    expect(atualizado.status).toBe(200);
    expect(await atualizado.json()).toEqual({ mensagem: 'Salvo com sucesso!', id: apresentacao!.id });
    expect(await (await rest(`/assessoramento_tematico/${apresentacao!.id}/informacoes`, { login: 'admin' })).json()).toMatchObject({ conteudo: '<p>Apresentação pelo formulário legado.</p>' });
    const vazio = await rest(`/assessoramento_tematico/informacoes/${apresentacao!.id}`, { method: 'POST', login: 'admin', body: JSON.stringify({ assessoramento: { secao: 'apresentacao', titulo: '' } }) });
    expect(vazio.status).toBe(400);
    expect(((await vazio.json()) as { mensagem: string }).mensagem).toContain('Informe o título.');

    // The contacts: only the section `contato`, which a new one always gets.
    const contatos = (await (await rest('/assessoramento_tematico/descricao/contatos', { login: 'admin' })).json()) as { id: number; secao: string }[];
    expect(contatos.length).toBeGreaterThan(0);
    expect(new Set(contatos.map((c) => c.secao))).toEqual(new Set(['contato']));
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${contatos[0]!.id}`, { login: 'admin' })).status).toBe(200);
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${apresentacao!.id}`, { login: 'admin' })).status).toBe(404);
    expect((await rest('/assessoramento_tematico/descricao/contatos/abc', { login: 'admin' })).status).toBe(404);

    const novo = JSON.stringify({ assessoramento: { secao: 'outras', titulo: 'Ouvidoria do assessoramento', ordem: 3, conteudo: '<p>(62) 3221-0000</p>' } });
    expect((await rest('/assessoramento_tematico/descricao/contatos', { method: 'POST', login: 'editor', body: novo })).status).toBe(403);
    const criado = await rest('/assessoramento_tematico/descricao/contatos', { method: 'POST', login: 'admin', body: novo });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { login: 'admin' })).json()).toMatchObject({ secao: 'contato', titulo: 'Ouvidoria do assessoramento' });

    const edicao = JSON.stringify({ assessoramento: { titulo: 'Ouvidoria', ordem: 3, conteudo: '<p>(62) 3221-0001</p>' } });
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { method: 'PUT', login: 'editor', body: edicao })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { method: 'PUT', login: 'admin', body: edicao })).status).toBe(200);
    expect(await (await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { login: 'admin' })).json()).toMatchObject({ secao: 'contato', titulo: 'Ouvidoria' });
    const ordemRuim = await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { method: 'POST', login: 'admin', body: JSON.stringify({ assessoramento: { titulo: 'Ouvidoria', ordem: 5000, conteudo: '<p>x</p>' } }) });
    expect(ordemRuim.status).toBe(400);
    expect(((await ordemRuim.json()) as { mensagem: string }).mensagem).toBe('Ordem deve ser um número inteiro entre 1 e 999.');
    // A record of another section is not a contact: neither updated nor deleted through the contacts' path.
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${apresentacao!.id}`, { method: 'PUT', login: 'admin', body: edicao })).status).toBe(404);
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${apresentacao!.id}`, { method: 'DELETE', login: 'admin' })).status).toBe(404);
    expect(await (await rest(`/assessoramento_tematico/${apresentacao!.id}/informacoes`, { login: 'admin' })).json()).toMatchObject({ secao: 'apresentacao', conteudo: '<p>Apresentação pelo formulário legado.</p>' });
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
    expect((await rest(`/assessoramento_tematico/descricao/contatos/${id}`, { login: 'admin' })).status).toBe(404);
  });

  it('the wrapper keys membro and material; an anonymous caller gets 401', async () => {
    const form = new FormData();
    form.set('membro[nome]', 'Caio Rezende');
    form.set('membro[area]', 'Finanças públicas');
    expect((await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', body: form })).status).toBe(401);
    const criado = await rest('/assessoramento_tematico/corpo_tecnico', { method: 'POST', login: 'admin', body: form });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { login: 'admin' })).json()).toMatchObject({ nome: 'Caio Rezende', area: 'Finanças públicas' });
    // PUT /corpo_tecnico/{id} under `membro`, allowed to the admin only; the area it did not send is kept.
    const cargo = JSON.stringify({ membro: { cargo: 'Consultor legislativo' } });
    expect((await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { method: 'PUT', login: 'editor', body: cargo })).status).toBe(403);
    expect((await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { method: 'PUT', body: cargo })).status).toBe(401);
    expect((await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { method: 'PUT', login: 'admin', body: cargo })).status).toBe(200);
    expect(await (await rest(`/assessoramento_tematico/corpo_tecnico/${id}`, { login: 'admin' })).json()).toMatchObject({ nome: 'Caio Rezende', cargo: 'Consultor legislativo', area: 'Finanças públicas' });
    const material = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material: { titulo: 'Painel da dívida', data: '2026-04-01', tipo: '4', url: 'https://paineis.al.go.leg.br/divida' } }) });
    expect(material.status).toBe(201);
    const dataRuim = await rest('/assessoramento_tematico/materiais', { method: 'POST', login: 'admin', body: JSON.stringify({ material: { titulo: 'X', data: '31/02/2026', tipo: '0', url: 'https://exemplo.gov.br' } }) });
    expect(dataRuim.status).toBe(400);
    expect(((await dataRuim.json()) as { mensagem: string }).mensagem).toBe('Informe a data no formato AAAA-MM-DD.');
  });
});
