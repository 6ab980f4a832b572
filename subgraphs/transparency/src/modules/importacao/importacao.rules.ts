import type { ColunaDeImportacao } from '@alego/catalog';
import { normalizarCnpj } from '../../lib/cnpj.js';
import { cabeNaColuna, normalizarValor, paraCentavos } from '../../lib/dinheiro.js';

/** A cell as it is written to the table: text (money and dates as exact text), a number, or null (empty optional). */
export type ValorImportado = string | number | null;

/** Descriptions of a vocabulary (normalised) → id, for the `referencia` columns. */
export type Vocabulario = ReadonlyMap<string, number>;

export const ANO_MINIMO_IMPORTADO = 1990;

/** Accents, case and repeated spaces do not matter when matching a header or a vocabulary description. */
export function normalizarNome(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function maiuscula(texto: string): string {
  return `${texto.charAt(0).toUpperCase()}${texto.slice(1)}`;
}

function dataValida(ano: number, mes: number, dia: number): boolean {
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia && ano >= ANO_MINIMO_IMPORTADO && ano <= 2200;
}

/** `dd/mm/aaaa` or `aaaa-mm-dd` (what a spreadsheet date becomes) → `aaaa-mm-dd`. */
export function lerData(texto: string): string | null {
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
  const iso = br ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  const [ano, mes, dia] = br ? [Number(br[3]), Number(br[2]), Number(br[1])] : iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [0, 0, 0];
  if (!dataValida(ano, mes, dia)) return null;
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

function lerCpf(digitos: string): boolean {
  if (!/^\d{11}$/.test(digitos) || /^(\d)\1{10}$/.test(digitos)) return false;
  const dv = (base: string, peso: number) => {
    const soma = [...base].reduce((total, d, i) => total + Number(d) * (peso - i), 0);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  return dv(digitos.slice(0, 9), 10) === Number(digitos[9]) && dv(digitos.slice(0, 10), 11) === Number(digitos[10]);
}

/**
 * Reads one cell by its catalog column: the value to write, or the Portuguese message of what is wrong with it.
 * The same rules for CSV and XLSX, for the preview and for the import.
 */
export function lerCelula(coluna: ColunaDeImportacao, bruto: string | undefined, vocabulario?: Vocabulario): { valor: ValorImportado } | { erro: string } {
  const texto = (bruto ?? '').trim();
  if (!texto) return coluna.opcional ? { valor: null } : { erro: `Informe ${coluna.rotulo}.` };
  switch (coluna.tipo) {
    case 'texto': {
      const maximo = coluna.maximo ?? 200;
      return texto.length > maximo ? { erro: `${maiuscula(coluna.rotulo)} deve ter no máximo ${maximo} caracteres.` } : { valor: texto };
    }
    case 'inteiro':
      return /^\d{1,9}$/.test(texto) ? { valor: Number(texto) } : { erro: `Informe ${coluna.rotulo} como um número inteiro.` };
    case 'ano': {
      const ano = /^\d{4}$/.test(texto) ? Number(texto) : 0;
      const minimo = coluna.desde ?? ANO_MINIMO_IMPORTADO;
      const maximo = new Date().getUTCFullYear() + (coluna.ateOAnoCorrente ? 0 : 2);
      return ano >= minimo && ano <= maximo ? { valor: ano } : { erro: `Informe um ano entre ${minimo} e ${maximo}.` };
    }
    case 'mes': {
      const mes = /^\d{1,2}$/.test(texto) ? Number(texto) : 0;
      return mes >= 1 && mes <= 12 ? { valor: mes } : { erro: 'Informe um mês entre 1 e 12.' };
    }
    case 'dinheiro': {
      const valor = normalizarValor(texto);
      if (valor === null) return { erro: `Informe ${coluna.rotulo} em reais, por exemplo 1234,56.` };
      if (!cabeNaColuna(valor)) return { erro: `${maiuscula(coluna.rotulo)} não pode passar de R$ 999.999.999.999,99.` };
      return { valor };
    }
    case 'decimal': {
      const partes = /^(\d{1,4})(?:[.,](\d))?$/.exec(texto);
      return partes ? { valor: `${partes[1]}.${partes[2] ?? '0'}` } : { erro: `Informe ${coluna.rotulo} com até uma casa decimal, por exemplo 2,5.` };
    }
    case 'data': {
      const data = lerData(texto);
      return data ? { valor: data } : { erro: `Informe ${coluna.rotulo} no formato dd/mm/aaaa.` };
    }
    case 'cnpj': {
      const cnpj = normalizarCnpj(texto);
      return cnpj ? { valor: cnpj } : { erro: `${maiuscula(coluna.rotulo)} "${texto}" não é um CNPJ válido.` };
    }
    case 'cnpjCpf': {
      const digitos = /^[\d./\s-]+$/.test(texto) ? texto.replace(/\D/g, '') : '';
      if (digitos.length === 14 && normalizarCnpj(digitos)) return { valor: digitos };
      if (digitos.length === 11 && lerCpf(digitos)) return { valor: digitos };
      return { erro: `${maiuscula(coluna.rotulo)} "${texto}" não é um CNPJ nem um CPF válido.` };
    }
    case 'opcao':
      return coluna.opcoes?.includes(texto) ? { valor: texto } : { erro: `${maiuscula(coluna.rotulo)} deve ser um destes: ${(coluna.opcoes ?? []).join(', ')}.` };
    case 'referencia': {
      const id = vocabulario?.get(normalizarNome(texto));
      return id === undefined ? { erro: `${maiuscula(coluna.rotulo)} "${texto}" não existe no cadastro.` } : { valor: id };
    }
  }
}

/** `resultado = de − menos`, in exact cents; true when a value is missing (its own error is already reported). */
export function eDiferenca(resultado: ValorImportado, de: ValorImportado, menos: ValorImportado): boolean {
  if (typeof resultado !== 'string' || typeof de !== 'string' || typeof menos !== 'string') return true;
  return paraCentavos(de) - paraCentavos(menos) === paraCentavos(resultado);
}

/** `menor ≤ maior` for two values already read (money as exact decimal text, dates as AAAA-MM-DD). */
export function naoPassa(menor: ValorImportado, maior: ValorImportado): boolean {
  if (menor === null || maior === null) return true;
  const decimal = /^\d+\.\d+$/;
  if (typeof menor === 'string' && typeof maior === 'string' && decimal.test(menor) && decimal.test(maior)) return paraCentavos(menor) <= paraCentavos(maior);
  return menor <= maior;
}
