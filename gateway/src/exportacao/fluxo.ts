import { caminhoInterno, INTERNAL_HEADER, type CorpoInterno, type ErroInterno } from '@alego/kit/gateway';
import type { Conjunto } from '@alego/catalog';
import { RespostaError } from '../rest/executor.js';

/** Where the subgraph that streams exports answers (its GraphQL URL; `/interno` sits beside it) and its token. */
export interface DestinoDoFluxo {
  url: string;
  internalToken: string;
}

/** An export read in one stream from the subgraph: the exact count of its snapshot, then the rows. */
export interface FluxoDaExportacao {
  total: number;
  /** Rows in the catalog's shape (a `deputado.nome` column as `{ deputado: { nome } }`), in batches. */
  lotes(tamanho: number): AsyncGenerator<Record<string, unknown>[]>;
  /** Stops reading (the client went away, or the limit was reached): the subgraph sees the connection close. */
  cancelar(): void;
}

/** The database fields the stream reads: a computed column's source (`cnpj` for `cnpjFormatado`), else the column. */
export function camposDoFluxo(conjunto: Conjunto): string[] {
  return conjunto.colunas.map((c) => c.calculada?.de ?? c.campo);
}

/** The row of one line (`["2025NE1", "2025-01-31", ...]`) as the object the page-by-page path reads. */
function montador(conjunto: Conjunto): (valores: unknown[]) => Record<string, unknown> {
  const colunas = conjunto.colunas.map((c) => ({ caminho: c.campo.split('.'), calcular: c.calculada?.calcular }));
  return (valores) => {
    const item: Record<string, unknown> = {};
    colunas.forEach(({ caminho, calcular }, i) => {
      const bruto = valores[i] ?? null;
      const valor = calcular && typeof bruto === 'string' ? calcular(bruto) : bruto;
      let destino = item;
      for (let p = 0; p < caminho.length - 1; p++) destino = (destino[caminho[p]!] ??= {}) as Record<string, unknown>;
      destino[caminho.at(-1)!] = valor;
    });
    return item;
  };
}

/** The lines of a byte stream, without keeping more than one chunk and one partial line. */
async function* linhasDe(corpo: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decodificador = new TextDecoder();
  let resto = '';
  for await (const pedaco of corpo) {
    const texto = resto + decodificador.decode(pedaco, { stream: true });
    let inicio = 0;
    for (let fim = texto.indexOf('\n'); fim !== -1; fim = texto.indexOf('\n', inicio)) {
      yield texto.slice(inicio, fim);
      inicio = fim + 1;
    }
    resto = texto.slice(inicio);
  }
  if (resto + decodificador.decode()) throw new Error('exportação em fluxo: última linha incompleta');
}

/**
 * Asks the subgraph for the export's rows in one stream (`POST /interno/exportacao/:raiz`, kit/exportacao.ts). Null
 * when it cannot stream this dataset (a column it cannot read in SQL): the caller reads page by page. A refused
 * filter is a 400 with the subgraph's message. A stream that ends before `total` rows is an error: the caller breaks
 * the download.
 */
export async function abrirFluxo(destino: DestinoDoFluxo, conjunto: Conjunto, filtro: Record<string, unknown> | null): Promise<FluxoDaExportacao | null> {
  const controle = new AbortController();
  const corpo: CorpoInterno<'POST /exportacao/:raiz'> = { filtro, campos: camposDoFluxo(conjunto) };
  const resposta = await fetch(new URL(caminhoInterno('POST /exportacao/:raiz', { raiz: conjunto.raiz }), destino.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: destino.internalToken },
    body: JSON.stringify(corpo),
    signal: controle.signal,
  });
  if (resposta.status === 404) {
    await resposta.body?.cancel();
    return null;
  }
  if (resposta.status === 400) throw new RespostaError(400, (await resposta.json()) as ErroInterno);
  if (!resposta.ok || !resposta.body) throw new Error(`exportação em fluxo: o subgrafo respondeu ${resposta.status}`);

  // Node's fetch body is async iterable; the DOM library of the test configuration does not declare it.
  const linhas = linhasDe(resposta.body as unknown as AsyncIterable<Uint8Array>);
  const primeira = await linhas.next();
  const total = primeira.done ? NaN : Number((JSON.parse(primeira.value) as { total: unknown }).total);
  if (!Number.isInteger(total)) {
    controle.abort();
    throw new Error('exportação em fluxo: contagem ausente');
  }
  const montar = montador(conjunto);
  return {
    total,
    async *lotes(tamanho) {
      let lote: Record<string, unknown>[] = [];
      let lidas = 0;
      for await (const linha of linhas) {
        lote.push(montar(JSON.parse(linha) as unknown[]));
        lidas++;
        if (lote.length >= tamanho) {
          yield lote;
          lote = [];
        }
      }
      if (lote.length) yield lote;
      if (lidas !== total) throw new Error(`exportação em fluxo: ${lidas} de ${total} linhas`);
    },
    cancelar: () => controle.abort(),
  };
}
