import { slugify } from '@alego/kit';
import { blobStoreDoPortal, guardarImagemSvg, sorteador } from '@alego/kit/imagens-de-demonstracao';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Galeria, GaleriaCategoria, GaleriaImagem, SituacaoGaleria, TipoRelacionadoGaleria } from '../modules/galeria/galeria.entity.js';

/** A landscape "photo" drawn locally (nothing is downloaded): sky, hills and a building, different for every seed. */
function foto(semente: number, legenda: string): string {
  const sorte = sorteador(semente);
  const tom = Math.floor(sorte() * 360);
  const colinas = Array.from({ length: 3 }, (_, i) => {
    const y = 380 + i * 60 + Math.floor(sorte() * 40);
    return `<path d="M0 ${y} Q 300 ${y - 80 - Math.floor(sorte() * 80)} 600 ${y} T 1200 ${y} V 800 H 0 Z" fill="hsl(${(tom + 90 + i * 20) % 360}, 40%, ${35 - i * 8}%)"/>`;
  }).join('');
  const escapar = (texto: string) => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="hsl(${tom}, 55%, 70%)"/>
  <circle cx="${200 + Math.floor(sorte() * 800)}" cy="${120 + Math.floor(sorte() * 120)}" r="70" fill="#fff8d0" fill-opacity="0.8"/>
  ${colinas}
  <rect x="470" y="330" width="260" height="200" fill="#f4f1ea"/><polygon points="450,330 600,250 750,330" fill="#8a4b2f"/>
  <rect x="0" y="720" width="1200" height="80" fill="#000" fill-opacity="0.45"/>
  <text x="40" y="772" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffffff">${escapar(legenda)}</text>
</svg>`;
}

const CATEGORIAS: { nome: string; tipoRelacionado?: TipoRelacionadoGaleria }[] = [
  { nome: 'Sessões plenárias' },
  { nome: 'Eventos institucionais' },
  { nome: 'Deputados', tipoRelacionado: TipoRelacionadoGaleria.deputado },
  { nome: 'Comissões', tipoRelacionado: TipoRelacionadoGaleria.comissao },
];

const GALERIAS = [
  'Sessão solene em homenagem aos professores',
  'Abertura do ano legislativo',
  'Audiência pública sobre o Cerrado',
  'Visita de estudantes ao plenário',
  'Entrega de títulos de cidadania goiana',
  'Campanha do Agasalho na Assembleia',
  'Parlamento Jovem: posse dos participantes',
  'Exposição de arte no saguão',
  'Sessão especial do Dia da Mulher',
  'Reunião da Comissão de Constituição e Justiça',
  'Seminário de transparência pública',
  'Plantio de árvores no Parque Legislativo',
];

/** Four categories and a dozen galleries (the last one in review) with three or four photos each; legacy ids 1001…. */
export class GaleriaSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const categorias = CATEGORIAS.map((c) => em.create(GaleriaCategoria, { nome: c.nome, tipoRelacionado: c.tipoRelacionado ?? null, createdAt: new Date(), updatedAt: new Date() }));
    const store = blobStoreDoPortal();
    if (!store) {
      await em.flush();
      return;
    }
    const agora = Date.now();
    for (const [indice, titulo] of GALERIAS.entries()) {
      const criadaEm = new Date(agora - indice * 5 * 86_400_000);
      const categoria = categorias[indice % 2]!;
      const credito = indice % 3 === 0 ? 'Hellenn Reis' : 'Carlos Costa';
      const galeria = em.create(Galeria, {
        titulo,
        urlSufixo: slugify(titulo),
        descricao: `<p>Fotos de ${titulo.charAt(0).toLowerCase()}${titulo.slice(1)}.</p>`,
        situacao: indice === GALERIAS.length - 1 ? SituacaoGaleria.revisao : SituacaoGaleria.publicacao,
        categoria,
        ultimoCredito: credito,
        legadoId: 1001 + indice,
        createdAt: criadaEm,
        updatedAt: criadaEm,
      });
      const quantas = 3 + (indice % 2);
      for (let n = 0; n < quantas; n += 1) {
        const legenda = `${titulo} (${n + 1} de ${quantas})`;
        const imagem = await guardarImagemSvg(store, foto(indice * 10 + n + 1, legenda), `${slugify(titulo)}-${n + 1}.jpg`, 1200);
        em.create(GaleriaImagem, { galeria, titulo: legenda, credito, capa: n === 0, ordem: n + 1, imagem, createdAt: criadaEm });
      }
    }
    await em.flush();
  }
}
