import { describe, expect, it } from 'vitest';
import { linhasDoRegistro, linhasParaDados, linhasVivas } from './nested';

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
});
