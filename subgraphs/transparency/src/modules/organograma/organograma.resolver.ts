import { hojeEmBrasilia, ORGANOGRAMAS } from '@alego/catalog';
import type { SubgraphContext } from '@alego/kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Organograma } from './organograma.entity.js';

const ORDEM = { vigenteDesde: 'desc', id: 'desc' } as const;

@Resolver(() => Organograma)
export class OrganogramaResolver extends createCadastroPdfResolver({
  entity: Organograma,
  admin: ORGANOGRAMAS,
  ordem: ORDEM,
  ajustar: (dados) => (typeof dados.vigenteDesde === 'string' ? { ano: Number(dados.vigenteDesde.slice(0, 4)) } : {}),
}) {
  @Query(() => Organograma, { nullable: true, description: 'O organograma vigente: o mais recente cuja data já chegou (`/organogramas/ultimo`).' })
  organogramaVigente(@Ctx() { em }: SubgraphContext): Promise<Organograma | null> {
    return em.findOne(Organograma, { vigenteDesde: { $lte: hojeEmBrasilia() } }, { orderBy: ORDEM });
  }
}
