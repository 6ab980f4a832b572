import { DeputadoRef, deputadoRef, exigirEquipe, Le, PaginaDe, PaginacaoArgs, propriedadesPedidas, scopeDirective, type Pagina, type SubgraphContext } from '@alego/kit';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, ArgsType, Ctx, Directive, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { contarEmRevisao as contarAgendasEmRevisao } from '../agenda/agenda.service.js';
import { contarEmRevisao as contarGaleriasEmRevisao } from '../galeria/galeria.service.js';
import { contarAguardando } from '../fale-conosco/fale-conosco.service.js';
import { HistoricoNoticia } from './historico-noticia.entity.js';
import { Noticia } from './noticia.entity.js';
import { NoticiaAdminFiltro, NoticiaFiltro, NoticiaInput } from './noticia.inputs.js';
import * as servico from './noticia.service.js';

const NoticiaPagina = PaginaDe(Noticia);

/** Admin lists show 12 per page (spec §9). */
@ArgsType()
export class PaginacaoAdminArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Página desejada, a partir de 1.' })
  pagina: number = 1;

  @Field(() => Int, { defaultValue: 12, description: 'Itens por página (1 a 100).' })
  porPagina: number = 12;
}

@ObjectType({ description: 'Pendências exibidas como contadores no menu da área administrativa.' })
export class ContadoresMenu {
  @Field(() => Int)
  faleConosco!: number;

  @Field(() => Int, { description: 'Agendas em revisão.' })
  agenda!: number;

  @Field(() => Int)
  galeria!: number;

  @Field(() => Int, { description: 'Notícias a revisar (não publicadas).' })
  noticias!: number;
}

@Resolver(() => Noticia)
export class NoticiaResolver {
  @Query(() => NoticiaPagina, { description: 'Notícias publicadas cuja hora chegou; com `termo`, busca textual em português por relevância.' })
  noticias(
    @Arg('filtro', () => NoticiaFiltro, { nullable: true }) filtro: NoticiaFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Pagina<Noticia>> {
    return servico.listarPublicas(em, filtro, paginacao, propriedadesPedidas(info, Noticia));
  }

  @Query(() => Noticia, { nullable: true, description: 'Uma notícia publicada.' })
  noticia(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Noticia | null> {
    return servico.obterPublica(em, id);
  }

  @Query(() => Noticia, { nullable: true, description: 'Notícia publicada pelo identificador do portal antigo.' })
  noticiaPorLegado(@Arg('legadoId', () => Int) legadoId: number, @Ctx() { em }: SubgraphContext): Promise<Noticia | null> {
    return servico.obterPorLegado(em, legadoId);
  }

  @Query(() => [Noticia], { description: 'Slots da página inicial: primario 1; secundario 1–2; terciario 1–3.' })
  destaquesNoticias(@Ctx() { em }: SubgraphContext): Promise<Noticia[]> {
    return servico.destaques(em);
  }

  @Query(() => NoticiaPagina, { description: 'Lista administrativa (abas a revisar e publicadas).' })
  @Directive(scopeDirective('noticias', 'index'))
  noticiasAdmin(
    @Arg('filtro', () => NoticiaAdminFiltro, { nullable: true }) filtro: NoticiaAdminFiltro | undefined,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Noticia>> {
    return servico.listarAdmin(em, filtro, paginacao);
  }

  @Query(() => Noticia, { nullable: true, description: 'Qualquer notícia, publicada ou não.' })
  @Directive(scopeDirective('noticias', 'show'))
  noticiaAdmin(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Noticia | null> {
    return servico.obterAdmin(em, id);
  }

  @Query(() => ContadoresMenu)
  @Directive('@authenticated')
  async contadoresMenu(@Ctx() { em, identidade }: SubgraphContext): Promise<ContadoresMenu> {
    exigirEquipe(identidade);
    const [faleConosco, noticias, agenda, galeria] = await Promise.all([contarAguardando(em.fork()), servico.contarARevisar(em), contarAgendasEmRevisao(em.fork()), contarGaleriasEmRevisao(em.fork())]);
    return { faleConosco, agenda, galeria, noticias };
  }

  @Mutation(() => Noticia)
  @Directive(scopeDirective('noticias', 'create'))
  criarNoticia(@Arg('dados', () => NoticiaInput) dados: NoticiaInput, @Ctx() { em, identidade }: SubgraphContext): Promise<Noticia> {
    return servico.criar(em, identidade, dados);
  }

  @Mutation(() => Noticia, { description: 'Salvar uma notícia a devolve para revisão (despublica).' })
  @Directive(scopeDirective('noticias', 'update'))
  atualizarNoticia(
    @Arg('id', () => ID) id: string,
    @Arg('dados', () => NoticiaInput) dados: NoticiaInput,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Noticia> {
    return servico.atualizar(em, identidade, id, dados);
  }

  @Mutation(() => Boolean)
  @Directive(scopeDirective('noticias', 'destroy'))
  excluirNoticia(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<boolean> {
    return servico.excluir(em, identidade, id);
  }

  @Mutation(() => Noticia, { description: 'Publica em dataPublicacao (dd/mm/aaaa HH:mm, horário de Brasília); uma data futura agenda.' })
  @Directive(scopeDirective('noticias', 'publicar'))
  publicarNoticia(
    @Arg('id', () => ID) id: string,
    @Arg('dataPublicacao') dataPublicacao: string,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Noticia> {
    return servico.publicar(em, identidade, id, dataPublicacao);
  }

  @Mutation(() => Noticia)
  @Directive(scopeDirective('noticias', 'publicar'))
  despublicarNoticia(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<Noticia> {
    return servico.despublicar(em, identidade, id);
  }

  @FieldResolver(() => Arquivo, { nullable: true })
  @Le('imagem')
  imagem(@Root() noticia: Noticia): Arquivo | null {
    return arquivoDe(noticia.imagem);
  }

  @FieldResolver(() => DeputadoRef, { nullable: true, description: 'Deputado autor ou citado (resolvido pelo subgrafo people).' })
  @Le('deputadoId')
  deputado(@Root() noticia: Noticia): DeputadoRef | null {
    return deputadoRef(noticia.deputadoId);
  }

  @FieldResolver(() => [HistoricoNoticia], { description: 'Ações registradas, da mais recente para a mais antiga.' })
  @Directive(scopeDirective('noticias', 'show'))
  @Le('id')
  historico(@Root() noticia: Noticia, @Ctx() { loaders }: SubgraphContext): Promise<HistoricoNoticia[]> {
    // Batched: a page of news with their history costs one query, not one per item.
    return loaders.loadMany(HistoricoNoticia, 'noticiaId', noticia.id, servico.ORDEM_HISTORICO);
  }
}
