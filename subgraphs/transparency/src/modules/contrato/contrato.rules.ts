import { dataIsoValida } from '@alego/catalog';
import { parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizarCnpj } from '../../lib/cnpj.js';
import { cabeNaColuna, normalizarValor } from '../../lib/dinheiro.js';
import { TipoContratacao } from '../tipo-contratacao/tipo-contratacao.entity.js';
import { Contrato, TIPOS_CONTRATO } from './contrato.entity.js';
import type { ContratoInput } from './contrato.inputs.js';

export const MENSAGEM_VALOR_INVALIDO = 'Informe um valor válido, por exemplo 1234,56.';

/** With the article, for "Já existe ... com o número ...". */
const ARTIGO_TIPO: Record<string, string> = {
  contrato: 'um contrato',
  convenio: 'um convênio',
  ata_registro_preco: 'uma ata de registro de preço',
  outra_contratacao: 'uma outra contratação',
};

export function tipoValido(tipo: string): tipo is keyof typeof TIPOS_CONTRATO {
  return Object.hasOwn(TIPOS_CONTRATO, tipo);
}

/** The rules that need no database: also what the form can check before sending. */
export function regrasContratoSemBanco(dados: ContratoInput): string[] {
  const erros: string[] = [];
  if (!dados.numero?.trim()) erros.push('Informe o número do contrato.');
  else if (dados.numero.trim().length > 30) erros.push('O número deve ter no máximo 30 caracteres.');
  if (!Number.isInteger(dados.ano) || dados.ano < 1900 || dados.ano > 2100) erros.push('Informe um ano válido.');
  if (!dados.objeto?.trim()) erros.push('Informe o objeto do contrato.');
  if (!dados.fornecedor?.trim()) erros.push('Informe o fornecedor.');
  else if (dados.fornecedor.trim().length > 200) erros.push('O nome do fornecedor deve ter no máximo 200 caracteres.');
  if (!normalizarCnpj(dados.cnpj ?? '')) erros.push('CNPJ inválido.');
  if (!tipoValido(dados.tipo)) erros.push('Tipo inválido: use contrato, convenio, ata_registro_preco ou outra_contratacao.');

  const valor = normalizarValor(dados.valor ?? '');
  if (valor === null) erros.push(MENSAGEM_VALOR_INVALIDO);
  else if (!cabeNaColuna(valor)) erros.push('O valor não pode passar de R$ 999.999.999.999,99.');

  const datas: [string, string][] = [
    [dados.dataAssinatura, 'Informe a data de assinatura no formato AAAA-MM-DD.'],
    [dados.vigenciaInicio, 'Informe o início da vigência no formato AAAA-MM-DD.'],
    [dados.vigenciaFim, 'Informe o fim da vigência no formato AAAA-MM-DD.'],
  ];
  for (const [data, mensagem] of datas) if (!dataIsoValida(data ?? '')) erros.push(mensagem);
  // ISO dates compare as text in calendar order.
  if (dataIsoValida(dados.vigenciaInicio) && dataIsoValida(dados.vigenciaFim) && dados.vigenciaFim < dados.vigenciaInicio) {
    erros.push('O fim da vigência não pode ser anterior ao início.');
  }
  return erros;
}

export async function regrasContrato(dados: ContratoInput, { em, atual }: { em: EntityManager; atual?: Contrato }): Promise<string[]> {
  const erros = regrasContratoSemBanco(dados);
  if (dados.tipoContratacaoId) {
    const id = parseId(dados.tipoContratacaoId);
    if (id === null || !(await em.count(TipoContratacao, { id }))) erros.push('Tipo de contratação inválido.');
  }
  const numero = dados.numero?.trim();
  if (numero && tipoValido(dados.tipo)) {
    const mesmoNumero = await em.findOne(Contrato, { tipo: dados.tipo, numero }, { fields: ['id'] });
    if (mesmoNumero && mesmoNumero.id !== atual?.id) erros.push(`Já existe ${ARTIGO_TIPO[dados.tipo]} com o número ${numero}.`);
  }
  return erros;
}

/** What is stored: trimmed text, CNPJ as 14 digits, the amount as "1234.56". Runs after the rules passed. */
export function contratoParaEntidade(dados: ContratoInput): Omit<Partial<Contrato>, 'tipoContratacao'> & { tipoContratacao: number | null } {
  const { tipoContratacaoId, ...campos } = dados;
  return {
    ...campos,
    tipoContratacao: tipoContratacaoId ? parseId(tipoContratacaoId) : null,
    numero: dados.numero.trim(),
    objeto: dados.objeto.trim(),
    fornecedor: dados.fornecedor.trim(),
    cnpj: normalizarCnpj(dados.cnpj) ?? dados.cnpj,
    valor: normalizarValor(dados.valor) ?? dados.valor,
  };
}
