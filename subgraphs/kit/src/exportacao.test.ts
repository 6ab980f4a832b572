import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { SemMoldura, type MontagemDaLinha } from './exportacao.js';

/** A `COPY … (format binary)` as PostgreSQL sends it: header, per row the field count and each field (-1 for null), trailer. */
function copiaBinaria(linhas: readonly (readonly (string | null)[])[]): Buffer {
  const partes = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const linha of linhas) {
    const campos = Buffer.alloc(2);
    campos.writeInt16BE(linha.length);
    partes.push(campos);
    for (const valor of linha) {
      const tamanho = Buffer.alloc(4);
      const bytes = valor === null ? Buffer.alloc(0) : Buffer.from(valor);
      tamanho.writeInt32BE(valor === null ? -1 : bytes.length);
      partes.push(tamanho, bytes);
    }
  }
  partes.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(partes);
}

/** The stream cut in pieces of `tamanho` bytes, so that rows, lengths and UTF-8 characters are split across chunks. */
async function montar(copia: Buffer, tamanho: number, montagem?: MontagemDaLinha, bloco?: number): Promise<{ texto: string; linhas: number }> {
  const pedacos: Buffer[] = [];
  for (let i = 0; i < copia.length; i += tamanho) pedacos.push(copia.subarray(i, i + tamanho));
  const sem = new SemMoldura(montagem, bloco);
  const saida: Buffer[] = [];
  await pipeline(Readable.from(pedacos), sem, async (fonte: AsyncIterable<Buffer>) => {
    for await (const pedaco of fonte) saida.push(Buffer.from(pedaco));
  });
  return { texto: Buffer.concat(saida).toString('utf8'), linhas: sem.linhas };
}

const DIFICEIS = [
  '=SOMA(1;2)',
  '+55 62',
  '-3',
  '@credor',
  '\tcom tabulação',
  '\rCR no início',
  'aspas "duplas"',
  'quebra\nde linha',
  'barra \\ invertida',
  'controle \u0001 \u001f e DEL \u007f',
  'acentuação ç ã é e emoji 😀',
  '',
  'ponto;e;vírgula',
  'simples',
];

/** The writer's rules, written with strings: what the bytes must equal (gateway/src/exportacao/formatos.ts). */
function celulaCsv(texto: string): string {
  const semFormula = /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
  return /[";\r\n]/.test(semFormula) ? `"${semFormula.replaceAll('"', '""')}"` : semFormula;
}

describe('SemMoldura: the rows of a binary COPY written as the file', () => {
  const linhas = DIFICEIS.map((texto, i) => [texto, String(i * 1000.25), i % 2 ? 'Sim' : null, `2025-03-${String(i + 1).padStart(2, '0')}`] as const);
  const copia = copiaBinaria(linhas);

  it('CSV: formula apostrophe, quotes only where needed, decimal comma, null empty, CRLF', async () => {
    const montagem: MontagemDaLinha = { formato: 'csv', escritas: ['texto', 'decimal', 'cru', 'cru'], prefixos: [] };
    const esperado = linhas.map(([texto, valor, booleano, data]) => `${celulaCsv(texto)};${valor.replace('.', ',')};${booleano ?? ''};${data}\r\n`).join('');
    for (const tamanho of [1, 3, 7, 64, copia.length]) {
      expect(await montar(copia, tamanho, montagem), `pedaços de ${tamanho}`).toEqual({ texto: esperado, linhas: linhas.length });
    }
    // Blocks smaller than a row still hold it whole.
    expect(await montar(copia, 5, montagem, 8)).toEqual({ texto: esperado, linhas: linhas.length });
  });

  it('JSON: strings escaped as JSON.stringify escapes them, raw values as they are, null', async () => {
    const montagem: MontagemDaLinha = {
      formato: 'json',
      escritas: ['texto', 'texto', 'cru', 'texto'],
      prefixos: ['historico', 'valor', 'pago', 'data'].map((campo, i) => Buffer.from(`${i ? ',' : ',\n{'}${JSON.stringify(campo)}:`)),
    };
    const esperado = linhas
      .map(([historico, valor, pago, data]) => `,\n${JSON.stringify({ historico, valor, pago: pago === null ? null : 'RAW', data }).replace('"RAW"', pago ?? '')}`)
      .join('');
    for (const tamanho of [1, 3, 7, 64, copia.length]) {
      const { texto, linhas: n } = await montar(copia, tamanho, montagem);
      expect(texto, `pedaços de ${tamanho}`).toBe(esperado);
      expect(n).toBe(linhas.length);
    }
    // Each item is valid JSON that reads back the texts.
    const itens = JSON.parse(`[${esperado.slice(1)}]`.replaceAll(':Sim', ':"Sim"')) as { historico: string }[];
    expect(itens.map((i) => i.historico)).toEqual(DIFICEIS);
  });

  it('without a layout, one text per row passes as it is; a null row or a wrong field count is an error', async () => {
    const umaColuna = copiaBinaria([['{"a":1}\n'], ['[2]\n']]);
    expect(await montar(umaColuna, 2)).toEqual({ texto: '{"a":1}\n[2]\n', linhas: 2 });
    await expect(montar(copiaBinaria([[null]]), 4)).rejects.toThrow('linha nula');
    await expect(montar(copiaBinaria([['a', 'b']]), 4)).rejects.toThrow('2 campos numa linha');
    await expect(montar(copia.subarray(0, copia.length - 9), 16, { formato: 'csv', escritas: ['texto', 'decimal', 'cru', 'cru'], prefixos: [] })).rejects.toThrow('no meio de uma linha');
  });
});
