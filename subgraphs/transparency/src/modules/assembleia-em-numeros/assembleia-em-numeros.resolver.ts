import { ValidacaoError, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { anoValido, MENSAGEM_ANO, somaEmReais, tabelaSql } from '../../lib/consultas.js';
import { AssembleiaEmNumeros, ContagemDoAno, FolhaDoMes, GastoDoMes, GastoPorNatureza } from './assembleia-em-numeros.types.js';


/**
 * O painel do ano na tela inicial da transparência. Cada campo é uma consulta SQL com as somas prontas; as verbas
 * por categoria e os pedidos de informação vêm das consultas que já existem (`verbasIndenizatoriasPorCategoria` e,
 * no subgrafo content, `estatisticasSolicitacoesInformacao`), pedidas na mesma operação.
 */
@Resolver(() => AssembleiaEmNumeros)
export class AssembleiaEmNumerosResolver {
  @Query(() => AssembleiaEmNumeros, { description: 'Totais do ano: gastos por mês e por natureza, folha, licitações e contratos.' })
  assembleiaEmNumeros(@Arg('ano', () => Int) ano: number): AssembleiaEmNumeros {
    if (!anoValido(ano)) throw new ValidacaoError(MENSAGEM_ANO);
    return { ano };
  }

  @FieldResolver(() => [Int], { description: 'Anos com empenhos, folha, licitações, contratos ou verbas, do mais recente.' })
  async anos(@Ctx() { em }: SubgraphContext): Promise<number[]> {
    const linhas = await em.getConnection().execute<{ ano: number }[]>(
      `select ano from ${tabelaSql('empenhos')} union select ano from ${tabelaSql('remuneracoes')} union select ano from ${tabelaSql('editais')}
        union select ano from ${tabelaSql('contratos')} union select ano from ${tabelaSql('verbas_indenizatorias')} order by 1 desc`,
    );
    return linhas.map((l) => l.ano);
  }

  @FieldResolver(() => [GastoDoMes], { description: 'Os doze meses do ano (zero sem empenhos), pela data do empenho.' })
  gastosPorMes(@Root() { ano }: AssembleiaEmNumeros, @Ctx() { em }: SubgraphContext): Promise<GastoDoMes[]> {
    return em.getConnection().execute<GastoDoMes[]>(
      `select m.mes::int as mes, count(e.id)::int as quantidade, ${somaEmReais('sum(e.valor_empenhado)')} as empenhado, ${somaEmReais('sum(e.valor_pago)')} as pago
         from generate_series(1, 12) as m(mes)
         left join ${tabelaSql('empenhos')} e on e.data >= make_date(?, m.mes, 1) and e.data < make_date(?, m.mes, 1) + interval '1 month'
        group by m.mes order by m.mes`,
      [ano, ano],
    );
  }

  @FieldResolver(() => [GastoPorNatureza], { description: 'Empenhos do ano por elemento de despesa, do maior valor pago ao menor.' })
  gastosPorNatureza(@Root() { ano }: AssembleiaEmNumeros, @Ctx() { em }: SubgraphContext): Promise<GastoPorNatureza[]> {
    return em.getConnection().execute<GastoPorNatureza[]>(
      `select elemento_despesa as "elementoDespesa", count(*)::int as quantidade, ${somaEmReais('sum(valor_empenhado)')} as empenhado, ${somaEmReais('sum(valor_pago)')} as pago
         from ${tabelaSql('empenhos')} where data between make_date(?, 1, 1) and make_date(?, 12, 31)
        group by elemento_despesa order by sum(valor_pago) desc, elemento_despesa`,
      [ano, ano],
    );
  }

  @FieldResolver(() => [FolhaDoMes], { description: 'Folha de pagamento de cada mês publicado no ano, em ordem.' })
  folhaPorMes(@Root() { ano }: AssembleiaEmNumeros, @Ctx() { em }: SubgraphContext): Promise<FolhaDoMes[]> {
    return em.getConnection().execute<FolhaDoMes[]>(
      `select mes::int as mes, count(*)::int as quantidade, ${somaEmReais('sum(bruto)')} as bruto, ${somaEmReais('sum(liquido)')} as liquido
         from ${tabelaSql('remuneracoes')} where ano = ? group by mes order by mes`,
      [ano],
    );
  }

  @FieldResolver(() => ContagemDoAno, { description: 'Editais do ano e a soma dos valores estimados.' })
  async licitacoes(@Root() { ano }: AssembleiaEmNumeros, @Ctx() { em }: SubgraphContext): Promise<ContagemDoAno> {
    const [linha] = await em.getConnection().execute<ContagemDoAno[]>(
      `select count(*)::int as quantidade, ${somaEmReais('sum(valor_estimado)')} as valor from ${tabelaSql('editais')} where ano = ?`,
      [ano],
    );
    return linha ?? { quantidade: 0, valor: '0.00' };
  }

  @FieldResolver(() => ContagemDoAno, { description: 'Contratos, convênios, atas e outras contratações do ano e a soma dos valores.' })
  async contratos(@Root() { ano }: AssembleiaEmNumeros, @Ctx() { em }: SubgraphContext): Promise<ContagemDoAno> {
    const [linha] = await em.getConnection().execute<ContagemDoAno[]>(
      `select count(*)::int as quantidade, ${somaEmReais('sum(valor)')} as valor from ${tabelaSql('contratos')} where ano = ?`,
      [ano],
    );
    return linha ?? { quantidade: 0, valor: '0.00' };
  }
}
