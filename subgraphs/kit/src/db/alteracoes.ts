import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The change log of a subgraph's tables (docs/crawler-feed.md): statement-level triggers with transition tables
 * append one row per inserted, updated or deleted record, in the writing statement itself, whoever writes (the ORM,
 * an import in SQL, `psql`). Each row keeps the writing transaction's id: the feed serves only rows of transactions
 * older than every transaction still running, ordered by (transaction, row), so a page once served never gains an
 * earlier row (a long import holds the feed back until it commits, instead of being skipped by a crawler).
 */
export const TABELA_DE_ALTERACOES = 'registro_de_alteracoes';
const GATILHO = 'registro_de_alteracao';
const OPERACOES = { insert: 'inclusao', update: 'alteracao', delete: 'exclusao' } as const;

/** Tables never logged: the kit's own and the migrator's. */
const SEM_REGISTRO = new Set([TABELA_DE_ALTERACOES, 'versoes_de_tabela', 'mikro_orm_migrations', 'kit_seeds']);

/**
 * Creates the log, its functions and the triggers on every table with an `id` column that lacks them, except the kit's
 * own and `semRegistro` (the search vectors, busca.ts: not published records); runs at each start.
 */
export async function instalarRegistroDeAlteracoes(em: EntityManager, schema: string, semRegistro: readonly string[] = []): Promise<void> {
  const conexao = em.getConnection();
  const q = (nome: string) => `"${schema}"."${nome}"`;
  await conexao.execute(
    `create table if not exists ${q(TABELA_DE_ALTERACOES)} (
       id bigserial primary key,
       transacao bigint not null default pg_current_xact_id()::text::bigint,
       tabela text not null,
       registro_id bigint not null,
       operacao text not null,
       em timestamptz not null default now())`,
  );
  // Every write appends here: a write stamp on the log (db/versoes.ts skips it) would make all writers wait for each other.
  await conexao.execute(`drop trigger if exists versao_de_tabela on ${q(TABELA_DE_ALTERACOES)}`);
  await conexao.execute(`create index if not exists ${TABELA_DE_ALTERACOES}_ordem on ${q(TABELA_DE_ALTERACOES)} (transacao, id)`);
  await conexao.execute(`create index if not exists ${TABELA_DE_ALTERACOES}_em on ${q(TABELA_DE_ALTERACOES)} (em)`);
  for (const [evento, operacao] of Object.entries(OPERACOES)) {
    const linhas = evento === 'delete' ? 'antigas' : 'novas';
    await conexao.execute(
      `create or replace function ${q(`registrar_${operacao}`)}() returns trigger language plpgsql as $$
       begin
         insert into ${q(TABELA_DE_ALTERACOES)} (tabela, registro_id, operacao) select tg_table_name, id, '${operacao}' from ${linhas};
         return null;
       end $$`,
    );
  }
  const tabelas = await conexao.execute<{ tabela: string; eventos: string[] | null }[]>(
    `select c.relname::text as tabela, array_remove(array_agg(t.tgname::text), null) as eventos
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
       left join pg_trigger t on t.tgrelid = c.oid and t.tgname like ?
      where n.nspname = ? and c.relkind = 'r'
      group by c.relname`,
    [`${GATILHO}_%`, schema],
  );
  for (const { tabela, eventos } of tabelas) {
    if (SEM_REGISTRO.has(tabela) || semRegistro.includes(tabela)) continue;
    for (const [evento, operacao] of Object.entries(OPERACOES)) {
      const nome = `${GATILHO}_${operacao}`;
      if (eventos?.includes(nome)) continue;
      const referencia = evento === 'delete' ? 'old table as antigas' : 'new table as novas';
      await conexao.execute(`create trigger ${nome} after ${evento} on ${q(tabela)} referencing ${referencia} for each statement execute function ${q(`registrar_${operacao}`)}()`);
    }
  }
}
