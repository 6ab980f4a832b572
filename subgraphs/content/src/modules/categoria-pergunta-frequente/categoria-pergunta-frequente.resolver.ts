import { CATEGORIAS_PERGUNTAS_FREQUENTES, errosDoFormulario } from '@alego/catalog';
import { createCrudResolver, termoEm, type SubgraphContext } from '@alego/kit';
import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { semNul } from '../../text.js';
import { CategoriaPerguntaFrequente } from './categoria-pergunta-frequente.entity.js';
import { CategoriaPerguntaFrequenteFiltro, CategoriaPerguntaFrequenteInput } from './categoria-pergunta-frequente.inputs.js';

export const ORDEM_DAS_CATEGORIAS = { ordem: 'asc', nome: 'asc', id: 'asc' } as const;

/** The next free position (back-office §7 `proxima-ordem`); the read never flushes a record being created. */
export async function proximaOrdem<T extends object>(em: EntityManager, entidade: new () => T, onde: object): Promise<number> {
  const [ultimo] = (await em.find(entidade, onde as never, { orderBy: { ordem: 'desc' } as never, limit: 1, flushMode: FlushMode.COMMIT })) as (T & { ordem: number })[];
  return (ultimo?.ordem ?? 0) + 1;
}

/** Deleting a record moves the ones after it up one position (back-office §8: the FAQ's warning). */
export async function reordenarDepoisDe<T extends { ordem: number }>(em: EntityManager, entidade: new () => T, onde: object, ordem: number): Promise<void> {
  const seguintes = (await em.find(entidade, { ...onde, ordem: { $gt: ordem } } as never, { flushMode: FlushMode.COMMIT })) as T[];
  for (const registro of seguintes) registro.ordem -= 1;
}

@Resolver(() => CategoriaPerguntaFrequente)
export class CategoriaPerguntaFrequenteResolver extends createCrudResolver({
  entity: CategoriaPerguntaFrequente,
  nomes: CATEGORIAS_PERGUNTAS_FREQUENTES.graphql,
  recurso: 'categorias_perguntas_frequentes',
  filtro: CategoriaPerguntaFrequenteFiltro,
  criar: CategoriaPerguntaFrequenteInput,
  atualizar: CategoriaPerguntaFrequenteInput,
  ordem: ORDEM_DAS_CATEGORIAS,
  onde: (filtro) => termoEm<CategoriaPerguntaFrequente>(semNul(filtro?.termo), ['nome']) ?? {},
  regras: (dados) => errosDoFormulario(CATEGORIAS_PERGUNTAS_FREQUENTES, { ...dados }, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem),
  paraEntidade: (dados) => ({ nome: semNul(dados.nome).trim(), ...(typeof dados.ordem === 'number' ? { ordem: dados.ordem } : {}) }),
  aninhados: async (categoria, _dados, em) => {
    if (categoria.ordem === undefined) categoria.ordem = await proximaOrdem(em, CategoriaPerguntaFrequente, {});
  },
  aoExcluir: (categoria, em) => reordenarDepoisDe(em, CategoriaPerguntaFrequente, {}, categoria.ordem),
}) {
  @Query(() => Int, { description: 'A próxima posição livre para uma categoria nova.' })
  proximaOrdemCategoriaPerguntaFrequente(@Ctx() { em }: SubgraphContext): Promise<number> {
    return proximaOrdem(em, CategoriaPerguntaFrequente, {});
  }
}
