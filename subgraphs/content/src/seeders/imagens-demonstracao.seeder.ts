import { blobStoreDoPortal, guardarImagemSvg } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Noticia } from '../modules/noticia/noticia.entity.js';
import { ilustracaoDaNoticia } from './ilustracao.js';

/** Uma notícia em cada cinco fica sem imagem, como acontece no dia a dia da redação. */
const SEM_IMAGEM_A_CADA = 5;

/**
 * Ilustrações abstratas para a maioria das notícias de demonstração, guardadas no
 * armazenamento de arquivos do portal como a imagem enviada pelo admin, com o texto
 * alternativo na descrição do destaque. Só roda quando o processo foi iniciado pelo portal.
 */
export class ImagensDemonstracaoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const store = blobStoreDoPortal();
    if (!store) return;
    const noticias = await em.find(Noticia, { imagem: null }, { orderBy: { id: 'asc' } });
    for (const noticia of noticias) {
      // Os destaques sempre têm imagem (a página inicial a mostra em tamanho grande).
      if (!noticia.destaqueNivel && noticia.id % SEM_IMAGEM_A_CADA === 0) continue;
      const { svg, descricao } = ilustracaoDaNoticia(noticia.id);
      noticia.imagem = await guardarImagemSvg(store, svg, `ilustracao-${noticia.urlSufixo}.jpg`.slice(0, 200), 1200);
      // The alt text is the image's own field; the highlight description only belongs to highlights (the admin form
      // shows and saves it only for them).
      noticia.imagemAlt ??= descricao;
      if (noticia.destaqueNivel) noticia.destaqueDescricao ??= descricao;
    }
    await em.flush();
  }
}
