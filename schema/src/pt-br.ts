/**
 * Dinheiro (exato, sem ponto flutuante) e meses em pt-BR. Arquivo à parte e sem importações: o registro dos conjuntos
 * o usa, e as páginas de deputados do site público também, sem levar o registro inteiro para o chunk delas.
 */

export const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 3 → "março". */
export function nomeDoMes(mes: number): string {
  return MESES[mes - 1] ?? String(mes);
}

/** "1234567" → "1.234.567". */
export function agrupar(digitos: string): string {
  return digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A phone as the legacy admin input kept it: digits, dot and minus only (back-office: numeric-only inputs). */
export function soNumerico(valor: string | null | undefined): string {
  return (valor ?? '').replace(/[^\d.-]/g, '');
}

/**
 * A stored phone for reading: "623221-3100" → "(62) 3221-3100", "62999991234" → "(62) 99999-1234", "32213100" →
 * "3221-3100". A number of another length (an extension, a foreign number) is shown as stored.
 */
export function formatarTelefone(numero: string): string {
  const d = numero.replace(/\D/g, '');
  // 0800 and other non-geographic numbers keep the form they were typed in.
  if (d.startsWith('0')) return numero;
  if (d.length === 10 || d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, -4)}-${d.slice(-4)}`;
  if (d.length === 8 || d.length === 9) return `${d.slice(0, -4)}-${d.slice(-4)}`;
  return numero;
}

/** "850 bytes", "12,5 KB", "1,2 MB". */
export function formatarTamanho(bytes: number): string {
  const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${numero(bytes / 1024)} KB`;
  return `${numero(bytes / (1024 * 1024))} MB`;
}

/** "12345.6" → "R$ 12.345,60"; "-5" → "-R$ 5,00". Texto que não é decimal volta como veio. */
export function formatarReais(valor: unknown): string {
  const texto = String(valor ?? '');
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(texto.trim());
  if (!m) return texto;
  const centavos = ((m[3] ?? '') + '00').slice(0, 2);
  return `${m[1]}R$ ${agrupar(m[2]!.replace(/^0+(?=\d)/, ''))},${centavos}`;
}
