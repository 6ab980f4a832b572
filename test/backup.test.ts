import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinaturaDeUrlValida, carregarChavesDeArquivos, closeOrm, configurarSegredoDeArquivos, createOrm, seedOnce, urlDoArquivo } from '@alego/kit';
import { configDeArquivos, DiskBlobStore } from '@alego/kit/blobs';
import { ensureDatabase, startEmbeddedDatabase, withDatabase, type EmbeddedDatabase } from '@alego/kit/db';
import { fazerBackup, restaurarBackup } from '@alego/kit/operacao';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { portaLivre } from './portas.js';

let raiz: string;
const servidores: EmbeddedDatabase[] = [];

async function iniciarBanco(varDir: string): Promise<string> {
  const banco = await startEmbeddedDatabase({ dataDir: path.join(varDir, 'pg'), port: await portaLivre() });
  servidores.push(banco);
  const url = withDatabase(banco.serverUrl, 'alego');
  await ensureDatabase(url);
  return url;
}

/** Every row of every table of the subgraphs' schemas, as text, in a stable order: two equal maps are equal data. */
async function conteudoDoBanco(url: string): Promise<Record<string, string>> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const tabelas = await cliente.query<{ schema: string; tabela: string }>(
      `select table_schema as schema, table_name as tabela from information_schema.tables where table_schema in ('content', 'people') and table_type = 'BASE TABLE' order by 1, 2`,
    );
    const resultado: Record<string, string> = {};
    for (const { schema, tabela } of tabelas.rows) {
      const nome = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(tabela)}`;
      const { rows } = await cliente.query<{ linhas: number; soma: string | null }>(`select count(*)::int as linhas, md5(string_agg(t::text, '|' order by t::text)) as soma from ${nome} t`);
      resultado[`${schema}.${tabela}`] = `${rows[0]!.linhas}:${rows[0]!.soma}`;
    }
    return resultado;
  } finally {
    await cliente.end();
  }
}

beforeAll(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'alego-backup-'));
  // PostgreSQL runs as the `postgres` user when tests run as root: it must be able to enter the folder.
  await chmod(raiz, 0o755);
});
afterAll(async () => {
  for (const servidor of servidores) await servidor.stop();
  configurarSegredoDeArquivos('token-interno-de-teste');
  await rm(raiz, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a seeded portal with uploaded files comes back identical: data, files and signed file URLs', async () => {
    const origem = path.join(raiz, 'origem');
    const url = await iniciarBanco(origem);
    for (const definicao of [content, people]) {
      const orm = await createOrm(definicao, url);
      await seedOnce(orm, definicao);
      await closeOrm(orm);
    }
    const loja = new DiskBlobStore(path.join(origem, 'arquivos'));
    const enviados = [
      await loja.put(Buffer.from('%PDF-1.4 ata da sessão'), { tipo: 'application/pdf', extensao: 'pdf', nome: 'Ata da sessão.pdf' }),
      await loja.put(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { tipo: 'image/jpeg', extensao: 'jpg' }),
    ];
    const chavesOrigem = await carregarChavesDeArquivos(path.join(origem, 'keys/arquivos-signing-keys.json'));
    configurarSegredoDeArquivos('token-interno-de-teste', chavesOrigem);
    const urlsOrigem = enviados.map((chave) => urlDoArquivo(chave));
    const dadosOrigem = await conteudoDoBanco(url);
    expect(Object.keys(dadosOrigem).length).toBeGreaterThan(5);
    expect(Object.values(dadosOrigem).some((valor) => !valor.startsWith('0:'))).toBe(true);

    const { arquivo, manifesto } = await fazerBackup({ varDir: origem, databaseUrl: url, embutido: true, arquivos: configDeArquivos({}, origem) }, path.join(raiz, 'backups'));
    expect(path.basename(arquivo)).toMatch(/^alego-backup-\d{4}-\d{2}-\d{2}T.*\.tar\.gz$/);
    expect(manifesto.arquivos.total).toBe(2);
    expect(manifesto.banco.migracoes.content?.length).toBeGreaterThan(0);
    expect(manifesto.itens.every((item) => /^[0-9a-f]{64}$/.test(item.sha256))).toBe(true);
    // A change after the backup is not in it.
    const cliente = new pg.Client({ connectionString: url });
    await cliente.connect();
    await cliente.query(`update content.noticias set titulo = 'Alterada depois do backup'`);
    const registrado = await cliente.query<{ arquivo: string }>('select arquivo from operacao.backups order by id desc limit 1');
    await cliente.end();
    expect(registrado.rows[0]?.arquivo).toBe(path.basename(arquivo));

    const destino = path.join(raiz, 'restaurado');
    await restaurarBackup(arquivo, { varDir: destino, arquivos: configDeArquivos({}, destino) });
    const urlRestaurada = await iniciarBanco(destino);
    expect(await conteudoDoBanco(urlRestaurada)).toEqual(dadosOrigem);

    const lojaRestaurada = new DiskBlobStore(path.join(destino, 'arquivos'));
    for (const chave of enviados) {
      const [antes, depois] = await Promise.all([loja.get(chave), lojaRestaurada.get(chave)]);
      expect({ ...depois, stream: undefined }).toEqual({ ...antes, stream: undefined });
      expect(await text(depois!.stream)).toBe(await text(antes!.stream));
    }
    const chavesRestauradas = await carregarChavesDeArquivos(path.join(destino, 'keys/arquivos-signing-keys.json'));
    expect(chavesRestauradas).toEqual(chavesOrigem);
    configurarSegredoDeArquivos('token-interno-de-teste', chavesRestauradas);
    expect(enviados.map((chave) => urlDoArquivo(chave))).toEqual(urlsOrigem);
    for (const [indice, chave] of enviados.entries()) {
      expect(assinaturaDeUrlValida(chave, new URL(urlsOrigem[indice]!, 'http://portal').searchParams.get('v') ?? undefined, chavesRestauradas)).toBe(true);
    }
  });

  it('refuses an archive whose contents do not match its manifest, and never overwrites a data folder', async () => {
    const origem = path.join(raiz, 'origem2');
    const url = await iniciarBanco(origem);
    const loja = new DiskBlobStore(path.join(origem, 'arquivos'));
    const chave = await loja.put(Buffer.from('original'), { tipo: 'text/plain', extensao: 'txt' });
    const { arquivo } = await fazerBackup({ varDir: origem, databaseUrl: url, embutido: true, arquivos: configDeArquivos({}, origem) }, path.join(raiz, 'backups2'));

    // Tamper with one file inside the archive.
    const pasta = await mkdtemp(path.join(raiz, 'adulterado-'));
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-xzf', arquivo, '-C', pasta]);
    await writeFile(path.join(pasta, 'arquivos', ...chave.split('/')), 'adulterado');
    const adulterado = path.join(raiz, 'adulterado.tar.gz');
    execFileSync('tar', ['-czf', adulterado, '-C', pasta, '.']);
    await expect(restaurarBackup(adulterado, { varDir: path.join(raiz, 'destino-adulterado'), arquivos: configDeArquivos({}, path.join(raiz, 'destino-adulterado')) })).rejects.toThrow(/não confere com o manifesto/);

    await expect(restaurarBackup(arquivo, { varDir: origem, arquivos: configDeArquivos({}, origem) })).rejects.toThrow(/já existe/);
    expect(await readFile(path.join(origem, 'arquivos', ...chave.split('/')), 'utf8')).toBe('original');
  });
});
