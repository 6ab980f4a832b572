import { data, redirect, redirectDocument } from 'react-router';
import {
  ImagemDaNoticiaDocument,
  ListaDeNoticiasDocument,
  NoticiaDocument,
  NoticiaPorLegadoDocument,
  type ListaDeNoticiasQuery,
  type NoticiaQuery,
} from '../../gql/noticias/graphql';
import { presente, runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import { lerPagina, lerTermo } from '../../routing/params';
import { POR_PAGINA } from './params';
import { caminhoDaNoticia, SECOES, type SecaoId } from './secoes';

export type ItemDaLista = NonNullable<ListaDeNoticiasQuery['noticias']>['itens'][number];
export type NoticiaCompleta = NonNullable<NoticiaQuery['noticia']>;

export interface ListaData {
  secao: SecaoId;
  termo: string;
  pagina: number;
  total: number;
  totalPaginas: number;
  itens: ItemDaLista[];
}

export interface ArtigoData {
  secao: SecaoId;
  /** Caminho canônico (`/noticias/12/sessao-solene`). */
  canonico: string;
  noticia: NoticiaCompleta;
}

/** Resposta 404 do roteador (página de erro em português; `{ erro }` em `.json`). */
export function naoEncontrada(mensagem = 'Notícia não encontrada.'): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

/** `/noticias?pagina=N&termo=...` e as listas por categoria. */
export async function carregarLista(secaoId: SecaoId, { client, url }: PageLoaderArgs): Promise<ListaData> {
  const secao = SECOES[secaoId];
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const termo = lerTermo(url.searchParams.get('termo'));
  const filtro = {
    ...(termo ? { termo } : {}),
    ...(secao.categoria ? { categoria: secao.categoria } : {}),
  };
  const noticias = presente(
    (await runQuery(client, { query: ListaDeNoticiasDocument, variables: { filtro: Object.keys(filtro).length ? filtro : null, pagina, porPagina: POR_PAGINA } })).noticias,
  );
  // Uma página além da última não existe (a primeira existe sempre, mesmo vazia).
  if (pagina > 1 && pagina > noticias.totalPaginas) naoEncontrada('Página não encontrada.');
  return {
    secao: secaoId,
    termo,
    pagina,
    total: noticias.total,
    totalPaginas: noticias.totalPaginas,
    itens: noticias.itens,
  };
}

/**
 * `/noticias/:id[/:urlSufixo]` e os detalhes das seções. Sem o sufixo ou com um
 * sufixo errado: 301 para o endereço canônico. Notícia inexistente ou não publicada:
 * 404. Numa seção que não é a da categoria da notícia: 301 para `/noticias/...`.
 */
export async function carregarArtigo(secaoId: SecaoId, { client, params }: PageLoaderArgs): Promise<ArtigoData> {
  const secao = SECOES[secaoId];
  const id = params.id ?? '';
  if (!id) naoEncontrada();
  const { noticia } = await runQuery(client, { query: NoticiaDocument, variables: { id } });
  if (!noticia || !noticia.publicada) naoEncontrada();
  if (secao.categoria && noticia.categoria !== secao.categoria) {
    throw redirect(caminhoDaNoticia(noticia), 301);
  }
  const canonico = caminhoDaNoticia(noticia, secao.base);
  if (params.id !== noticia.id || params.urlSufixo !== noticia.urlSufixo) throw redirect(canonico, 301);
  return { secao: secaoId, canonico, noticia };
}

/** `?download=1` no endereço assinado da imagem (o arquivo vem com Content-Disposition: attachment). */
export function urlDeDownload(url: string): string {
  const [semAncora = '', ancora] = url.split('#', 2);
  const comDownload = `${semAncora}${semAncora.includes('?') ? '&' : '?'}download=1`;
  return ancora === undefined ? comDownload : `${comDownload}#${ancora}`;
}

/** `/noticias/:id/download_imagem`: 302 para o arquivo; 404 sem notícia ou sem imagem. */
export async function carregarDownloadDaImagem({ client, params }: PageLoaderArgs): Promise<never> {
  const id = params.id ?? '';
  if (!id) naoEncontrada();
  const { noticia } = await runQuery(client, { query: ImagemDaNoticiaDocument, variables: { id } });
  if (!noticia || !noticia.publicada) naoEncontrada();
  if (!noticia.imagem) naoEncontrada('Esta notícia não tem imagem.');
  // Documento novo: o arquivo não é uma rota do site, o roteador do navegador não o trata.
  throw redirectDocument(urlDeDownload(noticia.imagem.url), 302);
}

/** `/noticias/ver/id/:legadoId/*` (portal antigo): 301 para o endereço canônico. */
export async function carregarLegado({ client, params }: PageLoaderArgs): Promise<never> {
  const bruto = params.legadoId ?? '';
  if (!/^\d{1,9}$/.test(bruto)) naoEncontrada();
  const { noticiaPorLegado: noticia } = await runQuery(client, {
    query: NoticiaPorLegadoDocument,
    variables: { legadoId: Number(bruto) },
  });
  if (!noticia || !noticia.publicada) naoEncontrada();
  throw redirect(caminhoDaNoticia(noticia), 301);
}
