import { MENSAGENS_GALERIA } from '@alego/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor', 'publicador', 'gabinete']);
});
afterAll(() => harness?.close());

const png = (largura = 640, altura = 480) => sharp({ create: { width: largura, height: altura, channels: 3, background: '#2a6f4f' } }).png().toBuffer();
const autorizado = (login: string) => ({ authorization: `Bearer ${tokens[login]}` });

async function enviar(metodo: 'POST' | 'PUT', caminho: string, envelope: string, campos: Record<string, string>, login = 'editor', arquivo?: { dados: Buffer; nome: string; tipo: string }) {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.set(nome.startsWith('[') ? `${envelope}${nome}` : `${envelope}[${nome}]`, valor);
  if (arquivo) form.set('imagem', new Blob([new Uint8Array(arquivo.dados)], { type: arquivo.tipo }), arquivo.nome);
  return fetch(`${harness.base}/api/admin${caminho}`, { method: metodo, body: form, headers: autorizado(login) });
}
const get = (caminho: string, login = 'editor') => fetch(`${harness.base}/api/admin${caminho}`, { headers: autorizado(login) });
const mensagem = async (resposta: Response) => ((await resposta.json()) as { mensagem: string }).mensagem;

async function categoriaEventos(): Promise<number> {
  const lista = (await (await get('/galerias/galeria-categorias')).json()) as { id: number; nome: string }[];
  return lista.find((c) => c.nome === 'Eventos institucionais')!.id;
}

async function salvarImagem(galeriaId: number, campos: Record<string, string>, arquivo: { dados: Buffer; nome: string; tipo: string }, login = 'editor') {
  const form = new FormData();
  form.set('galeria_id', String(galeriaId));
  for (const [nome, valor] of Object.entries(campos)) form.set(nome, valor);
  form.set('imagem', new Blob([new Uint8Array(arquivo.dados)], { type: arquivo.tipo }), arquivo.nome);
  return fetch(`${harness.base}/api/admin/galerias/salvar-imagens`, { method: 'POST', body: form, headers: autorizado(login) });
}

describe('galerias through the legacy admin REST paths (back-office §3–§7)', () => {
  it('categorias-fotos: list with TotalLinhas, related types, create and the name rule; denied without the permission', async () => {
    const lista = await get('/categorias-fotos?termo=deput', 'admin');
    expect(lista.status).toBe(200);
    expect(lista.headers.get('TotalLinhas')).toBe('1');
    expect(await lista.json()).toEqual([expect.objectContaining({ nome: 'Deputados', tipo_relacionado: 'deputado' })]);
    expect(await (await get('/categorias-fotos/tipo_relacionados', 'admin')).json()).toEqual([
      { valor: 'deputado', rotulo: 'Deputado' },
      { valor: 'comissao', rotulo: 'Comissão' },
    ]);
    const vazia = await enviar('POST', '/categorias-fotos', 'galeria_categoria', { nome: '' }, 'admin');
    expect(vazia.status).toBe(400);
    expect(await mensagem(vazia)).toBe(MENSAGENS_GALERIA.nomeCategoria);
    const criada = await enviar('POST', '/categorias-fotos', 'galeria_categoria', { nome: 'Frentes parlamentares', tipo_relacionado: 'comissao' }, 'admin');
    expect(criada.status).toBe(201);
    const negada = await enviar('POST', '/categorias-fotos', 'galeria_categoria', { nome: 'Outra' }, 'editor');
    expect(negada.status).toBe(403);
  });

  it('an album is saved first and its images follow one by one; the spec’s rules answer 400 with their messages', async () => {
    const categoria = await categoriaEventos();
    const semImagens = await enviar('POST', '/galerias', 'galeria', { titulo: 'Sem fotos', galeria_categoria_id: String(categoria) });
    expect(semImagens.status).toBe(400);
    expect(await mensagem(semImagens)).toBe(MENSAGENS_GALERIA.semImagens);
    const duasCapas = await enviar('POST', '/galerias', 'galeria', { titulo: 'Duas capas', galeria_categoria_id: String(categoria), '[galeria_imagens_attributes][0][capa]': 'true', '[galeria_imagens_attributes][1][capa]': 'true' });
    expect(await mensagem(duasCapas)).toBe(MENSAGENS_GALERIA.umaCapa);
    const criada = await enviar('POST', '/galerias', 'galeria', { titulo: 'Posse da Mesa', descricao: '<p>Posse</p>', galeria_categoria_id: String(categoria), '[galeria_imagens_attributes][0][capa]': 'true' });
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const foto = { dados: await png(), nome: 'posse.png', tipo: 'image/png' };
    const primeira = await salvarImagem(id, { titulo: 'A Mesa', credito: 'Ana Lima', capa: 'true' }, foto);
    expect(primeira.status).toBe(201);
    expect(await primeira.json()).toMatchObject({ galeria_id: id, ordem: 999999, capa: true, imagem: { largura: 640, altura: 480 } });
    const outraCapa = await salvarImagem(id, { capa: 'true' }, foto);
    expect(await mensagem(outraCapa)).toBe(MENSAGENS_GALERIA.umaCapa);
    const pdf = await salvarImagem(id, {}, { dados: Buffer.from('%PDF-1.4\n%%EOF'), nome: 'x.pdf', tipo: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(await mensagem(pdf)).toBe(MENSAGENS_GALERIA.tipoArquivo);
    const grande = await salvarImagem(id, {}, { dados: Buffer.concat([await png(), Buffer.alloc(3_100_000)]), nome: 'grande.png', tipo: 'image/png' });
    expect(grande.status).toBe(413);
    expect(await mensagem(grande)).toBe(MENSAGENS_GALERIA.tamanho);
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } }).gif().toBuffer();
    expect((await salvarImagem(id, { ordem: '1', credito: 'Bruno Reis' }, { dados: gif, nome: 'a.gif', tipo: 'image/gif' })).status).toBe(201);
    const album = (await (await get(`/galerias/${id}`)).json()) as { ultimo_credito: string; descricao: string; situacao: string; galeria_imagens: { ordem: number; capa: boolean; credito: string }[] };
    expect(album).toMatchObject({ situacao: 'revisao', descricao: '<p>Posse</p>', ultimo_credito: 'Bruno Reis' });
    expect(album.galeria_imagens.map((i) => [i.ordem, i.capa])).toEqual([[1, false], [999999, true]]);
    const credito = await fetch(`${harness.base}/api/admin/galerias/${id}/aplicar-credito`, { method: 'POST', headers: { ...autorizado('editor'), 'content-type': 'application/json' }, body: '{}' });
    expect(credito.status).toBe(200);
    const depois = (await (await get(`/galerias/${id}`)).json()) as { galeria_imagens: { credito: string }[] };
    expect(depois.galeria_imagens.map((i) => i.credito)).toEqual(['Bruno Reis', 'Bruno Reis']);
  });

  it('lists by tab (default publicacao) with TotalLinhas, TotalLinhasRevisao and TotalLinhasPublicacao; publishing needs pode_publicar; the menu counts albums in review', async () => {
    const categoria = await categoriaEventos();
    const { id } = (await (await enviar('POST', '/galerias', 'galeria', { titulo: 'Cabeçalhos únicos', galeria_categoria_id: String(categoria), '[galeria_imagens_attributes][0][titulo]': 'x' })).json()) as { id: number };
    await salvarImagem(id, { titulo: 'Única' }, { dados: await png(), nome: 'u.png', tipo: 'image/png' });
    const menu = async () => ((await (await get('/menus')).json()) as { galeria: number }).galeria;
    const antes = await menu();
    expect(antes).toBeGreaterThan(0);
    const revisao = await get('/galerias?situacao=revisao&termo=cabeçalhos');
    expect(revisao.status, await revisao.clone().text()).toBe(200);
    expect(revisao.headers.get('TotalLinhas')).toBe('1');
    expect(revisao.headers.get('TotalLinhasRevisao')).toBe('1');
    expect(revisao.headers.get('TotalLinhasPublicacao')).toBe('0');
    expect(((await (await get('/galerias?termo=cabeçalhos')).json()) as unknown[]).length).toBe(0);
    const negada = await enviar('PUT', `/galerias/${id}`, 'galeria', { situacao: 'publicacao' }, 'editor');
    expect(negada.status).toBe(403);
    const publicada = await enviar('PUT', `/galerias/${id}`, 'galeria', { situacao: 'publicacao' }, 'publicador');
    expect(publicada.status).toBe(200);
    expect(await mensagem(publicada)).toBe(MENSAGENS_GALERIA.publicada);
    expect(await menu()).toBe(antes - 1);
    const publicacao = await get('/galerias?termo=cabeçalhos');
    expect(publicacao.headers.get('TotalLinhasPublicacao')).toBe('1');
    expect(await publicacao.json()).toEqual([expect.objectContaining({ id, situacao: 'publicacao', galeria_categoria_id: categoria })]);
    const semPermissao = await get('/galerias', 'gabinete');
    expect(semPermissao.status).toBe(403);
  });

  it('a published photo downloads as the original file named after the album and the credit', async () => {
    const categoria = await categoriaEventos();
    const { id } = (await (await enviar('POST', '/galerias', 'galeria', { titulo: 'Visita à Câmara', galeria_categoria_id: String(categoria), '[galeria_imagens_attributes][0][titulo]': 'x' })).json()) as { id: number };
    const imagem = (await (await salvarImagem(id, { credito: 'João Sá' }, { dados: await png(321, 123), nome: 'original.png', tipo: 'image/png' })).json()) as { id: number };
    const consulta = async () => {
      const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ galeriaImagem(id: "${imagem.id}") { download } }` }) });
      return ((await resposta.json()) as { data: { galeriaImagem: { download: string } | null } }).data.galeriaImagem;
    };
    // (The public answer is cached: asked before publishing, it would stay null for a while.)
    await enviar('PUT', `/galerias/${id}`, 'galeria', { situacao: 'publicacao' }, 'publicador');
    const { download } = (await consulta())!;
    const arquivo = await fetch(`${harness.base}${download}`);
    expect(arquivo.status).toBe(200);
    expect(arquivo.headers.get('content-disposition')).toContain(`filename*=UTF-8''visita-a-camara-foto-joao-sa.png`);
    expect((await sharp(Buffer.from(await arquivo.arrayBuffer())).metadata()).width).toBe(321);
    // A name asked with another extension keeps the stored one.
    const trocado = await fetch(`${harness.base}${download.replace(/nome=[^&]+/, 'nome=x.exe')}`);
    expect(trocado.headers.get('content-disposition')).toContain(`filename="x.png"`);
  });

  it('the news form searches albums by title (pre_definidas); cabinet users get none', async () => {
    const categoria = await categoriaEventos();
    await enviar('POST', '/galerias', 'galeria', { titulo: 'Inauguração do memorial', galeria_categoria_id: String(categoria), '[galeria_imagens_attributes][0][titulo]': 'x' });
    const busca = (await (await get('/galerias?pre_definidas=true&titulo=memorial')).json()) as { titulo: string }[];
    expect(busca.map((g) => g.titulo)).toEqual(['Inauguração do memorial']);
    const doGabinete = await get('/galerias?pre_definidas=true&titulo=memorial', 'gabinete');
    expect(doGabinete.status).toBe(200);
    expect(await doGabinete.json()).toEqual([]);
  });
});
