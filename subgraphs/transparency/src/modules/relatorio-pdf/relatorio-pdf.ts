import { urlDoArquivo, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { hoje } from '../../lib/datas.js';

/** What is kept of the gateway's signed reference to an uploaded PDF (everything but the signature). */
export interface PdfGuardado {
  chave: string;
  nome: string;
  tipo: string;
  tamanho: number;
}

@ObjectType({ description: 'Relatório em PDF guardado pelo pipeline de arquivos do gateway.' })
export class RelatorioPdf {
  @Field()
  nome!: string;

  @Field(() => Int, { description: 'Tamanho em bytes.' })
  tamanho!: number;

  @Field({ description: 'Caminho assinado e estável do arquivo: /arquivos/<chave>?v=…' })
  url!: string;
}

export const MENSAGEM_PDF = 'Envie o relatório em PDF.';
export const MENSAGEM_PDF_OBRIGATORIO = 'Anexe o arquivo PDF.';

export function guardarPdf(ref: ReferenciaDeArquivo): PdfGuardado {
  return { chave: ref.chave, nome: ref.nome, tipo: ref.tipo, tamanho: ref.tamanho };
}

export function relatorioDe(guardado: PdfGuardado | null | undefined): RelatorioPdf | null {
  if (!guardado) return null;
  return Object.assign(new RelatorioPdf(), { nome: guardado.nome, tamanho: guardado.tamanho, url: urlDoArquivo(guardado.chave) });
}

/**
 * The PDF rules of a form: a new record needs a file; an edit keeps the current one when none is sent.
 * The gateway's PDF policy already checked the magic bytes; this refuses a reference of another kind.
 */
export function regrasDoPdf(arquivo: ReferenciaDeArquivo | null | undefined, temAtual: boolean): string[] {
  if (!arquivo) return temAtual ? [] : [MENSAGEM_PDF_OBRIGATORIO];
  return arquivo.tipo === 'application/pdf' ? [] : [MENSAGEM_PDF];
}

/** The registers with a year, for the year lookups. */
export enum CadastroComAno {
  REMUNERACAO = 'REMUNERACAO',
  QUADRO_REMUNERACAO = 'QUADRO_REMUNERACAO',
  ORCAMENTO = 'ORCAMENTO',
  GESTAO_FISCAL = 'GESTAO_FISCAL',
  PRESTACAO_CONTAS = 'PRESTACAO_CONTAS',
  SANCAO_ADMINISTRATIVA = 'SANCAO_ADMINISTRATIVA',
  DEMONSTRATIVO_DESPESAS_COM_PESSOAL = 'DEMONSTRATIVO_DESPESAS_COM_PESSOAL',
}
registerEnumType(CadastroComAno, { name: 'CadastroComAno', description: 'Cadastro da transparência que tem ano.' });

/** The current year in the Assembly's time zone. */
export function anoAtual(agora: Date = new Date()): number {
  return Number(hoje(agora).slice(0, 4));
}

/** Year ranges of the forms (back-office §5, §9), relative to the current year except where fixed. */
export function faixaDeAnos(cadastro: CadastroComAno, atual = anoAtual()): { minimo: number; maximo: number } {
  switch (cadastro) {
    case CadastroComAno.REMUNERACAO:
      return { minimo: 2013, maximo: atual };
    case CadastroComAno.QUADRO_REMUNERACAO:
      return { minimo: 1992, maximo: 2014 };
    case CadastroComAno.ORCAMENTO:
    case CadastroComAno.PRESTACAO_CONTAS:
      return { minimo: atual - 12, maximo: atual + 2 };
    case CadastroComAno.GESTAO_FISCAL:
      return { minimo: atual - 10, maximo: atual + 2 };
    case CadastroComAno.DEMONSTRATIVO_DESPESAS_COM_PESSOAL:
      return { minimo: atual - 12, maximo: atual + 1 };
    case CadastroComAno.SANCAO_ADMINISTRATIVA:
      return { minimo: atual - 12, maximo: atual };
  }
}

/** The form's options, newest first. */
export function anosPermitidos(cadastro: CadastroComAno, atual = anoAtual()): number[] {
  const { minimo, maximo } = faixaDeAnos(cadastro, atual);
  return Array.from({ length: maximo - minimo + 1 }, (_, i) => maximo - i);
}

export function regraDoAno(cadastro: CadastroComAno, ano: number | undefined | null): string[] {
  const { minimo, maximo } = faixaDeAnos(cadastro);
  if (typeof ano !== 'number' || !Number.isInteger(ano) || ano < minimo || ano > maximo) return [`Informe um ano entre ${minimo} e ${maximo}.`];
  return [];
}

export function regraDoMes(mes: number | undefined | null): string[] {
  return typeof mes === 'number' && Number.isInteger(mes) && mes >= 1 && mes <= 12 ? [] : ['Informe um mês entre 1 e 12.'];
}
