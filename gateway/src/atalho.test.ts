import { composeServices } from '@apollo/composition';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAtalhoDeBuscaUnica } from './atalho.js';

// Two tiny subgraphs whose answers the test chooses, to compare the shortcut with @apollo/gateway's own result shaping.
const LIVROS = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { livros(n: Int): [Livro!]! livro(id: ID!): Livro! situacao: Situacao }
  type Livro @key(fields: "id") { id: ID! titulo: String! nota: Float }
  enum Situacao { ATIVA INATIVA }
`;
const AUTORES = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Livro @key(fields: "id") { id: ID! autor: String }
`;

type Resposta = Awaited<ReturnType<GraphQLDataSource['process']>>;
/** What each subgraph answers next, per operation text the gateway sends it; absent: a clean default. */
let respostas: Record<string, (query: string) => Resposta | Error> = {};
const chamadas: string[] = [];

function fonte(nome: string): GraphQLDataSource {
  return {
    async process({ request }) {
      chamadas.push(`${nome}: ${request.query}`);
      const resposta = respostas[nome]?.(request.query!) ?? padrao(nome, request.query!);
      if (resposta instanceof Error) throw resposta;
      // A fresh object each time, as a parsed HTTP answer is.
      return structuredClone(resposta);
    },
  };
}

function padrao(nome: string, query: string): Resposta {
  if (nome === 'autores') return { data: { _entities: [{ autor: 'Cora Coralina' }, { autor: null }] } };
  if (query.includes('situacao')) return { data: { situacao: 'ATIVA' } };
  if (query.includes('livro(')) return { data: { livro: { id: '7', titulo: 'Poemas' } } };
  const livros = [
    { id: '1', titulo: 'Vintém de cobre', nota: 9.5 },
    { id: '2', titulo: 'Estórias da casa velha', nota: null },
  ];
  const pedidos = query.match(/\{([^{}]*)\}/)![1]!.trim().split(/\s+/);
  const escolher = (livro: Record<string, unknown>) => Object.fromEntries(pedidos.map((campo) => [campo.replace(/^\w+:/, ''), campo]).map(([campo, chave]) => [chave!.includes(':') ? chave!.split(':')[0]! : campo!, livro[campo!]]));
  return { data: { livros: livros.map(escolher) } };
}

let supergraphSdl: string;
let normal: ApolloServer;
let comAtalho: ApolloServer;
/** How many times the gateway's own executor ran behind the shortcut. */
let execucoesNormais = 0;

beforeAll(async () => {
  const composicao = composeServices([
    { name: 'livros', url: 'http://livros.invalid/graphql', typeDefs: parse(LIVROS) },
    { name: 'autores', url: 'http://autores.invalid/graphql', typeDefs: parse(AUTORES) },
  ]);
  if (composicao.errors) throw composicao.errors[0];
  supergraphSdl = composicao.supergraphSdl;
  normal = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl, buildService: ({ name }) => fonte(name) }) });
  // Wired as gatewayComAtalho does, counting the runs of the gateway's own executor behind the shortcut.
  const atalho = createAtalhoDeBuscaUnica();
  const gateway = new ApolloGateway({ supergraphSdl, experimental_didResolveQueryPlan: atalho.aprender, buildService: ({ name }) => atalho.reproduzivel(fonte(name)) });
  comAtalho = new ApolloServer({
    gateway: {
      load: async (opcoes) => {
        const { schema, executor } = await gateway.load(opcoes);
        return { schema, executor: atalho.envolverExecutor((pedido) => (execucoesNormais++, executor(pedido))) };
      },
      onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
      stop: () => gateway.stop(),
    },
  });
  await Promise.all([normal.start(), comAtalho.start()]);
});
afterAll(() => Promise.all([normal?.stop(), comAtalho?.stop()]));

async function responder(servidor: ApolloServer, query: string, variables?: Record<string, unknown>): Promise<string> {
  const { body } = await servidor.executeOperation({ query, variables });
  if (body.kind !== 'single') throw new Error('resposta em partes');
  return JSON.stringify(body.singleResult);
}

/** The answer of both gateways, asked twice each (the first request teaches the plan), and the subgraph calls made. */
async function comparar(query: string, variables?: Record<string, unknown>) {
  const esperada = await responder(normal, query, variables);
  chamadas.length = 0;
  execucoesNormais = 0;
  const respostasComAtalho = [await responder(comAtalho, query, variables), await responder(comAtalho, query, variables)];
  for (const resposta of respostasComAtalho) expect(resposta).toBe(esperada);
  return { resposta: esperada, chamadas: [...chamadas], normais: execucoesNormais };
}

describe('atalho de busca única', () => {
  it('answers a one-fetch query exactly as result shaping does, with one subgraph call per request', async () => {
    const { resposta, chamadas: feitas, normais } = await comparar('{ livros(n: 2) { id titulo nota } }');
    expect(JSON.parse(resposta)).toEqual({ data: { livros: [{ id: '1', titulo: 'Vintém de cobre', nota: 9.5 }, { id: '2', titulo: 'Estórias da casa velha', nota: null }] } });
    expect(feitas).toHaveLength(2);
    // The first request learned the plan through the normal path; the second took the shortcut.
    expect(normais).toBe(1);
  });

  it('keeps aliases, variables and their errors as the gateway gives them', async () => {
    expect((await comparar('query L($n: Int) { livros(n: $n) { codigo: id titulo } }', { n: 1 })).normais).toBe(1);
    const { resposta, chamadas: feitas } = await comparar('query L($n: Int) { livros(n: $n) { id } }', { n: 'x' });
    expect(JSON.parse(resposta).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(feitas).toHaveLength(0);
  });

  it('hands errors, missing data and failures to the normal path without fetching twice', async () => {
    const casos: [string, (query: string) => Resposta | Error][] = [
      ['erro com dados parciais', () => ({ data: { livros: [{ id: '1', titulo: 'Vintém de cobre' }, null] }, errors: [{ message: 'falhou', path: ['livros', 1, 'titulo'], extensions: { code: 'X' } }] } as unknown as Resposta)],
      ['violação de não nulo, propagada pelo subgrafo', () => ({ data: null, errors: [{ message: 'Cannot return null for non-nullable field Livro.titulo.', path: ['livros', 0, 'titulo'] }] } as unknown as Resposta)],
      ['sem dados', () => ({ errors: [{ message: 'indisponível' }] } as unknown as Resposta)],
      ['falha da requisição', () => new Error('fetch failed')],
    ];
    for (const [caso, resposta] of casos) {
      respostas = { livros: resposta };
      const { resposta: dada, chamadas: feitas, normais } = await comparar('{ livros { id titulo } }');
      expect(JSON.parse(dada).errors?.length, caso).toBeGreaterThan(0);
      expect(feitas, caso).toHaveLength(2);
      expect(normais, caso).toBe(2);
    }
    respostas = {};
  });

  it('takes the normal path where the gateway reshapes: __typename, fragments, directives, enums, joins', async () => {
    const consultas = [
      '{ livros { __typename id } }',
      '{ livros { ...L } } fragment L on Livro { id titulo }',
      '{ livros { id titulo @include(if: false) } }',
      '{ situacao }',
      '{ livro(id: "7") { titulo autor } }',
    ];
    for (const query of consultas) expect((await comparar(query)).normais, query).toBe(2);
  });
});
