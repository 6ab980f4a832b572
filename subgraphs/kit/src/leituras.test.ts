import 'reflect-metadata';
import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { buildSchemaSync, Field, FieldResolver, ID, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { camposPedidos } from './definition.js';
import { Le, propriedadesPedidas } from './leituras.js';

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

function infoDe(texto: string) {
  const documento = parse(texto);
  const operacao = documento.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(documento.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  return { fieldNodes: [operacao.selectionSet.selections[0] as FieldNode], fragments };
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
