import { gerarCpf } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { gerarCnpj } from '../../lib/cnpj.js';
import { somarValores } from '../../lib/dinheiro.js';
import { inserirLinhas } from '../../testing.js';

let subgraph: TestSubgraph;
const CNPJ = gerarCnpj(55_443_322);
const CPF = gerarCpf(123_456_789);

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  const linha = (deputado: number, mes: number, grupo: string, subgrupo: string, documento: string, apresentado: string, indenizado: string, dia: string) =>
    [deputado, 2017, mes, grupo, subgrupo, documento === CPF ? 'Locadora Pessoa Física' : 'Posto de Teste Ltda.', documento, apresentado, indenizado, `2017-${String(mes).padStart(2, '0')}-${dia}`, '000123'];
  await inserirLinhas(subgraph.orm, {
    tabela: 'verbas_indenizatorias',
    colunas: ['deputado_id', 'ano', 'mes', 'grupo', 'subgrupo', 'fornecedor', 'cnpj_cpf', 'valor_apresentado', 'valor_indenizado', 'data', 'numero'],
    linhas: [
      linha(7, 3, 'Combustíveis e lubrificantes', 'Combustível', CNPJ, '0.10', '0.10', '05'),
      linha(7, 3, 'Combustíveis e lubrificantes', 'Combustível', CNPJ, '0.20', '0.20', '06'),
      linha(7, 3, 'Manutenção de escritório de apoio', 'Aluguel de imóvel', CPF, '3000.00', '2999.99', '10'),
      linha(7, 3, 'Manutenção de escritório de apoio', 'Energia elétrica', CNPJ, '150.55', '150.55', '12'),
      linha(7, 1, 'Combustíveis e lubrificantes', 'Combustível', CNPJ, '100.00', '90.00', '03'),
      linha(9, 3, 'Combustíveis e lubrificantes', 'Combustível', CNPJ, '1.00', '1.00', '03'),
    ],
  });
});
afterAll(() => subgraph?.close());

const MES = `query($deputadoId: ID!, $ano: Int!, $mes: Int!) {
  verbaIndenizatoria(deputadoId: $deputadoId, ano: $ano, mes: $mes) {
    deputado { id } ano mes totalApresentado totalIndenizado
    grupos { descricao totalIndenizado subgrupos { descricao totalIndenizado lancamentos { fornecedor cnpjCpf valorApresentado valorIndenizado data numero } } }
  }
}`;

describe('verbas indenizatórias', () => {
  it('groups a month by group and subgroup with exact SQL sums, masking CPFs', async () => {
    const { data, errors } = await subgraph.query<{ verbaIndenizatoria: Record<string, unknown> }>(MES, { deputadoId: '7', ano: 2017, mes: 3 });
    expect(errors).toBeUndefined();
    const cnpj = `${CNPJ.slice(0, 2)}.${CNPJ.slice(2, 5)}.${CNPJ.slice(5, 8)}/${CNPJ.slice(8, 12)}-${CNPJ.slice(12)}`;
    expect(data!.verbaIndenizatoria).toEqual({
      deputado: { id: '7' },
      ano: 2017,
      mes: 3,
      totalApresentado: '3150.85',
      totalIndenizado: '3150.84',
      grupos: [
        {
          descricao: 'Combustíveis e lubrificantes',
          totalIndenizado: '0.30',
          subgrupos: [
            {
              descricao: 'Combustível',
              totalIndenizado: '0.30',
              lancamentos: [
                { fornecedor: 'Posto de Teste Ltda.', cnpjCpf: cnpj, valorApresentado: '0.10', valorIndenizado: '0.10', data: '2017-03-05', numero: '000123' },
                { fornecedor: 'Posto de Teste Ltda.', cnpjCpf: cnpj, valorApresentado: '0.20', valorIndenizado: '0.20', data: '2017-03-06', numero: '000123' },
              ],
            },
          ],
        },
        {
          descricao: 'Manutenção de escritório de apoio',
          totalIndenizado: '3150.54',
          subgrupos: [
            { descricao: 'Aluguel de imóvel', totalIndenizado: '2999.99', lancamentos: [expect.objectContaining({ cnpjCpf: `***.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-**` })] },
            { descricao: 'Energia elétrica', totalIndenizado: '150.55', lancamentos: [expect.objectContaining({ valorIndenizado: '150.55' })] },
          ],
        },
      ],
    });
    const nada = await subgraph.query<{ verbaIndenizatoria: unknown }>(MES, { deputadoId: '7', ano: 2017, mes: 2 });
    expect(nada.data!.verbaIndenizatoria).toBeNull();
  });

  it('lists periods newest first and the deputies with entries in a month', async () => {
    const { data } = await subgraph.query<{ verbasIndenizatoriasPeriodos: { ano: number; meses: number[] }[]; verbasIndenizatoriasDeputados: { id: string }[]; seed: { id: string }[] }>(
      `{ verbasIndenizatoriasPeriodos { ano meses } verbasIndenizatoriasDeputados(ano: 2017, mes: 3) { id } seed: verbasIndenizatoriasDeputados(ano: 2025, mes: 6) { id } }`,
    );
    expect(data!.verbasIndenizatoriasPeriodos.at(-1)).toEqual({ ano: 2017, meses: [3, 1] });
    expect(data!.verbasIndenizatoriasPeriodos.map((p) => p.ano)).toHaveLength(4);
    expect(data!.verbasIndenizatoriasDeputados).toEqual([{ id: '7' }, { id: '9' }]);
    expect(data!.seed).toHaveLength(41);
  });

  it('summarises a year per deputy and month, and the whole year, in exact sums', async () => {
    const { data } = await subgraph.query<{ verbasIndenizatoriasResumoAnual: Record<string, unknown>; um: { deputados: unknown[]; numeroDeputados: number } }>(
      `{ verbasIndenizatoriasResumoAnual(ano: 2017) { ano totalApresentado totalIndenizado numeroDeputados deputados { deputado { id } totalApresentado totalIndenizado meses { mes valorApresentado valorIndenizado } } }
         um: verbasIndenizatoriasResumoAnual(ano: 2017, deputadoId: "9") { numeroDeputados deputados { deputado { id } } } }`,
    );
    expect(data!.verbasIndenizatoriasResumoAnual).toEqual({
      ano: 2017,
      totalApresentado: '3251.85',
      totalIndenizado: '3241.84',
      numeroDeputados: 2,
      deputados: [
        {
          deputado: { id: '7' },
          totalApresentado: '3250.85',
          totalIndenizado: '3240.84',
          meses: [
            { mes: 1, valorApresentado: '100.00', valorIndenizado: '90.00' },
            { mes: 3, valorApresentado: '3150.85', valorIndenizado: '3150.84' },
          ],
        },
        { deputado: { id: '9' }, totalApresentado: '1.00', totalIndenizado: '1.00', meses: [{ mes: 3, valorApresentado: '1.00', valorIndenizado: '1.00' }] },
      ],
    });
    expect(data!.um).toEqual({ numeroDeputados: 1, deputados: [{ deputado: { id: '9' } }] });
    const vazio = await subgraph.query<{ verbasIndenizatoriasResumoAnual: unknown }>('{ verbasIndenizatoriasResumoAnual(ano: 1999) { totalIndenizado numeroDeputados deputados { totalIndenizado } } }');
    expect(vazio.data!.verbasIndenizatoriasResumoAnual).toEqual({ totalIndenizado: '0.00', numeroDeputados: 0, deputados: [] });
  });

  it("summarises a deputy's latest year with entries, and answers null without entries", async () => {
    // Deputy 500 is not in the seed: entries in 2016 and 2018 only.
    const linha = (ano: number, mes: number, valor: string) =>
      [500, ano, mes, 'Combustíveis e lubrificantes', 'Combustível', 'Posto de Teste Ltda.', CNPJ, valor, valor, `${ano}-${String(mes).padStart(2, '0')}-02`, '000500'];
    await inserirLinhas(subgraph.orm, {
      tabela: 'verbas_indenizatorias',
      colunas: ['deputado_id', 'ano', 'mes', 'grupo', 'subgrupo', 'fornecedor', 'cnpj_cpf', 'valor_apresentado', 'valor_indenizado', 'data', 'numero'],
      linhas: [linha(2016, 5, '9.99'), linha(2018, 2, '10.10'), linha(2018, 2, '0.05'), linha(2018, 11, '1234.50')],
    });
    const ULTIMO = `query($id: ID!) { verbasIndenizatoriasUltimoAnoDoDeputado(deputadoId: $id) {
      ano totalApresentado totalIndenizado numeroDeputados deputados { deputadoId totalApresentado totalIndenizado meses { mes valorApresentado valorIndenizado } } } }`;
    const ultimo = async (id: string) => {
      const { data, errors } = await subgraph.query<{ verbasIndenizatoriasUltimoAnoDoDeputado: unknown }>(ULTIMO, { id });
      expect(errors).toBeUndefined();
      return data!.verbasIndenizatoriasUltimoAnoDoDeputado;
    };
    expect(await ultimo('500')).toEqual({
      ano: 2018,
      totalApresentado: '1244.65',
      totalIndenizado: '1244.65',
      numeroDeputados: 1,
      deputados: [
        {
          deputadoId: '500',
          totalApresentado: '1244.65',
          totalIndenizado: '1244.65',
          meses: [
            { mes: 2, valorApresentado: '10.15', valorIndenizado: '10.15' },
            { mes: 11, valorApresentado: '1234.50', valorIndenizado: '1234.50' },
          ],
        },
      ],
    });
    expect(await ultimo('999')).toBeNull();
    expect(await ultimo('abc')).toBeNull();
  });

  it('gives every seeded deputy three years of allowances', async () => {
    const { data } = await subgraph.query<{ verbasIndenizatoriasPeriodos: { ano: number; meses: number[] }[] }>('{ verbasIndenizatoriasPeriodos { ano meses } }');
    const [, anterior] = data!.verbasIndenizatoriasPeriodos;
    const resumo = await subgraph.query<{ verbasIndenizatoriasResumoAnual: { numeroDeputados: number; deputados: { meses: unknown[] }[] } }>(
      `{ verbasIndenizatoriasResumoAnual(ano: ${anterior!.ano}) { numeroDeputados deputados { meses { mes } } } }`,
    );
    expect(resumo.data!.verbasIndenizatoriasResumoAnual.numeroDeputados).toBe(41);
    expect(resumo.data!.verbasIndenizatoriasResumoAnual.deputados.every((d) => d.meses.length === 12)).toBe(true);
  });

  it('sums a year or a month of every deputy by category, exactly, the largest indemnified first', async () => {
    const POR_CATEGORIA = 'query($ano: Int!, $mes: Int) { verbasIndenizatoriasPorCategoria(ano: $ano, mes: $mes) { descricao totalApresentado totalIndenizado } }';
    const porCategoria = async (ano: number, mes?: number) => {
      const { data, errors } = await subgraph.query<{ verbasIndenizatoriasPorCategoria: { descricao: string; totalApresentado: string; totalIndenizado: string }[] }>(POR_CATEGORIA, { ano, mes });
      expect(errors).toBeUndefined();
      return data!.verbasIndenizatoriasPorCategoria;
    };
    expect(await porCategoria(2017)).toEqual([
      { descricao: 'Manutenção de escritório de apoio', totalApresentado: '3150.55', totalIndenizado: '3150.54' },
      { descricao: 'Combustíveis e lubrificantes', totalApresentado: '101.30', totalIndenizado: '91.30' },
    ]);
    expect(await porCategoria(2017, 3)).toEqual([
      { descricao: 'Manutenção de escritório de apoio', totalApresentado: '3150.55', totalIndenizado: '3150.54' },
      { descricao: 'Combustíveis e lubrificantes', totalApresentado: '1.30', totalIndenizado: '1.30' },
    ]);
    expect(await porCategoria(2017, 1)).toEqual([{ descricao: 'Combustíveis e lubrificantes', totalApresentado: '100.00', totalIndenizado: '90.00' }]);
    expect(await porCategoria(2017, 2)).toEqual([]);
    expect(await porCategoria(1999)).toEqual([]);

    // A seeded year: the categories add up to the sums of every row of the year, to the cent.
    const { data } = await subgraph.query<{ verbasIndenizatoriasPeriodos: { ano: number }[] }>('{ verbasIndenizatoriasPeriodos { ano } }');
    const ano = data!.verbasIndenizatoriasPeriodos[1]!.ano;
    const categorias = await porCategoria(ano);
    expect(categorias.length).toBeGreaterThan(1);
    const [linhas] = await subgraph.orm.em.fork().getConnection().execute<{ apresentado: string; indenizado: string; grupos: number }[]>(
      `select sum(valor_apresentado)::text as apresentado, sum(valor_indenizado)::text as indenizado, count(distinct grupo)::int as grupos
         from "transparency".verbas_indenizatorias where ano = ?`,
      [ano],
    );
    expect(categorias).toHaveLength(linhas!.grupos);
    expect(somarValores(categorias.map((c) => c.totalApresentado))).toBe(linhas!.apresentado);
    expect(somarValores(categorias.map((c) => c.totalIndenizado))).toBe(linhas!.indenizado);
    const indenizados = categorias.map((c) => Number(c.totalIndenizado));
    expect(indenizados).toEqual([...indenizados].sort((a, b) => b - a));
    for (const c of categorias) expect(c.totalIndenizado).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses an invalid year or month by category in Portuguese', async () => {
    const casos: [number, number | undefined, string[]][] = [
      [17, undefined, ['Informe um ano válido, por exemplo 2025.']],
      [2017, 0, ['Informe um mês entre 1 e 12.']],
      [3000, 13, ['Informe um ano válido, por exemplo 2025.', 'Informe um mês entre 1 e 12.']],
    ];
    for (const [ano, mes, mensagens] of casos) {
      const { errors } = await subgraph.query('query($ano: Int!, $mes: Int) { verbasIndenizatoriasPorCategoria(ano: $ano, mes: $mes) { descricao } }', { ano, mes });
      expect(errors?.[0]?.extensions, `${ano}/${mes}`).toMatchObject({ code: 'BAD_USER_INPUT', mensagens });
    }
  });

  it('refuses an invalid year or month in Portuguese', async () => {
    const { errors } = await subgraph.query(MES, { deputadoId: '7', ano: 17, mes: 13 });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um ano válido, por exemplo 2025.', 'Informe um mês entre 1 e 12.'] });
  });

  it('staff register an expense from the catalog form: the CPF kept whole for them, masked for the public', async () => {
    const equipe = subgraph.como(await subgraph.equipe(['api/admin/verbas_indenizatorias']));
    const CRIAR = `mutation($dados: VerbaLancamentoInput!) { criarVerbaLancamento(dados: $dados) { id deputadoId documentoFornecedor cnpjCpf valorIndenizado } }`;
    const cpf = gerarCpf(987_654_321);
    const dados = (extra: Record<string, unknown> = {}) => ({
      ano: 2018, mes: 2, deputadoId: '7', grupo: 'Combustíveis e lubrificantes', subgrupo: 'Combustível', fornecedor: 'Motorista Autônomo',
      documentoFornecedor: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, numero: '4321', data: '2018-02-14', valorApresentado: '500,00', valorIndenizado: '450', ...extra,
    });
    const criado = await equipe.query<{ criarVerbaLancamento: Record<string, unknown> }>(CRIAR, { dados: dados() });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarVerbaLancamento).toMatchObject({ deputadoId: '7', documentoFornecedor: cpf, cnpjCpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`, valorIndenizado: '450.00' });

    const invalido = await equipe.query(CRIAR, { dados: dados({ documentoFornecedor: '123.456.789-00', valorIndenizado: '600' }) });
    expect(invalido.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um CNPJ ou CPF válido.', 'O valor indenizado não pode passar do apresentado.'] });
    const comCnpj = await equipe.query<{ criarVerbaLancamento: { cnpjCpf: string } }>(CRIAR, { dados: dados({ documentoFornecedor: CNPJ, data: '2018-02-28' }) });
    expect(comCnpj.data!.criarVerbaLancamento.cnpjCpf).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    const foraDoMes = await equipe.query(CRIAR, { dados: dados({ data: '2018-03-01' }) });
    expect(foraDoMes.errors?.[0]?.extensions?.mensagens).toEqual(['Data do documento deve estar no ano e no mês informados.']);
  });
});
