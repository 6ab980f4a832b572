/*
 * `@alego/kit/gateway`: the part of the kit the gateway runs on (identity, sessions, access rule, file references,
 * `/interno` contracts, logger). It loads neither MikroORM nor embedded PostgreSQL; `gateway/src/kit-gateway.test.ts`
 * checks that in a fresh process.
 */
export * from './acesso/index.js';
export * from './auditoria/mascara.js';
export * from './auth/controle.js';
export * from './auth/identity.js';
export * from './auth/sessoes.js';
export * from './auth/signing.js';
export * from './files.js';
export * from './corpo-simples.js';
export * from './interno.js';
export * from './localidades.js';
export * from './logger.js';
export * from './metricas.js';
export { lembradoPorOperacao } from './por-operacao.js';
export { segredosIguais } from './secrets.js';
export { settleUrlParseWarning } from './url-parse.js';
export { versaoDoPortal, type EstadoDoSubgrafo } from './sistema.js';
