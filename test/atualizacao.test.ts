import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirOrm, BancoMaisNovoError, closeOrm, createOrm, type SubgraphDefinition } from '@alego/kit';
import { createTestDatabase } from '@alego/kit/testing';
import { importarDados, type DadosDeVersao } from '@alego/kit/operacao';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

const SUBGRAFOS: SubgraphDefinition[] = [content, people, transparency, participation, access];
const bancos: { drop(): Promise<void> }[] = [];
let anterior: DadosDeVersao;
let harness: GatewayHarness | undefined;

beforeAll(async () => {
  // The previous release's demo database (scripts/versao-anterior.mjs; docs/operacao.md, "Atualizações seguras").
  anterior = JSON.parse(gunzipSync(await readFile('test/fixtures/versao-anterior.json.gz')).toString('utf8')) as DadosDeVersao;
});
afterAll(async () => {
  await harness?.close();
  for (const banco of bancos) await banco.drop();
});

describe('upgrading from the previous release', () => {
  it('released migrations are never edited, removed or reordered: each subgraph only appends', () => {
    for (const definicao of SUBGRAFOS) {
      const publicadas = anterior.esquemas[definicao.name]?.migracoes ?? [];
      expect(definicao.migrations.map((migracao) => migracao.name).slice(0, publicadas.length), definicao.name).toEqual(publicadas);
    }
  });

  it("this release's migrations apply to the previous release's data, and the portal answers the smoke queries", async () => {
    const banco = await createTestDatabase('atualizacao');
    bancos.push(banco);
    // The previous release's schema: its own migrations replayed (a prefix of ours, checked above), then its data.
    for (const definicao of SUBGRAFOS) {
      const orm = await abrirOrm(definicao, banco.url);
      await orm.migrator.up({ migrations: anterior.esquemas[definicao.name]!.migracoes });
      await closeOrm(orm);
    }
    await importarDados(banco.url, anterior);

    // Starting the portal applies this release's migrations on that data, as an upgrade in production does.
    harness = await startGatewayHarness(SUBGRAFOS, { databaseUrl: banco.url, seed: false });
    const tabelas = (esquema: string) => anterior.esquemas[esquema]!.tabelas;
    const deputado = tabelas('people').deputados![0] as { id: number; nome: string };

    const { status, body } = await harness.graphql<{
      noticias: { total: number; itens: { titulo: string }[] };
      deputado: { nome: string } | null;
      deputados: { total: number };
      empenhos: { total: number };
      processos: { total: number };
    }>(
      `query Fumaca($id: ID!) {
        noticias(pagina: 1, porPagina: 5) { total itens { titulo } }
        deputado(id: $id) { nome }
        deputados(pagina: 1, porPagina: 5) { total }
        empenhos(pagina: 1, porPagina: 5) { total }
        processos(pagina: 1, porPagina: 5) { total }
      }`,
      { id: String(deputado.id) },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.deputado?.nome).toBe(deputado.nome);
    expect(body.data!.noticias.total).toBeGreaterThan(0);
    expect(body.data!.deputados.total).toBeGreaterThan(0);
    expect(body.data!.empenhos.total).toBe(tabelas('transparency').empenhos!.length);
    expect(body.data!.processos.total).toBeGreaterThan(0);

    // The previous release's search vectors moved to the tables beside the rows (docs/busca.md, "Vetores numa tabela
    // ao lado"): one per row, none left behind in the rows, and a previous-release deputy and commitment are found.
    const cliente = new pg.Client({ connectionString: banco.url });
    await cliente.connect();
    try {
      for (const tabela of ['people.deputados', 'transparency.empenhos', 'content.noticias', 'participation.processos']) {
        const { rows } = await cliente.query<{ linhas: number; vetores: number; coluna: boolean }>(
          `select (select count(*)::int from ${tabela}) as linhas, (select count(*)::int from ${tabela}_busca v join ${tabela} t on t.id = v.id) as vetores,
                  exists (select 1 from information_schema.columns where table_schema || '.' || table_name = $1 and column_name = 'busca') as coluna`,
          [tabela],
        );
        const { linhas, vetores, coluna } = rows[0]!;
        expect(linhas, tabela).toBeGreaterThan(0);
        expect(vetores, tabela).toBe(linhas);
        expect(coluna, tabela).toBe(false);
      }
    } finally {
      await cliente.end();
    }
    const empenho = tabelas('transparency').empenhos![0] as { numero: string };
    const busca = await harness.graphql<{ buscaPessoas: { tipo: string; total: number }[]; buscaTransparencia: { tipo: string; total: number }[] }>(
      `query Busca($deputado: String!, $empenho: String!) {
        buscaPessoas(termo: $deputado, tipo: "deputado") { tipo total }
        buscaTransparencia(termo: $empenho, tipo: "empenho") { tipo total }
      }`,
      { deputado: deputado.nome, empenho: empenho.numero },
    );
    expect(busca.body.errors).toBeUndefined();
    expect(busca.body.data!.buscaPessoas.find((g) => g.tipo === 'deputado')!.total).toBeGreaterThan(0);
    expect(busca.body.data!.buscaTransparencia.find((g) => g.tipo === 'empenho')!.total).toBeGreaterThan(0);
    const login = await fetch(`${harness.base}/alego/permissoes/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'publicador', senha: 'Alego@2026' }),
    });
    expect(login.status).toBe(200);
  });
});

describe('a database newer than the code', () => {
  it('is refused at start with a clear Portuguese message naming the unknown migrations', async () => {
    const banco = await createTestDatabase('mais_nova');
    bancos.push(banco);
    await closeOrm(await createOrm(content, banco.url));
    const cliente = new pg.Client({ connectionString: banco.url });
    await cliente.connect();
    await cliente.query(`insert into content.mikro_orm_migrations (name, executed_at) values ('Migration20991231000000_da_proxima_versao', now())`);
    await cliente.end();

    const erro = await createOrm(content, banco.url).then(
      () => undefined,
      (falha: unknown) => falha,
    );
    expect(erro).toBeInstanceOf(BancoMaisNovoError);
    expect((erro as Error).message).toContain('O banco de dados foi atualizado por uma versão mais nova do portal');
    expect((erro as Error).message).toContain('Migration20991231000000_da_proxima_versao');
    expect((erro as Error).message).toContain('O portal não vai iniciar');
  });
});
