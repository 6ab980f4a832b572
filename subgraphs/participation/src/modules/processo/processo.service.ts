import { NaoEncontradoError, parseId, ValidacaoError, termoEm, termoEmColunas, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { Favorito, PosicaoVoto, Processo, Voto } from './processo.entity.js';
import type { BuscaAvancadaProcessos } from './processo.inputs.js';
import { dataIso } from './processo.importador.js';

export const MENSAGENS = {
  naoEncontrado: 'Processo não encontrado.',
  ano: 'Informe um ano válido, com quatro dígitos.',
  dataInicio: 'Informe a data inicial no formato AAAA-MM-DD.',
  dataFim: 'Informe a data final no formato AAAA-MM-DD.',
  periodo: 'A data inicial deve ser anterior ou igual à data final.',
  mes: 'Informe um mês de 1 a 12.',
  quantidade: 'A quantidade deve estar entre 1 e 20.',
  limite: 'O limite deve estar entre 1 e 50.',
} as const;

/** Most recently filed first; the id breaks ties between processes filed the same day. */
export const ORDEM_PROCESSOS = { dataAutuacao: 'desc', id: 'desc' } as const;

const ESQUEMA = '"participation"';

/** Process ids with an author whose name contains `nome` (ignoring case and accents, as every list term). */
async function idsPorAutor(em: EntityManager, nome: string): Promise<number[]> {
  const condicao = termoEmColunas(nome, ['"nome"']);
  if (!condicao) return [];
  const linhas = await em.getConnection().execute<{ processo_id: number }[]>(
    `select distinct "processo_id" from ${ESQUEMA}."autores_processo" where ${condicao.sql}`,
    condicao.parametros,
  );
  return linhas.map((linha) => linha.processo_id);
}

/** Process ids authored by people's deputy `deputadoId`. */
async function idsPorDeputado(em: EntityManager, deputadoId: number): Promise<number[]> {
  const linhas = await em
    .getConnection()
    .execute<{ processo_id: number }[]>(`select distinct "processo_id" from ${ESQUEMA}."autores_processo" where "deputado_id" = ?`, [deputadoId]);
  return linhas.map((linha) => linha.processo_id);
}

/** Simple search: the term in the number, subject, summary, type, status or an author's name. */
export async function ondeTermo(em: EntityManager, termo: string | undefined): Promise<FilterQuery<Processo> | undefined> {
  const limpo = termo?.trim();
  if (!limpo) return undefined;
  const campos = termoEm<Processo>(limpo, ['numero', 'assunto', 'ementa', 'tipo', 'situacao']) as { $or: FilterQuery<Processo>[] };
  const porAutor = await idsPorAutor(em, limpo);
  return porAutor.length ? { $or: [...campos.$or, { id: { $in: porAutor } }] } : campos;
}

export async function ondeAvancada(em: EntityManager, filtro: BuscaAvancadaProcessos | undefined): Promise<FilterQuery<Processo>> {
  const f = filtro ?? {};
  const erros: string[] = [];
  if (f.ano !== undefined && f.ano !== null && (!Number.isInteger(f.ano) || f.ano < 1000 || f.ano > 9999)) erros.push(MENSAGENS.ano);
  const inicio = f.dataInicio?.trim() ? dataIso(f.dataInicio.trim()) : undefined;
  const fim = f.dataFim?.trim() ? dataIso(f.dataFim.trim()) : undefined;
  if (inicio === null) erros.push(MENSAGENS.dataInicio);
  if (fim === null) erros.push(MENSAGENS.dataFim);
  if (inicio && fim && inicio > fim) erros.push(MENSAGENS.periodo);
  if (erros.length) throw new ValidacaoError(erros);
  const autor = f.autor?.trim();
  const deputado = f.deputadoId?.trim();
  // An id that cannot exist matches nothing (like an unknown name), rather than being ignored.
  const deputadoId = deputado ? parseId(deputado) : null;
  return todas<Processo>(
    termoEm<Processo>(f.numero, ['numero']),
    f.ano ? { numero: { $like: `${f.ano}/%` } } : undefined,
    f.tipo?.trim() ? { tipo: { $ilike: f.tipo.trim().replace(/[\\%_]/g, (c) => `\\${c}`) } } : undefined,
    f.situacao?.trim() ? { situacao: { $ilike: f.situacao.trim().replace(/[\\%_]/g, (c) => `\\${c}`) } } : undefined,
    autor ? { id: { $in: await idsPorAutor(em, autor) } } : undefined,
    deputado ? { id: { $in: deputadoId === null ? [] : await idsPorDeputado(em, deputadoId) } } : undefined,
    inicio ? { dataAutuacao: { $gte: inicio } } : undefined,
    fim ? { dataAutuacao: { $lte: fim } } : undefined,
  );
}

export async function processoPorNumero(em: EntityManager, numero: string): Promise<Processo> {
  const processo = await em.findOne(Processo, { numero: numero.trim() });
  if (!processo) throw new NaoEncontradoError(MENSAGENS.naoEncontrado);
  return processo;
}

/**
 * One position per citizen and process, enforced by the unique key: concurrent votes by the same citizen end as
 * one row, and the `votos` trigger keeps the process's tallies equal to the rows.
 */
export async function votar(em: EntityManager, cidadaoId: number, numero: string, posicao: PosicaoVoto): Promise<Processo> {
  const processo = await processoPorNumero(em, numero);
  await em.getConnection().execute(
    `insert into ${ESQUEMA}."votos" ("processo_id", "cidadao_id", "posicao") values (?, ?, ?)
     on conflict ("processo_id", "cidadao_id") do update set "posicao" = excluded."posicao", "updated_at" = now()
     where "votos"."posicao" <> excluded."posicao"`,
    [processo.id, cidadaoId, posicao],
  );
  return em.refreshOrFail(processo);
}

/** Toggles the favourite in one statement: removes it if present, adds it otherwise. Answers whether it is now a favourite. */
export async function favoritar(em: EntityManager, cidadaoId: number, numero: string): Promise<{ processo: Processo; favorito: boolean }> {
  const processo = await processoPorNumero(em, numero);
  await em.getConnection().execute(
    `with removido as (delete from ${ESQUEMA}."favoritos" where "processo_id" = ? and "cidadao_id" = ? returning 1)
     insert into ${ESQUEMA}."favoritos" ("processo_id", "cidadao_id") select ?, ? where not exists (select 1 from removido)
     on conflict do nothing`,
    [processo.id, cidadaoId, processo.id, cidadaoId],
  );
  const favorito = (await em.count(Favorito, { processo: processo.id, cidadaoId })) > 0;
  return { processo, favorito };
}

/** The processes behind rows (votes or favourites) in the rows' order. */
export async function processosEmOrdem(em: EntityManager, ids: number[]): Promise<Processo[]> {
  const processos = await em.find(Processo, { id: { $in: ids } });
  const porId = new Map(processos.map((p) => [p.id, p]));
  return ids.map((id) => porId.get(id)).filter((p): p is Processo => p !== undefined);
}

export async function idsFavoritos(em: EntityManager, cidadaoId: number): Promise<number[]> {
  const favoritos = await em.find(Favorito, { cidadaoId }, { fields: ['processo'] });
  return favoritos.map((f) => f.processo);
}

/** The latest `quantidade` processes of each type, types in alphabetical order (two queries whatever the count). */
export async function recentesPorCategoria(em: EntityManager, quantidade: number): Promise<{ categoria: string; processos: Processo[] }[]> {
  if (!Number.isInteger(quantidade) || quantidade < 1 || quantidade > 20) throw new ValidacaoError(MENSAGENS.quantidade);
  const linhas = await em.getConnection().execute<{ id: number; tipo: string }[]>(
    `select "id", "tipo" from (select "id", "tipo", row_number() over (partition by "tipo" order by "data_autuacao" desc, "id" desc) as n
     from ${ESQUEMA}."processos") ultimos where n <= ? order by "tipo", n`,
    [quantidade],
  );
  const processos = await processosEmOrdem(em, linhas.map((l) => l.id));
  const categorias = new Map<string, Processo[]>();
  for (const processo of processos) categorias.set(processo.tipo, [...(categorias.get(processo.tipo) ?? []), processo]);
  return [...categorias].map(([categoria, lista]) => ({ categoria, processos: lista }));
}

export async function maisVotadas(em: EntityManager, limite: number): Promise<Processo[]> {
  if (!Number.isInteger(limite) || limite < 1 || limite > 50) throw new ValidacaoError(MENSAGENS.limite);
  const linhas = await em.getConnection().execute<{ id: number }[]>(
    `select "id" from ${ESQUEMA}."processos" order by "a_favor" + "contra" desc, "data_autuacao" desc, "id" desc limit ?`,
    [limite],
  );
  return processosEmOrdem(em, linhas.map((l) => l.id));
}

/** Days (AAAA-MM-DD) of a month on which processes were filed, for the agenda calendar. */
export async function diasDoMes(em: EntityManager, ano: number, mes: number): Promise<string[]> {
  const erros: string[] = [];
  if (!Number.isInteger(ano) || ano < 1000 || ano > 9999) erros.push(MENSAGENS.ano);
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) erros.push(MENSAGENS.mes);
  if (erros.length) throw new ValidacaoError(erros);
  const inicio = `${ano}-${String(mes).padStart(2, '0')}-01`;
  const linhas = await em.getConnection().execute<{ dia: string }[]>(
    `select distinct to_char("data_autuacao", 'YYYY-MM-DD') as dia from ${ESQUEMA}."processos"
     where "data_autuacao" >= ?::date and "data_autuacao" < (?::date + interval '1 month') order by dia`,
    [inicio, inicio],
  );
  return linhas.map((l) => l.dia);
}

export async function valoresDistintos(em: EntityManager, coluna: 'tipo' | 'situacao'): Promise<string[]> {
  const linhas = await em.getConnection().execute<{ valor: string }[]>(`select distinct "${coluna}" as valor from ${ESQUEMA}."processos" order by 1`);
  return linhas.map((l) => l.valor);
}

/** The citizen's positions on some processes, one query. */
export async function posicoesDe(em: EntityManager, cidadaoId: number, processos: readonly number[]): Promise<Map<number, PosicaoVoto>> {
  const votos = await em.find(Voto, { cidadaoId, processo: { $in: [...processos] } }, { fields: ['processo', 'posicao'] });
  return new Map(votos.map((v) => [v.processo, v.posicao]));
}

export async function favoritosDe(em: EntityManager, cidadaoId: number, processos: readonly number[]): Promise<Set<number>> {
  const favoritos = await em.find(Favorito, { cidadaoId, processo: { $in: [...processos] } }, { fields: ['processo'] });
  return new Set(favoritos.map((f) => f.processo));
}

