/**
 * Documentos verificáveis (docs/documentos-verificaveis.md). Um subgrafo que emite documentos (certificados,
 * contracheques) registra `DocumentoEmitido` nas suas entidades, chama `emitirDocumento` ao emitir e serve a consulta
 * pública do seu emissor com `createVerificacaoResolver`. O documento impresso leva o código e o QR code
 * (`blocoDeVerificacao`); a página `/cad/{codigo}` mostra o que o registro guarda: o mesmo que o documento mostra.
 */
import { randomInt } from 'node:crypto';
import { ALFABETO_DO_CODIGO, EMISSORES_DE_DOCUMENTOS, formatarCodigo, hojeEmBrasilia, MENSAGEM_CODIGO_INVALIDO, normalizarCodigo, TAMANHO_DO_CODIGO, urlDeVerificacao, type NomeDoEmissor } from '@alego/catalog';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { Arg, Ctx, Directive, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from './context.js';
import { ValidacaoError } from './errors.js';

/** Uma linha do que o documento diz ("Curso": "Processo legislativo"). */
@Directive('@shareable')
@ObjectType({ description: 'Uma informação do documento, como ele a mostra.' })
export class DetalheDoDocumento {
  @Field()
  rotulo!: string;

  @Field()
  valor!: string;
}

@Entity({ tableName: 'documentos_emitidos' })
export class DocumentoEmitido {
  @PrimaryKey()
  id!: number;

  /** Normalizado (sem hífens); impresso em grupos de 5. */
  @Property({ length: TAMANHO_DO_CODIGO, unique: true })
  codigo!: string;

  @Property({ length: 80 })
  tipo!: string;

  @Property({ length: 255 })
  titular!: string;

  @Property({ type: 'timestamptz' })
  emitidoEm: Date = new Date();

  @Property({ type: 'json' })
  detalhes!: DetalheDoDocumento[];

  /** O registro que originou o documento (`certificado:12`), para revogar ou reaproveitar o código. */
  @Index()
  @Property({ length: 80 })
  origem!: string;
}

@Directive('@shareable')
@ObjectType({ description: 'O que um documento emitido pela Assembleia é, conferido pelo seu código de verificação.' })
export class DocumentoVerificado {
  @Field({ description: 'O código, em grupos de 5 caracteres.' })
  codigo!: string;

  @Field({ description: 'Espécie do documento: "Certificado de curso", "Contracheque".' })
  tipo!: string;

  @Field({ description: 'Nome de quem o documento trata.' })
  titular!: string;

  @Field({ description: 'Data de emissão, AAAA-MM-DD.' })
  emitidoEm!: string;

  @Field(() => [DetalheDoDocumento])
  detalhes!: DetalheDoDocumento[];
}

/** 19 caracteres sorteados do alfabeto com `crypto.randomInt` (uniforme), depois do prefixo do emissor. */
export function gerarCodigo(emissor: NomeDoEmissor): string {
  let codigo = EMISSORES_DE_DOCUMENTOS[emissor].prefixo;
  while (codigo.length < TAMANHO_DO_CODIGO) codigo += ALFABETO_DO_CODIGO[randomInt(ALFABETO_DO_CODIGO.length)];
  return codigo;
}

export interface NovoDocumento {
  emissor: NomeDoEmissor;
  tipo: string;
  titular: string;
  detalhes: DetalheDoDocumento[];
  origem: string;
  emitidoEm?: Date;
}

/** Registra o documento (gravado no próximo flush do chamador, na mesma transação do que o originou). */
export function emitirDocumento(em: EntityManager, novo: NovoDocumento): DocumentoEmitido {
  return em.create(DocumentoEmitido, {
    codigo: gerarCodigo(novo.emissor),
    tipo: novo.tipo,
    titular: novo.titular,
    detalhes: novo.detalhes,
    origem: novo.origem,
    emitidoEm: novo.emitidoEm ?? new Date(),
  });
}

/** Os documentos de uma origem deixam de ser válidos (o certificado excluído). */
export async function revogarDocumentos(em: EntityManager, origem: string): Promise<void> {
  await em.nativeDelete(DocumentoEmitido, { origem });
}

/** Base pública do portal (o endereço do QR code). */
export function urlPublicaDoPortal(): string {
  return process.env.PUBLIC_URL ?? 'http://localhost:4000';
}

function verificado(documento: DocumentoEmitido): DocumentoVerificado {
  return {
    codigo: formatarCodigo(documento.codigo),
    tipo: documento.tipo,
    titular: documento.titular,
    emitidoEm: hojeEmBrasilia(documento.emitidoEm),
    detalhes: documento.detalhes,
  };
}

/**
 * A consulta pública do emissor (`documentoDaEscola(codigo)`): o documento, ou nulo quando nenhum tem o código.
 * O gateway limita as consultas por endereço (`FORMULARIOS_PUBLICOS`), e o código tem 95 bits sorteados.
 */
export function createVerificacaoResolver(emissor: NomeDoEmissor) {
  const { consulta, prefixo } = EMISSORES_DE_DOCUMENTOS[emissor];

  @Resolver()
  class VerificacaoResolver {
    @Query(() => DocumentoVerificado, { name: consulta, nullable: true, description: 'Confere um documento emitido pelo portal pelo seu código de verificação.' })
    async verificar(@Arg('codigo') codigo: string, @Ctx() { em }: SubgraphContext): Promise<DocumentoVerificado | null> {
      const normalizado = normalizarCodigo(codigo);
      if (normalizado === null) throw new ValidacaoError(MENSAGEM_CODIGO_INVALIDO);
      if (!normalizado.startsWith(prefixo)) return null;
      const documento = await em.findOne(DocumentoEmitido, { codigo: normalizado });
      return documento ? verificado(documento) : null;
    }
  }
  return VerificacaoResolver;
}

/** QR code (PNG) que abre a página de verificação do código. */
export function qrCodeDeVerificacao(codigo: string): Promise<Buffer> {
  return QRCode.toBuffer(urlDeVerificacao(urlPublicaDoPortal(), codigo), { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** O mesmo QR code em SVG, para telas (o contracheque na consulta de remunerações). */
export function qrCodeSvg(codigo: string): Promise<string> {
  return QRCode.toString(urlDeVerificacao(urlPublicaDoPortal(), codigo), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** O bloco de verificação no pé do PDF: o código, onde conferi-lo e o QR code que abre a conferência. */
export async function blocoDeVerificacao(pdf: InstanceType<typeof PDFDocument>, codigo: string, posicao: { x: number; y: number }): Promise<void> {
  const qr = await qrCodeDeVerificacao(codigo);
  pdf.image(qr, posicao.x, posicao.y, { width: 80 });
  const url = urlDeVerificacao(urlPublicaDoPortal(), codigo);
  pdf
    .fontSize(9)
    .fillColor('#333333')
    .text('Código de verificação:', posicao.x + 95, posicao.y + 10)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(formatarCodigo(codigo), posicao.x + 95, posicao.y + 24)
    .font('Helvetica')
    .fontSize(9)
    .text(`Confira a autenticidade em ${url}`, posicao.x + 95, posicao.y + 44, { width: 380 });
}

/** Termina o documento e devolve os seus bytes. */
export function bytesDoPdf(pdf: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    pdf.on('data', (parte: Buffer) => partes.push(parte));
    pdf.on('end', () => resolve(Buffer.concat(partes)));
    pdf.on('error', reject);
    pdf.end();
  });
}

/** Um PDF gerado sob pedido (certificado, relatório de inscritos), entregue em base64 pela API. */
@Directive('@shareable')
@ObjectType({ description: 'Um PDF gerado pelo portal.' })
export class PdfGerado {
  @Field({ description: 'Nome sugerido do arquivo.' })
  nome!: string;

  @Field({ description: 'Os bytes do PDF em base64.' })
  conteudoBase64!: string;
}
