import type { RequestHandler } from 'express';
import type { SubgraphDefinition } from './definition.js';
import type { Orm } from './orm.js';

/** What one subgraph tells the Sistema page (gateway `/api/admin/sistema`) about itself. */
export interface EstadoDoSubgrafo {
  servico: string;
  /** PORTAL_VERSAO (the release being run, set at build or deploy); `desenvolvimento` when unset. */
  versao: string;
  iniciadoEm: string;
  banco: boolean;
  migracoes: { aplicadas: number; ultima: string | null; pendentes: string[] };
  /** The last `npm run backup` recorded in the (shared) database, if any. */
  ultimoBackup: { criadoEm: string; arquivo: string; bytes: number; metodo: string } | null;
}

export function versaoDoPortal(env: NodeJS.ProcessEnv = process.env): string {
  return env.PORTAL_VERSAO || 'desenvolvimento';
}

/** GET `/sistema` of a subgraph (the caller checked the gateway's internal secret). */
export function rotaDeSistema(definition: SubgraphDefinition, orm: Orm): RequestHandler {
  const iniciadoEm = new Date().toISOString();
  return async (_req, res) => {
    const estado: EstadoDoSubgrafo = { servico: definition.name, versao: versaoDoPortal(), iniciadoEm, banco: false, migracoes: { aplicadas: 0, ultima: null, pendentes: [] }, ultimoBackup: null };
    try {
      const conexao = orm.em.fork().getConnection();
      const aplicadas = await conexao.execute<{ name: string }[]>(`select name from "${definition.name}"."mikro_orm_migrations" order by id`);
      const nomes = new Set(aplicadas.map(({ name }) => name));
      estado.banco = true;
      estado.migracoes = {
        aplicadas: aplicadas.length,
        ultima: aplicadas.at(-1)?.name ?? null,
        pendentes: definition.migrations.map((migracao) => migracao.name).filter((nome) => !nomes.has(nome)),
      };
      // Written by `npm run backup` (kit/operacao/backup.ts) when it finishes; absent until the first backup.
      const [backup] = await conexao.execute<{ criado_em: Date; arquivo: string; bytes: string; metodo: string }[]>(
        `select criado_em, arquivo, bytes, metodo from operacao.backups where to_regclass('operacao.backups') is not null order by criado_em desc limit 1`,
      ).catch(() => []);
      if (backup) estado.ultimoBackup = { criadoEm: new Date(backup.criado_em).toISOString(), arquivo: backup.arquivo, bytes: Number(backup.bytes), metodo: backup.metodo };
    } catch {
      // The database is down: `banco: false` says it.
    }
    res.json(estado);
  };
}
