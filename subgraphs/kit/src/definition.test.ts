import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { camposPedidos } from './definition.js';

/** What a resolver of `_entities` receives of the operation: its field nodes and the named fragments. */
function infoDe(texto: string) {
  const documento = parse(texto);
  const operacao = documento.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    documento.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operacao.selectionSet.selections[0] as FieldNode], fragments };
}

describe('camposPedidos', () => {
  it('reads the fields the gateway asks of a type, in inline and named fragments', () => {
    const info = infoDe(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome p: partido { sigla } } ... on Partido { sigla } ...D ... { id } } } fragment D on Deputado { foto ...D }',
    );
    expect(camposPedidos(info, 'Deputado').sort()).toEqual(['foto', 'id', 'nome', 'partido']);
    expect(camposPedidos(info, 'Partido').sort()).toEqual(['id', 'sigla']);
  });

  it('leaves out what is asked only under another type condition: that is then read as before', () => {
    const info = infoDe('query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome } ... on _Entity { ... on Deputado { partido { sigla } } } } }');
    expect(camposPedidos(info, 'Deputado')).toEqual(['nome']);
  });
});
