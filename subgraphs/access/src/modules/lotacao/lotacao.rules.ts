import type { EntityManager } from '@mikro-orm/postgresql';
import { Lotacao } from './lotacao.entity.js';
import type { LotacaoInput } from './lotacao.inputs.js';

/** ILIKE without wildcards: "dti" and "DTI" are the same sigla. */
function semCuringas(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function regrasLotacao(dados: LotacaoInput, { em, atual }: { em: EntityManager; atual?: Lotacao }): Promise<string[]> {
  const erros: string[] = [];
  const nome = dados.nome?.trim() ?? '';
  const sigla = dados.sigla?.trim() ?? '';
  if (!nome) erros.push('Informe o nome da lotação.');
  else if (nome.length > 200) erros.push('O nome deve ter no máximo 200 caracteres.');
  if (!sigla) erros.push('Informe a sigla da lotação.');
  else if (sigla.length > 30) erros.push('A sigla deve ter no máximo 30 caracteres.');
  else {
    const mesmaSigla = await em.findOne(Lotacao, { sigla: { $ilike: semCuringas(sigla) } }, { fields: ['id'] });
    if (mesmaSigla && mesmaSigla.id !== atual?.id) erros.push(`Já existe uma lotação com a sigla ${sigla}.`);
  }
  if (dados.deputadoId != null && !/^[1-9]\d{0,8}$/.test(dados.deputadoId)) erros.push('Deputado inválido.');
  return erros;
}

/** Stored trimmed; runs after the rules passed. */
export function lotacaoParaEntidade(dados: LotacaoInput): Partial<Lotacao> {
  return { ...dados, nome: dados.nome.trim(), sigla: dados.sigla.trim(), deputadoId: dados.deputadoId ? Number(dados.deputadoId) : null };
}
