import { exigirCidadao, type ChaveDeSessao, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Directive, Mutation, Query, Resolver } from 'type-graphql';
import * as servico from './cidadao.service.js';
import { CadastroCidadaoInput, MensagemResultado, MeusDados, mensagem, PerfilCidadao, PerfilCidadaoInput } from './cidadao.types.js';

async function conectado({ em, identidade }: SubgraphContext) {
  return servico.cidadaoConectado(em, exigirCidadao(identidade).cidadaoId);
}

/** The answer of an operation that ended the account's sessions, which the gateway then forgets at once. */
function encerrando(ctx: SubgraphContext, resultado: { mensagem: string; revogadas: ChaveDeSessao[] }): MensagemResultado {
  ctx.revogarSessoes(resultado.revogadas);
  return mensagem(resultado.mensagem);
}

/** Opine Cidadão: sign-up, confirmation, password recovery and the signed-in citizen's own data (LGPD). */
@Resolver()
export class CidadaoResolver {
  @Mutation(() => MensagemResultado, {
    description: 'Cadastra um cidadão e envia o link de confirmação por e-mail. O gateway confere o reCAPTCHA (`recaptcha`) e o limite de cadastros por endereço antes de chegar aqui.',
  })
  async cadastrarCidadao(
    @Arg('dados', () => CadastroCidadaoInput) dados: CadastroCidadaoInput,
    // Read by the gateway (auth/formularios.ts); declared so clients can send it with the operation.
    @Arg('recaptcha', () => String, { nullable: true }) _recaptcha: string | null,
    @Ctx() { em, logger }: SubgraphContext,
  ): Promise<MensagemResultado> {
    return mensagem(await servico.cadastrar(em, dados, logger));
  }

  @Mutation(() => MensagemResultado, { description: 'Confirma o cadastro com o código do link enviado por e-mail.' })
  async confirmarCadastro(@Arg('codigo') codigo: string, @Ctx() { em, logger }: SubgraphContext): Promise<MensagemResultado> {
    return mensagem(await servico.confirmarCadastro(em, codigo, logger));
  }

  @Mutation(() => MensagemResultado, { description: 'Envia um novo link de confirmação (a resposta é a mesma para qualquer e-mail).' })
  async reenviarConfirmacao(@Arg('email') email: string, @Ctx() { em, logger }: SubgraphContext): Promise<MensagemResultado> {
    return mensagem(await servico.reenviarConfirmacao(em, email, logger));
  }

  @Mutation(() => MensagemResultado, { description: 'Envia o link para criar uma nova senha (a resposta é a mesma para qualquer e-mail).' })
  async gerarLinkRecuperarSenha(@Arg('email') email: string, @Ctx() { em, logger }: SubgraphContext): Promise<MensagemResultado> {
    return mensagem(await servico.gerarLinkRecuperacao(em, email, logger));
  }

  // A mutation although it changes nothing: its answer must never come from a cache.
  @Mutation(() => MensagemResultado, { description: 'Diz se um link de recuperação de senha ainda vale, sem usá-lo.' })
  async validarCodigoRecuperacao(@Arg('codigo') codigo: string, @Ctx() { em }: SubgraphContext): Promise<MensagemResultado> {
    return mensagem(await servico.validarCodigoRecuperacao(em, codigo));
  }

  @Mutation(() => MensagemResultado, { description: 'Cria uma nova senha com o código do link de recuperação (uso único).' })
  async recuperarSenha(@Arg('codigo') codigo: string, @Arg('senha') senha: string, @Ctx() ctx: SubgraphContext): Promise<MensagemResultado> {
    return encerrando(ctx, await servico.recuperarSenha(ctx.em, codigo, senha, ctx.logger));
  }

  @Query(() => PerfilCidadao, { description: 'O perfil do cidadão conectado.' })
  @Directive('@authenticated')
  async meuPerfil(@Ctx() ctx: SubgraphContext): Promise<PerfilCidadao> {
    return servico.perfil(ctx.em, await conectado(ctx));
  }

  @Mutation(() => PerfilCidadao, { description: 'Atualiza nome, telefone e município do cidadão conectado.' })
  @Directive('@authenticated')
  async atualizarPerfil(@Arg('dados', () => PerfilCidadaoInput) dados: PerfilCidadaoInput, @Ctx() ctx: SubgraphContext): Promise<PerfilCidadao> {
    return servico.atualizarPerfil(ctx.em, await conectado(ctx), dados);
  }

  @Mutation(() => MensagemResultado, { description: 'Troca a senha, conferindo a atual.' })
  @Directive('@authenticated')
  async atualizarSenha(@Arg('senhaAtual') senhaAtual: string, @Arg('novaSenha') novaSenha: string, @Ctx() ctx: SubgraphContext): Promise<MensagemResultado> {
    return encerrando(ctx, await servico.atualizarSenha(ctx.em, await conectado(ctx), senhaAtual, novaSenha, ctx.logger));
  }

  @Mutation(() => MensagemResultado, { description: 'Registra o aceite de uma versão da Política de Privacidade (sem versão, a vigente).' })
  @Directive('@authenticated')
  async aceitarPoliticaPrivacidade(@Arg('versao', () => String, { nullable: true }) versao: string | null, @Ctx() ctx: SubgraphContext): Promise<MensagemResultado> {
    return mensagem(await servico.aceitarPolitica(ctx.em, await conectado(ctx), versao));
  }

  @Query(() => MeusDados, { description: 'Exporta tudo o que o portal guarda sobre o cidadão conectado (LGPD).' })
  @Directive('@authenticated')
  async meusDados(@Ctx() ctx: SubgraphContext): Promise<MeusDados> {
    return servico.meusDados(ctx.em, await conectado(ctx));
  }

  @Mutation(() => MensagemResultado, { description: 'Exclui a conta e os dados pessoais. Contas só com login social dispensam a senha.' })
  @Directive('@authenticated')
  async excluirMinhaConta(@Arg('senha', () => String, { nullable: true }) senha: string | null, @Ctx() ctx: SubgraphContext): Promise<MensagemResultado> {
    return encerrando(ctx, await servico.excluirConta(ctx.em, await conectado(ctx), senha, ctx.logger));
  }
}
