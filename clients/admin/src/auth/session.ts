/**
 * Sessão da equipe: o token assinado (JWT) emitido por /alego/permissoes fica no
 * sessionStorage (some ao fechar a aba), como no portal antigo. A validade é o `exp`
 * do token comparado com o relógio, em segundos.
 */
export const TOKEN_KEY = 'alego.admin.token';

export interface RecursoDaLotacao {
  lotacao_id: number | string;
  permissoes: string[];
  funcionalidades: string[];
}

export interface Sessao {
  exp: number;
  sub?: string;
  lotacao_padrao_id?: number | string;
  recursos: RecursoDaLotacao[];
}

/** Lê o conteúdo do JWT sem verificar a assinatura (quem verifica é o gateway). */
export function decodificarToken(token: string): Sessao | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dados = JSON.parse(new TextDecoder().decode(bytes)) as Partial<Sessao>;
    if (typeof dados.exp !== 'number') return null;
    return { ...dados, exp: dados.exp, recursos: Array.isArray(dados.recursos) ? dados.recursos : [] };
  } catch {
    return null;
  }
}

export function sessaoValida(sessao: Sessao | null, agoraEmSegundos = Date.now() / 1000): sessao is Sessao {
  return sessao !== null && sessao.exp > agoraEmSegundos;
}

/**
 * A lotação ativa (a padrão) concede a permissão? "recurso#detalhe" também é
 * satisfeita por quem tem o recurso geral antes do "#".
 */
export function possuiPermissao(sessao: Sessao, permissao: string, lotacaoId = sessao.lotacao_padrao_id): boolean {
  const recurso = sessao.recursos.find((r) => String(r.lotacao_id) === String(lotacaoId));
  if (!recurso) return false;
  const geral = permissao.split('#')[0];
  return recurso.permissoes.some((p) => p === permissao || p === geral);
}

export function lerToken(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  return storage.getItem(TOKEN_KEY);
}

export function salvarToken(token: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(TOKEN_KEY, token);
}

export function limparSessao(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(TOKEN_KEY);
}

/** Sessão atual, ou null quando não há token ou ele expirou. */
export function sessaoAtual(storage: Pick<Storage, 'getItem'> = sessionStorage): Sessao | null {
  const token = lerToken(storage);
  const sessao = token ? decodificarToken(token) : null;
  return sessaoValida(sessao) ? sessao : null;
}
