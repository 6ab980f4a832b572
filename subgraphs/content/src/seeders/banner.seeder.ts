import { hojeEmBrasilia, somarDias } from '@alego/catalog';
import { blobStoreDoPortal, guardarImagemSvg } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Banner, TipoBanner } from '../modules/banner/banner.entity.js';

/** A 2:1 campaign poster drawn locally (nothing is downloaded): a coloured field and its title. */
function cartaz(titulo: string, subtitulo: string, fundo: string): string {
  const escapar = (texto: string) => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="${fundo}"/>
  <circle cx="1050" cy="120" r="220" fill="#ffffff" fill-opacity="0.12"/>
  <text x="80" y="300" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#ffffff">${escapar(titulo)}</text>
  <text x="80" y="390" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#ffffff">${escapar(subtitulo)}</text>
</svg>`;
}

/** Two banners on the home page (a poster and a link), shown for the next month; only where the portal stores files. */
export class BannerSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const store = blobStoreDoPortal();
    if (!store) return;
    const exibirAte = somarDias(hojeEmBrasilia(), 30);
    const agora = new Date();
    const agasalho = await guardarImagemSvg(store, cartaz('Campanha do Agasalho', 'Doe na recepção da Assembleia até o fim do mês', '#1d4e89'), 'campanha-do-agasalho.jpg', 1200);
    em.create(Banner, { tipo: TipoBanner.cartaz, titulo: 'Campanha do Agasalho: doe na recepção da Assembleia até o fim do mês', imagem: agasalho, target: '_blank', exibirAte, createdAt: agora, updatedAt: agora });
    const escola = await guardarImagemSvg(store, cartaz('Parlamento Jovem', 'Inscrições abertas para estudantes do ensino médio', '#2a6f4f'), 'parlamento-jovem.jpg', 1200);
    em.create(Banner, { tipo: TipoBanner.link, titulo: 'Parlamento Jovem: inscrições abertas para estudantes do ensino médio', url: 'https://www.camara.leg.br/parlamentojovem', imagem: escola, target: '_blank', exibirAte, createdAt: agora, updatedAt: agora });
    await em.flush();
  }
}
