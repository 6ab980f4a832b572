// The same limits as the admin form's: the catalog entry declares them.
import { NOME_DA_CATEGORIA_MAXIMO as NOME_MAXIMO, ORDEM_DA_CATEGORIA_MAXIMA as ORDEM_MAXIMA } from '@alego/catalog';
import { semNul } from '../../text.js';
import type { CategoriaLinkInput } from './categoria-link.inputs.js';

export function regrasCategoriaLink(dados: CategoriaLinkInput): string[] {
  const erros: string[] = [];
  const nome = semNul(dados.nome)?.trim();
  if (!nome) erros.push('Informe o nome da categoria.');
  else if ([...nome].length > NOME_MAXIMO) erros.push(`O nome deve ter no máximo ${NOME_MAXIMO} caracteres.`);
  if (!Number.isInteger(dados.ordem) || dados.ordem < 0 || dados.ordem > ORDEM_MAXIMA) {
    erros.push(`A ordem deve ser um número inteiro entre 0 e ${ORDEM_MAXIMA}.`);
  }
  return erros;
}
