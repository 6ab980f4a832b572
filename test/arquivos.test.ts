// The staff's file repository through the legacy admin REST paths (back-office §2, §7; docs/institucional.md): list with
// termo and pages, show, multipart under `arquivo`, update, delete, both permissions allowed and denied, and the
// public address that serves an active file and answers 404 for an inactive one.
import { FORMATOS_DO_REPOSITORIO } from '@alego/catalog';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { restAdmin, startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
}, 120_000);
afterAll(() => harness?.close());

const rest = (caminho: string, init: RequestInit & { login?: string } = {}) => restAdmin(harness, tokens, caminho, init);

interface ArquivoRest {
  id: number;
  titulo: string;
  ativo: boolean;
  ativo_nome: string;
  endereco_publico: string;
  created_at: string;
  updated_at: string;
  arquivo: { nome: string; tamanho: number; url: string } | null;
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function formulario(campos: Record<string, string>, arquivo?: { conteudo: BlobPart; nome: string; tipo: string }) {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(campos)) form.set(`arquivo[${campo}]`, valor);
  if (arquivo) form.set('arquivo[arquivo]', new Blob([arquivo.conteudo], { type: arquivo.tipo }), arquivo.nome);
  return form;
}

async function planilha(): Promise<ArrayBuffer> {
  const livro = new ExcelJS.Workbook();
  livro.addWorksheet('Sessões').addRows([['Data', 'Sessão'], ['03/03/2026', 'Ordinária']]);
  return (await livro.xlsx.writeBuffer()) as ArrayBuffer;
}

async function criar(campos: Record<string, string>, arquivo = { conteudo: PDF as BlobPart, nome: 'Pauta da semana.pdf', tipo: 'application/pdf' }): Promise<number> {
  const resposta = await rest('/arquivos', { method: 'POST', login: 'admin', body: formulario(campos, arquivo) });
  const corpo = (await resposta.json()) as { id: number; mensagem: string };
  expect(resposta.status, JSON.stringify(corpo)).toBe(201);
  return corpo.id;
}

const publico = (id: number) => fetch(`${harness.base}/arquivos/publicos/${id}`);

describe('arquivos (repositório da equipe)', () => {
  it('lists the seeded files by 12 with TotalLinhas, searches by termo and pages', async () => {
    const lista = await rest('/arquivos', { login: 'admin' });
    expect(lista.status).toBe(200);
    const itens = (await lista.json()) as ArquivoRest[];
    expect(lista.headers.get('quantidadePorPagina')).toBe('12');
    expect(Number(lista.headers.get('totallinhas'))).toBe(itens.length);
    // The inactive demo file is in the admin's list.
    expect(itens.map((i) => [i.titulo, i.ativo_nome])).toEqual(expect.arrayContaining([['Calendário de sessões ordinárias – 2º semestre de 2025', 'Não']]));

    const busca = await rest('/arquivos?termo=calendário', { login: 'admin' });
    expect(busca.headers.get('totallinhas')).toBe('2');
    expect(((await busca.json()) as ArquivoRest[]).every((i) => i.titulo.startsWith('Calendário'))).toBe(true);

    for (let i = 0; i < 12; i++) await criar({ titulo: `Ofício circular ${i + 1}` });
    const primeira = await rest('/arquivos?termo=ofício circular', { login: 'admin' });
    expect(primeira.headers.get('totallinhas')).toBe('12');
    const total = Number((await rest('/arquivos', { login: 'admin' })).headers.get('totallinhas'));
    const segunda = (await (await rest('/arquivos?pagina=2', { login: 'admin' })).json()) as ArquivoRest[];
    expect(segunda.length).toBe(total - 12);
  });

  it('creates in multipart under `arquivo` (active by default, title from the file), shows, updates without the file and deletes', async () => {
    const id = await criar({});
    const item = (await (await rest(`/arquivos/${id}`, { login: 'admin' })).json()) as ArquivoRest;
    expect(item).toMatchObject({ titulo: 'Pauta da semana', ativo: true, ativo_nome: 'Sim', endereco_publico: `/arquivos/publicos/${id}`, arquivo: { nome: 'Pauta da semana.pdf' } });
    expect(item.created_at).toBeTruthy();

    const atualizado = await rest(`/arquivos/${id}`, { method: 'PUT', login: 'admin', body: formulario({ titulo: 'Pauta da semana (revista)', ativo: '0' }) });
    expect(atualizado.status).toBe(200);
    expect(await (await rest(`/arquivos/${id}`, { login: 'admin' })).json()).toMatchObject({ titulo: 'Pauta da semana (revista)', ativo: false, arquivo: { nome: 'Pauta da semana.pdf' } });

    const xlsx = await criar({ titulo: 'Quadro de sessões' }, { conteudo: await planilha(), nome: 'quadro.xlsx', tipo: TIPO_XLSX });
    expect(((await (await rest(`/arquivos/${xlsx}`, { login: 'admin' })).json()) as ArquivoRest).arquivo?.nome).toBe('quadro.xlsx');

    const excluido = await rest(`/arquivos/${id}`, { method: 'DELETE', login: 'admin' });
    expect(excluido.status).toBe(200);
    expect((await rest(`/arquivos/${id}`, { login: 'admin' })).status).toBe(404);
  });

  it('refuses a file of another type (by its content, whatever its name), a new record without a file and a bad ativo, in Portuguese', async () => {
    const disfarcado = await rest('/arquivos', { method: 'POST', login: 'admin', body: formulario({}, { conteudo: 'MZ\x90\x00executável', nome: 'relatorio.pdf', tipo: 'application/pdf' }) });
    expect(disfarcado.status).toBe(400);
    expect(await disfarcado.json()).toEqual({ mensagem: FORMATOS_DO_REPOSITORIO.mensagemDeTipo });
    const texto = await rest('/arquivos', { method: 'POST', login: 'admin', body: formulario({}, { conteudo: 'nome;cpf\n', nome: 'lista.csv', tipo: 'text/csv' }) });
    expect(texto.status).toBe(400);
    expect(await texto.json()).toEqual({ mensagem: FORMATOS_DO_REPOSITORIO.mensagemDeTipo });
    const semArquivo = await rest('/arquivos', { method: 'POST', login: 'admin', body: formulario({ titulo: 'Sem arquivo' }) });
    expect(semArquivo.status).toBe(400);
    expect(((await semArquivo.json()) as { mensagem: string }).mensagem).toBe('Envie o arquivo.');
    const ativoRuim = await rest('/arquivos', { method: 'POST', login: 'admin', body: formulario({ ativo: 'talvez' }, { conteudo: PDF, nome: 'a.pdf', tipo: 'application/pdf' }) });
    expect(ativoRuim.status).toBe(400);
    expect(((await ativoRuim.json()) as { mensagem: string }).mensagem).toContain('Ativo inválido');
  });

  it('the public address serves an active file and answers 404 once it is inactive (the admin still shows it)', async () => {
    const id = await criar({ titulo: 'Quadro de sessões' }, { conteudo: await planilha(), nome: 'Quadro de sessões.xlsx', tipo: TIPO_XLSX });
    const servido = await publico(id);
    expect(servido.status).toBe(200);
    expect(servido.headers.get('content-type')).toBe(TIPO_XLSX);
    expect(servido.headers.get('content-disposition')).toContain("filename*=UTF-8''Quadro%20de%20sess%C3%B5es.xlsx");
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await servido.arrayBuffer());
    expect(livro.getWorksheet('Sessões')?.getCell('B2').value).toBe('Ordinária');

    expect((await rest(`/arquivos/${id}`, { method: 'PUT', login: 'admin', body: formulario({ ativo: 'false' }) })).status).toBe(200);
    const inativo = await publico(id);
    expect(inativo.status).toBe(404);
    expect(await inativo.json()).toEqual({ mensagem: 'Arquivo não encontrado.' });
    expect((await rest(`/arquivos/${id}`, { login: 'admin' })).status).toBe(200);
    // The public GraphQL query does not list it either.
    const consulta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ arquivosDoPortal(porPagina: 100) { itens { id } } arquivoDoPortal(id: "${id}") { id } }` }) });
    const { data } = (await consulta.json()) as { data: { arquivosDoPortal: { itens: { id: string }[] }; arquivoDoPortal: null } };
    expect(data.arquivoDoPortal).toBeNull();
    expect(data.arquivosDoPortal.itens.map((i) => i.id)).not.toContain(String(id));

    expect((await rest(`/arquivos/${id}`, { method: 'PUT', login: 'admin', body: formulario({ ativo: 'true' }) })).status).toBe(200);
    expect((await publico(id)).status).toBe(200);
    expect((await fetch(`${harness.base}/arquivos/publicos/999999999`)).status).toBe(404);
    expect((await fetch(`${harness.base}/arquivos/publicos/abc`)).status).toBe(404);
  });

  it('needs api/admin/arquivos: reading and writing denied to the editor and to a visitor, allowed to the admin', async () => {
    const id = await criar({ titulo: 'Permissões' });
    for (const caminho of ['/arquivos', `/arquivos/${id}`]) {
      expect((await rest(caminho)).status).toBe(401);
      expect((await rest(caminho, { login: 'editor' })).status).toBe(403);
      expect((await rest(caminho, { login: 'admin' })).status).toBe(200);
    }
    const novo = () => formulario({}, { conteudo: PDF, nome: 'a.pdf', tipo: 'application/pdf' });
    expect((await rest('/arquivos', { method: 'POST', body: novo() })).status).toBe(401);
    expect((await rest('/arquivos', { method: 'POST', login: 'editor', body: novo() })).status).toBe(403);
    expect((await rest(`/arquivos/${id}`, { method: 'PUT', login: 'editor', body: formulario({ titulo: 'x' }) })).status).toBe(403);
    expect((await rest(`/arquivos/${id}`, { method: 'DELETE', login: 'editor' })).status).toBe(403);
    expect(await (await rest(`/arquivos/${id}`, { login: 'admin' })).json()).toMatchObject({ titulo: 'Permissões' });
    expect((await rest(`/arquivos/${id}`, { method: 'DELETE', login: 'admin' })).status).toBe(200);
  });
});
