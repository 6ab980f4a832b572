import { lerJson, TOKEN_URL, tokenDe } from './endpoints';

/**
 * Sessão da equipe: o token assinado (JWT, 5 minutos) emitido por /alego/permissoes fica no
 * sessionStorage (some ao fechar a aba), como no portal antigo. A validade é o `exp` do
 * token comparado com o relógio, em segundos. Vencido (ou a menos de 30 s de vencer), um
 * token novo é pedido a /alego/permissoes/token.json — o cookie HttpOnly `alego_sessao`
 * autentica o pedido — antes de a requisição sair; uma renovação por vez.
 *
 * A lotação ativa é a `lotacao_padrao_id` do token, ou a que o usuário escolheu no
 * cabeçalho do shell (também no sessionStorage); vai no cabeçalho `x-lotacao-id`.
 */
export const TOKEN_KEY = 'alego.admin.token';
export const LOTACAO_KEY = 'alego.admin.lotacao';
/** Renova quando faltam até 30 s para o token vencer. */
export const MARGEM_RENOVACAO_S = 30;

export interface RecursoDaLotacao {
  lotacao_id: number | string;
  permissoes: string[];
  funcionalidades: string[];
}

/** Claims do token da equipe (docs/autenticacao.md). */
export interface Sessao {
  exp: number;
  sub?: string;
  nome?: string;
  lotacao_padrao_id?: number | string;
  recursos: RecursoDaLotacao[];
}

export interface EstadoSessao {
  token: string | null;
  /** Claims do token guardado (mesmo vencido; veja `sessaoValida`). */
  sessao: Sessao | null;
  /** Lotação ativa: a escolhida ou a padrão; vai em `x-lotacao-id`. */
  lotacaoId: string | undefined;
}

export type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function normalizarRecurso(r: unknown): RecursoDaLotacao | null {
  if (typeof r !== 'object' || r === null) return null;
  const { lotacao_id, permissoes, funcionalidades } = r as Partial<Record<keyof RecursoDaLotacao, unknown>>;
  if (typeof lotacao_id !== 'number' && typeof lotacao_id !== 'string') return null;
  const textos = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { lotacao_id, permissoes: textos(permissoes), funcionalidades: textos(funcionalidades) };
}

/** Lê o conteúdo do JWT sem verificar a assinatura (quem verifica é o gateway). */
export function decodificarToken(token: string): Sessao | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dados = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Record<keyof Sessao, unknown>> | null;
    if (typeof dados !== 'object' || dados === null || typeof dados.exp !== 'number') return null;
    const recursos = Array.isArray(dados.recursos) ? dados.recursos.map(normalizarRecurso).filter((r) => r !== null) : [];
    return {
      ...(dados as object),
      exp: dados.exp,
      sub: dados.sub === undefined ? undefined : String(dados.sub),
      nome: typeof dados.nome === 'string' ? dados.nome : undefined,
      lotacao_padrao_id:
        typeof dados.lotacao_padrao_id === 'number' || typeof dados.lotacao_padrao_id === 'string' ? dados.lotacao_padrao_id : undefined,
      recursos,
    };
  } catch {
    return null;
  }
}

export function agoraEmSegundos(): number {
  return Date.now() / 1000;
}

/** Autenticado enquanto há token e `exp` está no futuro (segundos). */
export function sessaoValida(sessao: Sessao | null, agora = agoraEmSegundos()): sessao is Sessao {
  return sessao !== null && sessao.exp > agora;
}

/** Vencido ou a menos de `MARGEM_RENOVACAO_S` de vencer. */
export function precisaRenovar(sessao: Sessao, agora = agoraEmSegundos()): boolean {
  return sessao.exp - agora <= MARGEM_RENOVACAO_S;
}

/** Falha de rede ou resposta inesperada de token.json (a sessão pode continuar). */
export class RenovacaoError extends Error {
  override name = 'RenovacaoError';
}

/** sessionStorage na página; memória onde não existe (testes, servidor). */
function armazenamentoPadrao(): Armazenamento {
  if (typeof sessionStorage !== 'undefined') return sessionStorage;
  const memoria = new Map<string, string>();
  return {
    getItem: (k) => memoria.get(k) ?? null,
    setItem: (k, v) => void memoria.set(k, String(v)),
    removeItem: (k) => void memoria.delete(k),
  };
}

export interface OpcoesControleSessao {
  storage?: Armazenamento;
  fetch?: typeof fetch;
  /** Relógio em segundos. */
  agora?: () => number;
}

/**
 * Guarda o token e a lotação escolhida, renova o token e avisa quem assina
 * (`subscribe`/`estado` servem a `useSyncExternalStore`).
 */
export class ControleSessao {
  readonly #storage: () => Armazenamento;
  readonly #fetch: () => typeof fetch;
  readonly agora: () => number;
  #ouvintes = new Set<() => void>();
  #renovacao: Promise<string | null> | null = null;
  /** Muda a cada `limpar()`: uma renovação que termina depois disso é descartada. */
  #geracao = 0;
  #cache: { token: string | null; escolhida: string | null; estado: EstadoSessao } | null = null;

  constructor(opcoes: OpcoesControleSessao = {}) {
    let storage = opcoes.storage;
    this.#storage = () => (storage ??= armazenamentoPadrao());
    this.#fetch = () => opcoes.fetch ?? ((input, init) => fetch(input, init));
    this.agora = opcoes.agora ?? agoraEmSegundos;
  }

  subscribe = (ouvinte: () => void): (() => void) => {
    this.#ouvintes.add(ouvinte);
    return () => void this.#ouvintes.delete(ouvinte);
  };

  #avisar(): void {
    for (const ouvinte of [...this.#ouvintes]) ouvinte();
  }

  /** Estado atual; o mesmo objeto enquanto token e lotação não mudam. */
  estado = (): EstadoSessao => {
    const storage = this.#storage();
    const token = storage.getItem(TOKEN_KEY);
    const escolhida = storage.getItem(LOTACAO_KEY);
    if (this.#cache && this.#cache.token === token && this.#cache.escolhida === escolhida) return this.#cache.estado;
    const sessao = token ? decodificarToken(token) : null;
    const padrao = sessao?.lotacao_padrao_id;
    const lotacaoId = sessao ? (escolhida ?? (padrao === undefined ? undefined : String(padrao))) : undefined;
    const estado: EstadoSessao = { token: sessao ? token : null, sessao, lotacaoId };
    this.#cache = { token, escolhida, estado };
    return estado;
  };

  /** Guarda um token. `novoLogin`: esquece a lotação escolhida na sessão anterior. */
  salvarToken(token: string, opcoes: { novoLogin?: boolean } = {}): void {
    const storage = this.#storage();
    storage.setItem(TOKEN_KEY, token);
    if (opcoes.novoLogin) {
      storage.removeItem(LOTACAO_KEY);
      this.#geracao++;
    }
    this.#avisar();
  }

  escolherLotacao(lotacaoId: number | string): void {
    this.#storage().setItem(LOTACAO_KEY, String(lotacaoId));
    this.#avisar();
  }

  /** `avisar: false`: sem avisar quem assina (a página vai recarregar; evita telas reagindo no meio). */
  limpar({ avisar = true }: { avisar?: boolean } = {}): void {
    const storage = this.#storage();
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(LOTACAO_KEY);
    this.#geracao++;
    if (avisar) this.#avisar();
  }

  /**
   * Token para mandar agora. Sem sessão: null (nada é pedido ao servidor). Vencido ou
   * perto de vencer: renova antes. token.json respondeu 401: null (a sessão acabou).
   * Falha de rede na renovação: o token atual se ainda vale, senão `RenovacaoError`.
   */
  async tokenValido(): Promise<string | null> {
    const { token, sessao } = this.estado();
    if (!token || !sessao) return null;
    if (!precisaRenovar(sessao, this.agora())) return token;
    try {
      return await this.renovar();
    } catch (erro) {
      if (sessaoValida(this.estado().sessao, this.agora())) return this.estado().token;
      throw erro;
    }
  }

  /** GET token.json; pedidos simultâneos compartilham a mesma renovação. */
  renovar(): Promise<string | null> {
    this.#renovacao ??= this.#buscarToken().finally(() => {
      this.#renovacao = null;
    });
    return this.#renovacao;
  }

  async #buscarToken(): Promise<string | null> {
    const geracao = this.#geracao;
    let resposta: Response;
    try {
      resposta = await this.#fetch()(TOKEN_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    } catch (erro) {
      throw new RenovacaoError('Não foi possível renovar a sessão.', { cause: erro });
    }
    if (resposta.status === 401 || resposta.status === 403) return null;
    if (!resposta.ok) throw new RenovacaoError(`Não foi possível renovar a sessão (HTTP ${resposta.status}).`);
    const token = tokenDe(await lerJson(resposta));
    if (!token || !decodificarToken(token)) throw new RenovacaoError('Resposta de token.json sem token.');
    if (geracao !== this.#geracao) return null;
    this.salvarToken(token);
    return token;
  }
}

/** A sessão desta aba. */
export const controleSessao = new ControleSessao();

/** Os cabeçalhos de uma chamada REST com a sessão: o token (renovado perto do fim) e a lotação ativa. */
export async function cabecalhosDaSessao(controle: Pick<ControleSessao, 'tokenValido' | 'estado'> = controleSessao): Promise<Record<string, string>> {
  const token = await controle.tokenValido();
  const { lotacaoId } = controle.estado();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lotacaoId === undefined ? {} : { 'x-lotacao-id': String(lotacaoId) }) };
}
