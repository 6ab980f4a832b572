import { describe, expect, it } from 'vitest';
import { formatData, formatDataExtenso, formatDataHora } from './format';

describe('formatadores pt-BR', () => {
  it('usa o fuso de Brasília, não o do servidor', () => {
    // 02:30 UTC ainda é o dia anterior em São Paulo (UTC-3).
    expect(formatData('2026-03-02T02:30:00Z')).toBe('01/03/2026');
    expect(formatDataHora('2026-03-02T02:30:00Z')).toBe('01/03/2026 às 23:30');
  });

  it('formata data e hora com zeros à esquerda e relógio de 24 horas', () => {
    expect(formatDataHora('2026-11-22T12:05:00Z')).toBe('22/11/2026 às 09:05');
    expect(formatDataHora(new Date('2026-11-22T21:45:00Z'))).toBe('22/11/2026 às 18:45');
    expect(formatDataHora('2026-01-01T03:00:00Z')).toBe('01/01/2026 às 00:00');
  });

  it('escreve o mês por extenso em português', () => {
    expect(formatDataExtenso('2026-11-22T12:00:00Z')).toBe('22 de novembro de 2026');
    expect(formatDataExtenso('2026-03-05T12:00:00Z')).toBe('5 de março de 2026');
  });

  it('devolve texto vazio para datas ausentes ou inválidas', () => {
    for (const valor of [null, undefined, '', 'não é data']) {
      expect(formatData(valor)).toBe('');
      expect(formatDataHora(valor)).toBe('');
      expect(formatDataExtenso(valor)).toBe('');
    }
  });
});
