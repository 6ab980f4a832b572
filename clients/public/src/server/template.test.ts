import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { estilosEmLinha, separarEntrada } from './template';

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
  it('tira do molde o script de entrada: cada página decide como o pede', () => {
    const { texto, entrada } = separarEntrada(GERADO);
    expect(entrada).toBe('/assets/index-abc.js');
    expect(texto).not.toContain('<script');
    expect(texto).toContain('<!--app-head-->\n    <link rel="stylesheet" crossorigin href="/assets/index-def.css">');
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
    expect(separarEntrada(fonte)).toEqual({ texto: fonte, entrada: null });
  });
});
