import { dataIsoValida, snake } from '@alego/catalog';
import { ValidacaoError, type SubgraphContext } from '@alego/kit';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { PeriodoAnual } from '../../lib/consultas.js';
import { anosPermitidos, CadastroComAno, CADASTROS_COM_ANO } from './relatorio-pdf.js';

@ObjectType({ description: 'Uma opção de um campo de escolha de um cadastro: o valor guardado e o texto mostrado.' })
export class OpcaoDoCadastro {
  @Field()
  valor!: string;

  @Field()
  descricao!: string;
}

/**
 * The lookups the legacy API lists beside a register (`/diarios/anos-e-meses`, `/requerimentos/tipos`,
 * `/expedientes/origens`...), answered for any register from its table and its catalog entry: one query each, no code
 * per register.
 */
@Resolver()
export class AnosResolver {
  @Query(() => [Int], { description: 'Anos aceitos pelo formulário do cadastro, do maior ao menor (back-office §5).' })
  anosPermitidos(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno): number[] {
    return anosPermitidos(cadastro);
  }

  @Query(() => [Int], { description: 'Anos que têm registros no cadastro, do maior ao menor (filtros públicos).' })
  async anosComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Ctx() { em }: SubgraphContext): Promise<number[]> {
    const linhas = await em.getConnection().execute<{ ano: number }[]>(`select distinct ano from ${tabela(em, cadastro)} order by ano desc`);
    return linhas.map((l) => l.ano);
  }

  @Query(() => [Int], { description: 'Anos que têm registros em algum dos cadastros, do maior ao menor (o grupo /despesas-com-pessoal/anos).' })
  async anosComDadosDe(@Arg('cadastros', () => [CadastroComAno]) cadastros: CadastroComAno[], @Ctx() { em }: SubgraphContext): Promise<number[]> {
    if (!cadastros.length) return [];
    const uniao = [...new Set(cadastros)].map((cadastro) => `select ano from ${tabela(em, cadastro)}`).join(' union ');
    const linhas = await em.getConnection().execute<{ ano: number }[]>(`select distinct ano from (${uniao}) anos order by ano desc`);
    return linhas.map((l) => l.ano);
  }

  @Query(() => [PeriodoAnual], { description: 'Anos e meses com registros no cadastro, do mais recente (cadastros com mês).' })
  async periodosComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Ctx() { em }: SubgraphContext): Promise<PeriodoAnual[]> {
    coluna(em, cadastro, 'mes');
    const linhas = await em.getConnection().execute<{ ano: number; mes: number }[]>(`select distinct ano, mes from ${tabela(em, cadastro)} order by ano desc, mes desc`);
    const anos = new Map<number, number[]>();
    for (const { ano, mes } of linhas) anos.set(ano, [...(anos.get(ano) ?? []), mes]);
    return [...anos].map(([ano, meses]) => Object.assign(new PeriodoAnual(), { ano, meses }));
  }

  @Query(() => [Int], { description: 'Meses do ano com registros, do mais recente (cadastros com mês: /frotas/abastecimentos/anos/{ano}/meses).' })
  async mesesComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Arg('ano', () => Int) ano: number, @Ctx() { em }: SubgraphContext): Promise<number[]> {
    coluna(em, cadastro, 'mes');
    if (!Number.isInteger(ano) || ano < 1900 || ano > 2100) throw new ValidacaoError('Informe um ano válido, por exemplo 2025.');
    const linhas = await em.getConnection().execute<{ mes: number }[]>(`select distinct mes from ${tabela(em, cadastro)} where ano = ? order by mes desc`, [ano]);
    return linhas.map((l) => l.mes);
  }

  @Query(() => [String], { description: 'Datas com registros no ano (sem ano: o mais recente com registros), em ordem (cadastros com data).' })
  async datasComDados(
    @Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno,
    @Arg('ano', () => Int, { nullable: true }) ano: number | undefined,
    @Ctx() { em }: SubgraphContext,
  ): Promise<string[]> {
    coluna(em, cadastro, 'data');
    if (ano !== undefined && ano !== null && (!Number.isInteger(ano) || ano < 1900 || ano > 2100)) throw new ValidacaoError('Informe um ano válido, por exemplo 2025.');
    const daTabela = tabela(em, cadastro);
    const linhas = await em
      .getConnection()
      .execute<{ data: string }[]>(`select distinct to_char(data, 'YYYY-MM-DD') as data from ${daTabela} where ano = coalesce(?, (select max(ano) from ${daTabela})) order by data`, [ano ?? null]);
    return linhas.map((l) => l.data);
  }

  @Query(() => Boolean, { description: 'Se o cadastro tem registro nesta data (AAAA-MM-DD): houve publicação do Diário, houve sessão.' })
  async temRegistroNaData(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Arg('data') data: string, @Ctx() { em }: SubgraphContext): Promise<boolean> {
    coluna(em, cadastro, 'data');
    if (!dataIsoValida(data)) throw new ValidacaoError('Informe a data no formato AAAA-MM-DD.');
    const [linha] = await em.getConnection().execute<{ existe: boolean }[]>(`select exists (select 1 from ${tabela(em, cadastro)} where data = ?) as existe`, [data]);
    return !!linha?.existe;
  }

  @Query(() => [String], { description: 'Valores distintos de um campo de texto do cadastro, em ordem alfabética (origens, destinatários, assuntos).' })
  async valoresComDados(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Arg('campo') campo: string, @Ctx() { em }: SubgraphContext): Promise<string[]> {
    const nome = campoDoFormulario(cadastro, campo, ['texto']);
    const linhas = await em.getConnection().execute<{ valor: string }[]>(`select distinct ${coluna(em, cadastro, nome)} as valor from ${tabela(em, cadastro)} where ${coluna(em, cadastro, nome)} is not null order by 1`);
    return linhas.map((l) => l.valor);
  }

  @Query(() => [OpcaoDoCadastro], { description: 'As opções de um campo de escolha do cadastro, na ordem do formulário (tipos, etapas).' })
  opcoesDoCadastro(@Arg('cadastro', () => CadastroComAno) cadastro: CadastroComAno, @Arg('campo') campo: string): OpcaoDoCadastro[] {
    const nome = campoDoFormulario(cadastro, campo, ['opcoes']);
    const opcoes = CADASTROS_COM_ANO[cadastro].admin?.formulario.find((c) => c.campo === nome)?.opcoes ?? [];
    return opcoes.map((o) => Object.assign(new OpcaoDoCadastro(), { valor: o.valor, descricao: o.rotulo }));
  }
}

function tabela(em: SubgraphContext['em'], cadastro: CadastroComAno): string {
  return `transparency.${em.getMetadata().get(CADASTROS_COM_ANO[cadastro].entidade).tableName}`;
}

/** The column of an entity property, refused when the register has no such property (never a name from the request in SQL). */
function coluna(em: SubgraphContext['em'], cadastro: CadastroComAno, propriedade: string): string {
  const meta = em.getMetadata().get(CADASTROS_COM_ANO[cadastro].entidade);
  const prop = (meta.properties as Record<string, { fieldNames: string[] } | undefined>)[propriedade];
  if (!prop) throw new ValidacaoError(`O cadastro ${cadastro} não tem o campo ${propriedade}.`);
  return prop.fieldNames[0] ?? snake(propriedade);
}

function campoDoFormulario(cadastro: CadastroComAno, campo: string, tipos: readonly string[]): string {
  const doFormulario = CADASTROS_COM_ANO[cadastro].admin?.formulario.find((c) => c.campo === campo && tipos.includes(c.tipo));
  if (!doFormulario) throw new ValidacaoError(`O cadastro ${cadastro} não tem o campo ${campo}.`);
  return doFormulario.campo;
}
