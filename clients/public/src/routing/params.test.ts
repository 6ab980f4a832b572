import { describe, expect, it } from 'vitest';
import { lerPagina, lerTermo, PAGINA_MAXIMA } from './params';

describe('parâmetros das páginas públicas', () => {
  it('?pagina= aceita inteiros de 1 a PAGINA_MAXIMA; o resto é a primeira página', () => {
    expect(lerPagina(null)).toBe(1);
    expect(lerPagina('')).toBe(1);
    expect(lerPagina('3')).toBe(3);
    expect(lerPagina(' 4 ')).toBe(4);
    expect(lerPagina(String(PAGINA_MAXIMA))).toBe(PAGINA_MAXIMA);
    // Beyond GraphQL's Int, these made the page fail with "Página indisponível" (502).
    for (const ruim of ['0', '-2', '2.5', 'abc', '1e3', '99999999', '99999999999999999999', String(PAGINA_MAXIMA + 1), '２']) expect(lerPagina(ruim), ruim).toBe(1);
  });

  it('?termo= sem espaços sobrando, sem caracteres de controle e limitado', () => {
    expect(lerTermo(null)).toBe('');
    expect(lerTermo('  saúde   pública ')).toBe('saúde pública');
    expect(lerTermo('x'.repeat(500))).toHaveLength(200);
    // A NUL reached PostgreSQL, which refuses it: the page answered 502.
    expect(lerTermo('a\u0000b\u0007c\u007f')).toBe('a b c');
    expect(lerTermo('\u0000')).toBe('');
  });
});
