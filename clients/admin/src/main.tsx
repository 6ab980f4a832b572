import { system, Toaster } from '@alego/ui';
import { createApolloClient } from '@alego/ui/apollo';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { lerToken } from './auth/session';
import { routes } from './routes';

// O token da sessão vai em cada chamada GraphQL; lido a cada requisição porque muda no login.
const client = createApolloClient({
  uri: '/graphql',
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const token = lerToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  },
});

const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
