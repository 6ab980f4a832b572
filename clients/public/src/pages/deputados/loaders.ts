import { redirect } from 'react-router';
import {
  AtividadeDoDeputadoDocument,
  BiografiaDoDeputadoDocument,
  DeputadosDaListaDocument,
  GaleriaDePresidentesDocument,
  LegislaturasAnterioresDocument,
  LiderancasDocument,
  MesaDiretoraDocument,
  PartidosDoFiltroDocument,
  PerfilDoDeputadoDocument,
  type AtividadeDoDeputadoQuery,
  type GaleriaDePresidentesQuery,
  type LegislaturasAnterioresQuery,
  type BiografiaDoDeputadoQuery,
  type DeputadoDaListaFragment,
  type DeputadoFiltro,
  type PerfilDoDeputadoQuery,
} from '../../gql/pessoas/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { naoEncontrada } from '../pessoas/ui';
import { lerTermo } from '../../routing/params';
import { compararTextos, emOrdemAlfabetica, todasAsPaginas } from '../pessoas/paginas';

export type DeputadoDaLista = DeputadoDaListaFragment;
type Cliente = PageLoaderArgs['client'];

/** Todos os deputados de um filtro, em páginas de 100 (o máximo da API). */
export function todosOsDeputados(client: Cliente, filtro: DeputadoFiltro): Promise<DeputadoDaLista[]> {
  return todasAsPaginas(async (pagina) => {
    const { deputados } = await runQuery(client, { query: DeputadosDaListaDocument, variables: { filtro, pagina, porPagina: 100 } });
    return presente(deputados);
  });
}

export type Situacao = 'em-exercicio' | 'fora-exercicio';

export interface PartidoDoFiltro {
  id: string;
  sigla: string;
  nome: string;
}

export interface ListaDeDeputadosData {
  situacao: Situacao;
  termo: string;
  /** Partido escolhido no filtro (id), ou vazio. */
  partidoId: string;
  partidos: PartidoDoFiltro[];
  deputados: DeputadoDaLista[];
}

/** `?partido=` só com um id conhecido; o resto é ignorado (sem filtro). */
export function lerPartido(valor: string | null, partidos: readonly PartidoDoFiltro[]): string {
  const id = (valor ?? '').trim();
  return partidos.some((p) => p.id === id) ? id : '';
}

/** `/deputados/em-exercicio` e `/deputados/fora-exercicio`: todos, com busca por nome e filtro de partido. */
export async function carregarListaPorSituacao(situacao: Situacao, { client, url }: PageLoaderArgs): Promise<ListaDeDeputadosData> {
  const partidos = presente((await runQuery(client, { query: PartidosDoFiltroDocument })).partidos);
  const termo = lerTermo(url.searchParams.get('termo'));
  const partidoId = lerPartido(url.searchParams.get('partido'), partidos.itens);
  const filtro: DeputadoFiltro = {
    ativo: situacao === 'em-exercicio',
    ...(termo ? { termo } : {}),
    ...(partidoId ? { partidoId } : {}),
  };
  const deputados = emOrdemAlfabetica(await todosOsDeputados(client, filtro));
  return {
    situacao,
    termo,
    partidoId,
    partidos: [...partidos.itens].sort((a, b) => compararTextos(a.sigla, b.sigla)),
    deputados,
  };
}

/** `/deputados`: a lista de quem está em exercício. */
export function redirecionarParaEmExercicio({ url }: PageLoaderArgs): never {
  throw redirect(`/deputados/em-exercicio${url.search}`, 301);
}

export interface LiderancasData {
  liderDoGoverno: DeputadoDaLista[];
  lideresDePartido: DeputadoDaLista[];
}

/** A API já ordena (governo primeiro, depois líderes de partido); aqui só se separa em duas listas. */
export async function carregarLiderancas({ client }: PageLoaderArgs): Promise<LiderancasData> {
  const liderancas = presente((await runQuery(client, { query: LiderancasDocument })).liderancas);
  return {
    liderDoGoverno: liderancas.filter((d) => d.lider === 2),
    lideresDePartido: liderancas.filter((d) => d.lider !== 2),
  };
}

export interface MesaDiretoraData {
  /** Em ordem de cargo (a da API). */
  membros: DeputadoDaLista[];
}

export async function carregarMesaDiretora({ client }: PageLoaderArgs): Promise<MesaDiretoraData> {
  const { mesaDiretora } = await runQuery(client, { query: MesaDiretoraDocument });
  return { membros: presente(mesaDiretora) };
}

export type Presidente = NonNullable<GaleriaDePresidentesQuery['galeriaPresidentes']>[number];
export interface GaleriaData {
  /** Do mais recente ao mais antigo (a ordem da API). */
  presidentes: Presidente[];
}

export async function carregarGaleria({ client }: PageLoaderArgs): Promise<GaleriaData> {
  const { galeriaPresidentes } = await runQuery(client, { query: GaleriaDePresidentesDocument });
  return { presidentes: presente(galeriaPresidentes) };
}

export type LegislaturaAnterior = NonNullable<LegislaturasAnterioresQuery['legislaturas']>['itens'][number];
export interface LegislaturasAnterioresData {
  /** Da mais recente à mais antiga, cada uma com os deputados em ordem de nome. */
  legislaturas: LegislaturaAnterior[];
}

export async function carregarLegislaturasAnteriores({ client }: PageLoaderArgs): Promise<LegislaturasAnterioresData> {
  const legislaturas = await todasAsPaginas(async (pagina) => {
    const dados = await runQuery(client, { query: LegislaturasAnterioresDocument, variables: { pagina } });
    return presente(dados.legislaturas);
  });
  return { legislaturas };
}

/** Id da rota: inteiro positivo (os ids da API são numéricos); outro formato é 404 sem consultar. */
export function lerId(valor: string | undefined): string {
  if (!valor || !/^\d{1,12}$/.test(valor)) naoEncontrada('Deputado não encontrado.');
  return valor;
}

export type PerfilCompleto = NonNullable<PerfilDoDeputadoQuery['deputado']>;
export interface PerfilData {
  deputado: PerfilCompleto;
}

export async function carregarPerfil({ client, params }: PageLoaderArgs): Promise<PerfilData> {
  const id = lerId(params.id);
  const { deputado } = await runQuery(client, { query: PerfilDoDeputadoDocument, variables: { id } });
  if (!deputado) naoEncontrada('Deputado não encontrado.');
  return { deputado };
}

export interface BiografiaData {
  deputado: NonNullable<BiografiaDoDeputadoQuery['deputado']>;
}

export async function carregarBiografia({ client, params }: PageLoaderArgs): Promise<BiografiaData> {
  const id = lerId(params.id);
  const { deputado } = await runQuery(client, { query: BiografiaDoDeputadoDocument, variables: { id } });
  if (!deputado) naoEncontrada('Deputado não encontrado.');
  return { deputado };
}

/** Publicações mostradas por seção da atividade parlamentar. */
export const PUBLICACOES_POR_SECAO = 10;

export type AtividadeData = Omit<AtividadeDoDeputadoQuery, 'deputado' | 'noticias' | 'noticiasDoGabinete' | 'discursos' | 'proposicoes'> & {
  [K in 'deputado' | 'noticias' | 'noticiasDoGabinete' | 'discursos' | 'proposicoes']: NonNullable<AtividadeDoDeputadoQuery[K]>;
};

export async function carregarAtividade({ client, params }: PageLoaderArgs): Promise<AtividadeData> {
  const id = lerId(params.id);
  const dados = await runQuery(client, {
    query: AtividadeDoDeputadoDocument,
    variables: { id, porPagina: PUBLICACOES_POR_SECAO },
  });
  if (!dados.deputado) naoEncontrada('Deputado não encontrado.');
  return {
    ...dados,
    deputado: dados.deputado,
    noticias: presente(dados.noticias),
    noticiasDoGabinete: presente(dados.noticiasDoGabinete),
    discursos: presente(dados.discursos),
    proposicoes: presente(dados.proposicoes),
  };
}
