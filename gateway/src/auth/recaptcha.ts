import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { estadoEmMemoria, type EstadoCompartilhado } from '../compartilhado/estado.js';

/** Checks a `g-recaptcha-response` token; `true` means the form may go on. */
export interface RecaptchaVerifier {
  readonly ativo: boolean;
  verificar(token: string | undefined, ip: string | undefined): Promise<boolean>;
}

/** Local demo and tests without a secret: every form passes, and the start-up log says so. */
export class RecaptchaDesligado implements RecaptchaVerifier {
  readonly ativo = false;
  async verificar(): Promise<boolean> {
    return true;
  }
}

/**
 * The provider's `siteverify` API (Google's by default; the URL is configurable). A token is accepted once:
 * the provider itself refuses reuse, and we also remember tokens seen in the last ten minutes, on every gateway
 * (the shared state). With that store unreachable the provider's own refusal of reuse remains (logged).
 */
export class RecaptchaProvedor implements RecaptchaVerifier {
  readonly ativo = true;

  constructor(
    private readonly segredo: string,
    private readonly url: string,
    private readonly logger: Logger,
    private readonly estado: EstadoCompartilhado = estadoEmMemoria(),
  ) {}

  async verificar(token: string | undefined, ip: string | undefined): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    const chave = `recaptcha:${createHash('sha256').update(token).digest('base64url')}`;
    const primeiraVez = await this.estado.primeiroUso(chave, 10 * 60).catch((erro: unknown) => {
      this.estado.falhou('recaptcha', erro, 'tokens de reCAPTCHA verificados só pelo provedor');
      return true;
    });
    if (!primeiraVez) return false;
    try {
      const corpo = new URLSearchParams({ secret: this.segredo, response: token, ...(ip ? { remoteip: ip } : {}) });
      const resposta = await fetch(this.url, { method: 'POST', body: corpo, signal: AbortSignal.timeout(5_000) });
      const resultado = (await resposta.json()) as { success?: boolean; 'error-codes'?: string[] };
      if (!resultado.success) this.logger.info({ erros: resultado['error-codes'] }, 'reCAPTCHA recusado');
      return resultado.success === true;
    } catch (error) {
      this.logger.warn({ err: error }, 'reCAPTCHA indisponível: formulário recusado');
      return false;
    }
  }
}

export const RECAPTCHA_URL_PADRAO = 'https://www.google.com/recaptcha/api/siteverify';

export function createRecaptchaVerifier(env: NodeJS.ProcessEnv, logger: Logger, estado?: EstadoCompartilhado): RecaptchaVerifier {
  const segredo = env.RECAPTCHA_SECRET;
  if (!segredo) {
    logger.warn('reCAPTCHA desligado: defina RECAPTCHA_SECRET para verificar os formulários');
    return new RecaptchaDesligado();
  }
  return new RecaptchaProvedor(segredo, env.RECAPTCHA_VERIFY_URL ?? RECAPTCHA_URL_PADRAO, logger, estado);
}
