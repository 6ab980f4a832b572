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

/** What is wrong with a cell, in Portuguese (a class, so that a valid cell's value needs no wrapper object). */
export class ErroDeCelula {
  constructor(readonly mensagem: string) {}
}

export type LeitorDeCelula = (bruto: string | undefined) => ValorImportado | ErroDeCelula;

const INTEIRO = /^\d{1,9}$/;
const QUATRO_DIGITOS = /^\d{4}$/;
const MES = /^\d{1,2}$/;
const DECIMAL_UMA_CASA = /^(\d{1,4})(?:[.,](\d))?$/;
const CNPJ_OU_CPF = /^[\d./\s-]+$/;

/** The reader of the column's type alone (the cell is trimmed and not empty). */
function leitorDoTipo(coluna: ColunaDeImportacao, vocabulario?: Vocabulario): (texto: string) => ValorImportado | ErroDeCelula {
  const rotulo = maiuscula(coluna.rotulo);
  switch (coluna.tipo) {
    case 'texto': {
      const maximo = coluna.maximo ?? 200;
      const erro = new ErroDeCelula(`${rotulo} deve ter no máximo ${maximo} caracteres.`);
      return (texto) => (texto.length > maximo ? erro : texto);
    }
    case 'inteiro': {
      const erro = new ErroDeCelula(`Informe ${coluna.rotulo} como um número inteiro.`);
      return (texto) => (INTEIRO.test(texto) ? Number(texto) : erro);
    }
    case 'ano': {
      const minimo = coluna.desde ?? ANO_MINIMO_IMPORTADO;
      const maximo = new Date().getUTCFullYear() + (coluna.ateOAnoCorrente ? 0 : 2);
      const erro = new ErroDeCelula(`Informe um ano entre ${minimo} e ${maximo}.`);
      return (texto) => {
        const ano = QUATRO_DIGITOS.test(texto) ? Number(texto) : 0;
        return ano >= minimo && ano <= maximo ? ano : erro;
      };
    }
    case 'mes': {
      const erro = new ErroDeCelula('Informe um mês entre 1 e 12.');
      return (texto) => {
        const mes = MES.test(texto) ? Number(texto) : 0;
        return mes >= 1 && mes <= 12 ? mes : erro;
      };
    }
    case 'dinheiro': {
      const formato = new ErroDeCelula(`Informe ${coluna.rotulo} em reais, por exemplo 1234,56.`);
      const grande = new ErroDeCelula(`${rotulo} não pode passar de R$ 999.999.999.999,99.`);
      return (texto) => {
        const valor = normalizarValor(texto);
        if (valor === null) return formato;
        return cabeNaColuna(valor) ? valor : grande;
      };
    }
    case 'decimal': {
      const erro = new ErroDeCelula(`Informe ${coluna.rotulo} com até uma casa decimal, por exemplo 2,5.`);
      return (texto) => {
        const partes = DECIMAL_UMA_CASA.exec(texto);
        return partes ? `${partes[1]}.${partes[2] ?? '0'}` : erro;
      };
    }
    case 'data': {
      const erro = new ErroDeCelula(`Informe ${coluna.rotulo} no formato dd/mm/aaaa.`);
      return (texto) => lerData(texto) ?? erro;
    }
    case 'cnpj': {
      // A file repeats its suppliers: each distinct text is checked once (the cache is bounded).
      const vistos = new Map<string, string | null>();
      return (texto) => {
        let cnpj = vistos.get(texto);
        if (cnpj === undefined) {
          cnpj = normalizarCnpj(texto);
          if (vistos.size < 10_000) vistos.set(texto, cnpj);
        }
        return cnpj ?? new ErroDeCelula(`${rotulo} "${texto}" não é um CNPJ válido.`);
      };
    }
    case 'cnpjCpf':
      return (texto) => {
        const digitos = CNPJ_OU_CPF.test(texto) ? texto.replace(/\D/g, '') : '';
        if (digitos.length === 14 && normalizarCnpj(digitos)) return digitos;
        if (digitos.length === 11 && lerCpf(digitos)) return digitos;
        return new ErroDeCelula(`${rotulo} "${texto}" não é um CNPJ nem um CPF válido.`);
      };
    case 'opcao': {
      const opcoes = new Set(coluna.opcoes ?? []);
      const erro = new ErroDeCelula(`${rotulo} deve ser um destes: ${(coluna.opcoes ?? []).join(', ')}.`);
      return (texto) => (opcoes.has(texto) ? texto : erro);
    }
    case 'referencia':
      return (texto) => vocabulario?.get(normalizarNome(texto)) ?? new ErroDeCelula(`${rotulo} "${texto}" não existe no cadastro.`);
  }
}

/**
 * The reader of one catalog column, built once per import: a cell's text → the value to write, or what is wrong
 * with it. The same rules for CSV and XLSX, for the preview and for the import.
 */
export function leitorDaColuna(coluna: ColunaDeImportacao, vocabulario?: Vocabulario): LeitorDeCelula {
  const doTipo = leitorDoTipo(coluna, vocabulario);
  const vazia = coluna.opcional ? null : new ErroDeCelula(`Informe ${coluna.rotulo}.`);
  return (bruto) => {
    const texto = bruto === undefined ? '' : bruto.trim();
    return texto ? doTipo(texto) : vazia;
  };
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
