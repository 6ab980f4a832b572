import express, { type Router } from 'express';
import { INTERNAL_HEADER, MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO, possuiFuncionalidade, type EstadoDoSubgrafo, type IdentityVerifier } from '@alego/kit/gateway';

/** The staff feature that opens the Sistema page (back office, "Sistema"). */
export const FUNCIONALIDADE_ADMIN = 'Admin';

/** The background job queue as the Sistema page shows it. */
export interface EstadoDaFila {
  configurada: boolean;
  mensagem: string;
}

/**
 * The job queue's state. Placeholder until the queue lands (pg-boss, issue #15): the replicas work replaces this
 * function's body with the queue's counts (created, active, failed per job) and nothing else here changes.
 */
export async function estadoDaFila(): Promise<EstadoDaFila> {
  return { configurada: false, mensagem: 'A fila de trabalhos em segundo plano ainda não está configurada nesta versão.' };
}

export interface OpcoesDoSistema {
  subgraphUrls: Record<string, string>;
  internalToken: string;
  verificarIdentidade: IdentityVerifier;
  versao: string;
  /** The response cache: its settings and hits/misses since this gateway started. */
  cache: () => Promise<Record<string, unknown>>;
}

/** GET `/api/admin/sistema`: each subgraph's health, version and migrations, the cache, the queue and the last backup. */
export function createRotaSistema(opcoes: OpcoesDoSistema): Router {
  const router = express.Router();
  router.get(/^\/sistema(\.json)?$/, async (req, res) => {
    const identidade = await opcoes.verificarIdentidade(req.header('authorization'), req.header('x-lotacao-id'));
    if (!identidade) return void res.status(401).json({ mensagem: MENSAGEM_LOGIN });
    if (!possuiFuncionalidade(identidade, FUNCIONALIDADE_ADMIN)) return void res.status(403).json({ mensagem: MENSAGEM_SEM_PERMISSAO });
    const subgrafos = await Promise.all(Object.entries(opcoes.subgraphUrls).map(async ([nome, url]) => ({ nome, ...(await estadoDe(url, opcoes.internalToken)) })));
    // Every subgraph reads the same database: the first that answered tells the last backup.
    const ultimoBackup = subgrafos.find((subgrafo) => subgrafo.estado?.ultimoBackup)?.estado?.ultimoBackup ?? null;
    res.set('cache-control', 'no-store').json({
      geradoEm: new Date().toISOString(),
      gateway: { versao: opcoes.versao },
      subgrafos,
      cache: await opcoes.cache(),
      fila: await estadoDaFila(),
      ultimoBackup: ultimoBackup && { ...ultimoBackup, idadeEmHoras: Math.floor((Date.now() - Date.parse(ultimoBackup.criadoEm)) / 3_600_000) },
    });
  });
  return router;
}

async function estadoDe(graphqlUrl: string, internalToken: string): Promise<{ disponivel: boolean; estado?: EstadoDoSubgrafo }> {
  try {
    const resposta = await fetch(new URL('/sistema', graphqlUrl), { headers: { [INTERNAL_HEADER]: internalToken }, signal: AbortSignal.timeout(2000) });
    if (!resposta.ok) return { disponivel: false };
    return { disponivel: true, estado: (await resposta.json()) as EstadoDoSubgrafo };
  } catch {
    return { disponivel: false };
  }
}
