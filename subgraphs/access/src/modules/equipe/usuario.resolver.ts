import { FUNCIONALIDADES_DECLARADAS, PERMISSOES_DECLARADAS, permissoesDesconhecidas } from '@alego/catalog';
import {
  montarPagina,
  NaoEncontradoError,
  PaginaDe,
  PaginacaoArgs,
  parseId,
  termoEm,
  todas,
  validarPaginacao,
  ValidacaoError,
  type Pagina,
  type SubgraphContext,
} from '@alego/kit';
import type { EntityManager } from '@mikro-orm/core';
import { Arg, Args, Ctx, Directive, ID, Mutation, Query, Resolver } from 'type-graphql';
import { exigirAdmin } from '../../lib/admin.js';
import { hashSenha } from '../../lib/senha.js';
import { MensagemResultado, mensagem } from '../cidadao/cidadao.types.js';
import { definirSenhaEquipe, enviarLinkDeSenha, validarCodigoSenhaEquipe } from './equipe.service.js';
import { Lotacao } from '../lotacao/lotacao.entity.js';
import { Usuario, UsuarioLotacao } from './usuario.entity.js';
import { regrasAtualizacaoUsuario, regrasNovoUsuario } from './usuario.rules.js';
import { CatalogoDePermissoes, CodigoSenhaEquipeValido, UsuarioAtualizacaoInput, UsuarioEquipe, UsuarioFiltro, UsuarioInput, VinculoInput, VinculoLotacao } from './usuario.types.js';

const UsuarioEquipePagina = PaginaDe(UsuarioEquipe);


async function paraView(em: EntityManager, usuario: Usuario): Promise<UsuarioEquipe> {
  const vinculos = await em.find(UsuarioLotacao, { usuario }, { populate: ['lotacao'], orderBy: { id: 'asc' } });
  await em.populate(usuario, ['lotacaoPadrao']);
  return {
    id: usuario.id,
    login: usuario.login,
    nome: usuario.nome,
    email: usuario.email ?? null,
    ativo: usuario.ativo,
    lotacaoPadrao: usuario.lotacaoPadrao,
    vinculos: vinculos.map((v): VinculoLotacao => ({ id: v.id, lotacao: v.lotacao, permissoes: v.permissoes, funcionalidades: v.funcionalidades })),
  };
}

async function lotacaoAtiva(em: EntityManager, id: string): Promise<Lotacao> {
  const numero = parseId(id);
  const lotacao = numero === null ? null : await em.findOne(Lotacao, { id: numero });
  if (!lotacao) throw new ValidacaoError(['Lotação não encontrada.']);
  if (!lotacao.ativa) throw new ValidacaoError(['A lotação não recebe mais servidores.']);
  return lotacao;
}

async function usuarioPorId(em: EntityManager, id: string): Promise<Usuario> {
  const numero = parseId(id);
  const usuario = numero === null ? null : await em.findOne(Usuario, { id: numero });
  if (!usuario) throw new NaoEncontradoError('Usuário não encontrado.');
  return usuario;
}

@Resolver(() => UsuarioEquipe)
export class UsuarioResolver {
  @Query(() => UsuarioEquipePagina, { description: 'Contas da equipe (funcionalidade Admin).' })
  @Directive('@authenticated')
  async usuarios(
    @Ctx() ctx: SubgraphContext,
    @Args() paginacao: PaginacaoArgs,
    @Arg('filtro', () => UsuarioFiltro, { nullable: true }) filtro?: UsuarioFiltro,
  ): Promise<Pagina<UsuarioEquipe>> {
    exigirAdmin(ctx.identidade);
    const { limit, offset } = validarPaginacao(paginacao);
    const ativo = filtro?.ativo ?? undefined;
    const onde = todas<Usuario>(termoEm<Usuario>(filtro?.termo ?? undefined, ['nome', 'login']), ativo === undefined ? undefined : { ativo });
    const [itens, total] = await ctx.em.findAndCount(Usuario, onde, { orderBy: { nome: 'asc' }, limit, offset });
    return montarPagina(await Promise.all(itens.map((u) => paraView(ctx.em, u))), total, paginacao);
  }

  @Query(() => UsuarioEquipe, { nullable: true })
  @Directive('@authenticated')
  async usuario(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<UsuarioEquipe | null> {
    exigirAdmin(ctx.identidade);
    const numero = parseId(id);
    const usuario = numero === null ? null : await ctx.em.findOne(Usuario, { id: numero });
    return usuario ? paraView(ctx.em, usuario) : null;
  }

  @Query(() => CatalogoDePermissoes, { description: 'As permissões e funcionalidades que se podem conceder: as que o portal verifica.' })
  @Directive('@authenticated')
  catalogoDePermissoes(@Ctx() ctx: SubgraphContext): CatalogoDePermissoes {
    exigirAdmin(ctx.identidade);
    return { permissoes: [...PERMISSOES_DECLARADAS], funcionalidades: [...FUNCIONALIDADES_DECLARADAS] };
  }

  @Mutation(() => UsuarioEquipe, { description: 'Cria a conta com a lotação padrão e suas permissões.' })
  @Directive('@authenticated')
  async criarUsuario(@Ctx() ctx: SubgraphContext, @Arg('dados', () => UsuarioInput) dados: UsuarioInput): Promise<UsuarioEquipe> {
    exigirAdmin(ctx.identidade);
    const erros = regrasNovoUsuario(dados);
    const login = dados.login.trim().toLowerCase();
    if (await ctx.em.count(Usuario, { login })) erros.push(`Já existe um usuário com o login ${login}.`);
    if (erros.length) throw new ValidacaoError(erros);
    const lotacao = await lotacaoAtiva(ctx.em, dados.lotacaoPadraoId);
    const usuario = ctx.em.create(Usuario, { login, nome: dados.nome.trim(), email: dados.email?.trim() || undefined, senhaHash: await hashSenha(dados.senha), lotacaoPadrao: lotacao });
    ctx.em.create(UsuarioLotacao, { usuario, lotacao, permissoes: [...new Set(dados.permissoes)], funcionalidades: [...new Set(dados.funcionalidades)] });
    await ctx.em.flush();
    return paraView(ctx.em, usuario);
  }

  @Mutation(() => UsuarioEquipe, { description: 'Altera nome, e-mail ou situação (ativo) da conta.' })
  @Directive('@authenticated')
  async atualizarUsuario(
    @Ctx() ctx: SubgraphContext,
    @Arg('id', () => ID) id: string,
    @Arg('dados', () => UsuarioAtualizacaoInput) dados: UsuarioAtualizacaoInput,
  ): Promise<UsuarioEquipe> {
    exigirAdmin(ctx.identidade);
    const erros = regrasAtualizacaoUsuario(dados);
    if (erros.length) throw new ValidacaoError(erros);
    const usuario = await usuarioPorId(ctx.em, id);
    if (dados.nome != null) usuario.nome = dados.nome.trim();
    if (dados.email !== undefined) usuario.email = dados.email?.trim() || undefined;
    if (dados.ativo != null) usuario.ativo = dados.ativo;
    await ctx.em.flush();
    return paraView(ctx.em, usuario);
  }

  @Mutation(() => UsuarioEquipe, { description: 'Define as permissões e funcionalidades do usuário numa lotação (cria o vínculo se preciso).' })
  @Directive('@authenticated')
  async definirVinculo(@Ctx() ctx: SubgraphContext, @Arg('dados', () => VinculoInput) dados: VinculoInput): Promise<UsuarioEquipe> {
    exigirAdmin(ctx.identidade);
    const erros = permissoesDesconhecidas(dados.permissoes, dados.funcionalidades);
    if (erros.length) throw new ValidacaoError(erros);
    const usuario = await usuarioPorId(ctx.em, dados.usuarioId);
    const lotacao = await lotacaoAtiva(ctx.em, dados.lotacaoId);
    const vinculo = (await ctx.em.findOne(UsuarioLotacao, { usuario, lotacao })) ?? ctx.em.create(UsuarioLotacao, { usuario, lotacao });
    vinculo.permissoes = [...new Set(dados.permissoes)];
    vinculo.funcionalidades = [...new Set(dados.funcionalidades)];
    await ctx.em.flush();
    return paraView(ctx.em, usuario);
  }

  @Mutation(() => MensagemResultado, { description: 'Envia ao e-mail da conta um link de uso único, válido por 24 horas, para a pessoa definir a própria senha.' })
  @Directive('@authenticated')
  async enviarLinkDeSenha(@Ctx() ctx: SubgraphContext, @Arg('id', () => ID) id: string): Promise<MensagemResultado> {
    exigirAdmin(ctx.identidade);
    const numero = parseId(id);
    if (numero === null) throw new NaoEncontradoError('Usuário não encontrado.');
    return mensagem(await enviarLinkDeSenha(ctx.em, numero, ctx.logger));
  }

  // Mutations although the first changes nothing: answers about single-use codes must never come from a cache.
  @Mutation(() => CodigoSenhaEquipeValido, { description: 'Diz se um link para definir a senha da equipe ainda vale, sem usá-lo.' })
  async validarCodigoSenhaEquipe(@Ctx() ctx: SubgraphContext, @Arg('codigo') codigo: string): Promise<CodigoSenhaEquipeValido> {
    return validarCodigoSenhaEquipe(ctx.em, codigo);
  }

  @Mutation(() => MensagemResultado, { description: 'Define a senha da equipe com o código do link (uso único) e encerra as sessões abertas da conta.' })
  async definirSenhaEquipe(@Ctx() ctx: SubgraphContext, @Arg('codigo') codigo: string, @Arg('senha') senha: string): Promise<MensagemResultado> {
    const resultado = await definirSenhaEquipe(ctx.em, codigo, senha, ctx.requestId);
    ctx.revogarSessoes(resultado.revogadas);
    return mensagem(resultado.mensagem);
  }
}
