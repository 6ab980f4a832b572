import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { EVENTO, TOKEN_KEY } from '../pages/cidadao/constantes';
import { iniciarPartilhaDaSessao } from '../pages/cidadao/partilha';
import { MENU_PRINCIPAL, SITE } from '../site';
import { htmlDaBusca } from './barra';
import { Ilha } from './Ilha';

const ItemLink = chakra(NavLink);

export function Header() {
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py="4">
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
          <RouterLink to="/" title="Página inicial">
            <Text as="span" display="block" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="azul.100">
              Estado de Goiás
            </Text>
            <Text as="span" display="block" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" lineHeight="short">
              {SITE.nome}
            </Text>
          </RouterLink>
          {/* id e tabIndex: destino do atalho Alt+2 (barra de acessibilidade). */}
          <Box as="nav" id="menu" tabIndex={-1} aria-label="Navegação principal">
            <Flex as="ul" listStyleType="none" wrap="wrap" gap={{ base: '1', md: '2' }} m="0" p="0">
              {MENU_PRINCIPAL.map((item) => (
                <li key={item.href}>
                  <ItemLink
                    to={item.href}
                    end={item.href === '/'}
                    display="inline-block"
                    px="3"
                    py="2"
                    borderRadius="md"
                    fontWeight="medium"
                    color="brand.contrast"
                    textDecoration="none"
                    _hover={{ bg: 'azul.700', textDecoration: 'underline' }}
                    _currentPage={{ bg: 'azul.950', textDecoration: 'underline', textUnderlineOffset: '4px' }}
                  >
                    {item.rotulo}
                  </ItemLink>
                </li>
              ))}
            </Flex>
          </Box>
          <Ilha id="busca-topo" servidor={import.meta.env.SSR ? htmlDaBusca : undefined} />
          <AcessoCidadao />
        </Flex>
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
      void import('../pages/cidadao/sessao').then((sessao) => {
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
      alignSelf={{ base: 'flex-start', md: 'auto' }}
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
