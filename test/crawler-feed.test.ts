import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { MENSAGEM_CURSOR, MENSAGEM_DESDE, MENSAGEM_POR_PAGINA_DO_FEED } from '../subgraphs/transparency/src/modules/alteracao/alteracao.resolver.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/*
 * /api/transparencia/crawler/feed: every write to a transparency dataset (through the ORM or plain SQL) appears once,
 * in the order the writes finished, paged by cursor, with ETag/Last-Modified; a transaction still running holds the
 * feed back instead of being skipped.
 */

let harness: GatewayHarness;
let token: string;

beforeAll(async () => {
  // The public response cache (5 s) is off: the test reads right after each write. No demo data: only this test writes.
  harness = await startGatewayHarness([transparency], { seed: false, env: { CACHE_PUBLICO_TTL_MS: '0' } });
  await sql("insert into transparency.modalidades_licitacao (id, descricao) values (1, 'Pregão eletrônico')");
  await sql("insert into transparency.fases_licitacao (id, descricao, ordem) values (1, 'Aberta', 1)");
  token = await harness.services.signer.signEquipe({ sub: '1', nome: 'Servidora de Teste', lotacao_padrao_id: 1, recursos: [{ lotacao_id: 1, permissoes: ['api/admin/editais'], funcionalidades: [] }] });
}, 120_000);
afterAll(() => harness?.close());

interface Item {
  conjunto: string;
  id: number;
  operacao: string;
  alterado_em: string;
  url: string | null;
}
interface Pagina {
  itens: Item[];
  cursor: string;
  ha_mais: boolean;
  proximo: string;
}

async function feed(parametros: Record<string, string>, cabecalhos: Record<string, string> = {}): Promise<{ status: number; corpo: Pagina; headers: Headers }> {
  const resposta = await fetch(`${harness.base}/api/transparencia/crawler/feed?${new URLSearchParams(parametros)}`, { headers: cabecalhos });
  return { status: resposta.status, corpo: resposta.status === 200 || resposta.status === 400 ? ((await resposta.json()) as Pagina) : (undefined as never), headers: resposta.headers };
}

function sql(texto: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return harness.subgraphs.transparency!.orm.em.fork().getConnection().execute(texto, params);
}

async function criarEdital(numero: string): Promise<number> {
  const r = await harness.graphql<{ criarEdital: { id: string } }>(
    'mutation ($dados: EditalInput!) { criarEdital(dados: $dados) { id } }',
    { dados: { numero, ano: 2026, processo: `2026.0008.${numero.slice(0, 3)}`, objeto: 'Edital do feed', modalidadeId: '1', faseId: '1', dataAbertura: '2026-04-01', valorEstimado: '10,00' } },
    { authorization: `Bearer ${token}` },
  );
  expect(r.body.errors).toBeUndefined();
  return Number(r.body.data!.criarEdital.id);
}

/** Every page from a cursor, followed to the end. */
async function todas(inicio: Record<string, string>): Promise<Item[]> {
  const itens: Item[] = [];
  let parametros = inicio;
  for (;;) {
    const { corpo } = await feed(parametros);
    itens.push(...corpo.itens);
    if (!corpo.ha_mais) return itens;
    parametros = { cursor: corpo.cursor, por_pagina: parametros.por_pagina ?? '100' };
  }
}

describe('feed de alterações da transparência', () => {
  it('lista inclusão, alteração (mesmo por SQL) e exclusão de um edital, em ordem, com o endereço do registro; pagina pelo cursor', async () => {
    const inicio = new Date(Date.now() - 1000).toISOString();
    const id = await criarEdital('801/2026');
    await sql("update transparency.editais set objeto = 'Edital do feed, alterado por SQL' where id = ?", [id]);
    const excluido = await harness.graphql<{ excluirEdital: boolean }>('mutation ($id: ID!) { excluirEdital(id: $id) }', { id: String(id) }, { authorization: `Bearer ${token}` });
    expect(excluido.body.data?.excluirEdital).toBe(true);

    const doEdital = (itens: Item[]) => itens.filter((item) => item.conjunto === 'editais' && item.id === id);
    const { status, corpo, headers } = await feed({ desde: inicio });
    expect(status).toBe(200);
    expect(doEdital(corpo.itens).map((item) => item.operacao)).toEqual(['inclusao', 'alteracao', 'exclusao']);
    expect(doEdital(corpo.itens)[0]!.url).toMatch(new RegExp(`/api/transparencia/licitacoes/editais/${id}$`));
    expect(Date.parse(headers.get('last-modified')!)).toBeGreaterThan(Date.parse(inicio) - 1000);
    expect(headers.get('link')).toBe(`<${corpo.proximo}>; rel="next"`);

    // One by one, each page's cursor leads to the next: the same items, in the same order.
    expect(await todas({ desde: inicio, por_pagina: '1' })).toEqual(corpo.itens);
  });

  it('ETag e If-None-Match: a mesma página responde 304; a seguinte, 200; nada mais depois do último cursor', async () => {
    const { corpo: base } = await feed({ desde: new Date().toISOString() });
    const a = await criarEdital('802/2026');
    const b = await criarEdital('805/2026');
    // A page with a next one never changes: the feed only appends after it.
    const primeira = await feed({ cursor: base.cursor, por_pagina: '1' });
    expect(primeira.corpo.ha_mais).toBe(true);
    const etag = primeira.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repetida = await feed({ cursor: base.cursor, por_pagina: '1' }, { 'if-none-match': etag });
    expect(repetida.status).toBe(304);
    expect((await feed({ cursor: primeira.corpo.cursor, por_pagina: '1' }, { 'if-none-match': etag })).status).toBe(200);
    const seguidas = await todas({ cursor: base.cursor });
    expect(seguidas.filter((item) => item.conjunto === 'editais').map((item) => item.id)).toEqual([a, b]);
    const fim = await feed({ cursor: (await feed({ cursor: base.cursor, por_pagina: String(seguidas.length) })).corpo.cursor });
    expect(fim.corpo.itens.filter((item) => item.conjunto === 'editais')).toEqual([]);
  });

  it('uma gravação ainda em andamento segura o feed: a que terminou depois não passa à frente dela', async () => {
    const { corpo: base } = await feed({ desde: new Date().toISOString() });
    const id = await criarEdital('803/2026');
    const { corpo: marco } = await feed({ cursor: base.cursor });
    let liberar!: () => void;
    let iniciada!: () => void;
    const segura = new Promise<void>((resolve) => (liberar = resolve));
    const emAndamento = new Promise<void>((resolve) => (iniciada = resolve));
    const longa = harness.subgraphs.transparency!.orm.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute("update transparency.editais set objeto = 'Alterado numa transação longa' where id = ?", [id], 'run', tx.getTransactionContext());
      iniciada();
      await segura;
    });
    await emAndamento;
    // Another table (a write to the same one waits for the long transaction's stamp, db/versoes.ts): it starts later and finishes first.
    const [aviso] = await sql("insert into transparency.avisos_licitacao (titulo, conteudo, data_publicacao) values ('Aviso do feed', 'Texto.', '2026-04-02') returning id");
    const outro = Number(aviso!.id);
    const nossos = (itens: Item[]) => itens.filter((item) => (item.conjunto === 'editais' && item.id === id) || (item.conjunto === 'avisos' && item.id === outro)).map((item) => [item.conjunto, item.id, item.operacao]);
    expect(nossos(await todas({ cursor: marco.cursor }))).toEqual([]);
    liberar();
    await longa;
    expect(nossos(await todas({ cursor: marco.cursor }))).toEqual([
      ['editais', id, 'alteracao'],
      ['avisos', outro, 'inclusao'],
    ]);
  });

  it('parâmetros inválidos: 400 com a mensagem em português', async () => {
    expect(await feed({ cursor: 'abc' })).toMatchObject({ status: 400, corpo: { mensagem: MENSAGEM_CURSOR } });
    expect(await feed({ desde: 'ontem' })).toMatchObject({ status: 400, corpo: { mensagem: MENSAGEM_DESDE } });
    expect(await feed({ por_pagina: '0' })).toMatchObject({ status: 400, corpo: { mensagem: MENSAGEM_POR_PAGINA_DO_FEED } });
    expect(await feed({ por_pagina: 'muitos' })).toMatchObject({ status: 400, corpo: { mensagem: MENSAGEM_POR_PAGINA_DO_FEED } });
  });
});
