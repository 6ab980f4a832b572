import { Recaptcha } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { configuracaoDoSite, type ProvedorSocial } from '../../../configuracao';
import { API_CIDADAO, apiCidadao } from '../api';
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
import { acaoSemJs, useHidratado, useResultadoSemJs, type EstadoEntrada } from '../comum/hooks';
import { salvarSessao, tokenDoFragmento, useSessaoCidadao } from '../session';
import { destinoSeguro, validarEmail, validarSenhaLogin } from '../validacao';

interface Entrada {
  email: string;
  senha: string;
}

const AVISOS = {
  expirada: 'Sua sessão expirou. Entre novamente para continuar.',
  'outra-aba': 'Você saiu da sua conta em outra aba.',
  saida: 'Você saiu da sua conta.',
  destino: 'Entre com seu e-mail e senha para acessar esta página.',
} as const;

const ROTULO_SOCIAL: Record<ProvedorSocial, string> = { google: 'Google', facebook: 'Facebook' };

export function EntrarPage() {
  const sociais = configuracaoDoSite().loginSocial;
  const navigate = useNavigate();
  const location = useLocation();
  // (URLSearchParams direto: useSearchParams puxaria mais código do roteador para o bundle inicial.)
  const destinoPedido = new URLSearchParams(location.search).get('destino');
  const destino = destinoSeguro(destinoPedido);
  const hidratado = useHidratado();
  const sessao = useSessaoCidadao();
  const semJs = useResultadoSemJs();
  const [erro, setErro] = useState<{ mensagem: string; naoConfirmado: boolean } | null>(() =>
    semJs.erro ? { mensagem: semJs.erro, naoConfirmado: semJs.params.get('aviso') === 'nao-confirmado' } : null,
  );
  const [emailNaoConfirmado, setEmailNaoConfirmado] = useState('');

  // O estado da navegação só existe no navegador: lido depois da hidratação.
  const estado = hidratado ? (location.state as EstadoEntrada | null) : null;
  const motivo = estado?.motivo;
  const aviso = motivo ? AVISOS[motivo] : destinoPedido ? AVISOS.destino : null;

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Entrada>({ defaultValues: { email: '', senha: '' } });

  // Volta do login social: /cidadao/entrar#token=<jwt>. O token vai para a sessão e
  // o efeito abaixo segue para o destino, trocando a entrada do histórico (o
  // fragmento com o token some da barra de endereço e do histórico).
  const fragmentoLido = useRef(false);
  useEffect(() => {
    if (!hidratado || fragmentoLido.current) return;
    fragmentoLido.current = true;
    const resultado = tokenDoFragmento(location.hash);
    if (!resultado) return;
    if ('token' in resultado) {
      salvarSessao(resultado.token);
      return;
    }
    setErro({ mensagem: resultado.erro, naoConfirmado: false });
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [hidratado, location.hash, location.pathname, location.search, navigate]);

  // Já conectado (ou acabou de entrar): segue para o destino, passando antes pelo aceite da Política de Privacidade
  // quando a vigente é mais nova que a aceita (docs/institucional.md).
  useEffect(() => {
    if (!sessao) return;
    let ativo = true;
    void apiCidadao.obterPerfil().then((perfil) => {
      if (!ativo) return;
      const pendente = perfil.ok && perfil.dados.politicaPendente !== null && perfil.dados.politicaPendente !== undefined;
      navigate(pendente ? `/politica-privacidade/aceitar?${new URLSearchParams({ destino })}` : destino, { replace: true });
    });
    return () => {
      ativo = false;
    };
  }, [sessao, destino, navigate]);

  const recaptcha = configuracaoDoSite().recaptcha;
  const [rodada, setRodada] = useState(0);
  const formulario = useRef<HTMLDivElement>(null);
  const aoEnviar = handleSubmit(async (dados) => {
    setErro(null);
    // O token do widget (docs/recaptcha.md): lido do formulário, vale uma vez.
    const token = formulario.current?.querySelector<HTMLTextAreaElement>('[name="g-recaptcha-response"]')?.value ?? '';
    const resultado = await apiCidadao.entrar(dados, token);
    setRodada((r) => r + 1);
    if (!resultado.ok) {
      const naoConfirmado = resultado.status === 403;
      if (naoConfirmado) setEmailNaoConfirmado(dados.email.trim());
      setErro({ mensagem: resultado.mensagem, naoConfirmado });
      return;
    }
    salvarSessao(resultado.dados.token, resultado.dados.usuario);
  });

  return (
    <PaginaCidadao
      titulo="Entrar"
      subtitulo="Acesse a área do cidadão para participar das consultas e acompanhar suas participações."
    >
      <Stack gap="5">
        <AvisoDeStatus mensagem={aviso} status="info" />
        <AvisoDeErro mensagem={erro?.mensagem ?? null}>
          {erro?.naoConfirmado ? (
            <Box mt="2">
              <LinkInterno to="/cidadao/reenviar-confirmacao" state={{ email: emailNaoConfirmado } satisfies EstadoEntrada}>
                Reenviar o e-mail de confirmação
              </LinkInterno>
            </Box>
          ) : null}
        </AvisoDeErro>

        <Formulario onSubmit={aoEnviar} rotulo="Entrar com e-mail e senha" ocupado={isSubmitting} method="post" action={acaoSemJs('entrar')}>
          {destinoPedido ? <input type="hidden" name="destino" value={destino} /> : null}
          <Campo
            id="entrar-email"
            rotulo="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            obrigatorio
            erro={errors.email?.message}
            {...register('email', { validate: validarEmail })}
          />
          <Campo
            id="entrar-senha"
            rotulo="Senha"
            type="password"
            autoComplete="current-password"
            obrigatorio
            erro={errors.senha?.message}
            {...register('senha', { validate: validarSenhaLogin })}
          />
          <Box ref={formulario}>
            <Recaptcha config={recaptcha} rodada={rodada} />
          </Box>
          <BotaoEnviar enviando={isSubmitting} textoEnviando="Entrando…">
            Entrar
          </BotaoEnviar>
        </Formulario>
      </Stack>

      {/* Só os logins sociais que esta instalação configurou: os outros levariam a um erro. */}
      {sociais.length ? (
        <Box as="section" aria-labelledby="titulo-redes" mt="10">
          <Heading as="h2" id="titulo-redes" size="lg" mb="3">
            Ou entre com uma rede social
          </Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {sociais.map((provedor) => (
              <Button key={provedor} asChild variant="outline" size="lg" flex="1">
                <a href={`${API_CIDADAO}/login/${provedor}`}>Entrar com {ROTULO_SOCIAL[provedor]}</a>
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}

      <ListaDeLinks rotulo="Outras opções de acesso">
        <li>
          Ainda não tem cadastro? <LinkInterno to="/cidadao/cadastro">Cadastre-se</LinkInterno>
        </li>
        <li>
          <LinkInterno to="/cidadao/esqueci-senha">Esqueci minha senha</LinkInterno>
        </li>
        <li>
          <LinkInterno to="/cidadao/reenviar-confirmacao">Não recebi o e-mail de confirmação</LinkInterno>
        </li>
      </ListaDeLinks>
    </PaginaCidadao>
  );
}
