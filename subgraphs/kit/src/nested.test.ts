import { describe, expect, it } from 'vitest';
import { aplicarAninhados, estadoFinal, type LinhaAninhada } from './nested.js';

type Linha = LinhaAninhada & { ano?: number };

const existentes = [
  { id: 1, ano: 2023 },
  { id: 2, ano: 2024 },
  { id: 3, ano: 2025 },
];

describe('nested rows', () => {
  it('judges the final state: untouched rows stay, edited ones change, removed ones go, unsaved removed ones are dropped', () => {
    const final = estadoFinal<{ id: number; ano: number }, Linha, number | undefined>(
      existentes,
      [{ id: '1', _destroy: true }, { id: '2', ano: 2030 }, { ano: 2026 }, { ano: 2027, _destroy: true }],
      (e) => e.ano,
      (l) => l.ano,
    );
    expect(final).toEqual([2030, 2025, 2026]);
  });

  it('creates, updates and removes, and refuses ids that are not the record’s rows', () => {
    const feito: string[] = [];
    const operacoes = {
      criar: (l: Linha) => void feito.push(`criar ${l.ano}`),
      atualizar: (e: { id: number }, l: Linha) => void feito.push(`atualizar ${e.id} ${l.ano}`),
      remover: (e: { id: number }) => void feito.push(`remover ${e.id}`),
    };
    aplicarAninhados<{ id: number; ano: number }, Linha>(existentes, [{ id: '1', _destroy: true }, { id: '2', ano: 2030 }, { ano: 2026 }, { ano: 2027, _destroy: true }], operacoes);
    expect(feito).toEqual(['remover 1', 'atualizar 2 2030', 'criar 2026']);
    expect(() => aplicarAninhados<{ id: number; ano: number }, Linha>(existentes, [{ id: '99', _destroy: true }], operacoes)).toThrow('Registro aninhado não encontrado');
  });
});
