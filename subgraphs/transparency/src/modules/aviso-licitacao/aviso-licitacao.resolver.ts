import { AVISOS_LICITACAO } from '@alego/catalog';
import { parseId, termoEm, type SubgraphContext } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { condicoesDeData, juntar } from '../../lib/consultas.js';
import { Edital } from '../edital/edital.entity.js';
import { createCadastroResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { RelatorioPdf, relatoriosDe } from '../relatorio-pdf/relatorio-pdf.js';
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

/** The public list and item, and the admin's writes (catalog entry AVISOS_LICITACAO, with the notice's PDFs). */
@Resolver(() => AvisoLicitacao)
export class AvisoLicitacaoResolver extends createCadastroResolver({
  entity: AvisoLicitacao,
  admin: AVISOS_LICITACAO,
  filtro: { classe: AvisoLicitacaoFiltro, onde: ondeAviso },
  ordem: { dataPublicacao: 'desc', id: 'desc' },
  relacoes: { editalId: { propriedade: 'edital', entidade: Edital } },
}) {
  @FieldResolver(() => Edital, { nullable: true })
  edital(@Root() aviso: AvisoLicitacao, @Ctx() { loaders }: SubgraphContext): Promise<Edital | null> | null {
    return aviso.edital ? loaders.load(Edital, aviso.edital.id) : null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Id do edital (o formulário do admin).' })
  editalId(@Root() aviso: AvisoLicitacao): string | null {
    return aviso.edital ? String(aviso.edital.id) : null;
  }

  @FieldResolver(() => [RelatorioPdf], { description: 'PDFs do aviso, na ordem.' })
  arquivos(@Root() aviso: AvisoLicitacao): RelatorioPdf[] {
    return relatoriosDe(aviso.arquivos);
  }
}
