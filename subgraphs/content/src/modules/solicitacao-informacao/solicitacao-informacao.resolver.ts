import { ROTULOS_SITUACAO_PRAZO, situacaoDoPrazo, hojeEmBrasilia, VOCABULARIOS_LAI, MENSAGENS_LAI, type SituacaoDoPrazo } from '@alego/catalog';
import { exigirCidadao, exigirEquipe, PaginaDe, PdfGerado, scopeDirective, type Pagina, type SubgraphContext } from '@alego/kit';
import { Arg, Args, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { OpcaoConteudo } from '../../opcoes.js';
import { PaginacaoAdminArgs } from '../noticia/noticia.resolver.js';
import { RecursoInformacao, SolicitacaoInformacao } from './solicitacao-informacao.entity.js';
import {
  EstatisticaSolicitacoesInformacao,
  ProtocoloSolicitacaoInformacao,
  RespostaRecursoInformacaoInput,
  RespostaSolicitacaoInformacaoInput,
  SolicitacaoInformacaoFiltro,
  SolicitacaoInformacaoInput,
  StatusDeSolicitacaoInformacao,
} from './solicitacao-informacao.inputs.js';
import * as servico from './solicitacao-informacao.service.js';

const SolicitacaoInformacaoPagina = PaginaDe(SolicitacaoInformacao);
const RECURSO = 'solicitacao_informacao';

@Resolver(() => SolicitacaoInformacao)
export class SolicitacaoInformacaoResolver {
  @Mutation(() => ProtocoloSolicitacaoInformacao, {
    description: 'Formulário público de acesso à informação. O gateway confere o reCAPTCHA (`recaptcha`) e o limite de envios por endereço.',
  })
  async enviarSolicitacaoInformacao(
    @Arg('dados', () => SolicitacaoInformacaoInput) dados: SolicitacaoInformacaoInput,
    // Read by the gateway (auth/formularios.ts); declared so clients can send it with the operation.
    @Arg('recaptcha', () => String, { nullable: true }) _recaptcha: string | null,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<ProtocoloSolicitacaoInformacao> {
    const s = await servico.enviar(em, dados, identidade, logger);
    return { protocolo: s.protocolo, prazo: s.prazo, mensagem: MENSAGENS_LAI.enviada };
  }

  @Query(() => StatusDeSolicitacaoInformacao, { nullable: true, description: 'Situação e prazo por protocolo (nada pessoal).' })
  statusSolicitacaoInformacao(@Arg('protocolo') protocolo: string, @Ctx() { em }: SubgraphContext): Promise<StatusDeSolicitacaoInformacao | null> {
    return servico.status(em, protocolo);
  }

  @Query(() => SolicitacaoInformacao, { description: 'O pedido e as respostas: com o protocolo e o e-mail do pedido, ou para o cidadão que o fez.' })
  consultarSolicitacaoInformacao(
    @Arg('protocolo') protocolo: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<SolicitacaoInformacao> {
    return servico.consultar(em, protocolo, email, identidade);
  }

  @Query(() => [SolicitacaoInformacao], { description: 'Os pedidos do cidadão identificado (área do cidadão).' })
  @Directive('@authenticated')
  minhasSolicitacoesInformacao(@Ctx() { em, identidade }: SubgraphContext): Promise<SolicitacaoInformacao[]> {
    return servico.minhas(em, exigirCidadao(identidade).cidadaoId);
  }

  @Mutation(() => SolicitacaoInformacao, { description: 'Recurso em 1ª ou 2ª instância, até 10 dias depois da resposta que contesta.' })
  recorrerSolicitacaoInformacao(
    @Arg('protocolo') protocolo: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('razoes') razoes: string,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<SolicitacaoInformacao> {
    return servico.recorrer(em, protocolo, email, razoes, identidade, logger);
  }

  @Query(() => [EstatisticaSolicitacoesInformacao], { description: 'Estatísticas do ano: uma linha por mês e a do ano (mes nulo), Lei 12.527, art. 30.' })
  estatisticasSolicitacoesInformacao(@Arg('ano', () => Int) ano: number, @Ctx() { em }: SubgraphContext): Promise<EstatisticaSolicitacoesInformacao[]> {
    return servico.estatisticas(em, ano);
  }

  @Query(() => [OpcaoConteudo], { description: 'Vocabulário do formulário: tipo-pessoas, generos, escolaridades, ocupacoes ou objetivos.' })
  vocabularioSolicitacaoInformacao(@Arg('nome') nome: string): OpcaoConteudo[] {
    const lista = VOCABULARIOS_LAI[nome as keyof typeof VOCABULARIOS_LAI];
    if (!lista) throw new servico.VocabularioDesconhecidoError();
    return lista;
  }

  @Query(() => SolicitacaoInformacaoPagina, { description: 'Fila da equipe: o prazo mais próximo primeiro (12 por página).' })
  @Directive(scopeDirective(RECURSO, 'index'))
  solicitacoesInformacao(
    @Arg('filtro', () => SolicitacaoInformacaoFiltro, { nullable: true }) filtro: SolicitacaoInformacaoFiltro | undefined,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Pagina<SolicitacaoInformacao>> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#index`);
    return servico.listar(em, filtro, paginacao);
  }

  @Query(() => SolicitacaoInformacao, { nullable: true })
  @Directive(scopeDirective(RECURSO, 'show'))
  solicitacaoInformacao(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<SolicitacaoInformacao | null> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#show`);
    return servico.obter(em, id);
  }

  @Mutation(() => SolicitacaoInformacao, { description: 'Prorroga o prazo por 10 dias, uma vez, com a justificativa registrada e enviada ao requerente.' })
  @Directive(scopeDirective(RECURSO, 'update'))
  prorrogarSolicitacaoInformacao(
    @Arg('id', () => ID) id: string,
    @Arg('justificativa') justificativa: string,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<SolicitacaoInformacao> {
    return servico.prorrogar(em, exigirEquipe(identidade, `api/admin/${RECURSO}#update`), id, justificativa, logger);
  }

  @Mutation(() => SolicitacaoInformacao, { description: 'Responde (texto e PDF opcional); a resposta vai por e-mail ao requerente.' })
  @Directive(scopeDirective(RECURSO, 'update'))
  responderSolicitacaoInformacao(
    @Arg('id', () => ID) id: string,
    @Arg('dados', () => RespostaSolicitacaoInformacaoInput) dados: RespostaSolicitacaoInformacaoInput,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<SolicitacaoInformacao> {
    return servico.responder(em, exigirEquipe(identidade, `api/admin/${RECURSO}#update`), id, dados, logger);
  }

  @Mutation(() => SolicitacaoInformacao, { description: 'Decide o recurso em aberto; a decisão vai por e-mail ao requerente.' })
  @Directive(scopeDirective(RECURSO, 'update'))
  responderRecursoInformacao(
    @Arg('id', () => ID) id: string,
    @Arg('dados', () => RespostaRecursoInformacaoInput) dados: RespostaRecursoInformacaoInput,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<SolicitacaoInformacao> {
    return servico.responderRecurso(em, exigirEquipe(identidade, `api/admin/${RECURSO}#update`), id, dados, logger);
  }

  @FieldResolver(() => Arquivo, { nullable: true, description: 'PDF anexado à resposta.' })
  pdfResposta(@Root() s: SolicitacaoInformacao): Arquivo | null {
    return arquivoDe(s.pdfResposta);
  }

  /**
   * A field of the request, not a root query: it is read wherever the request is (the consult checks who may), and
   * the gateway's public cache drops it with the request when staff answer.
   */
  @FieldResolver(() => PdfGerado, {
    nullable: true,
    description: 'O documento da resposta: PDF gerado pelo portal com código de verificação e QR code (docs/acesso-a-informacao.md). Nulo antes da resposta.',
  })
  documentoResposta(@Root() s: SolicitacaoInformacao, @Ctx() { em }: SubgraphContext): Promise<PdfGerado | null> {
    return servico.documentoDaResposta(em, s);
  }

  @FieldResolver(() => [RecursoInformacao])
  recursos(@Root() s: SolicitacaoInformacao): RecursoInformacao[] {
    return s.recursos.isInitialized() ? s.recursos.getItems() : [];
  }

  @FieldResolver(() => String, { description: 'Situação do prazo em aberto hoje: no_prazo, vence_em_breve ou vencida (nulo quando nada corre contra a Assembleia).' , nullable: true })
  situacaoDoPrazo(@Root() s: SolicitacaoInformacao): SituacaoDoPrazo | null {
    return s.status === 'aguardando_resposta' || s.status === 'em_recurso' ? situacaoDoPrazo(s.prazo, hojeEmBrasilia(new Date())) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  rotuloSituacaoDoPrazo(@Root() s: SolicitacaoInformacao): string | null {
    const situacao = this.situacaoDoPrazo(s);
    return situacao && ROTULOS_SITUACAO_PRAZO[situacao];
  }

  @FieldResolver(() => Boolean)
  prorrogada(@Root() s: SolicitacaoInformacao): boolean {
    return !!s.prorrogadaEm;
  }
}
