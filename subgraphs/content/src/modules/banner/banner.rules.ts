import { dataIsoValida, dimensaoDeBannerValida, MENSAGEM_DIMENSAO_BANNER, MENSAGEM_URL, MENSAGENS_BANNER, URL_VALIDA } from '@alego/catalog';
import { semNul } from '../../text.js';
import type { Banner } from './banner.entity.js';
import type { BannerInput } from './banner.inputs.js';

/** back-office §5: the title (alt text), the address of a link, the date and the image's 2:1 ≥ 300 × 150. */
export function regrasBanner(dados: BannerInput, { atual }: { atual?: Banner }): string[] {
  const erros: string[] = [];
  const titulo = semNul(dados.titulo)?.trim();
  if (!titulo) erros.push(MENSAGENS_BANNER.titulo);
  else if ([...titulo].length > 255) erros.push('O título deve ter no máximo 255 caracteres.');
  const url = semNul(dados.url)?.trim();
  if (dados.tipo === 'link' && !url) erros.push(MENSAGENS_BANNER.url);
  if (dados.tipo !== 'cartaz' && url && (!URL_VALIDA.test(url) || url.length > 500)) erros.push(MENSAGEM_URL);
  if (dados.exibirAte && !dataIsoValida(dados.exibirAte)) erros.push(MENSAGENS_BANNER.exibirAte);
  if (dados.imagem) {
    if (!dimensaoDeBannerValida(dados.imagem.largura, dados.imagem.altura)) erros.push(MENSAGEM_DIMENSAO_BANNER);
  } else if (!atual) erros.push(MENSAGENS_BANNER.imagem);
  return erros;
}
