import { normalizarValor, VERBAS_INDENIZATORIAS } from '@alego/catalog';
import { deputadoRef, DeputadoRef, parseId, ValidacaoError, mascararCpf, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Directive, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { formatarReais, paraCentavos } from '../../lib/dinheiro.js';
import { createCadastroResolver, type DadosDoCadastro } from '../relatorio-pdf/cadastro-pdf.js';
import { formatarCnpj } from '../../lib/cnpj.js';
import { MENSAGEM_ANO, MENSAGEM_MES, anoValido, mesValido, PeriodoAnual, periodosDe, SCHEMA } from '../../lib/consultas.js';
import { VerbaIndenizatoria } from './verba-indenizatoria.entity.js';
import { VerbaGrupo, VerbaIndenizatoriaMes, VerbaPorCategoria, VerbaResumoDeputado, VerbasResumoAnual, VerbaSubgrupo } from './verba-indenizatoria.types.js';

const TABELA = `"${SCHEMA}"."verbas_indenizatorias"`;

function validarMes(ano: number, mes?: number | null): void {
  const erros: string[] = [];
  if (!anoValido(ano)) erros.push(MENSAGEM_ANO);
  if (mes !== undefined && !mesValido(mes)) erros.push(MENSAGEM_MES);
  if (erros.length) throw new ValidacaoError(erros);
}

interface LinhaLancamento extends VerbaIndenizatoria {
  totalGrupo: string;
  totalSubgrupo: string;
  totalApresentado: string;
  totalIndenizado: string;
}

interface LinhaResumo {
  deputadoId: number | null;
  mes: number | null;
  apresentado: string;
  indenizado: string;
  deputados: number;
}

/** Beyond the catalog's: what is indemnified was presented. */
function regrasVerba(dados: DadosDoCadastro): string[] {
  const [apresentado, indenizado] = [dados.valorApresentado, dados.valorIndenizado].map((v) => (typeof v === 'string' ? normalizarValor(v) : null));
  return apresentado && indenizado && paraCentavos(indenizado) > paraCentavos(apresentado) ? ['O valor indenizado não pode passar do apresentado.'] : [];
}

@Resolver(() => VerbaIndenizatoria)
export class VerbaIndenizatoriaResolver extends createCadastroResolver({
  entity: VerbaIndenizatoria,
  admin: VERBAS_INDENIZATORIAS,
  ordem: { ano: 'desc', mes: 'desc', id: 'desc' },
  propriedades: { documentoFornecedor: 'cnpjCpf' },
  regras: regrasVerba,
}) {
  @FieldResolver(() => DeputadoRef, { description: 'O deputado (o nome vem do subgrafo people).' })
  deputado(@Root() lancamento: VerbaIndenizatoria): DeputadoRef {
    return deputadoRef(lancamento.deputadoId);
  }

  @FieldResolver(() => String, { description: 'CNPJ ou CPF inteiro, sem pontuação: só para quem mantém o cadastro (LGPD).' })
  @Directive('@requiresScopes(scopes: [["api/admin/verbas_indenizatorias#show"]])')
  documentoFornecedor(@Root() lancamento: VerbaIndenizatoria): string {
    return lancamento.cnpjCpf;
  }

  @FieldResolver(() => String)
  valorApresentadoFormatado(@Root() lancamento: VerbaIndenizatoria): string {
    return formatarReais(lancamento.valorApresentado);
  }

  @FieldResolver(() => String)
  valorIndenizadoFormatado(@Root() lancamento: VerbaIndenizatoria): string {
    return formatarReais(lancamento.valorIndenizado);
  }

  @Query(() => [PeriodoAnual], { description: 'Anos e meses com verbas indenizatórias, do mais recente.' })
  verbasIndenizatoriasPeriodos(@Ctx() { em }: SubgraphContext): Promise<PeriodoAnual[]> {
    return periodosDe(em, 'verbas_indenizatorias', 'ano', 'mes');
  }

  @Query(() => [DeputadoRef], {
    nullable: 'items',
    description: 'Deputados com lançamentos no mês, por id (o nome vem do subgrafo people; null para um deputado que não existe mais lá).',
  })
  async verbasIndenizatoriasDeputados(@Arg('ano', () => Int) ano: number, @Arg('mes', () => Int) mes: number, @Ctx() { em }: SubgraphContext): Promise<DeputadoRef[]> {
    validarMes(ano, mes);
    const linhas = await em
      .getConnection()
      .execute<{ deputado_id: number }[]>(`select distinct deputado_id from ${TABELA} where ano = ? and mes = ? order by 1`, [ano, mes]);
    return linhas.map((linha) => deputadoRef(linha.deputado_id));
  }

  @Query(() => VerbaIndenizatoriaMes, { nullable: true, description: 'Lançamentos de um deputado em um mês por grupo e subgrupo, com as somas (uma consulta SQL); null sem lançamentos.' })
  async verbaIndenizatoria(
    @Arg('deputadoId', () => ID) deputadoId: string,
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int) mes: number,
    @Ctx() { em }: SubgraphContext,
  ): Promise<VerbaIndenizatoriaMes | null> {
    validarMes(ano, mes);
    const id = parseId(deputadoId);
    if (id === null) return null;
    // The sums come from PostgreSQL (window functions over the same rows), exact as numeric.
    const linhas = await em.getConnection().execute<LinhaLancamento[]>(
      `select id, deputado_id as "deputadoId", ano, mes, grupo, subgrupo, fornecedor, cnpj_cpf as "cnpjCpf",
              valor_apresentado::text as "valorApresentado", valor_indenizado::text as "valorIndenizado",
              to_char(data, 'YYYY-MM-DD') as data, numero,
              sum(valor_indenizado) over (partition by grupo)::text as "totalGrupo",
              sum(valor_indenizado) over (partition by grupo, subgrupo)::text as "totalSubgrupo",
              sum(valor_apresentado) over ()::text as "totalApresentado",
              sum(valor_indenizado) over ()::text as "totalIndenizado"
         from ${TABELA} where deputado_id = ? and ano = ? and mes = ?
        order by grupo, subgrupo, data, id`,
      [id, ano, mes],
    );
    const primeira = linhas[0];
    if (!primeira) return null;
    const grupos: VerbaGrupo[] = [];
    for (const linha of linhas) {
      let grupo = grupos.at(-1);
      if (grupo?.descricao !== linha.grupo) {
        grupo = { descricao: linha.grupo, totalIndenizado: linha.totalGrupo, subgrupos: [] };
        grupos.push(grupo);
      }
      let subgrupo: VerbaSubgrupo | undefined = grupo.subgrupos.at(-1);
      if (subgrupo?.descricao !== linha.subgrupo) {
        subgrupo = { descricao: linha.subgrupo, totalIndenizado: linha.totalSubgrupo, lancamentos: [] };
        grupo.subgrupos.push(subgrupo);
      }
      subgrupo.lancamentos.push(linha);
    }
    return { deputadoId: String(id), deputado: deputadoRef(id), ano, mes, totalApresentado: primeira.totalApresentado, totalIndenizado: primeira.totalIndenizado, grupos };
  }

  @Query(() => VerbasResumoAnual, { description: 'Somas do ano por deputado e mês (uma consulta SQL); `deputadoId` restringe a um deputado.' })
  async verbasIndenizatoriasResumoAnual(
    @Arg('ano', () => Int) ano: number,
    @Arg('deputadoId', () => ID, { nullable: true }) deputadoId: string | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<VerbasResumoAnual> {
    validarMes(ano);
    const id = deputadoId ? (parseId(deputadoId) ?? 0) : null;
    // Grouping sets: per deputy and month, per deputy, and the whole year, in one pass.
    const linhas = await em.getConnection().execute<LinhaResumo[]>(
      `select deputado_id as "deputadoId", mes,
              sum(valor_apresentado)::text as apresentado, sum(valor_indenizado)::text as indenizado,
              count(distinct deputado_id)::int as deputados
         from ${TABELA} where ano = ? ${id === null ? '' : 'and deputado_id = ?'}
        group by grouping sets ((deputado_id, mes), (deputado_id), ())
        order by deputado_id nulls last, mes nulls first`,
      id === null ? [ano] : [ano, id],
    );
    const deputados = new Map<number, VerbaResumoDeputado>();
    let geral: LinhaResumo | undefined;
    for (const linha of linhas) {
      if (linha.deputadoId === null) geral = linha;
      else if (linha.mes === null) deputados.set(linha.deputadoId, { deputadoId: String(linha.deputadoId), deputado: deputadoRef(linha.deputadoId), totalApresentado: linha.apresentado, totalIndenizado: linha.indenizado, meses: [] });
      else deputados.get(linha.deputadoId)?.meses.push({ mes: linha.mes, valorApresentado: linha.apresentado, valorIndenizado: linha.indenizado });
    }
    return {
      ano,
      totalApresentado: geral?.apresentado ?? '0.00',
      totalIndenizado: geral?.indenizado ?? '0.00',
      numeroDeputados: geral?.deputados ?? 0,
      deputados: [...deputados.values()],
    };
  }

  @Query(() => [VerbaPorCategoria], {
    description: 'Somas do ano (ou do mês) por grupo de despesa, de todos os deputados, do maior total indenizado ao menor (uma consulta SQL).',
  })
  verbasIndenizatoriasPorCategoria(
    @Arg('ano', () => Int) ano: number,
    @Arg('mes', () => Int, { nullable: true }) mes: number | null | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<VerbaPorCategoria[]> {
    validarMes(ano, mes);
    const comMes = mes !== undefined && mes !== null;
    return em.getConnection().execute<VerbaPorCategoria[]>(
      `select grupo as descricao, sum(valor_apresentado)::text as "totalApresentado", sum(valor_indenizado)::text as "totalIndenizado"
         from ${TABELA} where ano = ? ${comMes ? 'and mes = ?' : ''}
        group by grupo
        order by sum(valor_indenizado) desc, grupo`,
      comMes ? [ano, mes] : [ano],
    );
  }

  @Query(() => VerbasResumoAnual, {
    nullable: true,
    description: 'Somas por mês do ano mais recente em que o deputado tem lançamentos (só ele em `deputados`); null sem lançamentos.',
  })
  async verbasIndenizatoriasUltimoAnoDoDeputado(@Arg('deputadoId', () => ID) deputadoId: string, @Ctx() ctx: SubgraphContext): Promise<VerbasResumoAnual | null> {
    const id = parseId(deputadoId);
    if (id === null) return null;
    const [linha] = await ctx.em.getConnection().execute<{ ano: number | null }[]>(`select max(ano) as ano from ${TABELA} where deputado_id = ?`, [id]);
    return linha?.ano ? this.verbasIndenizatoriasResumoAnual(linha.ano, String(id), ctx) : null;
  }

  @FieldResolver(() => String, { description: 'CNPJ formatado, ou CPF mascarado ***.456.789-** quando o fornecedor é pessoa física.' })
  cnpjCpf(@Root() lancamento: VerbaIndenizatoria): string {
    return lancamento.cnpjCpf.length === 11 ? mascararCpf(lancamento.cnpjCpf) : formatarCnpj(lancamento.cnpjCpf);
  }
}
