import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { Loading } from '@alego/ui';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CamposDeLocalidade, LOCALIDADE_VAZIA } from '../../../componentes/Localidade';
import { apiCidadao, type DadosPerfil, type Perfil } from '../api';
import {
  AvisoDeErro,
  AvisoDeStatus,
  BotaoEnviar,
  Campo,
  Formulario,
  LinkInterno,
  PaginaCidadao,
} from '../comum/Formulario';
import { acaoSemJs, useExigirLogin, type EstadoEntrada } from '../comum/hooks';
import { salvarUsuario } from '../session';
import { validarLocalidade, validarNome, validarTelefone } from '../validacao';

export const MENSAGEM_PERFIL_SALVO = 'Seus dados foram atualizados.';

type Carga = { tipo: 'carregando' } | { tipo: 'erro'; mensagem: string } | { tipo: 'pronto'; perfil: Perfil };

function valoresDoFormulario(perfil: Perfil): DadosPerfil {
  const localidade = { estadoId: perfil.estadoId ? String(perfil.estadoId) : '', municipioId: perfil.municipioId ? String(perfil.municipioId) : '' };
  return { nome: perfil.nome, telefone: perfil.telefone ?? '', localidade };
}

/** O texto livre de antes da lista do IBGE que não correspondia a nenhum município (docs/localidades.md). */
function textoAnterior(perfil: Perfil): string | null {
  return perfil.municipioId == null && perfil.municipio
    ? `Você tinha informado "${perfil.municipio}", que não está na lista do IBGE. Escolha o estado e o município.`
    : null;
}

/**
 * Perfil do cidadão. O servidor renderiza a casca (títulos e formulário vazio e
 * desabilitado); os dados vêm de perfis/get-info-usuario no navegador.
 */
export function PerfilPage() {
  const sessao = useExigirLogin();
  const token = sessao?.token;
  const [carga, setCarga] = useState<Carga>({ tipo: 'carregando' });
  const [erro, setErro] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const [saindo, setSaindo] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<DadosPerfil>({ defaultValues: { nome: '', telefone: '', localidade: LOCALIDADE_VAZIA } });

  const carregar = useCallback(async () => {
    setCarga({ tipo: 'carregando' });
    const resultado = await apiCidadao.obterPerfil();
    // 401: a sessão acabou e useExigirLogin leva à tela de entrada.
    if (!resultado.ok) {
      if (resultado.status !== 401) setCarga({ tipo: 'erro', mensagem: resultado.mensagem });
      return;
    }
    const perfil = resultado.dados;
    reset(valoresDoFormulario(perfil));
    salvarUsuario({ id: perfil.id, nome: perfil.nome, email: perfil.email });
    setCarga({ tipo: 'pronto', perfil });
  }, [reset]);

  useEffect(() => {
    if (token) void carregar();
  }, [token, carregar]);

  const aoEnviar = handleSubmit(async (dados) => {
    setErro(null);
    setSucesso(null);
    const resultado = await apiCidadao.atualizarPerfil(dados);
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      return;
    }
    const perfil = resultado.dados;
    reset(valoresDoFormulario(perfil));
    salvarUsuario({ id: perfil.id, nome: perfil.nome, email: perfil.email });
    setCarga({ tipo: 'pronto', perfil });
    setSucesso(resultado.mensagem ?? MENSAGEM_PERFIL_SALVO);
  });

  const sair = async () => {
    setSaindo(true);
    // A sessão some na hora; useExigirLogin leva à tela de entrada.
    await apiCidadao.sair();
  };

  const pronto = carga.tipo === 'pronto';
  return (
    <PaginaCidadao titulo="Meu perfil" subtitulo="Seus dados na área do cidadão da Assembleia Legislativa.">
      <Stack gap="5">
        {carga.tipo === 'carregando' ? <Loading texto="Carregando seus dados…" visivel /> : null}
        <AvisoDeErro titulo="Não foi possível carregar seus dados" mensagem={carga.tipo === 'erro' ? carga.mensagem : null}>
          <Box mt="3">
            <Button size="sm" variant="outline" onClick={() => void carregar()}>
              Tentar novamente
            </Button>
          </Box>
        </AvisoDeErro>

        <Box as="section" aria-labelledby="titulo-dados">
          <Heading as="h2" id="titulo-dados" size="xl" mb="4">
            Dados pessoais
          </Heading>
          <Text mb="4">
            <Text as="span" fontWeight="semibold">
              E-mail:
            </Text>{' '}
            {pronto ? carga.perfil.email : '—'}
          </Text>
          <Stack gap="5">
            <AvisoDeErro mensagem={erro} />
            <AvisoDeStatus mensagem={sucesso} />
            <Formulario onSubmit={aoEnviar} rotulo="Dados pessoais" ocupado={isSubmitting} method="post" action={acaoSemJs('perfil')}>
              <chakra.fieldset disabled={!pronto} border="0" m="0" p="0" minW="0">
                <Stack gap="5">
                  <Campo
                    id="perfil-nome"
                    rotulo="Nome completo"
                    autoComplete="name"
                    obrigatorio
                    erro={errors.nome?.message}
                    {...register('nome', { validate: validarNome })}
                  />
                  <Campo
                    id="perfil-telefone"
                    rotulo="Telefone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    ajuda="Com DDD, como (62) 99999-9999."
                    erro={errors.telefone?.message}
                    {...register('telefone', { validate: validarTelefone })}
                  />
                  <Controller
                    name="localidade"
                    control={control}
                    rules={{ validate: validarLocalidade }}
                    render={({ field, fieldState }) => (
                      <CamposDeLocalidade
                        prefixo="perfil-"
                        semEstado="Não informado"
                        valor={field.value}
                        aoMudar={field.onChange}
                        refMunicipio={field.ref}
                        erro={fieldState.error?.message}
                        ajuda={pronto ? textoAnterior(carga.perfil) : null}
                      />
                    )}
                  />
                  <BotaoEnviar enviando={isSubmitting} textoEnviando="Salvando…">
                    Salvar alterações
                  </BotaoEnviar>
                </Stack>
              </chakra.fieldset>
            </Formulario>
          </Stack>
        </Box>

        <Box as="section" aria-labelledby="titulo-acompanhar" mt="6">
          <Heading as="h2" id="titulo-acompanhar" size="xl" mb="4">
            Acompanhar
          </Heading>
          <Flex gap="4" wrap="wrap">
            <LinkInterno to="/cidadao/solicitacoes">Minhas solicitações de informação</LinkInterno>
            <LinkInterno to="/cidadao/cursos">Meus cursos</LinkInterno>
          </Flex>
        </Box>

        <Box as="section" aria-labelledby="titulo-conta" mt="6">
          <Heading as="h2" id="titulo-conta" size="xl" mb="4">
            Conta
          </Heading>
          <Flex gap="4" wrap="wrap" align="center">
            {pronto && !carga.perfil.possuiSenha ? (
              <Text>
                Sua conta entra pelo login social e não tem senha.{' '}
                <LinkInterno to="/cidadao/esqueci-senha" state={{ email: carga.perfil.email } satisfies EstadoEntrada}>
                  Criar uma senha
                </LinkInterno>
              </Text>
            ) : (
              <LinkInterno to="/cidadao/alterar-senha">Alterar senha</LinkInterno>
            )}
            <Button variant="outline" colorPalette="red" onClick={() => void sair()} loading={saindo} loadingText="Saindo…" disabled={!sessao}>
              Sair
            </Button>
          </Flex>
        </Box>
      </Stack>
    </PaginaCidadao>
  );
}
