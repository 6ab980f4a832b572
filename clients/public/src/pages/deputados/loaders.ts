import { redirect } from 'react-router';
import {
  AtividadeDoDeputadoDocument,
  BiografiaDoDeputadoDocument,
  DeputadosDaListaDocument,
  PartidosDoFiltroDocument,
  PerfilDoDeputadoDocument,
  type AtividadeDoDeputadoQuery,
  type BiografiaDoDeputadoQuery,
  type DeputadoDaListaFragment,
  type DeputadoFiltro,
  type PerfilDoDeputadoQuery,
} from '../../gql/pessoas/graphql';
import { runQuery, type PageLoaderArgs } from '../../routing/page';
import { naoEncontrada } from '../pessoas/ui';
import { lerTermo } from '../noticias/params';

export type DeputadoDaLista = DeputadoDaListaFragment;
type Cliente = PageLoaderArgs['client'];

/** O máximo que a API devolve por página. */
const POR_PAGINA_DA_API = 100;
/** Uma lista de deputados nunca passa disto (a Casa tem 41 cadeiras; anteriores somam algumas centenas). */
const PAGINAS_MAXIMAS = 20;

/** Todos os deputados de um filtro, em páginas de 100 (a primeira diz quantas faltam). */
export async function todosOsDeputados(client: Cliente, filtro: DeputadoFiltro): Promise<DeputadoDaLista[]> {
  const primeira = await runQuery(client, {
    query: DeputadosDaListaDocument,
    variables: { filtro, pagina: 1, porPagina: POR_PAGINA_DA_API },
  });
  const total = Math.min(primeira.deputados.totalPaginas, PAGINAS_MAXIMAS);
  const demais = await Promise.all(
    Array.from({ length: Math.max(total - 1, 0) }, (_, i) =>
      runQuery(client, { query: DeputadosDaListaDocument, variables: { filtro, pagina: i + 2, porPagina: POR_PAGINA_DA_API } }),
    ),
  );
  return [primeira, ...demais].flatMap((r) => r.deputados.itens);
}

/** Ordem alfabética do nome parlamentar, como se lê em português (acentos não contam). */
export function emOrdemAlfabetica<T extends { nome: string }>(itens: readonly T[]): T[] {
  const colacao = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  return [...itens].sort((a, b) => colacao.compare(a.nome, b.nome));
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
  const { partidos } = await runQuery(client, { query: PartidosDoFiltroDocument });
  const termo = lerTermo(url.searchParams.get('termo'));
  const partidoId = lerPartido(url.searchParams.get('partido'), partidos.itens);
  const filtro: DeputadoFiltro = {
    ativo: situacao === 'em-exercicio',
    ...(termo ? { termo } : {}),
    ...(partidoId ? { partidoId } : {}),
  };
  const deputados = emOrdemAlfabetica(await todosOsDeputados(client, filtro));
  const siglas = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  return {
    situacao,
    termo,
    partidoId,
    partidos: [...partidos.itens].sort((a, b) => siglas.compare(a.sigla, b.sigla)),
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

export async function carregarLiderancas({ client }: PageLoaderArgs): Promise<LiderancasData> {
  const [governo, partido] = await Promise.all([
    todosOsDeputados(client, { ativo: true, lider: 2 }),
    todosOsDeputados(client, { ativo: true, lider: 1 }),
  ]);
  const siglas = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  return {
    liderDoGoverno: emOrdemAlfabetica(governo),
    lideresDePartido: [...partido].sort((a, b) => siglas.compare(a.partido?.sigla ?? '', b.partido?.sigla ?? '') || siglas.compare(a.nome, b.nome)),
  };
}

export interface MesaDiretoraData {
  membros: DeputadoDaLista[];
}

export async function carregarMesaDiretora({ client }: PageLoaderArgs): Promise<MesaDiretoraData> {
  return { membros: emOrdemAlfabetica(await todosOsDeputados(client, { ativo: true, mesaDiretora: true })) };
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

export type AtividadeData = Omit<AtividadeDoDeputadoQuery, 'deputado'> & {
  deputado: NonNullable<AtividadeDoDeputadoQuery['deputado']>;
};

export async function carregarAtividade({ client, params }: PageLoaderArgs): Promise<AtividadeData> {
  const id = lerId(params.id);
  const dados = await runQuery(client, {
    query: AtividadeDoDeputadoDocument,
    variables: { id, porPagina: PUBLICACOES_POR_SECAO },
  });
  if (!dados.deputado) naoEncontrada('Deputado não encontrado.');
  return { ...dados, deputado: dados.deputado };
}
