import type { ApolloClient } from '@apollo/client';

/**
 * Cliente Apollo do navegador, criado sob demanda.
 *
 * O Apollo (com rxjs e o printer do graphql) pesa uns 50 KB gzip. A primeira página
 * chega pronta do servidor (HTML + dados do loader), então ele só é baixado quando
 * preciso: na primeira navegação no navegador (o loader da rota pede o cliente) ou
 * antes de hidratar uma página que usa hooks do Apollo (`PageModule.apollo`). O
 * cache extraído no servidor é restaurado nessa hora.
 */
let pendente: Promise<ApolloClient> | undefined;
let pronto: ApolloClient | undefined;
const ouvintes = new Set<() => void>();

export function getBrowserClient(): Promise<ApolloClient> {
  pendente ??= import('./create-browser-client').then(({ createBrowserClient }) => {
    pronto = createBrowserClient();
    for (const ouvinte of ouvintes) ouvinte();
    return pronto;
  });
  return pendente;
}

export function subscribeBrowserClient(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

export function browserClientSnapshot(): ApolloClient | undefined {
  return pronto;
}
