import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeOrm, createIdentityVerifier, createOrm, createSubgraphApp, INTERNAL_HEADER, listen, type Orm } from '@alego/kit';
import { createTestDatabase, createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../subgraphs/content/src/index.js';

/*
 * PostgreSQL read replicas (issue 15, item 3; DATABASE_READ_URLS). The "replica" here is a second database with the
 * same schema and no news, so where a query went shows in its answer: anonymous reads go to the replica; mutations and
 * requests with a token (who writes and must read their own writes) stay on the primary.
 */

const logger = pino({ level: 'silent' });
const INTERNO = 'token-interno-replicas-de-leitura';
let primario: TestSubgraph;
let replica: { url: string; drop(): Promise<void> };
let ormDaReplica: Orm;
let orm: Orm;
let server: Server;
let url = '';
let token = '';

beforeAll(async () => {
  const chaves = await createTestKeys();
  primario = await startTestSubgraph(content, { seed: true, jwks: chaves.jwks, internalToken: INTERNO });
  replica = await createTestDatabase('replica');
  ormDaReplica = await createOrm(content, replica.url, logger, []);
  orm = await createOrm(content, primario.databaseUrl, logger, [replica.url]);
  const app = await createSubgraphApp(content, orm, logger, { verifier: createIdentityVerifier({ jwks: chaves.jwks }), internalToken: INTERNO });
  server = await listen(app.app, 0);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  token = await chaves.signer.signEquipe({ sub: '1', nome: 'Equipe', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/noticias'], funcionalidades: [] }] });
}, 60_000);

afterAll(async () => {
  server?.close();
  await closeOrm(orm);
  await closeOrm(ormDaReplica);
  await replica?.drop();
  await primario?.close();
});

async function total(headers: Record<string, string> = {}): Promise<number> {
  const resposta = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: INTERNO, ...headers },
    body: JSON.stringify({ query: '{ noticias(pagina: 1, porPagina: 1) { total } }' }),
  });
  return ((await resposta.json()) as { data: { noticias: { total: number } } }).data.noticias.total;
}

describe('read replicas (DATABASE_READ_URLS)', () => {
  it('anonymous reads go to a replica; a signed-in reader reads the primary (their own writes)', async () => {
    const noPrimario = await primario.query<{ noticias: { total: number } }>('{ noticias(pagina: 1, porPagina: 1) { total } }');
    expect(noPrimario.data!.noticias.total).toBeGreaterThan(0);
    expect(await total()).toBe(0);
    expect(await total({ authorization: `Bearer ${token}` })).toBe(noPrimario.data!.noticias.total);
  });

  it('a mutation writes and reads on the primary', async () => {
    const titulo = `Réplicas de leitura: sessão extraordinária ${Date.now()}`;
    const resposta = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: INTERNO, authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `# criada pelo teste\nmutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id titulo } }`, variables: { d: { titulo, conteudo: '<p>Texto.</p>', categoria: 'assembleia' } } }),
    });
    const corpo = (await resposta.json()) as { data?: { criarNoticia: { titulo: string } }; errors?: unknown };
    expect(corpo.errors).toBeUndefined();
    expect(corpo.data!.criarNoticia.titulo).toBe(titulo);
    const [linha] = await ormDaReplica.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from content.noticias');
    expect(Number(linha!.n)).toBe(0);
  });
});

describe('parallel workers per statement (DATABASE_PARALLEL_WORKERS)', () => {
  const trabalhadores = async (o: Orm, tipo: 'read' | 'write') =>
    (await o.em.fork().getConnection(tipo).execute<{ max_parallel_workers_per_gather: string }[]>('show max_parallel_workers_per_gather'))[0]!.max_parallel_workers_per_gather;

  it('are off on the primary and on the replicas by default (PostgreSQL would plan 2)', async () => {
    expect(await trabalhadores(orm, 'write')).toBe('0');
    expect(await trabalhadores(orm, 'read')).toBe('0');
    const [padrao] = await ormDaReplica.em.fork().getConnection().execute<{ boot_val: string }[]>("select boot_val from pg_settings where name = 'max_parallel_workers_per_gather'");
    expect(padrao!.boot_val).toBe('2');
  });

  it('follow the variable, and refuse a value that is not a count', async () => {
    const antes = process.env.DATABASE_PARALLEL_WORKERS;
    try {
      process.env.DATABASE_PARALLEL_WORKERS = '3';
      const comTres = await createOrm(content, replica.url, logger, []);
      try {
        expect(await trabalhadores(comTres, 'write')).toBe('3');
      } finally {
        await closeOrm(comTres);
      }
      process.env.DATABASE_PARALLEL_WORKERS = 'muitos';
      await expect(createOrm(content, replica.url, logger, [])).rejects.toThrow('DATABASE_PARALLEL_WORKERS deve ser um inteiro maior ou igual a zero');
    } finally {
      if (antes === undefined) delete process.env.DATABASE_PARALLEL_WORKERS;
      else process.env.DATABASE_PARALLEL_WORKERS = antes;
    }
  });
});
