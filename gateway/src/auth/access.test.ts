import { readFileSync } from 'node:fs';
import type { Identidade } from '@alego/kit';
import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSupergraphSchema } from '../supergraph.js';
import { collectRequirements, indexRequirements, satisfies } from '@alego/kit/acesso';

const schema = buildSupergraphSchema(readFileSync('schema/supergraph.graphql', 'utf8'));
const index = indexRequirements(schema);

function verdict(query: string, identidade: Identidade | null) {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const verdicts = collectRequirements(schema, index, document, operation).map((r) => satisfies(identidade, r));
  return verdicts.includes('unauthenticated') ? 'unauthenticated' : verdicts.includes('forbidden') ? 'forbidden' : 'ok';
}

function equipe(permissoes: string[]): Identidade {
  return { tipo: 'equipe', usuarioId: 1, nome: 'Teste', lotacaoId: 1, permissoes, funcionalidades: [], recursos: [] };
}

const editor = equipe(['api/admin/noticias#create']);
const outro = equipe(['api/admin/deputados#create']);
const cidadao: Identidade = { tipo: 'cidadao', cidadaoId: 1, nome: 'Maria', email: 'maria@example.com' };

describe('collecting the requirements of an operation', () => {
  it('lets anyone read public fields', () => {
    expect(verdict(`{ noticias { itens { titulo deputado { nome } } } }`, null)).toBe('ok');
  });

  it('requires login for a protected mutation, then the exact permission; citizens hold no staff permission', () => {
    const mutation = `mutation { criarNoticia(dados: { titulo: "t", conteudo: "c" }) { id } }`;
    expect(verdict(mutation, null)).toBe('unauthenticated');
    expect(verdict(mutation, outro)).toBe('forbidden');
    expect(verdict(mutation, cidadao)).toBe('forbidden');
    expect(verdict(mutation, editor)).toBe('ok');
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
