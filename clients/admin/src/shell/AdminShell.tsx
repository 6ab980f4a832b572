import { MENSAGEM_LOGIN } from '@alego/kit/acesso';
import { Badge, Box, Button, Flex, Heading, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, redirect, Link as RouterLink } from 'react-router';
import { ROTA_SAIR } from '../auth/acesso';
import { encerrarSessao } from '../auth/logout';
import { buscarLotacoes, rotuloLotacao, type Lotacao } from '../auth/lotacoes';
import { controleSessao, type ControleSessao } from '../auth/session';
import { useSession } from '../auth/useSession';
import { RESOURCES } from '../resources';
import { atualizarContadores, useContadores, valorDoSelo } from './contadores';
import { montarMenu } from './menu';

/**
 * Antes de abrir o shell: sem sessão → /sair (logout); token vencido ou perto de vencer
 * → renovado (token.json recusou → /sair). Sem rede, segue: as requisições tentam de novo.
 */
export function createShellLoader(controle: ControleSessao = controleSessao) {
  return async (): Promise<Response | null> => {
    if (!controle.estado().sessao) return redirect(ROTA_SAIR);
    try {
      if (!(await controle.tokenValido())) return redirect(ROTA_SAIR);
    } catch {
      // RenovacaoError: o guarda mostra o erro se o token já venceu.
    }
    return null;
  };
}
export const shellLoader = createShellLoader();

/** Lotações do usuário para o seletor do cabeçalho (lotacoes.json; falha: só no console). */
function useLotacoes(): Lotacao[] {
  const { sub } = useSession().sessao ?? {};
  const [lotacoes, setLotacoes] = useState<Lotacao[]>([]);
  useEffect(() => {
    let ativo = true;
    (async () => {
      const token = await controleSessao.tokenValido();
      if (!token) return;
      const resultado = await buscarLotacoes(token);
      if (!ativo) return;
      if (resultado.ok) setLotacoes(resultado.lotacoes);
      else if (resultado.status === 401) await encerrarSessao({ mensagem: MENSAGEM_LOGIN });
      else console.error(`Não foi possível carregar as lotações (HTTP ${resultado.status})`);
    })().catch((erro: unknown) => console.error('Não foi possível carregar as lotações', erro));
    return () => {
      ativo = false;
    };
  }, [sub]);
  return lotacoes;
}

function SeletorLotacao({ lotacoes, ativa }: { lotacoes: Lotacao[]; ativa: string | undefined }) {
  const client = useApolloClient();
  if (lotacoes.length === 0) return null;
  if (lotacoes.length === 1) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {rotuloLotacao(lotacoes[0]!)}
      </Text>
    );
  }
  const valor = lotacoes.some((l) => String(l.id) === ativa) ? ativa : '';
  return (
    <NativeSelect.Root size="sm" width="auto" maxW="xs">
      <NativeSelect.Field
        aria-label="Lotação"
        value={valor}
        onChange={(evento) => {
          controleSessao.escolherLotacao(evento.currentTarget.value);
          // Os dados na tela eram da lotação anterior: refaz as consultas ativas.
          client.resetStore().catch((erro: unknown) => console.error(erro));
          void atualizarContadores();
        }}
      >
        {valor === '' ? (
          <option value="" disabled>
            Selecione a lotação
          </option>
        ) : null}
        {lotacoes.map((l) => (
          <option key={String(l.id)} value={String(l.id)}>
            {rotuloLotacao(l)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function AdminShell() {
  const estado = useSession();
  const contadores = useContadores();
  const lotacoes = useLotacoes();
  const grupos = montarMenu(RESOURCES, estado);

  useEffect(() => {
    void atualizarContadores();
  }, []);

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
                  {itens.map((item) => {
                    const selo = valorDoSelo(contadores, item.contador);
                    return (
                      <li key={item.nome}>
                        <Link
                          asChild
                          color="brand.contrast"
                          display="flex"
                          alignItems="center"
                          justifyContent="space-between"
                          gap="2"
                          px="2"
                          py="1"
                          borderRadius="sm"
                          _currentPage={{ bg: 'azul.950' }}
                        >
                          <NavLink to={item.caminho}>
                            <span>{item.rotulo}</span>
                            {selo !== undefined ? (
                              <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={`${selo} pendentes`}>
                                {selo}
                              </Badge>
                            ) : null}
                          </NavLink>
                        </Link>
                      </li>
                    );
                  })}
                </Stack>
              </Box>
            ))
          )}
        </Box>
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex as="header" justify="flex-end" align="center" gap="3" px="6" py="3" borderBottomWidth="1px" wrap="wrap">
          <SeletorLotacao lotacoes={lotacoes} ativa={estado.lotacaoId} />
          {estado.sessao?.nome ? (
            <Text fontSize="sm" fontWeight="medium">
              {estado.sessao.nome}
            </Text>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <RouterLink to={ROTA_SAIR}>Sair</RouterLink>
          </Button>
        </Flex>
        <Box as="main" id="conteudo" flex="1" p="6">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
