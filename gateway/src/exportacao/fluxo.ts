import { caminhoInterno, INTERNAL_HEADER, marcaDeFimDoFluxo, type CorpoInterno, type ErroInterno, type FormatoDoFluxo } from '@alego/kit/gateway';
import { request } from 'undici';
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
  /** The file the subgraph writes the rows of (PostgreSQL writes their bytes), or undefined: the gateway writes them. */
  formato: FormatoDoFluxo | undefined;
  /** Without `formato`: rows in the catalog's shape (a `deputado.nome` column as `{ deputado: { nome } }`), in batches. */
  lotes(tamanho: number): AsyncGenerator<Record<string, unknown>[]>;
  /** With `formato`: the rows' bytes, without the first `pular` bytes (the comma before the first JSON item). */
  bytes(pular: number): AsyncGenerator<Uint8Array>;
  /** Stops reading (the client went away, or the limit was reached): the subgraph sees the connection close. */
  cancelar(): void;
}

/** The database fields the stream reads: a computed column's sources (`cnpj` for `cnpjFormatado`), else the column. */
export function camposDoFluxo(conjunto: Conjunto): string[] {
  return conjunto.colunas.flatMap((c) => (c.calculada ? [c.calculada.de].flat() : [c.campo]));
}

/** The row of one line (`["2025NE1", "2025-01-31", ...]`) as the object the page-by-page path reads. */
function montador(conjunto: Conjunto): (valores: unknown[]) => Record<string, unknown> {
  let inicio = 0;
  const colunas = conjunto.colunas.map((c) => {
    const fontes = c.calculada ? [c.calculada.de].flat().length : 1;
    inicio += fontes;
    return { caminho: c.campo.split('.'), calcular: c.calculada?.calcular, inicio: inicio - fontes, fontes };
  });
  return (valores) => {
    const item: Record<string, unknown> = {};
    colunas.forEach(({ caminho, calcular, inicio, fontes }) => {
      const brutos = valores.slice(inicio, inicio + fontes);
      const valor = calcular && brutos.every((b) => typeof b === 'string') ? calcular(...(brutos as string[])) : (brutos[0] ?? null);
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

/** The first line of a byte stream and the stream after it. */
async function primeiraLinha(corpo: AsyncIterable<Uint8Array>): Promise<{ linha: string | null; resto: AsyncIterable<Uint8Array> }> {
  const leitor = corpo[Symbol.asyncIterator]();
  let lido = Buffer.alloc(0);
  for (;;) {
    const { value, done } = await leitor.next();
    if (done) return { linha: null, resto: (async function* () {})() };
    lido = Buffer.concat([lido, value]);
    const fim = lido.indexOf(10);
    if (fim === -1) continue;
    const depois = lido.subarray(fim + 1);
    return {
      linha: lido.toString('utf8', 0, fim),
      resto: (async function* () {
        try {
          if (depois.length) yield depois;
          for (let r = await leitor.next(); !r.done; r = await leitor.next()) yield r.value;
        } finally {
          // Stopped early (the download broke): the body is released, and the subgraph sees the connection close.
          await leitor.return?.();
        }
      })(),
    };
  }
}

/**
 * The bytes of a stream that must end with `marca`, without it: the last `marca.length` bytes are held back until
 * the end. A stream that ends otherwise (cut short, or cleanly but incomplete) is an error.
 */
async function* semMarca(corpo: AsyncIterable<Uint8Array>, marca: Buffer, pular: number): AsyncGenerator<Uint8Array> {
  let guardado: Buffer = Buffer.alloc(0);
  for await (const chegou of corpo) {
    let pedaco = Buffer.from(chegou.buffer, chegou.byteOffset, chegou.byteLength);
    if (pular) {
      const agora = Math.min(pular, pedaco.length);
      pedaco = pedaco.subarray(agora);
      pular -= agora;
    }
    if (pedaco.length >= marca.length) {
      if (guardado.length) yield guardado;
      if (pedaco.length > marca.length) yield pedaco.subarray(0, pedaco.length - marca.length);
      guardado = pedaco.subarray(pedaco.length - marca.length);
    } else {
      const junto = Buffer.concat([guardado, pedaco]);
      if (junto.length > marca.length) yield junto.subarray(0, junto.length - marca.length);
      guardado = junto.subarray(Math.max(0, junto.length - marca.length));
    }
  }
  if (!guardado.equals(marca)) throw new Error('exportação em fluxo: o fluxo terminou antes da última linha');
}

/**
 * Asks the subgraph for the export's rows in one stream (`POST /interno/exportacao/:raiz`, kit/exportacao.ts): with
 * `formato`, the rows already written as that file; else one JSON array per row. Null when it cannot stream this
 * dataset so (a column it cannot read in SQL): the caller asks otherwise, or reads page by page. A refused filter is
 * a 400 with the subgraph's message. A stream that ends before `total` rows is an error: the caller breaks the
 * download.
 */
export async function abrirFluxo(destino: DestinoDoFluxo, conjunto: Conjunto, filtro: Record<string, unknown> | null, formato?: FormatoDoFluxo): Promise<FluxoDaExportacao | null> {
  const controle = new AbortController();
  const corpo: CorpoInterno<'POST /exportacao/:raiz'> = { filtro, campos: camposDoFluxo(conjunto), ...(formato ? { formato, conjunto: conjunto.id } : {}) };
  // undici's `request`, not `fetch`: the body is a Node stream of Buffers; the WHATWG stream around it cost the gateway
  // ~0.5–1 µs of CPU per exported row, a third of what it spends passing the file on (docs/decisions.md).
  const resposta = await request(new URL(caminhoInterno('POST /exportacao/:raiz', { raiz: conjunto.raiz }), destino.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: destino.internalToken },
    body: JSON.stringify(corpo),
    signal: controle.signal,
  });
  if (resposta.statusCode === 404) {
    await resposta.body.dump();
    return null;
  }
  if (resposta.statusCode === 400) throw new RespostaError(400, (await resposta.body.json()) as ErroInterno);
  if (resposta.statusCode !== 200) {
    await resposta.body.dump();
    throw new Error(`exportação em fluxo: o subgrafo respondeu ${resposta.statusCode}`);
  }

  const { linha, resto } = await primeiraLinha(resposta.body);
  const total = linha === null ? NaN : Number((JSON.parse(linha) as { total: unknown }).total);
  if (!Number.isInteger(total)) {
    controle.abort();
    throw new Error('exportação em fluxo: contagem ausente');
  }
  const montar = montador(conjunto);
  return {
    total,
    formato,
    async *lotes(tamanho) {
      let lote: Record<string, unknown>[] = [];
      let lidas = 0;
      for await (const linha of linhasDe(resto)) {
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
    bytes: (pular) => semMarca(resto, Buffer.from(marcaDeFimDoFluxo(total)), total ? pular : 0),
    cancelar: () => controle.abort(),
  };
}
