import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse as parseCsv } from 'csv-parse/sync';
import { AutorProcesso, MudancaSituacao, Processo } from './processo.entity.js';

/** One process as the legislative process system sends it, already normalised. */
export interface ProcessoImportado {
  numero: string;
  assunto: string;
  ementa: string;
  tipo: string;
  etapa: string | null;
  situacao: string;
  dataAutuacao: string;
  linkTextoIntegral: string | null;
  autores: { nome: string; deputadoId: number | null }[];
}

export interface ResultadoImportacao {
  criados: number;
  atualizados: number;
  inalterados: number;
  /** Status changes recorded (each one queues the favourite-followers' e-mails). */
  mudancasSituacao: number;
  /** One Portuguese message per rejected record; the other records are still imported. */
  erros: string[];
}

export const NUMERO_PROCESSO = /^\d{4}\/\d{1,6}$/;
const LIMITES = { assunto: 255, tipo: 80, etapa: 160, situacao: 120, link: 500, autor: 200 } as const;

function texto(valor: unknown): string {
  return typeof valor === 'string' ? valor.trim() : typeof valor === 'number' ? String(valor) : '';
}

/** `AAAA-MM-DD` or `DD/MM/AAAA` (as the legislative system's CSV exports write it) to `AAAA-MM-DD`; null if not a real date. */
export function dataIso(valor: string): string | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(valor);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : valor.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const data = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().slice(0, 10) === iso ? iso : null;
}

function autoresDe(bruto: unknown): { nome: string; deputadoId: number | null }[] {
  if (!Array.isArray(bruto)) return [];
  return bruto
    .map((autor: unknown) => {
      if (typeof autor === 'string') return { nome: autor.trim(), deputadoId: null };
      const registro = (autor ?? {}) as Record<string, unknown>;
      const id = Number(registro.deputado_id ?? registro.deputadoId);
      return { nome: texto(registro.nome), deputadoId: Number.isInteger(id) && id > 0 ? id : null };
    })
    .filter((autor) => autor.nome !== '');
}

/**
 * Checks and normalises one feed record (snake_case fields, see docs/participacao.md). Answers the record or the
 * Portuguese reasons it was rejected.
 */
export function normalizar(registro: Record<string, unknown>, posicao: number): ProcessoImportado | string {
  const numero = texto(registro.numero);
  const rotulo = `Registro ${posicao}${numero ? ` (processo ${numero})` : ''}`;
  const problemas: string[] = [];
  if (!NUMERO_PROCESSO.test(numero)) problemas.push('número ausente ou fora do formato ano/número');
  const assunto = texto(registro.assunto);
  const ementa = texto(registro.ementa);
  const tipo = texto(registro.tipo);
  const situacao = texto(registro.situacao);
  const etapa = texto(registro.etapa) || null;
  const link = texto(registro.link_texto_integral) || null;
  if (!assunto || assunto.length > LIMITES.assunto) problemas.push(`assunto ausente ou com mais de ${LIMITES.assunto} caracteres`);
  if (!ementa) problemas.push('ementa ausente');
  if (!tipo || tipo.length > LIMITES.tipo) problemas.push('tipo ausente ou longo demais');
  if (!situacao || situacao.length > LIMITES.situacao) problemas.push('situação ausente ou longa demais');
  if (etapa && etapa.length > LIMITES.etapa) problemas.push('etapa longa demais');
  if (link && (link.length > LIMITES.link || !/^https?:\/\//i.test(link))) problemas.push('link do texto integral inválido');
  const dataAutuacao = dataIso(texto(registro.data_autuacao));
  if (!dataAutuacao) problemas.push('data de autuação inválida');
  const autores = autoresDe(registro.autores);
  if (autores.some((autor) => autor.nome.length > LIMITES.autor)) problemas.push('nome de autor longo demais');
  if (problemas.length) return `${rotulo}: ${problemas.join('; ')}.`;
  return { numero, assunto, ementa, tipo, etapa, situacao, dataAutuacao: dataAutuacao!, linkTextoIntegral: link, autores };
}

/**
 * Reads a feed: JSON (an array, or `{"processos": [...]}`) or CSV (header row; `,` or `;`; authors and their deputy
 * ids separated by `|` in the `autores` and `deputados_ids` columns).
 */
export function lerFeed(conteudo: string, formato: 'json' | 'csv'): { registros: Record<string, unknown>[]; erro?: string } {
  if (formato === 'json') {
    try {
      const dados: unknown = JSON.parse(conteudo);
      const lista = Array.isArray(dados) ? dados : (dados as { processos?: unknown })?.processos;
      if (!Array.isArray(lista)) return { registros: [], erro: 'O arquivo JSON deve ser uma lista de processos ou {"processos": [...]}.' };
      return { registros: lista.map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>) : {})) };
    } catch {
      return { registros: [], erro: 'O arquivo não é um JSON válido.' };
    }
  }
  try {
    const linhas = parseCsv(conteudo.replace(/^\uFEFF/, ''), { columns: true, delimiter: [',', ';'], skip_empty_lines: true, trim: true, relax_column_count: true }) as Record<string, string>[];
    return {
      registros: linhas.map((linha) => {
        const nomes = (linha.autores ?? '').split('|').map((nome) => nome.trim());
        const ids = (linha.deputados_ids ?? '').split('|').map((id) => id.trim());
        return { ...linha, autores: nomes.filter(Boolean).map((nome, i) => ({ nome, deputado_id: ids[i] || null })) };
      }),
    };
  } catch (erro) {
    return { registros: [], erro: `O arquivo CSV não pôde ser lido: ${(erro as Error).message}` };
  }
}

function mesmosAutores(atuais: AutorProcesso[], novos: ProcessoImportado['autores']): boolean {
  return atuais.length === novos.length && atuais.every((autor, i) => autor.nome === novos[i]!.nome && (autor.deputadoId ?? null) === novos[i]!.deputadoId);
}

/**
 * Records a status change and queues one e-mail per citizen who favourited the process; the outbox's unique key
 * (change, citizen) means a change never notifies a citizen twice.
 */
export async function registrarMudancaSituacao(em: EntityManager, processo: Processo, anterior: string): Promise<void> {
  const mudanca = em.create(MudancaSituacao, { processo: processo.id, situacaoAnterior: anterior, situacaoNova: processo.situacao });
  await em.flush();
  await em.getConnection().execute(
    `insert into "participation"."notificacoes_situacao" ("mudanca_id", "cidadao_id")
     select ?, "cidadao_id" from "participation"."favoritos" where "processo_id" = ? on conflict do nothing`,
    [mudanca.id, processo.id],
    'run',
    em.getTransactionContext(),
  );
}

type Efeito = 'criado' | 'atualizado' | 'inalterado';

async function importarUm(em: EntityManager, dados: ProcessoImportado): Promise<{ efeito: Efeito; mudouSituacao: boolean }> {
  return em.transactional(async (tx) => {
    // The row lock serialises two importers working on the same number.
    const atual = await tx.findOne(Processo, { numero: dados.numero }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const { autores, ...campos } = dados;
    if (!atual) {
      const criado = tx.create(Processo, campos);
      await tx.flush();
      autores.forEach((autor, ordem) => tx.create(AutorProcesso, { processo: criado.id, ordem, ...autor }));
      await tx.flush();
      return { efeito: 'criado' as const, mudouSituacao: false };
    }
    const autoresAtuais = await tx.find(AutorProcesso, { processo: atual.id }, { orderBy: { ordem: 'asc' } });
    const camposMudaram = (Object.keys(campos) as (keyof typeof campos)[]).some((campo) => (atual[campo] ?? null) !== campos[campo]);
    const autoresMudaram = !mesmosAutores(autoresAtuais, autores);
    if (!camposMudaram && !autoresMudaram) return { efeito: 'inalterado' as const, mudouSituacao: false };
    const anterior = atual.situacao;
    tx.assign(atual, campos);
    if (autoresMudaram) {
      autoresAtuais.forEach((autor) => tx.remove(autor));
      autores.forEach((autor, ordem) => tx.create(AutorProcesso, { processo: atual.id, ordem, ...autor }));
    }
    // Touch updatedAt even when only the authors changed.
    atual.updatedAt = new Date();
    await tx.flush();
    const mudouSituacao = anterior !== atual.situacao;
    if (mudouSituacao) await registrarMudancaSituacao(tx, atual, anterior);
    return { efeito: 'atualizado' as const, mudouSituacao };
  });
}

/** Idempotent: keyed by process number; importing the same feed twice changes nothing the second time. */
export async function importarProcessos(em: EntityManager, registros: Record<string, unknown>[]): Promise<ResultadoImportacao> {
  const resultado: ResultadoImportacao = { criados: 0, atualizados: 0, inalterados: 0, mudancasSituacao: 0, erros: [] };
  const vistos = new Set<string>();
  for (const [indice, registro] of registros.entries()) {
    const dados = normalizar(registro, indice + 1);
    if (typeof dados === 'string') {
      resultado.erros.push(dados);
      continue;
    }
    if (vistos.has(dados.numero)) {
      resultado.erros.push(`Registro ${indice + 1} (processo ${dados.numero}): número repetido no arquivo.`);
      continue;
    }
    vistos.add(dados.numero);
    const { efeito, mudouSituacao } = await importarUm(em.fork(), dados);
    if (efeito === 'criado') resultado.criados++;
    else if (efeito === 'atualizado') resultado.atualizados++;
    else resultado.inalterados++;
    if (mudouSituacao) resultado.mudancasSituacao++;
  }
  return resultado;
}
