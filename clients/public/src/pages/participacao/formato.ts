import { formatNumero, formatPorcentagem } from '@alego/ui';

/** Formatos pt-BR da participação. Datas sem hora (AAAA-MM-DD) não passam por fuso: 2025-06-17 é 17/06/2025. */

export function formatarNumero(valor: number): string {
  return formatNumero(valor);
}

export function formatarDataDoDia(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** Parte de cada lado no placar; 0 e 0 sem votos. */
export function proporcoes(aFavor: number, contra: number): { aFavor: number; contra: number; total: number } {
  const total = aFavor + contra;
  if (total === 0) return { aFavor: 0, contra: 0, total };
  return { aFavor: aFavor / total, contra: contra / total, total };
}

export function formatarPorcentagem(fracao: number): string {
  return formatPorcentagem(fracao);
}

export function votosPorExtenso(total: number): string {
  return total === 1 ? '1 voto' : `${formatarNumero(total)} votos`;
}
