import { createHmac } from 'node:crypto';
import { larguraServida } from '@alego/shared';
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

/** The shared secret (INTERNAL_API_TOKEN) that signs file references and public file URLs. */
export function configurarSegredoDeArquivos(valor: string | undefined): void {
  segredo = valor;
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

/** Stable signed path of a stored file, served by the gateway at `/arquivos/...`. */
export function urlDoArquivo(chave: string, opcoes: { largura?: number; download?: boolean } = {}): string {
  const params = new URLSearchParams({ v: hmac(`arquivo:${chave}`).slice(0, 22) });
  // Only widths the file route serves: any other asked width becomes the next served one, never a refused URL.
  if (opcoes.largura) params.set('largura', String(larguraServida(opcoes.largura)));
  if (opcoes.download) params.set('download', '1');
  return `/arquivos/${chave}?${params}`;
}

/** The gateway's check of `?v=` on `/arquivos/<chave>`. */
export function assinaturaDeUrlValida(chave: string, v: string | undefined, chaveSecreta?: string): boolean {
  return !!v && segredosIguais(v, hmac(`arquivo:${chave}`, chaveSecreta).slice(0, 22));
}
