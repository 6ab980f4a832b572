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

interface RespostaGraphQL<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; mensagens?: string[] } }[];
}

/** O que volta de uma operação dos formulários públicos: os dados, ou as mensagens em português. */
export type RespostaDaOperacao<T> = { ok: true; dados: T } | { ok: false; geral: string | null; mensagens: string[] };

/**
 * Executa uma operação pelo `/graphql` (mesma origem) com `fetch`: sem o cliente Apollo
 * no navegador, as páginas dos formulários continuam leves. O gateway confere o reCAPTCHA
 * e o limite de envios; as mensagens de validação voltam em `mensagens`.
 */
export async function executarOperacao<T>(
  documento: string,
  operationName: string,
  variaveis: unknown,
  buscar: typeof fetch = (...args) => fetch(...args),
  /** O token do cidadão conectado, quando o envio deve ficar na conta dele (Minhas solicitações). */
  token: string | null = null,
): Promise<RespostaDaOperacao<T>> {
  let status: number;
  let corpo: RespostaGraphQL<T> | null = null;
  try {
    const resposta = await buscar('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: documento, operationName, variables: variaveis }),
    });
    status = resposta.status;
    corpo = (await resposta.json().catch(() => null)) as RespostaGraphQL<T> | null;
  } catch {
    return { ok: false, geral: MENSAGENS_ENVIO.semConexao, mensagens: [] };
  }
  if (corpo?.data && !corpo.errors?.length) return { ok: true, dados: corpo.data };
  if (status === 429) return { ok: false, geral: MENSAGENS_ENVIO.muitasTentativas, mensagens: [] };
  const erro = corpo?.errors?.[0];
  if (!erro || status >= 500) return { ok: false, geral: MENSAGENS_ENVIO.indisponivel, mensagens: [] };
  return { ok: false, geral: null, mensagens: erro.extensions?.mensagens ?? [erro.message] };
}

/** Envia o Fale Conosco: as mensagens de campo voltam para os campos, as demais ficam no aviso geral. */
export async function enviarFaleConosco(
  variaveis: EnviarFaleConoscoMutationVariables,
  buscar: typeof fetch = (...args) => fetch(...args),
): Promise<ResultadoDoEnvio> {
  const resultado = await executarOperacao<EnviarFaleConoscoMutation>(documento, 'EnviarFaleConosco', variaveis, buscar);
  if (resultado.ok) return { ok: true, protocolo: resultado.dados.enviarFaleConosco.protocolo, mensagem: resultado.dados.enviarFaleConosco.mensagem };
  if (resultado.geral) return { ok: false, mensagem: resultado.geral, erros: {} };
  const erros: ErrosFaleConosco = {};
  const gerais: string[] = [];
  for (const mensagem of resultado.mensagens) {
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
