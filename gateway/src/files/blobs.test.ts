import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveValida, configDeArquivos, createBlobStore, DiskBlobStore, novaChave, S3BlobStore } from './blobs.js';
import { nomeSeguro } from './processar.js';
import { IMAGEM, politicaPara } from './politicas.js';

async function lerTudo(stream: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of stream) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

describe('DiskBlobStore (disco de verdade)', () => {
  let raiz: string;
  let store: DiskBlobStore;
  beforeAll(async () => {
    raiz = await mkdtemp(path.join(tmpdir(), 'alego-blobs-'));
    store = new DiskBlobStore(raiz);
  });
  afterAll(() => rm(raiz, { recursive: true, force: true }));

  it('gera chaves aaaa/mm/<128 bits hex>.<ext> e guarda bytes e metadados', async () => {
    const chave = await store.put(Buffer.from('olá'), { tipo: 'text/plain', extensao: 'txt', nome: 'a.txt' });
    expect(chave).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.txt$/);
    const lido = await store.get(chave);
    expect(lido).toMatchObject({ tipo: 'text/plain', extensao: 'txt', nome: 'a.txt', tamanho: 4 });
    expect((await lerTudo(lido!.stream)).toString()).toBe('olá');
    expect(await store.exists(chave)).toBe(true);
    await store.delete(chave);
    expect(await store.exists(chave)).toBe(false);
    expect(await store.get(chave)).toBeNull();
  });

  it('aceita streams e não deixa temporários para trás', async () => {
    const chave = await store.put(Readable.from([Buffer.from('a'), Buffer.from('b')]), { tipo: 'text/plain', extensao: 'txt' });
    expect(await readFile(path.join(raiz, chave), 'utf8')).toBe('ab');
    expect(await readdir(path.join(raiz, '.tmp'))).toEqual([]);
  });

  it('um stream que falha não deixa arquivo', async () => {
    const falho = new Readable({
      read() {
        this.destroy(new Error('cortado'));
      },
    });
    await expect(store.put(falho, { tipo: 'text/plain', extensao: 'txt' })).rejects.toThrow('cortado');
    expect(await readdir(path.join(raiz, '.tmp'))).toEqual([]);
  });

  it('recusa chaves fora do formato (sem path traversal)', async () => {
    for (const chave of ['../../etc/passwd', '/etc/passwd', '2026/11/../../x.jpg', '2026/11/abc.jpg', `2026/11/${'a'.repeat(32)}.jpg/..`]) {
      expect(chaveValida(chave)).toBe(false);
      expect(await store.get(chave)).toBeNull();
      expect(await store.exists(chave)).toBe(false);
      await expect(store.putAt(chave, Buffer.from('x'), { tipo: 'text/plain', extensao: 'txt' })).rejects.toThrow();
    }
    expect(() => novaChave('../x')).toThrow();
  });
});

describe('S3BlobStore (só construção: não há servidor S3 aqui)', () => {
  it('é escolhido quando S3_BUCKET existe, com path-style para MinIO e região padrão', async () => {
    const config = configDeArquivos({ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, '/tmp/var');
    const store = createBlobStore(config);
    expect(store).toBeInstanceOf(S3BlobStore);
    const s3 = store as S3BlobStore;
    const cliente = await s3.cliente();
    expect(cliente.config.forcePathStyle).toBe(true);
    expect(await cliente.config.region()).toBe('us-east-1');
    expect(await s3.exists('../../etc/passwd')).toBe(false);
  });

  it('sem S3_BUCKET usa o disco em $PORTAL_VAR_DIR/arquivos, com os limites padrão', () => {
    const config = configDeArquivos({}, '/srv/var');
    expect(config).toMatchObject({ dir: '/srv/var/arquivos', s3: null, maxFileSize: 20_000_000, maxFiles: 10 });
    expect(createBlobStore(config)).toBeInstanceOf(DiskBlobStore);
  });
});

describe('políticas e nomes', () => {
  it('imagem é a política padrão', () => {
    expect(politicaPara(undefined)).toBe(IMAGEM);
    expect(politicaPara('NoticiaInput.imagem')).toBe(IMAGEM);
  });
  it('nomeSeguro tira pastas, aspas e controles', () => {
    expect(nomeSeguro('C:\\fotos\\férias "2026".jpg', 'jpg')).toBe('férias 2026.jpg');
    expect(nomeSeguro('../../etc/passwd', 'png')).toBe('passwd');
    expect(nomeSeguro('..', 'png')).toBe('arquivo.png');
    expect(nomeSeguro(undefined, 'gif')).toBe('arquivo.gif');
  });
});
