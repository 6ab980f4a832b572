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
  /** O script de entrada do build (fora do molde: separarEntrada); null no molde do código-fonte. */
  entrada: string | null;
  render(partes: { head: string; html: string; estado: string }): string;
}

/**
 * O script de entrada que o Vite põe no `<head>` do molde sai dele: quem decide como a página o pede é o
 * renderizador (entry-server.tsx), por página. As que hidratam na hora o pedem antes do cabeçalho da página, antes dos
 * `modulepreload` da rota (o maior arquivo, e o que a hidratação mais espera), com prioridade baixa: a primeira pintura
 * e a imagem do LCP não dependem de script, e um script de prioridade alta disputava a banda com a imagem (Lighthouse
 * o trata como bloqueante). As páginas de leitura não o pedem: o carregador embutido o pede no primeiro gesto
 * (shell/carregador.ts). O molde do código-fonte (`vite dev`, sem SSR: o script no fim do `<body>`) fica como está.
 */
export function separarEntrada(texto: string): { texto: string; entrada: string | null } {
  const marcador = texto.indexOf(MARCADORES.head);
  const fimDoHead = texto.indexOf('</head>');
  const entrada = /<script type="module"[^>]*\bsrc="([^"]*)"[^>]*><\/script>\s*/.exec(texto);
  if (!entrada?.[1] || marcador < 0 || entrada.index < marcador || entrada.index > fimDoHead) return { texto, entrada: null };
  return { texto: texto.slice(0, entrada.index) + texto.slice(entrada.index + entrada[0].length), entrada: entrada[1] };
}

/** A tag do script de entrada de uma página que hidrata na hora. */
export function tagDaEntrada(entrada: string): string {
  return `<script type="module" crossorigin src="${entrada}" fetchpriority="low"></script>`;
}

/**
 * A folha de estilos global do build (poucos KB: acessibilidade, barra do governo) vai dentro do HTML em vez de um
 * `<link rel="stylesheet">`: a folha externa bloqueava a primeira pintura por uma ida e volta a mais (Lighthouse,
 * "render-blocking", ~0,45 s no 4G lento do perfil móvel). O CSP já aceita estilos em linha (os do Emotion).
 */
export function estilosEmLinha(texto: string, ler: (caminho: string) => string): string {
  return texto.replace(/<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, caminho: string) => `<style>${ler(caminho).trim()}</style>`);
}

export function lerMolde(clientDistDir: string): Molde {
  const arquivo = join(clientDistDir, 'index.html');
  const separado = separarEntrada(readFileSync(arquivo, 'utf8'));
  const texto = estilosEmLinha(separado.texto, (caminho) => readFileSync(join(clientDistDir, caminho), 'utf8'));
  for (const marcador of Object.values(MARCADORES)) {
    if (!texto.includes(marcador)) throw new Error(`${arquivo} não tem o marcador ${marcador}`);
  }
  return {
    entrada: separado.entrada,
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
 * Lê .vite/manifest.json (gerado pelo build do cliente): os chunks JS da página atual, para pedi-los com antecedência
 * (sem isso o navegador só os descobre depois de executar o script principal, uma ida e volta a mais antes da
 * hidratação).
 */
export function lerModulos(clientDistDir: string, base = '/'): (fontes: string[]) => string[] {
  const arquivo = join(clientDistDir, '.vite', 'manifest.json');
  if (!existsSync(arquivo)) return () => [];
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
    return [...arquivos].filter((f) => f.endsWith('.js')).map((f) => `${base}${f}`);
  };
}

export function tagsDePreload(modulos: string[]): string {
  return modulos.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low" />`).join('\n    ');
}
