import type { WidgetRecaptchaConfig } from '@alego/catalog';
import { PageTitle, Recaptcha } from '@alego/ui';
import { Box, Button, chakra, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { destinoAposLogin } from '../auth/acesso';
import { entrar, MENSAGEM_CAMPOS_OBRIGATORIOS, type Credenciais } from '../auth/login';
import { controleSessao } from '../auth/session';
import { avisos } from '../shell/avisos';
import { atualizarContadores } from '../shell/contadores';
import { usePageTitle } from '../shell/usePageTitle';

export function LoginPage() {
  usePageTitle('Acesso');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credenciais>({ defaultValues: { login: '', senha: '' } });

  // The widget's settings come from the gateway (null without a site key: no widget, docs/recaptcha.md).
  const [recaptcha, setRecaptcha] = useState<WidgetRecaptchaConfig | null>(null);
  const [rodada, setRodada] = useState(0);
  const formulario = useRef<HTMLFormElement>(null);
  useEffect(() => {
    fetch('/api/public/recaptcha.json')
      .then((r) => (r.ok ? (r.json() as Promise<WidgetRecaptchaConfig | null>) : null))
      .then(setRecaptcha, () => setRecaptcha(null));
  }, []);

  const aoEnviar = handleSubmit(
    async (credenciais) => {
      const token = formulario.current?.querySelector<HTMLTextAreaElement>('[name="g-recaptcha-response"]')?.value ?? '';
      const resultado = await entrar(credenciais, { recaptcha: token });
      setRodada((r) => r + 1);
      if (!resultado.ok) {
        avisos.erro(resultado.mensagem);
        return;
      }
      controleSessao.salvarToken(resultado.token, { novoLogin: true });
      void atualizarContadores();
      navigate(destinoAposLogin(), { replace: true });
    },
    // Campos faltando: aviso e nenhuma requisição.
    () => avisos.erro(MENSAGEM_CAMPOS_OBRIGATORIOS, { id: 'campos-obrigatorios' }),
  );

  const obrigatorio = { validate: (v: string) => v.trim() !== '' };

  return (
    <Box as="main" id="conteudo" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" p="4">
      <chakra.form ref={formulario} onSubmit={aoEnviar} noValidate w="full" maxW="sm" bg="bg" p="8" borderRadius="lg" boxShadow="md">
        <PageTitle subtitulo="Acesso da equipe da Assembleia">Portal Alego</PageTitle>
        <Stack gap="4">
          <Field.Root required invalid={Boolean(errors.login)}>
            <Field.Label>
              Login <Field.RequiredIndicator />
            </Field.Label>
            <Input autoComplete="username" {...register('login', obrigatorio)} />
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.senha)}>
            <Field.Label>
              Senha <Field.RequiredIndicator />
            </Field.Label>
            <Input type="password" autoComplete="current-password" {...register('senha', obrigatorio)} />
          </Field.Root>
          <Recaptcha config={recaptcha} rodada={rodada} />
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Entrando…">
            Entrar
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}
