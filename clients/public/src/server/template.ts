import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * O index.html gerado pelo Vite (com os <script>/<link> dos assets) é o molde: o
 * renderizador só troca os três marcadores abaixo.
 */
export const MARCADORES = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  estado: '<!--app-state-->',
} as const;

export interface Molde {
  render(partes: { head: string; html: string; estado: string }): string;
}

export function lerMolde(clientDistDir: string): Molde {
  const arquivo = join(clientDistDir, 'index.html');
  const texto = readFileSync(arquivo, 'utf8');
  for (const marcador of Object.values(MARCADORES)) {
    if (!texto.includes(marcador)) throw new Error(`${arquivo} não tem o marcador ${marcador}`);
  }
  return {
    // Função de substituição: um "$&" ou "$1" no conteúdo não pode ser interpretado.
    render: ({ head, html, estado }) =>
      texto
        .replace(MARCADORES.head, () => head)
        .replace(MARCADORES.html, () => html)
        .replace(MARCADORES.estado, () => estado),
  };
}

interface EntradaManifesto {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Lê .vite/manifest.json (gerado pelo build do cliente) para pedir com antecedência
 * o chunk da página atual: sem isso o navegador só o descobre depois de executar o
 * script principal, uma ida e volta a mais antes da hidratação.
 */
export function lerPreloads(clientDistDir: string, base = '/'): (fontes: string[]) => string {
  const arquivo = join(clientDistDir, '.vite', 'manifest.json');
  if (!existsSync(arquivo)) return () => '';
  const manifesto = JSON.parse(readFileSync(arquivo, 'utf8')) as Record<string, EntradaManifesto>;
  return (fontes) => {
    const arquivos = new Set<string>();
    const visitar = (chave: string) => {
      const entrada = manifesto[chave];
      // O script principal já está no molde.
      if (!entrada || entrada.isEntry || arquivos.has(entrada.file)) return;
      arquivos.add(entrada.file);
      for (const importado of entrada.imports ?? []) visitar(importado);
    };
    for (const fonte of fontes) visitar(fonte);
    return [...arquivos]
      .filter((f) => f.endsWith('.js'))
      .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" />`)
      .join('\n    ');
  };
}
