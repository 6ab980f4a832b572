import type { ApolloServerPlugin } from '@apollo/server';
import { valueFromASTUntyped, type FieldNode, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { mascararArgumentos, type AlteracaoAuditada, type AccessContext, type RegistroDeAuditoria } from '@alego/kit/gateway';
import type { InternalClient } from './auth/internal.js';

/** What the audit needs from the gateway's context: filled by the subgraph data sources, read after the operation. */
export interface ContextoDeAuditoria extends AccessContext {
  requestId: string;
  logger: Logger;
  /** `graphql` for `/graphql`, `rest` for the REST shim (which runs the same operations in process). */
  origem: 'graphql' | 'rest';
  /** The changes the subgraphs reported (`alegoAlteracoes`); shared by reference with the plugin's copy of the context. */
  alteracoes: AlteracaoAuditada[];
}

/**
 * Every staff mutation, GraphQL or REST, allowed or refused, goes to the audit trail of the access subgraph once its
 * answer is ready (docs/auditoria.md). The before/after values come from the subgraphs' flushes; a mutation that
 * changed nothing (refused, invalid) is recorded with its masked arguments.
 */
export function auditoriaPlugin<TContext extends ContextoDeAuditoria>(access: InternalClient): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, request, response, contextValue, schema }) {
          const identidade = contextValue.identidade;
          if (operation?.operation !== 'mutation' || identidade?.tipo !== 'equipe') return;
          const campos = operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === 'Field' && s.name.value !== '__typename');
          if (!campos.length) return;
          const erros = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const registro: RegistroDeAuditoria = {
            usuarioId: identidade.usuarioId,
            usuarioNome: identidade.nome,
            lotacaoId: identidade.lotacaoId,
            origem: contextValue.origem,
            operacao: campos.map((c) => c.name.value).join(',').slice(0, 100),
            entidade: null,
            entidadeId: null,
            sucesso: !erros?.length,
            requestId: contextValue.requestId,
            alteracoes: contextValue.alteracoes.length ? contextValue.alteracoes : argumentosComoAlteracao(campos, request.variables ?? {}, schema),
          };
          const principal = registro.alteracoes[0];
          registro.entidade = principal?.entidade ?? null;
          registro.entidadeId = principal?.id ?? null;
          try {
            const resposta = await access.chamar('POST /auditoria', {}, { registros: [registro] });
            if (!resposta.ok) contextValue.logger.error({ status: resposta.status, operacao: registro.operacao }, 'auditoria não gravada');
          } catch (erro) {
            contextValue.logger.error({ err: erro, operacao: registro.operacao }, 'auditoria não gravada');
          }
        },
      };
    },
  };
}

/** A mutation that changed nothing still says what it tried: its arguments, masked, on its return type. */
function argumentosComoAlteracao(campos: readonly FieldNode[], variaveis: Record<string, unknown>, schema: GraphQLSchema): AlteracaoAuditada[] {
  const mutacoes = schema.getMutationType()?.getFields() ?? {};
  return campos.map((campo) => {
    const argumentos: AlteracaoAuditada['campos'] = {};
    for (const arg of campo.arguments ?? []) {
      argumentos[arg.name.value] = { antes: null, depois: mascararArgumentos(valueFromASTUntyped(arg.value, variaveis), arg.name.value) };
    }
    const tipo = mutacoes[campo.name.value]?.type.toString().replace(/[[\]!]/g, '') ?? campo.name.value;
    const id = argumentos.id?.depois;
    return { entidade: tipo, id: typeof id === 'string' || typeof id === 'number' ? String(id) : null, tipo: 'tentativa', campos: argumentos };
  });
}
