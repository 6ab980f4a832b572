import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import {
  buildFederatedSchema,
  configurarSegredoDeArquivos,
  generateSigningKey,
  printFederatedSchema,
  UploadScalar,
  urlDoArquivo,
  type ReferenciaDeArquivo,
  type SubgraphDefinition,
} from '@alego/kit';
import { pino } from 'pino';
import sharp from 'sharp';
import { Arg, Directive, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeSupergraph, createAuthServices, createGateway, loadConfig } from '../gateway/src/index.js';

const TOKEN = 'token-interno-de-uploads';

// A tiny subgraph that accepts `Upload` through the kit's scalar. Decorators applied by hand: test files are not
// compiled with experimentalDecorators.
class ArquivoTesteInput {
  titulo!: string;
  imagem?: ReferenciaDeArquivo | null;
}
class ArquivoTesteResolver {
  arquivoTesteOk(): boolean {
    return true;
  }
  enviarArquivoTeste(arquivo: ReferenciaDeArquivo): string {
    return JSON.stringify(arquivo);
  }
  enviarArquivosTeste(arquivos: ReferenciaDeArquivo[]): string {
    return JSON.stringify(arquivos);
  }
  enviarComInputTeste(dados: ArquivoTesteInput): string {
    return JSON.stringify(dados.imagem ?? null);
  }
  enviarArquivoProtegido(arquivo: ReferenciaDeArquivo): string {
    return arquivo.chave;
  }
}
const metodo = (nome: keyof ArquivoTesteResolver) =>
  [ArquivoTesteResolver.prototype, nome, Object.getOwnPropertyDescriptor(ArquivoTesteResolver.prototype, nome)!] as const;
InputType()(ArquivoTesteInput);
Field(() => String)(ArquivoTesteInput.prototype, 'titulo');
Field(() => UploadScalar, { nullable: true })(ArquivoTesteInput.prototype, 'imagem');
Query(() => Boolean)(...metodo('arquivoTesteOk'));
Mutation(() => String, { nullable: true })(...metodo('enviarArquivoTeste'));
Arg('arquivo', () => UploadScalar)(ArquivoTesteResolver.prototype, 'enviarArquivoTeste', 0);
Mutation(() => String, { nullable: true })(...metodo('enviarArquivosTeste'));
Arg('arquivos', () => [UploadScalar])(ArquivoTesteResolver.prototype, 'enviarArquivosTeste', 0);
Mutation(() => String, { nullable: true })(...metodo('enviarComInputTeste'));
Arg('dados', () => ArquivoTesteInput)(ArquivoTesteResolver.prototype, 'enviarComInputTeste', 0);
Mutation(() => String, { nullable: true })(...metodo('enviarArquivoProtegido'));
Directive('@requiresScopes(scopes: [["api/admin/noticias#criar"]])')(...metodo('enviarArquivoProtegido'));
Arg('arquivo', () => UploadScalar)(ArquivoTesteResolver.prototype, 'enviarArquivoProtegido', 0);
Resolver()(ArquivoTesteResolver);

const definicao: SubgraphDefinition = {
  name: 'arquivosteste',
  defaultPort: 0,
  resolvers: [ArquivoTesteResolver],
  entities: [],
  migrations: [],
};

const ENVIAR = 'mutation Enviar($arquivo: Upload!) { enviarArquivoTeste(arquivo: $arquivo) }';

let base: string;
let raiz: string;
let server: Server;
let subgrafo: ApolloServer;
let pararGateway: () => Promise<void>;
let tokenDaEquipe: string;

async function arquivosGuardados(): Promise<string[]> {
  const todos = (await readdir(raiz, { recursive: true, withFileTypes: true })) as { name: string; parentPath: string; isFile(): boolean }[];
  return todos
    .filter((e) => e.isFile() && !path.relative(raiz, e.parentPath).startsWith('.tmp') && !e.name.endsWith('.json'))
    .map((e) => path.relative(raiz, path.join(e.parentPath, e.name)));
}

interface Resposta {
  status: number;
  body: { data?: Record<string, string | null> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function multipart(
  query: string,
  arquivos: { nome: string; bytes: Buffer | string }[],
  opcoes: { variaveis?: Record<string, unknown>; caminhos?: string[]; headers?: Record<string, string> } = {},
): Promise<Resposta> {
  const form = new FormData();
  const caminhos = opcoes.caminhos ?? arquivos.map(() => 'variables.arquivo');
  form.set('operations', JSON.stringify({ query, variables: opcoes.variaveis ?? { arquivo: null } }));
  form.set('map', JSON.stringify(Object.fromEntries(arquivos.map((_, i) => [String(i), [caminhos[i]]]))));
  arquivos.forEach((arquivo, i) => form.set(String(i), new Blob([typeof arquivo.bytes === 'string' ? arquivo.bytes : new Uint8Array(arquivo.bytes)]), arquivo.nome));
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: opcoes.headers ?? { 'apollo-require-preflight': 'true' },
    body: form,
  });
  const texto = await response.text();
  return { status: response.status, body: JSON.parse(texto) as Resposta['body'] };
}

const referencia = (resposta: Resposta, campo = 'enviarArquivoTeste') => JSON.parse(resposta.body.data?.[campo] ?? 'null') as ReferenciaDeArquivo;

let jpeg: Buffer;
let png: Buffer;
let gif: Buffer;

beforeAll(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'alego-uploads-'));
  configurarSegredoDeArquivos(TOKEN);
  subgrafo = new ApolloServer({ schema: await buildFederatedSchema(definicao) });
  const { url } = await startStandaloneServer(subgrafo, { listen: { port: 0, host: '127.0.0.1' } });
  const { supergraph } = composeSupergraph([{ name: definicao.name, url, sdl: await printFederatedSchema(definicao) }]);

  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const base0 = loadConfig({});
  const config = {
    ...base0,
    port: 0,
    internalToken: TOKEN,
    subgraphUrls: { [definicao.name]: url },
    arquivos: { ...base0.arquivos, dir: raiz, s3: null, maxFiles: 2 },
  };
  // No access subgraph here: every token is at session version 0.
  const services = await createAuthServices(config, logger, { JWT_PRIVATE_JWKS: JSON.stringify([await generateSigningKey()]) }, async () => 0);
  const gateway = await createGateway(config, supergraph, logger, services);
  tokenDaEquipe = await services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/empenhos'], funcionalidades: [] }] });
  pararGateway = () => gateway.stop();
  server = gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // An EXIF orientation of 6 (rotate 90°): the stored image must come out upright and without metadata.
  jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c00' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: '#0c0' } }).png().toBuffer();
  gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#00c' } }).gif().toBuffer();
});

afterAll(async () => {
  server?.close();
  await pararGateway?.();
  await subgrafo?.stop();
  await rm(raiz, { recursive: true, force: true });
});

describe('envio de arquivos pelo gateway', () => {
  it('JPEG: reprocessado (orientação aplicada, sem EXIF), guardado e trocado por referência assinada', async () => {
    const resposta = await multipart(ENVIAR, [{ nome: 'foto.jpg', bytes: jpeg }]);
    expect(resposta.status).toBe(200);
    const ref = referencia(resposta);
    expect(ref).toMatchObject({ nome: 'foto.jpg', tipo: 'image/jpeg', largura: 100, altura: 200 });
    expect(ref.chave).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(ref.assinatura).toEqual(expect.any(String));
    const guardado = await sharp(path.join(raiz, ref.chave)).metadata();
    expect(guardado).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(guardado.orientation).toBeUndefined();
    expect(guardado.exif).toBeUndefined();
    expect(ref.tamanho).toBe((await readFileSize(path.join(raiz, ref.chave))));
  });

  it('PNG e GIF aceitos; PNG com extensão .jpg é guardado como PNG (tipo real)', async () => {
    const dePng = referencia(await multipart(ENVIAR, [{ nome: 'a.png', bytes: png }]));
    expect(dePng).toMatchObject({ tipo: 'image/png', largura: 1000, altura: 500 });
    const deGif = referencia(await multipart(ENVIAR, [{ nome: 'a.gif', bytes: gif }]));
    expect(deGif).toMatchObject({ tipo: 'image/gif', largura: 50, altura: 40 });
    const mentiroso = referencia(await multipart(ENVIAR, [{ nome: 'na-verdade-png.jpg', bytes: png }]));
    expect(mentiroso.tipo).toBe('image/png');
    expect(mentiroso.chave).toMatch(/\.png$/);
  });

  it('uploads dentro de input e em listas', async () => {
    const comInput = await multipart(
      'mutation M($dados: ArquivoTesteInput!) { enviarComInputTeste(dados: $dados) }',
      [{ nome: 'capa.png', bytes: png }],
      { variaveis: { dados: { titulo: 'x', imagem: null } }, caminhos: ['variables.dados.imagem'] },
    );
    expect(referencia(comInput, 'enviarComInputTeste')).toMatchObject({ tipo: 'image/png', nome: 'capa.png' });
    const lista = await multipart(
      'mutation L($arquivos: [Upload!]!) { enviarArquivosTeste(arquivos: $arquivos) }',
      [{ nome: '1.gif', bytes: gif }, { nome: '2.png', bytes: png }],
      { variaveis: { arquivos: [null, null] }, caminhos: ['variables.arquivos.0', 'variables.arquivos.1'] },
    );
    const refs = JSON.parse(lista.body.data?.enviarArquivosTeste ?? '[]') as ReferenciaDeArquivo[];
    expect(refs.map((r) => r.tipo)).toEqual(['image/gif', 'image/png']);
  });

  it('texto com extensão .png: tipo inválido, nada guardado', async () => {
    const antes = await arquivosGuardados();
    const resposta = await multipart(ENVIAR, [{ nome: 'falso.png', bytes: 'isto não é uma imagem' }]);
    expect(resposta.status).toBe(400);
    expect(resposta.body.errors?.[0]).toMatchObject({ message: 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await arquivosGuardados()).toEqual(antes);
  });

  it('imagem acima de 3 MB: 413 com a mensagem do portal', async () => {
    const ruido = Buffer.alloc(1200 * 1000 * 3);
    for (let i = 0; i < ruido.length; i++) ruido[i] = (i * 2654435761) >>> 24;
    const grande = await sharp(ruido, { raw: { width: 1200, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(grande.length).toBeGreaterThan(3_000_000);
    const antes = await arquivosGuardados();
    const resposta = await multipart(ENVIAR, [{ nome: 'grande.png', bytes: grande }]);
    expect(resposta.status).toBe(413);
    expect(resposta.body.errors?.[0]).toMatchObject({ message: 'O tamanho máximo da imagem permitida é de 3 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await arquivosGuardados()).toEqual(antes);
  });

  it('dimensões enormes são recusadas', async () => {
    const larga = await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    const resposta = await multipart(ENVIAR, [{ nome: 'larga.png', bytes: larga }]);
    expect(resposta.status).toBe(400);
    expect(resposta.body.errors?.[0]?.message).toBe('A imagem é grande demais (máximo de 8000 × 8000 pixels).');
  });

  it('arquivos demais numa requisição: 413 JSON, não 500/HTML', async () => {
    const resposta = await multipart(
      'mutation L($arquivos: [Upload!]!) { enviarArquivosTeste(arquivos: $arquivos) }',
      [{ nome: '1.gif', bytes: gif }, { nome: '2.gif', bytes: gif }, { nome: '3.gif', bytes: gif }],
      { variaveis: { arquivos: [null, null, null] }, caminhos: ['variables.arquivos.0', 'variables.arquivos.1', 'variables.arquivos.2'] },
    );
    expect(resposta.status).toBe(413);
    expect(resposta.body.errors?.[0]).toMatchObject({ message: 'Envie no máximo 2 arquivos por requisição.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('multipart truncado: 400 JSON e nada guardado', async () => {
    const antes = await arquivosGuardados();
    const fronteira = '----alego';
    const inicio = [
      `--${fronteira}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: ENVIAR, variables: { arquivo: null } })}\r\n`,
      `--${fronteira}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.arquivo'] })}\r\n`,
      `--${fronteira}\r\nContent-Disposition: form-data; name="0"; filename="cortado.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join('');
    const corpo = Buffer.concat([Buffer.from(inicio), png.subarray(0, 200)]);
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${fronteira}`, 'apollo-require-preflight': 'true' },
      body: corpo,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Resposta['body'];
    expect(body.errors?.[0]?.message).toMatch(/incompleta|interrompido/);
    expect(await arquivosGuardados()).toEqual(antes);
    const cortadoAntes = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${fronteira}`, 'apollo-require-preflight': 'true' },
      body: inicio.slice(0, 60),
    });
    expect(cortadoAntes.status).toBe(400);
    expect(((await cortadoAntes.json()) as Resposta['body']).errors?.[0]?.message).toMatch(/incompleta ou malformada/);
  });

  it('referência forjada em JSON (variável ou campo de input) é recusada', async () => {
    const forjada = { chave: '../../etc/passwd', nome: 'x', tipo: 'image/png', tamanho: 1, assinatura: 'x' };
    const comoJson = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ENVIAR, variables: { arquivo: forjada } }),
    });
    expect(comoJson.status).toBe(400);
    expect(((await comoJson.json()) as Resposta['body']).errors?.[0]).toMatchObject({ message: 'Arquivo inválido: envie o arquivo novamente.', extensions: { code: 'BAD_USER_INPUT' } });
    // Multipart without files: the forged value sits in an input object's Upload field.
    const noInput = await multipart('mutation M($dados: ArquivoTesteInput!) { enviarComInputTeste(dados: $dados) }', [], {
      variaveis: { dados: { titulo: 'x', imagem: forjada } },
    });
    expect(noInput.status).toBe(400);
    expect(noInput.body.errors?.[0]?.message).toBe('Arquivo inválido: envie o arquivo novamente.');
    // A reference the gateway really signed, replayed as JSON, is refused too: only multipart files count.
    const verdadeira = referencia(await multipart(ENVIAR, [{ nome: 'a.gif', bytes: gif }]));
    const replay = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ENVIAR, variables: { arquivo: verdadeira } }),
    });
    expect(replay.status).toBe(400);
  });

  it('multipart sem apollo-require-preflight é recusado (CSRF) sem guardar nada', async () => {
    const antes = await arquivosGuardados();
    const resposta = await multipart(ENVIAR, [{ nome: 'a.png', bytes: png }], { headers: {} });
    expect(resposta.status).toBe(400);
    expect(resposta.body.errors?.[0]?.message).toMatch(/CSRF/);
    expect(await arquivosGuardados()).toEqual(antes);
  });

  it('operação recusada pelo controle de acesso não guarda nada', async () => {
    const antes = await arquivosGuardados();
    const resposta = await multipart('mutation P($arquivo: Upload!) { enviarArquivoProtegido(arquivo: $arquivo) }', [{ nome: 'a.png', bytes: png }]);
    expect(resposta.status).toBe(401);
    expect(resposta.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await arquivosGuardados()).toEqual(antes);
  });
});

function cru(caminho: string): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    const requisicao = request(`${base}/`, { path: caminho }, (response) => {
      let corpo = '';
      response.on('data', (parte: Buffer) => (corpo += parte.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, corpo }));
    });
    requisicao.on('error', reject);
    requisicao.end();
  });
}

async function readFileSize(arquivo: string): Promise<number> {
  const { stat } = await import('node:fs/promises');
  return (await stat(arquivo)).size;
}

describe('importação num gateway sem o subgrafo de transparência', () => {
  it('responde 503 com a mensagem do portal, sem tentar um endereço fixo', async () => {
    const form = new FormData();
    form.set('arquivo', new Blob(['Credor;Valor\r\n']), 'empenhos.csv');
    const resposta = await fetch(`${base}/api/admin/importacoes/empenhos`, { method: 'POST', headers: { authorization: `Bearer ${tokenDaEquipe}` }, body: form });
    expect(resposta.status).toBe(503);
    expect(await resposta.json()).toEqual({ mensagem: 'Serviço indisponível. Tente novamente em instantes.' });
  });
});

describe('GET /arquivos/<chave>', () => {
  let ref: ReferenciaDeArquivo;
  beforeAll(async () => {
    ref = referencia(await multipart(ENVIAR, [{ nome: 'Férias 2026.png', bytes: png }]));
  });

  it('serve com URL assinada: tipo, cache imutável, ETag, nosniff; 304 com If-None-Match', async () => {
    // The gateway runs in this process: a download must not make Node warn (it did, once per file served).
    const avisos: Error[] = [];
    const aviso = (erro: Error) => avisos.push(erro);
    process.on('warning', aviso);
    const response = await fetch(`${base}${urlDoArquivo(ref.chave)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(ref.tamanho);
    const denovo = await fetch(`${base}${urlDoArquivo(ref.chave)}`, { headers: { 'if-none-match': etag } });
    expect(denovo.status).toBe(304);
    const head = await fetch(`${base}${urlDoArquivo(ref.chave)}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(ref.tamanho));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    process.off('warning', aviso);
    expect(avisos.map((erro) => erro.name)).not.toContain('MaxListenersExceededWarning');
  });

  it('sem assinatura, com assinatura errada, chave inexistente ou path traversal: 404 JSON', async () => {
    const outra = '2026/01/' + 'a'.repeat(32) + '.png';
    for (const caminho of [
      `/arquivos/${ref.chave}`,
      `/arquivos/${ref.chave}?v=errada`,
      urlDoArquivo(outra),
      `/arquivos/%2e%2e/%2e%2e/etc/passwd?v=x`,
      `/arquivos/..%2f..%2fpackage.json`,
      `/arquivos/2026/01/${'a'.repeat(32)}.png.json?v=x`,
    ]) {
      // Raw HTTP: fetch would normalise the dot segments before sending them.
      const response = await cru(caminho);
      expect(response.status, caminho).toBe(404);
      expect(JSON.parse(response.corpo), caminho).toEqual(expect.objectContaining({ mensagem: expect.any(String) }));
    }
    const semAssinatura = await fetch(`${base}/arquivos/${ref.chave}`);
    expect(await semAssinatura.json()).toEqual({ mensagem: 'Arquivo não encontrado.' });
  });

  it('?download=1 responde como anexo com o nome original saneado', async () => {
    const response = await fetch(`${base}${urlDoArquivo(ref.chave, { download: true })}`);
    expect(response.status).toBe(200);
    const disposicao = response.headers.get('content-disposition')!;
    expect(disposicao).toMatch(/^attachment; filename="F_rias 2026.png"; filename\*=UTF-8''F%C3%A9rias%202026.png$/);
  });

  it('?largura=400 gera a variante uma vez e a serve do cache depois', async () => {
    const primeira = await fetch(`${base}${urlDoArquivo(ref.chave, { largura: 400 })}`);
    expect(primeira.status).toBe(200);
    expect(primeira.headers.get('x-arquivo-variante')).toBe('gerada');
    const meta = await sharp(Buffer.from(await primeira.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 400, height: 200, format: 'png' });
    const segunda = await fetch(`${base}${urlDoArquivo(ref.chave, { largura: 400 })}`);
    expect(segunda.headers.get('x-arquivo-variante')).toBe('cache');
    expect((await sharp(Buffer.from(await segunda.arrayBuffer())).metadata()).width).toBe(400);
    expect(segunda.headers.get('etag')).not.toBe((await fetch(`${base}${urlDoArquivo(ref.chave)}`, { method: 'HEAD' })).headers.get('etag'));
    // The route refuses a width it does not serve; the URL builder never asks for one (it rounds up).
    const invalida = await fetch(`${base}${urlDoArquivo(ref.chave)}&largura=333`);
    expect(invalida.status).toBe(400);
    expect(urlDoArquivo(ref.chave, { largura: 333 })).toMatch(/&largura=400$/);
  });
});
