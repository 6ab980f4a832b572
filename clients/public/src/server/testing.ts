import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphql, type GraphQLSchema } from 'graphql';

const raiz = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * For rendering tests: a real HTTP GraphQL server answering the public schema from `rootValue`, and a client build
 * folder holding only the real `index.html`. `fechar` stops the server and removes the folder.
 */
export async function renderizacaoDeTeste(
  schema: GraphQLSchema,
  rootValue: Record<string, unknown>,
  prefixo: string,
  /**
   * Sees every query the renderer sends and its headers (a test checking what a page asks for); answering
   * `{ status, corpo }` replaces the GraphQL answer (a gateway that is down).
   */
  aoPedir?: (consulta: string, variaveis: Record<string, unknown>, cabecalhos: IncomingHttpHeaders) => { status: number; corpo: string } | void,
): Promise<{ graphqlUrl: string; distDir: string; fechar: () => Promise<void> }> {
  const servidor = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      const { query, variables } = JSON.parse(corpo) as { query: string; variables?: Record<string, unknown> };
      const substituta = aoPedir?.(query, variables ?? {}, req.headers);
      if (substituta) {
        res.writeHead(substituta.status).end(substituta.corpo);
        return;
      }
      void graphql({ schema, source: query, rootValue, variableValues: variables }).then((resultado) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(resultado));
      });
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const distDir = mkdtempSync(join(tmpdir(), `alego-${prefixo}-`));
  writeFileSync(join(distDir, 'index.html'), readFileSync(join(raiz, 'clients/public/index.html')));
  return {
    graphqlUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/graphql`,
    distDir,
    fechar: async () => {
      await new Promise((ok) => servidor.close(ok));
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
