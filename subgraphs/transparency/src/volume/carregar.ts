import { SCHEMA } from '../lib/consultas.js';
import {
  aleatorioComSemente,
  ajustarSequencia,
  cadeiasDeCompra,
  contratos,
  diarias,
  editais,
  empenhos,
  fiscaisPara,
  inserir,
  lookups,
  repasses,
  verbas,
  type Executar,
  type LicitacaoConcluida,
  type Periodo,
} from './gerador.js';

export interface Volumes {
  contratos: number;
  editais: number;
  empenhos: number;
  diarias: number;
  /** Documents per deputy and month. */
  verbasPorMes: number;
  /** People's deputy ids (1..41 in its seed). */
  deputados: number[];
}

/** The default seed: every screen has data, and the first start stays quick. */
export const VOLUMES_DEMONSTRACAO: Volumes = {
  // The 30 hand-written contracts of the first seed (2023–2025) are the demo's; they get types and inspectors here.
  contratos: 0,
  editais: 36,
  empenhos: 360,
  diarias: 240,
  verbasPorMes: 4,
  deputados: Array.from({ length: 41 }, (_, i) => i + 1),
};

/** Three calendar years up to `hoje` (the current one included). */
export function tresAnosAte(hoje: string): Periodo {
  const ano = Number(hoje.slice(0, 4));
  return { anoInicial: ano - 2, anoFinal: ano, ate: hoje };
}

const T = (tabela: string) => `"${SCHEMA}"."${tabela}"`;

async function proximoId(executar: Executar, tabela: string): Promise<number> {
  const [linha] = await executar(`select coalesce(max(id), 0)::int + 1 as proximo from ${T(tabela)}`, []);
  return Number(linha?.proximo ?? 1);
}

function licitacaoConcluida(linha: Record<string, unknown>): LicitacaoConcluida {
  return { processo: String(linha.processo), abertura: String(linha.abertura), objeto: String(linha.objeto), valorEstimado: String(linha.valorEstimado) };
}

/** The largest contract, bid and commitment numbers in use: generated ones continue after them, so a second run keeps them unique. */
async function numerosEmUso(executar: Executar): Promise<{ contrato: number; edital: number; empenho: number }> {
  const [numeros] = await executar(
    `select coalesce((select max(nullif(regexp_replace(split_part(numero, '/', 1), '[^0-9]', '', 'g'), '')::int) from ${T('contratos')}), 0)::int as contrato,
            coalesce((select max(nullif(regexp_replace(split_part(numero, '/', 1), '[^0-9]', '', 'g'), '')::int) from ${T('editais')}), 0)::int as edital,
            coalesce((select max(nullif(regexp_replace(substring(numero from 7), '[^0-9]', '', 'g'), '')::int) from ${T('empenhos')}), 0)::int as empenho`,
    [],
  );
  return { contrato: Number(numeros?.contrato ?? 0), edital: Number(numeros?.edital ?? 0), empenho: Number(numeros?.empenho ?? 0) };
}

/**
 * Loads the financial demo data: lookups (fixed ids, kept if present), inspectors and types for contracts that lack
 * them, then generated contracts, bids, commitments, allowances and transfers with ids after the existing ones.
 */
export async function carregarFinanceiro(executar: Executar, volumes: Volumes, periodo: Periodo, semente = 20261122): Promise<void> {
  const r = aleatorioComSemente(semente);
  for (const tabela of lookups()) {
    await inserir(executar, tabela, 'on conflict (id) do nothing');
    await ajustarSequencia(executar, tabela.tabela);
  }
  // Contracts written by hand in the first seed get a type and inspectors too.
  await executar(
    `update ${T('contratos')} set tipo_contratacao_id = case
        when tipo = 'outra_contratacao' and objeto ilike 'Inexigibilidade%' then 7
        when tipo = 'outra_contratacao' then 6
        when objeto ilike '%aquisição%' or objeto ilike 'Fornecimento%' then 2
        when objeto ilike '%locação%' then 4
        when objeto ilike '%software%' or objeto ilike '%nuvem%' or objeto ilike '%telefonia%' then 5
        else 1 end
      where tipo_contratacao_id is null and tipo in ('contrato', 'outra_contratacao')`,
    [],
  );
  const semFiscais = await executar(
    `select c.id, to_char(c.data_assinatura, 'YYYY-MM-DD') as data from ${T('contratos')} c
      where not exists (select 1 from ${T('fiscais_contratos')} f where f.contrato_id = c.id) order by c.id`,
    [],
  );
  await inserir(executar, fiscaisPara(r, semFiscais.map((linha) => [Number(linha.id), String(linha.data)])));

  const numeros = await numerosEmUso(executar);
  const primeiroContrato = Math.max(50, numeros.contrato + 1);
  for (const tabela of contratos(r, volumes.contratos, periodo, await proximoId(executar, 'contratos'), primeiroContrato)) await inserir(executar, tabela);
  for (const tabela of editais(r, volumes.editais, periodo, await proximoId(executar, 'editais'), numeros.edital + 1)) await inserir(executar, tabela);
  await inserir(executar, empenhos(r, volumes.empenhos, periodo, numeros.empenho + 1));
  // The money trail: finished bids without contracts get theirs, with commitments under the same process and CNPJ.
  const concluidas = await executar(
    `select e.processo, to_char(e.data_abertura, 'YYYY-MM-DD') as "abertura", e.objeto, e.valor_estimado::text as "valorEstimado" from ${T('editais')} e
      where e.fase_id in (3, 4) and not exists (select 1 from ${T('contratos')} c where c.processo = e.processo) order by e.id`,
    [],
  );
  const depois = await numerosEmUso(executar);
  for (const tabela of cadeiasDeCompra(r, concluidas.map(licitacaoConcluida), periodo, { contratoId: await proximoId(executar, 'contratos'), contrato: Math.max(primeiroContrato, depois.contrato + 1), empenho: depois.empenho + 1 })) {
    await inserir(executar, tabela);
  }
  await inserir(executar, diarias(r, volumes.diarias, periodo));
  await inserir(executar, repasses(r, periodo), 'on conflict (ano, mes) do nothing');
  await inserir(executar, verbas(r, volumes.deputados, periodo, volumes.verbasPorMes));
  for (const tabela of ['contratos', 'editais']) await ajustarSequencia(executar, tabela);
}
