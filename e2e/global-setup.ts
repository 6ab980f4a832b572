import type { TestProject } from 'vitest/node';
import { startPortal, type RunningPortal } from './portal.js';

let portal: RunningPortal | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    portalBase: string;
  }
}

/** The journeys run against one portal started as the README starts it, on a fresh embedded database. */
export async function setup(project: TestProject): Promise<void> {
  // Ports are overridable so that two checkouts on one machine can run their journeys side by side.
  portal = await startPortal({
    port: Number(process.env.E2E_PORT ?? 4300),
    pgPort: Number(process.env.E2E_PG_PORT ?? 5441),
    varDir: 'var/e2e',
    fresh: true,
  });
  project.provide('portalBase', portal.base);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}
