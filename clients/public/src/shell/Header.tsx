import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { EVENTO, TOKEN_KEY } from '../pages/cidadao/constantes';
import { iniciarPartilhaDaSessao } from '../pages/cidadao/partilha';
import { secaoAtual, SITE } from '../site';
import { htmlDoMenu } from './barra';
import { Ilha } from './Ilha';

const ItemLink = chakra(NavLink);
const MarcaLink = chakra(RouterLink);

/**
 * O menu vem pronto do servidor (barra.ts): o React não o recria. Depois de cada
 * navegação no navegador, marca a seção atual com aria-current e fecha o menu do celular.
 */
function useMenuDaRota(pathname: string) {
  // Na hidratação o menu fica como o visitante o deixou (pode tê-lo aberto antes); fecha só ao navegar.
  const anterior = useRef(pathname);
  useEffect(() => {
    if (anterior.current === pathname) return;
    anterior.current = pathname;
    const atual = secaoAtual(pathname);
    document.querySelectorAll<HTMLAnchorElement>('#menu a').forEach((link) => {
      if (link.getAttribute('href') === atual) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    });
    const menu = document.getElementById('menu-principal') as HTMLDetailsElement | null;
    if (menu && !window.matchMedia?.('(min-width: 48em)').matches) menu.open = false;
  }, [pathname]);
}

export function Header() {
  const { pathname } = useLocation();
  useMenuDaRota(pathname);
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py={{ base: '2', md: '3' }}>
        <Flex gap="3" justify="space-between" align="center">
          <MarcaLink to="/" display="flex" alignItems="center" gap={{ base: '2', md: '3' }} color="inherit" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
              <chakra.img src="/brasao.svg" alt="" htmlWidth="40" htmlHeight="45" w={{ base: '9', md: '12' }} h="auto" flexShrink="0" />
              <span>
                <Text as="span" display="block" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="azul.100">
                  Estado de Goiás
                </Text>
                <Text as="span" display="block" fontSize={{ base: 'md', md: 'xl' }} fontWeight="bold" lineHeight="short">
                  {SITE.nome}
                </Text>
              </span>
          </MarcaLink>
          <AcessoCidadao />
        </Flex>
        <Ilha id="menu-ilha" servidor={import.meta.env.SSR ? () => htmlDoMenu(pathname) : undefined} />
      </Container>
    </Box>
  );
}

function temTokenNaAba(): boolean {
  try {
    return Boolean(sessionStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Primeiro nome do cidadão conectado, ou null. Só roda no navegador, depois da
 * hidratação (o servidor e a hidratação mostram "Entrar"). A lógica da sessão
 * (pages/cidadao/sessao.ts) é carregada sob demanda quando há um token nesta aba,
 * para não pesar na primeira carga de quem não entrou.
 */
function useNomeDoCidadao(): string | null {
  const [nome, setNome] = useState<string | null>(null);
  useEffect(() => {
    let ativo = true;
    let desassinar: (() => void) | undefined;
    const verificar = () => {
      if (desassinar || !temTokenNaAba()) return;
      void import('../pages/cidadao/session').then((sessao) => {
        if (!ativo || desassinar) return;
        const atualizar = () => {
          const atual = sessao.lerSessao();
          setNome(atual ? sessao.primeiroNome(atual.usuario.nome) || 'Minha conta' : null);
        };
        desassinar = sessao.assinarSessao(atualizar);
        atualizar();
      });
    };
    verificar();
    // O login nesta aba (ou a sessão recebida de outra aba) avisa por este evento.
    window.addEventListener(EVENTO, verificar);
    void iniciarPartilhaDaSessao();
    return () => {
      ativo = false;
      window.removeEventListener(EVENTO, verificar);
      desassinar?.();
    };
  }, []);
  return nome;
}

/** "Entrar" ou, com um cidadão conectado, o primeiro nome dele (link para o perfil). */
function AcessoCidadao() {
  const nome = useNomeDoCidadao();
  return (
    <ItemLink
      to={nome === null ? '/cidadao/entrar' : '/cidadao/perfil'}
      flexShrink="0"
      display="inline-block"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="azul.100"
      borderRadius="md"
      fontWeight="semibold"
      color="brand.contrast"
      textDecoration="none"
      _hover={{ bg: 'azul.700', textDecoration: 'underline' }}
      _currentPage={{ bg: 'azul.950' }}
    >
      {nome === null ? (
        'Entrar'
      ) : (
        <>
          <Text as="span" srOnly>
            Meu perfil:{' '}
          </Text>
          {nome}
        </>
      )}
    </ItemLink>
  );
}
