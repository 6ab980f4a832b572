import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startPortal } from './portal.js';

/** The PID of the child of `pai` running `script` (the orchestrator starts one node process per service). */
function pidDoFilho(pai: number, script: string): number | undefined {
  const linhas = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pai)], { encoding: 'utf8' }).split('\n');
  const linha = linhas.find((l) => l.includes(script));
  return linha ? Number(linha.trim().split(/\s+/)[0]) : undefined;
}

async function esperar<T>(descricao: string, tentar: () => Promise<T | undefined>, prazoMs = 30_000): Promise<T> {
  const limite = Date.now() + prazoMs;
  for (;;) {
    const valor = await tentar().catch(() => undefined);
    if (valor !== undefined) return valor;
    if (Date.now() > limite) throw new Error(`Esperou demais: ${descricao}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const PARTICIPACAO = '{ processos(porPagina: 1) { total } }';

describe('a subgraph killed under `npm start`', () => {
  it('keeps the portal serving, reports it in /readyz, and restarts it within seconds', async () => {
    const portal = await startPortal({
      port: Number(process.env.E2E_PORT ?? 4300) + 200,
      pgPort: Number(process.env.E2E_PG_PORT ?? 5441) + 2,
      varDir: 'var/e2e-supervisao',
      fresh: true,
    });
    try {
      const graphql = (query: string) =>
        fetch(`${portal.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
          body: JSON.stringify({ query }),
        }).then((r) => r.json() as Promise<{ data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }>);
      expect((await graphql(PARTICIPACAO)).errors).toBeUndefined();

      const pid = pidDoFilho(portal.pid, 'subgraphs/participation/dist/main.js');
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');

      // The orchestrator notices at once; the gateway keeps serving the rest and says what is missing.
      const pronto = await esperar('/readyz sem a participação', async () => {
        const resposta = await fetch(`${portal.base}/readyz`);
        const corpo = (await resposta.json()) as { status: string; subgrafos: Record<string, boolean> };
        return corpo.subgrafos.participation === false ? { status: resposta.status, corpo } : undefined;
      }, 5_000);
      expect(pronto.status).toBe(200);
      expect(pronto.corpo.status).toBe('degradado');
      expect(pronto.corpo.subgrafos).toMatchObject({ content: true, people: true, transparency: true, access: true });
      const home = await fetch(`${portal.base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="pt-BR"');
      expect(portal.output()).toContain('será reiniciado');

      // Restarted by the orchestrator (a new process), and answering again.
      const novo = await esperar('a participação reiniciada', async () => {
        const resposta = (await fetch(`${portal.base}/readyz`).then((r) => r.json())) as { status: string };
        return resposta.status === 'ok' ? pidDoFilho(portal.pid, 'subgraphs/participation/dist/main.js') : undefined;
      }, 20_000);
      expect(novo).not.toBe(pid);
      expect((await graphql(PARTICIPACAO)).errors).toBeUndefined();
    } finally {
      expect(await portal.stop('SIGTERM')).toBe(0);
    }
  });
});
