import { errosDoFormulario, PERGUNTAS_FREQUENTES, textoDoHtml } from '@alego/catalog';
import { createCrudResolver, parseId, sanearHtml, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { CategoriaPerguntaFrequente } from '../categoria-pergunta-frequente/categoria-pergunta-frequente.entity.js';
import { proximaOrdem, reordenarDepoisDe } from '../categoria-pergunta-frequente/categoria-pergunta-frequente.resolver.js';
import { PerguntaFrequente } from './pergunta-frequente.entity.js';
import { PerguntaFrequenteFiltro, PerguntaFrequenteInput } from './pergunta-frequente.inputs.js';

export const MENSAGENS_FAQ = {
  categoria: 'Categoria não encontrada.',
  semResposta: 'Informe a resposta.',
} as const;

const ORDEM = { ordem: 'asc', id: 'asc' } as const;

function onde(filtro: PerguntaFrequenteFiltro | undefined): FilterQuery<PerguntaFrequente> {
  const categoria = filtro?.categoriaPerguntaFrequenteId ? (parseId(filtro.categoriaPerguntaFrequenteId) ?? 0) : undefined;
  return todas<PerguntaFrequente>(termoEm<PerguntaFrequente>(semNul(filtro?.termo), ['pergunta', 'resposta']), categoria === undefined ? undefined : { categoriaPerguntaFrequente: categoria });
}

@Resolver(() => PerguntaFrequente)
export class PerguntaFrequenteResolver extends createCrudResolver({
  entity: PerguntaFrequente,
  nomes: PERGUNTAS_FREQUENTES.graphql,
  recurso: 'pergunta_frequentes',
  filtro: PerguntaFrequenteFiltro,
  criar: PerguntaFrequenteInput,
  atualizar: PerguntaFrequenteInput,
  ordem: { categoriaPerguntaFrequente: { ordem: 'asc' }, ...ORDEM },
  onde,
  regras: async (dados, { em }) => {
    const erros = errosDoFormulario(PERGUNTAS_FREQUENTES, { ...dados }, { anoAtual: new Date().getFullYear(), temArquivo: false }).map((e) => e.mensagem);
    const categoria = parseId(dados.categoriaPerguntaFrequenteId ?? '');
    if (dados.categoriaPerguntaFrequenteId && (categoria === null || !(await em.count(CategoriaPerguntaFrequente, { id: categoria })))) erros.push(MENSAGENS_FAQ.categoria);
    if (!erros.length && !textoDoHtml(sanearHtml(dados.resposta))) erros.push(MENSAGENS_FAQ.semResposta);
    return erros;
  },
  paraEntidade: (dados) => ({
    categoriaPerguntaFrequente: parseId(dados.categoriaPerguntaFrequenteId) ?? 0,
    pergunta: semNul(dados.pergunta).trim(),
    resposta: sanearHtml(dados.resposta),
    ...(typeof dados.ordem === 'number' ? { ordem: dados.ordem } : {}),
  }),
  aninhados: async (pergunta, _dados, em) => {
    if (pergunta.ordem === undefined) pergunta.ordem = await proximaOrdem(em, PerguntaFrequente, { categoriaPerguntaFrequente: pergunta.categoriaPerguntaFrequente.id });
  },
  aoExcluir: (pergunta, em) => reordenarDepoisDe(em, PerguntaFrequente, { categoriaPerguntaFrequente: pergunta.categoriaPerguntaFrequente.id }, pergunta.ordem),
}) {
  @Query(() => Int, { description: 'A próxima posição livre numa categoria (sem categoria, 1).' })
  async proximaOrdemPerguntaFrequente(@Arg('categoria', () => ID, { nullable: true }) categoria: string | null, @Ctx() { em }: SubgraphContext): Promise<number> {
    const id = categoria ? parseId(categoria) : null;
    return id === null ? 1 : proximaOrdem(em, PerguntaFrequente, { categoriaPerguntaFrequente: id });
  }

  @FieldResolver(() => ID, { description: 'Categoria da pergunta.' })
  categoriaPerguntaFrequenteId(@Root() pergunta: PerguntaFrequente): string {
    return String(pergunta.categoriaPerguntaFrequente.id);
  }

  @FieldResolver(() => String)
  async categoriaNome(@Root() pergunta: PerguntaFrequente, @Ctx() { loaders }: SubgraphContext): Promise<string> {
    return (await loaders.load(CategoriaPerguntaFrequente, pergunta.categoriaPerguntaFrequente.id))?.nome ?? '';
  }
}

/** The public FAQ lists categories with their questions: one query per page of categories. */
@Resolver(() => CategoriaPerguntaFrequente)
export class CategoriaPerguntasResolver {
  @FieldResolver(() => [PerguntaFrequente], { description: 'Perguntas da categoria, em ordem.' })
  perguntas(@Root() categoria: CategoriaPerguntaFrequente, @Ctx() { loaders }: SubgraphContext): Promise<PerguntaFrequente[]> {
    return loaders.loadMany(PerguntaFrequente, 'categoriaPerguntaFrequente', categoria.id, ORDEM);
  }
}
