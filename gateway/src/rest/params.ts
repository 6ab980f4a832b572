import type { Request } from 'express';
import { MENSAGEM_NAO_ENCONTRADO, MENSAGEM_PAGINA, MENSAGEM_POR_PAGINA, snake, temCaracteresDeControle, TERMO_MAXIMO, valorDoFiltro, type Filtro } from '@alego/catalog';
import { RespostaError } from './executor.js';

/** Reading the legacy query string: a bad value is a Portuguese 400 naming the parameter, before any GraphQL runs. */

function invalido(mensagem: string): RespostaError {
  return new RespostaError(400, { mensagem });
}

/**
 * The raw text of a parameter, from the path (`/orcamentos/:ano`) or the query string; undefined when absent or empty.
 * Repeated parameters are refused, and so are control characters (a NUL would reach PostgreSQL, which refuses it).
 */
export function texto(req: Request, nome: string): string | undefined {
  const valor = (req.params as Record<string, unknown> | undefined)?.[nome] ?? (req.query as Record<string, unknown>)[nome];
  if (valor === undefined) return undefined;
  if (typeof valor !== 'string') throw invalido(`O parâmetro ${nome} foi informado mais de uma vez ou em formato inválido.`);
  if (temCaracteresDeControle(valor)) throw invalido(`O parâmetro ${nome} contém caracteres inválidos.`);
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

/** `pagina` (or `page`, as some legacy screens sent, default 1) and `por_pagina`, both within the API's range. */
export function paginacao(req: Request, porPaginaPadrao: number): { pagina: number; porPagina: number } {
  const pagina = inteiro(req, 'pagina', MENSAGEM_PAGINA) ?? inteiro(req, 'page', MENSAGEM_PAGINA) ?? 1;
  const porPagina = inteiro(req, 'por_pagina', MENSAGEM_POR_PAGINA) ?? porPaginaPadrao;
  if (pagina < 1) throw invalido(MENSAGEM_PAGINA);
  if (porPagina < 1 || porPagina > 100) throw invalido(MENSAGEM_POR_PAGINA);
  return { pagina, porPagina };
}

/** Drops undefined fields, so GraphQL sees only what was asked. */
export function semVazios<T extends Record<string, unknown>>(objeto: T): Partial<T> {
  return Object.fromEntries(Object.entries(objeto).filter(([, valor]) => valor !== undefined)) as Partial<T>;
}

export function naoEncontrado(mensagem = MENSAGEM_NAO_ENCONTRADO): RespostaError {
  return new RespostaError(404, { mensagem });
}

/** The query parameter of a catalog filter and its legacy synonyms, in reading order. */
export function parametrosDoFiltro(filtro: Filtro): { nome: string; negado: boolean }[] {
  return [
    { nome: filtro.rest?.parametro ?? snake(filtro.nome), negado: false },
    ...(filtro.rest?.legado ?? []).map((nome) => ({ nome, negado: false })),
    ...(filtro.rest?.negado ?? []).map((nome) => ({ nome, negado: true })),
  ];
}

/** The Portuguese message for a bad value of `filtro` given as `parametro`. */
export function mensagemDoFiltro(filtro: Filtro, parametro: string): string {
  if (filtro.rest?.mensagem) return filtro.rest.mensagem;
  switch (filtro.tipo) {
    case 'inteiro':
    case 'id':
      return `O parâmetro ${parametro} deve ser um número inteiro.`;
    case 'data':
      return `O parâmetro ${parametro} deve ser uma data no formato AAAA-MM-DD.`;
    case 'booleano':
      return `O parâmetro ${parametro} deve ser 1 (sim) ou 0 (não).`;
    case 'opcoes':
      return `O parâmetro ${parametro} aceita: ${(filtro.opcoes ?? []).map((o) => o.valor).join(', ')}.`;
    case 'texto':
      return `O parâmetro ${parametro} aceita no máximo ${TERMO_MAXIMO} caracteres.`;
  }
}

/** One filter's value from its first parameter present, checked by the catalog's rule for its type; undefined when absent. */
function valorDaConsulta(req: Request, filtro: Filtro): string | number | boolean | undefined {
  for (const { nome, negado } of parametrosDoFiltro(filtro)) {
    const bruto = texto(req, nome);
    if (bruto === undefined) continue;
    const valor = valorDoFiltro(filtro, bruto);
    if (valor === null) throw invalido(mensagemDoFiltro(filtro, nome));
    return negado && typeof valor === 'boolean' ? !valor : valor;
  }
  return undefined;
}

/** The GraphQL `filtro` of a catalog list from the legacy query string (absent parameters do not filter). */
export function filtrosDaConsulta(req: Request, filtros: readonly Filtro[]): Record<string, string | number | boolean> {
  const filtro: Record<string, string | number | boolean> = {};
  for (const f of filtros) {
    const valor = valorDaConsulta(req, f);
    if (valor === undefined) {
      if (f.obrigatorio) throw invalido(`Informe o parâmetro ${parametrosDoFiltro(f)[0]!.nome}.`);
      continue;
    }
    filtro[f.nome] = valor;
  }
  return filtro;
}
