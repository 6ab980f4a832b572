import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** Classes de imagem aceitas pelo servidor (largura e alinhamento). */
export const CLASSES_IMAGEM = [
  { valor: 'img-30-esquerda', rotulo: '30% à esquerda' },
  { valor: 'img-30-direita', rotulo: '30% à direita' },
  { valor: 'img-50-esquerda', rotulo: '50% à esquerda' },
  { valor: 'img-50-direita', rotulo: '50% à direita' },
  { valor: 'img-70-esquerda', rotulo: '70% à esquerda' },
  { valor: 'img-70-direita', rotulo: '70% à direita' },
  { valor: 'img-bloco', rotulo: 'Bloco (largura total)' },
] as const;
export type ClasseImagem = (typeof CLASSES_IMAGEM)[number]['valor'];
export const CLASSE_IMAGEM_PADRAO: ClasseImagem = 'img-bloco';

export interface TextoRico {
  text: string;
  negrito?: true;
  italico?: true;
  sublinhado?: true;
}
export type Marca = 'negrito' | 'italico' | 'sublinhado';

export interface Paragrafo {
  type: 'paragrafo';
  children: Conteudo[];
}
export interface Titulo {
  type: 'titulo';
  nivel: 2 | 3 | 4;
  children: Conteudo[];
}
export interface Citacao {
  type: 'citacao';
  children: Conteudo[];
}
export interface Lista {
  type: 'lista';
  ordenada: boolean;
  children: ItemDeLista[];
}
export interface ItemDeLista {
  type: 'item';
  children: Conteudo[];
}
export interface LinkRico {
  type: 'link';
  url: string;
  /** Padrão true: abre em nova aba (target="_blank"). */
  novaAba: boolean;
  children: TextoRico[];
}
export interface Imagem {
  type: 'imagem';
  url: string;
  alt: string;
  classe: ClasseImagem;
  children: [{ text: '' }];
}

export type Bloco = Paragrafo | Titulo | Citacao | Lista | Imagem;
export type ElementoRico = Bloco | ItemDeLista | LinkRico;
/** Conteúdo em linha de um bloco. */
export type Conteudo = TextoRico | LinkRico;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ElementoRico;
    Text: TextoRico;
  }
}
