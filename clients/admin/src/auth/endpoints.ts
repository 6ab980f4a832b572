/** Caminhos da sessão da equipe no gateway (docs/autenticacao.md). */
export const LOGIN_URL = '/alego/permissoes/login.json';
export const TOKEN_URL = '/alego/permissoes/token.json';
export const LOGOUT_URL = '/alego/permissoes/logout.json';
export const LOTACOES_URL = '/alego/permissoes/lotacoes.json';

/** A API responde `{ mensagem }` (ou `{ controle: { mensagem } }`). */
export function mensagemDoServidor(corpo: unknown): string | undefined {
  if (typeof corpo !== 'object' || corpo === null) return undefined;
  const { mensagem, controle } = corpo as { mensagem?: unknown; controle?: { mensagem?: unknown } };
  if (typeof mensagem === 'string' && mensagem) return mensagem;
  if (typeof controle?.mensagem === 'string' && controle.mensagem) return controle.mensagem;
  return undefined;
}

export async function lerJson(resposta: Response): Promise<unknown> {
  try {
    return await resposta.json();
  } catch {
    return undefined;
  }
}

export function tokenDe(corpo: unknown): string | undefined {
  const token = typeof corpo === 'object' && corpo !== null ? (corpo as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token ? token : undefined;
}
