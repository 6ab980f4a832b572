import { ApolloServer } from '@apollo/server';
import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter, MENSAGEM_ERRO_INTERNO, ValidacaoError } from './errors.js';
import { ConsultasCompiladas, executorCompilado } from './executor.js';

const SDL = /* GraphQL */ `
  type Query {
    contratos(ano: Int!): [Contrato!]!
    recusada: Contrato
    quebrada: [Contrato!]
    nula: Contrato
  }
  type Mutation {
    registrar(numero: String!): Int!
  }
  type Contrato {
    id: ID!
    numero: String!
    valor: Float
    fiscais: [Fiscal!]!
  }
  type Fiscal {
    nome: String!
  }
`;

function montar(registros: string[]): GraphQLSchema {
  const schema = buildSchema(SDL);
  const resolver = (tipo: string, campo: string, resolve: GraphQLFieldResolver<unknown, unknown>) => {
    const campos = (tipo === 'Query' ? schema.getQueryType() : schema.getMutationType())!.getFields();
    campos[campo]!.resolve = resolve;
  };
  resolver('Query', 'contratos', async (_, { ano }) =>
    [1, 2, 3].map((n) => ({ id: `${ano}${n}`, numero: `${n}/${ano}`, valor: n === 2 ? null : n * 1000.5, fiscais: [{ nome: `Fiscal ${n}` }] })),
  );
  resolver('Query', 'recusada', () => {
    throw new ValidacaoError('O contrato pedido não é público.');
  });
  resolver('Query', 'quebrada', () => [{ id: '1', numero: '1/2025', fiscais: [] }, Promise.reject(new Error('falha interna com detalhes'))]);
  resolver('Query', 'nula', () => ({ id: '1', numero: null, fiscais: [] }));
  resolver('Mutation', 'registrar', (_, { numero }) => registros.push(numero as string));
  return schema;
}

/** The same schema served by graphql-js (Apollo's own executor) and by the compiled one, with the kit's formatter. */
async function lado(compilado: boolean) {
  const registros: string[] = [];
  const schema = montar(registros);
  const formatError = createErrorFormatter(pino({ level: 'silent' }));
  const apollo = compilado ? new ApolloServer({ gateway: executorCompilado(schema, new ConsultasCompiladas(schema, 2)), formatError }) : new ApolloServer({ schema, formatError });
  await apollo.start();
  const executar = async (query: string, variables?: Record<string, unknown>) => {
    const resposta = await apollo.executeOperation({ query, variables });
    if (resposta.body.kind !== 'single') throw new Error('resposta incremental');
    return { status: resposta.http.status, ...resposta.body.singleResult };
  };
  return { apollo, executar, registros };
}

const CONSULTAS: [string, string, Record<string, unknown>?][] = [
  ['fragments, aliases and variables', 'query Lista($ano: Int!) { contratos(ano: $ano) { ...C outro: numero fiscais { nome } } } fragment C on Contrato { id numero valor }', { ano: 2025 }],
  ['a resolver refusal (Portuguese message and code)', '{ recusada { id } }'],
  ['a failed list item (internal error, details hidden)', '{ quebrada { id numero } }'],
  ['a null in a non-null field', '{ nula { id numero } }'],
  ['a variable of the wrong type (refused before any resolver runs)', 'query ($ano: Int!) { contratos(ano: $ano) { id } }', { ano: 'dois mil' }],
  ['a missing variable', 'query ($ano: Int!) { contratos(ano: $ano) { id } }', {}],
  ['an unknown field (validation)', '{ contratos(ano: 1) { inexistente } }'],
];

describe('compiled executor (graphql-jit) in the subgraphs', () => {
  it('answers every query exactly as graphql-js does, errors included, also once the compiled queries are evicted', async () => {
    const [referencia, compilado] = [await lado(false), await lado(true)];
    try {
      // Twice: the second round runs from the compiled cache (or recompiles, past its bound of 2).
      for (const rodada of [1, 2]) {
        for (const [nome, query, variables] of CONSULTAS) {
          expect(await compilado.executar(query, variables), `${nome}, rodada ${rodada}`).toEqual(await referencia.executar(query, variables));
        }
      }
      const recusada = await compilado.executar('{ recusada { id } }');
      expect(recusada.errors).toEqual([
        { message: 'O contrato pedido não é público.', locations: [{ line: 1, column: 3 }], path: ['recusada'], extensions: { code: 'BAD_USER_INPUT', mensagens: ['O contrato pedido não é público.'] } },
      ]);
      const quebrada = await compilado.executar('{ quebrada { id numero } }');
      expect(quebrada.errors?.map((erro) => erro.message)).toContain(MENSAGEM_ERRO_INTERNO);
      expect(JSON.stringify(quebrada)).not.toContain('falha interna com detalhes');
    } finally {
      await referencia.apollo.stop();
      await compilado.apollo.stop();
    }
  });

  it('runs mutations through graphql-js, once each', async () => {
    const { apollo, executar, registros } = await lado(true);
    try {
      expect(await executar('mutation { a: registrar(numero: "1/2025") b: registrar(numero: "2/2025") }')).toMatchObject({ data: { a: 1, b: 2 } });
      expect(registros).toEqual(['1/2025', '2/2025']);
    } finally {
      await apollo.stop();
    }
  });
});
