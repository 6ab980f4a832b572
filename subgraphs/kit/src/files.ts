import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { larguraServida } from '@alego/catalog';
import { GraphQLScalarType } from 'graphql';
import { ValidacaoError } from './errors.js';
import { segredosIguais } from './secrets.js';

/** What the gateway hands a subgraph in place of an uploaded file (docs/noticias.md, "Arquivos"). */
export interface ReferenciaDeArquivo {
  chave: string;
  nome: string;
  tipo: string;
  tamanho: number;
  largura?: number;
  altura?: number;
  assinatura: string;
}

let segredo: string | undefined;
let chavesDeUrl: string[] = [];

/**
 * The secrets of files: INTERNAL_API_TOKEN signs the references the gateway hands subgraphs (they live one request);
 * ARQUIVOS_SIGNING_KEYS sign the public `/arquivos` URLs, which sit in pages, caches and bookmarks and so must survive
 * restarts: the newest key (last) signs, every listed key is accepted (rotation with overlap). Without URL keys the
 * internal token signs URLs too, as before (URLs then change at every start).
 */
export function configurarSegredoDeArquivos(valor: string | undefined, chaves: string[] = []): void {
  segredo = valor;
  chavesDeUrl = chaves;
}

/** `ARQUIVOS_SIGNING_KEYS`: secrets separated by commas, oldest first, the newest (last) signs. */
export function lerChavesDeArquivos(valor: string | undefined): string[] {
  return (valor ?? '')
    .split(',')
    .map((chave) => chave.trim())
    .filter(Boolean);
}

/**
 * The URL signing keys for `npm start`: `ARQUIVOS_SIGNING_KEYS` when set, otherwise `var/keys/arquivos-signing-keys.json`
 * (a JSON list, oldest first), created with one random key on the first start, like the JWT keys.
 */
export async function carregarChavesDeArquivos(arquivo: string, env?: string): Promise<string[]> {
  const doAmbiente = lerChavesDeArquivos(env);
  if (doAmbiente.length) return doAmbiente;
  const chaves = existsSync(arquivo) ? (JSON.parse(await readFile(arquivo, 'utf8')) as string[]) : [];
  if (chaves.length === 0) {
    chaves.push(randomBytes(32).toString('base64url'));
    await mkdir(path.dirname(arquivo), { recursive: true });
    await writeFile(arquivo, JSON.stringify(chaves, null, 2));
    await chmod(arquivo, 0o600);
  }
  return chaves;
}

function hmac(texto: string, chave = segredo): string {
  if (!chave) throw new ValidacaoError('Envio de arquivos indisponível: o portal não está configurado para isso.');
  return createHmac('sha256', chave).update(texto).digest('base64url');
}

function conteudoAssinado(ref: Omit<ReferenciaDeArquivo, 'assinatura'>): string {
  return JSON.stringify([ref.chave, ref.nome, ref.tipo, ref.tamanho, ref.largura ?? null, ref.altura ?? null]);
}

export function assinarReferencia(ref: Omit<ReferenciaDeArquivo, 'assinatura'>, chave?: string): ReferenciaDeArquivo {
  return { ...ref, assinatura: hmac(conteudoAssinado(ref), chave) };
}

/** Accepts only references the gateway signed: a client cannot name another file (or `../../etc/passwd`). */
export function verificarReferenciaDeArquivo(valor: unknown): ReferenciaDeArquivo {
  const ref = valor as Partial<ReferenciaDeArquivo> | null;
  const valido =
    !!ref &&
    typeof ref === 'object' &&
    typeof ref.chave === 'string' &&
    typeof ref.nome === 'string' &&
    typeof ref.tipo === 'string' &&
    typeof ref.tamanho === 'number' &&
    typeof ref.assinatura === 'string' &&
    /^[a-z0-9/_.-]+$/i.test(ref.chave) &&
    !ref.chave.includes('..') &&
    segredosIguais(ref.assinatura, hmac(conteudoAssinado(ref as ReferenciaDeArquivo)));
  if (!valido) throw new ValidacaoError('Arquivo inválido: envie o arquivo novamente.');
  return ref as ReferenciaDeArquivo;
}

/** `scalar Upload` of a subgraph: the value is the gateway's signed reference, never raw bytes. */
export const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'Arquivo enviado por multipart ao gateway, que o troca por uma referência assinada.',
  parseValue: verificarReferenciaDeArquivo,
  // Literals in a document can only be forgeries: files arrive as multipart variables.
  parseLiteral() {
    throw new ValidacaoError('Arquivo inválido: envie o arquivo por multipart.');
  },
  serialize() {
    throw new ValidacaoError('Upload é só de entrada.');
  },
});

function assinaturaDeUrl(chave: string, chaveSecreta: string | undefined): string {
  return hmac(`arquivo:${chave}`, chaveSecreta).slice(0, 22);
}

/** Stable signed path of a stored file, served by the gateway at `/arquivos/...`. */
/** `nome`, with `download`: the downloaded file's name (the gateway keeps the stored extension). */
export function urlDoArquivo(chave: string, opcoes: { largura?: number; download?: boolean; nome?: string } = {}): string {
  const params = new URLSearchParams({ v: assinaturaDeUrl(chave, chavesDeUrl.at(-1) ?? segredo) });
  // Only widths the file route serves: any other asked width becomes the next served one, never a refused URL.
  if (opcoes.largura) params.set('largura', String(larguraServida(opcoes.largura)));
  if (opcoes.download) params.set('download', '1');
  if (opcoes.download && opcoes.nome) params.set('nome', opcoes.nome);
  return `/arquivos/${chave}?${params}`;
}

/** The gateway's check of `?v=` on `/arquivos/<chave>`: signed by any of the keys still listed. */
export function assinaturaDeUrlValida(chave: string, v: string | undefined, chaves: readonly string[]): boolean {
  return !!v && chaves.some((chaveSecreta) => !!chaveSecreta && segredosIguais(v, assinaturaDeUrl(chave, chaveSecreta)));
}

/** What a subgraph keeps of a signed file reference: everything but the signature. */
export type ArquivoGuardado = Omit<ReferenciaDeArquivo, 'assinatura'>;

export function guardarArquivo(ref: ReferenciaDeArquivo): ArquivoGuardado {
  const { chave, nome, tipo, tamanho, largura, altura } = ref;
  return { chave, nome, tipo, tamanho, largura: largura ?? undefined, altura: altura ?? undefined };
}

export const LARGURA_MINIATURA_MAXIMA = 2000;

/** Signed path of a resized variant (a `miniatura(largura)` field); a width out of range is a clear 400. */
export function miniaturaDe(arquivo: Pick<ArquivoGuardado, 'chave'>, largura: number): string;
export function miniaturaDe(arquivo: Pick<ArquivoGuardado, 'chave'> | null | undefined, largura: number): string | null;
export function miniaturaDe(arquivo: Pick<ArquivoGuardado, 'chave'> | null | undefined, largura: number): string | null {
  if (!Number.isInteger(largura) || largura < 1 || largura > LARGURA_MINIATURA_MAXIMA) {
    throw new ValidacaoError(`A largura da miniatura deve estar entre 1 e ${LARGURA_MINIATURA_MAXIMA} pixels.`);
  }
  return arquivo ? urlDoArquivo(arquivo.chave, { largura }) : null;
}
