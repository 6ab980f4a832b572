import { createEmotionCache, semearFormatos } from '@alego/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getBrowserClient } from './apollo/browser';
import { BrowserApolloProvider } from './apollo/BrowserApolloProvider';
import { Providers } from './Providers';
import { createRoutes, loadLazyMatches } from './routes';
import { isRouteHandle } from './routing/page';
import { EVENTO_HIDRATANDO } from './shell/carregador';
import { FORMATOS_KEY } from './state';

async function main() {
  const container = document.getElementById('root');
  if (!container) return;
  // A hidratação repete os textos de datas e números do servidor sem criar formatadores do Intl (format.ts, em @alego/ui).
  semearFormatos(window[FORMATOS_KEY]);
  const routes = createRoutes(getBrowserClient);
  // O módulo da página atual precisa estar carregado antes de hidratar.
  const matched = await loadLazyMatches(routes, window.location.pathname);
  if (matched.some((route) => isRouteHandle(route.handle) && route.handle.apollo)) await getBrowserClient();
  // Sem `hydrationData` explícito o roteador lê window.__staticRouterHydrationData,
  // escrito pelo StaticRouterProvider no servidor (dados dos loaders e erros).
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers emotionCache={createEmotionCache()}>
        <BrowserApolloProvider>
          <RouterProvider router={router} />
        </BrowserApolloProvider>
      </Providers>
    </StrictMode>
  );
  // O HTML sempre vem do servidor; `vite dev` (sem SSR) cai no render comum. Dentro de uma transição a hidratação
  // é fatiada (o React devolve o controle ao navegador a cada ~5 ms) em vez de uma tarefa longa só, que segurava
  // cliques e rolagem (Lighthouse: tempo total de bloqueio no perfil móvel). O HTML já está pintado; o resultado é o
  // mesmo, e um clique no meio do caminho faz o React terminar a hidratação na hora.
  if (!container.hasChildNodes()) createRoot(container).render(app);
  else {
    // Daqui em diante o React recebe os cliques e os repete ao hidratar; o carregador deixa de guardá-los.
    window.dispatchEvent(new Event(EVENTO_HIDRATANDO));
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
}

void main();
