import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { comandosDaLista, inserirLinhas } from '../../testing.js';

let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;
const EDITAL_ID = 900_001;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/contratos']));
  await inserirLinhas(subgraph.orm, {
    tabela: 'editais',
    colunas: ['id', 'numero', 'ano', 'processo', 'objeto', 'modalidade_id', 'fase_id', 'data_abertura', 'valor_estimado'],
    linhas: [
      [EDITAL_ID, '077/2019', 2019, '2019.0001.000777', 'Aquisição de cadeiras de teste para o plenário', 1, 4, '2019-08-01', '0.10'],
      [EDITAL_ID + 1, '078/2019', 2019, '2019.0001.000778', 'Concorrência de teste para reforma do telhado', 2, 2, '2019-09-15', '0.20'],
    ],
  });
  await inserirLinhas(subgraph.orm, {
    tabela: 'avisos_licitacao',
    colunas: ['edital_id', 'titulo', 'conteudo', 'data_publicacao'],
    linhas: [
      [EDITAL_ID, 'Aviso de abertura', 'Texto de abertura do teste.', '2019-07-15'],
      [EDITAL_ID, 'Aviso de resultado', 'Texto de resultado do teste.', '2019-08-20'],
      [null, 'Aviso avulso de teste', 'Sem edital.', '2019-08-21'],
    ],
  });
});
afterAll(() => subgraph?.close());

const LISTA = `query($filtro: EditalFiltro, $porPagina: Int) {
  editais(filtro: $filtro, porPagina: $porPagina) { itens { id numero identificador modalidade { descricao } fase { descricao } dataAbertura valorEstimado valorEstimadoFormatado avisos { titulo } } total porPagina }
  editaisTotal(filtro: $filtro) { quantidade valorEstimado valorEstimadoFormatado }
}`;

interface Resposta {
  editais: { itens: { id: string; identificador: string; modalidade: { descricao: string }; fase: { descricao: string }; avisos: { titulo: string }[] }[]; total: number; porPagina: number };
  editaisTotal: { quantidade: number; valorEstimado: string; valorEstimadoFormatado: string };
}

async function listar(filtro: Record<string, unknown> = {}, porPagina?: number): Promise<Resposta> {
  const { data, errors } = await gestor.query<Resposta>(LISTA, { filtro, porPagina });
  expect(errors).toBeUndefined();
  return data!;
}

describe('editais', () => {
  it('lists with modality, phase, identifier and notices, and sums the estimates exactly', async () => {
    const r = await listar({ ano: 2019 });
    expect(r.editaisTotal).toEqual({ quantidade: 2, valorEstimado: '0.30', valorEstimadoFormatado: 'R$ 0,30' });
    expect(r.editais.itens.map((e) => e.identificador)).toEqual(['Concorrência nº 078/2019', 'Pregão eletrônico nº 077/2019']);
    expect(r.editais.itens[1]).toMatchObject({ fase: { descricao: 'Homologada' }, avisos: [{ titulo: 'Aviso de resultado' }, { titulo: 'Aviso de abertura' }] });
  });

  it('filters by term, modality, phase and opening dates', async () => {
    expect((await listar({ termo: 'cadeiras de teste' })).editaisTotal.quantidade).toBe(1);
    expect((await listar({ termo: '2019.0001.000778' })).editaisTotal.quantidade).toBe(1);
    expect((await listar({ ano: 2019, modalidadeId: '2' })).editais.itens.map((e) => e.identificador)).toEqual(['Concorrência nº 078/2019']);
    expect((await listar({ ano: 2019, faseId: '4' })).editaisTotal.quantidade).toBe(1);
    expect((await listar({ dataInicio: '2019-08-01', dataFim: '2019-08-31' })).editaisTotal.quantidade).toBe(1);
  });

  it('reads one bid, the years, modalities and phases', async () => {
    const { data } = await gestor.query<{ edital: { numero: string }; anosLicitacoes: number[]; modalidadesLicitacoes: { descricao: string }[]; fasesLicitacoes: { descricao: string }[] }>(
      `{ edital(id: "${EDITAL_ID}") { numero } anosLicitacoes modalidadesLicitacoes { descricao } fasesLicitacoes { descricao } }`,
    );
    expect(data!.edital.numero).toBe('077/2019');
    expect(data!.anosLicitacoes.at(-1)).toBe(2019);
    expect(data!.anosLicitacoes).toHaveLength(4);
    expect(data!.modalidadesLicitacoes.map((m) => m.descricao)).toEqual(['Concorrência', 'Credenciamento', 'Dispensa eletrônica', 'Inexigibilidade', 'Leilão', 'Pregão eletrônico']);
    expect(data!.fasesLicitacoes.map((f) => f.descricao)).toEqual(['Aberta', 'Em julgamento', 'Adjudicada', 'Homologada', 'Deserta', 'Fracassada', 'Revogada']);
  });

  it('costs the same SQL statements for a page of 10 and of 50, modality, phase and notices batched', async () => {
    const { fria, menor: dez, maior: cinquenta } = await comandosDaLista(subgraph.orm, (porPagina) => listar({}, porPagina), [10, 50]);
    // rows, the tables' version stamps for the count and for the totals, modalities, phases, notices
    expect(dez).toBe(6);
    // ...and the count and the totals themselves, once
    expect(fria).toBe(dez + 2);
    expect(cinquenta).toBe(dez);
  });
});

describe('avisos de licitação', () => {
  it('lists notices newest first with their bid, filters by bid and dates, reads one', async () => {
    const { data, errors } = await gestor.query<{ avisosLicitacoes: { itens: { id: string; titulo: string; edital: { identificador: string } | null }[]; total: number } }>(
      `query($filtro: AvisoLicitacaoFiltro) { avisosLicitacoes(filtro: $filtro) { itens { id titulo edital { identificador } } total } }`,
      { filtro: { ano: 2019 } },
    );
    expect(errors).toBeUndefined();
    expect(data!.avisosLicitacoes.itens.map((a) => [a.titulo, a.edital?.identificador ?? null])).toEqual([
      ['Aviso avulso de teste', null],
      ['Aviso de resultado', 'Pregão eletrônico nº 077/2019'],
      ['Aviso de abertura', 'Pregão eletrônico nº 077/2019'],
    ]);
    const porEdital = await gestor.query<{ avisosLicitacoes: { total: number } }>(`{ avisosLicitacoes(filtro: { editalId: "${EDITAL_ID}" }) { total } }`);
    expect(porEdital.data!.avisosLicitacoes.total).toBe(2);
    const porData = await gestor.query<{ avisosLicitacoes: { total: number } }>(`{ avisosLicitacoes(filtro: { dataInicio: "2019-08-20", dataFim: "2019-08-20" }) { total } }`);
    expect(porData.data!.avisosLicitacoes.total).toBe(1);
    const um = await gestor.query<{ avisoLicitacao: { titulo: string } }>(`{ avisoLicitacao(id: "${data!.avisosLicitacoes.itens[0]!.id}") { titulo } }`);
    expect(um.data!.avisoLicitacao.titulo).toBe('Aviso avulso de teste');
  });
});

describe('autocomplete de licitações', () => {
  it('matches every typed word against modality, number, process and object, ignoring case and accents, at most 20, and declares the admin scopes', async () => {
    const { data } = await gestor.query<{ licitacoesAutocomplete: { id: string; identificador: string }[] }>(
      `{ licitacoesAutocomplete(termo: " concorrência   078/2019 ") { id identificador } }`,
    );
    expect(data!.licitacoesAutocomplete).toEqual([{ id: String(EDITAL_ID + 1), identificador: 'Concorrência nº 078/2019' }]);
    const semAcentos = await gestor.query<{ licitacoesAutocomplete: { id: string; identificador: string }[] }>(
      `{ licitacoesAutocomplete(termo: "CONCORRENCIA 078/2019") { id identificador } }`,
    );
    expect(semAcentos.data!.licitacoesAutocomplete).toEqual(data!.licitacoesAutocomplete);
    const muitos = await gestor.query<{ licitacoesAutocomplete: unknown[] }>('{ licitacoesAutocomplete(termo: "nº") { id } }');
    expect(muitos.data!.licitacoesAutocomplete).toHaveLength(20);
    const vazio = await gestor.query<{ licitacoesAutocomplete: unknown[] }>('{ licitacoesAutocomplete(termo: "  ") { id } }');
    expect(vazio.data!.licitacoesAutocomplete).toEqual([]);
    const curinga = await gestor.query<{ licitacoesAutocomplete: unknown[] }>('{ licitacoesAutocomplete(termo: "%_") { id } }');
    expect(curinga.data!.licitacoesAutocomplete).toEqual([]);
    const sdl = await gestor.query<{ _service: { sdl: string } }>('{ _service { sdl } }');
    expect(sdl.data!._service.sdl).toContain('licitacoesAutocomplete(termo: String!): [LicitacaoAutocomplete!] @requiresScopes(scopes: [["api/admin/sancao_administrativa"], ["api/admin/contratos"]])');
  });
});
