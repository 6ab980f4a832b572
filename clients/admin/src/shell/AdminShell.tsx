import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, Link as RouterLink, redirect } from 'react-router';
import { possuiPermissao, sessaoAtual, type Sessao } from '../auth/session';
import { GRUPOS_MENU, RESOURCES } from '../resources';
import { useLoaderData } from 'react-router';

/** Toda tela dentro do shell precisa de sessão válida; sem ela, volta ao login. */
export function shellLoader(): Sessao | Response {
  const sessao = sessaoAtual();
  return sessao ?? redirect('/acesso');
}

export function AdminShell() {
  const sessao = useLoaderData<Sessao>();
  const grupos = GRUPOS_MENU.map((grupo) => ({
    grupo,
    itens: RESOURCES.filter((r) => r.grupo === grupo && possuiPermissao(sessao, r.permissao)),
  })).filter((g) => g.itens.length > 0);

  return (
    <Flex minH="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box as="aside" w={{ md: '64' }} bg="brand.solid" color="brand.contrast" p="4" flexShrink={0}>
        <Heading as="p" size="lg" mb="6">
          Portal Alego
        </Heading>
        <Box as="nav" aria-label="Menu da administração">
          {grupos.length === 0 ? (
            <Text fontSize="sm" color="azul.100">
              Nenhum módulo disponível para o seu perfil.
            </Text>
          ) : (
            grupos.map(({ grupo, itens }) => (
              <Box key={grupo} mb="4">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="azul.100" mb="1">
                  {grupo}
                </Text>
                <Stack as="ul" gap="0" listStyleType="none">
                  {itens.map((item) => (
                    <li key={item.nome}>
                      <Link asChild color="brand.contrast" display="block" px="2" py="1" borderRadius="sm" _currentPage={{ bg: 'azul.950' }}>
                        <NavLink to={item.caminho}>{item.rotulo}</NavLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            ))
          )}
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" justify="flex-end" align="center" gap="3" px="6" py="3" borderBottomWidth="1px">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/sair">Sair</RouterLink>
          </Button>
        </Flex>
        <Box as="main" id="conteudo" flex="1" p="6">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
