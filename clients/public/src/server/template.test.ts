import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entradaPrimeiro, MARCADORES } from './template';

// dist/client/index.html como o Vite o gera: o script de entrada e o CSS depois do marcador do <head>.
const GERADO = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

describe('molde do HTML', () => {
  it('pede o script de entrada antes dos modulepreload da rota, com prioridade alta', () => {
    const html = entradaPrimeiro(GERADO).replace(MARCADORES.head, '<link rel="modulepreload" crossorigin href="/assets/rota.js" />');
    const entrada = html.indexOf('<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="high"></script>');
    expect(entrada).toBeGreaterThan(0);
    expect(entrada).toBeLessThan(html.indexOf('/assets/rota.js'));
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    // O CSS continua depois dos estilos da página (mesma ordem de cascata).
    expect(html.indexOf('/assets/rota.js')).toBeLessThan(html.indexOf('index-def.css'));
  });

  it('deixa como está o molde do código-fonte (vite dev: o script no fim do <body>)', () => {
    const fonte = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(entradaPrimeiro(fonte)).toBe(fonte);
  });
});
