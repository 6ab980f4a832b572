import { LIMITE_PDF, MAXIMO_DE_PDFS, mensagemDoMaximoDePdfs, type ItemDePdfs } from '@alego/catalog';
import { validarPdf } from './campos';

/** Um PDF de um campo `pdfs` no formulário: um guardado (chave, url) ou um escolhido agora (arquivo). */
export interface PdfDoFormulario {
  chave?: string;
  nome: string;
  url?: string;
  tamanho?: number;
  arquivo?: File;
}

/** O que a API devolve de cada PDF guardado. */
export interface PdfGuardado {
  chave: string;
  nome: string;
  url: string;
  tamanho: number;
}

export function pdfsDoRegistro(guardados: unknown): PdfDoFormulario[] {
  return Array.isArray(guardados) ? (guardados as PdfGuardado[]).map(({ chave, nome, url, tamanho }) => ({ chave, nome, url, tamanho })) : [];
}

/** A lista inteira para a mutação, na ordem: os guardados pela chave, os novos como arquivo (enviados por multipart). */
export function pdfsParaDados(lista: readonly PdfDoFormulario[]): ItemDePdfs[] {
  return lista.map((pdf) => (pdf.arquivo ? { arquivo: pdf.arquivo } : { chave: pdf.chave }));
}

/** Um arquivo escolhido: PDF (pelo nome ou tipo; o gateway confere os bytes) e dentro do limite de tamanho. */
export function erroDoPdf(arquivo: File): string | undefined {
  return validarPdf(arquivo) ?? (arquivo.size > LIMITE_PDF.bytes ? LIMITE_PDF.mensagem : undefined);
}

/** Acrescenta os escolhidos que passam, até o máximo; os recusados dizem por quê, cada um uma vez. */
export function adicionarPdfs(lista: readonly PdfDoFormulario[], arquivos: readonly File[], maximo = MAXIMO_DE_PDFS): { lista: PdfDoFormulario[]; erros: string[] } {
  const nova = [...lista];
  const erros = new Set<string>();
  for (const arquivo of arquivos) {
    const erro = erroDoPdf(arquivo);
    if (erro) erros.add(`${arquivo.name}: ${erro}`);
    else if (nova.length >= maximo) erros.add(mensagemDoMaximoDePdfs(maximo));
    else nova.push({ nome: arquivo.name, tamanho: arquivo.size, arquivo });
  }
  return { lista: nova, erros: [...erros] };
}

/** Troca o PDF de lugar com o vizinho (−1 sobe, +1 desce); nas pontas, nada muda. */
export function moverPdf(lista: readonly PdfDoFormulario[], indice: number, direcao: -1 | 1): PdfDoFormulario[] {
  const destino = indice + direcao;
  if (indice < 0 || indice >= lista.length || destino < 0 || destino >= lista.length) return [...lista];
  const nova = [...lista];
  [nova[indice], nova[destino]] = [nova[destino]!, nova[indice]!];
  return nova;
}

export function removerPdf(lista: readonly PdfDoFormulario[], indice: number): PdfDoFormulario[] {
  return lista.filter((_, i) => i !== indice);
}

/** "1,2 MB", "350 KB": o tamanho como a lista o mostra. */
export function tamanhoDoPdf(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('pt-BR')} KB`;
  return `${(bytes / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
