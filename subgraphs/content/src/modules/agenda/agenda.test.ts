import { hojeEmBrasilia, MENSAGENS_AGENDA, somarDias } from '@alego/catalog';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';

let subgraph: TestSubgraph;
let editor: Pick<TestSubgraph, 'query'>;
let publicador: Pick<TestSubgraph, 'query'>;
let leitor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(content, { seed: true });
  editor = subgraph.como(await subgraph.equipe(['api/admin/agendas']));
  publicador = subgraph.como(await subgraph.equipe(['api/admin/agendas', 'pode_publicar']));
  leitor = subgraph.como(await subgraph.equipe(['api/admin/agendas#index', 'api/admin/agendas#show']));
});
afterAll(() => subgraph?.close());

const DIA = '2031-03-11';
const CAMPOS = 'id data tipo situacao agendaItens { id horario titulo local pauta tipoEnvolvido envolvido }';

interface Evento {
  id: string;
  horario: string;
  titulo: string;
  local: string | null;
  pauta: string | null;
  tipoEnvolvido: string | null;
  envolvido: string | null;
}
interface AgendaLida {
  id: string;
  data: string;
  tipo: string;
  situacao: string;
  agendaItens: Evento[];
}

async function criar(dados: Record<string, unknown>, quem = editor) {
  return quem.query<{ criarAgenda: AgendaLida }>(`mutation($dados: AgendaInput!) { criarAgenda(dados: $dados) { ${CAMPOS} } }`, { dados });
}

const DOIS_EVENTOS = [
  { horario: '09:00', titulo: 'Sessão ordinária', local: 'Plenário', pauta: '<p>Votação</p><script>alert(1)</script>', tipoEnvolvido: 'comissao', envolvido: 'CCJ' },
  { horario: '14:30', titulo: 'Audiência pública', local: 'Auditório', tipoEnvolvido: 'deputado', envolvido: 'Dep. Fulano' },
];

describe('agenda: rules (back-office §5)', () => {
  it('needs at least one event, and accepts one', async () => {
    const sem = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [] });
    expect(sem.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: [MENSAGENS_AGENDA.semEventos] });
    const soRemovido = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'X', _destroy: true }] });
    expect(soRemovido.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_AGENDA.semEventos]);
    const com = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'Reunião' }] });
    expect(com.errors).toBeUndefined();
    expect(com.data!.criarAgenda).toMatchObject({ situacao: 'revisao', agendaItens: [{ horario: '10:00', titulo: 'Reunião' }] });
  });

  it('refuses a time that is not HH:mm, accepts 00:00 and 23:59', async () => {
    for (const horario of ['24:00', '9:00', '12:60', 'meio-dia', '']) {
      const r = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario, titulo: 'Reunião' }] });
      expect(r.errors?.[0]?.extensions?.mensagens, horario).toContain(MENSAGENS_AGENDA.horario);
    }
    const r = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '00:00', titulo: 'A' }, { horario: '23:59', titulo: 'B' }] });
    expect(r.errors).toBeUndefined();
  });

  it('refuses two events at the same time in the same place (docs/agenda.md), allows them in different places', async () => {
    const mesmoLocal = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'A', local: 'Sala 3' }, { horario: '10:00', titulo: 'B', local: ' sala  3 ' }] });
    expect(mesmoLocal.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_AGENDA.horariosRepetidos]);
    const locaisDiferentes = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'A', local: 'Sala 3' }, { horario: '10:00', titulo: 'B', local: 'Plenário' }] });
    expect(locaisDiferentes.errors).toBeUndefined();
  });

  it('needs a valid date, type and a title per event', async () => {
    const r = await criar({ data: '2031-02-30x', tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: ' ' }] });
    expect(r.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_AGENDA.data, MENSAGENS_AGENDA.titulo]);
  });

  it('sanitizes the pauta and keeps the involved party of an assembly agenda', async () => {
    const r = await criar({ data: DIA, tipo: 'assembleia', agendaItens: DOIS_EVENTOS });
    expect(r.errors).toBeUndefined();
    const [primeiro, segundo] = r.data!.criarAgenda.agendaItens;
    expect(primeiro).toMatchObject({ horario: '09:00', pauta: '<p>Votação</p>', tipoEnvolvido: 'comissao', envolvido: 'CCJ' });
    expect(segundo).toMatchObject({ horario: '14:30', tipoEnvolvido: 'deputado' });
  });

  it('tipo presidente clears the involved type and person of every item, also the items the form did not send', async () => {
    const criada = (await criar({ data: DIA, tipo: 'assembleia', agendaItens: DOIS_EVENTOS })).data!.criarAgenda;
    const [primeiro] = criada.agendaItens;
    const r = await editor.query<{ atualizarAgenda: AgendaLida }>(
      `mutation($id: ID!, $dados: AgendaInput!) { atualizarAgenda(id: $id, dados: $dados) { ${CAMPOS} } }`,
      { id: criada.id, dados: { data: DIA, tipo: 'presidente', agendaItens: [{ id: primeiro!.id, titulo: 'Sessão ordinária (alterada)' }] } },
    );
    expect(r.errors).toBeUndefined();
    const itens = r.data!.atualizarAgenda.agendaItens;
    expect(itens).toHaveLength(2);
    expect(itens[0]).toMatchObject({ titulo: 'Sessão ordinária (alterada)', horario: '09:00', local: 'Plenário' });
    for (const item of itens) expect(item).toMatchObject({ tipoEnvolvido: null, envolvido: null });
  });

  it('removes an item with _destroy and refuses another agenda’s item id', async () => {
    const a = (await criar({ data: DIA, tipo: 'assembleia', agendaItens: DOIS_EVENTOS })).data!.criarAgenda;
    const b = (await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '08:00', titulo: 'Outra' }] })).data!.criarAgenda;
    const atualizar = (id: string, agendaItens: unknown[]) =>
      editor.query<{ atualizarAgenda: AgendaLida }>(`mutation($id: ID!, $dados: AgendaInput!) { atualizarAgenda(id: $id, dados: $dados) { ${CAMPOS} } }`, { id, dados: { data: DIA, tipo: 'assembleia', agendaItens } });
    const removido = await atualizar(a.id, [{ id: a.agendaItens[1]!.id, _destroy: true }]);
    expect(removido.data!.atualizarAgenda.agendaItens.map((i) => i.horario)).toEqual(['09:00']);
    const ultimo = await atualizar(a.id, [{ id: a.agendaItens[0]!.id, _destroy: true }]);
    expect(ultimo.errors?.[0]?.extensions?.mensagens).toEqual([MENSAGENS_AGENDA.semEventos]);
    const alheio = await atualizar(a.id, [{ id: b.agendaItens[0]!.id, titulo: 'Invasão' }]);
    expect(alheio.errors?.[0]?.message).toBe('Registro aninhado não encontrado: recarregue o formulário.');
  });
});

describe('agenda: situação and permissions', () => {
  it('publishes and unpublishes only with pode_publicar; the public sees only published agendas', async () => {
    const dia = '2031-04-15';
    const criada = (await criar({ data: dia, tipo: 'assembleia', agendaItens: DOIS_EVENTOS })).data!.criarAgenda;
    const publicas = async () =>
      (await subgraph.query<{ agendasPublicadas: { id: string }[] }>(`{ agendasPublicadas(de: "${dia}", ate: "${dia}") { id } }`)).data!.agendasPublicadas.map((a) => a.id);
    expect(await publicas()).not.toContain(criada.id);

    const alterar = (quem: Pick<TestSubgraph, 'query'>, situacao: string) =>
      quem.query<{ alterarSituacaoAgenda: { situacao: string } }>(`mutation($id: ID!, $s: SituacaoAgenda!) { alterarSituacaoAgenda(id: $id, situacao: $s) { situacao } }`, { id: criada.id, s: situacao });
    const negado = await alterar(editor, 'publicacao');
    expect(negado.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const publicado = await alterar(publicador, 'publicacao');
    expect(publicado.data!.alterarSituacaoAgenda.situacao).toBe('publicacao');
    expect(await publicas()).toContain(criada.id);
    const item = await subgraph.query<{ eventoAgenda: { titulo: string; agenda: { data: string } } }>(`{ eventoAgenda(id: "${criada.agendaItens[0]!.id}") { titulo agenda { data } } }`);
    expect(item.data!.eventoAgenda).toEqual({ titulo: 'Sessão ordinária', agenda: { data: dia } });

    expect((await alterar(editor, 'revisao')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await alterar(publicador, 'revisao')).data!.alterarSituacaoAgenda.situacao).toBe('revisao');
    expect(await publicas()).not.toContain(criada.id);
    const oculto = await subgraph.query<{ eventoAgenda: null }>(`{ eventoAgenda(id: "${criada.agendaItens[0]!.id}") { titulo } }`);
    expect(oculto.data!.eventoAgenda).toBeNull();
  });

  it('answers podePublicarAgenda for each user', async () => {
    expect((await editor.query<{ podePublicarAgenda: boolean }>('{ podePublicarAgenda }')).data!.podePublicarAgenda).toBe(false);
    expect((await publicador.query<{ podePublicarAgenda: boolean }>('{ podePublicarAgenda }')).data!.podePublicarAgenda).toBe(true);
    expect((await subgraph.query('{ podePublicarAgenda }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('guards the admin list, create, update and delete by permission', async () => {
    expect((await subgraph.query('{ agendasAdmin { total } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await leitor.query('{ agendasAdmin { total } }')).errors).toBeUndefined();
    const negado = await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'X' }] }, leitor);
    expect(negado.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const criada = (await criar({ data: DIA, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'X' }] })).data!.criarAgenda;
    expect((await leitor.query(`mutation { excluirAgenda(id: "${criada.id}") }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await editor.query(`mutation { excluirAgenda(id: "${criada.id}") }`)).data).toEqual({ excluirAgenda: true });
    expect((await editor.query(`{ agendaAdmin(id: "${criada.id}") { id } }`)).data).toEqual({ agendaAdmin: null });
  });
});

describe('agenda: lists', () => {
  it('filters the admin list by tab, date, term and type and counts both tabs', async () => {
    const dia = '2031-05-20';
    await criar({ data: dia, tipo: 'assembleia', agendaItens: [{ horario: '10:00', titulo: 'Reunião sobre o Cerrado', local: 'Sala 2' }] });
    await criar({ data: dia, tipo: 'presidente', agendaItens: [{ horario: '11:00', titulo: 'Visita oficial' }] });
    const lista = async (filtro: Record<string, unknown>) =>
      (await editor.query<{ agendasAdmin: { total: number; itens: { tipo: string }[] }; totaisAgendas: { revisao: number; publicacao: number } }>(
        'query($f: AgendaAdminFiltro) { agendasAdmin(filtro: $f) { total itens { tipo } } totaisAgendas(filtro: $f) { revisao publicacao } }',
        { f: filtro },
      )).data!;
    expect((await lista({ data: dia })).agendasAdmin.total).toBe(2);
    expect((await lista({ data: dia, tipo: 'presidente' })).agendasAdmin.itens).toEqual([{ tipo: 'presidente' }]);
    expect((await lista({ data: dia, termo: 'cerrado' })).agendasAdmin.total).toBe(1);
    expect((await lista({ data: dia, situacao: 'publicacao' })).agendasAdmin.total).toBe(0);
    expect((await lista({ data: dia })).totaisAgendas).toEqual({ revisao: 2, publicacao: 0 });
    const invalida = await editor.query('{ agendasAdmin(filtro: { data: "20/05/2031" }) { total } }');
    expect(invalida.errors?.[0]?.extensions?.mensagens).toEqual(['Informe a data no formato AAAA-MM-DD.']);
  });

  it('seeds a month around today, finds neighbouring days and counts agendas in review for the menu', async () => {
    const hoje = hojeEmBrasilia();
    const r = await subgraph.query<{ agendasPublicadas: { data: string }[] }>(`{ agendasPublicadas(de: "${somarDias(hoje, -15)}", ate: "${somarDias(hoje, 15)}") { data } }`);
    expect(r.data!.agendasPublicadas.length).toBeGreaterThan(10);
    const vizinhos = await subgraph.query<{ diaAnteriorComAgenda: string; proximoDiaComAgenda: string }>(`{ diaAnteriorComAgenda(data: "${hoje}") proximoDiaComAgenda(data: "${hoje}") }`);
    expect(vizinhos.data!.diaAnteriorComAgenda < hoje).toBe(true);
    expect(vizinhos.data!.proximoDiaComAgenda > hoje).toBe(true);
    const longo = await subgraph.query(`{ agendasPublicadas(de: "2020-01-01", ate: "2031-01-01") { id } }`);
    expect(longo.errors?.[0]?.extensions?.mensagens).toEqual(['Peça no máximo 400 dias de agenda.']);
    const emRevisao = (await editor.query<{ totaisAgendas: { revisao: number } }>('{ totaisAgendas { revisao } }')).data!.totaisAgendas.revisao;
    const menu = await editor.query<{ contadoresMenu: { agenda: number } }>('{ contadoresMenu { agenda } }');
    expect(menu.data!.contadoresMenu.agenda).toBe(emRevisao);
    expect(emRevisao).toBeGreaterThan(0);
  });
});
