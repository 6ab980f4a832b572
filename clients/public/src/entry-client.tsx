import { createEmotionCache } from '@alego/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getBrowserClient } from './apollo/browser';
import { BrowserApolloProvider } from './apollo/BrowserApolloProvider';
import { Providers } from './Providers';
import { createRoutes, loadLazyMatches } from './routes';
import { isRouteHandle } from './routing/page';

async function main() {
  const container = document.getElementById('root');
  if (!container) return;
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
  // O HTML sempre vem do servidor; `vite dev` (sem SSR) cai no render comum.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void main();
