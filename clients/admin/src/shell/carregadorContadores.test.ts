import { describe, expect, it } from 'vitest';
import { paraContadores } from './carregadorContadores';

describe('contadores do menu', () => {
  it('contadoresMenu → chaves do menu', () => {
    expect(paraContadores({ faleConosco: 2, agenda: 0, galeria: 1, noticias: 5 })).toEqual({ fale_conosco: 2, agenda: 0, galeria: 1, noticias: 5 });
    expect(paraContadores(null)).toEqual({ fale_conosco: undefined, agenda: undefined, galeria: undefined, noticias: undefined });
  });
});
