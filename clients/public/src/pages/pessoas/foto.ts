import type { LarguraDeImagem } from '@alego/catalog';

/**
 * Fotos de deputados como imagens responsivas: o gateway serve variantes de uma
 * imagem assinada em `/arquivos/<chave>?v=…&largura=N` (só as larguras de
 * `LARGURAS_DE_IMAGEM`, em @alego/catalog), que viram o `srcset` da <img>.
 */
export interface FotoInfo {
  /** Caminho assinado do original: `/arquivos/<chave>?v=…`. */
  url: string;
  largura?: number | null;
  altura?: number | null;
}


/** URL da variante de `largura` pixels (antes de uma âncora, se houver). */
export function urlDaVariante(url: string, largura: LarguraDeImagem): string {
  const [semAncora = '', ancora] = url.split('#', 2);
  const comLargura = `${semAncora}${semAncora.includes('?') ? '&' : '?'}largura=${largura}`;
  return ancora === undefined ? comLargura : `${comLargura}#${ancora}`;
}

export interface FotoResponsiva {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * `src`, `srcset` e `sizes` para mostrar a foto com `exibida` pixels CSS de largura.
 * Variantes maiores que o original não existem (o gateway não amplia): no lugar
 * delas entra o próprio original, descrito pela largura real; largura desconhecida,
 * todas as variantes (o gateway devolve o original quando ele é menor). Em tela mais
 * estreita que `exibida` a foto ocupa no máximo a largura da tela: sem isso um celular
 * baixava a variante da largura de desktop (Lighthouse, imagem do LCP).
 */
export function fotoResponsiva(foto: FotoInfo, exibida: number, larguras: readonly LarguraDeImagem[]): FotoResponsiva {
  const original = foto.largura && foto.largura > 0 ? foto.largura : null;
  const candidatas = [...larguras].sort((a, b) => a - b).filter((l) => original === null || l < original);
  const itens: Array<{ url: string; largura: number }> = candidatas.map((l) => ({ url: urlDaVariante(foto.url, l), largura: l }));
  const maior = Math.max(...larguras);
  if (original !== null && original <= maior) itens.push({ url: foto.url, largura: original });
  const sizes = `(max-width: ${exibida}px) 100vw, ${exibida}px`;
  if (itens.length === 0) return { src: foto.url, srcSet: '', sizes };
  // A menor variante que ainda cobre a exibição em tela comum é o `src` de quem não lê srcset.
  const src = (itens.find((i) => i.largura >= exibida) ?? itens.at(-1)!).url;
  return { src, srcSet: itens.map((i) => `${i.url} ${i.largura}w`).join(', '), sizes };
}

/** Silhueta neutra para quem não tem foto (SVG embutido: não custa uma requisição). */
export const FOTO_AUSENTE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 150">' +
      '<rect width="120" height="150" fill="#e4e7eb"/>' +
      '<circle cx="60" cy="58" r="26" fill="#a9b1bb"/>' +
      '<path d="M14 150c4-34 24-50 46-50s42 16 46 50z" fill="#a9b1bb"/>' +
      '</svg>',
  );
