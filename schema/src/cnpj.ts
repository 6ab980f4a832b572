/** CNPJ: 12 base digits (8 of the company root, 4 of the branch) and 2 check digits (modulo 11). */

const PESOS_PRIMEIRO = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_SEGUNDO = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function digitoVerificador(digitos: string, pesos: number[]): number {
  const soma = pesos.reduce((total, peso, indice) => total + peso * Number(digitos[indice]), 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** The two check digits of a 12-digit base. */
export function digitosVerificadoresCnpj(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error('a base do CNPJ tem 12 dígitos');
  const primeiro = digitoVerificador(base, PESOS_PRIMEIRO);
  const segundo = digitoVerificador(base + primeiro, PESOS_SEGUNDO);
  return `${primeiro}${segundo}`;
}

/**
 * "12.345.678/0001-95" or "12345678000195" → the 14 digits, when the check digits are right.
 * Only digits and the usual punctuation are accepted; a repeated digit ("00000000000000") passes
 * the checksum but is not a CNPJ.
 */
export function normalizarCnpj(texto: string): string | null {
  const limpo = texto.trim();
  if (!/^[\d./\s-]+$/.test(limpo)) return null;
  const digitos = limpo.replace(/\D/g, '');
  if (digitos.length !== 14 || /^(\d)\1{13}$/.test(digitos)) return null;
  return digitosVerificadoresCnpj(digitos.slice(0, 12)) === digitos.slice(12) ? digitos : null;
}

export function cnpjValido(texto: string): boolean {
  return normalizarCnpj(texto) !== null;
}

/** "12345678000195" → "12.345.678/0001-95". */
export function formatarCnpj(digitos: string): string {
  return digitos.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/**
 * `formatarCnpj` in PostgreSQL, over the SQL expression of the digits (the export written by the database). Cut with
 * `substr`: `regexp_replace` with the same pattern cost ~70 µs a row, more than the rest of the row (bench/README.md).
 */
export function formatarCnpjEmSql(digitos: string): string {
  const parte = (inicio: number, tamanho: number) => `substr(${digitos}, ${inicio}, ${tamanho})`;
  const formatado = `${parte(1, 2)} || '.' || ${parte(3, 3)} || '.' || ${parte(6, 3)} || '/' || ${parte(9, 4)} || '-' || ${parte(13, 2)}`;
  return `case when octet_length(${digitos}) = 14 and translate(${digitos}, '0123456789', '') = '' then ${formatado} else ${digitos} end`;
}

/** A checksum-valid CNPJ for demo data, from an invented 8-digit root and a branch number. */
export function gerarCnpj(raiz: number, filial = 1): string {
  const base = String(raiz).padStart(8, '0') + String(filial).padStart(4, '0');
  return base + digitosVerificadoresCnpj(base);
}
