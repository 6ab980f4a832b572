import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A fresh process: the warning is emitted once per process, and vitest's own may already have been.
const rodar = (codigo: string) =>
  execFileSync(process.execPath, ['--input-type=module', '-e', codigo], { cwd: new URL('..', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('settleUrlParseWarning', () => {
  it('sem a chamada, o primeiro url.parse fora de node_modules avisa (DEP0169)', () => {
    const saida = rodar(`import { parse } from 'node:url'; process.on('warning', (w) => console.log('aviso', w.code)); parse('http://a/'); await new Promise((r) => setTimeout(r, 10));`);
    expect(saida).toContain('aviso DEP0169');
  });

  it('depois dela, nenhum aviso: nem dela mesma nem de chamadas seguintes', () => {
    const saida = rodar(
      `import { parse } from 'node:url'; import { settleUrlParseWarning } from './dist/url-parse.js'; process.on('warning', (w) => console.log('aviso', w.code)); settleUrlParseWarning(); parse('http://a/'); console.log('noDeprecation', process.noDeprecation); await new Promise((r) => setTimeout(r, 10));`,
    );
    expect(saida).not.toContain('aviso');
    expect(saida).toContain('noDeprecation undefined');
  });
});
