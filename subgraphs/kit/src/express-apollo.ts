import { HeaderMap, type ApolloServer, type BaseContext, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * `@as-integrations/express5`'s `expressMiddleware` (1.1.2), with the query string read without `url.parse`. That
 * package calls `url.parse(req.url)` on every request, and Node 24, to warn about DEP0169 only callers outside
 * `node_modules`, walks the stack on every call made from inside them: 5.4 % of the content subgraph's CPU under the
 * news list (bench/README.md). Everything else is the package's code.
 */
export function expressMiddleware<Contexto extends BaseContext>(
  server: ApolloServer<Contexto>,
  { context }: { context: ContextFunction<[{ req: Request; res: Response }], Contexto> },
): RequestHandler {
  server.assertStarted('expressMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const interrogacao = req.url.indexOf('?');
    const httpGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      // `url.parse`'s `search`: from the `?` up to a `#`, if any (none reaches a server, but the same answer).
      search: interrogacao < 0 ? '' : req.url.slice(interrogacao).split('#', 1)[0]!,
      body: req.body as unknown,
    };
    const resposta = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context({ req, res }) });
    for (const [key, value] of resposta.headers) res.setHeader(key, value);
    res.statusCode = resposta.status || 200;
    if (resposta.body.kind === 'complete') {
      res.send(resposta.body.string);
      return;
    }
    for await (const chunk of resposta.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as Response & { flush?: () => void }).flush === 'function') (res as Response & { flush: () => void }).flush();
    }
    res.end();
  };
}
