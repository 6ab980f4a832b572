import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';

/** Stable `extensions.code` values that clients switch on. */
export const ErrorCode = {
  validation: 'BAD_USER_INPUT',
  notFound: 'NOT_FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

export const MENSAGEM_ERRO_INTERNO = 'Ocorreu um erro interno. Tente novamente em instantes.';
export const MENSAGEM_BANCO_INDISPONIVEL = 'O banco de dados está temporariamente indisponível. Tente novamente em instantes.';

/** Connection-level failures (PostgreSQL restarting, network): nothing was written, the client may retry. */
function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'].includes(code ?? '') ||
    /Connection terminated|connection (?:is )?closed|terminating connection|the database system is (?:starting up|shutting down)|Client has encountered a connection error/i.test(message ?? '')
  );
}

/**
 * Text PostgreSQL cannot take (a NUL byte, which breaks the wire protocol as 08P01, or a character outside UTF-8):
 * the caller's input, not our fault.
 */
function isInvalidTextError(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '08P01' || code === '22021' || code === '22P05';
}

export const MENSAGEM_TEXTO_INVALIDO = 'O texto enviado contém caracteres inválidos.';

/**
 * The class of an error that is not ours, for the GraphQL formatter and the JSON routes (`/interno`) alike: the
 * database unreachable is 503 (logged as a warning), text it refuses is the caller's 400, anything else a 500 without
 * internals (logged as an error). `codigo` is the GraphQL `extensions.code`.
 */
export function erroDeRota(error: unknown, logger: Logger, onde: Record<string, unknown> = {}): { status: number; codigo: string; mensagem: string } {
  if (isConnectionError(error)) {
    logger.warn({ err: error, ...onde }, 'banco de dados indisponível');
    return { status: 503, codigo: 'SERVICE_UNAVAILABLE', mensagem: MENSAGEM_BANCO_INDISPONIVEL };
  }
  if (isInvalidTextError(error)) return { status: 400, codigo: ErrorCode.validation, mensagem: MENSAGEM_TEXTO_INVALIDO };
  logger.error({ err: error, ...onde }, 'erro inesperado');
  return { status: 500, codigo: ErrorCode.internal, mensagem: MENSAGEM_ERRO_INTERNO };
}

/** One or more rule violations; `mensagens` carries every message, the error message joins them. */
export class ValidacaoError extends GraphQLError {
  constructor(mensagens: string[] | string) {
    const lista = Array.isArray(mensagens) ? mensagens : [mensagens];
    super(lista.join(' '), { extensions: { code: ErrorCode.validation, mensagens: lista } });
  }
}

export class NaoEncontradoError extends GraphQLError {
  constructor(mensagem = 'Registro não encontrado.') {
    super(mensagem, { extensions: { code: ErrorCode.notFound } });
  }
}

const EXPOSED_CODES = new Set<string>(Object.values(ErrorCode));

/**
 * Apollo `formatError`: our own errors and GraphQL's request errors pass through;
 * anything else is logged and replaced by a Portuguese message without internals.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    const original = error instanceof GraphQLError ? error.originalError : error;
    const isOurs = original instanceof GraphQLError || original === undefined;
    if (typeof code === 'string' && code !== ErrorCode.internal && (EXPOSED_CODES.has(code) || isOurs)) {
      return formatted;
    }
    const { status, codigo, mensagem } = erroDeRota(original ?? error, logger, { path: formatted.path });
    return { message: mensagem, path: formatted.path, extensions: status === 400 ? { code: codigo, mensagens: [mensagem] } : { code: codigo } };
  };
}

/**
 * An executed operation answers 200 with its field errors, as GraphQL over HTTP has it. A resolver's own refusal
 * (SemPermissaoError carries `http.status` 403 for the gateway's request-level check) would otherwise turn the whole
 * answer into a 403, and the gateway would replace the subgraph's Portuguese message with "403: Forbidden".
 * Refusals before execution (no `data`) keep their 401/403.
 */
export function statusDeExecucaoPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind === 'single' && 'data' in response.body.singleResult) response.http.status = 200;
        },
      };
    },
  };
}
