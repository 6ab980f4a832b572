import { describe, expect, it } from 'vitest';
import { regrasLegislatura } from './legislatura.rules.js';

describe('regras da legislatura', () => {
  it('requires the start year to be below the end year', () => {
    expect(regrasLegislatura({ numero: 21, descricao: '21ª', anoInicio: 2027, anoFim: 2027, atual: false })).toEqual([
      'O Ano de Início deve ser menor que Ano Fim',
    ]);
    expect(regrasLegislatura({ numero: 21, descricao: '21ª', anoInicio: 2027, anoFim: 2031, atual: false })).toEqual([]);
  });
});
