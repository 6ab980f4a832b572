import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data, redirect } from 'react-router';
import { lerPagina, lerTermo } from '../../routing/params';
import { runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import {
  CONJUNTOS,
  conjuntoPorId,
  opcoesSugeridas,
  lerFiltros,
  lerResposta,
  POR_PAGINA_DA_TELA,
  variaveisDaPagina,
  type Conjunto,
  type ValoresDosTotais,
} from './registro';
import { CONSULTAS_DOS_CONJUNTOS } from './conjuntos';

/**
 * Os documentos tipados de cada conjunto: escritos do catálogo (`consultaDaPagina`, o mesmo texto da exportação)
 * em conjuntos/*.graphql por scripts/consultas-dos-conjuntos.mjs e tipados pelo graphql-codegen no `npm run generate`;
 * o teste de esquema recusa arquivos desatualizados. A tela genérica lê as linhas pelo catálogo (`lerResposta`).
 */
type ConsultasDeUmConjunto = (typeof CONSULTAS_DOS_CONJUNTOS)[keyof typeof CONSULTAS_DOS_CONJUNTOS];

/**
 * As variáveis vêm do catálogo (`variaveisDaPagina`), as mesmas para qualquer conjunto: do documento fica o tipo do
 * resultado (a união dos resultados dos conjuntos), e as variáveis seguem como o catálogo as monta.
 */
function comVariaveisDoCatalogo<D extends TypedDocumentNode<unknown, never>>(documento: D): TypedDocumentNode<ResultadoDe<D>, OperationVariables> {
  const analisado: DocumentNode = documento;
  return analisado as TypedDocumentNode<ResultadoDe<D>, OperationVariables>;
}
type ResultadoDe<D> = D extends TypedDocumentNode<infer R, never> ? R : never;

function consultas(conjunto: Conjunto): ConsultasDeUmConjunto {
  const encontradas: ConsultasDeUmConjunto | undefined = (CONSULTAS_DOS_CONJUNTOS as Partial<Record<string, ConsultasDeUmConjunto>>)[conjunto.id];
  // Só acontece se o catálogo ganhou um conjunto e `npm run generate` não rodou (o teste de esquema também acusa).
  if (!encontradas) throw new Error(`Conjunto sem consulta gerada: ${conjunto.id} (rode npm run generate).`);
  return encontradas;
}

function naoEncontrada(mensagem: string): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

function conjuntoDaRota(id: string | undefined): Conjunto {
  const conjunto = id ? conjuntoPorId(id) : undefined;
  if (!conjunto) naoEncontrada('Conjunto de dados não encontrado.');
  return conjunto;
}

export interface ConjuntoData {
  conjunto: string;
  /** Filtros da URL, para o formulário, os links de página e os de exportação. */
  valores: Record<string, string>;
  /** Filtros inválidos: a tela mostra as mensagens e não consulta nada (status 400). */
  erros: string[];
  pagina: number;
  total: number;
  totalPaginas: number;
  itens: Record<string, unknown>[];
  totais: ValoresDosTotais | null;
  /** Valores existentes dos filtros com lista de escolha (vínculos, modalidades...). */
  sugestoes: Record<string, { valor: string; rotulo: string }[]>;
}

/** As listas de escolha dos filtros; sem elas o filtro continua como campo de texto. */
async function carregarSugestoes(client: PageLoaderArgs['client'], conjunto: Conjunto): Promise<ConjuntoData['sugestoes']> {
  const documento = consultas(conjunto).sugestoes;
  if (!documento) return {};
  const dados = await runQuery(client, { query: comVariaveisDoCatalogo(documento) });
  return Object.fromEntries(
    conjunto.filtros.flatMap((f) => {
      const opcoes = opcoesSugeridas(f, dados);
      return opcoes ? [[f.nome, opcoes] as const] : [];
    }),
  );
}

/** `/transparencia/:conjunto?filtros&pagina=N`: uma página de 10 e os totais do filtro inteiro. */
export async function carregarConjunto({ client, params, url }: PageLoaderArgs): Promise<ConjuntoData> {
  const conjunto = conjuntoDaRota(params.conjunto);
  // Conjunto com tela própria (verbas indenizatórias): a tela genérica leva a ela, com os mesmos filtros.
  if (conjunto.tela) throw redirect(`${conjunto.tela}${url.search}`, 301);
  const { valores, filtro, erros } = lerFiltros(conjunto, url.searchParams);
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const sugestoes = await carregarSugestoes(client, conjunto);
  const vazio = { conjunto: conjunto.id, valores, pagina: 1, total: 0, totalPaginas: 0, itens: [], totais: null, sugestoes };
  if (erros.length) {
    // O roteador desembrulha `data()`: a página recebe ConjuntoData e a resposta sai com 400.
    return data<ConjuntoData>({ ...vazio, erros }, { status: 400 }) as unknown as ConjuntoData;
  }
  const resposta = await runQuery(client, {
    query: comVariaveisDoCatalogo(consultas(conjunto).pagina),
    variables: variaveisDaPagina(conjunto, filtro, pagina, POR_PAGINA_DA_TELA),
  });
  const lida = lerResposta(conjunto, resposta);
  if (pagina > 1 && pagina > lida.pagina.totalPaginas) naoEncontrada('Página não encontrada.');
  return {
    ...vazio,
    erros: [],
    pagina,
    total: lida.pagina.total,
    totalPaginas: lida.pagina.totalPaginas,
    itens: lida.pagina.itens,
    totais: lida.totais,
  };
}

export interface DicionarioData {
  conjunto: string;
}

export async function carregarDicionario({ params }: PageLoaderArgs): Promise<DicionarioData> {
  return { conjunto: conjuntoDaRota(params.conjunto).id };
}

/** Quantos resultados a busca mostra de cada conjunto (o resto está na tela dele). */
export const RESULTADOS_POR_CONJUNTO = 5;

export interface ResultadoDaBusca {
  conjunto: string;
  total: number;
  itens: Record<string, unknown>[];
}

export interface BuscaData {
  termo: string;
  resultados: ResultadoDaBusca[];
}

/** Conjuntos pesquisáveis por termo; os recortes fixos (convênios são contratos) já aparecem no conjunto inteiro. */
export const CONJUNTOS_DA_BUSCA = CONJUNTOS.filter((c) => !c.filtroFixo && !c.lista && c.filtros.some((f) => f.nome === 'termo'));

/** `/transparencia/busca?termo=...`: os primeiros resultados de cada conjunto, consultados em paralelo. */
export async function carregarBusca({ client, url }: PageLoaderArgs): Promise<BuscaData> {
  const termo = lerTermo(url.searchParams.get('termo'));
  if (!termo) return { termo, resultados: [] };
  const resultados = await Promise.all(
    CONJUNTOS_DA_BUSCA.map(async (conjunto) => {
      const resposta = await runQuery(client, {
        query: comVariaveisDoCatalogo(consultas(conjunto).semTotais),
        variables: variaveisDaPagina(conjunto, { termo }, 1, RESULTADOS_POR_CONJUNTO),
      });
      const { pagina } = lerResposta(conjunto, resposta);
      return { conjunto: conjunto.id, total: pagina.total, itens: pagina.itens };
    }),
  );
  return { termo, resultados };
}
