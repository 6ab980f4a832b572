import { dimensaoDeBannerValida, MENSAGEM_DIMENSAO_BANNER, MENSAGENS_BANNER } from '@alego/catalog';
import type { BannerAdminQuery } from '../../gql/graphql';
import { validarImagem } from '../noticias/noticia.rules';

export type BannerDetalhe = NonNullable<BannerAdminQuery['bannerAdmin']>;

export interface ValoresBanner {
  tipo: string;
  titulo: string;
  url: string;
  exibirAte: string;
  imagem: File | null;
  /** Medidas da imagem escolhida, lidas no navegador (o servidor confere de novo). */
  largura: number;
  altura: number;
}

export function valoresIniciais(b?: BannerDetalhe): ValoresBanner {
  return { tipo: b?.tipo ?? 'cartaz', titulo: b?.titulo ?? '', url: b?.url ?? '', exibirAte: b?.exibirAte ?? '', imagem: null, largura: 0, altura: 0 };
}

export function paraBannerInput(v: ValoresBanner): Record<string, unknown> {
  return {
    tipo: v.tipo,
    titulo: v.titulo.trim(),
    url: v.tipo === 'cartaz' ? null : v.url.trim() || null,
    exibirAte: v.exibirAte || null,
    ...(v.imagem ? { imagem: v.imagem } : {}),
  };
}

export function validarBanner(v: ValoresBanner, item?: BannerDetalhe): string | undefined {
  if (!v.titulo.trim()) return MENSAGENS_BANNER.titulo;
  if (v.tipo === 'link' && !v.url.trim()) return MENSAGENS_BANNER.url;
  if (!v.imagem) return item ? undefined : MENSAGENS_BANNER.imagem;
  const tipo = validarImagem(v.imagem);
  if (tipo) return tipo;
  // O banner salva 100 ms depois da escolha (back-office §9): as medidas já foram lidas.
  if (v.largura && !dimensaoDeBannerValida(v.largura, v.altura)) return MENSAGEM_DIMENSAO_BANNER;
  return undefined;
}
