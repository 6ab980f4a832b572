import type { EntityManager } from '@mikro-orm/postgresql';
import type { DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { Contrato, TIPOS_CONTRATO } from './contrato.entity.js';

/** With the article, for "Já existe ... com o número ...". */
const ARTIGO_TIPO: Record<string, string> = {
  contrato: 'um contrato',
  convenio: 'um convênio',
  ata_registro_preco: 'uma ata de registro de preço',
  outra_contratacao: 'uma outra contratação',
};

export function tipoValido(tipo: unknown): tipo is keyof typeof TIPOS_CONTRATO {
  return typeof tipo === 'string' && Object.hasOwn(TIPOS_CONTRATO, tipo);
}

/** Beyond the catalog's (required fields, CNPJ, amount, dates): the validity's order and one number per kind. */
export async function regrasContrato(dados: DadosDoCadastro, { em, atual, erros }: { em: EntityManager; atual?: Contrato; erros: readonly string[] }): Promise<string[]> {
  const novos: string[] = [];
  const { vigenciaInicio, vigenciaFim } = dados;
  // ISO dates compare as text in calendar order; a malformed one already has its message.
  if (typeof vigenciaInicio === 'string' && typeof vigenciaFim === 'string' && !erros.some((e) => e.includes('vigência')) && vigenciaFim < vigenciaInicio) {
    novos.push('O fim da vigência não pode ser anterior ao início.');
  }
  const numero = typeof dados.numero === 'string' ? dados.numero.trim() : '';
  if (numero && tipoValido(dados.tipo)) {
    const mesmoNumero = await em.findOne(Contrato, { tipo: dados.tipo, numero }, { fields: ['id'] });
    if (mesmoNumero && mesmoNumero.id !== atual?.id) novos.push(`Já existe ${ARTIGO_TIPO[dados.tipo]} com o número ${numero}.`);
  }
  return novos;
}
