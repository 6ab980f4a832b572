import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type FormatoDeImportacao = 'csv' | 'xlsx';

/** One row of the file: its number in the file (the header is line 1) and the text of each cell. */
export interface LinhaLida {
  linha: number;
  celulas: string[];
}

/** The file cannot be read as its format (bad CSV quoting, not a zip): reported at `linha`. */
export class ArquivoIlegivel extends Error {
  constructor(
    readonly linha: number,
    mensagem: string,
  ) {
    super(mensagem);
  }
}

export function formatoDoArquivo(nome: string): FormatoDeImportacao | null {
  const extensao = /\.([a-z]+)$/i.exec(nome.trim())?.[1]?.toLowerCase();
  return extensao === 'csv' || extensao === 'xlsx' ? extensao : null;
}

async function* linhasDoCsv(fonte: Readable): AsyncGenerator<LinhaLida> {
  const leitor = parse({ delimiter: ';', bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true });
  fonte.on('error', (erro) => leitor.destroy(erro));
  fonte.pipe(leitor);
  let ultima = 1;
  try {
    for await (const { record, info } of leitor as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      ultima = info.lines;
      yield { linha: info.lines, celulas: record };
    }
  } catch (erro) {
    if ((erro as { code?: string }).code?.startsWith('CSV_')) throw new ArquivoIlegivel(ultima + 1, `O CSV está malformado (${(erro as Error).message}).`);
    throw erro;
  }
}

/** A cell as text: dates as AAAA-MM-DD (a spreadsheet date has no time zone), formulas by their result. */
function textoDaCelula(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  if (typeof valor === 'object') {
    if ('richText' in valor) return valor.richText.map((parte) => parte.text).join('');
    if ('result' in valor) return textoDaCelula(valor.result as ExcelJS.CellValue);
    if ('text' in valor) return String(valor.text);
    if ('error' in valor) return '';
  }
  return String(valor).trim();
}

/** The first worksheet, row by row, through exceljs's streaming reader (the workbook is never held whole). */
async function* linhasDoXlsx(fonte: Readable): AsyncGenerator<LinhaLida> {
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(fonte, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  let ultima = 1;
  try {
    for await (const planilha of leitor) {
      for await (const linha of planilha) {
        ultima = linha.number;
        const valores = (linha.values as ExcelJS.CellValue[]).slice(1);
        const celulas = Array.from({ length: valores.length }, (_, i) => textoDaCelula(valores[i]));
        if (celulas.every((c) => c === '')) continue;
        yield { linha: linha.number, celulas };
      }
      // Only the first worksheet is data; the rest (instructions of the template) are skipped.
      break;
    }
  } catch (erro) {
    if (erro instanceof ArquivoIlegivel) throw erro;
    throw new ArquivoIlegivel(ultima, `O arquivo XLSX não pôde ser lido (${(erro as Error).message}).`);
  }
}

export function lerLinhas(fonte: Readable, formato: FormatoDeImportacao): AsyncGenerator<LinhaLida> {
  return formato === 'csv' ? linhasDoCsv(fonte) : linhasDoXlsx(fonte);
}
