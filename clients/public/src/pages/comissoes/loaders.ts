import { redirect } from 'react-router';
import {
  ArquivosDaComissaoDocument,
  ComissaoComMembrosDocument,
  LinksDaComissaoDocument,
  ListaDeComissoesDocument,
  TrabalhosDaComissaoDocument,
  type ArquivosDaComissaoQuery,
  type ComissaoComMembrosQuery,
  type LinksDaComissaoQuery,
  type ListaDeComissoesQuery,
  type TrabalhosDaComissaoQuery,
} from '../../gql/pessoas/graphql';
import { presente, runQuery, type PageLoaderArgs } from '../../routing/page';
import { caminhoDaComissao, type AbaDaComissao } from '../pessoas/caminhos';
import { compararTextos, todasAsPaginas } from '../pessoas/paginas';
import { naoEncontrada } from '../pessoas/ui';

export type ComissaoDaLista = NonNullable<ListaDeComissoesQuery['comissoes']>['itens'][number];

export interface GrupoDeComissoes {
  titulo: string;
  comissoes: ComissaoDaLista[];
}

export interface ListaDeComissoesData {
  /** Ativas, por tipo (permanentes, temporárias, CPIs), cada grupo em ordem de nome. */
  grupos: GrupoDeComissoes[];
  encerradas: ComissaoDaLista[];
}

/** Agrupa as ativas pelo tipo (na ordem do código do tipo) e separa as encerradas. */
export function agruparComissoes(comissoes: readonly ComissaoDaLista[]): ListaDeComissoesData {
  const porNome = (a: ComissaoDaLista, b: ComissaoDaLista) => compararTextos(a.nome, b.nome);
  const ativas = comissoes.filter((c) => c.ativa);
  const tipos = [...new Map(ativas.map((c) => [c.tipo, c.tipoDescricao])).entries()].sort(([a], [b]) => a - b);
  return {
    grupos: tipos.map(([tipo, titulo]) => ({ titulo, comissoes: ativas.filter((c) => c.tipo === tipo).sort(porNome) })),
    encerradas: comissoes.filter((c) => !c.ativa).sort(porNome),
  };
}

export async function carregarLista({ client }: PageLoaderArgs): Promise<ListaDeComissoesData> {
  const comissoes = await todasAsPaginas(async (pagina) => {
    const dados = await runQuery(client, { query: ListaDeComissoesDocument, variables: { pagina } });
    return presente(dados.comissoes);
  });
  return agruparComissoes(comissoes);
}

function lerIdDaComissao(valor: string | undefined): string {
  if (!valor || !/^\d{1,12}$/.test(valor)) naoEncontrada('Comissão não encontrada.');
  return valor;
}

/** Sem o sufixo ou com outro: 301 para o endereço canônico da aba. */
function exigirCanonico(comissao: { id: string; urlSufixo: string }, aba: AbaDaComissao, params: PageLoaderArgs['params']): string {
  const canonico = caminhoDaComissao(comissao, aba);
  if (params.id !== comissao.id || (params.urlSufixo ?? '') !== comissao.urlSufixo) throw redirect(canonico, 301);
  return canonico;
}

export interface ComissaoData {
  canonico: string;
  comissao: NonNullable<ComissaoComMembrosQuery['comissao']>;
}

export async function carregarComissao({ client, params }: PageLoaderArgs): Promise<ComissaoData> {
  const { comissao } = await runQuery(client, { query: ComissaoComMembrosDocument, variables: { id: lerIdDaComissao(params.id) } });
  if (!comissao) naoEncontrada('Comissão não encontrada.');
  return { canonico: exigirCanonico(comissao, 'comissoes', params), comissao };
}

export interface TrabalhosData {
  canonico: string;
  comissao: NonNullable<TrabalhosDaComissaoQuery['comissao']>;
}

export async function carregarTrabalhos({ client, params }: PageLoaderArgs): Promise<TrabalhosData> {
  const { comissao } = await runQuery(client, { query: TrabalhosDaComissaoDocument, variables: { id: lerIdDaComissao(params.id) } });
  if (!comissao) naoEncontrada('Comissão não encontrada.');
  return { canonico: exigirCanonico(comissao, 'comissao_trabalhos', params), comissao };
}

export interface ArquivosData {
  canonico: string;
  comissao: NonNullable<ArquivosDaComissaoQuery['comissao']>;
}

export async function carregarArquivos({ client, params }: PageLoaderArgs): Promise<ArquivosData> {
  const { comissao } = await runQuery(client, { query: ArquivosDaComissaoDocument, variables: { id: lerIdDaComissao(params.id) } });
  if (!comissao) naoEncontrada('Comissão não encontrada.');
  return { canonico: exigirCanonico(comissao, 'comissao_arquivos', params), comissao };
}

export interface LinksData {
  canonico: string;
  comissao: NonNullable<LinksDaComissaoQuery['comissao']>;
}

export async function carregarLinks({ client, params }: PageLoaderArgs): Promise<LinksData> {
  const { comissao } = await runQuery(client, { query: LinksDaComissaoDocument, variables: { id: lerIdDaComissao(params.id) } });
  if (!comissao) naoEncontrada('Comissão não encontrada.');
  return { canonico: exigirCanonico(comissao, 'comissao_links', params), comissao };
}

/** The size of a file in pt-BR lives in the catalog (the transparency tables show it too). */
export { formatarTamanho } from '@alego/catalog';
