import type { ErrorRequestHandler, RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { ConfigDeArquivos } from './blobs.js';

const CSRF =
  'Operação bloqueada como possível CSRF: envie o cabeçalho "apollo-require-preflight: true" ou use Content-Type application/json.';

function erro(status: number, message: string, code: string) {
  return { status, corpo: { errors: [{ message, extensions: { code } }] } };
}

/**
 * The multipart side of `/graphql`, mounted before the JSON parser: refuses multipart without a preflight header
 * before reading it (Apollo's CSRF check would refuse it anyway, after the files reached disk), parses files to
 * temp files on disk (graphql-upload), and answers its limit and format errors as JSON GraphQL errors.
 */
export function multipartGraphql(config: Pick<ConfigDeArquivos, 'maxFileSize' | 'maxFiles'>): (RequestHandler | ErrorRequestHandler)[] {
  const csrf: RequestHandler = (req, res, next) => {
    if (req.is('multipart/form-data') && !req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
      return void res.status(400).json(erro(400, CSRF, 'BAD_REQUEST').corpo);
    }
    next();
  };
  const erros: ErrorRequestHandler = (error: { status?: number; message?: string }, req, res, next) => {
    if (!req.is('multipart/form-data')) return next(error);
    const mensagem = error.message ?? '';
    const resposta =
      error.status === 413 && /max file uploads exceeded/.test(mensagem)
        ? erro(413, `Envie no máximo ${config.maxFiles} ${config.maxFiles === 1 ? 'arquivo' : 'arquivos'} por requisição.`, 'PAYLOAD_TOO_LARGE')
        : error.status === 413 && /byte size limit/.test(mensagem) && /File truncated/.test(mensagem)
          ? erro(413, `O arquivo é grande demais (máximo de ${config.maxFileSize} bytes).`, 'PAYLOAD_TOO_LARGE')
          : error.status === 413
            ? erro(413, 'Os campos "operations" ou "map" da requisição multipart são grandes demais.', 'PAYLOAD_TOO_LARGE')
            : error.status === 499
              ? null
              : erro(400, 'Requisição multipart incompleta ou malformada: envie o arquivo novamente.', 'BAD_REQUEST');
    req.log?.info({ evento: 'multipart_recusado', motivo: mensagem }, 'requisição multipart recusada');
    if (!resposta) return void res.end();
    res.status(resposta.status).json(resposta.corpo);
  };
  return [csrf, graphqlUploadExpress({ maxFileSize: config.maxFileSize, maxFiles: config.maxFiles }), erros];
}
