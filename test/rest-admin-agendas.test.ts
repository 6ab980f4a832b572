import { hojeEmBrasilia, MENSAGENS_AGENDA } from '@alego/catalog';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['editor', 'publicador', 'gabinete']);
});
afterAll(() => harness?.close());

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = {};
  if (!(init.body instanceof FormData)) headers['content-type'] = 'application/json';
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

const hoje = hojeEmBrasilia();

interface AgendaRest {
  id: number;
  data: string;
  tipo: string;
  situacao: string;
  agenda_itens: { id: number; horario: string; titulo: string; tipo_envolvido: string | null; envolvido: string | null; agenda_id: number }[];
}

async function criarAgenda(login = 'editor'): Promise<number> {
  const resposta = await rest('/agendas', {
    method: 'POST',
    login,
    body: JSON.stringify({
      agenda: {
        data: hoje,
        tipo: 'assembleia',
        agenda_itens: [
          { horario: '07:10', titulo: 'Reunião de teste da agenda', local: 'Sala 9', tipo_envolvido: 'comissao', envolvido: 'CCJ', pauta: '<p>Item &amp; pauta</p>' },
          { horario: '07:40', titulo: 'Audiência de teste da agenda', local: 'Auditório' },
        ],
      },
    }),
  });
  expect(resposta.status).toBe(201);
  const corpo = (await resposta.json()) as { id: number; mensagem: string };
  expect(corpo.mensagem).toBe(MENSAGENS_AGENDA.salva);
  return corpo.id;
}

describe('legacy admin agenda REST paths (/api/admin/agendas…)', () => {
  it('lists a tab with the pagination headers and both tabs’ totals (TotalLinhasRevisao, TotalLinhasPublicacao), also with .json', async () => {
    const revisao = await rest('/agendas.json?situacao=revisao&pagina=1', { login: 'editor' });
    expect(revisao.status).toBe(200);
    const itens = (await revisao.json()) as AgendaRest[];
    const totalRevisao = Number(revisao.headers.get('totallinhasrevisao'));
    const totalPublicacao = Number(revisao.headers.get('totallinhaspublicacao'));
    expect(totalRevisao).toBeGreaterThan(0);
    expect(totalPublicacao).toBeGreaterThan(0);
    expect(revisao.headers.get('totallinhas')).toBe(String(totalRevisao));
    expect(revisao.headers.get('quantidadeporpagina')).toBe('12');
    expect(itens.length).toBe(Math.min(12, totalRevisao));
    expect(itens.every((a) => a.situacao === 'revisao')).toBe(true);
    const publicacao = await rest('/agendas?situacao=publicacao&tipo=presidente', { login: 'editor' });
    const publicadas = (await publicacao.json()) as AgendaRest[];
    expect(publicadas.length).toBeGreaterThan(0);
    expect(publicadas.every((a) => a.situacao === 'publicacao' && a.tipo === 'presidente')).toBe(true);
    expect(publicacao.headers.get('totallinhas')).toBe(String(Math.min(Number(publicacao.headers.get('totallinhaspublicacao')), Number(publicacao.headers.get('totallinhas')))));
    const filtrada = await rest(`/agendas?data=${hoje}&termo=sess%C3%A3o&situacao=publicacao`, { login: 'editor' });
    expect(((await filtrada.json()) as AgendaRest[]).every((a) => a.data === hoje)).toBe(true);
    const invalida = await rest('/agendas?data=ontem', { login: 'editor' });
    expect(invalida.status).toBe(400);
    expect(await invalida.json()).toEqual({ mensagem: 'Informe a data no formato AAAA-MM-DD.' });
  });

  it('answers the option paths and pode-publicar per user', async () => {
    expect(await (await rest('/agendas/tipos', { login: 'editor' })).json()).toEqual([
      { valor: 'assembleia', rotulo: 'Agenda da Assembleia' },
      { valor: 'presidente', rotulo: 'Agenda do Presidente' },
    ]);
    expect(await (await rest('/agendas/situacoes', { login: 'editor' })).json()).toEqual([
      { valor: 'revisao', rotulo: 'Revisão' },
      { valor: 'publicacao', rotulo: 'Publicação' },
    ]);
    expect(((await (await rest('/agendas/tipos-envolvidos', { login: 'editor' })).json()) as { valor: string }[]).map((o) => o.valor)).toEqual(['deputado', 'comissao', 'autoridade', 'sociedade']);
    expect(await (await rest('/agendas/pode-publicar', { login: 'editor' })).json()).toEqual({ pode_publicar: false });
    expect(await (await rest('/agendas/pode-publicar', { login: 'publicador' })).json()).toEqual({ pode_publicar: true });
    expect((await rest('/agendas/pode-publicar')).status).toBe(401);
  });

  it('creates, reads, edits (tipo presidente clears the involved), publishes only with pode_publicar and deletes', async () => {
    const id = await criarAgenda();
    const lida = await rest(`/agendas/${id}`, { login: 'editor' });
    const agenda = (await lida.json()) as AgendaRest;
    expect(agenda).toMatchObject({ id, data: hoje, situacao: 'revisao', tipo: 'assembleia' });
    expect(agenda.agenda_itens[0]).toMatchObject({ horario: '07:10', tipo_envolvido: 'comissao', envolvido: 'CCJ', agenda_id: id });

    const editada = await rest(`/agendas/${id}`, { method: 'PUT', login: 'editor', body: JSON.stringify({ agenda: { id, data: hoje, tipo: 'presidente' } }) });
    expect(editada.status).toBe(200);
    const presidente = (await (await rest(`/agendas/${id}`, { login: 'editor' })).json()) as AgendaRest;
    expect(presidente.tipo).toBe('presidente');
    expect(presidente.agenda_itens.map((i) => [i.tipo_envolvido, i.envolvido])).toEqual([[null, null], [null, null]]);

    const negada = await rest(`/agendas/${id}`, { method: 'PUT', login: 'editor', body: JSON.stringify({ agenda: { id, situacao: 'publicacao' } }) });
    expect(negada.status).toBe(403);
    expect(await negada.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
    const publicada = await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: JSON.stringify({ agenda: { id, situacao: 'publicacao' } }) });
    expect(publicada.status).toBe(200);
    expect(await publicada.json()).toEqual({ mensagem: MENSAGENS_AGENDA.publicada, id });
    const invalida = await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: JSON.stringify({ agenda: { situacao: 'arquivada' } }) });
    expect(invalida.status).toBe(400);

    const devolvida = await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: JSON.stringify({ agenda: { id, situacao: 'revisao' } }) });
    expect(await devolvida.json()).toEqual({ mensagem: MENSAGENS_AGENDA.despublicada, id });

    expect((await rest(`/agendas/${id}`, { method: 'DELETE', login: 'gabinete' })).status).toBe(403);
    const excluida = await rest(`/agendas/${id}`, { method: 'DELETE', login: 'editor' });
    expect(await excluida.json()).toEqual({ mensagem: 'Registro excluído com sucesso.' });
    const sumiu = await rest(`/agendas/${id}`, { login: 'editor' });
    expect(sumiu.status).toBe(404);
    expect(await sumiu.json()).toEqual({ mensagem: 'Registro não encontrado.' });
  });

  it('takes the multipart form with nested items and answers the rules’ messages with 400', async () => {
    const form = new FormData();
    form.set('agenda[data]', hoje);
    form.set('agenda[tipo]', 'assembleia');
    form.set('agenda[agenda_itens][0][horario]', '25:00');
    form.set('agenda[agenda_itens][0][titulo]', 'Reunião');
    const ruim = await rest('/agendas', { method: 'POST', login: 'editor', body: form });
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { mensagem: string }).mensagem).toContain(MENSAGENS_AGENDA.horario);
    const vazio = await rest('/agendas', { method: 'POST', login: 'editor', body: JSON.stringify({ agenda: { data: hoje, tipo: 'assembleia', agenda_itens: [] } }) });
    expect(vazio.status).toBe(400);
    expect(((await vazio.json()) as { mensagem: string }).mensagem).toContain(MENSAGENS_AGENDA.semEventos);
    form.set('agenda[agenda_itens][0][horario]', '07:00');
    const boa = await rest('/agendas', { method: 'POST', login: 'editor', body: form });
    expect(boa.status).toBe(201);
    const { id } = (await boa.json()) as { id: number };
    // The same path answers an edit and a publication: the multipart body is read once and reaches the right one.
    const edicao = new FormData();
    edicao.set('agenda[id]', String(id));
    edicao.set('agenda[data]', hoje);
    edicao.set('agenda[tipo]', 'assembleia');
    edicao.set('agenda[agenda_itens][0][horario]', '08:00');
    edicao.set('agenda[agenda_itens][0][titulo]', 'Reunião por multipart');
    const editada = await rest(`/agendas/${id}`, { method: 'PUT', login: 'editor', body: edicao });
    expect(editada.status).toBe(200);
    const publicacao = new FormData();
    publicacao.set('agenda[id]', String(id));
    publicacao.set('agenda[situacao]', 'publicacao');
    expect((await rest(`/agendas/${id}`, { method: 'PUT', login: 'editor', body: publicacao })).status).toBe(403);
    expect((await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: publicacao })).status).toBe(200);
    const lida = (await (await rest(`/agendas/${id}`, { login: 'editor' })).json()) as AgendaRest;
    expect(lida).toMatchObject({ situacao: 'publicacao', agenda_itens: [{ horario: '07:00', titulo: 'Reunião' }, { horario: '08:00', titulo: 'Reunião por multipart' }] });
  });

  it('denies anonymous and users without the agenda permission', async () => {
    expect((await rest('/agendas')).status).toBe(401);
    const gabinete = await rest('/agendas', { login: 'gabinete' });
    expect(gabinete.status).toBe(403);
    const criar = await rest('/agendas', { method: 'POST', login: 'gabinete', body: JSON.stringify({ agenda: { data: hoje, tipo: 'assembleia', agenda_itens: [{ horario: '10:00', titulo: 'X' }] } }) });
    expect(criar.status).toBe(403);
  });

  it('counts agendas in review in the menu badges', async () => {
    const antes = ((await (await rest('/menus', { login: 'publicador' })).json()) as { agenda: number }).agenda;
    await criarAgenda();
    const depois = ((await (await rest('/menus', { login: 'publicador' })).json()) as { agenda: number }).agenda;
    expect(depois).toBe(antes + 1);
  });
});

describe('agenda iCalendar feed', () => {
  it('serves /agenda.ics with the published events only, parsed back by ical.js', async () => {
    const id = await criarAgenda();
    await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: JSON.stringify({ agenda: { situacao: 'publicacao' } }) });
    const emRevisao = await criarAgenda();
    const resposta = await fetch(`${harness.base}/agenda.ics`);
    expect(resposta.status).toBe(200);
    expect(resposta.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendario = new ICAL.Component(ICAL.parse(await resposta.text()));
    const eventos = calendario.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const titulos = eventos.map((e) => e.summary);
    expect(titulos).toContain('Reunião de teste da agenda');
    const meu = eventos.find((e) => e.summary === 'Reunião de teste da agenda' && e.uid.includes(`agenda-evento-`))!;
    expect(meu.location).toBe('Sala 9');
    expect(meu.description).toContain('Item & pauta');
    expect(meu.description).toContain('Comissão: CCJ');
    // 07:10 in Brasília is 10:10 UTC.
    expect(meu.startDate.toJSDate().toISOString()).toBe(new Date(`${hoje}T10:10:00Z`).toISOString());
    expect(meu.endDate.toJSDate().getTime() - meu.startDate.toJSDate().getTime()).toBe(3_600_000);
    const revisados = (await (await rest(`/agendas/${emRevisao}`, { login: 'editor' })).json()) as AgendaRest;
    expect(eventos.map((e) => e.uid)).not.toContain(`agenda-evento-${revisados.agenda_itens[0]!.id}@${new URL(harness.base).host}`);
  });

  it('serves one event as its own .ics and 404 for an event of an agenda in review or unknown', async () => {
    const id = await criarAgenda();
    const agenda = (await (await rest(`/agendas/${id}`, { login: 'editor' })).json()) as AgendaRest;
    const evento = agenda.agenda_itens[1]!.id;
    expect((await fetch(`${harness.base}/agenda/eventos/${evento}.ics`)).status).toBe(404);
    await rest(`/agendas/${id}`, { method: 'PUT', login: 'publicador', body: JSON.stringify({ agenda: { situacao: 'publicacao' } }) });
    const resposta = await fetch(`${harness.base}/agenda/eventos/${evento}.ics`);
    expect(resposta.status).toBe(200);
    const eventos = new ICAL.Component(ICAL.parse(await resposta.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(eventos.map((e) => [e.summary, e.location])).toEqual([['Audiência de teste da agenda', 'Auditório']]);
    expect((await fetch(`${harness.base}/agenda/eventos/abc.ics`)).status).toBe(404);
    expect((await fetch(`${harness.base}/agenda/eventos/999999.ics`)).status).toBe(404);
  });
});
