import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react';
import { Loading } from '@alego/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
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
import { acaoSemJs, umaVez, useHidratado, useResultadoSemJs } from '../comum/hooks';
import { MENSAGENS_VALIDACAO, validarConfirmacao, validarSenhaNova } from '../validacao';

interface NovaSenha {
  senha: string;
  confirmacao: string;
}

type Etapa =
  | { tipo: 'validando' }
  | { tipo: 'valido' }
  | { tipo: 'invalido'; mensagem: string }
  | { tipo: 'concluido'; mensagem: string };

export const MENSAGEM_SENHA_REDEFINIDA = 'Senha alterada. Você já pode entrar com a nova senha.';
export const MENSAGEM_LINK_INVALIDO = 'Este link de recuperação é inválido ou expirou. Peça um novo link.';

/**
 * Link do e-mail de recuperação: o código é validado no navegador (callback) antes
 * de liberar o formulário da nova senha.
 */
export function RecuperarSenhaPage() {
  const { codigo = '' } = useParams();
  // Sem JavaScript, o gateway volta para esta página com o resultado na URL.
  const semJs = useResultadoSemJs();
  const concluidoSemJs = semJs.params.get('concluido') === '1';
  const hidratado = useHidratado();
  const [etapa, setEtapa] = useState<Etapa>(concluidoSemJs ? { tipo: 'concluido', mensagem: MENSAGEM_SENHA_REDEFINIDA } : { tipo: 'validando' });
  const [erro, setErro] = useState<string | null>(semJs.erro);
  const concluidoRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NovaSenha>({ defaultValues: { senha: '', confirmacao: '' } });

  useEffect(() => {
    if (concluidoSemJs) return;
    let ativo = true;
    void umaVez(`recuperar:${codigo}`, () => apiCidadao.validarCodigoRecuperacao(codigo)).then((r) => {
      if (!ativo) return;
      if (r.ok) setEtapa({ tipo: 'valido' });
      // 400: código inválido; outros erros (rede, 5xx) mostram a mensagem própria.
      else setEtapa({ tipo: 'invalido', mensagem: r.status === 400 || r.status === 404 ? MENSAGEM_LINK_INVALIDO : r.mensagem });
    });
    return () => {
      ativo = false;
    };
  }, [codigo, concluidoSemJs]);

  useEffect(() => {
    if (etapa.tipo === 'concluido') concluidoRef.current?.focus();
  }, [etapa.tipo]);

  const aoEnviar = handleSubmit(async ({ senha }) => {
    setErro(null);
    const resultado = await apiCidadao.recuperarSenha(codigo, senha);
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      return;
    }
    setEtapa({ tipo: 'concluido', mensagem: resultado.mensagem ?? MENSAGEM_SENHA_REDEFINIDA });
  });

  if (etapa.tipo === 'concluido') {
    return (
      <PaginaCidadao titulo="Criar nova senha">
        <Box ref={concluidoRef} tabIndex={-1} outline="none">
          <AvisoDeStatus mensagem={etapa.mensagem} />
        </Box>
        <ListaDeLinks rotulo="Próximos passos">
          <li>
            <LinkInterno to="/cidadao/entrar">Ir para a tela de entrada</LinkInterno>
          </li>
        </ListaDeLinks>
      </PaginaCidadao>
    );
  }

  if (etapa.tipo === 'invalido') {
    return (
      <PaginaCidadao titulo="Criar nova senha">
        <AvisoDeErro titulo="Não foi possível usar este link" mensagem={etapa.mensagem} />
        <ListaDeLinks rotulo="Próximos passos">
          <li>
            <LinkInterno to="/cidadao/esqueci-senha">Pedir um novo link de recuperação</LinkInterno>
          </li>
          <li>
            <LinkInterno to="/cidadao/entrar">Voltar para a tela de entrada</LinkInterno>
          </li>
        </ListaDeLinks>
      </PaginaCidadao>
    );
  }

  // Antes do script (ou sem ele) o formulário fica ativo: o gateway confere o código ao receber a nova senha.
  const validando = etapa.tipo === 'validando' && hidratado;
  return (
    <PaginaCidadao titulo="Criar nova senha" subtitulo="Escolha uma nova senha para acessar a área do cidadão.">
      <Stack gap="5">
        {validando ? <Loading texto="Validando o link de recuperação…" visivel /> : null}
        <AvisoDeErro mensagem={erro} />
        <Formulario
          onSubmit={aoEnviar}
          rotulo="Criar nova senha"
          ocupado={isSubmitting || validando}
          method="post"
          action={acaoSemJs(`recuperar-senha/${encodeURIComponent(codigo)}`)}
        >
          {/* Enquanto o código é validado, o formulário fica desabilitado. */}
          <chakra.fieldset disabled={validando} border="0" m="0" p="0" minW="0">
            <Stack gap="5">
              <Campo
                id="recuperar-senha"
                rotulo="Nova senha"
                type="password"
                autoComplete="new-password"
                obrigatorio
                ajuda="Pelo menos 8 caracteres, com letras e números."
                erro={errors.senha?.message}
                {...register('senha', { validate: validarSenhaNova(MENSAGENS_VALIDACAO.senhaNovaObrigatoria), deps: 'confirmacao' })}
              />
              <Campo
                id="recuperar-confirmacao"
                rotulo="Confirmação da nova senha"
                type="password"
                autoComplete="new-password"
                obrigatorio
                erro={errors.confirmacao?.message}
                {...register('confirmacao', { validate: validarConfirmacao(() => getValues('senha')) })}
              />
              <BotaoEnviar enviando={isSubmitting} textoEnviando="Salvando…">
                Salvar nova senha
              </BotaoEnviar>
            </Stack>
          </chakra.fieldset>
        </Formulario>
      </Stack>
    </PaginaCidadao>
  );
}
