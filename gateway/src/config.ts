import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgetRecaptchaDoAmbiente, type WidgetRecaptchaConfig } from '@alego/catalog';
import { configDoCachePublico, type ConfigDoCachePublico } from './cache/respostas-publicas.js';
import { configDeResiliencia, type ConfigDeResiliencia } from './resiliencia.js';
import { configDeArquivos, type ConfigDeArquivos } from './files/blobs.js'; // arquivos (uploads)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GatewayConfig {
  port: number;
  host: string;
  supergraphPath: string;
  /** Subgraph name → GraphQL URL; overrides the URLs recorded in the supergraph. */
  subgraphUrls: Record<string, string>;
  publicClientDir: string;
  adminClientDir: string;
  explorerDir: string;
  /** Where the signing keys live when `JWT_PRIVATE_JWKS` is not set. */
  varDir: string;
  publicUrl: string;
  /** The access subgraph's base URL for its internal endpoints. */
  accessInternalUrl: string;
  internalToken: string;
  /** Uploads and the blob store (gateway/src/files). */
  arquivos: ConfigDeArquivos;
  /** Response cache for anonymous public reads (gateway/src/cache). */
  cachePublico: ConfigDoCachePublico;
  /** Deadlines and admission control (gateway/src/resiliencia.ts). */
  resiliencia: ConfigDeResiliencia;
  /** The forms' reCAPTCHA widget (site key and script), null without RECAPTCHA_SITE_KEY. */
  recaptchaWidget: WidgetRecaptchaConfig | null;
  /** Addresses per sitemap file before `/sitemap.xml` becomes an index (SITEMAP_URLS_POR_ARQUIVO, docs/busca.md). */
  urlsPorSitemap: number;
  /**
   * Public REST lists answered by the subgraph that owns them, from SQL (rest/listas-do-subgrafo.ts); 0 keeps every
   * list on the GraphQL path (REST_LISTAS_NO_SUBGRAFO, default 1; needs INTERNAL_API_TOKEN).
   */
  listasNoSubgrafo: boolean;
}

/** Reads the gateway's settings from the environment (README lists every variable and default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const subgraphUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^SUBGRAPH_([A-Z]+)_URL$/.exec(key);
    if (match?.[1] && value) subgraphUrls[match[1].toLowerCase()] = value;
  }
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    supergraphPath: env.SUPERGRAPH_PATH ?? path.join(repoRoot, 'schema/supergraph.graphql'),
    subgraphUrls,
    publicClientDir: env.PUBLIC_CLIENT_DIR ?? path.join(repoRoot, 'clients/public/dist'),
    adminClientDir: env.ADMIN_CLIENT_DIR ?? path.join(repoRoot, 'clients/admin/dist'),
    explorerDir: env.EXPLORER_DIR ?? path.join(repoRoot, 'clients/explorer/dist'),
    varDir: path.resolve(repoRoot, env.PORTAL_VAR_DIR ?? 'var'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    accessInternalUrl: subgraphUrls.access ?? 'http://127.0.0.1:4005/graphql',
    internalToken: env.INTERNAL_API_TOKEN ?? '',
    arquivos: configDeArquivos(env, path.resolve(repoRoot, env.PORTAL_VAR_DIR ?? 'var')),
    cachePublico: configDoCachePublico(env),
    resiliencia: configDeResiliencia(env),
    recaptchaWidget: widgetRecaptchaDoAmbiente(env),
    urlsPorSitemap: inteiroEntre(env.SITEMAP_URLS_POR_ARQUIVO, 1, 10_000) ?? 10_000,
    listasNoSubgrafo: env.REST_LISTAS_NO_SUBGRAFO !== '0',
  };
}

/** A whole number within the bounds, or undefined (unset or out of bounds: the default applies). */
function inteiroEntre(valor: string | undefined, minimo: number, maximo: number): number | undefined {
  const numero = Number(valor);
  return valor && Number.isInteger(numero) && numero >= minimo && numero <= maximo ? numero : undefined;
}
