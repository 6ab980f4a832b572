import { limparSessao, tokenAtual } from '../cidadao/sessao';

/**
 * Chamadas do cidadão conectado a /api/transparencia/processos (mesma origem, token
 * no Authorization). Nada lança: o erro vem com a `mensagem` do servidor. Um 401
 * encerra a sessão (spec §8) e as telas levam à entrada.
 */
export const API_PROCESSOS = '/api/transparencia/processos';

export type Posicao = 'a_favor' | 'contra';

/** Item do formato legado (docs/participacao.md). */
export interface ItemProcesso {
  id: number;
  numero: string;
  assunto: string;
  ementa: string;
  autores: string[];
  data_autuacao: string;
  situacao: string;
  tipo: string;
  a_favor: number;
  contra: number;
  minha_posicao?: Posicao | null;
  favorito?: boolean;
}

export interface PaginaDeItens {
  itens: ItemProcesso[];
  total: number;
  totalPaginas: number;
}

export type Resultado<T> = { ok: true; dados: T; mensagem?: string } | { ok: false; status: number; mensagem: string };

const SEM_CONEXAO = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const SESSAO_EXPIRADA = 'Sua sessão expirou. Entre novamente.';
const FALHA = 'Não foi possível concluir a solicitação. Tente novamente em instantes.';

async function chamar<T>(caminho: string, init: { metodo?: 'GET' | 'POST'; corpo?: unknown } = {}): Promise<Resultado<{ corpo: T; cabecalhos: Headers }>> {
  const token = tokenAtual();
  if (!token) {
    limparSessao('expirada');
    return { ok: false, status: 401, mensagem: SESSAO_EXPIRADA };
  }
  let resposta: Response;
  try {
    resposta = await fetch(`${API_PROCESSOS}${caminho}`, {
      method: init.metodo ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        // O shim REST roda GraphQL por trás (proteção CSRF do Apollo).
        'apollo-require-preflight': 'true',
        ...(init.corpo === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.corpo === undefined ? undefined : JSON.stringify(init.corpo),
    });
  } catch {
    return { ok: false, status: 0, mensagem: SEM_CONEXAO };
  }
  const corpo = (await resposta.json().catch(() => undefined)) as (T & { mensagem?: string }) | undefined;
  if (resposta.status === 401) {
    limparSessao('expirada');
    return { ok: false, status: 401, mensagem: SESSAO_EXPIRADA };
  }
  if (!resposta.ok || corpo === undefined) return { ok: false, status: resposta.status, mensagem: corpo?.mensagem ?? FALHA };
  return { ok: true, dados: { corpo, cabecalhos: resposta.headers } };
}

/** `2025/1234` → `/2025/1234` (o número vai como dois segmentos). */
function caminhoDoNumero(numero: string): string {
  return `/${numero.split('/').map(encodeURIComponent).join('/')}`;
}

export async function estadoDoProcesso(id: string): Promise<Resultado<ItemProcesso>> {
  const r = await chamar<ItemProcesso>(`/${encodeURIComponent(id)}`);
  return r.ok ? { ok: true, dados: r.dados.corpo } : r;
}

export async function votar(numero: string, posicao: Posicao): Promise<Resultado<ItemProcesso>> {
  const r = await chamar<{ mensagem: string; processo: ItemProcesso }>(`${caminhoDoNumero(numero)}/votar`, { metodo: 'POST', corpo: { posicao } });
  return r.ok ? { ok: true, dados: r.dados.corpo.processo, mensagem: r.dados.corpo.mensagem } : r;
}

export async function favoritar(numero: string): Promise<Resultado<ItemProcesso>> {
  const r = await chamar<{ mensagem: string; processo: ItemProcesso }>(`${caminhoDoNumero(numero)}/favoritar`, { metodo: 'POST' });
  return r.ok ? { ok: true, dados: r.dados.corpo.processo, mensagem: r.dados.corpo.mensagem } : r;
}

export type ListaDoCidadao = 'minhas-participacoes' | 'meus-favoritos';

export async function listaDoCidadao(lista: ListaDoCidadao, pagina: number): Promise<Resultado<PaginaDeItens>> {
  const r = await chamar<ItemProcesso[]>(`/${lista}?pagina=${pagina}`);
  if (!r.ok) return r;
  return {
    ok: true,
    dados: {
      itens: r.dados.corpo,
      total: Number(r.dados.cabecalhos.get('TotalLinhas') ?? r.dados.corpo.length),
      totalPaginas: Number(r.dados.cabecalhos.get('TotalPaginas') ?? 1),
    },
  };
}
