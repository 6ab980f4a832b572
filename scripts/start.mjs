// @ts-check
// Runs the whole portal: embedded PostgreSQL (unless DATABASE_URL is set), the five subgraphs and the gateway,
// each as its own process talking HTTP, exactly as in production. A process that dies is restarted (with a growing
// pause, reset once it stays up) while the others keep serving. Ctrl-C stops everything, PostgreSQL included.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, startEmbeddedDatabase, withDatabase } from '../subgraphs/kit/dist/db/index.js';
import { carregarChavesDeArquivos } from '../subgraphs/kit/dist/files.js';
import { createLogger } from '../subgraphs/kit/dist/logger.js';
import { CODIGO_BANCO_MAIS_NOVO } from '../subgraphs/kit/dist/orm.js';
import { SUBGRAPHS } from './subgraphs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logger = createLogger('portal');
const gatewayPort = Number(process.env.PORT ?? 4000);
const varDir = path.resolve(root, process.env.PORTAL_VAR_DIR ?? 'var');
const startedAt = Date.now();

/** Restart pauses: doubled on each crash in a row, capped, and forgotten once a process stays up for a while. */
const RESTART = {
  firstMs: Number(process.env.REINICIO_ESPERA_INICIAL_MS ?? 500),
  maxMs: Number(process.env.REINICIO_ESPERA_MAXIMA_MS ?? 30_000),
  stableMs: Number(process.env.REINICIO_ESTAVEL_MS ?? 60_000),
};

/** The running process of each supervised service (replaced on every restart). */
/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
/** @type {Set<NodeJS.Timeout>} */
const pendingRestarts = new Set();
/** @type {{ stop(): Promise<void> } | undefined} */
let database;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  logger.info('encerrando o portal');
  for (const timer of pendingRestarts) clearTimeout(timer);
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  await database?.stop();
  logger.info('portal encerrado');
  process.exit(code);
}
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

/**
 * Memory of every process: with no ceiling V8 sizes the heap for this machine (gigabytes) and leaves garbage
 * uncollected, and glibc keeps one malloc arena per thread. Gateway after warm-up (join queries and 400 rendered
 * pages): 623 MB as it was, 408 MB with a 192 MB old space, 302 MB adding an 8 MB semi-space and two arenas. People
 * under 20,000 entity requests grew to 734–784 MB with a live heap of 52 MB (heap snapshots: no leak), and to 439–475
 * MB under a 192 MB ceiling (docs/operacao.md, "Memória"). Transparency gets a larger old space: it reads imported
 * spreadsheets. The gateway's malloc keeps blocks from 128 KB up in their own mappings (glibc would otherwise raise
 * that threshold after the first big free and keep later big blocks, libvips' image buffers among them, in the arena,
 * resident after use): with sharp loaded on first use too, warm gateway 299 → 263 MB as bench/run.ts measures it
 * (docs/operacao.md, "Memória"). Each setting can be overridden by the environment.
 * @param {string} name
 */
function memoria(name) {
  const heapMb = name === 'gateway' ? process.env.GATEWAY_HEAP_MB ?? 192 : name === 'transparency' ? process.env.TRANSPARENCY_HEAP_MB ?? 512 : process.env.SUBGRAPH_HEAP_MB ?? 256;
  return {
    node: [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${process.env.SEMI_SPACE_MB ?? 8}`],
    env: { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', ...(name === 'gateway' ? { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024) } : {}) },
  };
}

/**
 * Starts a service and keeps it running: when it exits unexpectedly it is started again after a pause that doubles
 * on each crash in a row (from RESTART.firstMs up to RESTART.maxMs) and resets once it has run RESTART.stableMs.
 * The other processes are left alone: the gateway answers the rest of the portal meanwhile (see /readyz).
 * @param {string} name
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string[]} [nodeOptions] flags for this process's Node (before the script)
 */
function startProcess(name, script, env, nodeOptions = []) {
  let crashesInARow = 0;
  const run = () => {
    const startedAt = Date.now();
    // With an OTLP endpoint configured, tracing starts before the service imports anything (docs/operacao.md).
    const tracing = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? ['--import', '@alego/kit/tracing/registrar'] : [];
    // No --enable-source-maps: the parsed maps stay resident (~30 MB in the gateway, the SSR bundle's among them) and
    // the compiled files read fine in a stack trace; NODE_OPTIONS=--enable-source-maps turns them on (docs/operacao.md).
    const child = spawn(process.execPath, [...nodeOptions, ...tracing, script], {
      cwd: root,
      env: { ...process.env, OTEL_SERVICE_NAME: name, ...env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.set(name, child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (code === CODIGO_BANCO_MAIS_NOVO) {
        // The database is newer than this code (the subgraph logged which migrations): restarting cannot help.
        logger.error({ processo: name }, 'o banco de dados é de uma versão mais nova do portal; encerrando (veja a mensagem acima)');
        void shutdown(1);
        return;
      }
      if (Date.now() - startedAt >= RESTART.stableMs) crashesInARow = 0;
      const pauseMs = Math.min(RESTART.firstMs * 2 ** crashesInARow, RESTART.maxMs);
      crashesInARow++;
      logger.error({ processo: name, code, signal, reinicioEmMs: pauseMs, quedasSeguidas: crashesInARow }, 'processo terminou inesperadamente; será reiniciado');
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (stopping) return;
        logger.info({ processo: name }, 'reiniciando processo');
        run();
      }, pauseMs);
      pendingRestarts.add(timer);
    });
  };
  run();
}

/**
 * @param {string} url
 * @param {number} timeoutMs PORTAL_PRONTIDAO_MS, default 2 minutes (a machine shared with other loads may need more).
 */
async function waitReady(url, timeoutMs = Number(process.env.PORTAL_PRONTIDAO_MS ?? 120_000)) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Sem resposta de ${url}`);
}

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedDatabase({
      dataDir: path.join(varDir, 'pg'),
      port: Number(process.env.PGPORT_EMBEDDED ?? 5439),
      logger,
    });
    database = embedded;
    databaseUrl = withDatabase(embedded.serverUrl, 'alego');
    logger.info({ primeiraVez: embedded.firstStart }, 'PostgreSQL embutido iniciado');
  }
  await ensureDatabase(databaseUrl);

  // Shared by every process of this run: the service-to-service secret, the public keys' address and the public origin.
  const common = {
    INTERNAL_API_TOKEN: process.env.INTERNAL_API_TOKEN ?? randomBytes(32).toString('hex'),
    // File URLs outlive a run (pages, caches, bookmarks): their keys persist under var/keys, unlike the token above.
    ARQUIVOS_SIGNING_KEYS: (await carregarChavesDeArquivos(path.join(varDir, 'keys/arquivos-signing-keys.json'), process.env.ARQUIVOS_SIGNING_KEYS)).join(','),
    JWKS_URL: process.env.JWKS_URL ?? `http://127.0.0.1:${gatewayPort}/.well-known/jwks.json`,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
    PORTAL_VAR_DIR: varDir,
    // Subgraphs that ask access for something (participation's notification e-mails) find it here.
    ACCESS_URL: `http://127.0.0.1:${gatewayPort + SUBGRAPHS.findIndex(({ name }) => name === 'access') + 1}`,
    // Subgraphs that write outside a GraphQL mutation (queued imports) tell the gateway's public cache here.
    GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
  };
  // METRICS_PORT (off unless set): the gateway's /metrics there, each subgraph's on the next ports, on METRICS_HOST.
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  /** @param {number} offset */
  const metricsEnv = (offset) => (metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort + offset) });
  const subgraphUrls = /** @type {Record<string, string>} */ ({});
  await Promise.all(
    SUBGRAPHS.map(async ({ name }, index) => {
      const port = gatewayPort + index + 1;
      const { env, node } = memoria(name);
      startProcess(name, `subgraphs/${name}/dist/main.js`, { ...common, ...metricsEnv(index + 1), ...env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' }, node);
      subgraphUrls[`SUBGRAPH_${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}/graphql`;
      await waitReady(`http://127.0.0.1:${port}/readyz`);
    }),
  );
  const doGateway = memoria('gateway');
  startProcess('gateway', 'gateway/dist/main.js', { ...common, ...metricsEnv(0), ...subgraphUrls, ...doGateway.env, PORT: String(gatewayPort) }, doGateway.node);
  await waitReady(`http://127.0.0.1:${gatewayPort}/readyz`);

  const base = `http://localhost:${gatewayPort}`;
  console.log(
    [
      '',
      `Portal Alego pronto em ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      `  Site público         ${base}/`,
      `  Área administrativa  ${base}/admin`,
      `  API GraphQL          ${base}/graphql (abra no navegador para o explorador)`,
      `  Prontidão            ${base}/readyz`,
      ...(metricsPort === undefined ? [] : [`  Métricas (internas)  http://${process.env.METRICS_HOST ?? '127.0.0.1'}:${metricsPort}/metrics (subgrafos nas portas seguintes)`]),
      `  Banco de dados       ${database ? `PostgreSQL embutido em ${path.relative(root, path.join(varDir, 'pg'))}` : 'DATABASE_URL'}`,
      '  Um processo que cair é reiniciado sozinho. Ctrl-C encerra tudo.',
      '',
    ].join('\n'),
  );
} catch (error) {
  logger.error({ err: error }, 'o portal não conseguiu iniciar');
  await shutdown(1);
}
