import 'reflect-metadata';
import { buildSchema, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { buildSchemaSync, Field, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { camposPedidos, Le, propriedadesPedidas } from './leituras.js';

// Decorators applied as calls: vitest compiles test files without TypeScript's legacy decorators.
class MateriaDoTeste {
  id!: number;
  tituloGuardado!: string;
  corpo!: string;
  autorId!: number;
  capaId!: number;
}
Field(() => ID)(MateriaDoTeste.prototype, 'id');
Field(() => String, { name: 'titulo' })(MateriaDoTeste.prototype, 'tituloGuardado');
Field(() => String)(MateriaDoTeste.prototype, 'corpo');
ObjectType('Materia')(MateriaDoTeste);

class PaginaDoTeste {
  itens!: MateriaDoTeste[];
}
Field(() => [MateriaDoTeste])(PaginaDoTeste.prototype, 'itens');
ObjectType()(PaginaDoTeste);

class MateriaResolver {
  materias(): PaginaDoTeste {
    return { itens: [] };
  }

  autor(materia: MateriaDoTeste): string {
    return String(materia.autorId);
  }

  /** Reads what it likes of the row, and says nothing. */
  capa(materia: MateriaDoTeste): string {
    return String(materia.capaId);
  }

  /** A resolver over a stored field's name answers that field: what it reads is its own declaration. */
  corpo(materia: MateriaDoTeste): string {
    return `${materia.corpo} ${materia.autorId}`;
  }
}
const metodo = (nome: keyof MateriaResolver) => [MateriaResolver.prototype, nome, Object.getOwnPropertyDescriptor(MateriaResolver.prototype, nome)!] as const;
Query(() => PaginaDoTeste)(...metodo('materias'));
for (const nome of ['autor', 'capa', 'corpo'] as const) {
  FieldResolver(() => String)(...metodo(nome));
  Root()(MateriaResolver.prototype, nome, 0);
}
Le('autorId')(...metodo('autor'));
Le('corpo', 'autorId')(...metodo('corpo'));
Resolver(() => MateriaDoTeste)(MateriaResolver);

buildSchemaSync({ resolvers: [MateriaResolver], validate: false });

/** What a resolver receives of the operation: its field nodes and the named fragments (and the schema, when given). */
function infoDe(texto: string, schema?: GraphQLSchema) {
  const documento = parse(texto);
  const operacao = documento.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(documento.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  return { fieldNodes: [operacao.selectionSet.selections[0] as FieldNode], fragments, schema };
}

describe('propriedadesPedidas', () => {
  it('maps stored fields to their properties (a renamed field too) and resolvers to what they declare', () => {
    expect(propriedadesPedidas(infoDe('{ materias { itens { id titulo } } }'), MateriaDoTeste)).toEqual(['id', 'tituloGuardado']);
    expect(propriedadesPedidas(infoDe('{ materias { itens { __typename id autor } } }'), MateriaDoTeste)).toEqual(['id', 'autorId']);
    expect(propriedadesPedidas(infoDe('{ materias { itens { corpo } } }'), MateriaDoTeste)).toEqual(['corpo', 'autorId']);
  });

  it('follows inline and named fragments under the rows', () => {
    const info = infoDe('{ materias { ... on PaginaDoTeste { itens { ...M } } } } fragment M on Materia { titulo ... on Materia { autor } }');
    expect(propriedadesPedidas(info, MateriaDoTeste)).toEqual(['tituloGuardado', 'autorId']);
  });

  it('reads every column (undefined) when a resolver declares nothing or a field is not known', () => {
    expect(propriedadesPedidas(infoDe('{ materias { itens { id capa } } }'), MateriaDoTeste)).toBeUndefined();
    expect(propriedadesPedidas(infoDe('{ materias { itens { id outro } } }'), MateriaDoTeste)).toBeUndefined();
  });

  it('keeps one answer per operation text', () => {
    const info = infoDe('{ materias { itens { id titulo } } }');
    expect(propriedadesPedidas(info, MateriaDoTeste)).toBe(propriedadesPedidas(info, MateriaDoTeste));
    expect(camposPedidos(info, 'Materia', ['itens'])).toBe(camposPedidos(info, 'Materia', ['itens']));
  });
});

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

  it('with `todos`, takes in what is asked under an abstract type, never under another object type', () => {
    const schema = buildSchema('type Deputado { nome: String partido: String } type Partido { sigla: String } union _Entity = Deputado | Partido type Query { x: Int }');
    const texto = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome } ... on _Entity { ... on Deputado { partido } } ... on Partido { sigla } } }';
    expect(camposPedidos(infoDe(texto, schema), 'Deputado')).toEqual(['nome']);
    expect(camposPedidos(infoDe(texto, schema), 'Deputado', [], true)).toEqual(['nome', 'partido']);
    // Without the schema nothing is known to be another type: every condition counts.
    expect(camposPedidos(infoDe(texto), 'Deputado', [], true)).toEqual(['nome', 'partido', 'sigla']);
  });
});
