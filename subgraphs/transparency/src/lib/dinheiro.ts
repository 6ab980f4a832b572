/**
 * Money travels as exact decimal strings ("1234.56") and is computed in integer cents (BigInt):
 * floats never touch it, since 0.1 + 0.2 !== 0.3 and 12345678.91 has no exact binary form.
 */

/** The column is numeric(14,2): at most 12 digits before the decimal point. */
export const DIGITOS_INTEIROS_MAXIMO = 12;

/** Dot as the decimal separator, no grouping: "1234.56", "1234.5", "1234". */
const DECIMAL_PONTO = /^(\d+)(?:\.(\d{1,2}))?$/;
/** pt-BR: optional dot grouping of thousands, comma as the decimal separator: "1.234,56", "1234,56". */
const DECIMAL_PT_BR = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Reads a non-negative amount typed as "1234.56", "1234,56" or "1.234,56" (an optional "R$" prefix is
 * ignored) and returns it as "1234.56". Returns null for anything else, including negatives and
 * more than two decimal places. "1.234" reads as one thousand two hundred thirty-four, as in pt-BR.
 */
export function normalizarValor(texto: string): string | null {
  const limpo = texto.trim().replace(/^R\$\s*/, '');
  const ponto = DECIMAL_PONTO.exec(limpo);
  const ptBr = ponto ? null : DECIMAL_PT_BR.exec(limpo);
  const partes = ponto ?? ptBr;
  if (!partes) return null;
  const inteiro = partes[1]!.replaceAll('.', '').replace(/^0+(?=\d)/, '');
  const fracao = (partes[2] ?? '').padEnd(2, '0');
  return `${inteiro}.${fracao}`;
}

/** Whether a normalized value fits numeric(14,2). */
export function cabeNaColuna(valor: string): boolean {
  const inteiro = valor.split('.')[0] ?? '';
  return inteiro.replace(/^-/, '').length <= DIGITOS_INTEIROS_MAXIMO;
}

const DECIMAL_COM_SINAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "1234.56" → 123456n. More than two places round half away from zero (a SQL average can have them). */
export function paraCentavos(valor: string): bigint {
  const partes = DECIMAL_COM_SINAL.exec(valor.trim());
  if (!partes) throw new Error(`valor decimal inválido: ${valor}`);
  const [, sinal, inteiro, fracao = ''] = partes;
  let centavos = BigInt(inteiro!) * 100n + BigInt(fracao.padEnd(2, '0').slice(0, 2));
  if ((fracao[2] ?? '0') >= '5') centavos += 1n;
  return sinal ? -centavos : centavos;
}

/** 123456n → "1234.56". */
export function deCentavos(centavos: bigint): string {
  const negativo = centavos < 0n;
  const absoluto = negativo ? -centavos : centavos;
  const reais = absoluto / 100n;
  const resto = String(absoluto % 100n).padStart(2, '0');
  return `${negativo ? '-' : ''}${reais}.${resto}`;
}

/** Exact sum of decimal strings: ["0.10", "0.20"] → "0.30". */
export function somarValores(valores: readonly string[]): string {
  return deCentavos(valores.reduce((total, valor) => total + paraCentavos(valor), 0n));
}

/**
 * "12345678.91" → "R$ 12.345.678,91". Built from the digits, not with Intl on a number, so no
 * amount is ever rounded through a float; the space is a plain one, as the portal prints it.
 */
export function formatarReais(valor: string): string {
  const centavos = paraCentavos(valor);
  const negativo = centavos < 0n;
  const absoluto = negativo ? -centavos : centavos;
  const reais = String(absoluto / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = String(absoluto % 100n).padStart(2, '0');
  return `${negativo ? '-' : ''}R$ ${reais},${resto}`;
}
