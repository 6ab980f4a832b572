import { DeputadoRef, deputadoRef, exigirCidadao, montarPagina, PaginaDe, PaginacaoArgs, parseId, validarPaginacao, type Pagina, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Arg, Args, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AutorProcesso, Favorito, PosicaoVoto, Processo, Voto } from './processo.entity.js';
import { AutorProcessoView, BuscaAvancadaProcessos, CategoriaProcessos, RecentesArgs } from './processo.inputs.js';
import * as servico from './processo.service.js';

const ProcessoPagina = PaginaDe(Processo);

async function listar(em: EntityManager, onde: FilterQuery<Processo>, paginacao: PaginacaoArgs): Promise<Pagina<Processo>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const [itens, total] = await em.findAndCount(Processo, onde, { limit, offset, orderBy: servico.ORDEM_PROCESSOS });
  return montarPagina(itens, total, paginacao);
}

/** A page of the citizen's own rows (votes or favourites), most recent first, as processes. */
async function paginaDoCidadao(em: EntityManager, entidade: typeof Voto | typeof Favorito, cidadaoId: number, paginacao: PaginacaoArgs): Promise<Pagina<Processo>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const ordem = entidade === Voto ? { updatedAt: 'desc', id: 'desc' } : { createdAt: 'desc', id: 'desc' };
  const [linhas, total] = await em.findAndCount(entidade as typeof Favorito, { cidadaoId }, { limit, offset, orderBy: ordem as never, fields: ['processo'] });
  return montarPagina(await servico.processosEmOrdem(em, linhas.map((l) => l.processo)), total, paginacao);
}

interface LoadersCidadao {
  posicoes: DataLoader<number, PosicaoVoto | null>;
  favoritos: DataLoader<number, boolean>;
}

/** Per request: the signed-in citizen's position and favourite for every process on the page cost one query each. */
const loadersPorRequisicao = new WeakMap<SubgraphContext, LoadersCidadao>();

function loadersDoCidadao(ctx: SubgraphContext, cidadaoId: number): LoadersCidadao {
  let loaders = loadersPorRequisicao.get(ctx);
  if (!loaders) {
    loaders = {
      posicoes: new DataLoader(async (ids) => {
        const posicoes = await servico.posicoesDe(ctx.em, cidadaoId, ids);
        return ids.map((id) => posicoes.get(id) ?? null);
      }),
      favoritos: new DataLoader(async (ids) => {
        const favoritos = await servico.favoritosDe(ctx.em, cidadaoId, ids);
        return ids.map((id) => favoritos.has(id));
      }),
    };
    loadersPorRequisicao.set(ctx, loaders);
  }
  return loaders;
}

@Resolver(() => AutorProcessoView)
export class AutorProcessoResolver {
  @FieldResolver(() => DeputadoRef, { nullable: true, description: 'O deputado, quando o autor é deputado.' })
  deputado(@Root() autor: AutorProcessoView): DeputadoRef | null {
    return deputadoRef(autor.deputadoId);
  }
}

@Resolver(() => Processo)
export class ProcessoResolver {
  @Query(() => ProcessoPagina, { description: 'Todos os processos, dos autuados mais recentemente aos mais antigos.' })
  async processos(@Args() paginacao: PaginacaoArgs, @Ctx() { em }: SubgraphContext): Promise<Pagina<Processo>> {
    return listar(em, {}, paginacao);
  }

  @Query(() => Processo, { nullable: true, description: 'Um processo pelo id ou pelo número ("2025/1234").' })
  async processo(
    @Arg('id', () => ID, { nullable: true }) id: string | undefined,
    @Arg('numero', () => String, { nullable: true }) numero: string | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Processo | null> {
    if (id !== undefined && id !== null) {
      const chave = parseId(id);
      return chave === null ? null : em.findOne(Processo, { id: chave });
    }
    return numero?.trim() ? em.findOne(Processo, { numero: numero.trim() }) : null;
  }

  @Query(() => ProcessoPagina, { description: 'Busca simples: o termo no número, assunto, ementa, tipo, situação ou nome de um autor.' })
  async buscaSimplesProcessos(
    @Arg('termo', () => String, { nullable: true }) termo: string | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Processo>> {
    return listar(em, (await servico.ondeTermo(em, termo)) ?? {}, paginacao);
  }

  @Query(() => ProcessoPagina, { description: 'Busca avançada por número, ano, tipo, autor, situação e período de autuação.' })
  async buscaAvancadaProcessos(
    @Arg('filtro', () => BuscaAvancadaProcessos, { nullable: true }) filtro: BuscaAvancadaProcessos | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Processo>> {
    return listar(em, await servico.ondeAvancada(em, filtro), paginacao);
  }

  @Query(() => ProcessoPagina, { description: 'Busca entre os favoritos do cidadão conectado.' })
  @Directive('@authenticated')
  async buscaFavoritoProcessos(
    @Arg('termo', () => String, { nullable: true }) termo: string | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Pagina<Processo>> {
    const { cidadaoId } = exigirCidadao(identidade);
    const ids = await servico.idsFavoritos(em, cidadaoId);
    return listar(em, { $and: [{ id: { $in: ids } }, (await servico.ondeTermo(em, termo)) ?? {}] }, paginacao);
  }

  @Query(() => [CategoriaProcessos], { description: 'Os processos mais recentes de cada categoria (tipo), categorias em ordem alfabética.' })
  async processosRecentes(@Args() { quantidade }: RecentesArgs, @Ctx() { em }: SubgraphContext): Promise<CategoriaProcessos[]> {
    return servico.recentesPorCategoria(em, quantidade);
  }

  @Query(() => [Processo], { description: 'As proposições com mais votos (a favor mais contra).' })
  async proposicoesMaisVotadas(
    @Arg('limite', () => Int, { defaultValue: 10, description: 'Quantas (1 a 50).' }) limite: number,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Processo[]> {
    return servico.maisVotadas(em, limite);
  }

  @Query(() => ProcessoPagina, { description: 'Processos em que o cidadão conectado votou, do voto mais recente ao mais antigo.' })
  @Directive('@authenticated')
  async minhasParticipacoes(@Args() paginacao: PaginacaoArgs, @Ctx() { em, identidade }: SubgraphContext): Promise<Pagina<Processo>> {
    return paginaDoCidadao(em, Voto, exigirCidadao(identidade).cidadaoId, paginacao);
  }

  @Query(() => ProcessoPagina, { description: 'Processos favoritados pelo cidadão conectado, do mais recente ao mais antigo.' })
  @Directive('@authenticated')
  async meusFavoritos(@Args() paginacao: PaginacaoArgs, @Ctx() { em, identidade }: SubgraphContext): Promise<Pagina<Processo>> {
    return paginaDoCidadao(em, Favorito, exigirCidadao(identidade).cidadaoId, paginacao);
  }

  @Query(() => [String], { description: 'Dias (AAAA-MM-DD) do mês com processos autuados, para o calendário da agenda.' })
  async diasDoMesComProcessos(@Arg('ano', () => Int) ano: number, @Arg('mes', () => Int) mes: number, @Ctx() { em }: SubgraphContext): Promise<string[]> {
    return servico.diasDoMes(em, ano, mes);
  }

  @Query(() => [String], { description: 'Tipos de proposição existentes, para a busca avançada.' })
  async tiposProcesso(@Ctx() { em }: SubgraphContext): Promise<string[]> {
    return servico.valoresDistintos(em, 'tipo');
  }

  @Query(() => [String], { description: 'Situações existentes, para a busca avançada.' })
  async situacoesProcesso(@Ctx() { em }: SubgraphContext): Promise<string[]> {
    return servico.valoresDistintos(em, 'situacao');
  }

  @Mutation(() => Processo, { description: 'Registra ou troca a posição do cidadão conectado (uma por processo).' })
  @Directive('@authenticated')
  async votarProcesso(
    @Arg('numero') numero: string,
    @Arg('posicao', () => PosicaoVoto) posicao: PosicaoVoto,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Processo> {
    return servico.votar(em, exigirCidadao(identidade).cidadaoId, numero, posicao);
  }

  @Mutation(() => Processo, { description: 'Marca o processo como favorito do cidadão conectado, ou desmarca se já era.' })
  @Directive('@authenticated')
  async favoritarProcesso(@Arg('numero') numero: string, @Ctx() ctx: SubgraphContext): Promise<Processo> {
    const { cidadaoId } = exigirCidadao(ctx.identidade);
    const { processo, favorito } = await servico.favoritar(ctx.em, cidadaoId, numero);
    loadersDoCidadao(ctx, cidadaoId).favoritos.prime(processo.id, favorito);
    return processo;
  }

  @FieldResolver(() => [AutorProcessoView], { description: 'Autores, na ordem do sistema de processo legislativo.' })
  async autores(@Root() processo: Processo, @Ctx() { loaders }: SubgraphContext): Promise<AutorProcessoView[]> {
    const autores = await loaders.loadMany(AutorProcesso, 'processo', processo.id, { ordem: 'asc' });
    return autores.map((autor) => ({ nome: autor.nome, deputadoId: autor.deputadoId }));
  }

  @FieldResolver(() => PosicaoVoto, { nullable: true, description: 'A posição do cidadão conectado; nula sem voto ou sem login de cidadão.' })
  async minhaPosicao(@Root() processo: Processo, @Ctx() ctx: SubgraphContext): Promise<PosicaoVoto | null> {
    if (ctx.identidade?.tipo !== 'cidadao') return null;
    return loadersDoCidadao(ctx, ctx.identidade.cidadaoId).posicoes.load(processo.id);
  }

  @FieldResolver(() => Boolean, { description: 'Se o cidadão conectado favoritou o processo; falso sem login de cidadão.' })
  async favorito(@Root() processo: Processo, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    if (ctx.identidade?.tipo !== 'cidadao') return false;
    return loadersDoCidadao(ctx, ctx.identidade.cidadaoId).favoritos.load(processo.id);
  }
}
