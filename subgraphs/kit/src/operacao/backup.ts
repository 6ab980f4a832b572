import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import pg from 'pg';
import type { Logger } from 'pino';
import { createBlobStore, type ConfigDeArquivos, type MetadadosDoBlob } from '../blobs.js';

/** What a backup archive holds, written beside the data as `manifesto.json`. */
export interface Manifesto {
  formato: 1;
  criadoEm: string;
  /** `base-fisica`: the embedded cluster copied through pg_backup_start/stop; `pg_dump`: a logical dump of DATABASE_URL. */
  banco: { metodo: 'base-fisica' | 'pg_dump'; versaoDoPostgres: string; migracoes: Record<string, string[]> };
  arquivos: { origem: 'disco' | 's3'; total: number; metadados: Record<string, MetadadosDoBlob> };
  /** Every file of the archive but the manifest, with its size and SHA-256 (checked before anything is restored). */
  itens: { caminho: string; bytes: number; sha256: string }[];
}

export interface OrigemDoBackup {
  /** PORTAL_VAR_DIR: the embedded cluster (`pg/`) and the URL signing and JWT keys (`keys/`). */
  varDir: string;
  /** A running server holding the portal's database: the embedded one (physical copy) or DATABASE_URL (pg_dump). */
  databaseUrl: string;
  embutido: boolean;
  arquivos: ConfigDeArquivos;
  logger?: Logger;
}

/** Files and folders of a cluster that a base backup leaves out (PostgreSQL's documentation, "Making a Base Backup"). */
const FORA_DA_BASE = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
const PASTAS_ESVAZIADAS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

/**
 * Writes `<destino>/alego-backup-<data>.tar.gz`: the database (every schema), the file store (disk or S3) and the keys
 * that sign file URLs and sessions, with a manifest of checksums. Records it in `operacao.backups` (the Sistema page).
 */
export async function fazerBackup(origem: OrigemDoBackup, destino: string, agora = new Date()): Promise<{ arquivo: string; manifesto: Manifesto }> {
  const nome = `alego-backup-${agora.toISOString().replace(/[:.]/g, '-')}`;
  await mkdir(destino, { recursive: true });
  const preparo = await mkdtemp(path.join(destino, `.${nome}-`));
  try {
    const cliente = new pg.Client({ connectionString: origem.databaseUrl });
    await cliente.connect();
    let banco: Manifesto['banco'];
    try {
      const versao = (await cliente.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
      const migracoes = await migracoesAplicadas(cliente);
      if (origem.embutido) await copiaFisica(cliente, path.join(origem.varDir, 'pg'), path.join(preparo, 'banco/pgdata'));
      else await pgDump(origem.databaseUrl, path.join(preparo, 'banco/alego.dump'));
      banco = { metodo: origem.embutido ? 'base-fisica' : 'pg_dump', versaoDoPostgres: versao, migracoes };
    } finally {
      await cliente.end();
    }
    const arquivos = await copiarArquivos(origem.arquivos, path.join(preparo, 'arquivos'));
    const chaves = path.join(origem.varDir, 'keys');
    if (existsSync(chaves)) await copiarPasta(chaves, path.join(preparo, 'chaves'), () => true);
    const manifesto: Manifesto = { formato: 1, criadoEm: agora.toISOString(), banco, arquivos, itens: await somas(preparo) };
    await writeFile(path.join(preparo, 'manifesto.json'), JSON.stringify(manifesto, null, 2));
    const arquivo = path.join(destino, `${nome}.tar.gz`);
    await executar('tar', ['-czf', arquivo, '-C', preparo, '.']);
    await registrarBackup(origem.databaseUrl, arquivo, manifesto, (await stat(arquivo)).size);
    origem.logger?.info({ arquivo, itens: manifesto.itens.length, arquivos: arquivos.total }, 'backup concluído');
    return { arquivo, manifesto };
  } finally {
    await rm(preparo, { recursive: true, force: true });
  }
}

export interface DestinoDaRestauracao {
  /** The fresh PORTAL_VAR_DIR to rebuild: its `pg/` must not exist yet (embedded backups). */
  varDir: string;
  /** Where the files go (a disk folder under `varDir`, or the S3 bucket configured). */
  arquivos: ConfigDeArquivos;
  /** For `pg_dump` archives: the empty database to restore into. */
  databaseUrl?: string;
  logger?: Logger;
}

/** Checks every checksum, then rebuilds the database, the files and the keys from an archive of `fazerBackup`. */
export async function restaurarBackup(arquivo: string, destino: DestinoDaRestauracao): Promise<Manifesto> {
  if (!existsSync(arquivo)) throw new Error(`Arquivo de backup não encontrado: ${arquivo}.`);
  const pasta = await mkdtemp(path.join(path.dirname(path.resolve(destino.varDir)), '.alego-restauracao-'));
  try {
    await executar('tar', ['-xzf', arquivo, '-C', pasta]);
    const manifesto = JSON.parse(await readFile(path.join(pasta, 'manifesto.json'), 'utf8')) as Manifesto;
    if (manifesto.formato !== 1) throw new Error(`Formato de backup desconhecido: ${String(manifesto.formato)}.`);
    for (const item of manifesto.itens) {
      const caminho = path.join(pasta, item.caminho);
      if (!existsSync(caminho) || (await soma(caminho)) !== item.sha256) throw new Error(`Backup corrompido: ${item.caminho} não confere com o manifesto.`);
    }
    await mkdir(destino.varDir, { recursive: true });
    if (manifesto.banco.metodo === 'base-fisica') {
      const pgdata = path.join(destino.varDir, 'pg');
      if (existsSync(pgdata)) throw new Error(`${pgdata} já existe: a restauração só escreve numa pasta de dados nova.`);
      await rename(path.join(pasta, 'banco/pgdata'), pgdata);
      await donoDoPostgres(pgdata);
    } else {
      if (!destino.databaseUrl) throw new Error('Este backup é um pg_dump: defina DATABASE_URL com o banco (vazio) que vai recebê-lo.');
      await executar(process.env.PG_RESTORE ?? 'pg_restore', ['--no-owner', '--exit-on-error', '--dbname', destino.databaseUrl, path.join(pasta, 'banco/alego.dump')]);
    }
    const loja = createBlobStore(destino.arquivos);
    for (const [chave, meta] of Object.entries(manifesto.arquivos.metadados)) {
      await loja.putAt(chave, await readFile(path.join(pasta, 'arquivos', ...chave.split('/'))), meta);
    }
    if (existsSync(path.join(pasta, 'chaves'))) await copiarPasta(path.join(pasta, 'chaves'), path.join(destino.varDir, 'keys'), () => true);
    destino.logger?.info({ arquivo, criadoEm: manifesto.criadoEm, arquivos: manifesto.arquivos.total }, 'backup restaurado');
    return manifesto;
  } finally {
    await rm(pasta, { recursive: true, force: true });
  }
}

/**
 * A consistent copy of a running cluster with the server's own low-level API: files copied between pg_backup_start and
 * pg_backup_stop, then the WAL written meanwhile and the backup label; PostgreSQL replays that WAL on first start.
 */
async function copiaFisica(cliente: pg.Client, pgdata: string, destino: string): Promise<void> {
  await cliente.query(`select pg_backup_start('alego', true)`);
  let parada: { labelfile: string; spcmapfile: string | null } | undefined;
  try {
    await copiarPasta(pgdata, destino, (relativo, nome) => !FORA_DA_BASE.has(nome) && !PASTAS_ESVAZIADAS.has(path.dirname(relativo).split(path.sep)[0]!));
    parada = (await cliente.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)')).rows[0];
  } finally {
    if (!parada) await cliente.query('select pg_backup_stop(false)').catch(() => undefined);
  }
  for (const pasta of PASTAS_ESVAZIADAS) await mkdir(path.join(destino, pasta), { recursive: true });
  await mkdir(path.join(destino, 'pg_wal/archive_status'), { recursive: true });
  for (const segmento of await readdir(path.join(pgdata, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(segmento)) await copiarArquivoVivo(path.join(pgdata, 'pg_wal', segmento), path.join(destino, 'pg_wal', segmento));
  }
  await writeFile(path.join(destino, 'backup_label'), parada!.labelfile);
  if (parada!.spcmapfile) await writeFile(path.join(destino, 'tablespace_map'), parada!.spcmapfile);
}

async function pgDump(databaseUrl: string, arquivo: string): Promise<void> {
  await mkdir(path.dirname(arquivo), { recursive: true });
  // Every schema (one per subgraph) in one custom-format dump; pg_dump must be of the server's major version or newer.
  await executar(process.env.PG_DUMP ?? 'pg_dump', ['--format=custom', '--no-owner', '--file', arquivo, databaseUrl]);
}

async function copiarArquivos(config: ConfigDeArquivos, destino: string): Promise<Manifesto['arquivos']> {
  const loja = createBlobStore(config);
  const metadados: Record<string, MetadadosDoBlob> = {};
  for await (const chave of loja.chaves()) {
    const blob = await loja.get(chave);
    if (!blob) continue;
    const alvo = path.join(destino, ...chave.split('/'));
    await mkdir(path.dirname(alvo), { recursive: true });
    await pipeline(blob.stream, createWriteStream(alvo));
    metadados[chave] = { tipo: blob.tipo, extensao: blob.extensao, ...(blob.nome ? { nome: blob.nome } : {}) };
  }
  return { origem: config.s3 ? 's3' : 'disco', total: Object.keys(metadados).length, metadados };
}

/** Names of the migrations applied in each subgraph's schema (each keeps its own `mikro_orm_migrations`). */
export async function migracoesAplicadas(cliente: pg.Client): Promise<Record<string, string[]>> {
  const tabelas = await cliente.query<{ schema: string }>(`select table_schema as schema from information_schema.tables where table_name = 'mikro_orm_migrations' order by 1`);
  const resultado: Record<string, string[]> = {};
  for (const { schema } of tabelas.rows) {
    const linhas = await cliente.query<{ name: string }>(`select name from ${pg.escapeIdentifier(schema)}.mikro_orm_migrations order by id`);
    resultado[schema] = linhas.rows.map((linha) => linha.name);
  }
  return resultado;
}

/** The last backups, for the Sistema page: kept in the database itself, so every replica sees the same. */
async function registrarBackup(databaseUrl: string, arquivo: string, manifesto: Manifesto, bytes: number): Promise<void> {
  const cliente = new pg.Client({ connectionString: databaseUrl });
  await cliente.connect();
  try {
    await cliente.query('create schema if not exists operacao');
    await cliente.query('create table if not exists operacao.backups (id bigserial primary key, criado_em timestamptz not null, arquivo text not null, bytes bigint not null, metodo text not null, arquivos integer not null)');
    await cliente.query('insert into operacao.backups (criado_em, arquivo, bytes, metodo, arquivos) values ($1, $2, $3, $4, $5)', [manifesto.criadoEm, path.basename(arquivo), bytes, manifesto.banco.metodo, manifesto.arquivos.total]);
  } finally {
    await cliente.end();
  }
}

async function copiarPasta(origem: string, destino: string, incluir: (relativo: string, nome: string) => boolean): Promise<void> {
  await mkdir(destino, { recursive: true, mode: 0o700 });
  for (const entrada of await readdir(origem, { recursive: true, withFileTypes: true })) {
    const completo = path.join(entrada.parentPath, entrada.name);
    const relativo = path.relative(origem, completo);
    if (!incluir(relativo, entrada.name)) continue;
    const alvo = path.join(destino, relativo);
    if (entrada.isDirectory()) await mkdir(alvo, { recursive: true, mode: 0o700 });
    else if (entrada.isFile()) await copiarArquivoVivo(completo, alvo);
  }
}

/** A file of a running server may vanish while the copy runs (temporary files): then it was not needed. */
async function copiarArquivoVivo(origem: string, destino: string): Promise<void> {
  await mkdir(path.dirname(destino), { recursive: true, mode: 0o700 });
  try {
    await copyFile(origem, destino);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

async function somas(raiz: string): Promise<Manifesto['itens']> {
  const itens: Manifesto['itens'] = [];
  for (const entrada of await readdir(raiz, { recursive: true, withFileTypes: true })) {
    if (!entrada.isFile()) continue;
    const completo = path.join(entrada.parentPath, entrada.name);
    itens.push({ caminho: path.relative(raiz, completo).split(path.sep).join('/'), bytes: (await stat(completo)).size, sha256: await soma(completo) });
  }
  return itens.sort((a, b) => a.caminho.localeCompare(b.caminho));
}

async function soma(arquivo: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(arquivo), hash);
  return hash.digest('hex');
}

/** PostgreSQL refuses a data folder that is not its own and private: as root, hand it to the `postgres` user. */
async function donoDoPostgres(pgdata: string): Promise<void> {
  await chmod(pgdata, 0o700);
  if (process.getuid?.() !== 0) return;
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const linha = passwd.split('\n').find((entrada) => entrada.startsWith('postgres:'));
  if (!linha) return;
  const [, , uid, gid] = linha.split(':');
  const dono = async (caminho: string) => chown(caminho, Number(uid), Number(gid));
  await dono(pgdata);
  for (const entrada of await readdir(pgdata, { recursive: true, withFileTypes: true })) await dono(path.join(entrada.parentPath, entrada.name));
}

function executar(comando: string, argumentos: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const filho = spawn(comando, argumentos, { stdio: ['ignore', 'ignore', 'pipe'] });
    let erro = '';
    filho.stderr.on('data', (pedaco: Buffer) => (erro += pedaco.toString()));
    filho.once('error', reject);
    filho.once('exit', (codigo) => (codigo === 0 ? resolve() : reject(new Error(`${comando} terminou com código ${codigo}: ${erro.trim()}`))));
  });
}
