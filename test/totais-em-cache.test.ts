import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESPACO_DOS_MARCADORES, OFFSET_PROFUNDO } from '@alego/kit';
import { contarComandosSql } from '@alego/kit/testing';
import { access } from '../subgraphs/access/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness, entrarComoEquipe } from './gateway-harness.js';

// The exact totals headers are kept per filter until a table they read is written (subgraphs/kit/src/totais.ts).
// Each check here writes the way an operator would (SQL import, admin mutation) and reads again with
// `Cache-Control: no-cache`, so only the subgraph's totals cache stands between the write and the headers.

let harness: GatewayHarness;
let token = '';

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, access]);
  token = await entrarComoEquipe(harness, 'admin');
}, 120_000);
afterAll(() => harness?.close());

const sql = <T = Record<string, unknown>>(texto: string, parametros: unknown[] = []) =>
  harness.subgraphs.transparency!.orm.em.fork().getConnection().execute<T[]>(texto, parametros);

async function lista(caminho: string) {
  const resposta = await fetch(`${harness.base}/api/transparencia${caminho}`, { headers: { 'cache-control': 'no-cache' } });
  expect(resposta.status, caminho).toBe(200);
  return { headers: resposta.headers, corpo: (await resposta.json()) as { id: number }[] };
}

const centavos = (valor: string | null) => BigInt((valor ?? '').replace('.', ''));

describe('exact totals kept until a write', () => {
  it('stamps every table of the schema, whoever writes to it', async () => {
    // The change log (docs/crawler-feed.md) is the one table left out: every write appends to it.
    const semGatilho = await sql<{ tabela: string }>(
      `select c.relname as tabela from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'transparency' and c.relkind = 'r'
          and c.relname not in ('versoes_de_tabela', 'registro_de_alteracoes', 'mikro_orm_migrations', 'kit_seeds')
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'versao_de_tabela')`,
    );
    expect(semGatilho).toEqual([]);
  });

  it('counts and sums commitments again after an import by SQL, an update and a delete', async () => {
    const antes = await lista('/empenhos');
    expect((await lista('/empenhos')).headers.get('TotalLinhas')).toBe(antes.headers.get('TotalLinhas'));
    const [{ id }] = (await sql<{ id: number }>(
      `insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago)
       values ('2031NE999001', 2031, '2031-01-15', 'Importado por SQL', '12345678000195', 'Material de consumo', 'Carga', 1234.56, 1000.00, 900.01)
       returning id`,
    )) as [{ id: number }];
    const inserido = await lista('/empenhos');
    expect(Number(inserido.headers.get('TotalLinhas'))).toBe(Number(antes.headers.get('TotalLinhas')) + 1);
    expect(centavos(inserido.headers.get('totalEmpenhado')) - centavos(antes.headers.get('totalEmpenhado'))).toBe(123456n);
    expect(centavos(inserido.headers.get('totalPago')) - centavos(antes.headers.get('totalPago'))).toBe(90001n);
    const anos = await fetch(`${harness.base}/api/transparencia/empenhos/anos`, { headers: { 'cache-control': 'no-cache' } });
    expect(JSON.stringify(await anos.json())).toContain('2031');

    await sql(`update transparency.empenhos set valor_pago = valor_pago + 0.99 where id = ?`, [id]);
    const pago = await lista('/empenhos');
    expect(centavos(pago.headers.get('totalPago')) - centavos(inserido.headers.get('totalPago'))).toBe(99n);

    await sql(`delete from transparency.empenhos where id = ?`, [id]);
    const depois = await lista('/empenhos');
    expect(depois.headers.get('TotalLinhas')).toBe(antes.headers.get('TotalLinhas'));
    expect(depois.headers.get('totalEmpenhado')).toBe(antes.headers.get('totalEmpenhado'));
  });

  it('counts and sums contracts again after an admin creates and deletes one', async () => {
    const antes = await lista('/contratos-e-convenios/contratos');
    // A year the register accepts (up to next year); the number 999 keeps it apart from the seeded ones.
    const ano = new Date().getFullYear();
    const criar = await harness.graphql<{ criarContrato: { id: string } }>(
      'mutation($d: ContratoInput!) { criarContrato(dados: $d) { id } }',
      {
        d: {
          numero: `999/${ano}`, ano, objeto: 'Manutenção predial', fornecedor: 'Construtora Exemplo', cnpj: '12.345.678/0001-95',
          tipo: 'contrato', valor: '10000.50', dataAssinatura: `${ano}-01-10`, vigenciaInicio: `${ano}-01-10`, vigenciaFim: `${ano}-12-31`,
        },
      },
      { authorization: `Bearer ${token}` },
    );
    expect(criar.body.errors).toBeUndefined();
    const criado = await lista('/contratos-e-convenios/contratos');
    expect(Number(criado.headers.get('TotalLinhas'))).toBe(Number(antes.headers.get('TotalLinhas')) + 1);
    expect(centavos(criado.headers.get('Total')) - centavos(antes.headers.get('Total'))).toBe(1000050n);

    const excluir = await harness.graphql('mutation($id: ID!) { excluirContrato(id: $id) }', { id: criar.body.data!.criarContrato.id }, { authorization: `Bearer ${token}` });
    expect(excluir.body.errors).toBeUndefined();
    const depois = await lista('/contratos-e-convenios/contratos');
    expect(depois.headers.get('TotalLinhas')).toBe(antes.headers.get('TotalLinhas'));
    expect(depois.headers.get('Total')).toBe(antes.headers.get('Total'));
  });

  it('answers a deep page, REST and GraphQL, in one statement (its keys found in a subquery) with the same rows SQL gives', async () => {
    await sql(
      `insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago)
       select '2020NE' || lpad(n::text, 6, '0'), 2020, date '2020-01-01' + (n % 300), 'Fornecedor ' || n, '12345678000195', 'Serviços', 'Lote', n, n, n
         from generate_series(1, ?) as n`,
      [OFFSET_PROFUNDO + 100],
    );
    const porPagina = 10;
    const pagina = Math.floor(OFFSET_PROFUNDO / porPagina) + 2;
    const esperados = await sql<{ id: number }>(`select id from transparency.empenhos order by data desc, id desc limit ? offset ?`, [porPagina, (pagina - 1) * porPagina]);
    const subgrafo = harness.subgraphs.transparency!;
    // The count is kept after the first read: what is left to count is the statements that read the rows.
    const leEmpenhos = (texto: string) => texto.includes('"empenhos"');
    const rest = () => lista(`/empenhos?por_pagina=${porPagina}&pagina=${pagina}`);
    await rest();
    let profunda: Awaited<ReturnType<typeof rest>> | undefined;
    expect(await contarComandosSql(subgrafo.orm, async () => (profunda = await rest()), leEmpenhos)).toBe(1);
    expect(profunda!.corpo.map((empenho) => empenho.id)).toEqual(esperados.map((linha) => linha.id));
    expect(profunda!.headers.get('CurrentPage')).toBe(String(pagina));

    const graphql = () =>
      subgrafo.query<{ empenhos: { itens: { id: string }[] } }>('query($p: Int!, $pp: Int!) { empenhos(pagina: $p, porPagina: $pp) { itens { id } } }', { p: pagina, pp: porPagina });
    await graphql();
    let resposta: Awaited<ReturnType<typeof graphql>> | undefined;
    expect(await contarComandosSql(subgrafo.orm, async () => (resposta = await graphql()), leEmpenhos)).toBe(1);
    expect(resposta!.errors).toBeUndefined();
    expect(resposta!.data!.empenhos.itens.map((empenho) => Number(empenho.id))).toEqual(esperados.map((linha) => linha.id));
  });

  it('seeks deeper pages from bookmarks, REST and GraphQL, found once and found again after writes that shift rows across one', async () => {
    // Enough rows for three bookmarks of the order (data desc, id desc), with many ties on the date.
    await sql(
      `insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago)
       select '2019NE' || lpad(n::text, 6, '0'), 2019, date '2019-01-01' + (n % 200), 'Fornecedor ' || n, '12345678000195', 'Serviços', 'Lote', n, n, n
         from generate_series(1, ?) as n`,
      [3 * ESPACO_DOS_MARCADORES],
    );
    const porPagina = 50;
    const pagina = Math.floor((2 * ESPACO_DOS_MARCADORES + 450) / porPagina) + 1;
    const esperados = async (p = pagina) =>
      (await sql<{ id: number }>(`select id from transparency.empenhos order by data desc, id desc limit ? offset ?`, [porPagina, (p - 1) * porPagina])).map((linha) => linha.id);
    const subgrafo = harness.subgraphs.transparency!;
    const leEmpenhos = (texto: string) => texto.includes('"empenhos"');
    const rest = async (p = pagina) => (await lista(`/empenhos?por_pagina=${porPagina}&pagina=${p}`)).corpo.map((empenho) => empenho.id);
    const graphql = async (p = pagina) => {
      const resposta = await subgrafo.query<{ empenhos: { itens: { id: string }[] } }>('query($p: Int!, $pp: Int!) { empenhos(pagina: $p, porPagina: $pp) { itens { id } } }', { p, pp: porPagina });
      expect(resposta.errors).toBeUndefined();
      return resposta.data!.empenhos.itens.map((empenho) => Number(empenho.id));
    };
    /** The page through both paths equals the offset in SQL, and a second request reads it in one statement. */
    const conferir = async (rotulo: string, p = pagina) => {
      const certos = await esperados(p);
      expect(certos, rotulo).toHaveLength(porPagina);
      for (const [via, ler] of [['REST', rest], ['GraphQL', graphql]] as const) {
        expect(await ler(p), `${rotulo} (${via})`).toEqual(certos);
        let lidos: number[] = [];
        const comandos: string[] = [];
        expect(await contarComandosSql(subgrafo.orm, async () => (lidos = await ler(p)), (texto) => leEmpenhos(texto) && comandos.push(texto) > 0), `${rotulo} (${via}, de novo)`).toBe(1);
        expect(lidos, `${rotulo} (${via}, de novo)`).toEqual(certos);
        // Sought from the bookmark: the keyset condition, not the offset walked from the first row.
        expect(comandos[0], `${rotulo} (${via}, de novo)`).toContain('("k"."data", "k"."id") <= (?, ?)');
      }
    };
    await conferir('primeira leitura');
    // Another page past the same bookmark, and a shallower one: the bookmarks found are reused, nothing walked again.
    for (const outra of [pagina + 3, pagina - Math.floor(ESPACO_DOS_MARCADORES / porPagina)]) {
      const certos = await esperados(outra);
      let lidos: number[] = [];
      expect(await contarComandosSql(subgrafo.orm, async () => (lidos = await rest(outra)), leEmpenhos), `página ${outra}`).toBe(1);
      expect(lidos, `página ${outra}`).toEqual(certos);
    }

    // Rows inserted before every bookmark (a later date comes first) shift every position across them.
    const inseridos = (await sql<{ id: number }>(
      `insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago)
       select '2032NE' || lpad(n::text, 6, '0'), 2032, date '2032-01-01', 'Novo ' || n, '12345678000195', 'Serviços', 'Lote', n, n, n from generate_series(1, 7) as n
       returning id`,
    )).map((linha) => linha.id);
    await conferir('depois de inserir antes dos marcadores');
    // The rows at two bookmarks' own offsets deleted, and the new ones: every position moves back.
    const [primeiro] = await sql<{ id: number }>(`select id from transparency.empenhos order by data desc, id desc limit 1 offset ?`, [ESPACO_DOS_MARCADORES]);
    const [segundo] = await sql<{ id: number }>(`select id from transparency.empenhos order by data desc, id desc limit 1 offset ?`, [2 * ESPACO_DOS_MARCADORES]);
    await sql(`delete from transparency.empenhos where id in (?, ?)`, [primeiro!.id, segundo!.id]);
    await conferir('depois de apagar as linhas dos marcadores');
    await sql(`delete from transparency.empenhos where id in (${inseridos.map(() => '?').join(', ')})`, inseridos);
    await conferir('depois de apagar as inseridas');
    // A row with the same date as the page's first, so it ties on the first column inside the page.
    const [{ data }] = (await sql<{ data: string }>(`select data::text as data from transparency.empenhos order by data desc, id desc limit 1 offset ?`, [(pagina - 1) * porPagina])) as [{ data: string }];
    await sql(
      `insert into transparency.empenhos (numero, ano, data, credor, cnpj, elemento_despesa, historico, valor_empenhado, valor_liquidado, valor_pago)
       values ('2019NE999999', 2019, ?::date, 'Empate', '12345678000195', 'Serviços', 'Lote', 1, 1, 1)`,
      [data],
    );
    await conferir('depois de um empate na data da página');
  });
});
