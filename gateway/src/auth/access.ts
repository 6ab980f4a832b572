import { NaoAutenticadoError, possuiPermissao, SemPermissaoError, type Identidade } from '@alego/kit';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from 'pino';
import {
  Kind,
  TypeInfo,
  getNamedType,
  isObjectType,
  isInterfaceType,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** What one field (or the type it returns) demands. `scopes`: inner lists are AND, the outer list OR. */
export interface Requirement {
  authenticated: boolean;
  scopes: string[][][];
}


function requirementOf(directives: readonly DirectiveNode[] | undefined): Requirement | null {
  let authenticated = false;
  const scopes: string[][][] = [];
  for (const directive of directives ?? []) {
    if (directive.name.value === 'authenticated') authenticated = true;
    if (directive.name.value === 'requiresScopes') {
      const argument = directive.arguments?.find((arg) => arg.name.value === 'scopes');
      if (argument) scopes.push(valueFromASTUntyped(argument.value) as string[][]);
    }
  }
  return authenticated || scopes.length ? { authenticated, scopes } : null;
}

/** `Type.field` and `Type` → requirement, read once per supergraph load from the full supergraph schema. */
export function indexRequirements(supergraph: GraphQLSchema): Map<string, Requirement> {
  const index = new Map<string, Requirement>();
  for (const type of Object.values(supergraph.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const typeRequirement = requirementOf(type.astNode?.directives);
    if (typeRequirement) index.set(type.name, typeRequirement);
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const fieldRequirement = requirementOf(field.astNode?.directives);
      if (fieldRequirement) index.set(`${type.name}.${field.name}`, fieldRequirement);
    }
  }
  return index;
}

/** Every requirement the operation touches: aliases, fragments (named and inline) and nested fields included. */
export function collectRequirements(
  supergraph: GraphQLSchema,
  index: Map<string, Requirement>,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Requirement[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const reachable = new Map<string, FragmentDefinitionNode>();
  const pending = [operation as OperationDefinitionNode | FragmentDefinitionNode];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !reachable.has(node.name.value)) {
          reachable.set(node.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }

  const found: Requirement[] = [];
  const typeInfo = new TypeInfo(supergraph);
  const visitor = visitWithTypeInfo(typeInfo, {
    Field() {
      const parent = typeInfo.getParentType();
      const field = typeInfo.getFieldDef();
      if (!parent || !field) return;
      const onField = index.get(`${parent.name}.${field.name}`);
      const onType = index.get(getNamedType(field.type).name);
      if (onField) found.push(onField);
      if (onType) found.push(onType);
    },
  });
  for (const node of [operation, ...reachable.values()]) visit(node, visitor);
  return found;
}

/** Staff permissions come from the active assignment; citizens hold none. */
export function satisfies(identidade: Identidade | null, requirement: Requirement): 'ok' | 'unauthenticated' | 'forbidden' {
  if (!identidade) return 'unauthenticated';
  const permissoes = identidade.tipo === 'equipe' ? identidade.permissoes : [];
  for (const alternatives of requirement.scopes) {
    const anyHeld = alternatives.some((all) => all.every((scope) => possuiPermissao(permissoes, scope)));
    if (!anyHeld) return 'forbidden';
  }
  return 'ok';
}

export interface AccessContext {
  identidade: Identidade | null;
  logger: Logger;
}

/**
 * Checks the whole operation before the gateway plans it: a refused request never reaches a subgraph.
 * Anonymous callers on a protected field get UNAUTHENTICATED (401); missing permissions give FORBIDDEN (403).
 */
export function accessControlPlugin(getSupergraph: () => { schema: GraphQLSchema; index: Map<string, Requirement> }): ApolloServerPlugin<AccessContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          const { schema, index } = getSupergraph();
          const { identidade, logger } = contextValue;
          const verdicts = collectRequirements(schema, index, document, operation).map((r) => satisfies(identidade, r));
          const negado = verdicts.includes('unauthenticated') ? 'unauthenticated' : verdicts.includes('forbidden') ? 'forbidden' : null;
          if (!negado) return;
          logger.info(
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
