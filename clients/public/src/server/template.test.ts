import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entradaPrimeiro, estilosEmLinha, MARCADORES } from './template';

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
  it('pede o script de entrada antes dos modulepreload da rota, com prioridade baixa (não bloqueia a primeira pintura)', () => {
    const html = entradaPrimeiro(GERADO).replace(MARCADORES.head, '<link rel="modulepreload" crossorigin href="/assets/rota.js" />');
    const entrada = html.indexOf('<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="low"></script>');
    expect(entrada).toBeGreaterThan(0);
    expect(entrada).toBeLessThan(html.indexOf('/assets/rota.js'));
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    // O CSS continua depois dos estilos da página (mesma ordem de cascata).
    expect(html.indexOf('/assets/rota.js')).toBeLessThan(html.indexOf('index-def.css'));
  });

  it('põe a folha de estilos do build dentro do HTML, no mesmo lugar (não bloqueia a primeira pintura)', () => {
    const lidos: string[] = [];
    const html = estilosEmLinha(GERADO, (caminho) => (lidos.push(caminho), '.a{color:red}\n'));
    expect(lidos).toEqual(['assets/index-def.css']);
    expect(html).not.toContain('index-def.css');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <style>.a{color:red}</style>\n  </head>');
  });

  it('deixa como está o molde do código-fonte (vite dev: o script no fim do <body>)', () => {
    const fonte = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(entradaPrimeiro(fonte)).toBe(fonte);
  });
});
