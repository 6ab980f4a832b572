import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Testes dos clientes (ui, public, admin, explorer): `npx vitest run --config clients/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // graphql 16 tem build CJS e ESM; sem o alias, código inline (ESM) e dependências
    // externas (CJS) carregam duas cópias ("Cannot use GraphQLSchema from another module or realm").
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'node',
    include: ['*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
