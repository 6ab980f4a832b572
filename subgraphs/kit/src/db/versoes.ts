import type { EntityManager } from '@mikro-orm/postgresql';
import { literalSql } from '../colunas-sql.js';
import { TABELA_DE_ALTERACOES } from './alteracoes.js';

/**
 * Every table of a subgraph's schema carries a statement-level trigger that stamps the table with the writing
 * transaction's id on any insert, update, delete or truncate, whoever writes: the ORM, an import done in SQL, a
 * migration, `psql`. A cached figure remembers the stamps of the tables it read and is reused only while they are
 * all the same (`totais.ts`). Transaction ids (64 bits) are never reused, so no later write can bring an old stamp
 * back, even after the stamp table was emptied. The migration generator leaves the table, function and triggers
 * alone (`orm.ts`: `skipTables`, `ignoreTriggers`, `ignoreRoutines`).
 */
export const TABELA_DE_VERSOES = 'versoes_de_tabela';
const GATILHO = 'versao_de_tabela';

/**
 * Creates the stamp table, its function and the trigger on every table that lacks it. Runs at each start, after
 * the migrations, so a table added by a later migration is covered without anyone remembering to.
 */
export async function instalarVersoesDeTabela(em: EntityManager, schema: string): Promise<void> {
  const conexao = em.getConnection();
  const q = (nome: string) => `"${schema}"."${nome}"`;
  const [linha] = await conexao.execute<{ faltam: string[] | null }[]>(
    `select array_agg(c.relname::text order by c.relname) as faltam
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ? and c.relkind in ('r', 'p') and c.relname not in (?, ?, 'mikro_orm_migrations', 'kit_seeds')
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ?)`,
    // The change log is written by every write: a stamp on it would make all writers of the schema wait for each other.
    [schema, TABELA_DE_VERSOES, TABELA_DE_ALTERACOES, GATILHO],
  );
  const faltam = linha?.faltam;
  const existe = await conexao.execute<{ existe: boolean }[]>(`select to_regclass(?) is not null as existe`, [q(TABELA_DE_VERSOES)]);
  if (!faltam?.length && existe[0]?.existe) return;
  await conexao.execute(`create table if not exists ${q(TABELA_DE_VERSOES)} (tabela text primary key, versao bigint not null)`);
  await conexao.execute(
    `create or replace function ${q('marcar_escrita')}() returns trigger language plpgsql as $$
     begin
       insert into ${q(TABELA_DE_VERSOES)} (tabela, versao) values (tg_table_name, pg_current_xact_id()::text::bigint)
       on conflict (tabela) do update set versao = excluded.versao;
       return null;
     end $$`,
  );
  for (const tabela of faltam ?? []) {
    await conexao.execute(
      `create or replace trigger ${GATILHO} after insert or update or delete or truncate on ${q(tabela)}
       for each statement execute function ${q('marcar_escrita')}()`,
    );
  }
}

/**
 * The SQL that reads the stamps of these tables as one string (equal only while none of them was written): run alone
 * (`versaoDasTabelas`) or as a column of a page's own statement (lista-rest.ts). The names are our own tables', written
 * as literals so that the statement's only parameters are the request's values (its text is then kept, moldes.ts).
 */
export function sqlDaVersao(schema: string, tabelas: readonly string[]): string {
  return `select string_agg(tabela || ':' || versao, ',' order by tabela) from "${schema}"."${TABELA_DE_VERSOES}" where tabela in (${tabelas.map(literalSql).join(', ')})`;
}

/** The stamps of these tables as one string: equal only while none of them was written. */
export async function versaoDasTabelas(em: EntityManager, schema: string, tabelas: readonly string[]): Promise<string> {
  const [linha] = await em.getConnection().execute<{ versao: string | null }[]>(`select (${sqlDaVersao(schema, tabelas)}) as versao`);
  return linha?.versao ?? '';
}
