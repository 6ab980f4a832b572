import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rules the lint of the public site (eslint.config.js) breaks on a snippet, as if it were one of its pages. */
async function regras(codigo: string): Promise<string[]> {
  const [resultado] = await new ESLint().lintText(codigo, { filePath: 'clients/public/src/pages/exemplo/loaders.ts' });
  return [...new Set((resultado?.messages ?? []).map((m) => m.ruleId ?? m.message))].filter((r) => r !== '@typescript-eslint/no-unused-vars');
}

describe('the public site fetches one way (codegen’d documents through Apollo Client)', () => {
  it('refuses calls to the legacy REST and GraphQL written as strings', async () => {
    expect(await regras("export const a = () => fetch('/api/opine-cidadao/usuarios/login');")).toEqual(['no-restricted-syntax']);
    expect(await regras('export const a = (id: string) => fetch(`/api/transparencia/processos/${id}`);')).toEqual(['no-restricted-syntax']);
    expect(await regras("const API_X = '/x'; export const a = (f: typeof fetch) => f(`${API_X}/perfis`);")).toEqual(['no-restricted-syntax']);
    expect(await regras("import { gql } from '@apollo/client';\nexport const q = gql`query A { b }`;")).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
    expect(await regras("export const q = 'query Conjunto($a: Int) { b(a: $a) { c } }';")).toEqual(['no-restricted-syntax']);
  });

  it('accepts typed documents, links to downloads and the GraphQL endpoint', async () => {
    expect(await regras("import { HomeDocument } from '../../gql/graphql';\nexport const d = HomeDocument;")).toEqual([]);
    expect(await regras('export const link = (n: string) => `/api/transparencia/processos/${n}/documento`;')).toEqual([]);
    expect(await regras("export const a = () => fetch('/graphql', { method: 'POST' });")).toEqual([]);
  });
});
