import type { Orm } from '@alego/kit';
import { inserir, type Tabela } from './volume/gerador.js';

/** Test helpers: rows with known values, and the SQL statements a request costs. */

export async function inserirLinhas(orm: Orm, tabela: Tabela): Promise<void> {
  const conexao = orm.em.fork().getConnection();
  await inserir(executarCom(conexao), tabela);
}

function executarCom(conexao: ReturnType<Orm['em']['getConnection']>) {
  return (sql: string, parametros: unknown[]) => conexao.execute<Record<string, unknown>[]>(sql, parametros);
}

/** Counts the SQL statements sent while `trabalho` runs (every request's EntityManager shares this connection). */
export async function contarComandosSql(orm: Orm, trabalho: () => Promise<unknown>): Promise<number> {
  const conexao = orm.em.getConnection();
  const original = conexao.execute;
  let comandos = 0;
  conexao.execute = function (this: unknown, ...argumentos: Parameters<typeof original>) {
    comandos++;
    return original.apply(this, argumentos);
  } as typeof original;
  try {
    await trabalho();
  } finally {
    conexao.execute = original;
  }
  return comandos;
}
