/**
 * Sufixo de formato opcional em toda rota pública, herdado do portal antigo:
 * `/noticias` é a página, `/noticias.json` devolve os dados da mesma rota em JSON e
 * `/noticias.html` é a página outra vez. O sufixo sai do caminho antes da
 * correspondência de rotas, então cada página nova ganha o formato sem código extra.
 */
export const FORMATOS = ['html', 'json'] as const;
export type Formato = (typeof FORMATOS)[number];

export interface CaminhoComFormato {
  /** Caminho sem o sufixo, pronto para o roteador. */
  pathname: string;
  formato: Formato;
}

const SUFIXO = /\.(html|json)$/i;

export function separarFormato(pathname: string): CaminhoComFormato {
  const m = SUFIXO.exec(pathname);
  if (!m || m[1] === undefined) return { pathname, formato: 'html' };
  const formato = m[1].toLowerCase() as Formato;
  let base = pathname.slice(0, m.index);
  // A página inicial em JSON: `/index.json` (ou `/.json`).
  if (base === '' || base === '/' || base === '/index') base = '/';
  // `/noticias/.json` equivale a `/noticias.json`.
  else if (base.endsWith('/') && base.length > 1) base = base.slice(0, -1);
  return { pathname: base, formato };
}

/**
 * Caminho com o sufixo de formato, para links de "baixar em JSON". Use <a> comum
 * (ou <Link reloadDocument>): o roteador do navegador não conhece as variantes .json.
 */
export function comFormato(pathname: string, formato: Formato): string {
  if (formato === 'html') return pathname;
  const base = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
  return `${base}.${formato}`;
}
