import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export interface RunningPortal {
  base: string;
  /** The orchestrator's process id (its children are the gateway and the subgraphs). */
  pid: number;
  varDir: string;
  /** Milliseconds from spawn to the gateway's readiness. */
  startupMs: number;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface PortalOptions {
  port: number;
  pgPort: number;
  varDir: string;
  fresh?: boolean;
  logLevel?: string;
  /** Extra settings for this portal (a journey's own reCAPTCHA provider). */
  env?: NodeJS.ProcessEnv;
}

/** Starts the portal the way `npm start` does after its build step (`node scripts/start.mjs`). */
export async function startPortal(options: PortalOptions): Promise<RunningPortal> {
  const varDir = path.resolve(options.varDir);
  if (options.fresh) await rm(varDir, { recursive: true, force: true });
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, ...options.env, PORT: String(options.port), PGPORT_EMBEDDED: String(options.pgPort), PORTAL_VAR_DIR: varDir, LOG_LEVEL: options.logLevel ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${options.port}`;

  // PORTAL_PRONTIDAO_MS (also read by scripts/start.mjs) gives a machine shared with other loads more time.
  const deadline = Date.now() + Math.max(180_000, Number(process.env.PORTAL_PRONTIDAO_MS ?? 0));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O portal terminou ao iniciar:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`O portal não ficou pronto:\n${output}`);
    }
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready && output.includes('Portal Alego pronto')) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    pid: child.pid!,
    varDir,
    startupMs: Date.now() - startedAt,
    output: () => output,
    async stop(signal = 'SIGINT') {
      child.kill(signal);
      return exited;
    },
  };
}

/** Pid of the PostgreSQL server that holds `varDir/pg`, if one is running. */
export function postgresPid(varDir: string): number | null {
  const pidFile = path.join(varDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
