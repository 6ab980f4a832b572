import type { Orm } from '@alego/kit';
import { contarComandosSql } from '@alego/kit/testing';
import { inserir, type Tabela } from './volume/gerador.js';

/** Test helpers: rows with known values, and the SQL statements a request costs. */

export async function inserirLinhas(orm: Orm, tabela: Tabela): Promise<void> {
  const conexao = orm.em.fork().getConnection();
  await inserir(executarCom(conexao), tabela);
}

function executarCom(conexao: ReturnType<Orm['em']['getConnection']>) {
  return (sql: string, parametros: unknown[]) => conexao.execute<Record<string, unknown>[]>(sql, parametros);
}

/**
 * SQL statements of a list at two page sizes, measured warm: the first call counts and sums the filter and later calls
 * read those totals back until a table they read is written (`@alego/kit` totais). `fria` is that first call, which
 * costs more only when no earlier call of the test file used the same filter.
 */
export async function comandosDaLista(
  orm: Orm,
  listar: (porPagina: number) => Promise<unknown>,
  [menor, maior]: [number, number],
): Promise<{ fria: number; menor: number; maior: number }> {
  const fria = await contarComandosSql(orm, () => listar(menor));
  return {
    fria,
    menor: await contarComandosSql(orm, () => listar(menor)),
    maior: await contarComandosSql(orm, () => listar(maior)),
  };
}
