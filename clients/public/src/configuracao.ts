/**
 * O que o servidor sabe da instalação e a página precisa mostrar (hoje: quais logins
 * sociais estão configurados, para não oferecer um botão que leva a um erro). O
 * gateway passa ao renderizador; o HTML leva o mesmo valor ao navegador, então o
 * servidor e a hidratação mostram a mesma coisa.
 */
import type { WidgetRecaptchaConfig } from '@alego/catalog';

export type ProvedorSocial = 'google' | 'facebook';

export interface ConfiguracaoDoSite {
  loginSocial: readonly ProvedorSocial[];
  /** O widget do reCAPTCHA dos formulários, quando a instalação tem a chave do site. */
  recaptcha?: WidgetRecaptchaConfig | null;
}

export const CONFIGURACAO_KEY = '__ALEGO_CONFIGURACAO__';

declare global {
  interface Window {
    [CONFIGURACAO_KEY]?: ConfiguracaoDoSite;
  }
}

const PADRAO: ConfiguracaoDoSite = { loginSocial: [] };
let doServidor: ConfiguracaoDoSite = PADRAO;

/** No servidor: a configuração desta instalação (um renderizador por processo). */
export function definirConfiguracao(configuracao: ConfiguracaoDoSite | undefined): void {
  doServidor = configuracao ?? PADRAO;
}

export function configuracaoDoSite(): ConfiguracaoDoSite {
  return typeof window === 'undefined' ? doServidor : (window[CONFIGURACAO_KEY] ?? PADRAO);
}
