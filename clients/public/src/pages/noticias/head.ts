import { textoDoHtml } from '@alego/catalog';
import type { HeadInfo } from '../../routing/head';
import type { ArtigoData, ListaData } from './loaders';
import { linkDaPagina } from './params';
import { SECOES } from './secoes';

export { textoDoHtml };

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
