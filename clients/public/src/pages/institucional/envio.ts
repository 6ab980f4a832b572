import type { EnviarFaleConoscoMutation, EnviarFaleConoscoMutationVariables } from '../../gql/institucional/graphql';
import documento from './fale-conosco.graphql?raw';
import { campoDaMensagem, type ErrosFaleConosco } from './validacao';

export const MENSAGENS_ENVIO = {
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  muitasTentativas: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  indisponivel: 'O serviço está indisponível no momento. Tente novamente em instantes.',
} as const;

export type ResultadoDoEnvio =
  | { ok: true; protocolo: string; mensagem: string }
  | { ok: false; mensagem: string | null; erros: ErrosFaleConosco };

interface RespostaGraphQL {
  data?: EnviarFaleConoscoMutation | null;
  errors?: { message: string; extensions?: { code?: string; mensagens?: string[] } }[];
}

/**
 * Envia o formulário pelo `/graphql` (mesma origem) com `fetch`: sem o cliente Apollo
 * no navegador, a página continua leve. O gateway confere o reCAPTCHA e o limite de
 * envios; as mensagens de campo voltam para os campos, as demais ficam no aviso geral.
 */
export async function enviarFaleConosco(
  variaveis: EnviarFaleConoscoMutationVariables,
  buscar: typeof fetch = (...args) => fetch(...args),
): Promise<ResultadoDoEnvio> {
  let status: number;
  let corpo: RespostaGraphQL | null = null;
  try {
    const resposta = await buscar('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: documento, operationName: 'EnviarFaleConosco', variables: variaveis }),
    });
    status = resposta.status;
    corpo = (await resposta.json().catch(() => null)) as RespostaGraphQL | null;
  } catch {
    return { ok: false, mensagem: MENSAGENS_ENVIO.semConexao, erros: {} };
  }
  const enviado = corpo?.data?.enviarFaleConosco;
  if (enviado) return { ok: true, protocolo: enviado.protocolo, mensagem: enviado.mensagem };
  if (status === 429) return { ok: false, mensagem: MENSAGENS_ENVIO.muitasTentativas, erros: {} };
  const erro = corpo?.errors?.[0];
  if (!erro || status >= 500) return { ok: false, mensagem: MENSAGENS_ENVIO.indisponivel, erros: {} };
  const erros: ErrosFaleConosco = {};
  const gerais: string[] = [];
  for (const mensagem of erro.extensions?.mensagens ?? [erro.message]) {
    const campo = campoDaMensagem(mensagem);
    if (campo && !erros[campo]) erros[campo] = mensagem;
    else if (!campo) gerais.push(mensagem);
  }
  return { ok: false, mensagem: gerais.join(' ') || null, erros };
}

export const MENSAGEM_RECAPTCHA = 'Não foi possível validar o reCAPTCHA. Tente novamente.';
export const MENSAGEM_ENVIADA = 'Mensagem enviada. Guarde o número de protocolo para acompanhar a sua solicitação.';

export interface ResultadoDaUrl {
  protocolo: string | null;
  erros: ErrosFaleConosco;
  erroGeral: string | null;
}

/**
 * O resultado do envio sem JavaScript (o gateway volta para `/fale-conosco?protocolo=` ou `?erro=`). Só números de
 * protocolo e mensagens conhecidas são mostrados: um link forjado não põe texto arbitrário na página.
 */
export function resultadoDaUrl(url: URL): ResultadoDaUrl {
  const protocolo = url.searchParams.get('protocolo');
  const erros: ErrosFaleConosco = {};
  const gerais = new Set<string>();
  for (const erro of url.searchParams.getAll('erro')) {
    const campo = campoDaMensagem(erro);
    if (campo) erros[campo] ??= erro;
    else if (erro === 'limite') gerais.add(MENSAGENS_ENVIO.muitasTentativas);
    else if (erro === 'indisponivel') gerais.add(MENSAGENS_ENVIO.indisponivel);
    else if (erro === MENSAGEM_RECAPTCHA) gerais.add(MENSAGEM_RECAPTCHA);
  }
  return { protocolo: protocolo && /^\d{10,12}$/.test(protocolo) ? protocolo : null, erros, erroGeral: [...gerais].join(' ') || null };
}
