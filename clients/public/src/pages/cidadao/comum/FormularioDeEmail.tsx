import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { Resultado } from '../api';
import { validarEmail } from '../validacao';
import { AvisoDeErro, AvisoDeStatus, BotaoEnviar, Campo, Formulario } from './Formulario';
import { acaoSemJs, useHidratado, useResultadoSemJs, type EstadoEntrada } from './hooks';

/**
 * Formulário de um campo só (e-mail) que pede algo ao servidor e mostra a resposta:
 * reenviar confirmação e esqueci a senha. O e-mail pode chegar preenchido pelo
 * estado da navegação (ex.: vindo da tela de entrada).
 */
export function FormularioDeEmail(props: {
  id: string;
  /** Página da área do cidadão (`esqueci-senha`), destino do envio sem JavaScript. */
  pagina: string;
  rotulo: string;
  ajuda?: ReactNode;
  botao: string;
  enviando: string;
  mensagemPadrao: string;
  enviar: (email: string) => Promise<Resultado<{ mensagem?: string }>>;
}) {
  const semJs = useResultadoSemJs();
  const [erro, setErro] = useState<string | null>(semJs.erro);
  const [sucesso, setSucesso] = useState<string | null>(semJs.params.get('enviado') === '1' ? props.mensagemPadrao : null);
  const hidratado = useHidratado();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  // O estado da navegação só existe no navegador: aplicado depois da hidratação.
  const emailRecebido = hidratado ? (location.state as EstadoEntrada | null)?.email : undefined;
  useEffect(() => {
    if (emailRecebido && !getValues('email')) setValue('email', emailRecebido);
  }, [emailRecebido, getValues, setValue]);

  const aoEnviar = handleSubmit(async ({ email }) => {
    setErro(null);
    setSucesso(null);
    const resultado = await props.enviar(email);
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      return;
    }
    setSucesso(resultado.mensagem ?? props.mensagemPadrao);
  });

  return (
    <Stack gap="5">
      <AvisoDeErro mensagem={erro} />
      <AvisoDeStatus mensagem={sucesso} />
      <Formulario onSubmit={aoEnviar} rotulo={props.rotulo} ocupado={isSubmitting} method="post" action={acaoSemJs(props.pagina)}>
        <Campo
          id={props.id}
          rotulo="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          obrigatorio
          ajuda={props.ajuda}
          erro={errors.email?.message}
          {...register('email', { validate: validarEmail })}
        />
        <BotaoEnviar enviando={isSubmitting} textoEnviando={props.enviando}>
          {props.botao}
        </BotaoEnviar>
      </Formulario>
    </Stack>
  );
}
