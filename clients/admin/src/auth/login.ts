/** Entrada da tela de acesso. */
export interface Credenciais {
  login: string;
  senha: string;
}

export const MENSAGEM_CAMPOS_OBRIGATORIOS = 'Preencha todos os campos obrigatórios';
export const MENSAGEM_FALHA_LOGIN = 'Não foi possível entrar. Tente novamente.';
export const LOGIN_URL = '/alego/permissoes/login.json';
export const TOKEN_URL = '/alego/permissoes/token.json';

export type ResultadoLogin = { ok: true; token: string } | { ok: false; mensagem: string };

export function camposPreenchidos(c: Partial<Credenciais>): c is Credenciais {
  return Boolean(c.login?.trim()) && Boolean(c.senha);
}

/** A API responde `{ mensagem }` (ou `{ controle: { mensagem } }`) nos erros. */
function mensagemDoServidor(corpo: unknown): string | undefined {
  if (typeof corpo !== 'object' || corpo === null) return undefined;
  const { mensagem, controle } = corpo as { mensagem?: unknown; controle?: { mensagem?: unknown } };
  if (typeof mensagem === 'string' && mensagem) return mensagem;
  if (typeof controle?.mensagem === 'string' && controle.mensagem) return controle.mensagem;
  return undefined;
}

async function lerJson(resposta: Response): Promise<unknown> {
  try {
    return await resposta.json();
  } catch {
    return undefined;
  }
}

function tokenDe(corpo: unknown): string | undefined {
  const token = typeof corpo === 'object' && corpo !== null ? (corpo as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * POST /alego/permissoes/login.json. Nada é enviado sem login e senha. Se a
 * resposta não trouxer o token, ele é buscado em /alego/permissoes/token.json.
 */
export async function entrar(
  credenciais: Partial<Credenciais>,
  opcoes: { fetch?: typeof fetch; recaptcha?: string } = {},
): Promise<ResultadoLogin> {
  if (!camposPreenchidos(credenciais)) return { ok: false, mensagem: MENSAGEM_CAMPOS_OBRIGATORIOS };
  const fazer = opcoes.fetch ?? fetch;
  try {
    const resposta = await fazer(LOGIN_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        login: credenciais.login.trim(),
        senha: credenciais.senha,
        // Sem acesso à internet não há widget do reCAPTCHA; o campo segue o contrato.
        'g-recaptcha-response': opcoes.recaptcha ?? '',
      }),
    });
    const corpo = await lerJson(resposta);
    if (!resposta.ok) return { ok: false, mensagem: mensagemDoServidor(corpo) ?? MENSAGEM_FALHA_LOGIN };
    let token = tokenDe(corpo);
    if (!token) {
      const r = await fazer(TOKEN_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      token = r.ok ? tokenDe(await lerJson(r)) : undefined;
    }
    return token ? { ok: true, token } : { ok: false, mensagem: MENSAGEM_FALHA_LOGIN };
  } catch {
    return { ok: false, mensagem: MENSAGEM_FALHA_LOGIN };
  }
}
