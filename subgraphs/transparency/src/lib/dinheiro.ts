/**
 * Money travels as exact decimal strings ("1234.56") and is computed in integer cents (BigInt):
 * floats never touch it, since 0.1 + 0.2 !== 0.3 and 12345678.91 has no exact binary form.
 */

/** Reading a typed amount is shared with the admin form: it lives in the catalog. */
export { cabeNaColuna, DIGITOS_INTEIROS_MAXIMO, normalizarValor } from '@alego/catalog';

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
