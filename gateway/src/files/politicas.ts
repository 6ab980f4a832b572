import { CADASTROS, LIMITE_PDF, tipoDoItemDePdfs, tipoGraphql, type FormatosDoArquivo } from '@alego/catalog';

/** How one kind of file is checked and stored (images and PDF documents). */
export interface PoliticaDeUpload {
  nome: string;
  tamanhoMaximo: number;
  mensagemDeTamanho: string;
  /** Real types (from the magic bytes) → stored extension. */
  tipos: Record<string, string>;
  mensagemDeTipo: string;
  /** Images: dimension limits and re-encoding. */
  imagem?: { larguraMaxima: number; alturaMaxima: number; pixelsMaximos: number; mensagem: string };
}

export const IMAGEM: PoliticaDeUpload = {
  nome: 'imagem',
  tamanhoMaximo: 3_000_000,
  mensagemDeTamanho: 'O tamanho máximo da imagem permitida é de 3 MB.',
  tipos: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' },
  mensagemDeTipo: 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif',
  imagem: {
    larguraMaxima: 8000,
    alturaMaxima: 8000,
    pixelsMaximos: 40_000_000,
    mensagem: 'A imagem é grande demais (máximo de 8000 × 8000 pixels).',
  },
};

/**
 * Policy per schema coordinate where the Upload is used: `Tipo.campo` for input fields, `Tipo.campo(arg:)` for
 * arguments. Anything not listed is an image (the only kind the portal accepts today).
 */
export const POLITICAS: Record<string, PoliticaDeUpload> = {};

/** Reports and statements in PDF: the real type comes from the magic bytes (`%PDF`), never from the name. */
export const PDF: PoliticaDeUpload = {
  nome: 'pdf',
  tamanhoMaximo: LIMITE_PDF.bytes,
  mensagemDeTamanho: LIMITE_PDF.mensagem,
  tipos: { 'application/pdf': 'pdf' },
  mensagemDeTipo: 'Tipo de arquivo inválido. Envie um arquivo .pdf',
};

/** A file field that takes more than PDF (the file repository): its formats, also checked by the real type. */
function politicaDosFormatos(nome: string, formatos: FormatosDoArquivo): PoliticaDeUpload {
  return { nome, tamanhoMaximo: formatos.limite.bytes, mensagemDeTamanho: formatos.limite.mensagem, tipos: { ...formatos.tipos }, mensagemDeTipo: formatos.mensagemDeTipo };
}

// Every catalog entry's PDF form fields (the transparency registers, docs/remuneracoes.md): `<Tipo>Input.<campo>`, and
// each file of a list of PDFs (a bid's): `<Tipo><Campo>Item.arquivo`.
for (const cadastro of CADASTROS) {
  for (const campo of cadastro.formulario) {
    const coordenada = `${tipoGraphql(cadastro)}Input.${campo.campo}`;
    if (campo.tipo === 'pdf') POLITICAS[coordenada] = campo.formatos ? politicaDosFormatos(coordenada, campo.formatos) : PDF;
    if (campo.tipo === 'pdfs') POLITICAS[`${tipoDoItemDePdfs(tipoGraphql(cadastro), campo.campo)}.arquivo`] = PDF;
  }
}

export function politicaPara(coordenada: string | undefined, tabela: Record<string, PoliticaDeUpload> = POLITICAS): PoliticaDeUpload {
  return (coordenada && tabela[coordenada]) || IMAGEM;
}

// Commission documents (minutes, reports: docs/pessoas.md).
POLITICAS['ArquivoComissaoInput.arquivo'] = PDF;
// Documents attached to fale conosco replies (docs/fale-conosco.md).
POLITICAS['RespostaFaleConoscoInput.pdfRespostaSolicitacao'] = PDF;
