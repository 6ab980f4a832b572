import { LocalGraphQLDataSource } from '@apollo/gateway';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { RespostaError } from '../rest/executor.js';
import type { LoginCidadao, RespostaDeLogin } from './login-cidadao.js';
import { segundosParaTentar } from './throttle.js';

/** Name of the gateway's own subgraph in the supergraph (scripts/compose.mjs composes it with the others). */
export const SUBGRAFO_DA_SESSAO = 'sessao';

/**
 * The citizen's session as GraphQL: signing tokens and revoking them are the gateway's job (it holds the keys and
 * the login throttle), so these two mutations are answered inside the gateway, by a subgraph that lives in it
 * (`LocalGraphQLDataSource`), with the request's context (address, token). Same rules and answers as the REST paths
 * `/api/opine-cidadao/usuarios/login` and `/logout` (docs/autenticacao.md).
 */
export const SDL_DA_SESSAO = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@shareable"])

"""Sessão aberta de um cidadão: o token (Authorization: Bearer) e quem entrou."""
type SessaoCidadao {
  """JWT do cidadão, válido por 1 hora (docs/autenticacao.md)."""
  token: String!
  id: ID!
  nome: String!
  email: String!
}

type Mutation {
  """
  Entra no Opine Cidadão com e-mail e senha. Com reCAPTCHA configurado, \`recaptcha\` leva o g-recaptcha-response. Tentativas erradas são limitadas por e-mail e endereço (429 com Retry-After).
  """
  entrarCidadao(email: String!, senha: String!, recaptcha: String): SessaoCidadao!

  """
  Encerra as sessões da conta do cidadão conectado em todos os aparelhos (os tokens deixam de valer na hora). Sem sessão válida, não há o que encerrar.
  """
  sairCidadao: Boolean!
}
`;

interface ContextoDaSessao {
  ip?: string;
  authorization?: string;
}

const CODIGO_POR_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

function erro(status: number, mensagem: string, cabecalhos: [string, string][] = []): GraphQLError {
  return new GraphQLError(mensagem, { extensions: { code: CODIGO_POR_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', http: { status, headers: new Map(cabecalhos) } } });
}

/** A REST-shaped failure of the shared login, as the GraphQL error of the same status and message. */
function comoErro(resposta: RespostaDeLogin): GraphQLError {
  const mensagem = resposta.corpo.mensagem ?? '';
  return resposta.status === 429 ? erro(429, mensagem, [['retry-after', String(segundosParaTentar(resposta.bloqueio ?? null))]]) : erro(resposta.status, mensagem);
}

async function semRespostaError<T>(acao: () => Promise<T>): Promise<T> {
  try {
    return await acao();
  } catch (falha) {
    if (falha instanceof RespostaError) throw erro(falha.status, falha.corpo.mensagem);
    throw falha;
  }
}

export function createSubgrafoDaSessao(login: LoginCidadao): LocalGraphQLDataSource<ContextoDaSessao> {
  const schema = buildSubgraphSchema([
    {
      typeDefs: parse(SDL_DA_SESSAO),
      resolvers: {
        Mutation: {
          entrarCidadao: (_: unknown, args: { email: string; senha: string; recaptcha?: string | null }, ctx: ContextoDaSessao) =>
            semRespostaError(async () => {
              const resposta = await login.entrar({ email: args.email, senha: args.senha, recaptcha: args.recaptcha ?? undefined, ip: ctx.ip ?? 'desconhecido' });
              const { token, usuario } = resposta.corpo;
              if (resposta.status !== 200 || !token || !usuario) throw comoErro(resposta);
              return { token, id: String(usuario.id), nome: usuario.nome, email: usuario.email };
            }),
          sairCidadao: (_: unknown, _args: unknown, ctx: ContextoDaSessao) =>
            semRespostaError(async () => {
              await login.sair(ctx.authorization);
              return true;
            }),
        },
      },
    },
  ]);
  return new LocalGraphQLDataSource<ContextoDaSessao>(schema);
}
