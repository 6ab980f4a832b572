import { Readable } from 'node:stream';
import Busboy from 'busboy';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { INTERNAL_HEADER, LOTACAO_HEADER } from '@alego/kit/gateway';

export const MENSAGEM_FALHA_IMPORTACAO = 'Não foi possível importar este arquivo';
/** A payroll CSV of 200,000 rows is about 30 MB; this leaves room for years of history in one file. */
export const TAMANHO_MAXIMO_IMPORTACAO = 512 * 1024 * 1024;

export interface OpcoesDoEncaminhamento {
  /** Multipart field names that may carry the file (the first one sent is used). */
  camposDoArquivo: ReadonlySet<string>;
  aceitaNome(nome: string): boolean;
  mensagemDoArquivo: string;
  mensagemDeFalha: string;
  tamanhoMaximo: number;
  internalToken: string;
  logger: Logger;
  /** The subgraph's internal URL for this file (its name and the form's other fields). */
  destino(nome: string, campos: Record<string, string>): string;
  tipoDoCorpo: string;
  aposSucesso?: () => Promise<void> | undefined;
}

/**
 * Reads a multipart upload with busboy and passes the file's bytes, as they arrive, to a subgraph's internal route
 * (internal token, the user's token and assignment forwarded); the subgraph checks the permission and answers, and
 * that answer goes back to the client (a subgraph failure as 502, an unreachable one as 503). Nothing is kept here.
 */
export function encaminharArquivoEmFluxo(req: Request, res: Response, opcoes: OpcoesDoEncaminhamento): void {
  const responder = (status: number, corpo: unknown) => {
    if (!res.headersSent) res.status(status).json(corpo);
  };
  if (!req.is('multipart/form-data')) return void responder(400, { mensagem: opcoes.mensagemDoArquivo });

  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({ headers: req.headers, limits: { files: 1, fileSize: opcoes.tamanhoMaximo, fields: 10, fieldSize: 10_000 } });
  } catch {
    return void responder(400, { mensagem: opcoes.mensagemDoArquivo });
  }
  let recebeuArquivo = false;
  const campos: Record<string, string> = {};
  busboy.on('field', (nome, valor) => {
    campos[nome] = valor;
  });
  busboy.on('file', (campo, arquivo, info) => {
    if (!opcoes.camposDoArquivo.has(campo) || recebeuArquivo) return void arquivo.resume();
    recebeuArquivo = true;
    if (!opcoes.aceitaNome(info.filename ?? '')) {
      arquivo.resume();
      return void responder(400, { mensagem: opcoes.mensagemDoArquivo });
    }
    arquivo.on('limit', () => {
      arquivo.destroy(new Error('arquivo grande demais'));
    });
    const headers: Record<string, string> = { [INTERNAL_HEADER]: opcoes.internalToken, 'content-type': opcoes.tipoDoCorpo };
    for (const nome of ['authorization', LOTACAO_HEADER]) {
      const valor = req.header(nome);
      if (valor) headers[nome] = valor;
    }
    const tamanho = req.header('content-length');
    if (tamanho) headers['x-tamanho-arquivo'] = tamanho;
    fetch(opcoes.destino(info.filename ?? '', campos), {
      method: 'POST',
      headers,
      body: Readable.toWeb(arquivo) as ReadableStream<Uint8Array>,
      // Streams the request body: required by fetch for a stream body.
      duplex: 'half',
    } as RequestInit)
      .then(async (resposta) => {
        const corpo = (await resposta.json().catch(() => ({ mensagem: opcoes.mensagemDeFalha }))) as unknown;
        if (resposta.ok) await opcoes.aposSucesso?.();
        responder(resposta.status >= 500 ? 502 : resposta.status, resposta.status >= 500 ? { mensagem: opcoes.mensagemDeFalha } : corpo);
      })
      .catch((erro: unknown) => {
        arquivo.resume();
        if (arquivo.truncated) return void responder(413, { mensagem: `O arquivo é grande demais (máximo de ${opcoes.tamanhoMaximo} bytes).` });
        opcoes.logger.error({ err: erro }, 'envio de arquivo em fluxo: subgrafo indisponível');
        responder(503, { mensagem: opcoes.mensagemDeFalha });
      });
  });
  busboy.on('close', () => {
    if (!recebeuArquivo) responder(400, { mensagem: opcoes.mensagemDoArquivo });
  });
  busboy.on('error', () => {
    req.unpipe(busboy);
    req.resume();
    responder(400, { mensagem: opcoes.mensagemDoArquivo });
  });
  req.pipe(busboy);
}
