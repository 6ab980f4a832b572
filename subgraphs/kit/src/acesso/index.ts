/*
 * `@alego/kit/acesso`: who may run an operation. Loads only graphql (no MikroORM, no PostgreSQL), so the gateway and
 * the admin client import it as well as the subgraphs.
 */
export * from './regra.js';
export * from './requisitos.js';
