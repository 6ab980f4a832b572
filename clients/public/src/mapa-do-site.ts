import { MENU_PRINCIPAL, secaoDe } from './site';

/**
 * O mapa do site sai da tabela de rotas (routes.tsx): cada rota sem parâmetro obrigatório é uma página pública, com
 * o título do menu principal ou o seu `mapa`, na seção do menu a que o endereço pertence. A página `/mapa-do-site` e
 * o `/sitemap.xml` (server/sitemap.ts) leem daqui; nada é escrito à mão. A tabela se registra aqui ao ser carregada
 * (`registrarRotasDoMapa`): as páginas não importam routes.tsx, que as importa.
 */
export interface RotaDoMapa {
  path: string;
  /** Título no mapa; `false` deixa a rota de fora (ver PageRoute em routes.tsx). */
  mapa?: string | false;
}

let rotasRegistradas: readonly RotaDoMapa[] = [];

export function registrarRotasDoMapa(rotas: readonly RotaDoMapa[]): void {
  rotasRegistradas = rotas;
}
export interface PaginaDoMapa {
  titulo: string;
  href: string;
}

export interface SecaoDoMapa {
  titulo: string;
  href: string | null;
  paginas: PaginaDoMapa[];
}

/** O endereço fixo de uma rota (sem os parâmetros opcionais), ou null quando ela precisa de um (página de registro). */
export function enderecoFixo(path: string): string | null {
  const caminho = path
    .split('/')
    .filter((segmento) => !(segmento.startsWith(':') && segmento.endsWith('?')))
    .join('/');
  return /[:*]/.test(caminho) ? null : caminho || '/';
}

const TITULOS_DO_MENU = new Map<string, string>(
  MENU_PRINCIPAL.flatMap((secao) => [[secao.href, secao.rotulo] as const, ...(secao.paginas ?? []).map((p) => [p.href, p.rotulo] as const)]),
);

/** As rotas fixas sem título (nem no menu, nem `mapa`): routes.test.ts exige que não haja nenhuma. */
export function rotasSemTitulo(rotas: readonly RotaDoMapa[] = rotasRegistradas): string[] {
  return rotas.filter((rota) => rota.mapa === undefined && enderecoFixo(rota.path) !== null && !TITULOS_DO_MENU.has(enderecoFixo(rota.path)!)).map((rota) => rota.path);
}

/** As páginas públicas fixas, na ordem da tabela de rotas, sem repetir endereço. */
export function paginasDoMapa(rotas: readonly RotaDoMapa[] = rotasRegistradas): PaginaDoMapa[] {
  const vistas = new Set<string>();
  const paginas: PaginaDoMapa[] = [];
  for (const rota of rotas) {
    const href = enderecoFixo(rota.path);
    if (href === null || rota.mapa === false || vistas.has(href)) continue;
    const titulo = rota.mapa ?? TITULOS_DO_MENU.get(href);
    if (!titulo) continue;
    vistas.add(href);
    paginas.push({ titulo, href });
  }
  return paginas;
}

/** As páginas agrupadas pelas seções do menu principal, na ordem do menu; as avulsas por último. */
export function mapaDoSite(rotas: readonly RotaDoMapa[] = rotasRegistradas): SecaoDoMapa[] {
  const secoes: SecaoDoMapa[] = MENU_PRINCIPAL.filter((secao) => secao.href !== '/').map((secao) => ({ titulo: secao.rotulo, href: secao.href, paginas: [] }));
  const avulsas: SecaoDoMapa = { titulo: 'Institucional e serviços', href: null, paginas: [] };
  for (const pagina of paginasDoMapa(rotas)) {
    if (pagina.href === '/') continue;
    const secao = secaoDe(pagina.href);
    (secoes.find((s) => s.href === secao?.href) ?? avulsas).paginas.push(pagina);
  }
  return [...secoes, avulsas].filter((secao) => secao.paginas.length > 0);
}
