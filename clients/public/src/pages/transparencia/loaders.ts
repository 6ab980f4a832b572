import { gql, type DocumentNode } from '@apollo/client';
import { data, redirect } from 'react-router';
import { lerPagina, lerTermo } from '../noticias/params';
import { runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import {
  CONJUNTOS,
  conjuntoPorId,
  consultaDaPagina,
  consultaDeSugestoes,
  opcoesSugeridas,
  lerFiltros,
  lerResposta,
  POR_PAGINA_DA_TELA,
  variaveisDaPagina,
  type Conjunto,
  type ValoresDosTotais,
} from './registro';

/**
 * As consultas vêm do registro (as mesmas da exportação), como texto: analisadas uma
 * vez por conjunto e guardadas. A validade de cada uma contra o esquema público é
 * testada em gateway/src/exportacao/exportacao.test.ts.
 */
const documentos = new Map<string, DocumentNode>();
function documento(conjunto: Conjunto, comTotais: boolean): DocumentNode {
  const chave = `${conjunto.id}:${comTotais}`;
  let doc = documentos.get(chave);
  if (!doc) {
    doc = gql(consultaDaPagina(conjunto, comTotais));
    documentos.set(chave, doc);
  }
  return doc;
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
  const texto = consultaDeSugestoes(conjunto);
  if (!texto) return {};
  let doc = documentos.get(`${conjunto.id}:sugestoes`);
  if (!doc) {
    doc = gql(texto);
    documentos.set(`${conjunto.id}:sugestoes`, doc);
  }
  const dados = await runQuery<Record<string, unknown>>(client, { query: doc });
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
  const resposta = await runQuery<Record<string, unknown>>(client, {
    query: documento(conjunto, true),
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
      const resposta = await runQuery<Record<string, unknown>>(client, {
        query: documento(conjunto, false),
        variables: variaveisDaPagina(conjunto, { termo }, 1, RESULTADOS_POR_CONJUNTO),
      });
      const { pagina } = lerResposta(conjunto, resposta);
      return { conjunto: conjunto.id, total: pagina.total, itens: pagina.itens };
    }),
  );
  return { termo, resultados };
}
