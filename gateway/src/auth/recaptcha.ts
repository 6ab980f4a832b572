import type { Logger } from 'pino';

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
 * the provider itself refuses reuse, and we also remember tokens seen in the last ten minutes.
 */
export class RecaptchaProvedor implements RecaptchaVerifier {
  readonly ativo = true;
  private readonly vistos = new Map<string, number>();

  constructor(
    private readonly segredo: string,
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async verificar(token: string | undefined, ip: string | undefined): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    this.esquecerAntigos();
    if (this.vistos.has(token)) return false;
    this.vistos.set(token, Date.now());
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

  private esquecerAntigos(): void {
    const limite = Date.now() - 10 * 60_000;
    for (const [token, visto] of this.vistos) if (visto < limite) this.vistos.delete(token);
  }
}

export const RECAPTCHA_URL_PADRAO = 'https://www.google.com/recaptcha/api/siteverify';

export function createRecaptchaVerifier(env: NodeJS.ProcessEnv, logger: Logger): RecaptchaVerifier {
  const segredo = env.RECAPTCHA_SECRET;
  if (!segredo) {
    logger.warn('reCAPTCHA desligado: defina RECAPTCHA_SECRET para verificar os formulários');
    return new RecaptchaDesligado();
  }
  return new RecaptchaProvedor(segredo, env.RECAPTCHA_VERIFY_URL ?? RECAPTCHA_URL_PADRAO, logger);
}
