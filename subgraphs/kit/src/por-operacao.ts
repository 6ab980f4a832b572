import type { OperationDefinitionNode } from 'graphql';

/**
 * What a plugin derives from a parsed operation (the permissions it needs, the types it reads, its form fields, its
 * upload variables), worked out once per operation rather than on every request: Apollo Server hands every request
 * with the same text the same parsed document (its document store). `base` is what the value was derived from
 * besides the operation (the schema, the permission index): a new supergraph derives it again.
 */
export function lembradoPorOperacao<V>(): (operacao: OperationDefinitionNode, base: object, derivar: () => V) => V {
  const lembrados = new WeakMap<OperationDefinitionNode, { base: object; valor: V }>();
  return (operacao, base, derivar) => {
    let lembrado = lembrados.get(operacao);
    if (lembrado?.base !== base) lembrados.set(operacao, (lembrado = { base, valor: derivar() }));
    return lembrado.valor;
  };
}
