export * from './app.js';
export * from './auth/access.js';
export * from './composition.js';
export * from './config.js';
export * from './supergraph.js';
