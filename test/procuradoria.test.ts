// The legal office through the legacy admin REST paths (back-office §2, §7; docs/procuradoria.md): the rich-text content
// per aba and campo with its defaults, the files in multipart, and both permissions allowed and denied.
import { MENSAGENS_PROCURADORIA } from '@alego/catalog';
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

interface ConteudoRest {
  id: number;
  aba: string;
  campo: string;
  titulo: string | null;
  conteudo: string;
  aba_nome: string;
  campo_nome: string;
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('procuradoria (conteúdo por aba e campo)', () => {
  it('lists the seeded texts by aba, by term, with the pagination header', async () => {
    const mulher = await rest('/procuradoria?aba=mulher', { login: 'admin' });
    expect(mulher.status).toBe(200);
    const itens = (await mulher.json()) as ConteudoRest[];
    expect(mulher.headers.get('totallinhas')).toBe('4');
    expect(new Set(itens.map((i) => i.aba))).toEqual(new Set(['mulher']));
    expect(itens.map((i) => i.campo_nome)).toEqual(expect.arrayContaining(['Institucional', 'Competências', 'Equipe', 'Atendimento']));
    const busca = (await (await rest('/procuradoria?termo=mandados', { login: 'admin' })).json()) as ConteudoRest[];
    expect(busca.map((i) => [i.aba, i.campo])).toEqual([['conteudo', 'competencias']]);
  });

  it('creates with the defaults only when the pair is free, sanitises the HTML, and updates from the full legacy form', async () => {
    const [institucional] = (await (await rest('/procuradoria?aba=conteudo&campo=institucional', { login: 'admin' })).json()) as ConteudoRest[];
    // Without aba and campo a new record is conteudo/institucional, which already exists.
    const repetido = await rest('/procuradoria', { method: 'POST', login: 'admin', body: JSON.stringify({ procuradoria: { conteudo: '<p>Outro</p>' } }) });
    expect(repetido.status).toBe(400);
    expect(((await repetido.json()) as { mensagem: string }).mensagem).toBe(MENSAGENS_PROCURADORIA.repetido);
    await rest(`/procuradoria/${institucional!.id}`, { method: 'DELETE', login: 'admin' });
    const criado = await rest('/procuradoria', { method: 'POST', login: 'admin', body: JSON.stringify({ procuradoria: { conteudo: '<p onclick="x()">Nova apresentação</p><script>alert(1)</script>' } }) });
    expect(criado.status).toBe(201);
    const { id, mensagem } = (await criado.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Salvo com sucesso!');
    const lido = (await (await rest(`/procuradoria/${id}`, { login: 'admin' })).json()) as ConteudoRest;
    expect(lido).toMatchObject({ aba: 'conteudo', campo: 'institucional', titulo: null, conteudo: '<p>Nova apresentação</p>' });
    const atualizado = await rest(`/procuradoria/${id}`, { method: 'PUT', login: 'admin', body: JSON.stringify({ procuradoria: { aba: 'conteudo', campo: 'institucional', titulo: 'Apresentação', conteudo: lido.conteudo } }) });
    expect(atualizado.status).toBe(200);
    expect(await (await rest(`/procuradoria/${id}`, { login: 'admin' })).json()).toMatchObject({ aba: 'conteudo', campo: 'institucional', titulo: 'Apresentação', conteudo: '<p>Nova apresentação</p>' });
  });

  it('the save carries aba and campo in the query string (back-office §7); the form\'s own values win; the editor is denied', async () => {
    const corpo = JSON.stringify({ procuradoria: { conteudo: '<p>Serviços da Procuradoria da Mulher.</p>' } });
    expect((await rest('/procuradoria?aba=mulher&campo=servicos', { method: 'POST', login: 'editor', body: corpo })).status).toBe(403);
    const criado = await rest('/procuradoria?aba=mulher&campo=servicos', { method: 'POST', login: 'admin', body: corpo });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    expect(await (await rest(`/procuradoria/${id}`, { login: 'admin' })).json()).toMatchObject({ aba: 'mulher', campo: 'servicos', conteudo: '<p>Serviços da Procuradoria da Mulher.</p>' });

    // A partial PUT: the query's campo moves the record, what neither sent (aba, the text) is kept.
    const titulo = JSON.stringify({ procuradoria: { titulo: 'Legislação' } });
    expect((await rest(`/procuradoria/${id}?campo=legislacao`, { method: 'PUT', login: 'editor', body: titulo })).status).toBe(403);
    expect((await rest(`/procuradoria/${id}?campo=legislacao`, { method: 'PUT', login: 'admin', body: titulo })).status).toBe(200);
    expect(await (await rest(`/procuradoria/${id}`, { login: 'admin' })).json()).toMatchObject({ aba: 'mulher', campo: 'legislacao', titulo: 'Legislação', conteudo: '<p>Serviços da Procuradoria da Mulher.</p>' });

    const doFormulario = await rest('/procuradoria?aba=mulher&campo=legislacao', { method: 'POST', login: 'admin', body: JSON.stringify({ procuradoria: { aba: 'conteudo', campo: 'servicos', conteudo: '<p>x</p>' } }) });
    expect(doFormulario.status).toBe(201);
    expect(await (await rest(`/procuradoria/${((await doFormulario.json()) as { id: number }).id}`, { login: 'admin' })).json()).toMatchObject({ aba: 'conteudo', campo: 'servicos' });
    const ruim = await rest('/procuradoria?aba=outra&campo=servicos', { method: 'POST', login: 'admin', body: corpo });
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { mensagem: string }).mensagem).toContain('Aba inválido: use conteudo ou mulher.');
  });

  it('refuses an unknown aba or campo and a bad date in Portuguese', async () => {
    const ruim = await rest('/procuradoria', { method: 'POST', login: 'admin', body: JSON.stringify({ procuradoria: { aba: 'outra', campo: 'x', data: '31/02/2026' } }) });
    expect(ruim.status).toBe(400);
    const { mensagem } = (await ruim.json()) as { mensagem: string };
    expect(mensagem).toContain('Aba inválido: use conteudo ou mulher.');
    expect(mensagem).toContain('Campo inválido');
  });

  it('needs api/admin/procuradorias to write: allowed for the admin, denied to the editor and to a visitor', async () => {
    const corpo = JSON.stringify({ procuradoria: { aba: 'mulher', campo: 'equipe', conteudo: '<p>x</p>' } });
    expect((await rest('/procuradoria', { method: 'POST', login: 'editor', body: corpo })).status).toBe(403);
    expect((await rest('/procuradoria', { method: 'POST', body: corpo })).status).toBe(401);
    const [equipe] = (await (await rest('/procuradoria?aba=mulher&campo=equipe', { login: 'admin' })).json()) as ConteudoRest[];
    expect((await rest(`/procuradoria/${equipe!.id}`, { method: 'PUT', login: 'editor', body: corpo })).status).toBe(403);
    expect((await rest(`/procuradoria/${equipe!.id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    const excluido = await rest(`/procuradoria/${equipe!.id}`, { method: 'DELETE', login: 'admin' });
    expect(excluido.status).toBe(200);
    expect((await rest(`/procuradoria/${equipe!.id}`, { login: 'admin' })).status).toBe(404);
  });
});

describe('procuradoria-arquivos', () => {
  const formulario = (campos: Record<string, string>, pdf?: { conteudo: string; nome: string }) => {
    const form = new FormData();
    for (const [campo, valor] of Object.entries(campos)) form.set(`arquivo[${campo}]`, valor);
    if (pdf) form.set('arquivo[arquivo]', new Blob([pdf.conteudo], { type: 'application/pdf' }), pdf.nome);
    return form;
  };

  it('saves a PDF in multipart (default aba arquivo, title from the file), keeps the file on an update without one, refuses a false PDF and a record without file', async () => {
    const criado = await rest('/procuradoria-arquivos', { method: 'POST', login: 'admin', body: formulario({ data: '2026-02-10' }, { conteudo: PDF, nome: 'Parecer 12-2026.pdf' }) });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    const item = (await (await rest(`/procuradoria-arquivos/${id}`, { login: 'admin' })).json()) as { aba: string; titulo: string; data: string; arquivo: { nome: string; url: string } };
    expect(item).toMatchObject({ aba: 'arquivo', titulo: 'Parecer 12-2026', data: '2026-02-10', arquivo: { nome: 'Parecer 12-2026.pdf' } });
    expect((await fetch(`${harness.base}${item.arquivo.url}`)).headers.get('content-type')).toContain('application/pdf');

    const atualizado = await rest(`/procuradoria-arquivos/${id}`, { method: 'PUT', login: 'admin', body: formulario({ titulo: 'Parecer nº 12/2026', aba: 'mulher', data: '2026-02-10' }) });
    expect(atualizado.status).toBe(200);
    expect(await (await rest(`/procuradoria-arquivos/${id}`, { login: 'admin' })).json()).toMatchObject({ aba: 'mulher', titulo: 'Parecer nº 12/2026', data: '2026-02-10', arquivo: { nome: 'Parecer 12-2026.pdf' } });
    expect(((await (await rest('/procuradoria-arquivos?aba=mulher', { login: 'admin' })).json()) as { id: number }[]).map((a) => a.id)).toContain(id);

    const falso = await rest('/procuradoria-arquivos', { method: 'POST', login: 'admin', body: formulario({}, { conteudo: 'nome;cpf\n', nome: 'disfarcado.pdf' }) });
    expect(falso.status).toBe(400);
    expect(await falso.json()).toEqual({ mensagem: 'Tipo de arquivo inválido. Envie um arquivo .pdf' });
    const semArquivo = await rest('/procuradoria-arquivos', { method: 'POST', login: 'admin', body: formulario({ titulo: 'Sem PDF' }) });
    expect(semArquivo.status).toBe(400);
    expect(((await semArquivo.json()) as { mensagem: string }).mensagem).toBe(MENSAGENS_PROCURADORIA.semArquivo);
  });

  it('needs api/admin/procuradoria_arquivos to write: denied to the editor, allowed to delete for the admin', async () => {
    expect((await rest('/procuradoria-arquivos', { method: 'POST', login: 'editor', body: formulario({}, { conteudo: PDF, nome: 'a.pdf' }) })).status).toBe(403);
    const [primeiro] = (await (await rest('/procuradoria-arquivos', { login: 'admin' })).json()) as { id: number }[];
    expect((await rest(`/procuradoria-arquivos/${primeiro!.id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    expect((await rest(`/procuradoria-arquivos/${primeiro!.id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
  });
});
