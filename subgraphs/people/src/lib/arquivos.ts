import { urlDoArquivo, ValidacaoError, type ReferenciaDeArquivo } from '@alego/kit';

export type ArquivoGuardado = Omit<ReferenciaDeArquivo, 'assinatura'>;

/** What the subgraph keeps of a signed reference: everything but the signature. */
export function guardarArquivo(ref: ReferenciaDeArquivo): ArquivoGuardado {
  const { chave, nome, tipo, tamanho, largura, altura } = ref;
  return { chave, nome, tipo, tamanho, largura: largura ?? undefined, altura: altura ?? undefined };
}

export const LARGURA_MINIATURA_MAXIMA = 2000;

export function miniaturaDe(arquivo: ArquivoGuardado | null | undefined, largura: number): string | null {
  if (!Number.isInteger(largura) || largura < 1 || largura > LARGURA_MINIATURA_MAXIMA) {
    throw new ValidacaoError(`A largura da miniatura deve estar entre 1 e ${LARGURA_MINIATURA_MAXIMA} pixels.`);
  }
  return arquivo ? urlDoArquivo(arquivo.chave, { largura }) : null;
}
