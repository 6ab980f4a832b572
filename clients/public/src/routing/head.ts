import { SITE } from '../site';

/** Metadados de uma página: <title>, description e Open Graph (prévias de links). */
export interface HeadInfo {
  /** Título da página, sem o sufixo do site. */
  titulo: string;
  descricao?: string;
  /** og:type: "article" para notícias, "website" para o resto. */
  tipo?: 'website' | 'article' | 'profile';
  /** og:image: caminho ou URL absoluta (resolvido contra a URL da página). */
  imagem?: string;
  /**
   * Endereço canônico (caminho ou URL absoluta) para og:url e <link rel="canonical">;
   * sem ele vale a URL da requisição.
   */
  canonico?: string;
}

/** URL absoluta de um caminho da página (og:image, canonical); `base` é a URL da requisição. */
export function urlAbsoluta(caminho: string, base: string): string {
  return new URL(caminho, base).href;
}

/** URL canônica da página: a declarada pelo head ou a da requisição. */
export function urlCanonica(head: HeadInfo, url: string): string {
  return head.canonico ? urlAbsoluta(head.canonico, url) : url;
}

export const SUFIXO_TITULO = ` | ${SITE.nomeCurto}`;

export function tituloCompleto(head: HeadInfo): string {
  return `${head.titulo}${SUFIXO_TITULO}`;
}

export function headDoErro(status: number): HeadInfo {
  if (status === 404) return { titulo: 'Página não encontrada', descricao: 'O endereço procurado não existe neste portal.' };
  if (status === 400) return { titulo: 'Endereço com valor inválido', descricao: 'Algum valor no endereço desta página não é aceito.' };
  return { titulo: 'Página indisponível', descricao: 'Não foi possível carregar esta página.' };
}

/** Pares (atributo, nome, conteúdo) das <meta>; a mesma lista serve ao servidor e ao navegador. */
export function metas(head: HeadInfo, url: string): Array<[attr: 'name' | 'property', nome: string, conteudo: string]> {
  const titulo = tituloCompleto(head);
  const descricao = head.descricao ?? SITE.descricao;
  const imagem: Array<['name' | 'property', string, string]> = head.imagem
    ? [['property', 'og:image', urlAbsoluta(head.imagem, url)]]
    : [];
  return [
    ['name', 'description', descricao],
    ['property', 'og:title', titulo],
    ['property', 'og:description', descricao],
    ['property', 'og:type', head.tipo ?? 'website'],
    ['property', 'og:url', urlCanonica(head, url)],
    ['property', 'og:site_name', SITE.nome],
    ['property', 'og:locale', 'pt_BR'],
    ...imagem,
    ['name', 'twitter:card', head.imagem ? 'summary_large_image' : 'summary'],
  ];
}

function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Marcação do <head> gerada no servidor. */
export function headHtml(head: HeadInfo, url: string): string {
  const linhas = [`<title>${escaparHtml(tituloCompleto(head))}</title>`];
  for (const [attr, nome, conteudo] of metas(head, url)) {
    linhas.push(`<meta ${attr}="${nome}" content="${escaparHtml(conteudo)}" />`);
  }
  linhas.push(`<link rel="canonical" href="${escaparHtml(urlCanonica(head, url))}" />`);
  return linhas.join('\n    ');
}

/** Atualiza o <head> depois de uma navegação no navegador (o servidor já fez a primeira carga). */
export function aplicarHead(doc: Document, head: HeadInfo, url: string): void {
  doc.title = tituloCompleto(head);
  for (const [attr, nome, conteudo] of metas(head, url)) {
    let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${nome}"]`);
    if (!meta) {
      meta = doc.createElement('meta');
      meta.setAttribute(attr, nome);
      doc.head.appendChild(meta);
    }
    meta.content = conteudo;
  }
  // Uma página sem imagem não herda o og:image da anterior.
  if (!head.imagem) doc.head.querySelector('meta[property="og:image"]')?.remove();
  const canonico = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonico) canonico.href = urlCanonica(head, url);
}
