import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
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

/** The caller as the gateway verified it; `null` for anonymous visitors. */
export interface Identity {
  sub: string;
  /** Permissions of the active assignment (lotação). */
  permissoes: string[];
}

export const MENSAGEM_LOGIN = 'É necessário fazer login para acessar esta funcionalidade';
export const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para acessar esta funcionalidade';

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

/** A permission `resource#detail` is also satisfied by holding `resource`. */
export function holdsPermission(permissoes: readonly string[], required: string): boolean {
  if (permissoes.includes(required)) return true;
  const hash = required.indexOf('#');
  return hash > 0 && permissoes.includes(required.slice(0, hash));
}

export function satisfies(identity: Identity | null, requirement: Requirement): 'ok' | 'unauthenticated' | 'forbidden' {
  if (!identity) return 'unauthenticated';
  for (const alternatives of requirement.scopes) {
    const anyHeld = alternatives.some((all) => all.every((scope) => holdsPermission(identity.permissoes, scope)));
    if (!anyHeld) return 'forbidden';
  }
  return 'ok';
}

export interface AccessContext {
  identity: Identity | null;
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
          const verdicts = collectRequirements(schema, index, document, operation).map((r) => satisfies(contextValue.identity, r));
          if (verdicts.includes('unauthenticated')) {
            throw new GraphQLError(MENSAGEM_LOGIN, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
          }
          if (verdicts.includes('forbidden')) {
            throw new GraphQLError(MENSAGEM_SEM_PERMISSAO, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
          }
        },
      };
    },
  };
}
