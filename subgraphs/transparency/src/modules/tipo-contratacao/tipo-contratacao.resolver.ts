import { ValidacaoError, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { GRUPOS_TIPO_CONTRATACAO, TipoContratacao } from './tipo-contratacao.entity.js';

@Resolver(() => TipoContratacao)
export class TipoContratacaoResolver {
  @Query(() => [TipoContratacao], { description: 'Tipos de contratação em ordem alfabética; `grupo` restringe a contrato ou outra_contratacao.' })
  async tiposContratacao(@Arg('grupo', () => String, { nullable: true }) grupo: string | undefined, @Ctx() { em }: SubgraphContext): Promise<TipoContratacao[]> {
    if (grupo && !(GRUPOS_TIPO_CONTRATACAO as readonly string[]).includes(grupo)) throw new ValidacaoError('Grupo inválido: use contrato ou outra_contratacao.');
    return em.find(TipoContratacao, grupo ? { grupo } : {}, { orderBy: { descricao: 'asc' } });
  }
}
