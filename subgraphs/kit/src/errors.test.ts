import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createErrorFormatter, MENSAGEM_ERRO_INTERNO, MENSAGEM_TEXTO_INVALIDO } from './errors.js';

const formatar = createErrorFormatter(pino({ level: 'silent' }));
const doBanco = (code: string) => {
  const original = Object.assign(new Error('falha no banco'), { code });
  return formatar({ message: 'falha no banco', extensions: { code: 'INTERNAL_SERVER_ERROR' } }, new GraphQLError('falha no banco', { originalError: original }));
};

describe('error formatter', () => {
  it('answers text PostgreSQL cannot take (NUL byte, bad encoding) as the caller’s input', () => {
    for (const code of ['08P01', '22021', '22P05']) {
      expect(doBanco(code)).toMatchObject({ message: MENSAGEM_TEXTO_INVALIDO, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('hides any other database failure behind the internal-error message', () => {
    expect(doBanco('42P01')).toMatchObject({ message: MENSAGEM_ERRO_INTERNO, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(doBanco('57P01').extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
