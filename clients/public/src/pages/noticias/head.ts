import type { HeadInfo } from '../../routing/head';
import type { ArtigoData, ListaData } from './loaders';
import { linkDaPagina } from './params';
import { SECOES } from './secoes';

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Texto puro do HTML saneado do corpo, para a descrição quando não há resumo. */
export function textoDoHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (m, nome: string) => ENTIDADES[nome.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Corta no limite de palavras, com reticências. */
export function resumir(texto: string, maximo = 160): string {
  if (texto.length <= maximo) return texto;
  const corte = texto.slice(0, maximo - 1);
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > maximo / 2 ? corte.slice(0, espaco) : corte).trimEnd()}…`;
}

export function headDaLista(dados: ListaData): HeadInfo {
  const secao = SECOES[dados.secao];
  const partes = [secao.titulo];
  if (dados.termo) partes.push(`busca por “${dados.termo}”`);
  if (dados.pagina > 1) partes.push(`página ${dados.pagina}`);
  return {
    titulo: partes.join(' – '),
    descricao: secao.descricao,
    canonico: linkDaPagina(secao.base, dados.pagina, dados.termo),
  };
}

export function headDoArtigo(dados: ArtigoData): HeadInfo {
  const { noticia } = dados;
  const descricao = noticia.resumo?.trim() || textoDoHtml(noticia.conteudo);
  return {
    titulo: noticia.titulo,
    descricao: descricao ? resumir(descricao) : SECOES[dados.secao].descricao,
    tipo: 'article',
    canonico: dados.canonico,
    ...(noticia.imagem ? { imagem: noticia.imagem.url } : {}),
  };
}
