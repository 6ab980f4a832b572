import { hojeEmBrasilia, MENSAGEM_DIMENSAO_BANNER, MENSAGENS_BANNER, somarDias } from '@alego/catalog';
import sharp from 'sharp';
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

const png = (largura: number, altura: number) => sharp({ create: { width: largura, height: altura, channels: 3, background: '#1d4e89' } }).png().toBuffer();

async function enviar(metodo: 'POST' | 'PUT', caminho: string, campos: Record<string, string>, imagem?: Buffer, login = 'admin') {
  const form = new FormData();
  for (const [nome, valor] of Object.entries(campos)) form.set(`banner[${nome}]`, valor);
  if (imagem) form.set('banner[banner]', new Blob([new Uint8Array(imagem)], { type: 'image/png' }), 'banner.png');
  return fetch(`${harness.base}/api/admin${caminho}`, { method: metodo, body: form, headers: login ? { authorization: `Bearer ${tokens[login]}` } : {} });
}
const get = (caminho: string, login = 'admin') => fetch(`${harness.base}/api/admin${caminho}`, { headers: { authorization: `Bearer ${tokens[login]}` } });

interface BannerRest {
  id: number;
  tipo: string;
  url: string | null;
  target: string | null;
  exibir_ate: string | null;
  banner: { largura: number; altura: number };
}

describe('banners (back-office §3–§5) through the legacy admin REST paths', () => {
  it('accepts a 2:1 image of at least 300 × 150 and refuses any other with the spec’s message', async () => {
    for (const [largura, altura] of [[299, 150], [300, 149], [400, 150], [600, 400]] as const) {
      const r = await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'Campanha' }, await png(largura, altura));
      expect(r.status, `${largura}×${altura}`).toBe(400);
      expect(((await r.json()) as { mensagem: string }).mensagem).toBe(MENSAGEM_DIMENSAO_BANNER);
    }
    for (const [largura, altura] of [[300, 150], [1200, 600], [601, 300]] as const) {
      const r = await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'Campanha' }, await png(largura, altura));
      expect(r.status, `${largura}×${altura}`).toBe(201);
    }
    const semImagem = await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'Campanha' });
    expect(((await semImagem.json()) as { mensagem: string }).mensagem).toBe(MENSAGENS_BANNER.imagem);
  });

  it('clears by type: cartaz has no url, a non-popup opens in _blank, a popup has no target; a link needs its address', async () => {
    const imagem = await png(600, 300);
    const cartaz = (await (await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'Cartaz', url: 'https://exemplo.gov.br', target: '_self' }, imagem)).json()) as { id: number };
    expect(await (await get(`/banner/${cartaz.id}`)).json()).toMatchObject({ tipo: 'cartaz', url: null, target: '_blank' });
    const popup = (await (await enviar('POST', '/banner', { tipo: 'popup', titulo: 'Aviso', url: 'https://exemplo.gov.br/aviso' }, imagem)).json()) as { id: number };
    expect(await (await get(`/banner/${popup.id}`)).json()).toMatchObject({ tipo: 'popup', url: 'https://exemplo.gov.br/aviso', target: null });
    const semUrl = await enviar('POST', '/banner', { tipo: 'link', titulo: 'Link' }, imagem);
    expect(((await semUrl.json()) as { mensagem: string }).mensagem).toBe(MENSAGENS_BANNER.url);
    const link = (await (await enviar('POST', '/banner', { tipo: 'link', titulo: 'Link', url: 'https://exemplo.gov.br' }, imagem)).json()) as { id: number };
    expect(await (await get(`/banner/${link.id}`)).json()).toMatchObject({ tipo: 'link', url: 'https://exemplo.gov.br', target: '_blank' });
    // Turning the link into a poster clears its address; the stored image stays without a new upload.
    const paraCartaz = await enviar('PUT', `/banner/${link.id}`, { tipo: 'cartaz', titulo: 'Link', url: 'https://exemplo.gov.br' });
    expect(paraCartaz.status).toBe(200);
    expect(await (await get(`/banner/${link.id}`)).json()).toMatchObject({ tipo: 'cartaz', url: null, banner: { largura: 600, altura: 300 } });
  });

  it('shows a banner on the public list until its exibir_ate, included', async () => {
    const hoje = hojeEmBrasilia();
    const imagem = await png(300, 150);
    const ate = async (exibirAte: string) => ((await (await enviar('POST', '/banner', { tipo: 'cartaz', titulo: `Até ${exibirAte}`, exibir_ate: exibirAte }, imagem)).json()) as { id: number }).id;
    const [ontem, deHoje] = [await ate(somarDias(hoje, -1)), await ate(hoje)];
    const publicos = async () => {
      const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ banners(porPagina: 100) { itens { id } } }' }) });
      return ((await resposta.json()) as { data: { banners: { itens: { id: string }[] } } }).data.banners.itens.map((b) => Number(b.id));
    };
    const ids = await publicos();
    expect(ids).toContain(deHoje);
    expect(ids).not.toContain(ontem);
    expect(((await (await get(`/banner?termo=${encodeURIComponent(`Até ${somarDias(hoje, -1)}`)}`)).json()) as BannerRest[])[0]).toMatchObject({ id: ontem, ativo: false });
    const invalida = await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'X', exibir_ate: '31/12/2030' }, imagem);
    expect(((await invalida.json()) as { mensagem: string }).mensagem).toBe(MENSAGENS_BANNER.exibirAte);
  });

  it('lists by type with the pagination headers, answers the option paths, and needs the banners permission', async () => {
    const lista = await get('/banner?tipo=popup');
    expect(lista.status).toBe(200);
    expect(((await lista.json()) as BannerRest[]).every((b) => b.tipo === 'popup')).toBe(true);
    expect(lista.headers.get('quantidadeporpagina')).toBe('12');
    expect(await (await get('/banner/tipos')).json()).toEqual([
      { valor: 'cartaz', rotulo: 'Cartaz' },
      { valor: 'link', rotulo: 'Link' },
      { valor: 'popup', rotulo: 'Pop-up' },
    ]);
    expect(await (await get('/banner/targets')).json()).toEqual([{ valor: '_blank', rotulo: 'Nova janela' }]);
    expect((await get('/banner', 'editor')).status).toBe(403);
    expect((await fetch(`${harness.base}/api/admin/banner`)).status).toBe(401);
    expect((await enviar('POST', '/banner', { tipo: 'cartaz', titulo: 'X' }, await png(300, 150), 'editor')).status).toBe(403);
    expect((await get('/banner/999999')).status).toBe(404);
  });
});
