import { data, redirect, redirectDocument } from 'react-router';
import {
  AutocompleteGaleriasDocument,
  DownloadDaFotoDocument,
  GaleriaDocument,
  GaleriaPorLegadoDocument,
  ListaDeGaleriasDocument,
  type GaleriaQuery,
  type ListaDeGaleriasQuery,
} from '../../gql/redacao/graphql';
import { definePage, presente, runQuery, type ErroDaRota, type PageLoaderArgs, type PageModule } from '../../routing/page';
import { lerPagina, lerTermo } from '../../routing/params';
import { caminhoDaGaleria } from './caminhos';
import { AutocompletePage, GaleriaPage, ListaDeGaleriasPage } from './GaleriasPages';

export const POR_PAGINA_GALERIAS = 12;

export type GaleriaDaLista = NonNullable<ListaDeGaleriasQuery['galeriasPublicadas']>['itens'][number];
export type GaleriaCompleta = NonNullable<GaleriaQuery['galeria']>;

export interface ListaDeGaleriasData {
  termo: string;
  categoriaId: string;
  pagina: number;
  total: number;
  totalPaginas: number;
  itens: GaleriaDaLista[];
  categorias: { id: string; nome: string }[];
}

export interface GaleriaData {
  canonico: string;
  galeria: GaleriaCompleta;
}

export interface AutocompleteData {
  termo: string;
  sugestoes: { id: string; titulo: string; caminho: string }[];
}

function naoEncontrada(mensagem = 'Galeria não encontrada.'): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

async function carregarLista({ client, url }: PageLoaderArgs): Promise<ListaDeGaleriasData> {
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const termo = lerTermo(url.searchParams.get('termo'));
  const categoria = url.searchParams.get('categoria') ?? '';
  const categoriaId = /^\d{1,9}$/.test(categoria) ? categoria : '';
  const filtro = { ...(termo ? { termo } : {}), ...(categoriaId ? { categoriaId } : {}) };
  const resposta = await runQuery(client, { query: ListaDeGaleriasDocument, variables: { filtro: Object.keys(filtro).length ? filtro : null, pagina, porPagina: POR_PAGINA_GALERIAS } });
  const galerias = presente(resposta.galeriasPublicadas);
  if (pagina > 1 && pagina > galerias.totalPaginas) naoEncontrada('Página não encontrada.');
  return { termo, categoriaId, pagina, total: galerias.total, totalPaginas: galerias.totalPaginas, itens: galerias.itens, categorias: presente(resposta.galeriaCategorias).itens };
}

/** `/galerias/:id[/:urlSufixo]`: sem o sufixo ou com outro, 301 para o endereço canônico; não publicada, 404. */
async function carregarGaleria({ client, params }: PageLoaderArgs): Promise<GaleriaData> {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) naoEncontrada();
  const { galeria } = await runQuery(client, { query: GaleriaDocument, variables: { id } });
  if (!galeria) naoEncontrada();
  const canonico = caminhoDaGaleria(galeria);
  if (params.urlSufixo !== galeria.urlSufixo) throw redirect(canonico, 301);
  return { canonico, galeria };
}

/** `/galerias/autocomplete?termo=`: até dez títulos publicados (em `.json`, os dados da página). */
async function carregarAutocomplete({ client, url }: PageLoaderArgs): Promise<AutocompleteData> {
  const termo = lerTermo(url.searchParams.get('termo'));
  if (!termo) return { termo, sugestoes: [] };
  const { autocompleteGalerias } = await runQuery(client, { query: AutocompleteGaleriasDocument, variables: { termo } });
  return { termo, sugestoes: presente(autocompleteGalerias).map((g) => ({ id: g.id, titulo: g.titulo, caminho: caminhoDaGaleria(g) })) };
}

/** `/galeria-imagens/:id/download_foto`: 302 para o arquivo original, com o crédito no nome; 404 fora de galeria publicada. */
async function carregarDownload({ client, params }: PageLoaderArgs): Promise<never> {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) naoEncontrada('Foto não encontrada.');
  const { galeriaImagem } = await runQuery(client, { query: DownloadDaFotoDocument, variables: { id } });
  if (!galeriaImagem) naoEncontrada('Foto não encontrada.');
  throw redirectDocument(galeriaImagem.download, 302);
}

/** `/imagens/galeria/id/:legadoId` (portal antigo): 301 para o endereço canônico. */
async function carregarLegado({ client, params }: PageLoaderArgs): Promise<never> {
  const bruto = params.legadoId ?? '';
  if (!/^\d{1,9}$/.test(bruto)) naoEncontrada();
  const { galeriaPorLegado } = await runQuery(client, { query: GaleriaPorLegadoDocument, variables: { legadoId: Number(bruto) } });
  if (!galeriaPorLegado) naoEncontrada();
  throw redirect(caminhoDaGaleria(galeriaPorLegado), 301);
}

function Redireciona() {
  return null;
}

export const PAGINAS_DE_GALERIAS = {
  lista: definePage({
    Component: ListaDeGaleriasPage,
    loader: carregarLista,
    head: () => ({ titulo: 'Galerias de fotos', descricao: 'Fotos das sessões, eventos e atividades da Assembleia Legislativa do Estado de Goiás.', canonico: '/galerias' }),
  }),
  galeria: definePage({
    Component: GaleriaPage,
    loader: carregarGaleria,
    head: (d: GaleriaData) => ({ titulo: d.galeria.titulo, descricao: `Galeria de fotos: ${d.galeria.titulo}.`, canonico: d.canonico }),
  }),
  autocomplete: definePage({ Component: AutocompletePage, loader: carregarAutocomplete, head: () => ({ titulo: 'Sugestões de galerias' }) }),
  download: definePage({ Component: Redireciona, loader: carregarDownload, head: () => ({ titulo: 'Foto da galeria' }) }),
  legado: definePage({ Component: Redireciona, loader: carregarLegado, head: () => ({ titulo: 'Galeria' }) }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeGalerias = keyof typeof PAGINAS_DE_GALERIAS;
