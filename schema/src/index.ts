export { LARGURAS_DE_IMAGEM, larguraServida, type LarguraDeImagem } from './imagens.js';
export * from './conjuntos.js';
export * from './limites.js';
export { agrupar, MESES } from './pt-br.js';
