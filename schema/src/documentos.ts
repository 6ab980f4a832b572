/**
 * Documentos verificáveis (docs/documentos-verificaveis.md): o código que um documento emitido pelo portal traz
 * impresso (e no QR code), a página pública que o confere (`/cad/{codigo}`) e quem emitiu cada código. Cada subgrafo
 * que emite documentos guarda os seus e responde à sua consulta; o prefixo do código diz qual consultar.
 */

export interface EmissorDeDocumentos {
  /** Primeiro caractere de todo código deste emissor (alfabeto do código). */
  prefixo: string;
  /** Consulta pública do subgrafo emissor: `<consulta>(codigo: String!): DocumentoVerificado`. */
  consulta: string;
  subgrafo: string;
}

export const EMISSORES_DE_DOCUMENTOS = {
  escola: { prefixo: 'E', consulta: 'documentoDaEscola', subgrafo: 'participation' },
  folha: { prefixo: 'F', consulta: 'documentoDaFolha', subgrafo: 'transparency' },
  // Os documentos institucionais da Assembleia (respostas da LAI, lista de contatos): um emissor por subgrafo, uma consulta.
  institucional: { prefixo: 'A', consulta: 'documentoInstitucional', subgrafo: 'content' },
} as const satisfies Record<string, EmissorDeDocumentos>;
export type NomeDoEmissor = keyof typeof EMISSORES_DE_DOCUMENTOS;

/**
 * Consultas públicas que montam um documento a partir de registros de outros tipos (o PDF dos contatos lê os contatos
 * e devolve um `PdfGerado`): o cache de respostas do gateway marca a resposta também com estes tipos, e uma escrita
 * num deles a invalida na hora, como invalida a lista.
 */
export const TIPOS_LIDOS_POR_CONSULTA: Readonly<Record<string, readonly string[]>> = {
  contatosEmPdf: ['Contato'],
};

/** Base32 de Crockford: sem I, L, O e U, que se confundem ao digitar. */
export const ALFABETO_DO_CODIGO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Caracteres do código: o prefixo e 19 sorteados (95 bits de acaso: impossível de adivinhar). */
export const TAMANHO_DO_CODIGO = 20;

/** Caminho público de verificação de um código (o QR code abre esta página). */
export const CAMINHO_DE_VERIFICACAO = '/cad';

export const MENSAGEM_CODIGO_INVALIDO = `Código de verificação inválido: informe os ${TAMANHO_DO_CODIGO} caracteres impressos no documento.`;
export const MENSAGEM_DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado: nenhum documento emitido pela Assembleia tem este código. Confira o código digitado.';

/**
 * O código como o servidor o guarda: maiúsculas, sem hífens nem espaços, com as letras que se confundem trocadas
 * (O→0, I e L→1). Nulo quando não pode ser um código (tamanho ou caracteres).
 */
export function normalizarCodigo(texto: unknown): string | null {
  if (typeof texto !== 'string' || texto.length > 64) return null;
  const limpo = texto.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (limpo.length !== TAMANHO_DO_CODIGO) return null;
  for (const c of limpo) if (!ALFABETO_DO_CODIGO.includes(c)) return null;
  return limpo;
}

/** `EXXXX-XXXXX-XXXXX-XXXXX`: em grupos de 5, como vai impresso. */
export function formatarCodigo(codigo: string): string {
  return codigo.match(/.{1,5}/g)?.join('-') ?? codigo;
}

export function emissorDoCodigo(codigo: string): (typeof EMISSORES_DE_DOCUMENTOS)[NomeDoEmissor] | null {
  return Object.values(EMISSORES_DE_DOCUMENTOS).find((e) => codigo.startsWith(e.prefixo)) ?? null;
}

/** Endereço completo de verificação (o do QR code), na base pública do portal. */
export function urlDeVerificacao(base: string, codigo: string): string {
  return `${base.replace(/\/+$/, '')}${CAMINHO_DE_VERIFICACAO}/${formatarCodigo(codigo)}`;
}
