import type { EntityManager } from '@mikro-orm/postgresql';
import type { PartidoInput } from './partido.inputs.js';
import { Partido } from './partido.entity.js';

export async function regrasPartido(dados: PartidoInput, { em, atual }: { em: EntityManager; atual?: Partido }): Promise<string[]> {
  const erros: string[] = [];
  if (!dados.sigla?.trim()) erros.push('Informe a sigla do partido.');
  if (!dados.nome?.trim()) erros.push('Informe o nome do partido.');
  if (dados.sigla?.trim()) {
    const mesmaSigla = await em.findOne(Partido, { sigla: dados.sigla.trim() });
    if (mesmaSigla && mesmaSigla.id !== atual?.id) erros.push(`Já existe um partido com a sigla ${dados.sigla.trim()}.`);
  }
  return erros;
}
