import { describe, expect, it } from 'vitest';
import { deIso, paraIso } from './CampoData';

describe('CampoData: ISO de ida e volta', () => {
  it('data sem hora', () => {
    expect(paraIso(deIso('2024-04-05', false), false)).toBe('2024-04-05');
    // Um valor com hora vindo da API mostra só o dia.
    expect(paraIso(deIso('2024-04-05T14:30:00', false), false)).toBe('2024-04-05');
  });

  it('data e hora (24 h, minutos)', () => {
    expect(paraIso(deIso('2024-04-05T14:30', true), true)).toBe('2024-04-05T14:30');
    expect(paraIso(deIso('2024-04-05T09:05:59', true), true)).toBe('2024-04-05T09:05');
    expect(paraIso(deIso('2024-04-05', true), true)).toBe('2024-04-05T00:00');
  });

  it('vazio ou inválido não vira data', () => {
    expect(deIso('', false)).toBeUndefined();
    expect(deIso(null, true)).toBeUndefined();
    expect(deIso('05/04/2024', false)).toBeUndefined();
    expect(paraIso(undefined, true)).toBe('');
  });
});
