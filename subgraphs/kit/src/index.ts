import 'reflect-metadata';

export * from './auth/identity.js';
export * from './auth/signing.js';
export * from './context.js';
export * from './crud.js';
export * from './definition.js';
export * from './errors.js';
export * from './files.js';
export * from './filters.js';
export * from './ids.js';
export * from './logger.js';
export * from './nested.js';
export * from './orm.js';
export * from './pagination.js';
export * from './references.js';
export * from './schema.js';
export * from './server.js';
export * from './text.js';
