/**
 * Valores em reais digitados num formulário: a mesma leitura no servidor (que guarda) e no admin (que confere antes
 * de enviar). Sem ponto flutuante: o texto vira "1234.56" e é guardado como decimal exato.
 */

/** A coluna é numeric(14,2): no máximo 12 dígitos antes da vírgula. */
export const DIGITOS_INTEIROS_MAXIMO = 12;

/** Ponto como separador decimal, sem agrupamento: "1234.56", "1234.5", "1234". */
const DECIMAL_PONTO = /^(\d+)(?:\.(\d{1,2}))?$/;
/** pt-BR: pontos opcionais nos milhares, vírgula decimal: "1.234,56", "1234,56". */
const DECIMAL_PT_BR = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Lê um valor não negativo digitado como "1234.56", "1234,56" ou "1.234,56" (um "R$" na frente é ignorado) e o
 * devolve como "1234.56". Devolve null para qualquer outra coisa, inclusive negativos e mais de duas casas.
 * "1.234" é mil duzentos e trinta e quatro, como em pt-BR.
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

/** Se um valor já normalizado cabe em numeric(14,2). */
export function cabeNaColuna(valor: string): boolean {
  const inteiro = valor.split('.')[0] ?? '';
  return inteiro.replace(/^-/, '').length <= DIGITOS_INTEIROS_MAXIMO;
}
