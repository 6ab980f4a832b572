import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { collectRequirements, verdictOf, type Requirement } from '../acesso/requisitos.js';
import { lembradoPorOperacao } from '../por-operacao.js';
import { NaoAutenticadoError, SemPermissaoError, type Identidade } from './identity.js';

export interface AccessContext {
  identidade: Identidade | null;
  logger: Logger;
}

/**
 * Checks the whole operation against the `@authenticated`/`@requiresScopes` of the schema before anything runs: the
 * gateway with the supergraph (a refused request never reaches a subgraph), each subgraph with its own schema (a
 * caller that reaches it directly meets the same rule). Anonymous callers on a protected field get UNAUTHENTICATED
 * (401); missing permissions give FORBIDDEN (403).
 */
export function accessControlPlugin<TContext extends AccessContext>(
  getSchema: () => { schema: GraphQLSchema; index: Map<string, Requirement> },
): ApolloServerPlugin<TContext> {
  // What an operation demands, read once per operation and permission index, not by a walk on every request.
  const requisitosDa = lembradoPorOperacao<Requirement[]>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          const { schema, index } = getSchema();
          const { identidade } = contextValue;
          const requisitos = requisitosDa(operation, index, () => collectRequirements(schema, index, document, operation));
          const negado = verdictOf(identidade, requisitos);
          if (negado === 'ok') return;
          contextValue.logger.info(
            {
              evento: 'permissao_negada',
              motivo: negado,
              operacao: operation.name?.value,
              usuario: identidade?.tipo === 'equipe' ? identidade.usuarioId : undefined,
              lotacao: identidade?.tipo === 'equipe' ? identidade.lotacaoId : undefined,
            },
            'operação recusada',
          );
          throw negado === 'unauthenticated' ? new NaoAutenticadoError() : new SemPermissaoError();
        },
      };
    },
  };
}
