import { describe, expect, it } from 'vitest';
import { formatarTelefone, soNumerico } from './pt-br.js';

describe('phones', () => {
  it('keep digits, dot and minus as the admin input does, and read back in the Brazilian form', () => {
    expect(soNumerico('(62) 3221-3100')).toBe('623221-3100');
    expect(formatarTelefone(soNumerico('(62) 3221-3100'))).toBe('(62) 3221-3100');
    expect(formatarTelefone('62999991234')).toBe('(62) 99999-1234');
    expect(formatarTelefone('3221.3100')).toBe('3221-3100');
    expect(formatarTelefone('0800-646-1234')).toBe('0800-646-1234');
  });
});
