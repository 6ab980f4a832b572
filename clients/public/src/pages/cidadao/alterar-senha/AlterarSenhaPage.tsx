import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCidadao } from '../api';
import {
  AvisoDeErro,
  AvisoDeStatus,
  BotaoEnviar,
  Campo,
  Formulario,
  LinkInterno,
  ListaDeLinks,
  PaginaCidadao,
} from '../comum/Formulario';
import { acaoSemJs, useExigirLogin } from '../comum/hooks';
import { MENSAGENS_VALIDACAO, validarConfirmacao, validarSenhaAtual, validarSenhaNova } from '../validacao';

interface TrocaDeSenha {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

export const MENSAGEM_SENHA_ALTERADA = 'Senha alterada com sucesso.';

export function AlterarSenhaPage() {
  const sessao = useExigirLogin();
  const [erro, setErro] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrocaDeSenha>({ defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' } });

  const aoEnviar = handleSubmit(async ({ senhaAtual, novaSenha }) => {
    setErro(null);
    setSucesso(null);
    const resultado = await apiCidadao.alterarSenha({ senhaAtual, novaSenha });
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      return;
    }
    reset();
    setSucesso(resultado.mensagem ?? MENSAGEM_SENHA_ALTERADA);
  });

  return (
    <PaginaCidadao titulo="Alterar senha" subtitulo="Informe a senha atual e escolha uma nova senha.">
      <Stack gap="5">
        <AvisoDeErro mensagem={erro} />
        <AvisoDeStatus mensagem={sucesso} />
        <Formulario onSubmit={aoEnviar} rotulo="Alterar senha" ocupado={isSubmitting} method="post" action={acaoSemJs('alterar-senha')}>
          {/* Sem sessão (servidor, hidratação, visitante anônimo) o formulário fica desabilitado. */}
          <chakra.fieldset disabled={!sessao} border="0" m="0" p="0" minW="0">
            <Stack gap="5">
              <Campo
                id="alterar-senha-atual"
                rotulo="Senha atual"
                type="password"
                autoComplete="current-password"
                obrigatorio
                erro={errors.senhaAtual?.message}
                {...register('senhaAtual', { validate: validarSenhaAtual })}
              />
              <Campo
                id="alterar-senha-nova"
                rotulo="Nova senha"
                type="password"
                autoComplete="new-password"
                obrigatorio
                ajuda="Pelo menos 8 caracteres, com letras e números."
                erro={errors.novaSenha?.message}
                {...register('novaSenha', {
                  validate: validarSenhaNova(MENSAGENS_VALIDACAO.senhaNovaObrigatoria),
                  deps: 'confirmacao',
                })}
              />
              <Campo
                id="alterar-senha-confirmacao"
                rotulo="Confirmação da nova senha"
                type="password"
                autoComplete="new-password"
                obrigatorio
                erro={errors.confirmacao?.message}
                {...register('confirmacao', { validate: validarConfirmacao(() => getValues('novaSenha')) })}
              />
              <BotaoEnviar enviando={isSubmitting} textoEnviando="Salvando…">
                Alterar senha
              </BotaoEnviar>
            </Stack>
          </chakra.fieldset>
        </Formulario>
      </Stack>
      <ListaDeLinks rotulo="Área do cidadão">
        <li>
          <LinkInterno to="/cidadao/perfil">Voltar para o meu perfil</LinkInterno>
        </li>
      </ListaDeLinks>
    </PaginaCidadao>
  );
}
