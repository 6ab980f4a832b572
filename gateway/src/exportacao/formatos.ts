import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { arquivosDoValor, decimalComVirgula, valorDoCampo, type Coluna, type Conjunto, type FormatoDeExportacao, type ValoresDosTotais } from '@alego/catalog';

/** O que todo arquivo de exportação leva além das linhas. */
export interface Cabecalho {
  conjunto: Conjunto;
  /** Filtros como vieram na URL (já validados). */
  filtros: Record<string, string>;
  total: number;
  totais: ValoresDosTotais | null;
  geradoEm: Date;
}

/** Escreve um arquivo linha a linha, respeitando a contrapressão do destino. */
export interface Escritor {
  linhas(itens: readonly Record<string, unknown>[]): Promise<void>;
  fim(): Promise<void>;
}

export const TIPO_DE_CONTEUDO: Record<FormatoDeExportacao, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/**
 * Texto que uma planilha tomaria por fórmula (começa com =, +, -, @, tabulação ou CR) ganha um apóstrofo na frente,
 * como a OWASP recomenda contra injeção de fórmulas: quem abre o arquivo vê o texto, e nenhuma fórmula roda.
 * Só texto: números continuam números.
 */
export function semFormula(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/** CSV: texto sem fórmulas (semFormula); dinheiro com vírgula decimal e sem agrupamento; datas AAAA-MM-DD; booleano Sim/Não. */
export function valorCsv(coluna: Coluna, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (coluna.tipo === 'dinheiro' || coluna.tipo === 'decimal') return decimalComVirgula(valor);
  if (coluna.tipo === 'booleano') return valor ? 'Sim' : 'Não';
  if (coluna.tipo === 'inteiro' || coluna.tipo === 'ano' || coluna.tipo === 'mes') return String(valor);
  if (coluna.tipo === 'arquivos') return semFormula(textoDosArquivos(valor));
  return semFormula(String(valor));
}

/** Uma coluna `arquivos` numa célula de planilha: "nome: endereço", um PDF por linha da célula. */
function textoDosArquivos(valor: unknown): string {
  return arquivosDoValor(valor)
    .map((a) => `${a.nome}: ${a.url}`)
    .join('\n');
}

/** JSON: dinheiro e decimais como texto decimal exato ("12345.67"), inteiros como números, booleanos como true/false. */
export function valorJson(coluna: Coluna, valor: unknown): unknown {
  if (valor === null || valor === undefined) return null;
  if (coluna.tipo === 'inteiro' || coluna.tipo === 'ano' || coluna.tipo === 'mes') return Number(valor);
  if (coluna.tipo === 'booleano') return Boolean(valor);
  if (coluna.tipo === 'arquivos') return arquivosDoValor(valor);
  return String(valor);
}

/** XLSX: números e datas de verdade (a planilha soma e ordena), formatados em pt-BR. */
export function valorXlsx(coluna: Coluna, valor: unknown): string | number | Date | null {
  if (valor === null || valor === undefined) return null;
  switch (coluna.tipo) {
    case 'dinheiro':
    case 'decimal':
    case 'inteiro':
    case 'ano':
    case 'mes':
      return Number(valor);
    case 'data': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(valor));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : semFormula(String(valor));
    }
    case 'booleano':
      return valor ? 'Sim' : 'Não';
    case 'texto':
    case 'url':
      return semFormula(String(valor));
    case 'arquivos':
      return semFormula(textoDosArquivos(valor));
  }
}

const FORMATO_XLSX: Partial<Record<Coluna['tipo'], string>> = {
  dinheiro: '"R$" #,##0.00',
  inteiro: '0',
  decimal: '0.0#',
  ano: '0',
  mes: '0',
  data: 'dd/mm/yyyy',
};

/** Escreve e espera o destino esvaziar (ou fechar: quem baixava foi embora, e quem chamou vê `destroyed` e para). */
async function escrever(destino: Writable, pedaco: string | Buffer): Promise<void> {
  if (destino.write(pedaco) || destino.destroyed) return;
  const parar = new AbortController();
  await Promise.race([once(destino, 'drain', { signal: parar.signal }), once(destino, 'close', { signal: parar.signal })]).finally(() => parar.abort());
}

// `;` separa colunas: a vírgula é o separador decimal do pt-BR, e planilhas em português abrem o arquivo direto.
// Com `record_delimiter` dado, o csv-stringify só poria aspas num valor com CRLF: um LF ou CR sozinho sairia solto e
// partiria a linha para quem lê o arquivo. `quote_record_delimiter` põe aspas em qualquer quebra (RFC 4180).
const OPCOES_DO_CSV = { delimiter: ';', record_delimiter: 'windows', quote_record_delimiter: true } as const;

/**
 * O que vem antes das linhas: no CSV, o BOM e a linha de nomes; no JSON, o objeto até `"itens":[`. As linhas que o
 * PostgreSQL escreve (exportação em fluxo, kit/exportacao.ts) vão entre este começo e `fimDoArquivo`, como as que os
 * escritores abaixo escrevem: o arquivo é o mesmo pelos dois caminhos.
 */
export function inicioDoArquivo(formato: 'csv' | 'json', cabecalho: Cabecalho): string {
  const { conjunto } = cabecalho;
  if (formato === 'csv') return stringifySync([], { ...OPCOES_DO_CSV, columns: conjunto.colunas.map((c) => c.campo), header: true, bom: true });
  const inicio = {
    conjunto: conjunto.id,
    titulo: conjunto.titulo,
    filtros: cabecalho.filtros,
    geradoEm: cabecalho.geradoEm.toISOString(),
    total: cabecalho.total,
    totais: cabecalho.totais,
    colunas: conjunto.colunas.map((c) => c.campo),
  };
  return `${JSON.stringify(inicio).slice(0, -1)},"itens":[`;
}

export function fimDoArquivo(formato: 'csv' | 'json'): string {
  return formato === 'csv' ? '' : '\n]}\n';
}

function escritorCsv(destino: Writable, cabecalho: Cabecalho): Escritor {
  const { conjunto } = cabecalho;
  let primeiro = true;
  const comecar = async () => {
    if (primeiro) await escrever(destino, inicioDoArquivo('csv', cabecalho));
    primeiro = false;
  };
  return {
    async linhas(itens) {
      if (!itens.length) return;
      await comecar();
      // Um lote de linhas vira um só texto (a API síncrona da mesma biblioteca) e uma só escrita: o fluxo de objetos do
      // csv-stringify custava uma passagem pelo laço de eventos a cada 16 linhas (bench/README.md, "Exportação em fluxo").
      await escrever(destino, stringifySync(itens.map((item) => conjunto.colunas.map((c) => valorCsv(c, valorDoCampo(item, c.campo)))), OPCOES_DO_CSV));
    },
    fim: comecar,
  };
}

function escritorJson(destino: Writable, cabecalho: Cabecalho): Escritor {
  const { conjunto } = cabecalho;
  let primeira = true;
  let aberto = false;
  const abrir = async () => {
    if (!aberto) await escrever(destino, inicioDoArquivo('json', cabecalho));
    aberto = true;
  };
  return {
    async linhas(itens) {
      await abrir();
      for (const item of itens) {
        const linha = Object.fromEntries(conjunto.colunas.map((c) => [c.campo, valorJson(c, valorDoCampo(item, c.campo))]));
        await escrever(destino, `${primeira ? '' : ','}\n${JSON.stringify(linha)}`);
        primeira = false;
      }
    },
    async fim() {
      await abrir();
      await escrever(destino, fimDoArquivo('json'));
    },
  };
}

/** Nome de planilha válido no Excel: até 31 caracteres, sem : \ / ? * [ ]. */
function nomeDePlanilha(titulo: string): string {
  return titulo.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

async function escritorXlsx(destino: Writable, cabecalho: Cabecalho): Promise<Escritor> {
  const { conjunto } = cabecalho;
  const { default: ExcelJS } = await import('exceljs');
  // Gravação em fluxo: cada linha confirmada vai para o arquivo, sem guardar a planilha inteira na memória.
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: destino, useStyles: true, useSharedStrings: false });
  livro.creator = 'Portal da Transparência da Assembleia Legislativa';
  livro.created = cabecalho.geradoEm;
  const planilha = livro.addWorksheet(nomeDePlanilha(conjunto.titulo), { views: [{ state: 'frozen', ySplit: 1 }] });
  planilha.columns = conjunto.colunas.map((c) => ({
    header: c.rotulo,
    key: c.campo,
    width: c.tipo === 'texto' ? 40 : 16,
    ...(FORMATO_XLSX[c.tipo] ? { style: { numFmt: FORMATO_XLSX[c.tipo] } } : {}),
  }));
  planilha.getRow(1).font = { bold: true };
  planilha.getRow(1).commit();
  return {
    async linhas(itens) {
      for (const item of itens) {
        planilha.addRow(conjunto.colunas.map((c) => valorXlsx(c, valorDoCampo(item, c.campo)))).commit();
      }
    },
    async fim() {
      planilha.commit();
      if (conjunto.totais && cabecalho.totais) {
        const totais = livro.addWorksheet('Totais');
        totais.columns = [
          { header: 'Total', key: 'rotulo', width: 30 },
          { header: 'Valor', key: 'valor', width: 20 },
        ];
        totais.getRow(1).font = { bold: true };
        for (const campo of conjunto.totais.campos) {
          const linha = totais.addRow([campo.rotulo, Number(cabecalho.totais[campo.campo])]);
          linha.getCell(2).numFmt = FORMATO_XLSX[campo.tipo] ?? '0';
          linha.commit();
        }
        totais.commit();
      }
      await livro.commit();
    },
  };
}

/**
 * exceljs (and pdf-lib, ioredis elsewhere) is imported on first use: a module's source and code stay resident for the
 * life of the process, and most gateways never write a spreadsheet (docs/operacao.md, "Memória").
 */
export async function createEscritor(formato: FormatoDeExportacao, destino: Writable, cabecalho: Cabecalho): Promise<Escritor> {
  switch (formato) {
    case 'csv':
      return escritorCsv(destino, cabecalho);
    case 'xlsx':
      return escritorXlsx(destino, cabecalho);
    case 'json':
      return escritorJson(destino, cabecalho);
  }
}
