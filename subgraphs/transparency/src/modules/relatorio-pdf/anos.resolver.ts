import type { SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { DemonstrativoDespesasComPessoal } from '../demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.entity.js';
import { GestaoFiscalAnual } from '../gestao-fiscal-anual/gestao-fiscal-anual.entity.js';
import { Orcamento } from '../orcamento/orcamento.entity.js';
import { PrestacaoContas } from '../prestacao-contas/prestacao-contas.entity.js';
import { QuadroRemuneracao } from '../quadro-remuneracao/quadro-remuneracao.entity.js';
import { Remuneracao } from '../remuneracao/remuneracao.entity.js';
import { SancaoAdministrativa } from '../sancao-administrativa/sancao-administrativa.entity.js';
import { anosPermitidos, CadastroComAno } from './relatorio-pdf.js';

const ENTIDADES = {
  [CadastroComAno.REMUNERACAO]: Remuneracao,
  [CadastroComAno.QUADRO_REMUNERACAO]: QuadroRemuneracao,
  [CadastroComAno.ORCAMENTO]: Orcamento,
  [CadastroComAno.GESTAO_FISCAL]: GestaoFiscalAnual,
  [CadastroComAno.PRESTACAO_CONTAS]: PrestacaoContas,
  [CadastroComAno.SANCAO_ADMINISTRATIVA]: SancaoAdministrativa,
  [CadastroComAno.DEMONSTRATIVO_DESPESAS_COM_PESSOAL]: DemonstrativoDespesasComPessoal,
};

@Resolver()
export class AnosResolver {
  @Query(() => [Int], { description: 'Anos aceitos pelo formulário do cadastro, do maior ao menor (back-office §5).' })
  anosPermitidos(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno): number[] {
    return anosPermitidos(cadastro);
  }

  @Query(() => [Int], { description: 'Anos que têm registros no cadastro, do maior ao menor (filtros públicos).' })
  async anosComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Ctx() { em }: SubgraphContext): Promise<number[]> {
    const meta = em.getMetadata().get(ENTIDADES[cadastro]);
    const linhas = await em.getConnection().execute<{ ano: number }[]>(`select distinct ano from transparency.${meta.tableName} order by ano desc`);
    return linhas.map((l) => l.ano);
  }
}
