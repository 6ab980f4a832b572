import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** A literal that passes validation for the input type (required fields filled, lists of one). */
export function sampleLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType);
  if (isListType(type)) return `[${sampleLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${fields.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'true';
    case 'ID':
      return '"1"';
    default:
      return '"x"';
  }
}

function argumentsOf(args: readonly GraphQLArgument[]): string {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  return required.length ? `(${required.map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`).join(', ')})` : '';
}

function selectionOf(field: GraphQLField<unknown, unknown>, inner: string): string {
  return `${field.name}${argumentsOf(field.args)}${inner}`;
}

/**
 * A valid operation that reaches `Type.field` from a root type, by the shortest path of fields.
 * Returns null when no path exists (a type only reachable through federation internals).
 */
export function operationReaching(schema: GraphQLSchema, typeName: string, fieldName: string): string | null {
  const roots: [string, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [keyword, root] of roots) {
    if (!root) continue;
    // Breadth-first over object types: each entry is the chain of fields leading to it.
    const queue: { type: GraphQLObjectType; chain: GraphQLField<unknown, unknown>[] }[] = [{ type: root, chain: [] }];
    const seen = new Set<string>([root.name]);
    while (queue.length) {
      const { type, chain } = queue.shift()!;
      for (const field of Object.values(type.getFields())) {
        if (type.name === typeName && field.name === fieldName) {
          const leaf = getNamedType(field.type);
          let selection = selectionOf(field, isLeafType(leaf) ? '' : ' { __typename }');
          for (const parent of [...chain].reverse()) selection = selectionOf(parent, ` { ${selection} }`);
          return `${keyword} { ${selection} }`;
        }
        const next = getNamedType(getNullableType(field.type));
        if (isObjectType(next) && !seen.has(next.name) && keyword === 'query') {
          seen.add(next.name);
          queue.push({ type: next, chain: [...chain, field] });
        }
      }
    }
  }
  return null;
}
