import { ValidacaoError, chaveDaConsulta, consultaMoldada, emCachePorVersao, executarConsulta, listarComTotal, montarPagina, tabelasDaEntidade, validarPaginacao, type Pagina, type PaginacaoArgs } from '@alego/kit';
import { dataIsoValida } from '@alego/catalog';
import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';

/** The subgraph's PostgreSQL schema, for the few statements written in SQL (periods, grouped totals). */
export const SCHEMA = 'transparency';

/** `"transparency"."empenhos"`: a table of the subgraph's schema, for statements written in SQL. */
export const tabelaSql = (tabela: string): string => `"${SCHEMA}"."${tabela}"`;

/** An exact money sum as decimal text ("12345.67"), zero when no row matches. */
export const somaEmReais = (expressao: string): string => `coalesce(${expressao}, 0)::numeric(16,2)::text`;

export const MENSAGEM_ANO = 'Informe um ano válido, por exemplo 2025.';
export const MENSAGEM_MES = 'Informe um mês entre 1 e 12.';
export const MENSAGEM_DATA_INICIO = 'Informe a data inicial no formato AAAA-MM-DD.';
export const MENSAGEM_DATA_FIM = 'Informe a data final no formato AAAA-MM-DD.';
export const MENSAGEM_PERIODO = 'A data inicial não pode ser posterior à data final.';

@ObjectType({ description: 'Um ano e os meses dele que têm dados, do mais recente para o mais antigo.' })
export class PeriodoAnual {
  @Field(() => Int)
  ano!: number;

  @Field(() => [Int])
  meses!: number[];
}

export function anoValido(ano: number | null | undefined): boolean {
  return ano === undefined || ano === null || (Number.isInteger(ano) && ano >= 1900 && ano <= 2100);
}

export function mesValido(mes: number | null | undefined): boolean {
  return mes === undefined || mes === null || (Number.isInteger(mes) && mes >= 1 && mes <= 12);
}

export interface FiltroDePeriodo {
  ano?: number | null;
  mes?: number | null;
  dataInicio?: string | null;
  dataFim?: string | null;
}

/** The messages of a period filter's bad values (every list shares them). */
export function errosDePeriodo(filtro: FiltroDePeriodo | undefined): string[] {
  const erros: string[] = [];
  if (!anoValido(filtro?.ano)) erros.push(MENSAGEM_ANO);
  if (!mesValido(filtro?.mes)) erros.push(MENSAGEM_MES);
  if (filtro?.dataInicio && !dataIsoValida(filtro.dataInicio)) erros.push(MENSAGEM_DATA_INICIO);
  if (filtro?.dataFim && !dataIsoValida(filtro.dataFim)) erros.push(MENSAGEM_DATA_FIM);
  if (!erros.length && filtro?.dataInicio && filtro.dataFim && filtro.dataInicio > filtro.dataFim) erros.push(MENSAGEM_PERIODO);
  return erros;
}

export function validarPeriodo(filtro: FiltroDePeriodo | undefined): void {
  const erros = errosDePeriodo(filtro);
  if (erros.length) throw new ValidacaoError(erros);
}

/** "2025", 3 → ["2025-03-01", "2025-03-31"]: a month as a date range, so an index on the date serves it. */
export function limitesDoMes(ano: number, mes: number): [string, string] {
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, '0');
  return [`${ano}-${mm}-01`, `${ano}-${mm}-${String(ultimo).padStart(2, '0')}`];
}

/**
 * Conditions on one date column from `ano`, `mes`, `dataInicio` and `dataFim` (validated first). A month without
 * a year is refused: "março" alone would mix every year.
 */
export function condicoesDeData<T>(filtro: FiltroDePeriodo | undefined, campo: keyof T & string): FilterQuery<T>[] {
  validarPeriodo(filtro);
  if (filtro?.mes && !filtro.ano) throw new ValidacaoError('Informe o ano junto com o mês.');
  const condicoes: FilterQuery<T>[] = [];
  if (filtro?.ano && filtro.mes) {
    const [inicio, fim] = limitesDoMes(filtro.ano, filtro.mes);
    condicoes.push({ [campo]: { $gte: inicio, $lte: fim } } as FilterQuery<T>);
  } else if (filtro?.ano) {
    condicoes.push({ [campo]: { $gte: `${filtro.ano}-01-01`, $lte: `${filtro.ano}-12-31` } } as FilterQuery<T>);
  }
  if (filtro?.dataInicio) condicoes.push({ [campo]: { $gte: filtro.dataInicio } } as FilterQuery<T>);
  if (filtro?.dataFim) condicoes.push({ [campo]: { $lte: filtro.dataFim } } as FilterQuery<T>);
  return condicoes;
}

export function juntar<T>(condicoes: (FilterQuery<T> | undefined)[]): FilterQuery<T> {
  const presentes = condicoes.filter((c): c is FilterQuery<T> => c !== undefined);
  return presentes.length ? ({ $and: presentes } as FilterQuery<T>) : ({} as FilterQuery<T>);
}

/** One page: the rows and the exact count (cached until the tables are written), whatever the page size. */
export async function listarPagina<T extends object>(
  em: EntityManager,
  entidade: abstract new (...args: never[]) => T,
  onde: FilterQuery<T>,
  paginacao: PaginacaoArgs,
  ordem: QueryOrderMap<T>,
): Promise<Pagina<T>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const [itens, total] = await listarComTotal(em, entidade, onde, { limit, offset, orderBy: ordem });
  return montarPagina(itens, total, paginacao);
}

/**
 * Count and exact sums of money columns for a filter, in one SQL statement. `colunas` maps each answer name to
 * its column; PostgreSQL sums numeric exactly and `::text` hands the digits over untouched.
 */
export async function somar<T extends object, K extends string>(
  em: EntityManager,
  entidade: abstract new (...args: never[]) => T,
  onde: FilterQuery<T>,
  colunas: Record<K, string>,
  extras: string[] = [],
): Promise<Record<K, string> & { quantidade: number } & Record<string, unknown>> {
  const somas = Object.entries<string>(colunas).map(([nome, coluna]) => `coalesce(sum(${coluna}), 0)::numeric(16,2)::text as "${nome}"`);
  const selecao = ['count(*)::int as quantidade', ...somas, ...extras];
  // The statement's text is built once per filter shape (kit's moldes.ts); the request only binds its values.
  const consulta = consultaMoldada(em, em.getMetadata().get(entidade), `somar\u0000${JSON.stringify(selecao)}`, onde, [], (filtro) =>
    em
      .createQueryBuilder(entidade as never)
      .select(selecao.map((expressao) => raw(expressao)))
      // The QB typing only refuses FilterQuery's bare-primary-key form, never built here.
      .where(filtro as QBFilterQuery<T>)
      .toQuery(),
  );
  // Kept per filter until one of the tables it reads is written (imports and admin writes only).
  return emCachePorVersao(em, tabelasDaEntidade(em, entidade), chaveDaConsulta(em, consulta), () =>
    executarConsulta<Record<K, string> & { quantidade: number } & Record<string, unknown>>(em, consulta, 'get'),
  );
}

/** `[{ano, meses}]`, newest first, from a table's year and month columns (one SQL statement). */
export async function periodosDe(em: EntityManager, tabela: string, ano: string, mes: string): Promise<PeriodoAnual[]> {
  const sql = `select ${ano} as ano, array_agg(distinct ${mes} order by ${mes} desc) as meses
       from "${SCHEMA}"."${tabela}" group by 1 order by 1 desc`;
  return emCachePorVersao(em, [tabela], sql, () => em.getConnection().execute<PeriodoAnual[]>(sql));
}

/** Distinct years of a column, newest first. */
export async function anosDe(em: EntityManager, tabela: string, ano: string, onde = 'true', parametros: unknown[] = []): Promise<number[]> {
  const sql = `select distinct ${ano} as ano from "${SCHEMA}"."${tabela}" where ${onde} order by 1 desc`;
  const linhas = await emCachePorVersao(em, [tabela], JSON.stringify([sql, parametros]), () => em.getConnection().execute<{ ano: number }[]>(sql, parametros));
  return linhas.map((linha) => linha.ano);
}
