import { useSyncExternalStore } from 'react';
import { CANAL, EVENTO, TOKEN_KEY, USUARIO_KEY } from './constantes';
import { transmitirEntrada } from './partilha';

/**
 * Sessão do cidadão no navegador (spec §4/§9). O token (JWT emitido pelo gateway:
 * `entrarCidadao`, o login social ou o formulário sem JavaScript) fica no sessionStorage e vale enquanto existir e não tiver
 * expirado: o `exp` do token é comparado com o relógio, em segundos. O conteúdo é
 * lido sem verificar a assinatura (quem verifica é o servidor).
 *
 * O cabeçalho carrega este módulo sob demanda (só quando há token na aba), então
 * ele fica fora do bundle inicial; não o importe estaticamente do shell.
 */
export { CANAL, EVENTO, TOKEN_KEY, USUARIO_KEY };

export interface UsuarioCidadao {
  id?: number | string;
  nome: string;
  email?: string;
}

export interface SessaoCidadao {
  token: string;
  exp: number;
  usuario: UsuarioCidadao;
}

/** Por que a sessão terminou: o cidadão saiu, o servidor recusou o token (401) ou outra aba saiu. */
export type MotivoFim = 'saida' | 'expirada' | 'outra-aba';

type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface ConteudoToken {
  exp: number;
  sub?: string;
  nome?: string;
  email?: string;
}

/** Lê o payload do JWT (base64url); null se malformado ou sem `exp` numérico. */
export function decodificarToken(token: string): ConteudoToken | null {
  const partes = token.split('.');
  const payload = partes[1];
  if (partes.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dados: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof dados !== 'object' || dados === null) return null;
    const { exp, sub, nome, email } = dados as Record<string, unknown>;
    if (typeof exp !== 'number') return null;
    return {
      exp,
      sub: typeof sub === 'string' ? sub : undefined,
      nome: typeof nome === 'string' ? nome : undefined,
      email: typeof email === 'string' ? email : undefined,
    };
  } catch {
    return null;
  }
}

export function agoraEmSegundos(): number {
  return Date.now() / 1000;
}

/** O token é um JWT legível e ainda não expirou? */
export function tokenValido(token: string | null | undefined, agora = agoraEmSegundos()): token is string {
  if (!token) return false;
  const conteudo = decodificarToken(token);
  return conteudo !== null && conteudo.exp > agora;
}

function armazenamento(): Armazenamento | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Navegadores com armazenamento bloqueado lançam ao acessar sessionStorage.
    return null;
  }
}

function lerUsuarioGuardado(storage: Armazenamento): UsuarioCidadao | null {
  const bruto = storage.getItem(USUARIO_KEY);
  if (!bruto) return null;
  try {
    const dados = JSON.parse(bruto) as Partial<UsuarioCidadao>;
    return typeof dados.nome === 'string' ? (dados as UsuarioCidadao) : null;
  } catch {
    return null;
  }
}

/**
 * Sessão atual, ou null sem token ou com token expirado. Um token expirado ou
 * ilegível é apagado na hora.
 */
export function lerSessao(storage: Armazenamento | null = armazenamento(), agora = agoraEmSegundos()): SessaoCidadao | null {
  if (!storage) return null;
  const token = storage.getItem(TOKEN_KEY);
  if (!token) return null;
  const conteudo = decodificarToken(token);
  if (!conteudo || conteudo.exp <= agora) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USUARIO_KEY);
    return null;
  }
  const guardado = lerUsuarioGuardado(storage);
  const usuario: UsuarioCidadao = guardado ?? { id: conteudo.sub, nome: conteudo.nome ?? '', email: conteudo.email };
  return { token, exp: conteudo.exp, usuario };
}

/** Token válido atual (para o cabeçalho Authorization), ou null. */
export function tokenAtual(storage: Armazenamento | null = armazenamento(), agora = agoraEmSegundos()): string | null {
  return lerSessao(storage, agora)?.token ?? null;
}

function avisarNaPagina(detalhe: { tipo: 'entrada' | 'atualizacao' } | { tipo: 'fim'; motivo: MotivoFim }): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(EVENTO, { detail: detalhe }));
}

export function salvarSessao(
  token: string,
  usuario?: UsuarioCidadao | null,
  storage: Armazenamento | null = armazenamento(),
): void {
  if (!storage) return;
  storage.setItem(TOKEN_KEY, token);
  if (usuario) storage.setItem(USUARIO_KEY, JSON.stringify(usuario));
  else storage.removeItem(USUARIO_KEY);
  avisarNaPagina({ tipo: 'entrada' });
  // As outras abas abertas entram junto (partilha.ts); as que abrirem depois pedem a sessão.
  transmitirEntrada(token, storage.getItem(USUARIO_KEY));
}

/** Atualiza os dados mostrados do cidadão (ex.: depois de editar o perfil). */
export function salvarUsuario(usuario: UsuarioCidadao, storage: Armazenamento | null = armazenamento()): void {
  if (!storage || !storage.getItem(TOKEN_KEY)) return;
  storage.setItem(USUARIO_KEY, JSON.stringify(usuario));
  avisarNaPagina({ tipo: 'atualizacao' });
}

let ultimoMotivo: MotivoFim | null = null;

/** Motivo do último fim de sessão nesta aba (para a tela de entrada explicar), lido uma vez. */
export function consumirMotivoDoFim(): MotivoFim | null {
  const motivo = ultimoMotivo;
  ultimoMotivo = null;
  return motivo;
}

/**
 * Apaga a sessão desta aba e avisa a página (evento) e as outras abas
 * (BroadcastChannel), que apagam a delas. Chamar o logout do servidor é com quem
 * encerra (ver api.ts), para este módulo não depender da API.
 */
export function limparSessao(
  motivo: MotivoFim,
  opcoes: { storage?: Armazenamento | null; transmitir?: boolean } = {},
): void {
  const storage = opcoes.storage === undefined ? armazenamento() : opcoes.storage;
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USUARIO_KEY);
  ultimoMotivo = motivo;
  if (opcoes.transmitir !== false && typeof BroadcastChannel !== 'undefined') {
    const canal = new BroadcastChannel(CANAL);
    canal.postMessage({ tipo: 'logout', motivo });
    canal.close();
  }
  avisarNaPagina({ tipo: 'fim', motivo });
}

/**
 * Avisa `ouvinte` a cada mudança da sessão: nesta página (entrada, saída, 401) ou
 * em outra aba (logout transmitido, que também apaga a sessão desta aba).
 */
export function assinarSessao(ouvinte: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  // Avisa também quando o token vence com a página aberta.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const agendarVencimento = () => {
    clearTimeout(timer);
    const sessao = lerSessao();
    if (!sessao) return;
    const ms = Math.min((sessao.exp - agoraEmSegundos()) * 1000 + 100, 2 ** 31 - 1);
    timer = setTimeout(() => {
      agendarVencimento();
      ouvinte();
    }, ms);
  };
  const aoMudar = () => {
    agendarVencimento();
    ouvinte();
  };
  window.addEventListener(EVENTO, aoMudar);
  agendarVencimento();
  let canal: BroadcastChannel | null = null;
  if (typeof BroadcastChannel !== 'undefined') {
    canal = new BroadcastChannel(CANAL);
    canal.onmessage = (evento: MessageEvent<unknown>) => {
      const dados = evento.data as { tipo?: unknown } | null;
      if (dados?.tipo === 'logout' && lerSessao()) limparSessao('outra-aba', { transmitir: false });
    };
  }
  return () => {
    clearTimeout(timer);
    window.removeEventListener(EVENTO, aoMudar);
    canal?.close();
  };
}

// Snapshot estável para useSyncExternalStore: o mesmo objeto enquanto o
// armazenamento não muda (e o token não expira).
let cache: { token: string | null; usuario: string | null; sessao: SessaoCidadao | null } = {
  token: null,
  usuario: null,
  sessao: null,
};

function snapshot(): SessaoCidadao | null {
  const storage = armazenamento();
  const token = storage?.getItem(TOKEN_KEY) ?? null;
  const usuario = storage?.getItem(USUARIO_KEY) ?? null;
  if (cache.token === token && cache.usuario === usuario) {
    if (!cache.sessao || cache.sessao.exp > agoraEmSegundos()) return cache.sessao;
  }
  cache = { token, usuario, sessao: lerSessao(storage) };
  return cache.sessao;
}

/** No servidor (e durante a hidratação) não há sessão: o HTML não depende do visitante. */
function snapshotDoServidor(): null {
  return null;
}

/** Sessão atual do cidadão, reativa. null no servidor e na hidratação. */
export function useSessaoCidadao(): SessaoCidadao | null {
  return useSyncExternalStore(assinarSessao, snapshot, snapshotDoServidor);
}

/** "Maria" de "Maria da Silva". */
export function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? '';
}

/**
 * Token devolvido pelo login social no fragmento (`#token=<jwt>`). `erro` quando o
 * fragmento traz um token ilegível/expirado ou um erro do provedor (`#erro=...`).
 */
export function tokenDoFragmento(
  hash: string,
  agora = agoraEmSegundos(),
): { token: string } | { erro: string } | null {
  const texto = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!texto) return null;
  const params = new URLSearchParams(texto);
  const token = params.get('token');
  if (token !== null) {
    return tokenValido(token, agora) ? { token } : { erro: MENSAGEM_FALHA_SOCIAL };
  }
  const erro = params.get('erro') ?? params.get('error');
  if (erro !== null) return { erro: textoSeguro(erro) ?? MENSAGEM_FALHA_SOCIAL };
  return null;
}

/**
 * O servidor manda a mensagem do erro no fragmento ("Login com Google cancelado.").
 * Qualquer um pode montar esse link, então só texto curto e sem cara de endereço
 * (sem "/", "@" ou "palavra.palavra") é mostrado; o resto vira a mensagem padrão.
 */
export function textoSeguro(texto: string): string | null {
  const limpo = texto.trim();
  if (!limpo || limpo.length > 200 || /[/@\\<>]|\S\.\S/.test(limpo)) return null;
  return limpo;
}

export const MENSAGEM_FALHA_SOCIAL = 'Não foi possível entrar com a rede social. Tente novamente ou use seu e-mail e senha.';
