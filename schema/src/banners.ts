/**
 * Os banners da página inicial (back-office §3–§5, §9; docs/banners.md): cartaz, link e pop-up, as regras de limpeza
 * por tipo e a dimensão da imagem, as mesmas no admin (antes de enviar) e no subgrafo content (que decide).
 */

export const TIPOS_BANNER = { cartaz: 'Cartaz', link: 'Link', popup: 'Pop-up' } as const;
export type TipoBannerValor = keyof typeof TIPOS_BANNER;

/** Onde o link de um banner abre; o pop-up não tem alvo. */
export const TARGETS_BANNER = { _blank: 'Nova janela' } as const;

export const BANNER_LARGURA_MINIMA = 300;
export const BANNER_ALTURA_MINIMA = 150;
export const MENSAGEM_DIMENSAO_BANNER = 'O banner deve ter dimensão de 300 x 150 pixels proporcionais.';
export const MENSAGENS_BANNER = {
  titulo: 'Informe o título do banner (o texto alternativo da imagem).',
  tipo: 'Selecione o tipo do banner: cartaz, link ou pop-up.',
  imagem: 'Envie a imagem do banner.',
  url: 'Informe o endereço do link, começando com http:// ou https://.',
  exibirAte: 'Informe a data de exibição no formato AAAA-MM-DD.',
  salvo: 'Banner salvo com sucesso.',
} as const;

/** 2:1 (largura o dobro da altura, com 1 pixel de tolerância do arredondamento) e ao menos 300 × 150. */
export function dimensaoDeBannerValida(largura: number | null | undefined, altura: number | null | undefined): boolean {
  if (!largura || !altura) return false;
  return largura >= BANNER_LARGURA_MINIMA && altura >= BANNER_ALTURA_MINIMA && Math.abs(largura - 2 * altura) <= 1;
}

/**
 * O que o tipo guarda (back-office §4): o cartaz não tem link (a url é limpa); o link não tem a imagem externa do
 * portal antigo (a imagem é sempre o arquivo enviado); um banner que não é pop-up abre sempre em nova janela
 * (`_blank`); o pop-up não tem alvo.
 */
export function camposDoTipoDeBanner(tipo: TipoBannerValor, url: string | null): { url: string | null; target: string | null } {
  return { url: tipo === 'cartaz' ? null : url, target: tipo === 'popup' ? null : '_blank' };
}

/** Um banner aparece até o fim do dia `exibirAte` (sem data, sempre). */
export function bannerAtivo(exibirAte: string | null | undefined, hoje: string): boolean {
  return !exibirAte || exibirAte >= hoje;
}
