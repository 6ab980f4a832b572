import { MENSAGENS_LEGISLATURA } from '@alego/catalog';
import { estadoFinal, parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TIPOS_LEGISLATURA } from '../../lib/opcoes.js';
import { DeputadoLegislatura } from '../deputado/deputado-legislatura.entity.js';
import { Deputado } from '../deputado/deputado.entity.js';
import type { Legislatura } from './legislatura.entity.js';
import type { LegislaturaInput } from './legislatura.inputs.js';

/** Rules that need no database: the form's own fields. */
export function regrasDosCampos(dados: LegislaturaInput): string[] {
  const erros: string[] = [];
  if (!dados.descricao?.trim()) erros.push('Informe a descrição da legislatura.');
  if (dados.anoInicio >= dados.anoFim) erros.push(MENSAGENS_LEGISLATURA.anos);
  if (!(dados.tipo in TIPOS_LEGISLATURA)) erros.push('Favor selecionar um tipo de legislatura válido.');
  return erros;
}

export async function linhasDaLegislatura(em: EntityManager, legislatura: Legislatura | undefined): Promise<DeputadoLegislatura[]> {
  return legislatura?.id ? em.find(DeputadoLegislatura, { legislatura: legislatura.id }, { orderBy: { id: 'asc' } }) : [];
}

export async function regrasLegislatura(dados: LegislaturaInput, { em, atual }: { em: EntityManager; atual?: Legislatura }): Promise<string[]> {
  const erros = regrasDosCampos(dados);
  const existentes = await linhasDaLegislatura(em, atual);
  const deputados = estadoFinal(
    existentes,
    dados.deputadoLegislaturas,
    (linha) => ({ deputadoId: linha.deputado.id, nova: false }),
    (linha, existente) => ({ deputadoId: existente ? existente.deputado.id : (linha.deputadoId ? parseId(linha.deputadoId) : null), nova: !existente }),
  );
  if (!deputados.length) erros.push(MENSAGENS_LEGISLATURA.deputados);
  const novos = deputados.filter((d) => d.nova);
  const ids = novos.map((d) => d.deputadoId).filter((id): id is number => id !== null);
  const encontrados = new Map((await em.find(Deputado, { id: { $in: ids } })).map((d) => [d.id, d]));
  for (const [i, novo] of novos.entries()) {
    const deputado = novo.deputadoId === null ? undefined : encontrados.get(novo.deputadoId);
    if (!deputado) {
      erros.push('Favor selecionar um Deputado válido.');
      continue;
    }
    const outros = deputados.filter((d) => d !== novo && (!d.nova || novos.indexOf(d) < i));
    if (outros.some((d) => d.deputadoId === deputado.id)) erros.push(`${deputado.nome} já está nesta legislatura.`);
  }
  return [...new Set(erros)];
}
