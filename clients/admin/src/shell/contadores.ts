import { useSyncExternalStore } from 'react';

/**
 * Contadores de pendências do menu (fale_conosco, agenda, galeria, noticias). Quem os
 * busca é registrado depois (`registrarCarregadorDeContadores`); até lá
 * `atualizarContadores()` não faz nada. Falha ao carregar: só registrada no console.
 */
export type Contadores = Readonly<Record<string, number>>;
export type CarregadorDeContadores = () => Promise<Record<string, number | null | undefined>>;

let carregador: CarregadorDeContadores | undefined;
let contadores: Contadores = {};
const ouvintes = new Set<() => void>();

export function registrarCarregadorDeContadores(novo: CarregadorDeContadores | undefined): void {
  carregador = novo;
}

export async function atualizarContadores(): Promise<void> {
  if (!carregador) return;
  try {
    const lidos = await carregador();
    const novos: Record<string, number> = {};
    for (const [chave, valor] of Object.entries(lidos)) if (typeof valor === 'number' && Number.isFinite(valor)) novos[chave] = valor;
    contadores = novos;
    for (const ouvinte of [...ouvintes]) ouvinte();
  } catch (erro) {
    console.error('Não foi possível carregar os contadores do menu', erro);
  }
}

export function lerContadores(): Contadores {
  return contadores;
}

export function limparContadores(): void {
  contadores = {};
  for (const ouvinte of [...ouvintes]) ouvinte();
}

function assinar(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => void ouvintes.delete(ouvinte);
}

export function useContadores(): Contadores {
  return useSyncExternalStore(assinar, lerContadores, lerContadores);
}

/** Valor do selo: só quando maior que zero. */
export function valorDoSelo(contadores: Contadores, chave: string | undefined): number | undefined {
  const valor = chave === undefined ? undefined : contadores[chave];
  return valor !== undefined && valor > 0 ? valor : undefined;
}
