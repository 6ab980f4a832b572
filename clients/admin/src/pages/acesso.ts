import { redirect, type LoaderFunctionArgs } from 'react-router';
import { destinoAposLogin, ROTA_LOGIN } from '../auth/acesso';
import { MENSAGEM_FALHA_LOGIN } from '../auth/login';
import { controleSessao, decodificarToken, sessaoValida, type ControleSessao } from '../auth/session';
import { avisos } from '../shell/avisos';

export interface ResultadoParametrosAcesso {
  /** Avisos a mostrar (texto puro). */
  erros: string[];
  sucessos: string[];
  /** Token válido recebido em `?token=`. */
  token?: string;
  /** Para onde ir: destino após login, a própria /acesso sem parâmetros, ou nada (fica). */
  destino?: string;
}

/**
 * /acesso?token&error&success: `token` válido é guardado e o usuário segue para o
 * painel de pendências; `error`/`success` viram avisos e saem da URL.
 */
export function interpretarParametrosAcesso(params: URLSearchParams, agora = Date.now() / 1000): ResultadoParametrosAcesso {
  const erros = params.getAll('error').filter(Boolean);
  const sucessos = params.getAll('success').filter(Boolean);
  const bruto = params.get('token');
  if (bruto) {
    const sessao = decodificarToken(bruto);
    if (sessaoValida(sessao, agora)) {
      return { erros, sucessos, token: bruto, destino: destinoAposLogin() };
    }
    erros.push(MENSAGEM_FALHA_LOGIN);
  }
  const temParametros = params.has('token') || params.has('error') || params.has('success');
  return { erros, sucessos, destino: temParametros ? ROTA_LOGIN : undefined };
}

export function createAcessoLoader(controle: ControleSessao = controleSessao) {
  return ({ request }: LoaderFunctionArgs) => {
    const resultado = interpretarParametrosAcesso(new URL(request.url).searchParams);
    for (const erro of resultado.erros) avisos.erro(erro);
    for (const sucesso of resultado.sucessos) avisos.sucesso(sucesso);
    if (resultado.token) controle.salvarToken(resultado.token, { novoLogin: true });
    return resultado.destino ? redirect(resultado.destino) : null;
  };
}

export const acessoLoader = createAcessoLoader();
