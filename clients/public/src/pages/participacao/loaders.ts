import { data } from 'react-router';
import {
  BuscaAvancadaProcessosDocument,
  BuscaSimplesProcessosDocument,
  OpcoesDaBuscaDocument,
  ProcessoDetalheDocument,
  ProcessosRecentesDocument,
  ProposicoesMaisVotadasDocument,
  type ProcessoDetalheQuery,
  type ProcessoResumoFragment,
} from '../../gql/participacao/graphql';
import { MENSAGEM_FALHA_DADOS, presente, runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';
import { lerPagina, lerTermo } from '../../routing/params';

export const POR_PAGINA = 10;
export const BASE = '/participacao/processos';

/** O PDF do processo: um download do caminho documentado do portal antigo (um link, não uma consulta). */
export function DOCUMENTO_DO_PROCESSO(numero: string): string {
  return `/api/transparencia/processos/${numero}/documento`;
}

export type Resumo = ProcessoResumoFragment;
export type Detalhe = NonNullable<ProcessoDetalheQuery['processo']>;

/** Campos da busca avançada, com os nomes dos parâmetros da URL (os mesmos do REST). */
export const CAMPOS_AVANCADOS = ['numero', 'ano', 'tipo', 'autor', 'situacao', 'data_inicio', 'data_fim'] as const;
export type CampoAvancado = (typeof CAMPOS_AVANCADOS)[number];

export interface BuscaData {
  modo: 'simples' | 'avancada';
  termo: string;
  avancada: Record<CampoAvancado, string>;
  pagina: number;
  total: number;
  totalPaginas: number;
  itens: Resumo[];
  tipos: string[];
  situacoes: string[];
  /** Mensagens da validação da busca avançada (ficam na página, com o formulário). */
  erros: string[];
}

export function naoEncontrada(mensagem = 'Processo não encontrado.'): never {
  throw data<ErroDaRota>({ mensagem }, { status: 404 });
}

function texto(url: URL, nome: string): string {
  return lerTermo(url.searchParams.get(nome));
}

/** Link de uma página da busca, mantendo os critérios. */
export function linkDaBusca(dados: Pick<BuscaData, 'modo' | 'termo' | 'avancada'>, pagina: number): string {
  const params = new URLSearchParams();
  if (dados.modo === 'avancada') {
    params.set('avancada', '1');
    for (const campo of CAMPOS_AVANCADOS) if (dados.avancada[campo]) params.set(campo, dados.avancada[campo]);
  } else if (dados.termo) params.set('termo', dados.termo);
  if (pagina > 1) params.set('pagina', String(pagina));
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

/** `/participacao/processos`: busca simples (`termo`) ou avançada (`avancada=1&numero=...`). */
export async function carregarBusca({ client, url }: PageLoaderArgs): Promise<BuscaData> {
  const pagina = lerPagina(url.searchParams.get('pagina'));
  const modo = url.searchParams.get('avancada') === '1' ? 'avancada' : 'simples';
  const termo = texto(url, 'termo');
  const avancada = Object.fromEntries(CAMPOS_AVANCADOS.map((c) => [c, texto(url, c)])) as Record<CampoAvancado, string>;
  const opcoes = await runQuery(client, { query: OpcoesDaBuscaDocument });
  const base = { modo, termo, avancada, pagina, tipos: presente(opcoes.tiposProcesso), situacoes: presente(opcoes.situacoesProcesso) } as const;
  if (modo === 'simples') {
    const p = presente(
      (await runQuery(client, { query: BuscaSimplesProcessosDocument, variables: { termo: termo || null, pagina, porPagina: POR_PAGINA } })).buscaSimplesProcessos,
    );
    return { ...base, total: p.total, totalPaginas: p.totalPaginas, itens: p.itens, erros: [] };
  }
  const ano = avancada.ano ? Number(avancada.ano) : null;
  const filtro = {
    numero: avancada.numero || null,
    ano: ano === null ? null : Number.isInteger(ano) ? ano : 0,
    tipo: avancada.tipo || null,
    autor: avancada.autor || null,
    situacao: avancada.situacao || null,
    dataInicio: avancada.data_inicio || null,
    dataFim: avancada.data_fim || null,
  };
  // Erros de validação (período invertido, data inválida) ficam na página, junto do formulário.
  const resultado = await client.query({ query: BuscaAvancadaProcessosDocument, variables: { filtro, pagina, porPagina: POR_PAGINA }, errorPolicy: 'all' }).catch(() => null);
  const erro = resultado?.error as { errors?: readonly { extensions?: { code?: unknown; mensagens?: unknown } }[] } | undefined;
  const validacao = erro?.errors?.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.extensions?.mensagens;
  if (Array.isArray(validacao)) return { ...base, total: 0, totalPaginas: 0, itens: [], erros: validacao.map(String) };
  const p = resultado?.data?.buscaAvancadaProcessos;
  if (!p) throw data<ErroDaRota>({ mensagem: MENSAGEM_FALHA_DADOS }, { status: 502 });
  return { ...base, total: p.total, totalPaginas: p.totalPaginas, itens: p.itens, erros: [] };
}

export interface MaisVotadasData {
  itens: Resumo[];
}

export async function carregarMaisVotadas({ client }: PageLoaderArgs): Promise<MaisVotadasData> {
  const { proposicoesMaisVotadas } = await runQuery(client, { query: ProposicoesMaisVotadasDocument, variables: { limite: 10 } });
  return { itens: presente(proposicoesMaisVotadas) };
}

export interface RecentesData {
  categorias: { categoria: string; processos: Resumo[] }[];
}

export async function carregarRecentes({ client }: PageLoaderArgs): Promise<RecentesData> {
  const { processosRecentes } = await runQuery(client, { query: ProcessosRecentesDocument, variables: { quantidade: 5 } });
  return { categorias: presente(processosRecentes) };
}

export interface ProcessoData {
  processo: Detalhe;
}

export async function carregarProcesso({ client, params }: PageLoaderArgs): Promise<ProcessoData> {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) naoEncontrada();
  const { processo } = await runQuery(client, { query: ProcessoDetalheDocument, variables: { id } });
  if (!processo) naoEncontrada();
  return { processo };
}
