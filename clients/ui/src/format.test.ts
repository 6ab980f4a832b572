import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatData, formatDataExtenso, formatDataHora, formatMoeda, formatNumero, registrarFormatos } from './format';

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

describe('números pt-BR', () => {
  it('separa milhares com ponto e decimais com vírgula; moeda em reais', () => {
    expect(formatNumero(1234567)).toBe('1.234.567');
    expect(formatNumero(2.5)).toBe('2,5');
    expect(formatMoeda(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});

describe('textos formatados pelo servidor e repetidos na hidratação', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('registra cada texto formatado durante a renderização, e só durante ela', () => {
    const { resultado, formatos } = registrarFormatos(() => `${formatDataHora('2026-11-22T12:05:00Z')} · ${formatNumero(1500)}`);
    expect(resultado).toBe('22/11/2026 às 09:05 · 1.500');
    expect(formatos).toEqual({ 'dataHora:2026-11-22T12:05:00.000Z': '22/11/2026 às 09:05', 'numero:1500': '1.500' });
    expect(registrarFormatos(() => formatData(null)).formatos).toEqual({});
    // Fora de `registrarFormatos` nada é anotado: a próxima renderização começa vazia.
    formatData('2026-01-01T12:00:00Z');
    expect(registrarFormatos(() => 'nada').formatos).toEqual({});
  });

  it('no navegador, um texto semeado sai sem criar formatador do Intl; o que falta cria um, uma vez', async () => {
    const datas = vi.spyOn(Intl, 'DateTimeFormat');
    const numeros = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const modulo = await import('./format');
    const doServidor = registrarFormatos(() => [formatDataHora('2026-11-22T12:05:00Z'), formatDataExtenso('2026-03-05T12:00:00Z'), formatMoeda(10)]);
    datas.mockClear();
    numeros.mockClear();

    modulo.semearFormatos(doServidor.formatos);
    // Date e texto ISO são a mesma entrada.
    expect(modulo.formatDataHora(new Date('2026-11-22T12:05:00Z'))).toBe(doServidor.resultado[0]);
    expect(modulo.formatDataExtenso('2026-03-05T12:00:00Z')).toBe('5 de março de 2026');
    expect(modulo.formatMoeda(10)).toBe(doServidor.resultado[2]);
    expect(datas).not.toHaveBeenCalled();
    expect(numeros).not.toHaveBeenCalled();

    expect(modulo.formatDataHora('2026-01-01T03:00:00Z')).toBe('01/01/2026 às 00:00');
    expect(modulo.formatData('2026-01-02T03:00:00Z')).toBe('02/01/2026');
    expect(datas).toHaveBeenCalledTimes(1);
  });
});
