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
  portal = await startPortal({ port: 4300, pgPort: 5441, varDir: 'var/e2e', fresh: true });
  project.provide('portalBase', portal.base);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}
