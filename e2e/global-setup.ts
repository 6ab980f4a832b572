import type { TestProject } from 'vitest/node';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.js';
import { startPortal, type RunningPortal } from './portal.js';

let portal: RunningPortal | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    portalBase: string;
  }
}

/** The journeys run against one portal started as the README starts it, on a fresh embedded database. */
export async function setup(project: TestProject): Promise<void> {
  // Free ports chosen at run time (the gateway's and the next five for the subgraphs), so a run never meets a
  // portal already running here; E2E_PORT and E2E_PG_PORT pin them.
  portal = await startPortal({
    port: await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6)),
    pgPort: await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre),
    varDir: 'var/e2e',
    fresh: true,
  });
  project.provide('portalBase', portal.base);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}
