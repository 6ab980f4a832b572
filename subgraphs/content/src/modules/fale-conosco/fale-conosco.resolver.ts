import { exigirEquipe, PaginaDe, scopeDirective, type Pagina, type SubgraphContext } from '@alego/kit';
import { Arg, Args, Ctx, Directive, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { PaginacaoAdminArgs } from '../noticia/noticia.resolver.js';
import { ObjetivoFaleConosco, ROTULOS_OBJETIVO, ROTULOS_STATUS, SolicitacaoFaleConosco, StatusFaleConosco } from './fale-conosco.entity.js';
import { opcoes, OpcaoConteudo } from '../../opcoes.js';
import { FaleConoscoFiltro, FaleConoscoInput, ProtocoloFaleConosco, RespostaFaleConoscoInput } from './fale-conosco.inputs.js';
import * as servico from './fale-conosco.service.js';

const SolicitacaoPagina = PaginaDe(SolicitacaoFaleConosco);
const RECURSO = 'fale_conosco';

@Resolver(() => SolicitacaoFaleConosco)
export class FaleConoscoResolver {
  @Mutation(() => ProtocoloFaleConosco, {
    description:
      'Formulário público do Fale Conosco. O gateway confere o reCAPTCHA (`recaptcha`) e o limite de envios por endereço antes de chegar aqui.',
  })
  async enviarFaleConosco(
    @Arg('dados', () => FaleConoscoInput) dados: FaleConoscoInput,
    // Read by the gateway (auth/formularios.ts); declared so clients can send it with the operation.
    @Arg('recaptcha', () => String, { nullable: true }) _recaptcha: string | null,
    @Ctx() { em }: SubgraphContext,
  ): Promise<ProtocoloFaleConosco> {
    const solicitacao = await servico.enviar(em, dados);
    return { protocolo: solicitacao.protocolo, mensagem: servico.MENSAGENS_FALE_CONOSCO.enviada };
  }

  @Query(() => [OpcaoConteudo], { description: 'Objetivos que o cidadão pode escolher no formulário.' })
  objetivosFaleConosco(): OpcaoConteudo[] {
    return opcoes<ObjetivoFaleConosco>(ROTULOS_OBJETIVO);
  }

  @Query(() => [OpcaoConteudo], { description: 'Situações de uma solicitação (abas da área administrativa).' })
  statusFaleConosco(): OpcaoConteudo[] {
    return opcoes<StatusFaleConosco>(ROTULOS_STATUS);
  }

  @Query(() => SolicitacaoPagina, { description: 'Lista administrativa; uma aba por situação (12 por página).' })
  @Directive(scopeDirective(RECURSO, 'index'))
  solicitacoesFaleConosco(
    @Arg('filtro', () => FaleConoscoFiltro, { nullable: true }) filtro: FaleConoscoFiltro | undefined,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Pagina<SolicitacaoFaleConosco>> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#index`);
    return servico.listar(em, filtro, paginacao);
  }

  @Query(() => SolicitacaoFaleConosco, { nullable: true })
  @Directive(scopeDirective(RECURSO, 'show'))
  solicitacaoFaleConosco(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<SolicitacaoFaleConosco | null> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#show`);
    return servico.obter(em, id);
  }

  @Mutation(() => SolicitacaoFaleConosco, { description: 'Responde; a situação passa a finalizada, salvo se outra for escolhida.' })
  @Directive(scopeDirective(RECURSO, 'update'))
  responderFaleConosco(
    @Arg('id', () => ID) id: string,
    @Arg('dados', () => RespostaFaleConoscoInput) dados: RespostaFaleConoscoInput,
    @Ctx() { em, identidade, logger }: SubgraphContext,
  ): Promise<SolicitacaoFaleConosco> {
    return servico.responder(em, exigirEquipe(identidade, `api/admin/${RECURSO}#update`), id, dados, logger);
  }

  @Query(() => SolicitacaoFaleConosco, { description: 'Consulta pública: a mensagem e a resposta, com o protocolo e o e-mail da solicitação.' })
  consultarFaleConosco(@Arg('protocolo') protocolo: string, @Arg('email') email: string, @Ctx() { em }: SubgraphContext): Promise<SolicitacaoFaleConosco> {
    return servico.consultar(em, protocolo, email);
  }

  @FieldResolver(() => Arquivo, { nullable: true, description: 'PDF anexado à resposta.' })
  pdfRespostaSolicitacao(@Root() solicitacao: SolicitacaoFaleConosco): Arquivo | null {
    return arquivoDe(solicitacao.pdfRespostaSolicitacao);
  }
}
