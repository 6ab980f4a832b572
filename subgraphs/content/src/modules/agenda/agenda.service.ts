import { errosDaAgenda } from '@alego/catalog';
import { aplicarAninhados, estadoFinal, montarPagina, NaoEncontradoError, parseId, termoEm, todas, ValidacaoError, validarPaginacao, type Pagina, type PaginacaoArgs } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { semNul } from '../../text.js';
import { sanearHtml } from '@alego/kit';
import { Agenda, AgendaItem, SituacaoAgenda, TipoAgenda } from './agenda.entity.js';
import type { AgendaAdminFiltro, AgendaInput, AgendaItemInput } from './agenda.inputs.js';

const texto = (valor: string | null | undefined) => semNul(valor)?.trim() || null;
const DIA = /^\d{4}-\d{2}-\d{2}$/;
/** The iCalendar feed and the month calendar ask for at most a little over a year at once. */
export const INTERVALO_MAXIMO_EM_DIAS = 400;

export const ORDEM_DOS_EVENTOS = { horario: 'asc', id: 'asc' } as const;

async function carregar(em: EntityManager, id: string): Promise<Agenda> {
  const chave = parseId(id);
  const agenda = chave === null ? null : await em.findOne(Agenda, { id: chave });
  if (!agenda) throw new NaoEncontradoError('Agenda não encontrada.');
  return agenda;
}

function eventosGuardados(em: EntityManager, agenda: Agenda | undefined): Promise<AgendaItem[]> {
  return agenda?.id ? em.find(AgendaItem, { agenda: agenda.id }, { orderBy: ORDEM_DOS_EVENTOS }) : Promise.resolve([]);
}

/** The item fields a form row sets; a presidential agenda has no involved party (back-office §4). */
function camposDoEvento(linha: AgendaItemInput, tipo: TipoAgenda) {
  const presidente = tipo === TipoAgenda.presidente;
  return {
    horario: texto(linha.horario) ?? '',
    titulo: texto(linha.titulo) ?? '',
    local: texto(linha.local),
    pauta: linha.pauta ? sanearHtml(semNul(linha.pauta)) || null : null,
    tipoEnvolvido: presidente ? null : (linha.tipoEnvolvido ?? null),
    envolvido: presidente ? null : texto(linha.envolvido),
  };
}

async function salvar(em: EntityManager, agenda: Agenda | undefined, dados: AgendaInput): Promise<Agenda> {
  const existentes = await eventosGuardados(em, agenda);
  const finais = estadoFinal(
    existentes,
    dados.agendaItens,
    (e) => ({ horario: e.horario, titulo: e.titulo, local: e.local, tipoEnvolvido: e.tipoEnvolvido }),
    (l, e) => ({ horario: texto(l.horario) ?? e?.horario ?? null, titulo: texto(l.titulo) ?? e?.titulo ?? null, local: l.local === undefined ? e?.local : l.local, tipoEnvolvido: l.tipoEnvolvido }),
  );
  const erros = errosDaAgenda({ data: dados.data, tipo: dados.tipo }, finais);
  if (erros.length) throw new ValidacaoError(erros);
  const alvo = agenda ?? new Agenda();
  em.persist(alvo);
  em.assign(alvo, { data: dados.data, tipo: dados.tipo });
  aplicarAninhados(existentes, dados.agendaItens, {
    criar: (linha) => em.create(AgendaItem, { agenda: alvo, ...camposDoEvento(linha, dados.tipo) }),
    atualizar: (existente, linha) => {
      const { horario, titulo, local, pauta, tipoEnvolvido, envolvido } = existente;
      em.assign(existente, camposDoEvento({ horario, titulo, local, pauta, tipoEnvolvido, envolvido, ...definidos(linha) }, dados.tipo));
    },
    remover: (existente) => em.remove(existente),
  });
  if (dados.tipo === TipoAgenda.presidente) {
    // Changing the type to presidente clears the involved party of every item, also those the form did not send.
    for (const existente of existentes) em.assign(existente, { tipoEnvolvido: null, envolvido: null });
  }
  await em.flush();
  return alvo;
}

/** The row's fields that the form sent (a missing field keeps the stored value). */
function definidos(linha: AgendaItemInput): Partial<AgendaItemInput> {
  return Object.fromEntries(Object.entries(linha).filter(([, valor]) => valor !== undefined));
}

export const criar = (em: EntityManager, dados: AgendaInput) => salvar(em, undefined, dados);

export async function atualizar(em: EntityManager, id: string, dados: AgendaInput): Promise<Agenda> {
  return salvar(em, await carregar(em, id), dados);
}

export async function excluir(em: EntityManager, id: string): Promise<boolean> {
  await em.remove(await carregar(em, id)).flush();
  return true;
}

export async function alterarSituacao(em: EntityManager, id: string, situacao: SituacaoAgenda): Promise<Agenda> {
  const agenda = await carregar(em, id);
  agenda.situacao = situacao;
  await em.flush();
  return agenda;
}

async function ondeAdmin(em: EntityManager, filtro: AgendaAdminFiltro | undefined, situacao: SituacaoAgenda | null): Promise<FilterQuery<Agenda>> {
  const condicoes: FilterQuery<Agenda>[] = [];
  const data = texto(filtro?.data);
  if (data) {
    if (!DIA.test(data)) throw new ValidacaoError('Informe a data no formato AAAA-MM-DD.');
    condicoes.push({ data });
  }
  if (filtro?.tipo) condicoes.push({ tipo: filtro.tipo });
  if (situacao) condicoes.push({ situacao });
  const termo = termoEm<AgendaItem>(texto(filtro?.termo), ['titulo', 'local', 'envolvido', 'pauta']);
  if (termo) {
    const eventos = await em.find(AgendaItem, termo, { fields: ['agenda'] });
    condicoes.push({ id: { $in: [...new Set(eventos.map((e) => e.agenda.id))] } });
  }
  return todas(...condicoes);
}

export async function listarAdmin(em: EntityManager, filtro: AgendaAdminFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<Agenda>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const where = await ondeAdmin(em, filtro, filtro?.situacao ?? SituacaoAgenda.revisao);
  const [itens, total] = await em.findAndCount(Agenda, where, { limit, offset, orderBy: { data: 'desc', id: 'desc' } });
  return montarPagina(itens, total, paginacao);
}

/** The two tabs' totals for the same filters (headers TotalLinhasRevisao and TotalLinhasPublicacao). */
export async function totaisAdmin(em: EntityManager, filtro: AgendaAdminFiltro | undefined): Promise<{ revisao: number; publicacao: number }> {
  const contar = async (situacao: SituacaoAgenda) => em.fork().count(Agenda, await ondeAdmin(em, filtro, situacao));
  const [revisao, publicacao] = await Promise.all([contar(SituacaoAgenda.revisao), contar(SituacaoAgenda.publicacao)]);
  return { revisao, publicacao };
}

export const contarEmRevisao = (em: EntityManager) => em.count(Agenda, { situacao: SituacaoAgenda.revisao });

export async function obterAdmin(em: EntityManager, id: string): Promise<Agenda | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(Agenda, { id: chave });
}

// ---------------------------------------------------------------- public

function diaValido(dia: string, nome: string): string {
  if (!DIA.test(dia) || Number.isNaN(Date.parse(`${dia}T12:00:00Z`))) throw new ValidacaoError(`Informe ${nome} no formato AAAA-MM-DD.`);
  return dia;
}

/** Published agendas from `de` to `ate` (inclusive), oldest first; at most INTERVALO_MAXIMO_EM_DIAS days. */
export async function publicadas(em: EntityManager, de: string, ate: string, tipo?: TipoAgenda | null): Promise<Agenda[]> {
  diaValido(de, 'o início');
  diaValido(ate, 'o fim');
  const dias = (Date.parse(ate) - Date.parse(de)) / 86_400_000;
  if (dias < 0) throw new ValidacaoError('O início deve ser anterior ao fim.');
  if (dias > INTERVALO_MAXIMO_EM_DIAS) throw new ValidacaoError(`Peça no máximo ${INTERVALO_MAXIMO_EM_DIAS} dias de agenda.`);
  return em.find(Agenda, todas<Agenda>({ situacao: SituacaoAgenda.publicacao, data: { $gte: de, $lte: ate } }, tipo ? { tipo } : undefined), { orderBy: { data: 'asc', tipo: 'asc', id: 'asc' } });
}

/** The nearest day with a published agenda before or after `dia` (the day page's previous/next links). */
export async function diaVizinho(em: EntityManager, dia: string, sentido: 'anterior' | 'proximo'): Promise<string | null> {
  diaValido(dia, 'a data');
  const agenda = await em.findOne(
    Agenda,
    { situacao: SituacaoAgenda.publicacao, data: sentido === 'anterior' ? { $lt: dia } : { $gt: dia } },
    { orderBy: { data: sentido === 'anterior' ? 'desc' : 'asc' }, fields: ['data'] },
  );
  return agenda?.data ?? null;
}

/** One event whose agenda is published (the per-event iCalendar file). */
export async function eventoPublicado(em: EntityManager, id: string): Promise<AgendaItem | null> {
  const chave = parseId(id);
  if (chave === null) return null;
  return em.findOne(AgendaItem, { id: chave, agenda: { situacao: SituacaoAgenda.publicacao } }, { populate: ['agenda'] });
}
