import { hojeEmBrasilia } from '@alego/catalog';
import { PaginaDe, PaginacaoArgs, likeContains, parseId, type Pagina, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { juntar, listarPagina } from '../../lib/consultas.js';
import { Contrato } from '../contrato/contrato.entity.js';
import { FiscalContrato } from './fiscal-contrato.entity.js';
import { FiscalContratoFiltro } from './fiscal-contrato.inputs.js';

export function ondeFiscal(filtro: FiscalContratoFiltro | undefined): FilterQuery<FiscalContrato> {
  const termo = filtro?.termo?.trim();
  const padrao = termo ? likeContains(termo) : undefined;
  const data = hojeEmBrasilia();
  return juntar<FiscalContrato>([
    padrao
      ? {
          $or: [
            { nome: { $ilike: padrao } },
            { matricula: { $ilike: padrao } },
            { portaria: { $ilike: padrao } },
            { contrato: { numero: { $ilike: padrao } } },
            { contrato: { objeto: { $ilike: padrao } } },
          ],
        }
      : undefined,
    // An id that cannot be a key matches nothing rather than everything.
    filtro?.contratoId ? { contrato: parseId(filtro.contratoId) ?? 0 } : undefined,
    filtro?.vigente === true ? { contrato: { vigenciaInicio: { $lte: data }, vigenciaFim: { $gte: data } } } : undefined,
    filtro?.vigente === false ? { contrato: { $or: [{ vigenciaInicio: { $gt: data } }, { vigenciaFim: { $lt: data } }] } } : undefined,
  ]);
}

/** Created when the module loads, so type-graphql sees the page type before building the schema. */
const FiscalContratoPagina = PaginaDe(FiscalContrato);

@Resolver(() => FiscalContrato)
export class FiscalContratoResolver {
  @Query(() => FiscalContratoPagina, { description: 'Fiscais e gestores de contratos, os designados mais recentemente primeiro.' })
  fiscaisContratos(
    @Arg('filtro', () => FiscalContratoFiltro, { nullable: true }) filtro: FiscalContratoFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<FiscalContrato>> {
    return listarPagina(em, FiscalContrato, ondeFiscal(filtro), paginacao, { dataDesignacao: 'desc', id: 'desc' });
  }

  @FieldResolver(() => Contrato)
  async contrato(@Root() fiscal: FiscalContrato, @Ctx() { loaders }: SubgraphContext): Promise<Contrato> {
    return (await loaders.load(Contrato, fiscal.contrato.id))!;
  }
}
