export * from './database.js';
export * from './embedded.js';
