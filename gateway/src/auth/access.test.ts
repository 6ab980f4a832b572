import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSupergraphSchema } from '../supergraph.js';
import { collectRequirements, holdsPermission, indexRequirements, satisfies, type Identity } from './access.js';

const schema = buildSupergraphSchema(readFileSync('schema/supergraph.graphql', 'utf8'));
const index = indexRequirements(schema);

function verdict(query: string, identity: Identity | null) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const verdicts = collectRequirements(schema, index, document, operation).map((r) => satisfies(identity, r));
  return verdicts.includes('unauthenticated') ? 'unauthenticated' : verdicts.includes('forbidden') ? 'forbidden' : 'ok';
}

const editor: Identity = { sub: '1', permissoes: ['api/admin/noticias#create'] };
const geral: Identity = { sub: '2', permissoes: ['api/admin/noticias'] };
const outro: Identity = { sub: '3', permissoes: ['api/admin/deputados#create'] };

describe('permission checks at the gateway', () => {
  it('lets anyone read public fields', () => {
    expect(verdict(`{ noticias { itens { titulo deputado { nome } } } }`, null)).toBe('ok');
  });

  it('requires login for a protected mutation, then the exact permission', () => {
    const mutation = `mutation { criarNoticia(dados: { titulo: "t", conteudo: "c" }) { id } }`;
    expect(verdict(mutation, null)).toBe('unauthenticated');
    expect(verdict(mutation, outro)).toBe('forbidden');
    expect(verdict(mutation, editor)).toBe('ok');
  });

  it('accepts the general resource for resource#detail', () => {
    expect(holdsPermission(['api/admin/noticias'], 'api/admin/noticias#update')).toBe(true);
    expect(holdsPermission(['api/admin/noticias#create'], 'api/admin/noticias#update')).toBe(false);
    expect(holdsPermission(['api/admin/noticia'], 'api/admin/noticias#update')).toBe(false);
    expect(verdict(`mutation { excluirNoticia(id: 1) }`, geral)).toBe('ok');
  });

  it('finds protected fields behind aliases, named and inline fragments, and nested fragments', () => {
    const hidden = `
      mutation M { ...A }
      fragment A on Mutation { ...B }
      fragment B on Mutation { apagar: excluirDeputado(id: 1) }`;
    expect(verdict(hidden, editor)).toBe('forbidden');
    expect(verdict(hidden, outro)).toBe('forbidden');
    expect(verdict(`mutation { ... on Mutation { x: criarDeputado(dados: { nome: "a", nomeCompleto: "b" }) { id } } }`, outro)).toBe('ok');
    expect(verdict(`mutation { ... on Mutation { x: criarDeputado(dados: { nome: "a", nomeCompleto: "b" }) { id } } }`, editor)).toBe('forbidden');
  });

  it('ignores fragments the chosen operation does not use', () => {
    const document = `query Publica { noticias { total } } fragment Z on Mutation { excluirNoticia(id: 1) }`;
    expect(verdict(document, null)).toBe('ok');
  });
});
