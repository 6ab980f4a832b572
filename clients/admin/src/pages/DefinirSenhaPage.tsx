import { erroDeConfirmacao, erroDeSenhaNova } from '@alego/catalog';
import { ErrorState, Loading, PageTitle } from '@alego/ui';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, chakra, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { OPERACAO_SEM_SESSAO } from '../apollo/links';
import { ROTA_LOGIN } from '../auth/acesso';
import { DefinirSenhaEquipeDocument, ValidarCodigoSenhaEquipeDocument } from '../gql/graphql';
import { mensagemDoErro } from '../kit/mensagens';
import { usePageTitle } from '../shell/usePageTitle';

interface NovaSenha {
  senha: string;
  confirmacao: string;
}

/**
 * The page of the link an administrator sends to a staff member (docs/autenticacao.md): outside the signed-in shell.
 * The code is checked on arrival, so an expired link says so before anyone types a password; the strength rules are
 * the server's, whose messages are shown as they come.
 */
export function DefinirSenhaPage() {
  usePageTitle('Definir senha');
  const { codigo = '' } = useParams();
  const [validar, validacao] = useMutation(ValidarCodigoSenhaEquipeDocument, { context: OPERACAO_SEM_SESSAO });
  const [definir] = useMutation(DefinirSenhaEquipeDocument, { context: OPERACAO_SEM_SESSAO });
  const [erroDoEnvio, setErroDoEnvio] = useState<string | null>(null);
  const [definida, setDefinida] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NovaSenha>({ defaultValues: { senha: '', confirmacao: '' } });

  useEffect(() => {
    void validar({ variables: { codigo } }).catch(() => undefined);
  }, [codigo, validar]);

  const aoEnviar = handleSubmit(async ({ senha }) => {
    setErroDoEnvio(null);
    try {
      const { data } = await definir({ variables: { codigo, senha } });
      if (data) setDefinida(data.definirSenhaEquipe.mensagem);
    } catch (erro) {
      setErroDoEnvio(mensagemDoErro(erro, 'Não foi possível definir a senha. Tente novamente.'));
    }
  });

  const login = validacao.data?.validarCodigoSenhaEquipe.login;
  const conteudo = definida ? (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{definida}</Alert.Title>
      </Alert.Root>
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <RouterLink to={ROTA_LOGIN}>Ir para o acesso da equipe</RouterLink>
      </Link>
    </Stack>
  ) : validacao.error ? (
    <Stack gap="4">
      <ErrorState titulo={mensagemDoErro(validacao.error, 'Não foi possível conferir o link.')} descricao="Peça um novo link à administração do portal." />
      <Link asChild colorPalette="brand">
        <RouterLink to={ROTA_LOGIN}>Voltar ao acesso da equipe</RouterLink>
      </Link>
    </Stack>
  ) : !login ? (
    <Loading texto="Conferindo o link…" visivel />
  ) : (
    <chakra.form onSubmit={aoEnviar} noValidate>
      <Stack gap="4">
        <Text>
          Conta: <strong>{login}</strong>
        </Text>
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="login" autoComplete="username" value={login} readOnly hidden />
        <Field.Root required invalid={Boolean(errors.senha)}>
          <Field.Label>
            Nova senha <Field.RequiredIndicator />
          </Field.Label>
          <Input type="password" autoComplete="new-password" {...register('senha', { validate: (v) => (v ? (erroDeSenhaNova(v) ?? true) : 'Informe a nova senha.'), deps: 'confirmacao' })} />
          <Field.HelperText>Pelo menos 8 caracteres, com letras e números.</Field.HelperText>
          <Field.ErrorText>{errors.senha?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.confirmacao)}>
          <Field.Label>
            Confirme a nova senha <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            {...register('confirmacao', { validate: (v) => erroDeConfirmacao(v, getValues('senha')) ?? true })}
          />
          <Field.ErrorText>{errors.confirmacao?.message}</Field.ErrorText>
        </Field.Root>
        {erroDoEnvio ? <ErrorState titulo={erroDoEnvio} descricao={null} /> : null}
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Salvando…">
          Definir senha
        </Button>
      </Stack>
    </chakra.form>
  );

  return (
    <Box as="main" id="conteudo" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" p="4">
      <Box w="full" maxW="sm" bg="bg" p="8" borderRadius="lg" boxShadow="md">
        <PageTitle subtitulo="Acesso da equipe da Assembleia">Definir senha</PageTitle>
        {conteudo}
      </Box>
    </Box>
  );
}
