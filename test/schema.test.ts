import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('generated schemas', () => {
  it('are composed without errors and the committed schema/ files are fresh', async () => {
    const { stdout } = await run(process.execPath, ['scripts/compose.mjs', '--check']).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`${error.stdout}\n${error.stderr}`);
    });
    expect(stdout).toContain('Esquemas em dia.');
  });
});

describe('generated dataset queries', () => {
  it('one committed .graphql per catalog dataset, as scripts/consultas-dos-conjuntos.mjs writes it', async () => {
    const { stdout } = await run(process.execPath, ['scripts/consultas-dos-conjuntos.mjs', '--check']).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`${error.stdout}\n${error.stderr}`);
    });
    expect(stdout).toContain('Consultas dos conjuntos em dia.');
  });
});

describe('generated client types', () => {
  it('match what graphql-codegen produces from schema/api.graphql and the clients’ operations', async () => {
    const { generate } = await import('@graphql-codegen/cli');
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    const config = parse(await readFile('codegen.yml', 'utf8')) as CodegenConfig;
    const files = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const committed = await readFile(file.filename, 'utf8').catch(() => null);
      expect(committed, `${file.filename} desatualizado: rode npm run codegen`).toBe(file.content);
    }
  });
});
