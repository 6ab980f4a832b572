import { CONJUNTOS, type Conjunto, type Filtro } from '@alego/catalog';
import { caminhoInterno, INTERNAL_HEADER } from '@alego/kit/gateway';
import { contarComandosSql } from '@alego/kit/testing';
import { QueryBuilder, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { camposDaSelecao } from '../gateway/src/rest/listas-do-subgrafo.js';
import { filtrosRest } from '../gateway/src/rest/engine.js';
import { parametrosDoFiltro } from '../gateway/src/rest/params.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/*
 * The public REST lists answered by their subgraph in SQL (gateway/src/rest/listas-do-subgrafo.ts, kit/lista-rest.ts)
 * must be byte for byte what the GraphQL path answers: the portal's gateway against a twin with the subgraph path off
 * (REST_LISTAS_NO_SUBGRAFO=0), same subgraphs and data. Every catalog list with a REST path, with filters, page
 * sizes, a deep page and an empty page.
 */

let harness: GatewayHarness;
let pelaOperacao: { base: string; close(): Promise<void> };

beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, participation, access, content]);
  pelaOperacao = await harness.outroGateway({ listasNoSubgrafo: false });
}, 120_000);
afterAll(async () => {
  await pelaOperacao?.close();
  await harness?.close();
});

/** Headers that differ between any two answers (the moment, the request id; the CSP nonce is masked below). */
const VARIAVEIS = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

interface Resposta {
  status: number;
  cabecalhos: Record<string, string>;
  corpo: string;
}

async function pedir(base: string, caminho: string, cabecalhos: Record<string, string>): Promise<Resposta> {
  const resposta = await fetch(`${base}${caminho}`, { headers: cabecalhos });
  // The CSP carries a fresh nonce on every answer.
  const lidos: Record<string, string> = {};
  resposta.headers.forEach((valor, nome) => {
    if (!VARIAVEIS.has(nome)) lidos[nome] = valor.replace(/'nonce-[^']+'/g, "'nonce'");
  });
  return { status: resposta.status, cabecalhos: lidos, corpo: await resposta.text() };
}

/** The same request to both gateways: status, headers and body bytes must match. */
async function conferir(caminho: string, cabecalhos: Record<string, string> = { 'cache-control': 'no-cache' }): Promise<Resposta> {
  const [sql, operacao] = [await pedir(harness.base, caminho, cabecalhos), await pedir(pelaOperacao.base, caminho, cabecalhos)];
  expect(sql.status, caminho).toBe(operacao.status);
  expect(sql.corpo, caminho).toBe(operacao.corpo);
  expect(sql.cabecalhos, caminho).toEqual(operacao.cabecalhos);
  return sql;
}

/** A value of each kind of filter that the API accepts (it may match nothing: an empty page is compared too). */
function valorDeExemplo(filtro: Filtro): string | undefined {
  switch (filtro.tipo) {
    case 'texto':
      return 'a';
    case 'inteiro':
      return filtro.nome === 'mes' ? '3' : String(filtro.minimo !== undefined && filtro.maximo !== undefined ? Math.max(filtro.minimo, Math.min(filtro.maximo, 2025)) : 2025);
    case 'id':
      return '1';
    case 'data':
      return '2024-06-30';
    case 'booleano':
      return '1';
    case 'opcoes':
      return filtro.opcoes?.[0]?.valor;
  }
}

const listasPublicas = CONJUNTOS.flatMap((conjunto) => (conjunto.rest?.lista ?? []).filter((caminho) => !caminho.includes(':')).map((caminho) => ({ conjunto, caminho })));

/** The lists the transparency subgraph answers in SQL (their REST fields all readable there). */
const EM_SQL = ['contratos', 'empenhos', 'diarias', 'repasses-duodecimo'];

describe('the subgraph path answers what the GraphQL path answers', () => {
  for (const { conjunto, caminho } of listasPublicas) {
    it(`${conjunto.id}: ${caminho}`, async () => {
      const base = `/api/transparencia${caminho}`;
      const primeira = await conferir(base);
      await conferir(`${base}.json?por_pagina=50`);
      await conferir(`${base}?por_pagina=3&pagina=2`);
      // A deep page (offset 500 and more: keys first) and one past the end.
      await conferir(`${base}?por_pagina=1&pagina=501`);
      await conferir(`${base}?por_pagina=100&pagina=6`);
      await conferir(`${base}?pagina=99999`);
      for (const filtro of filtrosRest(conjunto)) {
        const valor = valorDeExemplo(filtro);
        if (valor !== undefined) await conferir(`${base}?por_pagina=20&${parametrosDoFiltro(filtro)[0]!.nome}=${encodeURIComponent(valor)}`);
      }
      expect(primeira.status).toBe(200);
    });
  }
});

/** The subgraph itself: which lists it reads in SQL (the others stay on the GraphQL path). */
async function listaNoSubgrafo(conjunto: Conjunto, corpo: Record<string, unknown> = {}): Promise<Response> {
  return fetch(new URL(caminhoInterno('POST /lista/:raiz', { raiz: conjunto.raiz }), harness.subgraphUrls.transparency), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: 'token-interno-de-teste' },
    body: JSON.stringify({ filtro: conjunto.rest?.filtroFixo ?? null, pagina: 1, porPagina: 10, campos: camposDaSelecao(conjunto.rest!.campos), ...corpo }),
  });
}

describe('which lists the subgraph reads in SQL', () => {
  it('the registered lists whose fields it can read; the others say so (404) and keep the GraphQL path', async () => {
    for (const id of EM_SQL) {
      const conjunto = CONJUNTOS.find((c) => c.id === id)!;
      const resposta = await listaNoSubgrafo(conjunto);
      expect(resposta.status, id).toBe(200);
      const [cabeca, corpo] = (await resposta.text()).split('\n');
      expect(JSON.parse(cabeca!).total, id).toBeGreaterThan(0);
      expect((JSON.parse(corpo!) as unknown[]).length, id).toBe(10);
    }
    // Notices carry signed PDF addresses (a resolver): not in SQL.
    const avisos = CONJUNTOS.find((c) => c.id === 'avisos')!;
    expect((await listaNoSubgrafo(avisos)).status).toBe(404);
    // Without the internal token, nothing.
    const semToken = await fetch(new URL(caminhoInterno('POST /lista/:raiz', { raiz: 'empenhos' }), harness.subgraphUrls.transparency), { method: 'POST' });
    expect(semToken.status).toBe(403);
  });

  it('a subgraph that cannot be reached: the GraphQL path answers with its 503 and message, never a 500', async () => {
    // Port 1 refuses at once: both the SQL page and the GraphQL operation find transparency down.
    const semTransparencia = await harness.outroGateway({ subgraphUrls: { ...harness.subgraphUrls, transparency: 'http://127.0.0.1:1/graphql' } });
    try {
      const resposta = await fetch(`${semTransparencia.base}/api/transparencia/empenhos`, { headers: { 'cache-control': 'no-cache' } });
      expect(resposta.status).toBe(503);
      expect(await resposta.json()).toEqual({ mensagem: expect.stringContaining('indisponível') });
    } finally {
      await semTransparencia.close();
    }
  });

  it('a filter the list refuses is a 400 with the API message, the same through both gateways', async () => {
    // A month without a year: the subgraph's own rule (validarPeriodo), not the gateway's parameter check.
    const sql = await conferir('/api/transparencia/empenhos?mes=5');
    expect(sql.status).toBe(400);
    const malFormado = await conferir('/api/transparencia/empenhos?ano=dois-mil');
    expect(malFormado.status).toBe(400);
    expect(JSON.parse(malFormado.corpo)).toEqual({ mensagem: expect.stringContaining('ano') });
  });
});

describe('response cache and writes', () => {
  it('a cached page is served until a write to what it read; then the page and its totals are new', async () => {
    const caminho = '/api/transparencia/empenhos?por_pagina=5';
    const primeira = await pedir(harness.base, caminho, {});
    const segunda = await pedir(harness.base, caminho, {});
    expect(segunda.cabecalhos['x-cache']).toBe('HIT');
    expect(segunda.corpo).toBe(primeira.corpo);
    expect(segunda.cabecalhos.totalpago).toBe(primeira.cabecalhos.totalpago);

    const token = await harness.services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/empenhos'], funcionalidades: [] }] });
    // A real in the paid value: never above what was liquidated (the entry's rule).
    const item = (JSON.parse(primeira.corpo) as { id: number; valor_pago: string }[]).find((e) => Number(e.valor_pago) >= 1);
    const novoValor = (Number(item!.valor_pago) - 1).toFixed(2);
    // The legacy PUT changes only what it sends (docs/decisions.md, "Um PUT legado muda só o que envia").
    const escrita = await fetch(`${harness.base}/api/admin/empenhos/${item!.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ empenho: { valor_pago: novoValor } }),
    });
    expect(escrita.status, await escrita.text()).toBe(200);

    const depois = await pedir(harness.base, caminho, {});
    expect(depois.cabecalhos['x-cache']).toBe('MISS');
    expect((JSON.parse(depois.corpo) as { id: number; valor_pago: string }[]).find((e) => e.id === item!.id)!.valor_pago).toBe(novoValor);
    const centavos = (valor: string) => Math.round(Number(valor) * 100);
    expect(centavos(depois.cabecalhos.totalpago!) - centavos(primeira.cabecalhos.totalpago!)).toBe(centavos(novoValor) - centavos(item!.valor_pago));
    // And the twin, by the GraphQL path, agrees on the new page and totals.
    await conferir(caminho);
  });
});

describe('the statements of a page', () => {
  it('are built once per list, fields and filter shape; other pages and values only bind theirs (moldes.ts)', async () => {
    const construidas = vi.spyOn(QueryBuilder.prototype, 'toQuery');
    const construcoes = async (caminho: string) => {
      construidas.mockClear();
      await pedir(harness.base, caminho, { 'cache-control': 'no-cache' });
      return construidas.mock.calls.length;
    };
    try {
      // A shape no other test asks for (year and month, a second page): the page, the count and the sums are built.
      expect(await construcoes('/api/transparencia/empenhos?ano=2025&mes=3&pagina=2&por_pagina=5')).toBeGreaterThan(0);
      // Other values, another page and size of the same shape: nothing is built; what they answer is still what the
      // GraphQL path answers (its twin has its own statements).
      for (const caminho of ['/api/transparencia/empenhos?ano=2024&mes=5&pagina=3&por_pagina=7', '/api/transparencia/empenhos?ano=2025&mes=3&por_pagina=5&pagina=2']) {
        expect(await construcoes(caminho), caminho).toBe(0);
        expect((await conferir(caminho)).status).toBe(200);
      }
    } finally {
      construidas.mockRestore();
    }
  });
});

describe('a list with children (contracts and their inspectors)', () => {
  it('reads a page and every row\'s children in one statement, written as the GraphQL path writes them', async () => {
    const caminho = '/api/transparencia/contratos-e-convenios/contratos?por_pagina=5';
    const contratos = JSON.parse((await conferir(caminho)).corpo) as { id: number }[];
    const [primeiro, segundo] = contratos;
    // Quotes, a backslash, a control character and accents: the JSON escaping of both paths must agree.
    const transparencia = harness.subgraphs.transparency!.orm;
    await transparencia.em.fork().getConnection().execute(
      `insert into transparency.fiscais_contratos (contrato_id, nome, matricula, funcao, portaria, data_designacao) values
         (?, 'Ana "Nina" Brás', 'teste-1', 'Fiscal titular', 'Portaria nº 1/2026', '2026-01-02'),
         (?, 'Zé da\\Silva', 'teste-2', 'Gestor do contrato', E'Portaria\\t2/2026', '2026-01-02'),
         (?, 'Bruno Ávila', 'teste-3', 'Fiscal substituto', 'Portaria nº 3/2026', '2026-01-03'),
         (?, 'Carla Dias', 'teste-4', 'Fiscal titular', 'Portaria nº 4/2026', '2026-01-04')`,
      [primeiro!.id, primeiro!.id, primeiro!.id, segundo!.id],
    );
    const depois = JSON.parse((await conferir(caminho)).corpo) as { id: number; fiscais: { nome: string; matricula: string; portaria: string }[] }[];
    // Each key as documented; among the new ones, gestor first, then the titular and the substitute (the resolver's order).
    const fiscais = depois.flatMap((contrato) => contrato.fiscais);
    expect(new Set(fiscais.map((fiscal) => Object.keys(fiscal).join(',')))).toEqual(new Set(['id,nome,matricula,funcao,portaria']));
    const novos = (contrato: (typeof depois)[number]) => contrato.fiscais.filter((fiscal) => fiscal.matricula.startsWith('teste-')).map((fiscal) => fiscal.nome);
    expect(novos(depois[0]!)).toEqual(['Zé da\\Silva', 'Ana "Nina" Brás', 'Bruno Ávila']);
    expect(depois[0]!.fiscais.find((fiscal) => fiscal.nome.startsWith('Zé'))!.portaria).toBe('Portaria\t2/2026');
    expect(novos(depois[1]!)).toEqual(['Carla Dias']);
    expect(depois.slice(2).every((contrato) => Array.isArray(contrato.fiscais))).toBe(true);

    // The count is kept after the first read: the page, with all its inspectors, is one statement.
    const pedir = () => fetch(`${harness.base}${caminho}`, { headers: { 'cache-control': 'no-cache' } }).then((resposta) => resposta.text());
    const lidos: string[] = [];
    expect(await contarComandosSql(transparencia, pedir, (sql) => (lidos.push(sql), true))).toBe(1);
    expect(lidos[0]).toContain('"fiscais_contratos"');
  });
});

describe('the page statement, prepared', () => {
  it('is parsed once per connection and run again by name, with the same bytes as the GraphQL path', async () => {
    const transparencia = harness.subgraphs.transparency!.orm;
    const pool = await (transparencia.em.getConnection() as PostgreSqlConnection).getNativeClient();
    // Fresh connections: the tests above prepared many lists, and a connection prepares at most 100 statements.
    for (const cliente of await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()))) cliente.release(true);
    // One statement per page; the values differ from one filter to the next, the text does not.
    const caminhos = ['/api/transparencia/empenhos?ano=2025&mes=3&por_pagina=20', '/api/transparencia/empenhos?ano=2024&mes=11&por_pagina=20', '/api/transparencia/empenhos?ano=2025&mes=1&por_pagina=20'];
    const vezes = 12;
    for (let i = 0; i < vezes; i++) expect((await conferir(caminhos[i % caminhos.length]!)).status).toBe(200);
    // Every connection of the subgraph's pool at once: PostgreSQL's own list of what each has prepared (the REST page's
    // statement for a period; the GraphQL twin's list, read by linhas.ts on the same subgraph, is prepared too).
    const clientes = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    try {
      const preparados = (
        await Promise.all(
          clientes.map((cliente) =>
            cliente.query<{ statement: string; execucoes: number }>(
              `select statement, generic_plans + custom_plans as execucoes from pg_prepared_statements where statement like '% as linha, %"empenhos" as "e" where "e"."data" >= $1 and "e"."data" <= $2 order by % limit 20'`,
            ),
          ),
        )
      ).flatMap(({ rows }) => rows);
      // The same text (the filter's values as `$n`, the page size written in) on fewer connections than requests, run
      // once per page.
      expect(new Set(preparados.map((p) => p.statement)).size).toBe(1);
      expect(preparados.length).toBeLessThan(vezes);
      expect(preparados.reduce((soma, p) => soma + Number(p.execucoes), 0)).toBeGreaterThanOrEqual(vezes);
    } finally {
      for (const cliente of clientes) cliente.release();
    }
  });
});
