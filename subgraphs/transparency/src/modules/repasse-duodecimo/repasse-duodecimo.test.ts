import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { inserirLinhas } from '../../testing.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  await inserirLinhas(subgraph.orm, {
    tabela: 'repasses_duodecimos',
    colunas: ['ano', 'mes', 'data_repasse', 'valor_previsto', 'valor_repassado'],
    linhas: [
      [2018, 1, '2018-01-20', '58333333.33', '58333333.33'],
      [2018, 2, '2018-02-20', '58333333.33', '58000000.01'],
      [2018, 12, '2018-12-20', '58333333.34', '58333333.34'],
    ],
  });
});
afterAll(() => subgraph?.close());

describe('repasses de duodécimos', () => {
  it('lists a year newest month first with exact sums', async () => {
    const { data, errors } = await subgraph.query<{
      repassesDuodecimos: { itens: { mes: number; valorRepassadoFormatado: string }[]; total: number };
      repassesDuodecimosTotal: Record<string, unknown>;
    }>(`{ repassesDuodecimos(filtro: { ano: 2018 }) { itens { mes valorRepassadoFormatado } total }
          repassesDuodecimosTotal(filtro: { ano: 2018 }) { quantidade totalPrevisto totalRepassado totalPrevistoFormatado totalRepassadoFormatado } }`);
    expect(errors).toBeUndefined();
    expect(data!.repassesDuodecimos.itens.map((r) => r.mes)).toEqual([12, 2, 1]);
    expect(data!.repassesDuodecimos.itens[1]!.valorRepassadoFormatado).toBe('R$ 58.000.000,01');
    expect(data!.repassesDuodecimosTotal).toEqual({
      quantidade: 3,
      totalPrevisto: '175000000.00',
      totalRepassado: '174666666.68',
      totalPrevistoFormatado: 'R$ 175.000.000,00',
      totalRepassadoFormatado: 'R$ 174.666.666,68',
    });
  });

  it('lists the periods newest first, the seed covering three years', async () => {
    const { data } = await subgraph.query<{ repassesDuodecimosPeriodos: { ano: number; meses: number[] }[] }>('{ repassesDuodecimosPeriodos { ano meses } }');
    const periodos = data!.repassesDuodecimosPeriodos;
    expect(periodos.at(-1)).toEqual({ ano: 2018, meses: [12, 2, 1] });
    expect(periodos).toHaveLength(4);
    expect(periodos[1]!.meses).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('refuses an invalid month', async () => {
    const { errors } = await subgraph.query('{ repassesDuodecimos(filtro: { ano: 2018, mes: 13 }) { total } }');
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um mês entre 1 e 12.'] });
  });

  it('staff register a month\'s transfer from the catalog form, one a month', async () => {
    const equipe = subgraph.como(await subgraph.equipe(['api/admin/repasses_duodecimos']));
    const CRIAR = `mutation($dados: RepasseDuodecimoInput!) { criarRepasseDuodecimo(dados: $dados) { id valorPrevisto valorRepassado } }`;
    const dados = { ano: 2017, mes: 12, dataRepasse: '2017-12-20', valorPrevisto: '58.333.333,33', valorRepassado: '58333333.34' };
    const criado = await equipe.query<{ criarRepasseDuodecimo: { valorPrevisto: string; valorRepassado: string } }>(CRIAR, { dados });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarRepasseDuodecimo).toMatchObject({ valorPrevisto: '58333333.33', valorRepassado: '58333333.34' });
    const repetido = await equipe.query(CRIAR, { dados });
    expect(repetido.errors?.[0]?.extensions?.mensagens).toEqual(['Já existe um repasse de 12/2017.']);
    const invalido = await equipe.query(CRIAR, { dados: { ...dados, mes: 13, valorRepassado: '-1' } });
    expect(invalido.errors?.[0]?.extensions?.mensagens).toEqual(['Informe um mês entre 1 e 12.', 'Informe um valor válido em valor repassado (R$), por exemplo 1234,56.']);
  });
});
