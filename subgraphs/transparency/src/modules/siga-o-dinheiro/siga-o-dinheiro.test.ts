import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { formatarCnpj } from '../../lib/cnpj.js';
import { comandosDaLista } from '../../testing.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
});
afterAll(() => subgraph?.close());

/** Independent SQL over the seeded tables: what every answer below must equal. */
async function sql<T>(texto: string, parametros: unknown[] = []): Promise<T[]> {
  return subgraph.orm.em.fork().getConnection().execute<T[]>(texto, parametros);
}

async function consultar<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { data, errors } = await subgraph.query<T>(query, variables);
  expect(errors).toBeUndefined();
  return data!;
}

interface Somas {
  quantidadeEmpenhos: number;
  totalEmpenhado: string;
  totalLiquidado: string;
  totalPago: string;
}

const SOMAS = 'quantidadeEmpenhos totalEmpenhado totalLiquidado totalPago totalPagoFormatado';

async function somasEsperadas(onde: string, parametros: unknown[]): Promise<Somas> {
  const [linha] = await sql<Somas>(
    `select count(*)::int as "quantidadeEmpenhos", coalesce(sum(valor_empenhado), 0)::numeric(16,2)::text as "totalEmpenhado",
            coalesce(sum(valor_liquidado), 0)::numeric(16,2)::text as "totalLiquidado", coalesce(sum(valor_pago), 0)::numeric(16,2)::text as "totalPago"
       from transparency.empenhos where ${onde}`,
    parametros,
  );
  return linha!;
}

/** A seeded chain: a bid with two or more contracts, each followed by commitments of the same supplier and process. */
async function cadeiaDoSeed(): Promise<{ processo: string; cnpj: string }> {
  const [linha] = await sql<{ processo: string; cnpj: string }>(
    `select e.processo, min(c.cnpj) as cnpj from transparency.editais e
       join transparency.contratos c on c.processo = e.processo
      where (select count(*) from transparency.empenhos m where m.processo = c.processo and m.cnpj = c.cnpj) >= 2
      group by e.processo having count(distinct c.id) >= 2 order by e.processo limit 1`,
  );
  expect(linha, 'the seed has a bid with two contracts and their commitments').toBeDefined();
  return linha!;
}

const PROCESSO = `query($processo: String!, $porPagina: Int) {
  processoDeCompra(processo: $processo) {
    processo
    editais { id processo identificador }
    contratos { id numero cnpj processo valor execucao { ${SOMAS} } }
    execucao { ${SOMAS} }
    fornecedores { cnpj cnpjFormatado nome valorContratado execucao { ${SOMAS} } }
    empenhos(porPagina: $porPagina) { total itens { numero cnpj processo } }
  }
}`;

interface RespostaProcesso {
  processoDeCompra: {
    processo: string;
    editais: { id: string; processo: string }[];
    contratos: { id: string; cnpj: string; processo: string; valor: string; execucao: Somas }[];
    execucao: Somas & { totalPagoFormatado: string };
    fornecedores: { cnpj: string; cnpjFormatado: string; nome: string; valorContratado: string; execucao: Somas }[];
    empenhos: { total: number; itens: { cnpj: string; processo: string }[] };
  } | null;
}

const FORNECEDOR = `query($cnpj: String!, $porPagina: Int) {
  fornecedor(cnpj: $cnpj) {
    cnpj cnpjFormatado nome quantidadeContratos valorContratado valorContratadoFormatado
    execucao { ${SOMAS} }
    contratos(porPagina: $porPagina) { total itens { id processo cnpj execucao { ${SOMAS} } } }
    empenhos(porPagina: $porPagina) { total itens { cnpj } }
  }
}`;

interface RespostaFornecedor {
  fornecedor: {
    cnpj: string;
    cnpjFormatado: string;
    nome: string;
    quantidadeContratos: number;
    valorContratado: string;
    valorContratadoFormatado: string;
    execucao: Somas;
    contratos: { total: number; itens: { id: string; processo: string | null; cnpj: string; execucao: Somas }[] };
    empenhos: { total: number; itens: { cnpj: string }[] };
  } | null;
}

const sem = <T extends object>(objeto: T, campo: string) => Object.fromEntries(Object.entries(objeto).filter(([k]) => k !== campo));

describe('siga o dinheiro: processo de compra', () => {
  it('joins the bid, its contracts and their commitments by process number, with sums equal to independent SQL', async () => {
    const { processo } = await cadeiaDoSeed();
    const { processoDeCompra: p } = await consultar<RespostaProcesso>(PROCESSO, { processo, porPagina: 100 });
    expect(p!.processo).toBe(processo);
    expect(p!.editais.length).toBeGreaterThanOrEqual(1);
    expect(p!.editais.every((e) => e.processo === processo)).toBe(true);
    const contratos = await sql<{ id: number }>('select id from transparency.contratos where processo = ? order by data_assinatura, id', [processo]);
    expect(p!.contratos.map((c) => Number(c.id))).toEqual(contratos.map((c) => c.id));
    expect(sem(p!.execucao, 'totalPagoFormatado')).toEqual(await somasEsperadas('processo = ?', [processo]));
    for (const contrato of p!.contratos) {
      expect(contrato.execucao.quantidadeEmpenhos).toBeGreaterThanOrEqual(1);
      expect(sem(contrato.execucao, 'totalPagoFormatado')).toEqual(await somasEsperadas('processo = ? and cnpj = ?', [processo, contrato.cnpj]));
    }
    for (const fornecedor of p!.fornecedores) {
      expect(fornecedor.cnpjFormatado).toBe(formatarCnpj(fornecedor.cnpj));
      expect(sem(fornecedor.execucao, 'totalPagoFormatado')).toEqual(await somasEsperadas('processo = ? and cnpj = ?', [processo, fornecedor.cnpj]));
      const [contratado] = await sql<{ valor: string }>('select coalesce(sum(valor), 0)::numeric(16,2)::text as valor from transparency.contratos where processo = ? and cnpj = ?', [processo, fornecedor.cnpj]);
      expect(fornecedor.valorContratado).toBe(contratado!.valor);
    }
    expect(p!.empenhos.total).toBe(p!.execucao.quantidadeEmpenhos);
    expect(p!.empenhos.itens.every((e) => e.processo === processo)).toBe(true);
  });

  it('is null for a process nobody cites, and refuses an empty or too long number in Portuguese', async () => {
    expect((await consultar<RespostaProcesso>(PROCESSO, { processo: '1900.0000.000000' })).processoDeCompra).toBeNull();
    for (const processo of ['  ', 'x'.repeat(41)]) {
      const { errors } = await subgraph.query(PROCESSO, { processo });
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe o número do processo (até 40 caracteres).'] });
    }
  });

  it('costs the same SQL statements for a page of 2 and of 50 commitments', async () => {
    const { processo } = await cadeiaDoSeed();
    const { menor: dois, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => consultar(PROCESSO, { processo, porPagina }), [2, 50]);
    expect(cinquenta).toBe(dois);
  });
});

describe('siga o dinheiro: fornecedor', () => {
  it('answers how much the Assembly paid a supplier and through which contracts, equal to independent SQL', async () => {
    const { cnpj } = await cadeiaDoSeed();
    const { fornecedor: f } = await consultar<RespostaFornecedor>(FORNECEDOR, { cnpj: formatarCnpj(cnpj), porPagina: 100 });
    expect(f!.cnpj).toBe(cnpj);
    const [contratos] = await sql<{ quantidade: number; valor: string }>(
      'select count(*)::int as quantidade, coalesce(sum(valor), 0)::numeric(16,2)::text as valor from transparency.contratos where cnpj = ?',
      [cnpj],
    );
    expect(f!.quantidadeContratos).toBe(contratos!.quantidade);
    expect(f!.valorContratado).toBe(contratos!.valor);
    expect(f!.contratos.total).toBe(contratos!.quantidade);
    expect(sem(f!.execucao, 'totalPagoFormatado')).toEqual(await somasEsperadas('cnpj = ?', [cnpj]));
    expect(f!.empenhos.total).toBe(f!.execucao.quantidadeEmpenhos);
    expect(f!.empenhos.itens.every((e) => e.cnpj === cnpj)).toBe(true);
    for (const contrato of f!.contratos.itens) {
      const esperado = contrato.processo ? await somasEsperadas('processo = ? and cnpj = ?', [contrato.processo, cnpj]) : { quantidadeEmpenhos: 0, totalEmpenhado: '0.00', totalLiquidado: '0.00', totalPago: '0.00' };
      expect(sem(contrato.execucao, 'totalPagoFormatado')).toEqual(esperado);
    }
    const [nome] = await sql<{ nome: string }>(
      `select nome from (select fornecedor as nome, data_assinatura as data, 1 as origem from transparency.contratos where cnpj = ?
        union all select credor, data, 0 from transparency.empenhos where cnpj = ?) n order by data desc, origem desc limit 1`,
      [cnpj, cnpj],
    );
    expect(f!.nome).toBe(nome!.nome);
  });

  it('lists the sanctions of a supplier, and knows a company cited only by a sanction (the sanctions list links here)', async () => {
    const consulta = 'query ($cnpj: String!) { fornecedor(cnpj: $cnpj) { nome quantidadeContratos execucao { quantidadeEmpenhos } sancoes { id sancao processo } } }';
    type Resposta = { fornecedor: { nome: string; quantidadeContratos: number; execucao: { quantidadeEmpenhos: number }; sancoes: { id: string; sancao: string; processo: string | null }[] } | null };
    const sancionadas = await sql<{ id: number; cnpj: string }>('select id, cnpj from transparency.sancoes_administrativas where cnpj is not null order by cnpj, data_publicacao desc nulls last, id desc');
    expect(sancionadas.length).toBeGreaterThan(0);
    const cnpj = sancionadas[0]!.cnpj;
    const { fornecedor } = await consultar<Resposta>(consulta, { cnpj });
    expect(fornecedor!.sancoes.map((s) => Number(s.id))).toEqual(sancionadas.filter((s) => s.cnpj === cnpj).map((s) => s.id));

    // A company no contract or commitment cites, sanctioned: its page exists, named by the sanction.
    const semContratos = '11444777000161';
    const em = subgraph.orm.em.fork();
    await em.getConnection().execute(
      `insert into transparency.sancoes_administrativas (ano, empresa, cnpj, sancao, processo, data_publicacao)
       values (2025, 'Construtora Serra Dourada Ltda.', ?, 'Advertência', '2025.0999.0001', '2025-03-10')`,
      [semContratos],
    );
    try {
      const { fornecedor: sancionada } = await consultar<Resposta>(consulta, { cnpj: semContratos });
      expect(sancionada).toEqual({
        nome: 'Construtora Serra Dourada Ltda.',
        quantidadeContratos: 0,
        execucao: { quantidadeEmpenhos: 0 },
        sancoes: [{ id: expect.any(String), sancao: 'Advertência', processo: '2025.0999.0001' }],
      });
    } finally {
      await em.getConnection().execute('delete from transparency.sancoes_administrativas where cnpj = ?', [semContratos]);
    }
  });

  it('is null for an unknown CNPJ and refuses a malformed one', async () => {
    expect((await consultar<RespostaFornecedor>(FORNECEDOR, { cnpj: '00000000000191' })).fornecedor).toBeNull();
    const { errors } = await subgraph.query(FORNECEDOR, { cnpj: '123' });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um CNPJ com 14 dígitos.'] });
  });

  it('batches every contract execution of a page: same SQL statements for 2 and 50 contracts', async () => {
    const [maior] = await sql<{ cnpj: string }>('select cnpj from transparency.contratos where processo is not null group by cnpj order by count(*) desc, cnpj limit 1');
    const { menor: dois, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => consultar(FORNECEDOR, { cnpj: maior!.cnpj, porPagina }), [2, 50]);
    expect(cinquenta).toBe(dois);
  });
});

const NUMEROS = `query($ano: Int!) {
  assembleiaEmNumeros(ano: $ano) {
    ano anos
    gastosPorMes { mes quantidade empenhado pago }
    gastosPorNatureza { elementoDespesa quantidade empenhado pago }
    folhaPorMes { mes quantidade bruto liquido }
    licitacoes { quantidade valor }
    contratos { quantidade valor }
  }
}`;

interface RespostaNumeros {
  assembleiaEmNumeros: {
    ano: number;
    anos: number[];
    gastosPorMes: { mes: number; quantidade: number; empenhado: string; pago: string }[];
    gastosPorNatureza: { elementoDespesa: string; quantidade: number; empenhado: string; pago: string }[];
    folhaPorMes: { mes: number; quantidade: number; bruto: string; liquido: string }[];
    licitacoes: { quantidade: number; valor: string };
    contratos: { quantidade: number; valor: string };
  };
}

describe('Assembleia em números', () => {
  it('aggregates the year in SQL: every figure equals independent SQL', async () => {
    const [{ ano } = { ano: 0 }] = await sql<{ ano: number }>('select max(ano) as ano from transparency.empenhos');
    const { assembleiaEmNumeros: n } = await consultar<RespostaNumeros>(NUMEROS, { ano });
    expect(n.anos).toContain(ano);
    expect(n.gastosPorMes.map((m) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of n.gastosPorMes) {
      const [esperado] = await sql<{ quantidade: number; empenhado: string; pago: string }>(
        `select count(*)::int as quantidade, coalesce(sum(valor_empenhado), 0)::numeric(16,2)::text as empenhado, coalesce(sum(valor_pago), 0)::numeric(16,2)::text as pago
           from transparency.empenhos where extract(year from data) = ? and extract(month from data) = ?`,
        [ano, m.mes],
      );
      expect(m, `mês ${m.mes}`).toEqual({ mes: m.mes, ...esperado });
    }
    const naturezas = await sql<{ elementoDespesa: string; quantidade: number; empenhado: string; pago: string }>(
      `select elemento_despesa as "elementoDespesa", count(*)::int as quantidade, sum(valor_empenhado)::numeric(16,2)::text as empenhado, sum(valor_pago)::numeric(16,2)::text as pago
         from transparency.empenhos where ano = ? group by 1 order by sum(valor_pago) desc, 1`,
      [ano],
    );
    expect(n.gastosPorNatureza).toEqual(naturezas);
    expect(n.gastosPorNatureza.length).toBeGreaterThan(1);
    const folha = await sql<{ mes: number; quantidade: number; bruto: string; liquido: string }>(
      'select mes::int as mes, count(*)::int as quantidade, sum(bruto)::numeric(16,2)::text as bruto, sum(liquido)::numeric(16,2)::text as liquido from transparency.remuneracoes where ano = ? group by mes order by mes',
      [ano],
    );
    expect(n.folhaPorMes).toEqual(folha);
    const [editais] = await sql<{ quantidade: number; valor: string }>('select count(*)::int as quantidade, coalesce(sum(valor_estimado), 0)::numeric(16,2)::text as valor from transparency.editais where ano = ?', [ano]);
    expect(n.licitacoes).toEqual(editais);
    expect(n.licitacoes.quantidade).toBeGreaterThan(0);
    const [contratos] = await sql<{ quantidade: number; valor: string }>('select count(*)::int as quantidade, coalesce(sum(valor), 0)::numeric(16,2)::text as valor from transparency.contratos where ano = ?', [ano]);
    expect(n.contratos).toEqual(contratos);
  });

  it('refuses a year out of range in Portuguese', async () => {
    const { errors } = await subgraph.query(NUMEROS, { ano: 99 });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um ano válido, por exemplo 2025.'] });
  });
});
