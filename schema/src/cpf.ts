/** CPF: 9 base digits and 2 check digits (modulo 11). Never shown whole in public (LGPD). */

function digitoVerificador(digitos: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) soma += Number(digitos[i]) * (pesoInicial - i);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** A checksum-valid CPF for demo data from an invented 9-digit base. */
export function gerarCpf(base: number): string {
  const nove = String(base).padStart(9, '0').slice(-9);
  const primeiro = digitoVerificador(nove, 10);
  return `${nove}${primeiro}${digitoVerificador(nove + primeiro, 11)}`;
}

export function cpfValido(texto: string): boolean {
  const digitos = texto.replace(/\D/g, '');
  if (digitos.length !== 11 || /^(\d)\1{10}$/.test(digitos)) return false;
  return gerarCpf(Number(digitos.slice(0, 9))) === digitos;
}

/** "12345678900" → "***.456.789-**", as DESIGN.md asks for every public answer. */
export function mascararCpf(digitos: string): string {
  return `***.${digitos.slice(3, 6)}.${digitos.slice(6, 9)}-**`;
}
