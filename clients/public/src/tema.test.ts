import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leanSystem, PALETAS_DO_SITE_PUBLICO } from '@alego/ui';
import { describe, expect, it } from 'vitest';

const PALETAS_DO_CHAKRA = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

/** Fontes que o site público renderiza: as dele e os componentes compartilhados de clients/ui. */
function fontes(): string[] {
  const aqui = fileURLToPath(new URL('.', import.meta.url));
  const raizes = [aqui, path.join(aqui, '../../ui/src')];
  const arquivos: string[] = [];
  const visitar = (pasta: string) => {
    for (const entrada of readdirSync(pasta, { withFileTypes: true })) {
      const caminho = path.join(pasta, entrada.name);
      if (entrada.isDirectory()) {
        if (entrada.name !== 'gql' && entrada.name !== 'theme') visitar(caminho);
      } else if (/\.tsx?$/.test(entrada.name) && !/\.test\.tsx?$/.test(entrada.name)) arquivos.push(caminho);
    }
  };
  for (const raiz of raizes) visitar(raiz);
  return arquivos;
}

/** Paletas do Chakra citadas no código: `colorPalette="x"`, `'x'` perto de um colorPalette e tokens `x.500`/`x.fg`. */
function paletasCitadas(): Set<string> {
  const citadas = new Set<string>();
  const nomes = PALETAS_DO_CHAKRA.join('|');
  for (const arquivo of fontes()) {
    const texto = readFileSync(arquivo, 'utf8');
    for (const m of texto.matchAll(new RegExp(`\\b(${nomes})\\.(\\d+|[a-zA-Z]+)\\b`, 'g'))) citadas.add(m[1]!);
    for (const m of texto.matchAll(new RegExp(`['"](${nomes})['"]`, 'g'))) citadas.add(m[1]!);
  }
  return citadas;
}

describe('tema enxuto do site público', () => {
  it('tem toda paleta de cor que o código do site cita', () => {
    const citadas = paletasCitadas();
    expect([...citadas].sort()).toEqual(expect.arrayContaining(['gray', 'green', 'red']));
    for (const paleta of citadas) {
      expect(PALETAS_DO_SITE_PUBLICO, `paleta ${paleta}`).toContain(paleta);
      expect(leanSystem.token(`colors.${paleta}.700`, 'ausente'), `colors.${paleta}.700`).not.toBe('ausente');
      expect(leanSystem.token(`colors.${paleta}.solid`, 'ausente'), `colors.${paleta}.solid`).not.toBe('ausente');
    }
  });

  it('deixa fora as paletas e o modo escuro que o site não usa (o navegador processa cada token antes de hidratar)', () => {
    for (const paleta of PALETAS_DO_CHAKRA.filter((p) => !(PALETAS_DO_SITE_PUBLICO as readonly string[]).includes(p))) {
      expect(leanSystem.token(`colors.${paleta}.500`, 'ausente'), paleta).toBe('ausente');
    }
    const css = JSON.stringify(leanSystem.getTokenCss());
    expect(css).not.toContain('.dark');
    expect(leanSystem.token('colors.brand.solid', 'ausente')).not.toBe('ausente');
    expect(leanSystem.token('colors.bg.muted', 'ausente')).not.toBe('ausente');
  });
});
