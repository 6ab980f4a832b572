import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { configDeMetricas, createLogger, servirMetricas, settleUrlParseWarning } from '@alego/kit/gateway';
import { createGateway } from './app.js';
import { createAuthServices } from './auth/setup.js';
import { loadConfig } from './config.js';

settleUrlParseWarning();
const logger = createLogger('gateway');
const config = loadConfig();
const services = await createAuthServices(config, logger);
const gateway = await createGateway(config, await readFile(config.supergraphPath, 'utf8'), logger, services);
const server: Server = gateway.app.listen(config.port, config.host, () => {
  logger.info({ url: `http://localhost:${config.port}` }, 'gateway pronto');
});
const configMetricas = configDeMetricas();
const servidorDeMetricas = configMetricas.porta === undefined ? undefined : await servirMetricas(gateway.metricas, { ...configMetricas, porta: configMetricas.porta });
if (servidorDeMetricas) logger.info({ url: servidorDeMetricas.url }, 'métricas disponíveis');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'encerrando');
    server.close();
    servidorDeMetricas?.close();
    void gateway.stop().finally(() => process.exit(0));
  });
}
