import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { comandosDaLista, inserirLinhas } from '../../testing.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  const linha = (beneficiario: string, tipo: number, saida: string, quantidade: string, unitario: string, total: string) =>
    [beneficiario, 'Analista legislativo', tipo, 'Brasília/DF', 'Viagem de teste', saida, saida, Number(saida.slice(0, 4)), Number(saida.slice(5, 7)), quantidade, unitario, total];
  await inserirLinhas(subgraph.orm, {
    tabela: 'diarias',
    colunas: ['beneficiario', 'cargo', 'tipo_solicitacao_id', 'destino', 'motivo', 'data_saida', 'data_retorno', 'ano', 'mes', 'quantidade', 'valor_unitario', 'valor_total'],
    linhas: [
      linha('Zuleica Teste Primeira', 2, '2019-05-02', '2.5', '520.10', '1300.25'),
      linha('Zuleica Teste Primeira', 1, '2019-05-20', '0.5', '280.00', '140.00'),
      linha('Zacarias Teste Segundo', 2, '2019-05-31', '1.0', '0.10', '0.10'),
      linha('Zacarias Teste Segundo', 2, '2019-06-01', '1.0', '0.20', '0.20'),
    ],
  });
});
afterAll(() => subgraph?.close());

const LISTA = `query($filtro: DiariaFiltro, $porPagina: Int) {
  diarias(filtro: $filtro, porPagina: $porPagina) { itens { beneficiario tipoSolicitacao { id descricao } quantidade valorTotal valorTotalFormatado ano mes } total porPagina }
  diariasTotal(filtro: $filtro) { quantidade total totalFormatado numeroBeneficiarios }
}`;

interface Resposta {
  diarias: { itens: { beneficiario: string; tipoSolicitacao: { id: string; descricao: string }; quantidade: string; valorTotal: string; valorTotalFormatado: string }[]; total: number; porPagina: number };
  diariasTotal: { quantidade: number; total: string; totalFormatado: string; numeroBeneficiarios: number };
}

async function listar(filtro: Record<string, unknown> = {}, porPagina?: number): Promise<Resposta> {
  const { data, errors } = await subgraph.query<Resposta>(LISTA, { filtro, porPagina });
  expect(errors).toBeUndefined();
  return data!;
}

describe('diárias', () => {
  it('sums a month exactly and counts distinct beneficiaries', async () => {
    const maio = await listar({ ano: 2019, mes: 5 });
    expect(maio.diariasTotal).toEqual({ quantidade: 3, total: '1440.35', totalFormatado: 'R$ 1.440,35', numeroBeneficiarios: 2 });
    expect(maio.diarias.itens[0]).toMatchObject({ beneficiario: 'Zacarias Teste Segundo', quantidade: '1.0', valorTotal: '0.10', tipoSolicitacao: { descricao: 'Diária nacional' } });
    expect((await listar({ ano: 2019 })).diariasTotal.total).toBe('1440.55');
  });

  it('filters by term, request type and departure dates', async () => {
    expect((await listar({ termo: 'Zuleica' })).diariasTotal).toMatchObject({ quantidade: 2, numeroBeneficiarios: 1 });
    expect((await listar({ ano: 2019, tipoSolicitacaoId: '1' })).diariasTotal).toMatchObject({ quantidade: 1, total: '140.00' });
    expect((await listar({ ano: 2019, tipoSolicitacaoId: 'x' })).diariasTotal.quantidade).toBe(0);
    expect((await listar({ dataInicio: '2019-05-20', dataFim: '2019-05-31' })).diariasTotal.quantidade).toBe(2);
  });

  it('lists months and years newest first, and the request types', async () => {
    const { data } = await subgraph.query<{ diariasMesesEAnos: { ano: number; meses: number[] }[]; tiposSolicitacaoDiaria: { descricao: string }[] }>(
      '{ diariasMesesEAnos { ano meses } tiposSolicitacaoDiaria { descricao } }',
    );
    expect(data!.diariasMesesEAnos.at(-1)).toEqual({ ano: 2019, meses: [6, 5] });
    const anos = data!.diariasMesesEAnos.map((p) => p.ano);
    expect(anos).toEqual([...anos].sort((a, b) => b - a));
    expect(data!.tiposSolicitacaoDiaria.map((t) => t.descricao)).toEqual(['Diária internacional', 'Diária nacional', 'Diária no Estado de Goiás']);
  });

  it('refuses a month without a year', async () => {
    const { errors } = await subgraph.query(LISTA, { filtro: { mes: 5 } });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe o ano junto com o mês.'] });
  });

  it('costs the same SQL statements for a page of 10 and of 50, request types included', async () => {
    const { fria, menor: dez, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => listar({}, porPagina), [10, 50]);
    // rows, the tables' version stamps for the count and for the totals, request types
    expect(dez).toBe(4);
    expect(fria).toBe(dez + 2);
    expect(cinquenta).toBe(dez);
  });

  it('staff create an allowance from the catalog form: the total is quantity times the unit value, the period the departure\'s', async () => {
    const equipe = subgraph.como(await subgraph.equipe(['api/admin/diarias']));
    const CRIAR = `mutation($dados: DiariaInput!) { criarDiaria(dados: $dados) { id tipoSolicitacaoId tipoSolicitacaoDescricao quantidade valorUnitario valorTotal ano mes } }`;
    const dados = (extra: Record<string, unknown> = {}) => ({
      ano: 2025, mes: 3, beneficiario: 'Beneficiária Nova', cargo: 'Assessora', tipoSolicitacaoId: '2', destino: 'Brasília/DF', motivo: 'Reunião',
      dataSaida: '2025-03-10', dataRetorno: '2025-03-12', quantidade: '2,5', valorUnitario: '1.234,56', ...extra,
    });
    const criado = await equipe.query<{ criarDiaria: Record<string, unknown> }>(CRIAR, { dados: dados() });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarDiaria).toMatchObject({ tipoSolicitacaoId: '2', quantidade: '2.5', valorUnitario: '1234.56', valorTotal: '3086.40', ano: 2025, mes: 3 });
    expect(criado.data!.criarDiaria.tipoSolicitacaoDescricao).not.toBe('');

    const invalido = await equipe.query(CRIAR, { dados: dados({ tipoSolicitacaoId: '999999', quantidade: '2,25', dataSaida: '2025-04-01', dataRetorno: '2025-03-31' }) });
    expect(invalido.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe a quantidade de diárias entre 0,5 e 365, com meia diária: 2,5.', 'Tipo de solicitação inválido.', 'A data de retorno não pode ser anterior à de saída.'],
    });
    const foraDoMes = await equipe.query(CRIAR, { dados: dados({ dataSaida: '2025-04-01', dataRetorno: '2025-04-02' }) });
    expect(foraDoMes.errors?.[0]?.extensions?.mensagens).toEqual(['Data de saída deve estar no ano e no mês informados.']);
  });
});
