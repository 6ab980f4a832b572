import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness, entrarComoEquipe } from './gateway-harness.js';

/**
 * The hand-written legacy admin paths (the catalog's are in catalogo.test.ts): a PUT changes only the fields it
 * sends, as the old API did, so a client that sends one field never blanks or resets the others.
 */
let harness: GatewayHarness;
let token = '';

beforeAll(async () => {
  harness = await startGatewayHarness([content, access, people, participation]);
  token = await entrarComoEquipe(harness, 'admin');
});
afterAll(() => harness?.close());

type Json = Record<string, unknown>;

function rest(caminho: string, init: RequestInit = {}) {
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
}

/** What a save may change besides the fields sent: the update time. */
function semDataDeAlteracao(registro: Json): Json {
  return Object.fromEntries(Object.entries(registro).filter(([campo]) => !/^updated_?at$/i.test(campo)));
}

/** The demo seed of the harness has no banners nor albums: one is made through the legacy form. */
async function criarBanner(): Promise<number> {
  const form = new FormData();
  for (const [nome, valor] of Object.entries({ tipo: 'cartaz', titulo: 'Campanha de vacinação', url: 'https://saude.go.gov.br', exibir_ate: '2030-12-31' })) form.set(`banner[${nome}]`, valor);
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1d4e89' } }).png().toBuffer();
  form.set('banner[banner]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  const resposta = await fetch(`${harness.base}/api/admin/banner`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return ((await resposta.json()) as { id: number }).id;
}

async function criarGaleria(): Promise<number> {
  const categorias = (await (await rest('/categorias-fotos')).json()) as { id: number; tipo_relacionado: string | null }[];
  const categoria = categorias.find((c) => !c.tipo_relacionado)!.id;
  const campos = { titulo: 'Sessão solene', descricao: '<p>Homenagens.</p>', galeria_categoria_id: String(categoria), ultimo_credito: 'Ana Lima', galeria_imagens_attributes: [{ capa: 'true' }] };
  const resposta = await rest('/galerias', { method: 'POST', body: JSON.stringify({ galeria: campos }) });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  const { id } = (await resposta.json()) as { id: number };
  const foto = new FormData();
  for (const [nome, valor] of Object.entries({ galeria_id: String(id), titulo: 'Abertura', credito: 'Ana Lima', capa: 'true' })) foto.set(nome, valor);
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6f4f' } }).png().toBuffer();
  foto.set('imagem', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'abertura.png');
  const enviada = await fetch(`${harness.base}/api/admin/galerias/salvar-imagens`, { method: 'POST', body: foto, headers: { authorization: `Bearer ${token}` } });
  expect(enviada.status, await enviada.clone().text()).toBe(201);
  return id;
}

async function primeiroDaLista(caminho: string): Promise<number> {
  const lista = (await (await rest(`${caminho}?por_pagina=3`)).json()) as { id: number }[];
  expect(lista.length, JSON.stringify(lista)).toBeGreaterThan(0);
  return lista[lista.length - 1]!.id;
}

const CASOS = [
  { caminho: '/links', envelope: 'link', campo: 'titulo', valor: 'Diário Oficial (revisto)' },
  { caminho: '/categorias-links', envelope: 'categoria_link', campo: 'nome', valor: 'Serviços (revisto)' },
  { caminho: '/banner', envelope: 'banner', campo: 'titulo', valor: 'Banner revisto', criar: criarBanner },
  { caminho: '/categorias-fotos', envelope: 'galeria_categoria', campo: 'nome', valor: 'Eventos (revisto)' },
  { caminho: '/galerias', envelope: 'galeria', campo: 'titulo', valor: 'Sessão solene (revisto)', criar: criarGaleria, derivados: ['url_sufix'] },
  { caminho: '/agendas', envelope: 'agenda', campo: 'tipo', valor: 'assembleia' },
  { caminho: '/deputados', envelope: 'deputado', campo: 'telefone', valor: '(62) 3221-3000' },
  { caminho: '/legislaturas', envelope: 'legislatura', campo: 'descricao', valor: 'Legislatura revista' },
  { caminho: '/comissoes', envelope: 'comissao', campo: 'nome', valor: 'Comissão revista', derivados: ['url_sufixo'] },
  { caminho: '/cursos', envelope: 'curso', campo: 'local', valor: 'Auditório Solon Amaral' },
  { caminho: '/edicoes', envelope: 'edicao', campo: 'titulo', valor: 'Edição revista' },
  { caminho: '/programas', envelope: 'programa', campo: 'descricao', valor: 'Programa revisto' },
] as const;

describe.each(CASOS as readonly { caminho: string; envelope: string; campo: string; valor: string; criar?: () => Promise<number>; derivados?: string[] }[])('PUT /api/admin$caminho/{id}', ({ caminho, envelope, campo, valor, criar, derivados = [] }) => {
  it(`without fields keeps the record; with ${envelope}[${campo}] alone changes only it`, async () => {
    const id = criar ? await criar() : await primeiroDaLista(caminho);
    const ler = async () => semDataDeAlteracao((await (await rest(`${caminho}/${id}`)).json()) as Json);
    const antes = await ler();
    const vazio = await rest(`${caminho}/${id}`, { method: 'PUT', body: JSON.stringify({ [envelope]: {} }) });
    expect(vazio.status, await vazio.clone().text()).toBe(200);
    expect(await ler()).toEqual(antes);
    const umCampo = await rest(`${caminho}/${id}`, { method: 'PUT', body: JSON.stringify({ [envelope]: { [campo]: valor } }) });
    expect(umCampo.status, await umCampo.clone().text()).toBe(200);
    // A value the record derives from the one sent (an address from the title or name) follows it.
    const depois = await ler();
    expect(depois).toEqual({ ...antes, ...Object.fromEntries(derivados.map((d) => [d, depois[d]])), [campo]: valor });
    expect((await rest(`${caminho}/999999999`, { method: 'PUT', body: JSON.stringify({ [envelope]: { [campo]: valor } }) })).status).toBe(404);
  });
});
