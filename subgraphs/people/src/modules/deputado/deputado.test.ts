import { contarComandosSql, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
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

interface DeputadosData {
  deputados: { itens: { nome: string; partido: { sigla: string } | null }[]; total: number; totalPaginas: number; pagina: number; porPagina: number };
}

describe('deputados', () => {
  it('lists the 41 seeded deputies page by page with their parties', async () => {
    const { data, errors } = await gestor.query<DeputadosData>(
      `{ deputados(pagina: 2, porPagina: 20) { itens { nome partido { sigla } } total pagina porPagina totalPaginas } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.deputados).toMatchObject({ total: 41, pagina: 2, porPagina: 20, totalPaginas: 3 });
    expect(data!.deputados.itens).toHaveLength(20);
    expect(data!.deputados.itens.every((d) => d.partido?.sigla)).toBe(true);
  });

  it('filters by term, accent and case as typed, and escapes LIKE wildcards', async () => {
    const found = await gestor.query<DeputadosData>(`{ deputados(filtro: { termo: "quintela" }) { itens { nome } total } }`);
    expect(found.data!.deputados.itens.map((d) => d.nome)).toEqual(['Beatriz Quintela']);
    const wildcard = await gestor.query<DeputadosData>(`{ deputados(filtro: { termo: "%" }) { total } }`);
    expect(wildcard.data!.deputados.total).toBe(0);
  });

  it('rejects an invalid page with a Portuguese message and a stable code', async () => {
    const { errors } = await gestor.query(`{ deputados(pagina: 0, porPagina: 500) { total } }`);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain('A página deve ser um número inteiro maior ou igual a 1.');
    expect(errors?.[0]?.message).toContain('A quantidade por página deve estar entre 1 e 100.');
  });

  it('returns null for an unknown or malformed id', async () => {
    const { data } = await gestor.query<{ a: unknown; b: unknown }>(`{ a: deputado(id: "999999") { id } b: deputado(id: "abc") { id } }`);
    expect(data).toEqual({ a: null, b: null });
  });

  it('creates, validates, updates and deletes a deputy', async () => {
    const invalid = await gestor.query(`mutation { criarDeputado(dados: { nome: "", nomeCompleto: "X", email: "x", partidoId: "9999" }) { id } }`);
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      mensagens: ['Informe o nome parlamentar.', 'Informe um e-mail válido.', 'Favor selecionar um Partido válido.'],
    });

    const created = await gestor.query<{ criarDeputado: { id: string; partido: { sigla: string } } }>(
      `mutation { criarDeputado(dados: { nome: "Nova Deputada", nomeCompleto: "Nova Deputada Teste", partidoId: "1" }) { id partido { sigla } } }`,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.criarDeputado.id;
    expect(created.data!.criarDeputado.partido.sigla).toBe('PSD');

    const updated = await gestor.query<{ atualizarDeputado: { nome: string; ativo: boolean } }>(
      `mutation($id: ID!) { atualizarDeputado(id: $id, dados: { nome: "Nova Deputada Silva", nomeCompleto: "Nova Deputada Teste", ativo: false }) { nome ativo } }`,
      { id },
    );
    expect(updated.data!.atualizarDeputado).toEqual({ nome: 'Nova Deputada Silva', ativo: false });

    const removed = await gestor.query<{ excluirDeputado: boolean }>(`mutation($id: ID!) { excluirDeputado(id: $id) }`, { id });
    expect(removed.data!.excluirDeputado).toBe(true);
    const again = await gestor.query(`mutation($id: ID!) { excluirDeputado(id: $id) }`, { id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Registro não encontrado.', extensions: { code: 'NOT_FOUND' } });
  });

  it('resolves federation references in one batch per type', async () => {
    const { data } = await gestor.query<{ _entities: { nome: string }[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome } } }`,
      { r: [{ __typename: 'Deputado', id: '2' }, { __typename: 'Deputado', id: '1' }] },
    );
    expect(data!._entities.map((d) => d.nome)).toEqual(['Antônio Brandão', 'Amélia Carvalhais']);
  });

  it('reads a reference and the party it asks for in one statement, as the two loaders read them', async () => {
    const r = [{ __typename: 'Deputado', id: '2' }, { __typename: 'Deputado', id: '1' }, { __typename: 'Deputado', id: '2' }, { __typename: 'Deputado', id: '999999' }];
    const comPartido = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome p: partido { id sigla nome } } } }`;
    const porFragmento = `query($r: [_Any!]!) { _entities(representations: $r) { ...D } } fragment D on Deputado { nome p: partido { id sigla nome } }`;
    const esperado = await subgraph.query<{ deputados: { itens: { id: string; nome: string; partido: object | null }[] } }>(`{ deputados(porPagina: 100) { itens { id nome partido { id sigla nome } } } }`);
    const porId = new Map(esperado.data!.deputados.itens.map((d) => [d.id, { nome: d.nome, p: d.partido }]));
    expect(porId.get('1')!.p).not.toBeNull();
    // Twice each, anonymously (the second through the direct path) and as staff (Apollo Server's pipeline).
    for (const [consulta, cliente] of [[comPartido, subgraph], [comPartido, subgraph], [porFragmento, subgraph], [porFragmento, gestor]] as const) {
      let resposta: Awaited<ReturnType<TestSubgraph['query']>> | undefined;
      const comandos = await contarComandosSql(subgraph.orm, async () => (resposta = await cliente.query(consulta, { r })));
      expect(resposta!.errors).toBeUndefined();
      expect(resposta!.data).toEqual({ _entities: [porId.get('2'), porId.get('1'), porId.get('2'), null] });
      expect(comandos).toBe(1);
    }
    // Without the party, the deputies alone; the party asked where it is not looked for (under `_Entity`) comes from
    // its own batch, as before: two statements, the same answer.
    const semPartido = await contarComandosSql(subgraph.orm, () => subgraph.query(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome } } }`, { r }));
    expect(semPartido).toBe(1);
    let aParte: Awaited<ReturnType<TestSubgraph['query']>> | undefined;
    const separados = await contarComandosSql(subgraph.orm, async () => {
      aParte = await subgraph.query(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Deputado { nome } ... on _Entity { ... on Deputado { p: partido { id sigla nome } } } } }`, { r });
    });
    expect(aParte!.data).toEqual({ _entities: [porId.get('2'), porId.get('1'), porId.get('2'), null] });
    expect(separados).toBe(2);
  });

  it('declares the admin scopes on every mutation', async () => {
    const { data } = await gestor.query<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    expect(data!._service.sdl).toMatch(/criarDeputado\(dados: DeputadoInput!\): Deputado! @requiresScopes\(scopes: \[\["api\/admin\/deputados#create"\]\]\)/);
    expect(data!._service.sdl).toMatch(/excluirDeputado\(id: ID!\): Boolean! @requiresScopes\(scopes: \[\["api\/admin\/deputados#destroy"\]\]\)/);
  });
});
