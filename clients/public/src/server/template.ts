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

/**
 * O Vite põe o script de entrada depois do `<!--app-head-->`, ou seja, depois dos
 * `modulepreload` dos chunks da rota: num celular (HTTP/1.1, seis conexões, 4G) o maior
 * arquivo, e o que a hidratação mais espera, só era pedido depois de todos os chunks
 * pequenos. Ele vai para antes do cabeçalho da página. Com prioridade baixa, como os
 * `modulepreload`: a primeira pintura e a imagem do LCP não dependem de script (o HTML e
 * o CSS vêm prontos do servidor), e um script com prioridade alta disputava a banda com a
 * imagem e entrava na conta da primeira pintura (Lighthouse trata script de prioridade
 * alta como bloqueante: FCP quase igual ao LCP no perfil móvel).
 */
export function entradaPrimeiro(texto: string): string {
  const marcador = texto.indexOf(MARCADORES.head);
  const fimDoHead = texto.indexOf('</head>');
  const entrada = /<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/.exec(texto);
  if (!entrada || marcador < 0 || entrada.index < marcador || entrada.index > fimDoHead) return texto;
  const tag = entrada[0].trim().replace('></script>', ' fetchpriority="low"></script>');
  const semEntrada = texto.slice(0, entrada.index) + texto.slice(entrada.index + entrada[0].length);
  return semEntrada.replace(MARCADORES.head, () => `${tag}\n    ${MARCADORES.head}`);
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
  const texto = estilosEmLinha(entradaPrimeiro(readFileSync(arquivo, 'utf8')), (caminho) => readFileSync(join(clientDistDir, caminho), 'utf8'));
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
      .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" fetchpriority="low" />`)
      .join('\n    ');
  };
}
