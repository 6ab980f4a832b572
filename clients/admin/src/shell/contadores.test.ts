import { afterEach, describe, expect, it, vi } from 'vitest';
import { atualizarContadores, lerContadores, limparContadores, registrarCarregadorDeContadores, valorDoSelo } from './contadores';

afterEach(() => {
  registrarCarregadorDeContadores(undefined);
  limparContadores();
});

describe('contadores do menu', () => {
  it('sem carregador registrado, atualizarContadores não faz nada', async () => {
    await expect(atualizarContadores()).resolves.toBeUndefined();
    expect(lerContadores()).toEqual({});
  });

  it('carrega os valores numéricos; falha só vai ao console', async () => {
    registrarCarregadorDeContadores(() => Promise.resolve({ fale_conosco: 3, agenda: 0, galeria: null, noticias: 2 }));
    await atualizarContadores();
    expect(lerContadores()).toEqual({ fale_conosco: 3, agenda: 0, noticias: 2 });
    const erro = vi.spyOn(console, 'error').mockImplementation(() => {});
    registrarCarregadorDeContadores(() => Promise.reject(new Error('503')));
    await atualizarContadores();
    expect(erro).toHaveBeenCalled();
    expect(lerContadores()).toEqual({ fale_conosco: 3, agenda: 0, noticias: 2 });
    erro.mockRestore();
  });

  it('selo só quando o valor é maior que zero', () => {
    const c = { fale_conosco: 3, agenda: 0 };
    expect(valorDoSelo(c, 'fale_conosco')).toBe(3);
    expect(valorDoSelo(c, 'agenda')).toBeUndefined();
    expect(valorDoSelo(c, 'galeria')).toBeUndefined();
    expect(valorDoSelo(c, undefined)).toBeUndefined();
  });
});
