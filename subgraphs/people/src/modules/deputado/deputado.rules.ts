import { parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Partido } from '../partido/partido.entity.js';
import type { DeputadoInput } from './deputado.inputs.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function regrasDeputado(dados: DeputadoInput, { em }: { em: EntityManager }): Promise<string[]> {
  const erros: string[] = [];
  if (!dados.nome?.trim()) erros.push('Informe o nome parlamentar.');
  if (!dados.nomeCompleto?.trim()) erros.push('Informe o nome completo.');
  if (dados.email && !EMAIL.test(dados.email)) erros.push('Informe um e-mail válido.');
  if (dados.gabinete !== undefined && dados.gabinete !== null && dados.gabinete < 1) erros.push('O número do gabinete deve ser positivo.');
  if (![0, 1, 2].includes(dados.lider)) erros.push('Liderança inválida: use 0 (nenhuma), 1 (líder de partido) ou 2 (líder do governo).');
  if (dados.partidoId) {
    const id = parseId(dados.partidoId);
    if (id === null || !(await em.count(Partido, { id }))) erros.push('Favor selecionar um Partido válido.');
  }
  return erros;
}
