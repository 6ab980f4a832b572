import { describe, expect, it } from 'vitest';
import { cpfValido, gerarCpf, mascararCpf } from './cpf.js';

describe('CPF', () => {
  it('computes the check digits of a known CPF', () => {
    expect(gerarCpf(529_982_247)).toBe('52998224725');
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
  });

  it('masks all but the middle six digits', () => {
    expect(mascararCpf('12345678900')).toBe('***.456.789-**');
  });
});
