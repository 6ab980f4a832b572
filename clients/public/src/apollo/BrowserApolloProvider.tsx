import { getApolloContext } from '@apollo/client/react';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { browserClientSnapshot, subscribeBrowserClient } from './browser';

/**
 * Contexto do Apollo que recebe o cliente quando ele fica pronto. O tipo do
 * elemento não muda quando o cliente chega (nada é remontado); os hooks abaixo
 * passam a enxergá-lo. Só o contexto é importado aqui, não o Apollo inteiro.
 */
export function BrowserApolloProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeBrowserClient, browserClientSnapshot, browserClientSnapshot);
  const ApolloContext = getApolloContext();
  const value = useMemo(() => ({ client }), [client]);
  return <ApolloContext.Provider value={value}>{children}</ApolloContext.Provider>;
}
