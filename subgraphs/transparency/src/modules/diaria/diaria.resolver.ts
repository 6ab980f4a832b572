import { DIARIAS } from '@alego/catalog';
import { parseId, termoEm, ValidacaoError, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { juntar, PeriodoAnual, periodosDe, somar, validarPeriodo } from '../../lib/consultas.js';
import { formatarReais } from '../../lib/dinheiro.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { TipoSolicitacaoDiaria } from '../tipo-solicitacao-diaria/tipo-solicitacao-diaria.entity.js';
import { Diaria } from './diaria.entity.js';
import { DiariaFiltro } from './diaria.inputs.js';
import { regrasDiaria, valorTotalDaDiaria } from './diaria.rules.js';

@ObjectType({ description: 'Quantidade, soma exata e número de beneficiários das diárias de um filtro.' })
export class DiariasTotal {
  @Field(() => Int)
  quantidade!: number;

  @Field()
  total!: string;

  @Field()
  totalFormatado!: string;

  @Field(() => Int, { description: 'Pessoas diferentes que receberam diárias.' })
  numeroBeneficiarios!: number;
}

export function ondeDiaria(filtro: DiariaFiltro | undefined): FilterQuery<Diaria> {
  validarPeriodo(filtro);
  if (filtro?.mes && !filtro.ano) throw new ValidacaoError('Informe o ano junto com o mês.');
  return juntar<Diaria>([
    termoEm<Diaria>(filtro?.termo, ['beneficiario', 'cargo', 'destino', 'motivo']),
    filtro?.ano ? { ano: filtro.ano } : undefined,
    filtro?.mes ? { mes: filtro.mes } : undefined,
    // An id that cannot be a key matches nothing rather than everything.
    filtro?.tipoSolicitacaoId ? { tipoSolicitacao: parseId(filtro.tipoSolicitacaoId) ?? 0 } : undefined,
    filtro?.dataInicio ? { dataSaida: { $gte: filtro.dataInicio } } : undefined,
    filtro?.dataFim ? { dataSaida: { $lte: filtro.dataFim } } : undefined,
  ]);
}

@Resolver(() => Diaria)
export class DiariaResolver extends createCadastroResolver({
  entity: Diaria,
  admin: DIARIAS,
  filtro: { classe: DiariaFiltro, onde: ondeDiaria },
  ordem: { dataSaida: 'desc', id: 'desc' },
  relacoes: { tipoSolicitacaoId: { propriedade: 'tipoSolicitacao', entidade: TipoSolicitacaoDiaria } },
  regras: regrasDiaria,
  ajustar: valorTotalDaDiaria,
  // The relations below only load the related record: a join, for the REST list read in SQL (kit/lista-rest.ts).
  sql: { tipoSolicitacao: { juncao: true } },
}) {
  @Query(() => DiariasTotal, { description: 'Quantidade, soma e beneficiários do filtro (uma consulta SQL).' })
  async diariasTotal(@Arg('filtro', () => DiariaFiltro, { nullable: true }) filtro: DiariaFiltro | undefined, @Ctx() { em }: SubgraphContext): Promise<DiariasTotal> {
    const linha = await somar(em, Diaria, ondeDiaria(filtro), { total: 'valor_total' }, ['count(distinct beneficiario)::int as "numeroBeneficiarios"']);
    return { quantidade: linha.quantidade, total: linha.total, totalFormatado: formatarReais(linha.total), numeroBeneficiarios: linha.numeroBeneficiarios as number };
  }

  @Query(() => [PeriodoAnual], { description: 'Anos e meses com diárias, do mais recente.' })
  diariasMesesEAnos(@Ctx() { em }: SubgraphContext): Promise<PeriodoAnual[]> {
    return periodosDe(em, 'diarias', 'ano', 'mes');
  }

  @FieldResolver(() => TipoSolicitacaoDiaria)
  async tipoSolicitacao(@Root() diaria: Diaria, @Ctx() { loaders }: SubgraphContext): Promise<TipoSolicitacaoDiaria> {
    return (await loaders.load(TipoSolicitacaoDiaria, diaria.tipoSolicitacao.id))!;
  }

  @FieldResolver(() => ID, { description: 'O tipo de solicitação, pelo id (o formulário do admin).' })
  tipoSolicitacaoId(@Root() diaria: Diaria): string {
    return String(diaria.tipoSolicitacao.id);
  }

  @FieldResolver(() => String)
  async tipoSolicitacaoDescricao(@Root() diaria: Diaria, @Ctx() { loaders }: SubgraphContext): Promise<string> {
    return (await loaders.load(TipoSolicitacaoDiaria, diaria.tipoSolicitacao.id))?.descricao ?? '';
  }

  @FieldResolver(() => String)
  valorUnitarioFormatado(@Root() diaria: Diaria): string {
    return formatarReais(diaria.valorUnitario);
  }

  @FieldResolver(() => String)
  valorTotalFormatado(@Root() diaria: Diaria): string {
    return formatarReais(diaria.valorTotal);
  }
}
