import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../index.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(people, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/deputados']));
});
afterAll(() => subgraph?.close());

// Seed: legislatures 1 = 19ª (2019–2022), 2 = 20ª (2023–2026), 3 = 18ª (2015–2018); parties 1 PSD, 4 PL, 5 PT.
const L20 = '2';
const L19 = '1';
const PSD = '1';
const PL = '4';
const PT = '5';

const CAMPOS = `id nome biografia
  deputadoLegislaturas { id dataInicio legislatura { descricao } partido { sigla } }
  deputadoAnoEmendas { id ano ativo }
  afastamentos { id tipo tipoDescricao dataAfastamento dataRetorno }`;

interface Linhas {
  id: string;
  nome: string;
  biografia: string | null;
  deputadoLegislaturas: { id: string; dataInicio: string | null; legislatura: { descricao: string }; partido: { sigla: string } | null }[];
  deputadoAnoEmendas: { id: string; ano: number; ativo: boolean }[];
  afastamentos: { id: string; tipo: number; tipoDescricao: string; dataAfastamento: string; dataRetorno: string | null }[];
}

async function criar(dados: Record<string, unknown>) {
  return gestor.query<{ criarDeputado: Linhas }>(`mutation($dados: DeputadoInput!) { criarDeputado(dados: $dados) { ${CAMPOS} } }`, {
    dados: { nome: 'Deputada Teste', nomeCompleto: 'Deputada de Teste', ...dados },
  });
}

async function atualizar(id: string, dados: Record<string, unknown>) {
  return gestor.query<{ atualizarDeputado: Linhas }>(`mutation($id: ID!, $dados: DeputadoInput!) { atualizarDeputado(id: $id, dados: $dados) { ${CAMPOS} } }`, {
    id,
    dados: { nome: 'Deputada Teste', nomeCompleto: 'Deputada de Teste', ...dados },
  });
}

function mensagens(resposta: { errors?: { extensions?: Record<string, unknown> }[] }): string[] {
  expect(resposta.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return resposta.errors![0]!.extensions!.mensagens as string[];
}

describe('party rows per legislature', () => {
  it('requires party and legislature on every row', async () => {
    const r = await criar({ deputadoLegislaturas: [{ legislaturaId: L20 }, { partidoId: PSD }] });
    expect(mensagens(r)).toEqual(['Favor selecionar um Partido para Legislatura', 'Favor selecionar uma Legislatura']);
  });

  it('needs a start date for every party change within one legislature, and saves when given', async () => {
    const semData = await criar({ deputadoLegislaturas: [{ legislaturaId: L20, partidoId: PSD }, { legislaturaId: L20, partidoId: PL }] });
    expect(mensagens(semData)).toEqual(['Favor informar a data de início de mudança de Partido para PL']);

    const ok = await criar({
      deputadoLegislaturas: [
        { legislaturaId: L20, partidoId: PL, dataInicio: '2024-04-05' },
        { legislaturaId: L20, partidoId: PSD },
        { legislaturaId: L19, partidoId: PT },
      ],
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.criarDeputado.deputadoLegislaturas.map((l) => [l.legislatura.descricao, l.partido?.sigla, l.dataInicio])).toEqual([
      ['19ª Legislatura', 'PT', null],
      ['20ª Legislatura', 'PSD', null],
      ['20ª Legislatura', 'PL', '2024-04-05'],
    ]);
  });

  it('rejects the same party twice in a legislature, dates outside its years and repeated dates', async () => {
    const repetido = await criar({
      deputadoLegislaturas: [
        { legislaturaId: L20, partidoId: PSD },
        { legislaturaId: L20, partidoId: PSD, dataInicio: '2024-04-05' },
      ],
    });
    expect(mensagens(repetido)).toEqual(['O Partido PSD já foi incluído na 20ª Legislatura.']);

    const fora = await criar({
      deputadoLegislaturas: [
        { legislaturaId: L20, partidoId: PSD },
        { legislaturaId: L20, partidoId: PL, dataInicio: '2022-12-31' },
      ],
    });
    expect(mensagens(fora)).toEqual(['A data de início de mudança de Partido para PL deve estar entre 2023 e 2026.']);

    const mesmaData = await criar({
      deputadoLegislaturas: [
        { legislaturaId: L20, partidoId: PSD, dataInicio: '2024-04-05' },
        { legislaturaId: L20, partidoId: PL, dataInicio: '2024-04-05' },
      ],
    });
    expect(mensagens(mesmaData)).toEqual(['A data de início 05/04/2024 foi informada mais de uma vez na 20ª Legislatura.']);

    const invalida = await criar({ deputadoLegislaturas: [{ legislaturaId: L20, partidoId: PSD, dataInicio: '2024-02-30' }] });
    expect(mensagens(invalida)).toEqual(['Informe uma data de início válida (AAAA-MM-DD).']);
  });
});

describe('amendment years', () => {
  it('takes one row per year from 2021 to 2030', async () => {
    const todos = Array.from({ length: 10 }, (_, i) => ({ ano: 2021 + i }));
    const ok = await criar({ deputadoAnoEmendas: todos });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.criarDeputado.deputadoAnoEmendas.map((e) => e.ano)).toEqual(todos.map((e) => e.ano));

    expect(mensagens(await criar({ deputadoAnoEmendas: [{ ano: 2024 }, { ano: 2024 }] }))).toEqual(['Emenda para o ano 2024 já foi incluído.']);
    expect(mensagens(await criar({ deputadoAnoEmendas: [...todos, { ano: 2030 }] }))).toEqual([
      'Emenda para o ano 2030 já foi incluído.',
      'Todos os anos já foram incluídos.',
    ]);
    expect(mensagens(await criar({ deputadoAnoEmendas: [{ ano: 2020 }, { ano: 2031 }] }))).toEqual(['O ano da emenda deve estar entre 2021 e 2030.']);
  });
});

describe('absences', () => {
  it('need a type and a start date, and a return after the start', async () => {
    expect(mensagens(await criar({ afastamentos: [{ dataRetorno: '2024-01-01' }] }))).toEqual([
      'Favor selecionar o tipo de afastamento',
      'Favor informar a data de afastamento',
    ]);
    expect(mensagens(await criar({ afastamentos: [{ tipo: 1, dataAfastamento: '2024-02-10', dataRetorno: '2024-02-01' }] }))).toEqual([
      'A data de retorno deve ser posterior à data de afastamento.',
    ]);
    const ok = await criar({ afastamentos: [{ tipo: 1, dataAfastamento: '2024-02-10', dataRetorno: '2024-03-01' }] });
    expect(ok.data!.criarDeputado.afastamentos).toMatchObject([{ tipo: 1, tipoDescricao: 'Licença para tratamento de saúde', dataRetorno: '2024-03-01' }]);
  });
});

describe('nested rows on update', () => {
  it('removes persisted rows marked _destroy, drops unsaved ones, keeps the ones not sent and judges the final state', async () => {
    const criado = await criar({
      biografia: '<p onclick="x()">Bio <script>alert(1)</script><strong>forte</strong></p>',
      deputadoLegislaturas: [{ legislaturaId: L20, partidoId: PSD }],
      deputadoAnoEmendas: [{ ano: 2023 }, { ano: 2024 }],
    });
    expect(criado.errors).toBeUndefined();
    const deputado = criado.data!.criarDeputado;
    expect(deputado.biografia).toBe('<p>Bio <strong>forte</strong></p>');
    const [e2023, e2024] = deputado.deputadoAnoEmendas;

    // The PSD row is not sent but stays: a new row in the same legislature is a change and needs its date.
    const semData = await atualizar(deputado.id, { deputadoLegislaturas: [{ legislaturaId: L20, partidoId: PL }] });
    expect(mensagens(semData)).toEqual(['Favor informar a data de início de mudança de Partido para PL']);

    const r = await atualizar(deputado.id, {
      deputadoLegislaturas: [{ legislaturaId: L20, partidoId: PL, dataInicio: '2025-03-01' }],
      deputadoAnoEmendas: [
        { id: e2023!.id, _destroy: true },
        { id: e2024!.id, ano: 2024, ativo: false },
        { ano: 2025, _destroy: true },
        { ano: 2026 },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.atualizarDeputado.deputadoLegislaturas.map((l) => l.partido?.sigla)).toEqual(['PSD', 'PL']);
    expect(r.data!.atualizarDeputado.deputadoAnoEmendas.map(({ ano, ativo }) => ({ ano, ativo }))).toEqual([
      { ano: 2024, ativo: false },
      { ano: 2026, ativo: true },
    ]);

    // Removing a row and adding the same year back in one save is allowed: the removed row does not count.
    const [e2024b] = r.data!.atualizarDeputado.deputadoAnoEmendas;
    const troca = await atualizar(deputado.id, { deputadoAnoEmendas: [{ id: e2024b!.id, _destroy: true }, { ano: 2024 }] });
    expect(troca.errors).toBeUndefined();
  });

  it("refuses another deputy's row ids", async () => {
    const outro = await criar({ deputadoAnoEmendas: [{ ano: 2023 }] });
    const alheia = outro.data!.criarDeputado.deputadoAnoEmendas[0]!.id;
    const eu = await criar({});
    const r = await atualizar(eu.data!.criarDeputado.id, { deputadoAnoEmendas: [{ id: alheia, _destroy: true }] });
    expect(r.errors?.[0]).toMatchObject({ message: expect.stringContaining('Registro aninhado não encontrado'), extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('public lists', () => {
  it('answers the board in position order, the leaderships, the presidents, fronts and deputies of a legislature', async () => {
    const { data, errors } = await gestor.query<{
      mesaDiretora: { nome: string; cargo: number; cargoDescricao: string }[];
      liderancas: { nome: string; lider: number }[];
      galeriaPresidentes: { nome: string; anoInicio: number; anoFim: number | null; deputado: { nome: string } | null }[];
      ativas: { total: number };
      inativas: { total: number; itens: { ativa: boolean; coordenador: { nome: string }; deputados: { nome: string }[] }[] };
      l18: { total: number };
      l20: { total: number; itens: { id: string }[] };
      fora: { total: number; itens: { afastamentos: { dataRetorno: string | null }[] }[] };
      tiposAfastamento: { id: number; nome: string }[];
    }>(`{
      mesaDiretora { nome cargo cargoDescricao }
      liderancas { nome lider }
      galeriaPresidentes { nome anoInicio anoFim deputado { nome } }
      ativas: frentesParlamentares(filtro: { ativa: true }) { total }
      inativas: frentesParlamentares(filtro: { ativa: false }) { total itens { ativa coordenador { nome } deputados { nome } } }
      l18: deputados(filtro: { legislaturaId: "3" }) { total }
      l20: deputados(filtro: { legislaturaId: "2" }, porPagina: 100) { total itens { id } }
      fora: deputados(filtro: { ativo: false }) { total itens { afastamentos { dataRetorno } } }
      tiposAfastamento { id nome }
    }`);
    expect(errors).toBeUndefined();
    expect(data!.mesaDiretora.map((d) => d.cargo)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data!.mesaDiretora[0]).toEqual({ nome: 'Beatriz Quintela', cargo: 1, cargoDescricao: 'Presidente' });
    expect(data!.liderancas[0]).toEqual({ nome: 'Caio Vilela', lider: 2 });
    expect(data!.liderancas.slice(1).every((d) => d.lider === 1)).toBe(true);
    expect(data!.galeriaPresidentes[0]).toMatchObject({ anoInicio: 2025, anoFim: null, deputado: { nome: 'Beatriz Quintela' } });
    expect(data!.galeriaPresidentes.length).toBeGreaterThan(10);
    expect(data!.ativas.total).toBe(6);
    expect(data!.inativas.total).toBe(3);
    expect(data!.inativas.itens[0]!.deputados.length).toBeGreaterThan(4);
    expect(data!.l18.total).toBe(14);
    // Deputies who changed party have two rows in the 20th legislature and are still counted and listed once.
    expect(data!.l20.total).toBeGreaterThanOrEqual(41);
    expect(new Set(data!.l20.itens.map((d) => d.id)).size).toBe(data!.l20.itens.length);
    expect(data!.l20.itens).toHaveLength(data!.l20.total);
    expect(data!.fora.total).toBe(2);
    expect(data!.fora.itens.every((d) => d.afastamentos.some((a) => a.dataRetorno === null))).toBe(true);
    expect(data!.tiposAfastamento.length).toBeGreaterThan(3);
  });
});
