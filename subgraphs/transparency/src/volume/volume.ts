import type { Orm } from '@alego/kit';
import { SCHEMA } from '../lib/consultas.js';
import { carregarFinanceiro, type Volumes } from './carregar.js';
import type { Executar } from './gerador.js';
import { carregarRegistros, TABELAS_DE_REGISTROS } from './registros.js';

/** Demo volumes at scale 1: tens of thousands of contracts and commitments, ~15 documents per deputy and month. */
export function volumesRealistas(escala = 1): Volumes {
  const vezes = (n: number) => Math.max(1, Math.round(n * escala));
  return {
    contratos: vezes(20_000),
    editais: vezes(3_000),
    empenhos: vezes(60_000),
    diarias: vezes(15_000),
    verbasPorMes: vezes(15),
    deputados: Array.from({ length: 41 }, (_, i) => i + 1),
  };
}

/** The financial tables the volume replaces (lookups stay), children first. */
const TABELAS = ['fiscais_contratos', 'avisos_licitacao', 'verbas_indenizatorias', 'diarias', 'empenhos', 'repasses_duodecimos', 'editais', 'contratos'];

/**
 * Replaces the financial records with generated ones (four calendar years up to `hoje`) and adds the published
 * registers' history (`ANOS_DE_HISTORIA` years × `escala`). Returns the row counts.
 */
export async function carregarVolume(orm: Orm, hoje: string, escala = 1): Promise<Record<string, number>> {
  const conexao = orm.em.fork().getConnection();
  const executar: Executar = (sql, parametros) => conexao.execute<Record<string, unknown>[]>(sql, parametros);
  await executar(`truncate ${TABELAS.map((tabela) => `"${SCHEMA}"."${tabela}"`).join(', ')} restart identity`, []);
  const ano = Number(hoje.slice(0, 4));
  await carregarFinanceiro(executar, volumesRealistas(escala), { anoInicial: ano - 3, anoFinal: ano, ate: hoje });
  await carregarRegistros(executar, hoje, escala);
  const tabelas = [...TABELAS, ...TABELAS_DE_REGISTROS];
  const contagens: Record<string, number> = {};
  for (const tabela of tabelas) {
    const [linha] = await executar(`select count(*)::int as n from "${SCHEMA}"."${tabela}"`, []);
    contagens[tabela] = Number(linha?.n ?? 0);
  }
  // Fresh statistics, so the planner sees the new sizes at once; and the visibility map autovacuum would set after
  // such a load, so a deep page's key walk is index-only (no heap visit per skipped row) from the first request.
  await executar(`vacuum (analyze) ${tabelas.map((tabela) => `"${SCHEMA}"."${tabela}"`).join(', ')}`, []);
  return contagens;
}
