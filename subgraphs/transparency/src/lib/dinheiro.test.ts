import { describe, expect, it } from 'vitest';
import { cabeNaColuna, deCentavos, formatarReais, normalizarValor, paraCentavos, somarValores } from './dinheiro.js';

describe('normalizarValor', () => {
  it('accepts the dot and the pt-BR notations and returns two decimal places', () => {
    expect(normalizarValor('1234.56')).toBe('1234.56');
    expect(normalizarValor('1.234,56')).toBe('1234.56');
    expect(normalizarValor('1234,5')).toBe('1234.50');
    expect(normalizarValor('R$ 12.345.678,91')).toBe('12345678.91');
    expect(normalizarValor(' 0,1 ')).toBe('0.10');
    expect(normalizarValor('007')).toBe('7.00');
    expect(normalizarValor('1.234')).toBe('1234.00');
    expect(normalizarValor('1.23')).toBe('1.23');
    expect(normalizarValor('0')).toBe('0.00');
  });

  it('rejects negatives, extra decimal places, foreign grouping and text', () => {
    for (const texto of ['', '-1', '1.234.56', '1,234.56', '12,345', '1.2345', 'abc', '1e3', '.5', '5.', '1 234,00', 'NaN']) {
      expect(normalizarValor(texto), texto).toBeNull();
    }
  });

  it('knows the numeric(14,2) limit', () => {
    expect(cabeNaColuna('999999999999.99')).toBe(true);
    expect(cabeNaColuna('1000000000000.00')).toBe(false);
  });
});

describe('aritmética em centavos', () => {
  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(somarValores(['0.10', '0.20'])).toBe('0.30');
    expect(somarValores(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(somarValores(['999999999999.99', '0.01'])).toBe('1000000000000.00');
    expect(somarValores([])).toBe('0.00');
  });

  it('converts to and from cents, rounding extra places half away from zero', () => {
    expect(paraCentavos('12345678.91')).toBe(1234567891n);
    expect(paraCentavos('0.125')).toBe(13n);
    expect(paraCentavos('0.124')).toBe(12n);
    expect(paraCentavos('-0.125')).toBe(-13n);
    expect(deCentavos(5n)).toBe('0.05');
    expect(deCentavos(-123456n)).toBe('-1234.56');
    expect(() => paraCentavos('1,00')).toThrow();
  });
});

describe('formatarReais', () => {
  it('prints pt-BR currency from the exact digits', () => {
    expect(formatarReais('12345678.91')).toBe('R$ 12.345.678,91');
    expect(formatarReais('12345.67')).toBe('R$ 12.345,67');
    expect(formatarReais('0.30')).toBe('R$ 0,30');
    expect(formatarReais('0')).toBe('R$ 0,00');
    expect(formatarReais('100')).toBe('R$ 100,00');
    expect(formatarReais('1000.5')).toBe('R$ 1.000,50');
    expect(formatarReais('999999999999.99')).toBe('R$ 999.999.999.999,99');
    expect(formatarReais('-1234.56')).toBe('-R$ 1.234,56');
  });

  it('formats a sum of values that floats get wrong', () => {
    expect(formatarReais(somarValores(['0.10', '0.20']))).toBe('R$ 0,30');
    // 0.07 * 100 is 7.000000000000001 in floats; cents stay exact here.
    expect(formatarReais(somarValores(['1234567.07', '0.07']))).toBe('R$ 1.234.567,14');
  });
});
