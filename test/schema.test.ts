import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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
