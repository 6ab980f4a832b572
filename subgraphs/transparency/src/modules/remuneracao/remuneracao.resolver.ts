import { createCrudResolver, termoEm, todas, ValidacaoError, type SubgraphContext } from '@alego/kit';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { formatarReais } from '../../lib/dinheiro.js';
import { regraDoMes } from '../relatorio-pdf/relatorio-pdf.js';
import { AcessoRemuneracao } from './acesso-remuneracao.entity.js';
import { Remuneracao } from './remuneracao.entity.js';
import { RemuneracaoFiltro, RemuneracaoInput } from './remuneracao.inputs.js';
import { regrasRemuneracao, remuneracaoParaEntidade } from './remuneracao.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

@ObjectType({ description: 'Número de servidores e somas exatas das remunerações de um filtro.' })
export class RemuneracoesTotais {
  @Field(() => Int)
  numeroServidores!: number;

  @Field()
  totalBruto!: string;

  @Field()
  totalDescontos!: string;

  @Field()
  totalLiquido!: string;

  @Field()
  totalBrutoFormatado!: string;

  @Field()
  totalLiquidoFormatado!: string;
}

@ObjectType({ description: 'Mês de folha com dados.' })
export class PeriodoRemuneracao {
  @Field(() => Int)
  ano!: number;

  @Field(() => Int)
  mes!: number;
}

export function ondeRemuneracao(filtro: RemuneracaoFiltro | undefined): FilterQuery<Remuneracao> {
  validarPeriodo(filtro);
  return todas<Remuneracao>(
    termoEm<Remuneracao>(filtro?.termo, ['nome', 'matricula']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
    filtro?.mes ? { mes: filtro.mes } : undefined,
    filtro?.vinculo ? { vinculo: filtro.vinculo } : undefined,
    filtro?.categoria ? { categoria: filtro.categoria } : undefined,
    filtro?.gabinete ? { gabinete: filtro.gabinete } : undefined,
    filtro?.lotacao ? { lotacao: filtro.lotacao } : undefined,
  );
}

function formatadoOuNulo(valor: string | undefined): string {
  return formatarReais(valor ?? '0');
}

@Resolver(() => Remuneracao)
export class RemuneracaoResolver extends createCrudResolver({
  entity: Remuneracao,
  nomes: { singular: 'remuneracao', plural: 'remuneracoes' },
  recurso: 'remuneracoes',
  filtro: RemuneracaoFiltro,
  criar: RemuneracaoInput,
  atualizar: RemuneracaoInput,
  // Newest month first, then by name; the id keeps pages stable between namesakes.
  ordem: { ano: 'desc', mes: 'desc', nome: 'asc', id: 'asc' },
  onde: ondeRemuneracao,
  regras: regrasRemuneracao,
  paraEntidade: remuneracaoParaEntidade,
}) {
  @FieldResolver(() => String, { description: '"R$ 12.345,67".' })
  brutoFormatado(@Root() r: Remuneracao): string {
    return formatadoOuNulo(r.bruto);
  }

  @FieldResolver(() => String)
  descontosFormatado(@Root() r: Remuneracao): string {
    return formatadoOuNulo(r.descontos);
  }

  @FieldResolver(() => String)
  liquidoFormatado(@Root() r: Remuneracao): string {
    return formatadoOuNulo(r.liquido);
  }

  @Query(() => RemuneracoesTotais, { description: 'Número de servidores e somas do filtro (uma consulta SQL).' })
  async remuneracoesTotais(
    @Arg('filtro', () => RemuneracaoFiltro, { nullable: true }) filtro: RemuneracaoFiltro | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<RemuneracoesTotais> {
    const linha = await em
      .createQueryBuilder(Remuneracao)
      .select([
        raw('count(distinct matricula)::int as numero_servidores'),
        raw('coalesce(sum(bruto), 0)::numeric(16,2)::text as total_bruto'),
        raw('coalesce(sum(descontos), 0)::numeric(16,2)::text as total_descontos'),
        raw('coalesce(sum(liquido), 0)::numeric(16,2)::text as total_liquido'),
      ])
      // The same filter as the list; the QB typing only refuses FilterQuery's bare-primary-key form, never built here.
      .where(ondeRemuneracao(filtro) as QBFilterQuery<Remuneracao>)
      .execute<{ numero_servidores: number; total_bruto: string; total_descontos: string; total_liquido: string }>('get', false);
    return Object.assign(new RemuneracoesTotais(), {
      numeroServidores: linha.numero_servidores,
      totalBruto: linha.total_bruto,
      totalDescontos: linha.total_descontos,
      totalLiquido: linha.total_liquido,
      totalBrutoFormatado: formatarReais(linha.total_bruto),
      totalLiquidoFormatado: formatarReais(linha.total_liquido),
    });
  }

  @Query(() => Remuneracao, { nullable: true, description: 'A remuneração de uma matrícula num mês.' })
  remuneracaoDoServidor(
    @Arg('matricula') matricula: string,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Remuneracao | null> {
    return em.findOne(Remuneracao, { matricula: matricula.trim(), ano, mes });
  }

  @Query(() => [PeriodoRemuneracao], { description: 'Meses com folha publicada, do mais recente ao mais antigo.' })
  async remuneracoesPeriodos(@Ctx() { em }: SubgraphContext): Promise<PeriodoRemuneracao[]> {
    const linhas = await em.getConnection().execute<{ ano: number; mes: number }[]>(
      'select distinct ano, mes from transparency.remuneracoes order by ano desc, mes desc',
    );
    return linhas.map((l) => Object.assign(new PeriodoRemuneracao(), { ano: l.ano, mes: l.mes }));
  }

  @Query(() => [String], { description: 'Gabinetes com servidores no mês.' })
  async remuneracoesGabinetes(@Arg('ano', () => Int) ano: number, @Arg('mes', () => Int) mes: number, @Ctx() { em }: SubgraphContext): Promise<string[]> {
    const linhas = await em
      .getConnection()
      .execute<{ gabinete: string }[]>('select distinct gabinete from transparency.remuneracoes where ano = ? and mes = ? and gabinete is not null order by gabinete', [ano, mes]);
    return linhas.map((l) => l.gabinete);
  }

  @Query(() => [String])
  async remuneracoesVinculos(@Ctx() { em }: SubgraphContext): Promise<string[]> {
    const linhas = await em.getConnection().execute<{ vinculo: string }[]>('select distinct vinculo from transparency.remuneracoes order by vinculo');
    return linhas.map((l) => l.vinculo);
  }

  @Query(() => [String])
  async remuneracoesCategorias(@Ctx() { em }: SubgraphContext): Promise<string[]> {
    const linhas = await em.getConnection().execute<{ categoria: string }[]>('select distinct categoria from transparency.remuneracoes order by categoria');
    return linhas.map((l) => l.categoria);
  }

  @Mutation(() => Boolean, { description: 'Registra que a remuneração de uma matrícula num mês foi consultada (docs/remuneracoes.md).' })
  async registrarAcessoRemuneracao(
    @Arg('matricula') matricula: string,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { em }: SubgraphContext,
  ): Promise<boolean> {
    const limpa = matricula.trim();
    const erros: string[] = [];
    if (!limpa || limpa.length > 20) erros.push('Informe a matrícula.');
    if (!Number.isInteger(ano) || ano < 2013 || ano > 2200) erros.push('Informe um ano válido.');
    erros.push(...regraDoMes(mes));
    if (erros.length) throw new ValidacaoError(erros);
    em.create(AcessoRemuneracao, { matricula: limpa, ano, mes, criadoEm: new Date() });
    await em.flush();
    return true;
  }
}
