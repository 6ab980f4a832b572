import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CONJUNTOS, consultaDaPagina } from '@alego/catalog';
import { LIMITES, regrasDeLimite, TAMANHOS_DE_LISTA } from './limits.js';

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

  it("let every open-data export's page query through", () => {
    for (const conjunto of CONJUNTOS) {
      for (const comTotais of [false, true]) expect(erros(consultaDaPagina(conjunto, comTotais)), conjunto.raiz).toEqual([]);
    }
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
    const caro = `{ legislaturas(porPagina: 100) { itens { ...L } } } fragment L on Legislatura { deputados { frentesParlamentares { nome } } }`;
    expect(erros(caro)).toEqual([expect.stringMatching(/^A consulta é cara demais/)]);
    expect(erros(`{ legislaturas(porPagina: 10) { itens { ...L } } } fragment L on Legislatura { deputados { frentesParlamentares { nome } } }`)).toEqual([]);
  });

  it('treat a fragment or operation named __schema as an ordinary name', () => {
    expect(erros(`query __schema { ...__schema } fragment __schema on Query { noticias { total } }`)).toEqual([]);
  });

  it('count depth where a fragment is spread, not where it is defined', () => {
    // Each fragment alone is shallow; chained through spreads they reach 16 levels.
    const niveis = 16;
    const fragmentos = Array.from({ length: niveis / 2 }, (_, i) =>
      i === niveis / 2 - 1 ? `fragment F${i} on Deputado { nome }` : `fragment F${i} on Deputado { deputadosComissao { deputado { ...F${i + 1} } } }`,
    ).join(' ');
    expect(erros(`{ deputado(id: "1") { ...F0 } } ${fragmentos}`)).toContain(`A consulta é profunda demais (máximo de ${LIMITES.profundidade} níveis).`);
    const raso = `{ deputado(id: "1") { ...A } } fragment A on Deputado { deputadosComissao { deputado { ...B } } } fragment B on Deputado { nome }`;
    expect(erros(raso)).toEqual([]);
  });

  it('stop at fragment cycles and stay fast on fragments spread many times', () => {
    // graphql's own rule reports the cycle; the limits neither loop nor add errors of their own.
    expect(erros(`{ deputado(id: "1") { ...A } } fragment A on Deputado { deputadosComissao { deputado { ...A } } }`)).toEqual([
      'Cannot spread fragment "A" within itself.',
    ]);
    // 40 fragments each spreading the next twice (2^40 expansions if walked naively): each fragment is measured once.
    const dobra = Array.from({ length: 40 }, (_, i) => `fragment D${i} on Deputado { nome ...D${i + 1} ...D${i + 1} }`).join(' ');
    expect(erros(`{ deputado(id: "1") { ...D0 } } ${dobra} fragment D40 on Deputado { id }`)).toEqual([expect.stringMatching(/^A consulta é cara demais/)]);
  });

  it('give every list a size: inline fan-out through unpaginated lists is refused within the depth limit', () => {
    const leque = `{ deputados { itens { frentesParlamentares { deputados { frentesParlamentares { deputados { frentesParlamentares { deputados { nome } } } } } } } } }`;
    expect(erros(leque)).toEqual([expect.stringMatching(/^A consulta é cara demais/)]);
    expect(erros(`{ deputados { itens { frentesParlamentares { deputados { nome } } } } }`)).toEqual([]);
  });

  it('declare a size for every list field that takes no size argument', () => {
    const semTamanho: string[] = [];
    for (const tipo of Object.values(schema.getTypeMap())) {
      if (!isObjectType(tipo) || tipo.name.startsWith('__')) continue;
      for (const campo of Object.values(tipo.getFields())) {
        const lista = isListType(getNullableType(campo.type)) && isObjectType(getNamedType(campo.type));
        const paginado = campo.name === 'itens' && tipo.name.endsWith('Pagina');
        const comArgumento = campo.args.some((a) => a.name === 'porPagina' || a.name === 'limite');
        if (lista && !paginado && !comArgumento && !(`${tipo.name}.${campo.name}` in TAMANHOS_DE_LISTA)) semTamanho.push(`${tipo.name}.${campo.name}`);
      }
    }
    expect(semTamanho).toEqual([]);
  });
});
