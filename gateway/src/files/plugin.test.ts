import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { pino, type Logger } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskBlobStore } from './blobs.js';
import { uploadsPlugin } from './plugin.js';

const SDL = `
  scalar Upload
  input Entrada { titulo: String, imagem: Upload, galeria: [Upload!] }
  type Query { ok: Boolean }
  type Mutation { enviar(arquivo: Upload, dados: Entrada): String, proibido(arquivo: Upload): String }
`;

function upload(bytes: Buffer, filename = 'a.png'): Upload {
  const u = new Upload();
  // Served from memory here, with no HTTP response to release it: only the plugin order decides whether it is stored.
  u.resolve({ filename, mimetype: 'image/png', encoding: '7bit', createReadStream: () => Readable.from([bytes]) } as unknown as FileUpload);
  return u;
}

describe('uploadsPlugin', () => {
  let raiz: string;
  let png: Buffer;
  let servidor: ApolloServer<{ logger: Logger }>;
  const logger: Logger = pino({ level: 'silent' });
  let recebido: Record<string, unknown> = {};

  beforeAll(async () => {
    raiz = await mkdtemp(path.join(tmpdir(), 'alego-plugin-'));
    png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123' } }).png().toBuffer();
    // Refuses `proibido` the way the access-control plugin does: synchronously, at didResolveOperation.
    const negar: ApolloServerPlugin = {
      async requestDidStart() {
        return {
          async didResolveOperation({ operation }) {
            const campo = operation?.selectionSet.selections[0];
            if (campo?.kind === 'Field' && campo.name.value === 'proibido') throw new GraphQLError('Não autenticado.', { extensions: { code: 'UNAUTHENTICATED' } });
          },
        };
      },
    };
    servidor = new ApolloServer({
      typeDefs: SDL,
      resolvers: {
        Mutation: {
          enviar: (_: unknown, args: Record<string, unknown>) => {
            recebido = args;
            return 'ok';
          },
          proibido: () => 'não deveria executar',
        },
      },
      plugins: [negar, uploadsPlugin({ store: new DiskBlobStore(raiz), segredo: 'segredo', pastaTemporaria: path.join(raiz, '.tmp') })],
    });
    await servidor.start();
  });
  afterAll(async () => {
    await servidor.stop();
    await rm(raiz, { recursive: true, force: true });
  });

  const guardados = async () => (await readdir(raiz, { recursive: true })).filter((n) => /[0-9a-f]{32}\.\w+$/.test(n));

  it('operação recusada por outro plugin em didResolveOperation não guarda nada', async () => {
    const resposta = await servidor.executeOperation(
      { query: 'mutation($a: Upload) { proibido(arquivo: $a) }', variables: { a: upload(png) } },
      { contextValue: { logger } },
    );
    expect(resposta.body.kind === 'single' && resposta.body.singleResult.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await guardados()).toEqual([]);
  });

  it('troca uploads em argumentos, inputs e listas por referências assinadas', async () => {
    const resposta = await servidor.executeOperation(
      {
        query: 'mutation($a: Upload, $d: Entrada) { enviar(arquivo: $a, dados: $d) }',
        variables: { a: upload(png, 'x.png'), d: { titulo: 't', imagem: upload(png), galeria: [upload(png), upload(png)] } },
      },
      { contextValue: { logger } },
    );
    expect(resposta.body.kind === 'single' && resposta.body.singleResult.errors).toBeFalsy();
    expect(recebido.arquivo).toMatchObject({ nome: 'x.png', tipo: 'image/png', largura: 20, altura: 10, assinatura: expect.any(String) });
    const dados = recebido.dados as { imagem: unknown; galeria: unknown[] };
    expect(dados.imagem).toMatchObject({ tipo: 'image/png' });
    expect(dados.galeria).toHaveLength(2);
    expect(await guardados()).toHaveLength(4);
  });

  it('um arquivo inválido no meio apaga os já guardados', async () => {
    const antes = await guardados();
    const resposta = await servidor.executeOperation(
      { query: 'mutation($d: Entrada) { enviar(dados: $d) }', variables: { d: { galeria: [upload(png), upload(Buffer.from('texto'))] } } },
      { contextValue: { logger } },
    );
    expect(resposta.http.status).toBe(400);
    expect(resposta.body.kind === 'single' && resposta.body.singleResult.errors?.[0]?.message).toBe('Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif');
    expect(await guardados()).toEqual(antes);
  });
});
