export { LARGURAS_DE_IMAGEM, larguraServida, type LarguraDeImagem } from './imagens.js';
export * from './conjuntos.js';
export * from './limites.js';
export { agrupar, MESES } from './pt-br.js';
export * from './rest.js';
export * from './admin.js';
export * from './cadastros.js';
export { cabeNaColuna, DIGITOS_INTEIROS_MAXIMO, normalizarValor } from './dinheiro.js';
export { STATUS_POR_CODIGO } from './errors.js';
