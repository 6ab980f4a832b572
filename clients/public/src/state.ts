import type { NormalizedCacheObject } from '@apollo/client';

/** Nome da variável global com o cache do Apollo extraído no servidor. */
export const APOLLO_STATE_KEY = '__APOLLO_STATE__';
/** Os textos de datas e números que o servidor formatou na página (`registrarFormatos`, em `@alego/ui`). */
export const FORMATOS_KEY = '__ALEGO_FORMATOS__';

declare global {
  interface Window {
    [APOLLO_STATE_KEY]?: NormalizedCacheObject;
    [FORMATOS_KEY]?: Record<string, string>;
  }
}

/**
 * <script> com JSON embutido no HTML. `<` vira \u003c para que um texto vindo da API
 * (ex.: "</script>" no título de uma notícia) não feche a tag e injete HTML; U+2028
 * e U+2029 são escapados por serem quebras de linha para alguns interpretadores.
 */
export function scriptDeEstado(chave: string, valor: unknown): string {
  const json = JSON.stringify(valor ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${chave}=${json};</script>`;
}
