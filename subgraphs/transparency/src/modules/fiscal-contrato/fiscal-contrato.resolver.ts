import { FISCAIS_CONTRATOS, hojeEmBrasilia } from '@alego/catalog';
import { likeContains, parseId, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { juntar } from '../../lib/consultas.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
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

@Resolver(() => FiscalContrato)
export class FiscalContratoResolver extends createCadastroResolver({
  entity: FiscalContrato,
  admin: FISCAIS_CONTRATOS,
  filtro: { classe: FiscalContratoFiltro, onde: ondeFiscal },
  ordem: { dataDesignacao: 'desc', id: 'desc' },
  relacoes: { contratoId: { propriedade: 'contrato', entidade: Contrato } },
}) {
  @FieldResolver(() => ID, { description: 'O contrato fiscalizado, pelo id (o formulário do admin).' })
  contratoId(@Root() fiscal: FiscalContrato): string {
    return String(fiscal.contrato.id);
  }

  @FieldResolver(() => Contrato)
  async contrato(@Root() fiscal: FiscalContrato, @Ctx() { loaders }: SubgraphContext): Promise<Contrato> {
    return (await loaders.load(Contrato, fiscal.contrato.id))!;
  }
}
