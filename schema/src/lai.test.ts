import { describe, expect, it } from 'vitest';
import { diasEntre, hojeEmBrasilia, somarDias } from './datas.js';
import { prazoDeResposta, situacaoDoPrazo } from './lai.js';

describe('LAI deadlines in calendar days', () => {
  it('20 days from the day after receipt, across month ends', () => {
    expect(prazoDeResposta('2026-01-31')).toBe('2026-02-20');
    expect(prazoDeResposta('2026-03-20')).toBe('2026-04-09');
    expect(prazoDeResposta('2026-12-20')).toBe('2027-01-09');
  });

  it('February of leap and common years', () => {
    expect(prazoDeResposta('2024-02-09')).toBe('2024-02-29');
    expect(prazoDeResposta('2025-02-09')).toBe('2025-03-01');
    expect(prazoDeResposta('2028-02-10')).toBe('2028-03-01');
    expect(somarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(somarDias('2100-02-28', 1)).toBe('2100-03-01');
    expect(somarDias('2000-02-28', 1)).toBe('2000-02-29');
  });

  it('an extension adds 10 days to the original deadline', () => {
    expect(prazoDeResposta('2024-02-01', true)).toBe('2024-03-02');
    expect(prazoDeResposta('2025-02-01', true)).toBe('2025-03-03');
    expect(prazoDeResposta('2026-12-15', true)).toBe('2027-01-14');
  });

  it('counts days between dates and reads the Brasília date of an instant', () => {
    expect(diasEntre('2024-02-27', '2024-03-01')).toBe(3);
    expect(diasEntre('2025-02-27', '2025-03-01')).toBe(2);
    expect(diasEntre('2026-03-01', '2026-02-28')).toBe(-1);
    expect(hojeEmBrasilia(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(hojeEmBrasilia(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });

  it('overdue after the deadline day, due soon in its last 3 days', () => {
    expect(situacaoDoPrazo('2024-03-01', '2024-02-25')).toBe('no_prazo');
    expect(situacaoDoPrazo('2024-03-01', '2024-02-27')).toBe('vence_em_breve');
    expect(situacaoDoPrazo('2024-03-01', '2024-03-01')).toBe('vence_em_breve');
    expect(situacaoDoPrazo('2024-03-01', '2024-03-02')).toBe('vencida');
    expect(situacaoDoPrazo('2025-03-01', '2025-02-25')).toBe('no_prazo');
    expect(situacaoDoPrazo('2025-03-01', '2025-02-26')).toBe('vence_em_breve');
  });
});
