import pg from 'pg';
import { tabelaDeSeeds } from '../orm.js';

/**
 * The data of a release's demo database, schema by schema, with the migrations that built it: the "previous release"
 * fixture that this release's migrations must apply to (docs/operacao.md, "Atualizações seguras"). Plain JSON rows,
 * since the embedded PostgreSQL ships no pg_dump; the schemas themselves are rebuilt by replaying those migrations.
 */
export interface DadosDeVersao {
  criadoEm: string;
  esquemas: Record<string, { migracoes: string[]; tabelas: Record<string, Record<string, unknown>[]> }>;
}

export async function exportarDados(databaseUrl: string, esquemas: string[]): Promise<DadosDeVersao> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    const resultado: DadosDeVersao = { criadoEm: new Date().toISOString(), esquemas: {} };
    for (const esquema of esquemas) {
      const migracoes = (await cliente.query<{ name: string }>(`select name from ${pg.escapeIdentifier(esquema)}.mikro_orm_migrations order by id`)).rows.map((linha) => linha.name);
      const tabelas: Record<string, Record<string, unknown>[]> = {};
      for (const tabela of await tabelasDe(cliente, esquema)) {
        const nome = `${pg.escapeIdentifier(esquema)}.${pg.escapeIdentifier(tabela)}`;
        // Ordered by every column: the same database always gives the same file.
        tabelas[tabela] = (await cliente.query<{ linha: Record<string, unknown> }>(`select to_jsonb(t) as linha from ${nome} t order by t::text`)).rows.map((r) => r.linha);
      }
      resultado.esquemas[esquema] = { migracoes, tabelas };
    }
    return resultado;
  } finally {
    await cliente.end();
  }
}

/** Loads the rows into tables that the same migrations built, foreign keys and triggers paused, sequences moved past. */
export async function importarDados(databaseUrl: string, dados: DadosDeVersao): Promise<void> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    await cliente.query('begin');
    await cliente.query('set local session_replication_role = replica');
    for (const [esquema, { tabelas }] of Object.entries(dados.esquemas)) {
      if (tabelas.kit_seeds) await cliente.query(tabelaDeSeeds(esquema));
      for (const [tabela, linhas] of Object.entries(tabelas)) {
        if (!linhas.length) continue;
        const nome = `${pg.escapeIdentifier(esquema)}.${pg.escapeIdentifier(tabela)}`;
        // Generated columns (full-text search vectors) are computed again; identity values are kept as they were.
        const colunas = (
          await cliente.query<{ coluna: string }>(`select column_name as coluna from information_schema.columns where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`, [esquema, tabela])
        ).rows.map(({ coluna }) => pg.escapeIdentifier(coluna)).join(', ');
        // The migrations table was rebuilt by the replay: only rows it does not have yet.
        await cliente.query(
          `insert into ${nome} (${colunas}) overriding system value select ${colunas} from jsonb_populate_recordset(null::${nome}, $1::jsonb) on conflict do nothing`,
          [JSON.stringify(linhas)],
        );
      }
      const sequencias = await cliente.query<{ tabela: string; coluna: string }>(
        `select table_name as tabela, column_name as coluna from information_schema.columns where table_schema = $1 and (column_default like 'nextval(%' or is_identity = 'YES')`,
        [esquema],
      );
      for (const { tabela, coluna } of sequencias.rows) {
        const nome = `${pg.escapeIdentifier(esquema)}.${pg.escapeIdentifier(tabela)}`;
        await cliente.query(`select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${pg.escapeIdentifier(coluna)}) from ${nome}), 0) + 1, false)`, [nome, coluna]);
      }
    }
    await cliente.query('commit');
  } catch (erro) {
    await cliente.query('rollback').catch(() => undefined);
    throw erro;
  } finally {
    await cliente.end();
  }
}

async function tabelasDe(cliente: pg.Client, esquema: string): Promise<string[]> {
  const { rows } = await cliente.query<{ tabela: string }>(`select table_name as tabela from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1`, [esquema]);
  return rows.map((linha) => linha.tabela);
}
