import { slugify } from '@alego/kit';
import { blobStoreDoPortal, guardarImagemSvg } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Deputado } from '../modules/deputado/deputado.entity.js';
import { retratoSvg } from './retrato.js';

/**
 * Retratos ilustrados para os deputados de demonstração que não têm foto, guardados no
 * armazenamento de arquivos do portal como uma foto enviada pelo admin. Só roda quando o
 * processo foi iniciado pelo portal (fora dos testes, que não têm onde guardar arquivos).
 */
export class FotosDemonstracaoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const store = blobStoreDoPortal();
    if (!store) return;
    const deputados = await em.find(Deputado, { foto: null }, { orderBy: { id: 'asc' } });
    for (const deputado of deputados) {
      deputado.foto = await guardarImagemSvg(store, retratoSvg(deputado.id, deputado.nome), `retrato-${slugify(deputado.nome)}.jpg`, 400);
    }
    await em.flush();
  }
}
