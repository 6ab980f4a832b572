import { normalizarCnpj } from '../../lib/cnpj.js';
import type { DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import type { SancaoAdministrativa } from './sancao-administrativa.entity.js';

/** The CNPJ's check digits, beyond the catalog's rules. */
export function regrasSancaoAdministrativa(dados: DadosDoCadastro): string[] {
  return typeof dados.cnpj === 'string' && dados.cnpj.trim() && !normalizarCnpj(dados.cnpj) ? ['CNPJ inválido.'] : [];
}

/** The CNPJ is stored as its 14 digits. */
export function cnpjDaSancao(dados: DadosDoCadastro): Partial<SancaoAdministrativa> {
  return { cnpj: typeof dados.cnpj === 'string' && dados.cnpj.trim() ? normalizarCnpj(dados.cnpj) : null };
}
