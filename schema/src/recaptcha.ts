/** O widget do reCAPTCHA nos formulários: a chave do site e o script do provedor (docs/recaptcha.md). */
export interface WidgetRecaptchaConfig {
  chave: string;
  script: string;
}

export const RECAPTCHA_SCRIPT_PADRAO = 'https://www.google.com/recaptcha/api.js';

/** O widget só aparece com a chave do site configurada; sem ela os formulários seguem sem ele (servidor desligado). */
export function widgetRecaptchaDoAmbiente(env: Record<string, string | undefined>): WidgetRecaptchaConfig | null {
  const chave = env.RECAPTCHA_SITE_KEY?.trim();
  return chave ? { chave, script: env.RECAPTCHA_SCRIPT_URL?.trim() || RECAPTCHA_SCRIPT_PADRAO } : null;
}

/** Origens que a CSP deve permitir para o script e os quadros do widget (o do Google busca o resto em gstatic). */
export function origensDoRecaptcha(config: WidgetRecaptchaConfig | null): { scripts: string[]; quadros: string[] } {
  if (!config) return { scripts: [], quadros: [] };
  const origem = new URL(config.script).origin;
  const google = /(^|\.)google\.com$/.test(new URL(config.script).hostname);
  return { scripts: google ? [origem, 'https://www.gstatic.com'] : [origem], quadros: google ? [origem, 'https://recaptcha.google.com'] : [origem] };
}
