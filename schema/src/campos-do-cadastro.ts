/** Campos e colunas que os cadastros do catálogo repetem (ano com a sua faixa, descrição, PDF), num arquivo sem outros imports do catálogo: os arquivos de cadastros o importam sem ciclo. */

import type { CampoDoFormulario, ColunaDoAdmin, OpcaoDoCampo } from './admin.js';

export const ANO = (minimo: number | { anoAtual: number }, maximo: number | { anoAtual: number }, descricao?: string): CampoDoFormulario => ({
  campo: 'ano',
  rotulo: 'Ano',
  tipo: 'ano',
  obrigatorio: true,
  anos: { minimo, maximo },
  descricao,
});
export const DESCRICAO = (maximo: number): CampoDoFormulario => ({
  campo: 'descricao',
  rotulo: 'Descrição',
  tipo: 'texto',
  maximo,
  mensagens: { maximo: `A descrição deve ter no máximo ${maximo} caracteres.` },
});
export const PDF = (obrigatorio: boolean, descricao = 'PDF enviado por multipart; obrigatório ao criar.'): CampoDoFormulario => ({
  campo: 'arquivo',
  rotulo: 'Arquivo PDF',
  tipo: 'pdf',
  obrigatorio,
  ajuda: 'Somente .pdf.',
  descricao,
});

/** Vários PDFs de um registro (`arquivos`), em ordem: os de um edital, os de um aviso. */
export const PDFS = (rotulo: string, descricao: string): CampoDoFormulario => ({
  campo: 'arquivos',
  rotulo,
  tipo: 'pdfs',
  ajuda: 'Somente .pdf; as setas mudam a ordem em que aparecem.',
  descricao,
});

export const COL_ANO: ColunaDoAdmin = { campo: 'ano', rotulo: 'Ano' };
export const COL_DESCRICAO: ColunaDoAdmin = { campo: 'descricao', rotulo: 'Descrição' };
export const COL_ARQUIVO: ColunaDoAdmin = { campo: 'arquivo', rotulo: 'Arquivo' };
export const COL_PERIODO: ColunaDoAdmin = { campo: 'ano', rotulo: 'Período', formato: 'periodo' };

export const TRANSPARENCIA = { grupo: 'Transparência' } as const;

/** The options of a register's type (form select and the dataset's filter). */
export const opcoesDe = (tipos: Readonly<Record<string, string | { descricao: string }>>): OpcaoDoCampo[] =>
  Object.entries(tipos).map(([valor, t]) => ({ valor, rotulo: typeof t === 'string' ? t : t.descricao }));
