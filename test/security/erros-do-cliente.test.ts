import { request } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { CIDADA_DEMONSTRACAO } from '../../subgraphs/access/src/seeders/cidadao.seeder.js';
import { content } from '../../subgraphs/content/src/index.js';
import { people } from '../../subgraphs/people/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 16: a client's mistake is a 4xx with a Portuguese message, never a 500, and is logged as what it
 * is (info or warn), not as a server error.
 */
let harness: GatewayHarness;
let admin: Record<string, string>;
const registros: { level: number; msg: string; [chave: string]: unknown }[] = [];

const PORTUGUES = /[ãçéêíóõúà]|\b(?:não|de|da|do|para|com|em)\b/i;

function corpoCru(caminho: string, headers: Record<string, string>, corpo: Buffer | string, abortar = false): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(caminho, harness.base), { method: 'POST', headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8') }));
    });
    req.on('error', (erro) => (abortar ? resolve({ status: 0, corpo: '' }) : reject(erro)));
    if (abortar) {
      req.write(corpo);
      setImmediate(() => req.destroy());
    } else req.end(corpo);
  });
}

beforeAll(async () => {
  const destino = new Writable({
    write(linha: Buffer, _codificacao, pronto) {
      registros.push(JSON.parse(linha.toString('utf8')) as (typeof registros)[number]);
      pronto();
    },
  });
  harness = await startGatewayHarness([content, people, access], { logger: pino({ level: 'info' }, destino) });
  admin = { authorization: `Bearer ${await entrarComoEquipe(harness, 'admin')}` };
});
afterAll(() => harness?.close());

describe('client mistakes are 4xx in Portuguese (issue 13, item 16)', () => {
  it('deeply nested variables', async () => {
    const fundo = 100_000;
    const variables = `${'{"a":'.repeat(fundo)}1${'}'.repeat(fundo)}`;
    for (const query of ['query($f: NoticiaFiltro) { noticias(filtro: $f) { total } }', 'query($f: [[String]]) { __typename }']) {
      const { status, corpo } = await corpoCru('/graphql', { 'content-type': 'application/json' }, `{"query":${JSON.stringify(query)},"variables":{"f":${variables}}}`);
      expect(status, corpo.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(status, corpo.slice(0, 300)).toBeLessThan(500);
      expect(corpo).not.toMatch(/Maximum call stack|RangeError/);
      expect(corpo).toMatch(PORTUGUES);
    }
  });

  it('a deeply nested list literal or object in the query itself', async () => {
    const query = `{ noticias(filtro: ${'{termo: '.repeat(5000)}"x"${'}'.repeat(5000)}) { total } }`;
    const { status, body } = await harness.graphql(query);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.stringify(body)).not.toMatch(/Maximum call stack|Validation aborted/);
    expect(body.errors![0]!.message).toMatch(PORTUGUES);
  });

  it('many validation errors', async () => {
    const query = `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: inexistente${i}`).join(' ')} }`;
    const { status, body } = await harness.graphql(query);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/Validation aborted|Too many validation errors/);
    expect(body.errors!.at(-1)!.message).toMatch(PORTUGUES);
  });

  it('a body that claims gzip (or deflate, or brotli) and is not', async () => {
    for (const codificacao of ['gzip', 'deflate', 'br']) {
      const { status, corpo } = await corpoCru('/graphql', { 'content-type': 'application/json', 'content-encoding': codificacao }, '{"query":"{ __typename }"}');
      expect(status, codificacao).toBe(400);
      expect(JSON.parse(corpo)).toEqual({ mensagem: 'Corpo da requisição inválido: a compactação declarada em Content-Encoding não confere.' });
    }
    const rest = await corpoCru('/api/admin/partidos', { 'content-type': 'application/json', 'content-encoding': 'gzip', ...admin }, '{"sigla":"X"}');
    expect(rest.status).toBe(400);
    expect(rest.corpo).toMatch(PORTUGUES);
  });

  it('a missing static asset is a 404, not a server error', async () => {
    const resposta = await fetch(`${harness.base}/assets/nao-existe-${Date.now()}.js`);
    expect(resposta.status).toBe(404);
  });

  it('an aborted body is logged as the client’s, not as a server error', async () => {
    registros.length = 0;
    await corpoCru('/graphql', { 'content-type': 'application/json', 'content-length': '100000' }, '{"query":"{ __typ', true);
    await corpoCru('/api/admin/partidos', { 'content-type': 'application/json', 'content-length': '100000', ...admin }, '{"sigla":', true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const erros = registros.filter((r) => r.level >= 50);
    expect(erros).toEqual([]);
  });

  it('an over-long value reaching PostgreSQL (criarPartido sigla) is a validation error naming the field', async () => {
    // A field error in GraphQL (HTTP 200, like every rule of the spec); the REST paths turn BAD_USER_INPUT into 400.
    const { body } = await harness.graphql('mutation($d: PartidoInput!) { criarPartido(dados: $d) { id } }', { d: { sigla: 'S'.repeat(300), nome: 'Partido de Teste' } }, admin);
    expect(body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0]!.message).toBe('O campo sigla aceita no máximo 20 caracteres.');
    const nome = await harness.graphql('mutation($d: PartidoInput!) { criarPartido(dados: $d) { id } }', { d: { sigla: 'PT2', nome: 'ç'.repeat(121) } }, admin);
    expect(nome.body.errors![0]!.message).toBe('O campo nome aceita no máximo 120 caracteres.');
    // Exactly at the limit, counted in characters (not bytes), it is saved.
    const noLimite = await harness.graphql('mutation($d: PartidoInput!) { criarPartido(dados: $d) { id } }', { d: { sigla: 'PT3', nome: 'ç'.repeat(120) } }, admin);
    expect(noLimite.body.errors).toBeUndefined();
  });

  it('aceitarPoliticaPrivacidade without versao records the current version', async () => {
    const login = await fetch(`${harness.base}/api/opine-cidadao/usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CIDADA_DEMONSTRACAO.email, senha: CIDADA_DEMONSTRACAO.senha }),
    });
    const { token } = (await login.json()) as { token: string };
    const { status, body } = await harness.graphql('mutation { aceitarPoliticaPrivacidade { mensagem } }', {}, { authorization: `Bearer ${token}` });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('a staff 429 says when to retry', async () => {
    const ip = '198.51.100.77';
    const tentar = () =>
      fetch(`${harness.base}/alego/permissoes/login.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ login: 'editor', senha: 'errada-1' }),
      });
    for (let i = 0; i < 5; i++) await tentar();
    const bloqueada = await tentar();
    expect(bloqueada.status).toBe(429);
    expect(Number(bloqueada.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
