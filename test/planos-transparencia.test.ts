import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONJUNTOS, hojeEmBrasilia, type Conjunto, type Filtro } from '@alego/catalog';
import { caminhoInterno, INTERNAL_HEADER } from '@alego/kit/gateway';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { carregarVolume } from '../subgraphs/transparency/src/volume/volume.js';
import { camposDaSelecao } from '../gateway/src/rest/listas-do-subgrafo.js';

// Every filter of every paginated transparency list, on the demo volume (`npm run demo:volume`, VOLUME_ESCALA of it;
// 0.6 by default: tens of thousands of commitments, inspectors and allowance entries), runs through the subgraph while
// its SQL is recorded; each statement a page sends is then planned with EXPLAIN, and a sequential scan of a table over
// 10,000 rows fails the test (DESIGN.md "Performance budget": journalists and crawlers page through these lists uncached).
// A text filter that matches inside the text (`termo`) has its trigram index (`indiceDoTermo` in @alego/kit), so no
// exception is left, even for a term that is in no row.

const ESCALA = Number(process.env.VOLUME_ESCALA ?? 0.6);
const LIMITE = 10_000;
let subgrafo: TestSubgraph;
const gravadas: string[] = [];
let gravando = false;

beforeAll(async () => {
  subgrafo = await startTestSubgraph(transparency, { seed: true });
  await carregarVolume(subgrafo.orm, hojeEmBrasilia(), ESCALA);
  // Fresh statistics, as autovacuum gives a live database: which tables count as large, and the plans, must not
  // depend on whether it ran yet.
  await subgrafo.orm.em.fork().getConnection().execute('analyze');
  const logger = subgrafo.orm.config.getLogger();
  const original = logger.logQuery.bind(logger);
  // MikroORM hands its logger each statement as sent, values inlined (`formatted`).
  logger.logQuery = (contexto) => {
    if (gravando) gravadas.push((contexto as { formatted?: string }).formatted ?? contexto.query ?? '');
    original(contexto);
  };
}, 900_000);
afterAll(() => subgrafo?.close());

function valorDe(filtro: Filtro): unknown {
  switch (filtro.tipo) {
    case 'texto':
      return 'limpeza';
    case 'inteiro':
      return filtro.nome === 'mes' ? 3 : filtro.nome === 'ano' ? 2025 : (filtro.minimo ?? 1);
    case 'id':
      return '1';
    case 'data':
      return '2025-03-01';
    case 'booleano':
      return true;
    case 'opcoes':
      return filtro.opcoes?.[0]?.valor;
  }
}

/** Each list alone, then with each of its filters (a month goes with its year). */
function casos(conjunto: Conjunto): { nome: string; filtro: Record<string, unknown> }[] {
  const fixo = { ...conjunto.filtroFixo };
  return [
    { nome: `${conjunto.id} sem filtro`, filtro: fixo },
    ...conjunto.filtros.map((filtro) => ({
      nome: `${conjunto.id}.${filtro.nome}`,
      filtro: { ...fixo, ...(filtro.nome === 'mes' ? { ano: 2025 } : {}), [filtro.nome]: valorDe(filtro) },
    })),
  ];
}

interface NoDoPlano {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: NoDoPlano[];
}

function varridas(no: NoDoPlano): string[] {
  return [...(no['Node Type'] === 'Seq Scan' && no['Relation Name'] ? [no['Relation Name']] : []), ...(no.Plans ?? []).flatMap(varridas)];
}

describe('transparency lists on volume data', () => {
  it('no filter of the catalog scans a large table sequentially', async () => {
    const conexao = subgrafo.orm.em.fork().getConnection();
    const grandes = new Set(
      (
        await conexao.execute<{ tabela: string }[]>(
          `select c.relname as tabela from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'transparency' and c.relkind = 'r' and c.reltuples > ?`,
          [LIMITE],
        )
      ).map((linha) => linha.tabela),
    );
    expect(grandes.has('empenhos'), 'o volume de demonstração foi carregado').toBe(true);
    const conjuntos = CONJUNTOS.filter((conjunto) => conjunto.tipoDoFiltro && !conjunto.lista);
    const falhas: string[] = [];
    let planejadas = 0;
    // The totals (count and sums) are kept per filter until a write (test/totais-em-cache.test.ts): they run once
    // per filter and import, not per request, so only the statements every page sends are held to the rule.
    const planejar = async (nome: string) => {
      // The stamps read alone are left out; a statement that reads them beside its rows (the REST page, a deep page's
      // bookmarks) is planned.
      const porRequisicao = gravadas.filter((texto) => /^\s*select/i.test(texto) && !/^\s*select count\(/i.test(texto) && !/^\s*select \(select string_agg/i.test(texto));
      for (const sql of porRequisicao) {
        const [linha] = await conexao.execute<{ 'QUERY PLAN': { Plan: NoDoPlano }[] }[]>(`explain (format json) ${sql}`);
        planejadas++;
        for (const tabela of varridas(linha!['QUERY PLAN'][0]!.Plan)) {
          if (grandes.has(tabela)) falhas.push(`${nome}: ${tabela} — ${sql.slice(0, 160)}`);
        }
      }
    };
    for (const conjunto of conjuntos) {
      for (const caso of casos(conjunto)) {
        // Page 1, and a deep one without filters (its keys walked in a subquery, kit/totais.ts; with a term, the keys
        // of a deep page of commitments are slow: no term index there, docs/decisions.md "Os empenhos ficaram sem
        // esse índice").
        // Page 300 of 10 seeks from a bookmark of its order (kit/totais.ts, every 2,000 rows): the statement that finds
        // the bookmarks and the page's are planned too.
        const paginas = caso.nome.endsWith('sem filtro') ? [1, 100, 300] : [1];
        let deOutroSubgrafo = false;
        for (const pagina of paginas) {
          gravadas.length = 0;
          gravando = true;
          const totais = conjunto.totais ? `${conjunto.totais.raiz}(filtro: $filtro) { ${conjunto.totais.campos.map((campo) => campo.campo).join(' ')} }` : '';
          const resposta = await subgrafo.query(
            `query($filtro: ${conjunto.tipoDoFiltro}) { ${conjunto.raiz}(filtro: $filtro, pagina: ${pagina}, porPagina: 10) { total itens { __typename } } ${totais} }`,
            { filtro: caso.filtro },
          );
          gravando = false;
          deOutroSubgrafo = Boolean(resposta.errors?.some((erro) => /Cannot query field/.test(erro.message)));
          if (deOutroSubgrafo) break;
          expect(resposta.errors, caso.nome).toBeUndefined();
          await planejar(`${caso.nome} (página ${pagina})`);
        }
        if (deOutroSubgrafo) break; // a list of another subgraph
        // The same pages as the REST list asks them of the subgraph in SQL (kit/lista-rest.ts).
        if (!conjunto.rest) continue;
        for (const pagina of paginas) {
          gravadas.length = 0;
          gravando = true;
          const sql = await fetch(new URL(caminhoInterno('POST /lista/:raiz', { raiz: conjunto.raiz }), subgrafo.url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: subgrafo.internalToken },
            body: JSON.stringify({ filtro: caso.filtro, pagina, porPagina: 10, campos: camposDaSelecao(conjunto.rest.campos) }),
          });
          await sql.text();
          gravando = false;
          if (sql.status === 200) await planejar(`${caso.nome} (SQL, página ${pagina})`);
        }
      }
    }
    expect(planejadas).toBeGreaterThan(30);
    expect(falhas).toEqual([]);
  }, 900_000);
});
