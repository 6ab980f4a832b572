import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITES, regrasDeLimite } from './limits.js';

const schema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));

function erros(query: string): string[] {
  return validate(schema, parse(query), [...specifiedRules, ...regrasDeLimite]).map((e) => e.message);
}

function arquivosGraphql(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = path.join(pasta, nome);
    if (statSync(caminho).isDirectory()) return nome === 'node_modules' || nome === 'dist' ? [] : arquivosGraphql(caminho);
    return nome.endsWith('.graphql') ? [caminho] : [];
  });
}

describe('GraphQL limits at the gateway', () => {
  it('let every operation of our own clients through', () => {
    const documentos = ['clients/public/src', 'clients/admin/src'].flatMap(arquivosGraphql);
    expect(documentos.length).toBeGreaterThan(0);
    for (const documento of documentos) expect(erros(readFileSync(documento, 'utf8')), documento).toEqual([]);
  });

  it('refuse deep queries', () => {
    const fundo = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }`;
    expect(erros(fundo)).toEqual([`A consulta é profunda demais (máximo de ${LIMITES.profundidade} níveis).`]);
  });

  it('refuse alias floods', () => {
    const apelidos = Array.from({ length: LIMITES.aliases + 1 }, (_, i) => `a${i}: noticias { total }`).join(' ');
    expect(erros(`{ ${apelidos} }`)).toEqual([`A consulta usa apelidos demais (máximo de ${LIMITES.aliases}).`]);
  });

  it('refuse directive floods', () => {
    const campos = Array.from({ length: LIMITES.diretivas + 1 }, (_, i) => `d${i}: noticias @include(if: true) { total }`).join(' ');
    expect(erros(`{ ${campos} }`)).toEqual([`A consulta usa diretivas demais (máximo de ${LIMITES.diretivas}).`]);
  });

  it('refuse queries whose estimated cost is too high, counting fragments where they are used', () => {
    const campos = 'id titulo resumo conteudo fonte categoria publicada publicadaEm urlSufixo createdAt updatedAt';
    const caro = `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: noticias(porPagina: 100) { itens { ...F } }`).join(' ')} } fragment F on Noticia { ${campos} }`;
    expect(erros(caro)[0]).toMatch(/^A consulta é cara demais/);
    expect(erros(`{ noticias(porPagina: 100) { itens { ...F } } } fragment F on Noticia { ${campos} }`)).toEqual([]);
  });

  it('treat a fragment or operation named __schema as an ordinary name', () => {
    expect(erros(`query __schema { ...__schema } fragment __schema on Query { noticias { total } }`)).toEqual([]);
  });
});
