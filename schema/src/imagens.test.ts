import { describe, expect, it } from 'vitest';
import { LARGURAS_DE_IMAGEM, larguraServida } from './imagens.js';

describe('larguraServida', () => {
  it('keeps a served width and rounds any other up to the next one, or down to the largest', () => {
    for (const largura of LARGURAS_DE_IMAGEM) expect(larguraServida(largura)).toBe(largura);
    expect(larguraServida(960)).toBe(1200);
    expect(larguraServida(1)).toBe(160);
    expect(larguraServida(5000)).toBe(1200);
  });
});
