import type { NoticiaInput } from './noticia.inputs.js';

export const TITULO_MAXIMO = 255;

/** Field rules of the foundation; highlight-slot and workflow rules arrive with the news issue. */
export function regrasNoticia(dados: NoticiaInput): string[] {
  const erros: string[] = [];
  if (!dados.titulo?.trim()) erros.push('Informe o título da notícia.');
  else if (dados.titulo.length > TITULO_MAXIMO) erros.push(`O título deve ter no máximo ${TITULO_MAXIMO} caracteres.`);
  if (!dados.conteudo?.trim()) erros.push('Informe o conteúdo da notícia.');
  return erros;
}
