import { PaginaDe, PaginacaoArgs, parseId, termoEm, type Pagina, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { condicoesDeData, juntar, listarPagina } from '../../lib/consultas.js';
import { Edital } from '../edital/edital.entity.js';
import { AvisoLicitacao } from './aviso-licitacao.entity.js';
import { AvisoLicitacaoFiltro } from './aviso-licitacao.inputs.js';

export function ondeAviso(filtro: AvisoLicitacaoFiltro | undefined): FilterQuery<AvisoLicitacao> {
  return juntar<AvisoLicitacao>([
    termoEm<AvisoLicitacao>(filtro?.termo, ['titulo', 'conteudo']),
    // An id that cannot be a key matches nothing rather than everything.
    filtro?.editalId ? { edital: parseId(filtro.editalId) ?? 0 } : undefined,
    ...condicoesDeData<AvisoLicitacao>(filtro, 'dataPublicacao'),
  ]);
}

/** Created when the module loads, so type-graphql sees the page type before building the schema. */
const AvisoLicitacaoPagina = PaginaDe(AvisoLicitacao);

@Resolver(() => AvisoLicitacao)
export class AvisoLicitacaoResolver {
  @Query(() => AvisoLicitacaoPagina, { description: 'Avisos de licitação, o mais recente primeiro.' })
  avisosLicitacoes(
    @Arg('filtro', () => AvisoLicitacaoFiltro, { nullable: true }) filtro: AvisoLicitacaoFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<AvisoLicitacao>> {
    return listarPagina(em, AvisoLicitacao, ondeAviso(filtro), paginacao, { dataPublicacao: 'desc', id: 'desc' });
  }

  @Query(() => AvisoLicitacao, { nullable: true })
  avisoLicitacao(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<AvisoLicitacao | null> {
    const chave = parseId(id);
    return chave === null ? Promise.resolve(null) : em.findOne(AvisoLicitacao, { id: chave });
  }

  @FieldResolver(() => Edital, { nullable: true })
  edital(@Root() aviso: AvisoLicitacao, @Ctx() { loaders }: SubgraphContext): Promise<Edital | null> | null {
    return aviso.edital ? loaders.load(Edital, aviso.edital.id) : null;
  }
}
