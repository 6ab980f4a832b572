import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { configuracaoDoSite } from '../../../configuracao';
import { apiCidadao } from '../api';
import {
  AvisoDeErro,
  AvisoDeStatus,
  BotaoEnviar,
  CaixaDeSelecao,
  Campo,
  Formulario,
  LinkInterno,
  ListaDeLinks,
  PaginaCidadao,
} from '../comum/Formulario';
import { acaoSemJs, useResultadoSemJs, type EstadoEntrada } from '../comum/hooks';
import {
  MENSAGENS_VALIDACAO,
  validarConfirmacao,
  validarEmail,
  validarNome,
  validarSenhaNova,
} from '../validacao';

interface Cadastro {
  nome: string;
  email: string;
  senha: string;
  confirmacao: string;
  aceite: boolean;
}

export const MENSAGEM_CADASTRO_OK =
  'Cadastro realizado. Enviamos um link de confirmação para o seu e-mail: abra-o para ativar sua conta.';

export function CadastroPage() {
  // Sem JavaScript, o gateway volta para esta página com o resultado na URL.
  const semJs = useResultadoSemJs();
  const [erro, setErro] = useState<string | null>(semJs.erro);
  const [concluido, setConcluido] = useState<{ mensagem: string; email: string } | null>(
    semJs.params.get('concluido') === '1' ? { mensagem: MENSAGEM_CADASTRO_OK, email: '' } : null,
  );
  const sucessoRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Cadastro>({
    defaultValues: { nome: '', email: '', senha: '', confirmacao: '', aceite: false },
  });

  // O formulário some: o foco vai para a mensagem de sucesso (quem usa teclado não se perde).
  useEffect(() => {
    if (concluido) sucessoRef.current?.focus();
  }, [concluido]);

  const recaptcha = configuracaoDoSite().recaptcha;
  const [rodada, setRodada] = useState(0);
  const widget = useRef<HTMLDivElement>(null);
  const aoEnviar = handleSubmit(async ({ nome, email, senha }) => {
    setErro(null);
    // O token do widget (docs/recaptcha.md): lido do formulário, vale uma vez; o widget recomeça a cada envio.
    const token = widget.current?.querySelector<HTMLTextAreaElement>('[name="g-recaptcha-response"]')?.value ?? '';
    const resultado = await apiCidadao.cadastrar({ nome, email, senha }, token);
    setRodada((r) => r + 1);
    if (!resultado.ok) {
      setErro(resultado.mensagem);
      return;
    }
    setConcluido({ mensagem: resultado.mensagem ?? MENSAGEM_CADASTRO_OK, email: email.trim() });
  });

  if (concluido) {
    return (
      <PaginaCidadao titulo="Criar cadastro">
        <Box ref={sucessoRef} tabIndex={-1} outline="none">
          <AvisoDeStatus titulo="Quase lá!" mensagem={concluido.mensagem} />
        </Box>
        <Text mt="4">Não recebeu o e-mail? Confira a caixa de spam ou peça um novo link.</Text>
        <ListaDeLinks rotulo="Próximos passos">
          <li>
            <LinkInterno to="/cidadao/entrar">Ir para a tela de entrada</LinkInterno>
          </li>
          <li>
            <LinkInterno to="/cidadao/reenviar-confirmacao" state={concluido.email ? ({ email: concluido.email } satisfies EstadoEntrada) : undefined}>
              Reenviar o e-mail de confirmação
            </LinkInterno>
          </li>
        </ListaDeLinks>
      </PaginaCidadao>
    );
  }

  return (
    <PaginaCidadao
      titulo="Criar cadastro"
      subtitulo="Cadastre-se para participar das consultas públicas da Assembleia Legislativa."
    >
      <Stack gap="5">
        <AvisoDeErro mensagem={erro} />
        <Formulario onSubmit={aoEnviar} rotulo="Criar cadastro" ocupado={isSubmitting} method="post" action={acaoSemJs('cadastro')}>
          <Campo
            id="cadastro-nome"
            rotulo="Nome completo"
            autoComplete="name"
            obrigatorio
            erro={errors.nome?.message}
            {...register('nome', { validate: validarNome })}
          />
          <Campo
            id="cadastro-email"
            rotulo="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            obrigatorio
            ajuda="Enviaremos um link para confirmar o cadastro."
            erro={errors.email?.message}
            {...register('email', { validate: validarEmail })}
          />
          <Campo
            id="cadastro-senha"
            rotulo="Senha"
            type="password"
            autoComplete="new-password"
            obrigatorio
            ajuda="Pelo menos 8 caracteres, com letras e números."
            erro={errors.senha?.message}
            {...register('senha', { validate: validarSenhaNova(), deps: 'confirmacao' })}
          />
          <Campo
            id="cadastro-confirmacao"
            rotulo="Confirmação da senha"
            type="password"
            autoComplete="new-password"
            obrigatorio
            erro={errors.confirmacao?.message}
            {...register('confirmacao', { validate: validarConfirmacao(() => getValues('senha')) })}
          />
          <CaixaDeSelecao
            id="cadastro-aceite"
            obrigatorio
            erro={errors.aceite?.message}
            {...register('aceite', { validate: (v) => v || MENSAGENS_VALIDACAO.aceiteObrigatorio })}
          >
            {/* The version in force is the one recorded (docs/institucional.md). */}
            Li e aceito a <LinkInterno to="/politica-privacidade">Política de Privacidade</LinkInterno>
          </CaixaDeSelecao>
          <Box ref={widget}>
            <Recaptcha config={recaptcha} rodada={rodada} />
          </Box>
          <BotaoEnviar enviando={isSubmitting} textoEnviando="Cadastrando…">
            Cadastrar
          </BotaoEnviar>
        </Formulario>
      </Stack>
      <ListaDeLinks rotulo="Outras opções de acesso">
        <li>
          Já tem cadastro? <LinkInterno to="/cidadao/entrar">Entrar</LinkInterno>
        </li>
      </ListaDeLinks>
    </PaginaCidadao>
  );
}
