import type { Request } from 'express';
import { RespostaErro } from '../executor.js';

/** Reading the legacy query string: a bad value is a Portuguese 400 here, before any GraphQL runs. */

export const MENSAGEM_PAGINA = 'A página deve ser um número inteiro maior ou igual a 1.';
export const MENSAGEM_POR_PAGINA = 'A quantidade por página deve estar entre 1 e 100.';

function invalido(mensagem: string): RespostaErro {
  return new RespostaErro(400, { mensagem });
}

/** The raw text of a parameter; undefined when absent or empty. Repeated parameters are refused. */
export function texto(req: Request, nome: string): string | undefined {
  const valor = (req.query as Record<string, unknown>)[nome];
  if (valor === undefined) return undefined;
  if (typeof valor !== 'string') throw invalido(`O parâmetro ${nome} foi informado mais de uma vez ou em formato inválido.`);
  const limpo = valor.trim();
  return limpo === '' ? undefined : limpo;
}

export function inteiro(req: Request, nome: string, mensagem = `O parâmetro ${nome} deve ser um número inteiro.`): number | undefined {
  const valor = texto(req, nome);
  if (valor === undefined) return undefined;
  if (!/^-?\d{1,9}$/.test(valor)) throw invalido(mensagem);
  return Number(valor);
}

export function obrigatorio<T>(valor: T | undefined, mensagem: string): T {
  if (valor === undefined) throw invalido(mensagem);
  return valor;
}

/** An id as GraphQL's `ID`: digits only. */
export function id(req: Request, nome: string): string | undefined {
  const valor = texto(req, nome);
  if (valor !== undefined && !/^\d{1,9}$/.test(valor)) throw invalido(`O parâmetro ${nome} deve ser um número inteiro.`);
  return valor;
}

export const MENSAGEM_ANO = 'Informe um ano válido, por exemplo 2025.';
export const MENSAGEM_MES = 'Informe um mês entre 1 e 12.';

export function ano(req: Request): number | undefined {
  return inteiro(req, 'ano', MENSAGEM_ANO);
}

export function mes(req: Request): number | undefined {
  return inteiro(req, 'mes', MENSAGEM_MES);
}

/** `AAAA-MM-DD` or the Brazilian `dd/mm/aaaa`, as `AAAA-MM-DD` (the calendar check is the subgraph's). */
export function data(req: Request, nome: string, mensagem: string): string | undefined {
  const valor = texto(req, nome);
  if (valor === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return valor;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(valor);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  throw invalido(mensagem);
}

/** `1`/`true`/`sim` or `0`/`false`/`nao`. */
export function booleano(req: Request, nome: string): boolean | undefined {
  const valor = texto(req, nome)?.toLowerCase();
  if (valor === undefined) return undefined;
  if (['1', 'true', 'sim', 's'].includes(valor)) return true;
  if (['0', 'false', 'nao', 'não', 'n'].includes(valor)) return false;
  throw invalido(`O parâmetro ${nome} deve ser 1 (sim) ou 0 (não).`);
}

/** `pagina` (default 1) and `por_pagina` (default 10, the transparency page size); the range check is the subgraph's. */
export function paginacao(req: Request): { pagina: number; porPagina: number } {
  return {
    pagina: inteiro(req, 'pagina', MENSAGEM_PAGINA) ?? inteiro(req, 'page', MENSAGEM_PAGINA) ?? 1,
    porPagina: inteiro(req, 'por_pagina', MENSAGEM_POR_PAGINA) ?? 10,
  };
}

/** The filter fields every list shares. */
export function filtroComum(req: Request): { termo?: string; dataInicio?: string; dataFim?: string } {
  return {
    termo: texto(req, 'termo'),
    dataInicio: data(req, 'data_inicio', 'Informe a data inicial no formato AAAA-MM-DD.'),
    dataFim: data(req, 'data_fim', 'Informe a data final no formato AAAA-MM-DD.'),
  };
}

/** Drops undefined fields, so GraphQL sees only what was asked. */
export function semVazios<T extends Record<string, unknown>>(objeto: T): Partial<T> {
  return Object.fromEntries(Object.entries(objeto).filter(([, valor]) => valor !== undefined)) as Partial<T>;
}

export function naoEncontrado(mensagem = 'Registro não encontrado.'): RespostaErro {
  return new RespostaErro(404, { mensagem });
}

/**
 * The vigência flag: `vigente=1|0`, or the plural forms `vigentes=1` (only in force) and `encerrados=1` (only
 * outside their term).
 */
export function vigencia(req: Request): boolean | undefined {
  const vigente = booleano(req, 'vigente') ?? booleano(req, 'vigentes');
  if (vigente !== undefined) return vigente;
  const encerrados = booleano(req, 'encerrados');
  return encerrados === undefined ? undefined : !encerrados;
}
