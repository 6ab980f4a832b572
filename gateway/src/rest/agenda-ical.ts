import { hojeEmBrasilia, somarDias, textoDoHtml, TIPOS_AGENDA, TIPOS_ENVOLVIDO, type TipoAgendaValor, type TipoEnvolvidoValor } from '@alego/catalog';
import express, { type Request, type Response, type Router } from 'express';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { createExecutor, type DestinoGraphql } from './executor.js';
import { origemPublica } from './noticias-feed.js';

/**
 * A agenda em iCalendar (RFC 5545), para programas de calendário assinarem (docs/agenda.md): `/agenda.ics` com os
 * eventos publicados de 30 dias atrás a 90 dias à frente, e `/agenda/eventos/{id}.ics` com um evento. Lidos do
 * GraphQL do próprio gateway como visitante anônimo (só o que o público vê). Montar antes do site público.
 */
export interface AgendaIcalOptions {
  graphqlUrl: DestinoGraphql;
  /** Origem pública do portal (PUBLIC_URL): os links e os UIDs dos eventos. */
  publicUrl: string;
}

export const DIAS_ANTES = 30;
export const DIAS_DEPOIS = 90;
/** Um evento da agenda só tem início; no calendário ele ocupa uma hora. */
const DURACAO_EM_MINUTOS = 60;
export const MENSAGEM_AGENDA_INDISPONIVEL = 'Não foi possível gerar o calendário da agenda. Tente novamente em instantes.';

const CAMPOS_DO_EVENTO = 'id horario titulo local pauta tipoEnvolvido envolvido';

export interface EventoDoCalendario {
  id: string;
  horario: string;
  titulo: string;
  local: string | null;
  pauta: string | null;
  tipoEnvolvido: string | null;
  envolvido: string | null;
}
export interface AgendaDoCalendario {
  data: string;
  tipo: string;
  agendaItens: EventoDoCalendario[];
}

/**
 * O instante de um horário de Brasília: UTC−3 o ano todo desde o fim do horário de verão (Decreto 9.772/2019).
 * Os eventos saem em UTC, que todo programa de calendário entende sem VTIMEZONE.
 */
export function inicioDoEvento(data: string, horario: string): Date {
  return new Date(`${data}T${horario}:00-03:00`);
}

export function caminhoDoDia(data: string): string {
  return `/agenda?data=${data}`;
}

/** O calendário de uma lista de agendas (uma por dia e tipo, cada uma com os seus eventos). */
export function gerarCalendario(agendas: readonly AgendaDoCalendario[], origem: string, nome = 'Agenda da Assembleia Legislativa de Goiás'): string {
  const host = new URL(origem).host;
  const calendario = ical({ name: nome, prodId: { company: 'Assembleia Legislativa do Estado de Goiás', product: 'Portal', language: 'PT-BR' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  for (const agenda of agendas) {
    const rotuloDoTipo = TIPOS_AGENDA[agenda.tipo as TipoAgendaValor] ?? agenda.tipo;
    for (const evento of agenda.agendaItens) {
      const inicio = inicioDoEvento(agenda.data, evento.horario);
      if (Number.isNaN(inicio.getTime())) continue;
      const envolvido = evento.envolvido ? `${TIPOS_ENVOLVIDO[evento.tipoEnvolvido as TipoEnvolvidoValor] ?? 'Envolvido'}: ${evento.envolvido}` : '';
      const descricao = [rotuloDoTipo, envolvido, evento.pauta ? textoDoHtml(evento.pauta) : ''].filter(Boolean).join('\n\n');
      calendario.createEvent({
        id: `agenda-evento-${evento.id}@${host}`,
        start: inicio,
        end: new Date(inicio.getTime() + DURACAO_EM_MINUTOS * 60_000),
        summary: agenda.tipo === 'presidente' ? `Presidente: ${evento.titulo}` : evento.titulo,
        location: evento.local ?? undefined,
        description: descricao,
        url: new URL(caminhoDoDia(agenda.data), origem).href,
        stamp: inicio,
      });
    }
  }
  return calendario.toString();
}

function enviar(res: Response, corpo: string, arquivo: string): void {
  res
    .status(200)
    .set('content-type', 'text/calendar; charset=utf-8')
    .set('content-disposition', `inline; filename="${arquivo}"`)
    .set('cache-control', 'public, max-age=300')
    .send(corpo);
}

export function createAgendaIcalRouter(options: AgendaIcalOptions): Router {
  // Sem os cabeçalhos do visitante: o calendário é o mesmo para todos (e cacheável).
  const executar = createExecutor(options.graphqlUrl, { anonimo: true });
  const origem = origemPublica(options.publicUrl);
  const router = express.Router();
  router.get('/agenda.ics', async (req: Request, res: Response) => {
    const hoje = hojeEmBrasilia();
    try {
      const dados = await executar<{ agendasPublicadas: AgendaDoCalendario[] }>(
        req,
        res,
        `query AgendaIcal($de: String!, $ate: String!) { agendasPublicadas(de: $de, ate: $ate) { data tipo agendaItens { ${CAMPOS_DO_EVENTO} } } }`,
        { de: somarDias(hoje, -DIAS_ANTES), ate: somarDias(hoje, DIAS_DEPOIS) },
      );
      enviar(res, gerarCalendario(dados.agendasPublicadas, origem), 'agenda.ics');
    } catch (erro) {
      req.log?.error({ err: erro }, 'calendário da agenda indisponível');
      res.status(503).set('retry-after', '60').type('text/plain; charset=utf-8').send(MENSAGEM_AGENDA_INDISPONIVEL);
    }
  });
  router.get('/agenda/eventos/:arquivo', async (req: Request, res: Response) => {
    const id = /^(\d{1,9})\.ics$/.exec(String(req.params.arquivo))?.[1];
    if (!id) return void res.status(404).type('text/plain; charset=utf-8').send('Evento não encontrado.');
    let evento: (EventoDoCalendario & { agenda: { data: string; tipo: string } }) | null;
    try {
      const dados = await executar<{ eventoAgenda: typeof evento }>(req, res, `query EventoIcal($id: ID!) { eventoAgenda(id: $id) { ${CAMPOS_DO_EVENTO} agenda { data tipo } } }`, { id });
      evento = dados.eventoAgenda;
    } catch (erro) {
      req.log?.error({ err: erro }, 'evento da agenda indisponível');
      return void res.status(503).set('retry-after', '60').type('text/plain; charset=utf-8').send(MENSAGEM_AGENDA_INDISPONIVEL);
    }
    if (!evento) return void res.status(404).type('text/plain; charset=utf-8').send('Evento não encontrado.');
    const { agenda, ...item } = evento;
    enviar(res, gerarCalendario([{ ...agenda, agendaItens: [item] }], origem, evento.titulo), `evento-${id}.ics`);
  });
  return router;
}
