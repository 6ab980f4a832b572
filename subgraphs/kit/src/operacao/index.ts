/* `@alego/kit/operacao`: backups, restores and the release checks run by operators (docs/operacao.md). */
export * from './backup.js';
export * from './versao-anterior.js';
