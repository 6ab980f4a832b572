import { describe, expect, it } from 'vitest';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.js';
import { postgresPid, startPortal } from './portal.js';

describe('starting and stopping the portal', () => {
  it('stops PostgreSQL with the portal and reuses the data on the next start', async () => {
    const options = {
      // Beside the journeys' portal: E2E_PORT + 100 and E2E_PG_PORT + 1 when those are pinned, free ports otherwise.
      port: await portaDoAmbiente(process.env.E2E_PORT && String(Number(process.env.E2E_PORT) + 100), () => portasLivresConsecutivas(6)),
      pgPort: await portaDoAmbiente(process.env.E2E_PG_PORT && String(Number(process.env.E2E_PG_PORT) + 1), portaLivre),
      varDir: 'var/e2e-lifecycle',
      logLevel: 'info',
    };
    const first = await startPortal({ ...options, fresh: true });
    const pid = postgresPid(first.varDir);
    expect(pid).not.toBeNull();
    expect(first.output()).toContain('dados de demonstração carregados');

    const code = await first.stop('SIGINT');
    expect(code).toBe(0);
    expect(postgresPid(first.varDir)).toBeNull();
    expect(() => process.kill(pid!, 0)).toThrow();

    const second = await startPortal(options);
    try {
      // The seeds ran once: the second start finds the same 41 deputies, not 82.
      const response = await fetch(`${second.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ deputados { total } noticias { total } }' }),
      });
      const body = (await response.json()) as { data: { deputados: { total: number } } };
      expect(body.data.deputados.total).toBe(41);
      expect(second.output()).not.toContain('dados de demonstração carregados');
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
    expect(postgresPid(second.varDir)).toBeNull();
  });
});
