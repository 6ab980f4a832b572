import { hojeEmBrasilia } from '@alego/catalog';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { gerarCnpj } from '../../lib/cnpj.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  // These assertions are about the 30 hand-written contracts; the generated money trail (contracts under a bid's
  // process number) has its own test, siga-o-dinheiro.test.ts.
  const conexao = subgraph.orm.em.fork().getConnection();
  await conexao.execute('delete from transparency.fiscais_contratos where contrato_id in (select id from transparency.contratos where processo is not null)');
  await conexao.execute('delete from transparency.contratos where processo is not null');
  gestor = subgraph.como(await subgraph.equipe(['api/admin/contratos']));
});
afterAll(() => subgraph?.close());

interface ContratoView {
  id: string;
  numero: string;
  fornecedor: string;
  cnpj: string;
  cnpjFormatado: string;
  tipo: string;
  tipoDescricao: string;
  valor: string;
  valorFormatado: string;
  dataAssinatura: string;
  vigente: boolean;
}
interface Pagina {
  itens: ContratoView[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
}

const CAMPOS = 'id numero fornecedor cnpj cnpjFormatado tipo tipoDescricao valor valorFormatado dataAssinatura vigente';
const LISTA = `query($filtro: ContratoFiltro, $pagina: Int, $porPagina: Int) {
  contratos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } total pagina porPagina totalPaginas }
}`;
const CRIAR = `mutation($dados: ContratoInput!) { criarContrato(dados: $dados) { ${CAMPOS} } }`;

async function listar(filtro: Record<string, unknown> = {}, pagina = 1, porPagina = 10): Promise<Pagina> {
  const { data, errors } = await gestor.query<{ contratos: Pagina }>(LISTA, { filtro, pagina, porPagina });
  expect(errors).toBeUndefined();
  return data!.contratos;
}

/** ISO date `dias` away from today (Goiás time), for vigência checks that do not age. */
function emDias(dias: number): string {
  const [ano, mes, dia] = hojeEmBrasilia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, dia + dias)).toISOString().slice(0, 10);
}

let sequencia = 0;
function dadosValidos(extra: Record<string, unknown> = {}): Record<string, unknown> {
  sequencia += 1;
  return {
    numero: `T${sequencia}/2026`,
    ano: 2026,
    objeto: 'Objeto de teste',
    fornecedor: 'Fornecedora de Teste Ltda.',
    cnpj: '11.222.333/0001-81',
    tipo: 'contrato',
    valor: '1000.00',
    dataAssinatura: '2026-01-10',
    vigenciaInicio: '2026-01-10',
    vigenciaFim: '2026-12-31',
    ...extra,
  };
}

async function criar(extra: Record<string, unknown> = {}): Promise<ContratoView> {
  const { data, errors } = await gestor.query<{ criarContrato: ContratoView }>(CRIAR, { dados: dadosValidos(extra) });
  expect(errors).toBeUndefined();
  return data!.criarContrato;
}

describe('contratos', () => {
  it('lists the 30 seeded contracts page by page, most recently signed first', async () => {
    const primeira = await listar({}, 1, 10);
    expect(primeira).toMatchObject({ total: 30, pagina: 1, porPagina: 10, totalPaginas: 3 });
    expect(primeira.itens[0]).toMatchObject({ numero: '001/2025', tipo: 'convenio', tipoDescricao: 'Convênio', dataAssinatura: '2025-10-13' });

    const terceira = await listar({}, 3, 12);
    expect(terceira).toMatchObject({ total: 30, pagina: 3, totalPaginas: 3 });
    expect(terceira.itens).toHaveLength(6);

    const todas = await listar({}, 1, 100);
    const datas = todas.itens.map((c) => c.dataAssinatura);
    expect(datas).toEqual([...datas].sort().reverse());
    for (const contrato of todas.itens) {
      expect(contrato.cnpj).toMatch(/^\d{14}$/);
      expect(contrato.cnpjFormatado).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(contrato.valor).toMatch(/^\d+\.\d{2}$/);
      expect(contrato.valorFormatado).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    }
  });

  it('filters by term, year, type and signature date range', async () => {
    const vigilancia = await listar({ termo: 'VIGILÂNCIA patrimonial' });
    expect(vigilancia.itens.map((c) => c.fornecedor)).toEqual(['Sentinela Goyaz Vigilância Patrimonial Ltda.']);
    expect((await listar({ termo: 'Limpa Cerrado' })).total).toBe(2);
    expect((await listar({ termo: '001/2024' })).itens.map((c) => c.numero)).toEqual(['001/2024', '001/2024', '001/2024', '001/2024']);
    expect((await listar({ ano: 2023 })).total).toBe(10);
    expect((await listar({ ano: 2024 })).total).toBe(12);
    expect((await listar({ tipo: 'convenio' })).total).toBe(3);
    expect((await listar({ tipo: 'ata_registro_preco', ano: 2023 })).total).toBe(2);
    const primeiroSemestre = await listar({ dataInicio: '2024-01-01', dataFim: '2024-06-17' }, 1, 50);
    expect(primeiroSemestre.total).toBe(7);
    expect(primeiroSemestre.itens.at(-1)!.dataAssinatura).toBe('2024-01-15');
    expect(primeiroSemestre.itens[0]!.dataAssinatura).toBe('2024-06-17');
    expect((await listar({ termo: '%' })).total).toBe(0);
  });

  it('finds a supplier by its CNPJ, typed with or without punctuation', async () => {
    const cnpj = gerarCnpj(27_604_913);
    const formatado = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect((await listar({ termo: formatado })).itens.map((c) => c.cnpjFormatado)).toEqual([formatado]);
    expect((await listar({ termo: cnpj })).total).toBe(1);
  });

  it('rejects a malformed filter date with a Portuguese message', async () => {
    const { errors } = await gestor.query(LISTA, { filtro: { dataInicio: '01/02/2024', dataFim: '2024-02-30' } });
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe a data inicial no formato AAAA-MM-DD.', 'Informe a data final no formato AAAA-MM-DD.'],
    });
  });

  it('computes vigente from today and filters by it', async () => {
    const termo = 'Vigência relativa a hoje';
    await criar({ objeto: `${termo} em curso`, vigenciaInicio: emDias(-30), vigenciaFim: emDias(30) });
    await criar({ objeto: `${termo} vence hoje`, vigenciaInicio: emDias(-365), vigenciaFim: emDias(0) });
    await criar({ objeto: `${termo} encerrado`, vigenciaInicio: emDias(-400), vigenciaFim: emDias(-1) });
    await criar({ objeto: `${termo} futuro`, vigenciaInicio: emDias(1), vigenciaFim: emDias(200) });

    const todos = await listar({ termo });
    expect(todos.total).toBe(4);
    expect(todos.itens.filter((c) => c.vigente)).toHaveLength(2);
    expect((await listar({ termo, vigente: true })).total).toBe(2);
    expect((await listar({ termo, vigente: false })).total).toBe(2);
  });

  it('validates with the exact Portuguese messages', async () => {
    const { errors } = await gestor.query(CRIAR, {
      dados: dadosValidos({ numero: ' ', objeto: '', fornecedor: '', cnpj: '11.222.333/0001-82', tipo: 'doacao', valor: '12,345', vigenciaInicio: '2026-02-01', vigenciaFim: '2026-01-31' }),
    });
    expect(errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: [
        'Informe o número do contrato.',
        'Informe o objeto do contrato.',
        'Informe o fornecedor.',
        'CNPJ inválido.',
        'Tipo inválido: use contrato, convenio, ata_registro_preco ou outra_contratacao.',
        'Informe um valor válido, por exemplo 1234,56.',
        'O fim da vigência não pode ser anterior ao início.',
      ],
    });

    for (const valor of ['-10', '1,234.56', 'dez reais', '1.2345']) {
      const invalido = await gestor.query(CRIAR, { dados: dadosValidos({ valor }) });
      expect(invalido.errors?.[0]?.extensions, valor).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe um valor válido, por exemplo 1234,56.'] });
    }
    const grande = await gestor.query(CRIAR, { dados: dadosValidos({ valor: '1000000000000' }) });
    expect(grande.errors?.[0]?.extensions?.mensagens).toEqual(['O valor não pode passar de R$ 999.999.999.999,99.']);
    const data = await gestor.query(CRIAR, { dados: dadosValidos({ dataAssinatura: '2026-02-29' }) });
    expect(data.errors?.[0]?.extensions?.mensagens).toEqual(['Informe a data de assinatura no formato AAAA-MM-DD.']);
  });

  it('stores amounts exactly, in either notation, and sums them without float drift', async () => {
    const termo = 'Centavos exatos';
    const ptBr = await criar({ objeto: termo, valor: '1.234,56' });
    expect(ptBr).toMatchObject({ valor: '1234.56', valorFormatado: 'R$ 1.234,56' });
    const ponto = await criar({ objeto: termo, valor: '0.10' });
    expect(ponto).toMatchObject({ valor: '0.10', valorFormatado: 'R$ 0,10' });
    await criar({ objeto: termo, valor: '0,2' });
    const grande = await criar({ objeto: termo, valor: '12345678.91' });
    expect(grande.valorFormatado).toBe('R$ 12.345.678,91');

    // Read back from PostgreSQL, not from the identity map of the creating request.
    const lido = await gestor.query<{ contrato: ContratoView }>(`query($id: ID!) { contrato(id: $id) { valor valorFormatado } }`, { id: grande.id });
    expect(lido.data!.contrato).toEqual({ valor: '12345678.91', valorFormatado: 'R$ 12.345.678,91' });

    const total = await gestor.query<{ contratosTotal: { quantidade: number; valor: string; valorFormatado: string } }>(
      `query($filtro: ContratoFiltro) { contratosTotal(filtro: $filtro) { quantidade valor valorFormatado } }`,
      { filtro: { termo } },
    );
    expect(total.data!.contratosTotal).toEqual({ quantidade: 4, valor: '12346913.77', valorFormatado: 'R$ 12.346.913,77' });

    const vazio = await gestor.query<{ contratosTotal: unknown }>(`{ contratosTotal(filtro: { termo: "nenhum contrato assim" }) { quantidade valor valorFormatado } }`);
    expect(vazio.data!.contratosTotal).toEqual({ quantidade: 0, valor: '0.00', valorFormatado: 'R$ 0,00' });
  });

  it('sums 0.10 + 0.20 to exactly 0.30', async () => {
    const termo = 'Soma de décimos';
    await criar({ objeto: termo, valor: '0.10' });
    await criar({ objeto: termo, valor: '0.20' });
    const { data } = await gestor.query<{ contratosTotal: { valor: string; valorFormatado: string } }>(
      `query($termo: String) { contratosTotal(filtro: { termo: $termo }) { valor valorFormatado } }`,
      { termo },
    );
    expect(data!.contratosTotal).toEqual({ valor: '0.30', valorFormatado: 'R$ 0,30' });
  });

  it('creates, updates and deletes a contract, keeping numbers unique per type', async () => {
    const criado = await criar({ numero: '950/2026', cnpj: '11222333000181', tipo: 'ata_registro_preco' });
    expect(criado).toMatchObject({ cnpj: '11222333000181', cnpjFormatado: '11.222.333/0001-81', tipoDescricao: 'Ata de registro de preço' });

    const repetido = await gestor.query(CRIAR, { dados: dadosValidos({ numero: '950/2026', tipo: 'ata_registro_preco' }) });
    expect(repetido.errors?.[0]?.extensions?.mensagens).toEqual(['Já existe uma ata de registro de preço com o número 950/2026.']);
    // The same number is free for another type.
    await criar({ numero: '950/2026', tipo: 'convenio' });

    const ATUALIZAR = `mutation($id: ID!, $dados: ContratoInput!) { atualizarContrato(id: $id, dados: $dados) { numero fornecedor valor valorFormatado tipo } }`;
    const atualizado = await gestor.query<{ atualizarContrato: Record<string, string> }>(ATUALIZAR, {
      id: criado.id,
      dados: dadosValidos({ numero: '950/2026', tipo: 'ata_registro_preco', fornecedor: '  Outra Fornecedora Ltda. ', valor: '2.500,5' }),
    });
    expect(atualizado.errors).toBeUndefined();
    expect(atualizado.data!.atualizarContrato).toEqual({ numero: '950/2026', fornecedor: 'Outra Fornecedora Ltda.', valor: '2500.50', valorFormatado: 'R$ 2.500,50', tipo: 'ata_registro_preco' });

    const invalido = await gestor.query(ATUALIZAR, { id: criado.id, dados: dadosValidos({ cnpj: '123' }) });
    expect(invalido.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['CNPJ inválido.'] });

    const removido = await gestor.query<{ excluirContrato: boolean }>(`mutation($id: ID!) { excluirContrato(id: $id) }`, { id: criado.id });
    expect(removido.data!.excluirContrato).toBe(true);
    const sumiu = await gestor.query<{ contrato: unknown }>(`query($id: ID!) { contrato(id: $id) { id } }`, { id: criado.id });
    expect(sumiu.data!.contrato).toBeNull();
    const denovo = await gestor.query(`mutation($id: ID!) { excluirContrato(id: $id) }`, { id: criado.id });
    expect(denovo.errors?.[0]).toMatchObject({ message: 'Registro não encontrado.', extensions: { code: 'NOT_FOUND' } });
  });

  it('declares the admin scopes on every mutation', async () => {
    const { data } = await gestor.query<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    for (const [operacao, acao] of [['criarContrato(dados: ContratoInput!)', 'create'], ['atualizarContrato(dados: ContratoInput!, id: ID!)', 'update'], ['excluirContrato(id: ID!)', 'destroy']]) {
      expect(data!._service.sdl).toContain(`${operacao}: ${acao === 'destroy' ? 'Boolean' : 'Contrato'}! @requiresScopes(scopes: [["api/admin/contratos#${acao}"]])`);
    }
  });
});
