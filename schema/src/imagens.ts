/**
 * The widths `/arquivos/<chave>?largura=N` serves as image variants (gateway/src/files/rota.ts refuses any other: a
 * free width would let a client fill the store with variants). Whoever builds such a URL takes its width from here.
 */
export const LARGURAS_DE_IMAGEM = [160, 320, 400, 640, 800, 1200] as const;

export type LarguraDeImagem = (typeof LARGURAS_DE_IMAGEM)[number];

/** The smallest served width that covers `largura` pixels (the largest when none does). */
export function larguraServida(largura: number): LarguraDeImagem {
  return LARGURAS_DE_IMAGEM.find((servida) => servida >= largura) ?? LARGURAS_DE_IMAGEM[LARGURAS_DE_IMAGEM.length - 1]!;
}
