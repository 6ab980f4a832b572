import { LIMITES_IMPRENSA, MENSAGENS_IMPRENSA, PERMISSAO_CPF_IMPRENSA, tamanho, TIPOS_VEICULO_IMPRENSA } from '@alego/catalog';
import {
  cpfValido,
  exigirEquipe,
  mascararCpf,
  montarPagina,
  PaginaDe,
  parseId,
  possuiPermissao,
  scopeDirective,
  ValidacaoError,
  validarPaginacao,
  type Pagina,
  type SubgraphContext,
  termoEm,
} from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, Directive, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { semNul } from '../../text.js';
import { emailValido, telefoneValido } from '../fale-conosco/fale-conosco.rules.js';
import { PaginacaoAdminArgs } from '../noticia/noticia.resolver.js';
import { ImprensaExterna } from './imprensa-externa.entity.js';

@InputType({ description: 'Pedido de credenciamento enviado pelo site.' })
export class CredenciamentoImprensaInput {
  @Field()
  nome!: string;
  @Field()
  cpf!: string;
  @Field()
  email!: string;
  @Field(() => String, { nullable: true })
  telefone?: string | null;
  @Field()
  veiculo!: string;
  @Field()
  tipoVeiculo!: string;
  @Field()
  funcao!: string;
}

@InputType()
export class ImprensaExternaFiltro {
  @Field(() => String, { nullable: true, description: 'Parte do nome do profissional ou do veículo.' })
  termo?: string | null;
}

@ObjectType()
export class CredenciamentoImprensaEnviado {
  @Field()
  mensagem!: string;
}

@ObjectType({ description: 'Veículo com profissionais credenciados (só o veículo: nada pessoal).' })
export class VeiculoCredenciado {
  @Field()
  veiculo!: string;
  @Field()
  tipoVeiculo!: string;
  @Field()
  rotuloTipo!: string;
}

const ImprensaExternaPagina = PaginaDe(ImprensaExterna);
const RECURSO = 'imprensa_externas';
const texto = (valor: string | null | undefined) => semNul(valor ?? '').trim();

export function regrasCredenciamento(dados: CredenciamentoImprensaInput): string[] {
  const erros: string[] = [];
  if (!texto(dados.nome)) erros.push(MENSAGENS_IMPRENSA.nome);
  if (!cpfValido(texto(dados.cpf))) erros.push(MENSAGENS_IMPRENSA.cpf);
  if (!emailValido(texto(dados.email))) erros.push(MENSAGENS_IMPRENSA.email);
  if (texto(dados.telefone) && !telefoneValido(texto(dados.telefone))) erros.push(MENSAGENS_IMPRENSA.telefone);
  if (!texto(dados.veiculo)) erros.push(MENSAGENS_IMPRENSA.veiculo);
  if (!(texto(dados.tipoVeiculo) in TIPOS_VEICULO_IMPRENSA)) erros.push(MENSAGENS_IMPRENSA.tipoVeiculo);
  if (!texto(dados.funcao)) erros.push(MENSAGENS_IMPRENSA.funcao);
  const longos = [dados.nome, dados.veiculo].some((v) => tamanho(texto(v)) > LIMITES_IMPRENSA.texto) || tamanho(texto(dados.funcao)) > LIMITES_IMPRENSA.funcao;
  if (longos) erros.push(MENSAGENS_IMPRENSA.longo);
  return erros;
}

@Resolver(() => ImprensaExterna)
export class ImprensaExternaResolver {
  @Mutation(() => CredenciamentoImprensaEnviado, { description: 'Formulário público de credenciamento. O gateway confere o reCAPTCHA e o limite por endereço.' })
  async solicitarCredenciamentoImprensa(
    @Arg('dados', () => CredenciamentoImprensaInput) dados: CredenciamentoImprensaInput,
    // Read by the gateway (auth/formularios.ts).
    @Arg('recaptcha', () => String, { nullable: true }) _recaptcha: string | null,
    @Ctx() { em }: SubgraphContext,
  ): Promise<CredenciamentoImprensaEnviado> {
    const erros = regrasCredenciamento(dados);
    if (erros.length) throw new ValidacaoError(erros);
    em.create(ImprensaExterna, {
      nome: texto(dados.nome),
      cpf: texto(dados.cpf).replace(/\D/g, ''),
      email: texto(dados.email).toLowerCase(),
      telefone: texto(dados.telefone) || null,
      veiculo: texto(dados.veiculo),
      tipoVeiculo: texto(dados.tipoVeiculo),
      funcao: texto(dados.funcao),
    } as ImprensaExterna);
    await em.flush();
    return { mensagem: MENSAGENS_IMPRENSA.enviada };
  }

  @Query(() => [VeiculoCredenciado], { description: 'Veículos com credenciamento, em ordem alfabética (lista pública).' })
  async veiculosCredenciados(@Ctx() { em }: SubgraphContext): Promise<VeiculoCredenciado[]> {
    const linhas = await em.getConnection().execute<{ veiculo: string; tipo_veiculo: string }[]>(
      'select distinct on (lower(veiculo)) veiculo, tipo_veiculo from "content"."imprensa_externas" order by lower(veiculo), id',
    );
    return linhas.map((l) => ({ veiculo: l.veiculo, tipoVeiculo: l.tipo_veiculo, rotuloTipo: TIPOS_VEICULO_IMPRENSA[l.tipo_veiculo as keyof typeof TIPOS_VEICULO_IMPRENSA] ?? l.tipo_veiculo }));
  }

  @Query(() => ImprensaExternaPagina, { description: 'Lista administrativa (só leitura), 12 por página.' })
  @Directive(scopeDirective(RECURSO, 'index'))
  async imprensasExternas(
    @Arg('filtro', () => ImprensaExternaFiltro, { nullable: true }) filtro: ImprensaExternaFiltro | null,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em, identidade }: SubgraphContext,
  ): Promise<Pagina<ImprensaExterna>> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#index`);
    const { limit, offset } = validarPaginacao(paginacao);
    const onde: FilterQuery<ImprensaExterna> = termoEm<ImprensaExterna>(texto(filtro?.termo), ['nome', 'veiculo']) ?? {};
    const [itens, total] = await em.findAndCount(ImprensaExterna, onde, { limit, offset, orderBy: { createdAt: 'desc', id: 'desc' } });
    return montarPagina(itens, total, paginacao);
  }

  @Query(() => ImprensaExterna, { nullable: true })
  @Directive(scopeDirective(RECURSO, 'show'))
  imprensaExterna(@Arg('id', () => ID) id: string, @Ctx() { em, identidade }: SubgraphContext): Promise<ImprensaExterna | null> {
    exigirEquipe(identidade, `api/admin/${RECURSO}#show`);
    const chave = parseId(id);
    return chave === null ? Promise.resolve(null) : em.findOne(ImprensaExterna, { id: chave });
  }

  @FieldResolver(() => String, { description: `CPF: inteiro só para quem tem ${PERMISSAO_CPF_IMPRENSA}; mascarado (***.456.789-**) para os demais.` })
  cpf(@Root() registro: ImprensaExterna, @Ctx() { identidade }: SubgraphContext): string {
    const c = registro.cpf;
    const inteiro = identidade?.tipo === 'equipe' && possuiPermissao(identidade.permissoes, PERMISSAO_CPF_IMPRENSA);
    return inteiro ? `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}` : mascararCpf(c);
  }

  @FieldResolver(() => String)
  rotuloTipoVeiculo(@Root() registro: ImprensaExterna): string {
    return TIPOS_VEICULO_IMPRENSA[registro.tipoVeiculo as keyof typeof TIPOS_VEICULO_IMPRENSA] ?? registro.tipoVeiculo;
  }
}
