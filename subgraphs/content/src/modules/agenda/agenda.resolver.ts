import { SITUACOES_AGENDA, TIPOS_AGENDA, TIPOS_ENVOLVIDO } from '@alego/catalog';
import { exigirEquipe, PaginaDe, possuiPermissao, scopeDirective, type Pagina, type SubgraphContext } from '@alego/kit';
import { Arg, Args, Ctx, Directive, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { opcoes, OpcaoConteudo } from '../../opcoes.js';
import { sanearHtml } from '@alego/kit';
import { PaginacaoAdminArgs } from '../noticia/noticia.resolver.js';
import { Agenda, AgendaItem, SituacaoAgenda, TipoAgenda } from './agenda.entity.js';
import { AgendaAdminFiltro, AgendaInput } from './agenda.inputs.js';
import * as servico from './agenda.service.js';

const AgendaPagina = PaginaDe(Agenda);
const RECURSO = 'agendas';
/** Publishing and unpublishing need the update permission and the extra right `pode_publicar` (back-office §6). */
const PODE_PUBLICAR = `@requiresScopes(scopes: [["api/admin/${RECURSO}#update", "pode_publicar"]])`;

@ObjectType({ description: 'Totais das abas da lista administrativa com os mesmos filtros.' })
export class TotaisAgendas {
  @Field(() => Int)
  revisao!: number;

  @Field(() => Int)
  publicacao!: number;
}

@Resolver(() => Agenda)
export class AgendaResolver {
  @Query(() => [Agenda], { description: `Agendas publicadas de \`de\` a \`ate\` (AAAA-MM-DD, no máximo ${servico.INTERVALO_MAXIMO_EM_DIAS} dias), da mais antiga à mais recente.` })
  agendasPublicadas(
    @Arg('de') de: string,
    @Arg('ate') ate: string,
    @Arg('tipo', () => TipoAgenda, { nullable: true }) tipo: TipoAgenda | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Agenda[]> {
    return servico.publicadas(em, de, ate, tipo);
  }

  @Query(() => String, { nullable: true, description: 'O dia com agenda publicada mais próximo antes de `data`.' })
  diaAnteriorComAgenda(@Arg('data') data: string, @Ctx() { em }: SubgraphContext): Promise<string | null> {
    return servico.diaVizinho(em, data, 'anterior');
  }

  @Query(() => String, { nullable: true, description: 'O dia com agenda publicada mais próximo depois de `data`.' })
  proximoDiaComAgenda(@Arg('data') data: string, @Ctx() { em }: SubgraphContext): Promise<string | null> {
    return servico.diaVizinho(em, data, 'proximo');
  }

  @Query(() => AgendaItem, { nullable: true, description: 'Um evento de agenda publicada.' })
  eventoAgenda(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<AgendaItem | null> {
    return servico.eventoPublicado(em, id);
  }

  @Query(() => AgendaPagina, { description: 'Lista administrativa (abas revisao e publicacao; sem situação, revisao).' })
  @Directive(scopeDirective(RECURSO, 'index'))
  agendasAdmin(
    @Arg('filtro', () => AgendaAdminFiltro, { nullable: true }) filtro: AgendaAdminFiltro | undefined,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Agenda>> {
    return servico.listarAdmin(em, filtro, paginacao);
  }

  @Query(() => TotaisAgendas, { description: 'Totais das abas revisao e publicacao com os filtros da lista.' })
  @Directive(scopeDirective(RECURSO, 'index'))
  totaisAgendas(@Arg('filtro', () => AgendaAdminFiltro, { nullable: true }) filtro: AgendaAdminFiltro | undefined, @Ctx() { em }: SubgraphContext): Promise<TotaisAgendas> {
    return servico.totaisAdmin(em, filtro);
  }

  @Query(() => Agenda, { nullable: true, description: 'Qualquer agenda, publicada ou não.' })
  @Directive(scopeDirective(RECURSO, 'show'))
  agendaAdmin(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Agenda | null> {
    return servico.obterAdmin(em, id);
  }

  @Query(() => Boolean, { description: 'Se a lotação ativa pode publicar e despublicar agendas (direito pode_publicar).' })
  @Directive('@authenticated')
  podePublicarAgenda(@Ctx() { identidade }: SubgraphContext): boolean {
    return possuiPermissao(exigirEquipe(identidade).permissoes, 'pode_publicar');
  }

  @Query(() => [OpcaoConteudo], { description: 'Tipos de agenda.' })
  tiposAgenda(): OpcaoConteudo[] {
    return opcoes(TIPOS_AGENDA);
  }

  @Query(() => [OpcaoConteudo], { description: 'Situações de uma agenda (abas do admin).' })
  situacoesAgenda(): OpcaoConteudo[] {
    return opcoes(SITUACOES_AGENDA);
  }

  @Query(() => [OpcaoConteudo], { description: 'Tipos de envolvido num evento.' })
  tiposEnvolvidoAgenda(): OpcaoConteudo[] {
    return opcoes(TIPOS_ENVOLVIDO);
  }

  @Mutation(() => Agenda, { description: 'Uma agenda nova entra em revisão.' })
  @Directive(scopeDirective(RECURSO, 'create'))
  criarAgenda(@Arg('dados', () => AgendaInput) dados: AgendaInput, @Ctx() { em }: SubgraphContext): Promise<Agenda> {
    return servico.criar(em, dados);
  }

  @Mutation(() => Agenda)
  @Directive(scopeDirective(RECURSO, 'update'))
  atualizarAgenda(@Arg('id', () => ID) id: string, @Arg('dados', () => AgendaInput) dados: AgendaInput, @Ctx() { em }: SubgraphContext): Promise<Agenda> {
    return servico.atualizar(em, id, dados);
  }

  @Mutation(() => Boolean)
  @Directive(scopeDirective(RECURSO, 'destroy'))
  excluirAgenda(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<boolean> {
    return servico.excluir(em, id);
  }

  @Mutation(() => Agenda, { description: 'Publica (publicacao) ou devolve para revisão (revisao); exige pode_publicar.' })
  @Directive(PODE_PUBLICAR)
  alterarSituacaoAgenda(
    @Arg('id', () => ID) id: string,
    @Arg('situacao', () => SituacaoAgenda) situacao: SituacaoAgenda,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Agenda> {
    return servico.alterarSituacao(em, id, situacao);
  }

  @FieldResolver(() => [AgendaItem], { description: 'Eventos do dia, por horário.' })
  agendaItens(@Root() agenda: Agenda, @Ctx() { loaders }: SubgraphContext): Promise<AgendaItem[]> {
    return loaders.loadMany(AgendaItem, 'agenda', agenda.id, servico.ORDEM_DOS_EVENTOS);
  }
}

@Resolver(() => AgendaItem)
export class AgendaItemResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Pauta em HTML saneado.' })
  pauta(@Root() item: AgendaItem): string | null {
    return item.pauta ? sanearHtml(item.pauta) : null;
  }

  @FieldResolver(() => Agenda, { description: 'A agenda (o dia) do evento.' })
  agenda(@Root() item: AgendaItem, @Ctx() { loaders }: SubgraphContext): Promise<Agenda | null> {
    return loaders.load(Agenda, item.agenda.id);
  }
}
