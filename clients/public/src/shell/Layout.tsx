import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { headDoErro, type HeadInfo } from '../routing/head';
import { isRouteHandle } from '../routing/page';
import { mensagemDaRota, statusDoErro } from '../routing/errors';
import { BarraDeAcessibilidade } from './BarraDeAcessibilidade';
import { EVENTO_HIDRATADO } from './carregador';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorPage } from './RouteErrorPage';
import { Trilha } from './Trilha';
import { useDocumentHead } from './useDocumentHead';

export const MAIN_ID = 'conteudo';

/**
 * Marca de tempo da hidratação (bench/hidratacao.ts) e aviso ao carregador (shell/carregador.ts), que então repete o
 * clique guardado: o efeito roda depois do commit da página inteira.
 */
function MarcaDeHidratacao() {
  useEffect(() => {
    if (performance.getEntriesByName(EVENTO_HIDRATADO).length) return;
    performance.mark(EVENTO_HIDRATADO);
    window.dispatchEvent(new Event(EVENTO_HIDRATADO));
  }, []);
  return null;
}

function Shell({ head, children }: { head: HeadInfo | null; children: ReactNode }) {
  useDocumentHead(head);
  const { pathname } = useLocation();
  // A fronteira de Suspense não muda o HTML (só os comentários <!--$--> do React), mas muda a hidratação: a raiz
  // hidrata só o que está fora dela e o conteúdo vem depois, em prioridade baixa e fatiado em tarefas de ~5 ms
  // (docs/decisions.md, "Hidratação seletiva"), em vez de uma tarefa longa que bloqueava a página.
  return (
    <Suspense>
      <Flex direction="column" minH="100vh">
        <BarraDeAcessibilidade />
        <Header />
        {/* tabIndex -1: o link "Ir para o conteúdo" move o foco para cá. */}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
          <Container maxW="6xl" py={{ base: '4', md: '8' }}>
            {head ? <Trilha caminho={pathname} titulo={head.titulo} /> : null}
            {children}
          </Container>
        </Box>
        <Footer />
      </Flex>
      <MarcaDeHidratacao />
    </Suspense>
  );
}

/** Metadados da rota mais interna que os define (a página). */
function useRouteHead(): HeadInfo | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle) && match.data !== undefined) {
      return match.handle.head(match.data);
    }
  }
  return null;
}

export function RootLayout() {
  return (
    <Shell head={useRouteHead()}>
      <Outlet />
    </Shell>
  );
}

export function RootErrorBoundary() {
  const erro = useRouteError();
  const status = statusDoErro(erro);
  return (
    <Shell head={headDoErro(status)}>
      {/* A recusa de um valor do endereço diz qual regra ele quebrou. */}
      <RouteErrorPage status={status} detalhe={status === 400 ? mensagemDaRota(erro) : undefined} />
    </Shell>
  );
}
