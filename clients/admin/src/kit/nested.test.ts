import { describe, expect, it } from 'vitest';
import { linhasDoRegistro, linhasParaDados, linhasVivas, ordemAposMover } from './nested';

describe('linhas aninhadas', () => {
  it('marks persisted rows _destroy, drops unsaved removed rows and keeps ids of the others', () => {
    const linhas = [
      { registroId: '1', ano: '2024', _destroy: true },
      { registroId: '2', ano: '2025', _destroy: false },
      { ano: '2026' },
      { ano: '2027', _destroy: true },
    ];
    expect(linhasParaDados(linhas, (l) => ({ ano: Number(l.ano) }))).toEqual([{ id: '1', _destroy: true }, { id: '2', ano: 2025 }, { ano: 2026 }]);
    expect(linhasVivas(linhas).map((l) => l.ano)).toEqual(['2025', '2026']);
  });

  it('turns server rows into form rows with registroId', () => {
    expect(linhasDoRegistro([{ id: '7', ano: 2024 }], (r) => ({ ano: String(r.ano) }))).toEqual([{ ano: '2024', registroId: '7', _destroy: false }]);
  });

  it('after a move, numbers the live rows 1, 2, 3... in their new order and skips the removed ones', () => {
    // A (saved), B (saved, removed), C (saved), D (new): D dragged onto A → D, A, B, C; B keeps no number.
    const linhas = [{ registroId: '1' }, { registroId: '2', _destroy: true }, { registroId: '3' }, {}];
    expect(ordemAposMover(linhas, 3, 0)).toEqual([
      { indice: 0, ordem: '1' },
      { indice: 1, ordem: '2' },
      { indice: 3, ordem: '3' },
    ]);
    // A moved down past C (over a removed row): C, A; the list given is not changed.
    expect(ordemAposMover(linhas, 0, 2)).toEqual([
      { indice: 1, ordem: '1' },
      { indice: 2, ordem: '2' },
      { indice: 3, ordem: '3' },
    ]);
    expect(linhas[0]).toEqual({ registroId: '1' });
  });
});
