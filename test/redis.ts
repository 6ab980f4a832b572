import { spawn, type ChildProcess } from 'node:child_process';
import { portaLivre } from './portas.js';

export interface RedisDeTeste {
  url: string;
  /** Kills the server (SIGKILL: an outage, not a clean shutdown). */
  parar(): Promise<void>;
  /** Starts it again on the same port, empty. */
  iniciar(): Promise<void>;
}

/**
 * A real `redis-server` (Debian's package, installed by scripts/test.sh) on a free port, in memory only: no
 * snapshot, no append-only file, nothing written to disk.
 */
export async function startRedis(): Promise<RedisDeTeste> {
  const porta = await portaLivre();
  let processo: ChildProcess | undefined;
  const iniciar = () =>
    new Promise<void>((resolve, reject) => {
      const filho = spawn('redis-server', ['--port', String(porta), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
      processo = filho;
      let saida = '';
      filho.once('error', reject);
      filho.once('exit', (codigo) => reject(new Error(`redis-server saiu (${codigo}): ${saida}`)));
      filho.stdout.on('data', (parte: Buffer) => {
        saida += parte.toString();
        if (saida.includes('Ready to accept connections')) resolve();
      });
    });
  const parar = async () => {
    const filho = processo;
    if (!filho || filho.exitCode !== null) return;
    filho.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      filho.once('exit', () => resolve());
      filho.kill('SIGKILL');
    });
  };
  await iniciar();
  return { url: `redis://127.0.0.1:${porta}`, parar, iniciar };
}
