import { assinarReferencia } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { ETAPAS_REQUERIMENTO } from '@alego/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';

const SEGREDO = 'segredo-da-atividade-parlamentar';
let subgraph: TestSubgraph;
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true, internalToken: SEGREDO });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/diarios', 'api/admin/sessoes_plenarias']));
});
afterAll(() => subgraph?.close());

type Json = Record<string, unknown>;

async function consultar<T = Json>(query: string, variables: Json = {}): Promise<T> {
  const { data, errors } = await subgraph.query<T>(query, variables);
  expect(errors).toBeUndefined();
  return data!;
}

async function codigo(query: string, variables: Json = {}): Promise<string | undefined> {
  const { errors } = await subgraph.query(query, variables);
  return errors?.[0]?.extensions?.code as string | undefined;
}

describe('Diário da Assembleia', () => {
  it('lists years and months with editions, newest first (/diarios/anos-e-meses)', async () => {
    const { periodosComDados } = await consultar<{ periodosComDados: { ano: number; meses: number[] }[] }>('{ periodosComDados(cadastro: DIARIO) { ano meses } }');
    expect(periodosComDados.length).toBe(2);
    expect(periodosComDados[0]!.ano).toBeGreaterThan(periodosComDados[1]!.ano);
    expect(periodosComDados[1]!.meses).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('answers whether there was an edition on a date (/diarios/houve_publicacao), refusing a bad date', async () => {
    const { diarios } = await consultar<{ diarios: { itens: { data: string }[] } }>('{ diarios(porPagina: 1) { itens { data } } }');
    const publicada = diarios.itens[0]!.data;
    const houve = (data: string) => consultar<{ temRegistroNaData: boolean }>('query($data: String!) { temRegistroNaData(cadastro: DIARIO, data: $data) }', { data });
    expect((await houve(publicada)).temRegistroNaData).toBe(true);
    // A Sunday: the gazette circulates on working days only.
    expect((await houve('2025-11-23')).temRegistroNaData).toBe(false);
    expect(await codigo('{ temRegistroNaData(cadastro: DIARIO, data: "2025-02-30") }')).toBe('BAD_USER_INPUT');
  });

  it('refuses an edition whose date is outside the year and month given', async () => {
    const criar = 'mutation($dados: DiarioInput!) { criarDiario(dados: $dados) { id data } }';
    const arquivo = assinarReferencia({ chave: '2026/11/diario.pdf', nome: 'diario.pdf', tipo: 'application/pdf', tamanho: 1234 }, SEGREDO);
    const dados = { ano: 2025, mes: 3, data: '2025-04-01', numero: 9001, tipo: 'extra', arquivo };
    const { errors } = await gestor.query(criar, { dados });
    expect(errors?.[0]?.extensions?.mensagens).toEqual(['Data da publicação deve estar no ano e no mês informados.']);
    const certo = await gestor.query<{ criarDiario: { data: string } }>(criar, { dados: { ...dados, data: '2025-03-31' } });
    expect(certo.errors).toBeUndefined();
    expect(certo.data!.criarDiario.data).toBe('2025-03-31');
  });
});

describe('sessões plenárias', () => {
  it('lists the sitting dates of a year in order (/sessoes-plenarias/datas-do-ano), the latest year by default', async () => {
    const { datasComDados: padrao } = await consultar<{ datasComDados: string[] }>('{ datasComDados(cadastro: SESSAO_PLENARIA) }');
    const ano = Number(padrao[0]!.slice(0, 4));
    const { datasComDados } = await consultar<{ datasComDados: string[] }>('query($ano: Int) { datasComDados(cadastro: SESSAO_PLENARIA, ano: $ano) }', { ano: ano - 1 });
    expect(datasComDados.length).toBeGreaterThan(100);
    expect(datasComDados).toEqual([...datasComDados].sort());
    expect(datasComDados.every((d) => d.startsWith(String(ano - 1)))).toBe(true);
    expect(await codigo('{ datasComDados(cadastro: SESSAO_PLENARIA, ano: 99999) }')).toBe('BAD_USER_INPUT');
  });

  it("gives a date's session with its agenda item by item (/sessoes-plenarias/{data}/pauta)", async () => {
    const { datasComDados } = await consultar<{ datasComDados: string[] }>('{ datasComDados(cadastro: SESSAO_PLENARIA) }');
    const data = datasComDados[0]!;
    const { sessoesPlenarias } = await consultar<{ sessoesPlenarias: { itens: { data: string; pauta: string; itensDaPauta: string[] }[] } }>(
      'query($data: String) { sessoesPlenarias(filtro: { data: $data }) { itens { data pauta itensDaPauta } } }',
      { data },
    );
    expect(sessoesPlenarias.itens.length).toBeGreaterThan(0);
    for (const sessao of sessoesPlenarias.itens) {
      expect(sessao.data).toBe(data);
      expect(sessao.itensDaPauta).toEqual(sessao.pauta.split('\n'));
    }
    expect(await codigo('{ sessoesPlenarias(filtro: { data: "2025-13-01" }) { total } }')).toBe('BAD_USER_INPUT');
  });
});

describe('vocabulários de requerimentos e expedientes', () => {
  it('gives the choice options of a register from the catalog (/requerimentos/etapas)', async () => {
    const { opcoesDoCadastro } = await consultar<{ opcoesDoCadastro: { valor: string; descricao: string }[] }>('{ opcoesDoCadastro(cadastro: REQUERIMENTO, campo: "etapa") { valor descricao } }');
    expect(opcoesDoCadastro).toEqual(Object.entries(ETAPAS_REQUERIMENTO).map(([valor, descricao]) => ({ valor, descricao })));
  });

  it('gives the distinct values of a text field (/expedientes/origens), and filters by one of them', async () => {
    const { valoresComDados } = await consultar<{ valoresComDados: string[] }>('{ valoresComDados(cadastro: EXPEDIENTE, campo: "origem") }');
    expect(valoresComDados).toContain('Governadoria do Estado');
    expect(valoresComDados).toEqual([...valoresComDados].sort((a, b) => (a < b ? -1 : 1)));
    const { expedientes } = await consultar<{ expedientes: { total: number; itens: { origem: string; tipo: string }[] } }>(
      '{ expedientes(filtro: { origem: "Governadoria do Estado" }) { total itens { origem tipo } } }',
    );
    expect(expedientes.total).toBeGreaterThan(0);
    expect(expedientes.itens.every((e) => e.origem === 'Governadoria do Estado' && e.tipo === 'mensagem')).toBe(true);
  });

  it('refuses a field that is not a text field of the form, never reaching SQL with it', async () => {
    expect(await codigo('{ valoresComDados(cadastro: EXPEDIENTE, campo: "ano") }')).toBe('BAD_USER_INPUT');
    expect(await codigo('{ valoresComDados(cadastro: EXPEDIENTE, campo: "origem; drop table transparency.expedientes") }')).toBe('BAD_USER_INPUT');
    expect(await codigo('{ opcoesDoCadastro(cadastro: EXPEDIENTE, campo: "origem") { valor } }')).toBe('BAD_USER_INPUT');
  });
});
