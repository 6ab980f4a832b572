import {
  Kind,
  TypeInfo,
  getNamedType,
  isInterfaceType,
  isObjectType,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Identidade } from '../auth/identity.js';
import { atendeEscopos } from './regra.js';

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

/**
 * `Type.field` and `Type` → requirement, read once per schema from the directives in its SDL: the gateway reads the
 * full supergraph, a subgraph its own schema (the same directives, before composition).
 */
export function indexRequirements(schema: GraphQLSchema): Map<string, Requirement> {
  const index = new Map<string, Requirement>();
  for (const type of Object.values(schema.getTypeMap())) {
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
  schema: GraphQLSchema,
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
  const typeInfo = new TypeInfo(schema);
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
    // `_entities` returns a union: the entity's own type-level requirement is met through its inline fragment.
    InlineFragment(node) {
      const onType = node.typeCondition ? index.get(node.typeCondition.name.value) : undefined;
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
  return atendeEscopos(permissoes, requirement.scopes) ? 'ok' : 'forbidden';
}

/** The verdict on a whole operation: anonymous callers first (401), then missing permissions (403). */
export function verdictOf(
  identidade: Identidade | null,
  requirements: readonly Requirement[],
): 'ok' | 'unauthenticated' | 'forbidden' {
  const verdicts = requirements.map((requirement) => satisfies(identidade, requirement));
  return verdicts.includes('unauthenticated') ? 'unauthenticated' : verdicts.includes('forbidden') ? 'forbidden' : 'ok';
}
