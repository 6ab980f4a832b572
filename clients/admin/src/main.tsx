import { system } from '@alego/ui';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createClienteAdmin } from './apollo/links';
import { caminhoSemBase, createReacoes, ouvirLogout } from './auth/reacoes';
import { controleSessao } from './auth/session';
import { RESOURCES } from './resources';
import { routes } from './routes';
import { Avisos, avisos } from './shell/avisos';
import { registrarContadoresDaApi } from './shell/carregadorContadores';
import { atualizarContadores } from './shell/contadores';

const BASE = import.meta.env.BASE_URL; // '/admin/'
const router = createBrowserRouter(routes, { basename: BASE.replace(/\/$/, '') });

const reacoes = createReacoes({
  controle: controleSessao,
  recursos: RESOURCES,
  navegar: (caminho) => void router.navigate(caminho),
  caminhoAtual: () => caminhoSemBase(router.state.location.pathname, BASE),
  recarregar: (url) => window.location.assign(url),
  avisarErro: (mensagem) => avisos.erro(mensagem, { id: 'sem-permissao' }),
  base: BASE,
});
// Fim de sessão nesta página (401, Sair) ou em outra aba: login com recarga.
ouvirLogout(reacoes);

// Token (renovado quando preciso), CSRF e lotação em cada operação; 401/403 tratados aqui.
const client = createClienteAdmin({
  controle: controleSessao,
  aoNaoAutenticado: () => void reacoes.aoNaoAutenticado(),
  aoProibido: reacoes.aoProibido,
  aoMutacaoConcluida: () => void atualizarContadores(),
});
// Selos do menu: contadoresMenu ao abrir o shell e depois de cada mutação bem-sucedida.
registrarContadoresDaApi(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <Avisos />
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
