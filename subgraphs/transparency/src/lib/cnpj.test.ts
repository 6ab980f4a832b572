import { describe, expect, it } from 'vitest';
import { cnpjValido, digitosVerificadoresCnpj, formatarCnpj, gerarCnpj, normalizarCnpj } from './cnpj.js';

describe('CNPJ', () => {
  it('computes the modulo-11 check digits of the textbook example', () => {
    expect(digitosVerificadoresCnpj('112223330001')).toBe('81');
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11222333000181')).toBe(true);
  });

  it('covers the check digit that falls to zero (remainder below 2)', () => {
    const comZero = Array.from({ length: 200 }, (_, i) => gerarCnpj(10_000_000 + i)).find((cnpj) => cnpj[12] === '0');
    expect(comZero).toBeDefined();
    expect(cnpjValido(comZero!)).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths, repeated digits and letters', () => {
    for (const texto of ['11.222.333/0001-82', '11.222.333/0001-18', '1122233300018', '112223330001811', '00000000000000', '11111111111111', '11.222.333/0001-8A', '', 'CNPJ 11222333000181']) {
      expect(cnpjValido(texto), texto).toBe(false);
    }
  });

  it('normalizes to 14 digits and formats back', () => {
    expect(normalizarCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('generates valid numbers for demo data', () => {
    for (let raiz = 31_400_000; raiz < 31_400_500; raiz += 7) {
      const cnpj = gerarCnpj(raiz, 1 + (raiz % 3));
      expect(cnpj).toMatch(/^\d{14}$/);
      expect(cnpjValido(cnpj)).toBe(true);
    }
  });
});
