import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { pedeRespostaFresca, type MarcaDeCache, type OpcoesEmProcesso } from './cache/respostas-publicas.js';
import type { ArquivoRest, CorpoGraphql, GraphQLErro, Operacao, OperacaoEmProcesso } from './rest/executor.js';

/** What the in-process runner needs of the context builder `/graphql` uses. */
export type ContextoDe<C> = (req: Request, opcoes: { cachePublico?: MarcaDeCache; anonimo?: boolean }) => Promise<C>;

interface CacheEmProcesso {
  emProcesso<T>(operacao: { query: string; variables?: unknown }, anonimo: boolean, executar: (marca?: MarcaDeCache) => Promise<T>, opcoes?: OpcoesEmProcesso): Promise<T>;
}

/**
 * A legacy form's file as the multipart parser would hand it over: an `Upload` whose stream reads the file the form
 * was streamed to on disk. The uploads plugin then checks and stores it exactly as a `/graphql` upload. A client cannot forge one:
 * JSON variables never hold an `Upload` instance, so a reference sent as JSON is still refused.
 */
function uploadDe(arquivo: ArquivoRest): Upload {
  const upload = new Upload();
  // FileUpload also declares graphql-upload's private `capacitor` (its disk buffer), which no reader of ours uses.
  upload.resolve({
    filename: arquivo.nome,
    mimetype: arquivo.tipo,
    encoding: '7bit',
    createReadStream: () => Readable.fromWeb(arquivo.conteudo.stream() as ReadableStream<Uint8Array>),
  } as unknown as FileUpload);
  return upload;
}

/** Puts `valor` at a dotted path (`dados.arquivosComissao.0.arquivo`), as the multipart `map` would. */
function colocar(alvo: Record<string, unknown>, caminho: string, valor: unknown): void {
  const partes = caminho.split('.');
  let atual: Record<string, unknown> = alvo;
  for (const parte of partes.slice(0, -1)) {
    const proximo = atual[parte];
    if (proximo === null || typeof proximo !== 'object') atual[parte] = {};
    atual = atual[parte] as Record<string, unknown>;
  }
  atual[partes.at(-1)!] = valor;
}

/**
 * Runs REST, export, no-JavaScript and server-rendering operations inside the gateway (DESIGN.md, "In process,
 * never loopback"): the context comes from the same builder as `/graphql` (the caller's identity, request id and
 * address), and `executeOperation` runs the same validation rules, plugins (access control, public forms, uploads,
 * error status, cache marking) and formatting; anonymous queries share the response cache with `/graphql`.
 */
export function createOperacaoEmProcesso<C extends object>(apollo: ApolloServer<C>, contextoDe: ContextoDe<C>, cache: CacheEmProcesso): OperacaoEmProcesso {
  return async (req: Request, res: Response, operacao: Operacao, arquivos: ArquivoRest[]): Promise<CorpoGraphql> => {
    const anonimo = operacao.anonimo === true || !req.header('authorization');
    const variables = arquivos.length ? structuredClone(operacao.variables) : operacao.variables;
    for (const arquivo of arquivos) colocar(variables, arquivo.caminho, uploadDe(arquivo));
    const executar = async (cachePublico?: MarcaDeCache): Promise<CorpoGraphql> => {
      const resposta = await apollo.executeOperation(
        { query: operacao.query, variables },
        { contextValue: await contextoDe(req, { cachePublico, anonimo: operacao.anonimo }) },
      );
      if (resposta.body.kind !== 'single') throw new Error('resposta incremental inesperada numa operação em processo');
      const { data, errors } = resposta.body.singleResult;
      if (!errors) return { data: data as unknown };
      // A refusal that says when to come back (429, 503) keeps saying it on the REST and form paths.
      const retryAfter = resposta.http.headers.get('retry-after');
      return { data: data as unknown, errors: errors as GraphQLErro[], ...(retryAfter ? { retryAfter } : {}) };
    };
    if (arquivos.length) return executar();
    // `X-Cache` says whether the answer came from the cache; one MISS among a page's operations makes the page a MISS.
    const aoResponder = (resultado: 'HIT' | 'MISS') => {
      if (!res.headersSent && res.getHeader('x-cache') !== 'MISS') res.setHeader('x-cache', resultado);
    };
    return cache.emProcesso(operacao, anonimo, executar, { fresca: pedeRespostaFresca(req), aoResponder });
  };
}
