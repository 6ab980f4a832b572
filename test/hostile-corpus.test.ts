import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { rotasAdminTransparencia, rotasTransparencia } from '../gateway/src/rest/engine.js';
import { startGatewayHarness, type GatewayHarness, entrarComoEquipe } from './gateway-harness.js';
import { cadeiaDeFragmentos, lequeEmLinha } from './security/formas-hostis.js';

/*
 * A generated corpus of hostile and malformed requests, derived from the API schema, with a fixed seed:
 * wrong types, huge strings, absurd pages, unknown ids, SQL and HTML payloads, broken documents and bodies.
 * Every answer must be a 2xx/4xx with errors in Portuguese: never a 5xx, never a crash.
 */

const SEMENTE = 20261122;
const TOTAL_MINIMO = 5000;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const aleatorio = mulberry32(SEMENTE);
const escolher = <T,>(lista: readonly T[]): T => lista[Math.floor(aleatorio() * lista.length)]!;

const HOSTIS: unknown[] = [
  "' OR 1=1 --",
  "'; DROP TABLE content.noticias; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '%',
  '_',
  '\\',
  '\u0000',
  '𝕬𝖑𝖊𝖌𝖔 😀 ação',
  'x'.repeat(10_000),
  '',
  ' ',
  -1,
  0,
  2 ** 31,
  -(2 ** 31) - 1,
  1e308,
  3.14,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  '999999999',
  '-1',
  'abc',
  '1e3',
  '0x10',
  '2025-13-45',
  '../../etc/passwd',
  // Spreadsheet formulas (issue 13, item 13): stored as text, exported neutralised.
  '=HYPERLINK("http://atacante.exemplo","clique")',
  '+1+cmd|\' /C calc\'!A0',
  '@SUM(1+1)',
];

/** Variables nested far deeper than any input type (issue 13, item 16): a stack overflow once answered 500. */
const fundo = (niveis: number) => `${'{"a":'.repeat(niveis)}1${'}'.repeat(niveis)}`;

/** Every English word graphql-js or Express would leak untranslated. */
const INGLES = /\b(Cannot|Expected|must|Unknown|Syntax Error|Variable "|provided|found|represent|Unexpected|Internal server error|is not|does not)\b/;

const schema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));
let harness: GatewayHarness;
let tokenAdmin: string;

beforeAll(async () => {
  harness = await startGatewayHarness([content, people, transparency, participation, access]);
  tokenAdmin = await entrarComoEquipe(harness, 'admin');
});
afterAll(() => harness?.close());

function tipoDeclarado(tipo: GraphQLInputType): string {
  return tipo.toString();
}

function valorPlausivel(tipo: GraphQLInputType, profundidade = 0): unknown {
  if (isNonNullType(tipo)) return valorPlausivel(tipo.ofType, profundidade);
  if (aleatorio() < 0.5) return escolher(HOSTIS);
  if (isListType(tipo)) return [valorPlausivel(tipo.ofType, profundidade + 1)];
  if (isEnumType(tipo)) return escolher(tipo.getValues()).name;
  if (isInputObjectType(tipo)) {
    if (profundidade > 2) return {};
    return Object.fromEntries(Object.values(tipo.getFields()).map((campo) => [campo.name, valorPlausivel(campo.type, profundidade + 1)]));
  }
  switch (getNamedType(tipo).name) {
    case 'Int':
      return escolher([1, 2, 10, 100, 0, -5, 2 ** 31]);
    case 'Boolean':
      return escolher([true, false]);
    case 'ID':
      return escolher(['1', '2', '41', '999999', 'abc']);
    default:
      return escolher(['Sessão', 'texto', '2025-01-31', '1.234,56', 'maria@example.com']);
  }
}

function selecao(campo: GraphQLField<unknown, unknown>): string {
  const tipo = getNamedType(campo.type);
  if (isLeafType(tipo)) return '';
  if ('getFields' in tipo) {
    const folhas = Object.values(tipo.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.length);
    const itens = 'itens' in tipo.getFields() ? 'itens { __typename id }' : '';
    return ` { __typename ${folhas.slice(0, 4).map((f) => f.name).join(' ')} ${itens} }`;
  }
  return ' { __typename }';
}

interface Caso {
  descricao: string;
  requisicao: () => Promise<Response>;
}

function casosGraphQL(quantidade: number): Caso[] {
  const raizes = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  const campos = raizes.flatMap(([tipo, raiz]) => Object.values(raiz.getFields()).filter((f) => !f.name.startsWith('_')).map((campo) => [tipo, campo] as const));
  const casos: Caso[] = [];
  for (let i = 0; i < quantidade; i++) {
    const [operacao, campo] = escolher(campos);
    const declaracoes = campo.args.map((arg) => `$${arg.name}: ${tipoDeclarado(arg.type)}`).join(', ');
    const argumentos = campo.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const documento = `${operacao}${declaracoes ? `(${declaracoes})` : ''} { ${campo.name}${argumentos ? `(${argumentos})` : ''}${selecao(campo)} }`;
    const variaveis = Object.fromEntries(campo.args.map((arg) => [arg.name, valorPlausivel(arg.type)]));
    const comToken = operacao === 'mutation' ? aleatorio() < 0.8 : aleatorio() < 0.2;
    casos.push({
      descricao: `${documento} ${JSON.stringify(variaveis).slice(0, 200)}`,
      requisicao: () =>
        fetch(`${harness.base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(comToken ? { authorization: `Bearer ${tokenAdmin}` } : {}) },
          body: JSON.stringify({ query: documento, variables: variaveis }),
        }),
    });
  }
  return casos;
}

function casosMalformados(quantidade: number): Caso[] {
  const validos = ['{ noticias(pagina: 1, porPagina: 5) { itens { titulo deputado { nome } } } }', 'mutation { excluirNoticia(id: "1") }', '{ contratos { itens { valor } } }'];
  const corpos: (() => { body: string; contentType: string; headers?: Record<string, string> })[] = [
    () => ({ body: JSON.stringify({ query: escolher(validos).slice(0, Math.floor(aleatorio() * 40)) }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: escolher(HOSTIS) }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: escolher(validos), variables: escolher(HOSTIS) }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: escolher(validos), operationName: escolher(HOSTIS) }), contentType: 'application/json' }),
    () => ({ body: '{"query": "{ noticias { total } }"', contentType: 'application/json' }),
    () => ({ body: `query=${encodeURIComponent(escolher(validos))}`, contentType: 'application/x-www-form-urlencoded' }),
    () => ({ body: '------x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{bad', contentType: 'multipart/form-data; boundary=----x' }),
    () => ({ body: JSON.stringify([{ query: escolher(validos) }]), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: `{ ${'noticias { itens { deputado { partido { __typename } } } } '.repeat(3)} }` }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: `{ a: ${'{'.repeat(200)} }` }), contentType: 'application/json' }),
    // The security probe's shapes (issue 13): fragments chained 14 to 24 levels, and the inline fan-out within depth.
    () => ({ body: JSON.stringify({ query: cadeiaDeFragmentos(14 + Math.floor(aleatorio() * 11)) }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: lequeEmLinha(7 + Math.floor(aleatorio() * 6)) }), contentType: 'application/json' }),
    () => ({ body: '\u0000\u0001\u0002', contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: escolher(validos) }), contentType: 'text/plain' }),
    // Issue 13, item 16: deep variables, deep literals, a flood of validation errors, a body that lies about gzip.
    () => ({ body: `{"query":"query($f: NoticiaFiltro) { noticias(filtro: $f) { total } }","variables":{"f":${fundo(20_000 + Math.floor(aleatorio() * 80_000))}}}`, contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: `{ noticias(filtro: ${'{termo: '.repeat(3000)}"x"${'}'.repeat(3000)}) { total } }` }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: inexistente${i}`).join(' ')} }` }), contentType: 'application/json' }),
    () => ({ body: JSON.stringify({ query: escolher(validos) }), contentType: 'application/json', headers: { 'content-encoding': escolher(['gzip', 'deflate', 'br']) } }),
  ];
  return Array.from({ length: quantidade }, () => {
    const { body, contentType, headers = {} } = escolher(corpos)();
    return {
      descricao: `POST /graphql ${contentType} ${JSON.stringify(headers)} ${body.slice(0, 150)}`,
      requisicao: () => fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': contentType, 'apollo-require-preflight': 'true', ...headers }, body }),
    };
  });
}

/** A query string of the legacy list parameters, each with a hostile value (or repeated, or absent). */
function consultaHostil(): string {
  const parametros = ['termo', 'q', 'pagina', 'por_pagina', 'ano', 'mes', 'data_inicio', 'data_fim', 'vigente', 'tipo', 'deputado_id', 'tipo_contrato_id', 'modalidade_id', 'edital_id'];
  return parametros
    .filter(() => aleatorio() < 0.5)
    .flatMap((nome) => (aleatorio() < 0.1 ? [nome, nome] : [nome]))
    .map((nome) => `${nome}=${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 300))}`)
    .join('&');
}

function casosRest(quantidade: number): Caso[] {
  const caminhos = [
    '/alego/permissoes/login.json',
    '/alego/permissoes/token.json',
    '/alego/permissoes/logout.json',
    '/alego/permissoes/lotacoes.json',
    '/api/transparencia/contratos-e-convenios/contratos',
    '/api/opine-cidadao/usuarios',
    '/api/opine-cidadao/usuarios/login',
    '/api/opine-cidadao/recuperar-senha',
    `/api/opine-cidadao/confirmar-cadastro/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 300))}`,
    '/api/opine-cidadao/perfis/update',
    '/api/opine-cidadao/perfis/get-info-usuario',
    '/alego_shared/aceitar-politica-privacidade',
    '/api/admin/noticias',
    `/api/admin/noticias/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    '/api/admin/noticias/1/publicar',
    '/api/admin/menus',
    '/api/admin/fale-conosco',
    '/api/admin/fale-conosco/responder',
    `/api/admin/fale-conosco/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    '/api/admin/deputados',
    `/api/admin/deputados/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    '/api/admin/legislaturas',
    '/api/admin/comissoes',
    `/api/portal/deputados?pagina=${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    `/api/portal/deputados/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    `/api/portal/frentes?ativa=${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}`,
    '/noticias/feed',
    `/arquivos/${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100))}?v=x`,
    `/api/${encodeURIComponent(String(escolher(HOSTIS)))}`,
    `/noticias/${encodeURIComponent(String(escolher(HOSTIS)))}`,
    '/.json',
    '/admin/../../etc/passwd',
    // Every path of the REST tables, with hostile values in its path and query parameters.
    ...[...rotasTransparencia.map((rota) => `/api/transparencia${rota.caminho}`), ...rotasAdminTransparencia.map((rota) => `/api/admin${rota.caminho}`)].map(
      (caminho) => `${caminho.replace(/:\w+/g, () => encodeURIComponent(String(escolher(HOSTIS)).slice(0, 100)))}?${consultaHostil()}`,
    ),
  ];
  return Array.from({ length: quantidade }, () => {
    const caminho = escolher(caminhos);
    const metodo = escolher(['GET', 'POST', 'PUT', 'DELETE']);
    const corpo = JSON.stringify({
      login: escolher(HOSTIS),
      email: escolher(HOSTIS),
      senha: escolher(HOSTIS),
      nome: escolher(HOSTIS),
      codigo: escolher(HOSTIS),
      versao: escolher(HOSTIS),
      'g-recaptcha-response': escolher(HOSTIS),
    });
    const formato = aleatorio();
    const json = formato < 0.7;
    // Issue 13, item 2: anonymous multipart forms on the paths that take files are refused before their body is read.
    const multipart = formato >= 0.9;
    const formulario = new FormData();
    formulario.append('noticia[titulo]', String(escolher(HOSTIS)).slice(0, 300));
    formulario.append('noticia[imagem]', new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' }), 'x.png');
    return {
      descricao: `${metodo} ${caminho} ${multipart ? 'multipart' : corpo.slice(0, 120)}`,
      requisicao: () =>
        fetch(`${harness.base}${caminho}`, {
          method: metodo,
          headers: {
            ...(multipart ? {} : { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }),
            cookie: `alego_sessao=${encodeURIComponent(String(escolher(HOSTIS)).slice(0, 200))}`,
          },
          body: metodo === 'GET' ? undefined : multipart ? formulario : json ? corpo : 'login=%ZZ&senha=',
        }),
    };
  });
}

describe('hostile corpus', () => {
  it(`answers ${TOTAL_MINIMO}+ hostile requests without a 5xx, with errors in Portuguese`, async () => {
    const casos = [...casosGraphQL(3600), ...casosMalformados(900), ...casosRest(600)];
    expect(casos.length).toBeGreaterThanOrEqual(TOTAL_MINIMO);
    const falhas: string[] = [];
    // A few at a time, as concurrent visitors would send them.
    for (let i = 0; i < casos.length; i += 8) {
      await Promise.all(
        casos.slice(i, i + 8).map(async (caso) => {
          const resposta = await caso.requisicao();
          const texto = await resposta.text();
          if (resposta.status >= 500) falhas.push(`${resposta.status} ${caso.descricao} → ${texto.slice(0, 300)}`);
          else if (resposta.headers.get('content-type')?.includes('json')) {
            const corpo = JSON.parse(texto) as { errors?: { message: string }[]; mensagem?: string };
            const mensagens = [...(corpo.errors?.map((e) => e.message) ?? []), ...(corpo.mensagem ? [corpo.mensagem] : [])];
            const ingles = mensagens.find((m) => INGLES.test(m));
            if (ingles) falhas.push(`inglês: ${caso.descricao} → ${ingles.slice(0, 300)}`);
          }
        }),
      );
    }
    // One example per kind of failure, so a new untranslated message reads clearly.
    const porTipo = new Map(falhas.map((falha) => [falha.replace(/"[^"]*"|\d+/g, '_').replace(/^.*→/, ''), falha]));
    expect([...porTipo.values()].slice(0, 20)).toEqual([]);
    // The portal still answers normally afterwards.
    expect((await fetch(`${harness.base}/healthz`)).status).toBe(200);
  }, 300_000);
});
