import {
  EstadoDoProcessoDocument,
  FavoritarProcessoDocument,
  MeusFavoritosDocument,
  MinhasParticipacoesDocument,
  VotarProcessoDocument,
  type EstadoDoCidadaoFragment,
  type MinhasParticipacoesQuery,
  type PosicaoVoto,
} from '../../gql/participacao/graphql';
import { apiCidadao, MENSAGENS_API, type Resultado } from '../cidadao/api';
import { POR_PAGINA } from './loaders';

/**
 * O que é do cidadão conectado na participação (voto, favorito, listas dele), pelo GraphQL com o token da sessão
 * (o mesmo `executar` da área do cidadão: nada lança; sessão vencida encerra a sessão e leva à entrada).
 */
export type Posicao = PosicaoVoto;
export type EstadoDoCidadao = EstadoDoCidadaoFragment;
export type ItemDaLista = NonNullable<MinhasParticipacoesQuery['minhasParticipacoes']>['itens'][number];

export interface PaginaDeItens {
  itens: ItemDaLista[];
  total: number;
  totalPaginas: number;
}

type Pagina = NonNullable<MinhasParticipacoesQuery['minhasParticipacoes']>;

/** A página de uma lista (nula só se o subgrafo falhou sem erro: resposta inesperada). */
function pagina(r: Resultado<Pagina | null>): Resultado<PaginaDeItens> {
  if (!r.ok) return r;
  if (!r.dados) return { ok: false, status: r.status, mensagem: MENSAGENS_API.respostaInvalida };
  return { ...r, dados: { itens: r.dados.itens, total: r.dados.total, totalPaginas: r.dados.totalPaginas } };
}

export async function estadoDoProcesso(id: string): Promise<Resultado<EstadoDoCidadao>> {
  const r = await apiCidadao.executar(EstadoDoProcessoDocument, { id }, { autenticada: true });
  if (!r.ok) return r;
  return r.dados.processo ? { ...r, dados: r.dados.processo } : { ok: false, status: 404, mensagem: 'Processo não encontrado.' };
}

export async function votar(numero: string, posicao: Posicao): Promise<Resultado<EstadoDoCidadao>> {
  const r = await apiCidadao.executar(VotarProcessoDocument, { numero, posicao }, { autenticada: true });
  return r.ok ? { ...r, dados: r.dados.votarProcesso } : r;
}

export async function favoritar(numero: string): Promise<Resultado<EstadoDoCidadao>> {
  const r = await apiCidadao.executar(FavoritarProcessoDocument, { numero }, { autenticada: true });
  if (!r.ok) return r;
  const processo = r.dados.favoritarProcesso;
  return { ...r, dados: processo, mensagem: processo.favorito ? 'Processo adicionado aos favoritos.' : 'Processo removido dos favoritos.' };
}

export type ListaDoCidadao = 'minhas-participacoes' | 'meus-favoritos';

export async function listaDoCidadao(lista: ListaDoCidadao, numero: number): Promise<Resultado<PaginaDeItens>> {
  const variaveis = { pagina: numero, porPagina: POR_PAGINA };
  if (lista === 'minhas-participacoes') {
    const r = await apiCidadao.executar(MinhasParticipacoesDocument, variaveis, { autenticada: true });
    return pagina(r.ok ? { ...r, dados: r.dados.minhasParticipacoes } : r);
  }
  const r = await apiCidadao.executar(MeusFavoritosDocument, variaveis, { autenticada: true });
  return pagina(r.ok ? { ...r, dados: r.dados.meusFavoritos } : r);
}
