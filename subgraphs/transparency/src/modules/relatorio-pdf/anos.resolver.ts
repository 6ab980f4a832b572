import type { SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { anosPermitidos, CadastroComAno, CADASTROS_COM_ANO } from './relatorio-pdf.js';

@Resolver()
export class AnosResolver {
  @Query(() => [Int], { description: 'Anos aceitos pelo formulário do cadastro, do maior ao menor (back-office §5).' })
  anosPermitidos(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno): number[] {
    return anosPermitidos(cadastro);
  }

  @Query(() => [Int], { description: 'Anos que têm registros no cadastro, do maior ao menor (filtros públicos).' })
  async anosComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Ctx() { em }: SubgraphContext): Promise<number[]> {
    const meta = em.getMetadata().get(CADASTROS_COM_ANO[cadastro].entidade);
    const linhas = await em.getConnection().execute<{ ano: number }[]>(`select distinct ano from transparency.${meta.tableName} order by ano desc`);
    return linhas.map((l) => l.ano);
  }
}
