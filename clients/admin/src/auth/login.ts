import { lerJson, LOGIN_URL, mensagemDoServidor, TOKEN_URL, tokenDe } from './endpoints';

/** Entrada da tela de acesso. */
export interface Credenciais {
  login: string;
  senha: string;
}

export const MENSAGEM_CAMPOS_OBRIGATORIOS = 'Preencha todos os campos obrigatórios';
export const MENSAGEM_FALHA_LOGIN = 'Não foi possível entrar. Tente novamente.';
export { LOGIN_URL, TOKEN_URL } from './endpoints';

export type ResultadoLogin = { ok: true; token: string } | { ok: false; mensagem: string };

export function camposPreenchidos(c: Partial<Credenciais>): c is Credenciais {
  return Boolean(c.login?.trim()) && Boolean(c.senha);
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
