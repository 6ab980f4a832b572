import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateSigningKey, lerChavesDeArquivos, TokenSigner, type SubgraphDefinition } from '@alego/kit';
import type { JWK } from 'jose';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { pino, type Logger } from 'pino';
import { createAuthServices, createGateway, loadConfig, type AuthServices, type Gateway, type GatewayConfig } from '../gateway/src/index.js';
import { subgraphUrlsOf } from '../gateway/src/supergraph.js';
import { SENHA_DEMONSTRACAO } from '../subgraphs/access/src/seeders/equipe.seeder.js';
import { enderecoSemResposta } from './portas.js';

export interface GatewayHarness {
  base: string;
  /** The gateway itself (its metrics, say). */
  gateway: Gateway;
  /** Where this gateway stores uploaded files. */
  arquivosDir: string;
  /** The gateway's private signing keys, to forge tokens the way an attacker or a bug would. */
  privateJwks: JWK[];
  services: AuthServices;
  subgraphs: Record<string, TestSubgraph>;
  /** The URL the gateway calls for each subgraph of the supergraph (started or unreachable). */
  subgraphUrls: Record<string, string>;
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: Data | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  /** Another gateway in front of the same subgraphs and keys, with some settings changed (to compare two paths). */
  outroGateway(mudancas: Partial<GatewayConfig>): Promise<{ base: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The real gateway (HTTP, committed supergraph, access checks, session endpoints) in front of real subgraphs on
 * throwaway databases. Only the subgraphs a test needs are started; the others point at an address that closes every
 * connection, never at the supergraph's default URLs (where a running portal would answer with its own database).
 */
export async function startGatewayHarness(
  definitions: SubgraphDefinition[],
  options: { env?: NodeJS.ProcessEnv; seed?: boolean; logger?: Logger; /** One database for every subgraph (an upgrade test's). */ databaseUrl?: string; /** Where the subgraphs not started here live (a fault test's hung server). */ subgraphUrls?: Record<string, string> } = {},
): Promise<GatewayHarness> {
  // INTERNAL_API_TOKEN and ARQUIVOS_SIGNING_KEYS in `env` stand for what `npm start` hands every process.
  const internalToken = options.env?.INTERNAL_API_TOKEN ?? 'token-interno-de-teste';
  const chavesDeArquivos = lerChavesDeArquivos(options.env?.ARQUIVOS_SIGNING_KEYS);
  const privateJwks = JSON.stringify([await generateSigningKey()]);
  const env = { JWT_PRIVATE_JWKS: privateJwks, ...options.env };
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const baseConfig = { ...loadConfig(options.env ?? {}), port: 0, internalToken };
  const { jwks } = await TokenSigner.create(JSON.parse(privateJwks) as JWK[]);
  const started = await Promise.all(
    definitions.map((definition) => startTestSubgraph(definition, { seed: options.seed ?? true, jwks, internalToken, chavesDeArquivos, databaseUrl: options.databaseUrl })),
  );
  const subgraphs = Object.fromEntries(definitions.map((definition, index) => [definition.name, started[index]!]));
  const supergraphSdl = await readFile('schema/supergraph.graphql', 'utf8');
  const semResposta = await enderecoSemResposta();
  const subgraphUrls = {
    ...Object.fromEntries(Object.keys(subgraphUrlsOf(supergraphSdl)).map((name) => [name, semResposta.url])),
    ...options.subgraphUrls,
    ...Object.fromEntries(Object.entries(subgraphs).map(([name, subgraph]) => [name, subgraph.url])),
  };
  // Uploaded files go to a throwaway folder, never to the checkout's var/.
  const arquivosDir = await mkdtemp(path.join(tmpdir(), 'alego-harness-arquivos-'));
  const config = {
    ...baseConfig,
    subgraphUrls,
    accessInternalUrl: subgraphUrls.access!,
    arquivos: { ...baseConfig.arquivos, dir: arquivosDir, s3: null, chavesDeUrl: chavesDeArquivos },
  };
  // Without the access subgraph (started here or given) nothing can be revoked: every session is at its first version.
  const services = await createAuthServices(config, logger, env, subgraphs.access || options.subgraphUrls?.access ? undefined : async () => 0);
  const gateway: Gateway = await createGateway(config, supergraphSdl, logger, services);
  const server: Server = gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    gateway,
    arquivosDir,
    privateJwks: JSON.parse(privateJwks) as JWK[],
    services,
    subgraphs,
    subgraphUrls: gateway.subgraphUrls,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async outroGateway(mudancas) {
      const outro = await createGateway({ ...config, ...mudancas }, supergraphSdl, logger, services);
      const servidor: Server = outro.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => servidor.once('listening', resolve));
      return {
        base: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
        async close() {
          servidor.close();
          await outro.stop();
        },
      };
    },
    async close() {
      server.close();
      await gateway.stop();
      await services.estado.fechar();
      await Promise.all(started.map((subgraph) => subgraph.close()));
      await semResposta.close();
      await rm(arquivosDir, { recursive: true, force: true });
    },
  };
}

/** Where a staff sign-in comes from, for a gateway that checks reCAPTCHA or throttles by address. */
export interface OrigemDoLogin {
  ip?: string;
  recaptcha?: string;
}

/** A seeded staff member's token (`admin`, `editor`, `publicador`, `gabinete`), signed in through the staff login endpoint as the back office does. */
export async function entrarComoEquipe(harness: Pick<GatewayHarness, 'base'>, login: string, origem: OrigemDoLogin = {}): Promise<string> {
  const resposta = await fetch(`${harness.base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origem.ip ? { 'x-forwarded-for': origem.ip } : {}) },
    body: JSON.stringify({ login, senha: SENHA_DEMONSTRACAO, ...(origem.recaptcha ? { 'g-recaptcha-response': origem.recaptcha } : {}) }),
  });
  const corpo = (await resposta.json()) as { token?: string };
  if (!corpo.token) throw new Error(`login de ${login} falhou: ${resposta.status}`);
  return corpo.token;
}

/** The tokens of several seeded staff members, by login, signed in one after the other. */
export async function tokensDaEquipe(harness: Pick<GatewayHarness, 'base'>, logins: readonly string[], origem?: (login: string) => OrigemDoLogin): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const login of logins) tokens[login] = await entrarComoEquipe(harness, login, origem?.(login));
  return tokens;
}

/** A file of a GraphQL multipart request: its variable path (`dados.imagem`), name, bytes and, optionally, type. */
export interface ArquivoEnviado {
  caminho: string;
  nome: string;
  bytes: Buffer | Uint8Array | string;
  tipo?: string;
}

export interface RespostaGraphql<D> {
  data?: D | null;
  errors?: { message: string; extensions?: { code?: string; mensagens?: string[] } }[];
}

/** A GraphQL multipart request through the gateway (the spec apollo-upload-client speaks): each file at its variable path. */
export async function enviarComArquivos<D>(
  harness: Pick<GatewayHarness, 'base'>,
  query: string,
  variables: Record<string, unknown>,
  arquivos: readonly ArquivoEnviado[],
  headers: Record<string, string> = {},
): Promise<RespostaGraphql<D>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(arquivos.map((a, i) => [String(i), [`variables.${a.caminho}`]]))));
  arquivos.forEach((a, i) => form.set(String(i), new Blob([typeof a.bytes === 'string' ? a.bytes : new Uint8Array(a.bytes)], a.tipo ? { type: a.tipo } : {}), a.nome));
  const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', ...headers }, body: form });
  return (await resposta.json()) as RespostaGraphql<D>;
}

/** A legacy admin REST call (`/api/admin<caminho>`), as the signed-in staff member `login` (or anonymous): JSON unless the body is a form. */
export function restAdmin(harness: Pick<GatewayHarness, 'base'>, tokens: Readonly<Record<string, string>>, caminho: string, init: RequestInit & { login?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = init.body instanceof FormData ? {} : { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}
