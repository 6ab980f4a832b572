import { buildFederatedSchema, MENSAGEM_SO_GATEWAY, type SubgraphDefinition } from '@alego/kit';
import { indexRequirements } from '@alego/kit/acesso';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { getNamedType, isLeafType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { content } from '../../subgraphs/content/src/index.js';
import { participation } from '../../subgraphs/participation/src/index.js';
import { people } from '../../subgraphs/people/src/index.js';
import { transparency } from '../../subgraphs/transparency/src/index.js';
import { operationReaching } from '../operation-builder.js';

/*
 * Issue 13, item 3: called directly (every container on the compose network can), 51 of 75 protected operations
 * ran and `_entities` on access returned citizens' names. Each subgraph now checks its own `@authenticated` and
 * `@requiresScopes` with the gateway's rule, and answers `_entities`/`_service` only to the gateway's secret.
 * Operations are generated from each subgraph's own schema: a field protected in the future is covered as is.
 */

const DEFINICOES: SubgraphDefinition[] = [access, content, people, participation, transparency];

type Decisao = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'permitido';

interface Alvo {
  subgrafo: string;
  coordenada: string;
  operacao: string;
  variaveis?: Record<string, unknown>;
  exigidas: string[];
}

/** Every protected field of a subgraph, reached from its roots or, for entity-only fields, through `_entities`. */
function alvosDe(nome: string, schema: GraphQLSchema): Alvo[] {
  return [...indexRequirements(schema).entries()]
    .filter(([coordenada]) => coordenada.includes('.'))
    .map(([coordenada, requisito]) => {
      const [tipo, campo] = coordenada.split('.') as [string, string];
      const exigidas = requisito.scopes.map((alternativas) => alternativas[0] ?? []).flat();
      const operacao = operationReaching(schema, tipo, campo);
      if (operacao) return { subgrafo: nome, coordenada, operacao, exigidas };
      const tipoDoCampo = (schema.getType(tipo) as { getFields(): Record<string, { type: Parameters<typeof getNamedType>[0] }> }).getFields()[campo]!.type;
      const selecao = isLeafType(getNamedType(tipoDoCampo)) ? campo : `${campo} { __typename }`;
      return {
        subgrafo: nome,
        coordenada,
        operacao: `query($r: [_Any!]!) { _entities(representations: $r) { ... on ${tipo} { ${selecao} } } }`,
        variaveis: { r: [{ __typename: tipo, id: '1' }] },
        exigidas,
      };
    });
}

const subgrafos: Record<string, TestSubgraph> = {};
const alvos: Alvo[] = [];

beforeAll(async () => {
  await Promise.all(
    DEFINICOES.map(async (definicao) => {
      subgrafos[definicao.name] = await startTestSubgraph(definicao, { seed: false });
    }),
  );
});
afterAll(() => Promise.all(Object.values(subgrafos).map((subgrafo) => subgrafo.close())));

async function chamar(subgrafo: TestSubgraph, operacao: string, variaveis: Record<string, unknown> | undefined, headers: Record<string, string>) {
  const response = await fetch(subgrafo.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: operacao, variables: variaveis }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

/**
 * The access check's verdict: a refusal comes before execution (no `data` at all, 401/403). A resolver's own refusal
 * (a citizen's operation called by staff, say) means the check let the caller through: 'permitido'.
 */
async function decisao(subgrafo: TestSubgraph, alvo: Alvo, headers: Record<string, string>): Promise<Decisao> {
  const { status, body } = await chamar(subgrafo, alvo.operacao, alvo.variaveis, headers);
  if ('data' in body) return 'permitido';
  const codigo = body.errors?.[0]?.extensions?.code;
  if (codigo === 'UNAUTHENTICATED' && status === 401) return 'UNAUTHENTICATED';
  if (codigo === 'FORBIDDEN' && status === 403) return 'FORBIDDEN';
  return 'permitido';
}

describe.each(DEFINICOES.map((definicao) => definicao.name))('the %s subgraph called directly', (nome) => {
  it('refuses every protected operation to the wrong callers, and allows it with the permission', async () => {
    const subgrafo = subgrafos[nome]!;
    const proprios = alvosDe(nome, await buildFederatedSchema(DEFINICOES.find((definicao) => definicao.name === nome)!));
    alvos.push(...proprios);
    expect(proprios.length).toBeGreaterThan(0);
    const interno = { 'x-alego-interno': subgrafo.internalToken };
    const outraPermissao = await subgrafo.equipe(['api/admin/outro_recurso#index']);
    const cidadao = await subgrafo.cidadao();
    const resultados = await Promise.all(
      proprios.map(async (alvo) => {
        // `_entities` without the secret is refused before anything else (see below); here it carries the secret.
        const base = alvo.operacao.includes('_entities') ? interno : {};
        const obtido: Record<string, Decisao> = {
          'sem token': await decisao(subgrafo, alvo, base),
          'com o segredo do gateway, sem token': await decisao(subgrafo, alvo, interno),
          'token falso': await decisao(subgrafo, alvo, { ...base, authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }),
        };
        if (alvo.exigidas.length) {
          obtido['sem a permissão'] = await decisao(subgrafo, alvo, { ...base, ...outraPermissao });
          obtido['com a permissão'] = await decisao(subgrafo, alvo, { ...base, ...(await subgrafo.equipe(alvo.exigidas)) });
        } else {
          // `@authenticated` alone lets any signed-in caller through (the resolver may then want a citizen, or staff).
          obtido['equipe autenticada'] = await decisao(subgrafo, alvo, { ...base, ...outraPermissao });
          obtido['cidadão autenticado'] = await decisao(subgrafo, alvo, { ...base, ...cidadao });
        }
        return [alvo.coordenada, obtido] as const;
      }),
    );
    const esperados = proprios.map((alvo) => [
      alvo.coordenada,
      {
        'sem token': 'UNAUTHENTICATED',
        'com o segredo do gateway, sem token': 'UNAUTHENTICATED',
        'token falso': 'UNAUTHENTICATED',
        ...(alvo.exigidas.length
          ? { 'sem a permissão': 'FORBIDDEN', 'com a permissão': 'permitido' }
          : { 'equipe autenticada': 'permitido', 'cidadão autenticado': 'permitido' }),
      },
    ]);
    expect(Object.fromEntries(resultados)).toEqual(Object.fromEntries(esperados));
  });

  it('answers _entities and _service only to the gateway', async () => {
    const subgrafo = subgrafos[nome]!;
    const entidades = `query($r: [_Any!]!) { _entities(representations: $r) { __typename } }`;
    const variaveis = { r: [{ __typename: 'Inexistente', id: '1' }] };
    const disfarcado = `query Q { ...F } fragment F on Query { s: _service { sdl } }`;
    for (const [operacao, vars] of [[entidades, variaveis], ['{ _service { sdl } }', undefined], [disfarcado, undefined]] as const) {
      for (const headers of [{}, { 'x-alego-interno': 'segredo-errado' }, { 'x-alego-interno': '' }] as Record<string, string>[]) {
        const { status, body } = await chamar(subgrafo, operacao, vars, headers);
        expect({ status, body }).toEqual({ status: 403, body: { errors: [expect.objectContaining({ message: MENSAGEM_SO_GATEWAY, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })] } });
      }
    }
    const servico = await chamar(subgrafo, '{ _service { sdl } }', undefined, { 'x-alego-interno': subgrafo.internalToken });
    expect(servico.body.errors).toBeUndefined();
  });
});

describe('citizens on the access subgraph', () => {
  it('are never read through _entities without the gateway secret', async () => {
    const subgrafo = subgrafos.access!;
    const operacao = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Cidadao { id nome } } }`;
    const variaveis = { r: [{ __typename: 'Cidadao', id: '1' }] };
    const semSegredo = await chamar(subgrafo, operacao, variaveis, {});
    expect(semSegredo.status).toBe(403);
    expect(semSegredo.body.data).toBeUndefined();
    const comSegredo = await chamar(subgrafo, operacao, variaveis, { 'x-alego-interno': subgrafo.internalToken });
    expect(comSegredo.body.errors).toBeUndefined();
  });

  it('covers every protected field found', () => {
    // Filled by the tests above; at least the operations the probe ran (criarLotacao, criarDeputado, criarPartido).
    expect(alvos.map((alvo) => alvo.coordenada)).toEqual(expect.arrayContaining(['Mutation.criarLotacao', 'Mutation.criarDeputado', 'Mutation.criarPartido']));
  });
});

