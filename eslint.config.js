// One lint for the whole repository: `npm run lint` (also type-checks every package).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'test-results/**', 'clients/*/src/gql/**', 'subgraphs/*/src/migrations/Migration*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['clients/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No import cycles (type-only imports aside): a cycle makes module order decide what is still undefined at load.
    files: ['**/*.{ts,tsx}'],
    // MikroORM entities of a two-way relation name each other lazily (`() => Deputado`): that cycle is by design.
    ignores: ['subgraphs/*/src/modules/**/*.entity.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.test.json', 'clients/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The public site fetches one way (DESIGN.md, Clients): codegen'd documents from .graphql files through Apollo
    // Client. No REST client of the legacy shim and no GraphQL written as a string in the code.
    files: ['clients/public/src/**/*.{ts,tsx}'],
    // Tests and their fake GraphQL server (server/testing.ts) execute queries, they do not fetch them.
    ignores: ['clients/public/src/**/*.test.{ts,tsx}', 'clients/public/src/server/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name='fetch'] > Literal.arguments:first-child[value=/^\\/api(\\/|$)/]",
          "CallExpression[callee.name='fetch'] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=/^(\\/api(\\/|$)|$)/]",
          // A wrapper around fetch called with a path of the legacy REST (`${API_CIDADAO}/usuarios`).
          'CallExpression > TemplateLiteral.arguments:first-child[expressions.0.name=/^API_/]',
        ].map((selector) => ({
          selector,
          message: 'O site público não chama o REST do portal antigo: escreva a operação num .graphql (npm run generate) e use o documento tipado.',
        })),
        ...[
          "TaggedTemplateExpression[tag.name=/^(gql|graphql)$/]",
          "CallExpression[callee.name=/^(gql|graphql)$/]",
          'Literal[value=/^\\s*(query|mutation|subscription|fragment)\\b[^{]*\\{/]',
          'TemplateElement[value.raw=/^\\s*(query|mutation|subscription|fragment)\\b[^{]*\\{/]',
        ].map((selector) => ({
          selector,
          message: 'Consulta GraphQL escrita no código: escreva-a num .graphql, rode npm run generate e use o documento tipado (gql/).',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@apollo/client', importNames: ['gql'], message: 'Consultas ficam em arquivos .graphql (documentos tipados em gql/).' },
            { name: 'graphql-tag', message: 'Consultas ficam em arquivos .graphql (documentos tipados em gql/).' },
          ],
        },
      ],
    },
  },
);
