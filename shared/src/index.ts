export { LARGURAS_DE_IMAGEM, larguraServida, type LarguraDeImagem } from './imagens.js';
