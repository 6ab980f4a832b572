import { CONJUNTOS } from '@alego/catalog';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../index.js';
import { cnpjValido } from '../lib/cnpj.js';
import { SCHEMA } from '../lib/consultas.js';
import type { Executar } from './gerador.js';
import { carregarRegistros } from './registros.js';
import { carregarVolume } from './volume.js';

let subgraph: TestSubgraph;
let contagens: Record<string, number>;
/** What the money trail added: contracts under a finished bid's process, and their commitments (same process and CNPJ). */
let cadeias: { contratos: number; empenhos: number };

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true });
  // The demo volume itself (scale 1), as `npm run demo:volume` and the benchmark load it.
  contagens = await carregarVolume(subgraph.orm, '2026-11-22', 1);
  [cadeias] = await sql<typeof cadeias>(
    `select (select count(*) from "${SCHEMA}".contratos where processo is not null)::int as contratos,
            (select count(*) from "${SCHEMA}".empenhos e where exists (select 1 from "${SCHEMA}".contratos c where c.processo = e.processo and c.cnpj = e.cnpj))::int as empenhos`,
  ) as [typeof cadeias];
}, 600_000);
afterAll(() => subgraph?.close());

async function sql<T>(consulta: string): Promise<T[]> {
  return subgraph.orm.em.fork().getConnection().execute<T[]>(consulta);
}
const executar: Executar = (consulta, parametros) => subgraph.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(consulta, parametros);

describe('npm run demo:volume', () => {
  it('replaces the financial records with the asked volumes', () => {
    expect(cadeias.contratos).toBeGreaterThan(0);
    expect(cadeias.empenhos).toBeGreaterThan(cadeias.contratos);
    // Transfers: every month from January 2013 (the first year their form accepts) to November 2026.
    expect(contagens).toMatchObject({ contratos: 20_000 + cadeias.contratos, editais: 3_000, empenhos: 60_000 + cadeias.empenhos, diarias: 15_000, repasses_duodecimos: 13 * 12 + 11 });
    expect(contagens.fiscais_contratos).toBeGreaterThanOrEqual(40_000);
  });

  it('gives every deputy 1..41 at least three years of monthly allowances', async () => {
    const linhas = await sql<{ deputado_id: number; meses: number }>(
      `select deputado_id, count(distinct (ano, mes))::int as meses from "${SCHEMA}".verbas_indenizatorias group by 1 order by 1`,
    );
    expect(linhas.map((l) => l.deputado_id)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
    expect(linhas.every((l) => l.meses >= 36)).toBe(true);
  });

  it('generates valid CNPJs, unique numbers and no date after today', async () => {
    const cnpjs = await sql<{ cnpj: string }>(`select distinct cnpj from "${SCHEMA}".empenhos union select distinct cnpj from "${SCHEMA}".contratos`);
    expect(cnpjs.every((l) => cnpjValido(l.cnpj))).toBe(true);
    const [repetidos] = await sql<{ n: number }>(`select count(*)::int as n from (select tipo, numero from "${SCHEMA}".contratos group by 1, 2 having count(*) > 1) r`);
    expect(repetidos!.n).toBe(0);
    const [futuro] = await sql<{ n: number }>(
      `select (select count(*) from "${SCHEMA}".empenhos where data > '2026-11-22') + (select count(*) from "${SCHEMA}".contratos where data_assinatura > '2026-11-22')::int as n`,
    );
    expect(Number(futuro!.n)).toBe(0);
  });

  it('leaves the id sequences after the loaded rows, so new records still save', async () => {
    const { data, errors } = await subgraph.query<{ contratos: { total: number } }>('{ contratos { total } }');
    expect(errors).toBeUndefined();
    expect(data!.contratos.total).toBe(20_000 + cadeias.contratos);
    const [proximo] = await sql<{ id: number }>(
      `insert into "${SCHEMA}".contratos (numero, ano, objeto, fornecedor, cnpj, tipo, valor, data_assinatura, vigencia_inicio, vigencia_fim)
       values ('99999/2026', 2026, 'Teste', 'Teste Ltda.', '11222333000181', 'contrato', 1, '2026-01-01', '2026-01-01', '2026-12-31') returning id`,
    );
    expect(proximo!.id).toBe(20_001 + cadeias.contratos);
  });

  it('gives every catalog list with a REST path more than a page of 50 rows, so the benchmark compares pages of 10 and 50', async () => {
    const listas = CONJUNTOS.filter((conjunto) => conjunto.rest?.lista?.some((caminho) => !caminho.includes(':')));
    expect(listas.length).toBeGreaterThan(30);
    const curtas: string[] = [];
    for (const conjunto of listas) {
      const { data, errors } = await subgraph.query<Record<string, { total: number }>>(
        `query ($filtro: ${conjunto.tipoDoFiltro}) { ${conjunto.raiz}(filtro: $filtro, pagina: 1, porPagina: 1) { total } }`,
        { filtro: { ...conjunto.rest!.filtroFixo } },
      );
      expect(errors, conjunto.id).toBeUndefined();
      if (data![conjunto.raiz]!.total <= 50) curtas.push(`${conjunto.id}: ${data![conjunto.raiz]!.total}`);
    }
    expect(curtas).toEqual([]);
  });

  it('writes the registers once: a second load adds no document twice', async () => {
    const antes = await sql<{ n: number }>(`select count(*)::int as n from "${SCHEMA}".balancos union all select count(*)::int from "${SCHEMA}".aeronaves`);
    await carregarRegistros(executar, '2026-11-22', 1);
    const depois = await sql<{ n: number }>(`select count(*)::int as n from "${SCHEMA}".balancos union all select count(*)::int from "${SCHEMA}".aeronaves`);
    expect(depois).toEqual(antes);
  });
});
