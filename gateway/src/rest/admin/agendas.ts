import { MENSAGEM_EXCLUIDO, MENSAGEM_NAO_ENCONTRADO, MENSAGENS_AGENDA } from '@alego/catalog';
import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, textoDe, type RotaRest } from '../shim.js';
import { camposDiretos, variaveisDaAtualizacao } from '../mantidos.js';

/** Admin page size (back-office spec §9). */
const POR_PAGINA = 12;

const CAMPOS = 'id data tipo situacao createdAt updatedAt agendaItens { id horario local pauta tipoEnvolvido envolvido titulo }';

interface EventoLido {
  id: string;
  horario: string;
  local: string | null;
  pauta: string | null;
  tipoEnvolvido: string | null;
  envolvido: string | null;
  titulo: string;
}
interface AgendaLida {
  id: string;
  data: string;
  tipo: string;
  situacao: string;
  createdAt: string;
  updatedAt: string;
  agendaItens: EventoLido[];
}

/** The legacy shape (back-office §3): snake_case, items under `agenda_itens` with their `agenda_id`. */
export function agendaRest(agenda: AgendaLida) {
  return {
    id: Number(agenda.id),
    tipo: agenda.tipo,
    situacao: agenda.situacao,
    data: agenda.data,
    created_at: agenda.createdAt,
    updated_at: agenda.updatedAt,
    agenda_itens: agenda.agendaItens.map((item) => ({
      id: Number(item.id),
      horario: item.horario,
      local: item.local,
      pauta: item.pauta,
      tipo_envolvido: item.tipoEnvolvido,
      envolvido: item.envolvido,
      titulo: item.titulo,
      agenda_id: Number(agenda.id),
    })),
  };
}

/** `agenda[agenda_itens][0][horario]` (multipart) or `{agenda: {agenda_itens: [...]}}` (JSON); Rails' `_attributes` name too. */
function eventosDoCorpo(req: Request): Record<string, unknown>[] | undefined {
  const linhas = campoDoCorpo(req, 'agenda', 'agenda_itens') ?? campoDoCorpo(req, 'agenda', 'agenda_itens_attributes');
  if (linhas === undefined) return undefined;
  if (!linhas || typeof linhas !== 'object') throw new RespostaError(400, { mensagem: 'Eventos da agenda inválidos.' });
  return Object.values(linhas as Record<string, unknown>).map((linha) => {
    if (!linha || typeof linha !== 'object') throw new RespostaError(400, { mensagem: 'Eventos da agenda inválidos.' });
    const campo = (nome: string) => textoDe((linha as Record<string, unknown>)[nome]);
    const destruir = campo('_destroy');
    const evento: Record<string, unknown> = {
      id: campo('id') || undefined,
      _destroy: destruir === undefined ? undefined : ['true', '1'].includes(destruir),
      horario: campo('horario'),
      titulo: campo('titulo'),
      local: campo('local'),
      pauta: campo('pauta'),
      tipoEnvolvido: campo('tipo_envolvido') || undefined,
      envolvido: campo('envolvido'),
    };
    return Object.fromEntries(Object.entries(evento).filter(([, valor]) => valor !== undefined));
  });
}

function dadosDaAgenda(req: Request): Record<string, unknown> {
  const agendaItens = eventosDoCorpo(req);
  return {
    data: textoDe(campoDoCorpo(req, 'agenda', 'data')) ?? '',
    tipo: textoDe(campoDoCorpo(req, 'agenda', 'tipo')) || 'assembleia',
    ...(agendaItens ? { agendaItens } : {}),
  };
}

/** The admin list's filters (`agendas?pagina&data&termo&situacao&tipo`). */
function filtroDaLista(req: Request): Record<string, string> {
  const q = req.query as Record<string, unknown>;
  const filtro = { data: textoDe(q.data), termo: textoDe(q.termo), situacao: textoDe(q.situacao), tipo: textoDe(q.tipo) };
  return Object.fromEntries(Object.entries(filtro).filter((par): par is [string, string] => !!par[1]));
}

/** A PUT with only `situacao` (and the id) is the publish/unpublish confirmation (back-office §4). */
function eMudancaDeSituacao(req: Request): boolean {
  const corpo = (req.body ?? {}) as Record<string, unknown>;
  const campos = Object.keys(typeof corpo.agenda === 'object' && corpo.agenda ? corpo.agenda : corpo).filter((c) => c !== 'id');
  return campos.length === 1 && campos[0] === 'situacao';
}

/** The agenda form is multipart under `agenda` (back-office §7) and carries no file: a file field is refused. */
const SEM_ARQUIVOS = {};

const ENCONTRADA = (agenda: AgendaLida | null) => {
  if (!agenda) throw new RespostaError(404, { mensagem: MENSAGEM_NAO_ENCONTRADO });
  return agendaRest(agenda);
};

/** `/api/admin/agendas...` (back-office spec §7; docs/agenda.md). Fixed segments come before `/:id`. */
export const rotasAdminAgendas: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/agendas',
    paginada: true,
    operacao: `query AgendasAdminRest($filtro: AgendaAdminFiltro, $pagina: Int!, $porPagina: Int!) {
      agendasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS} } ${CAMPOS_DA_PAGINA} }
      totaisAgendas(filtro: $filtro) { revisao publicacao }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      return { filtro: filtroDaLista(req), pagina: Math.max(inteiroDe(q.pagina) ?? inteiroDe(q.page) ?? 1, 1), porPagina: POR_PAGINA };
    },
    cabecalhos: ({ totaisAgendas }) => ({ TotalLinhasRevisao: String(totaisAgendas.revisao), TotalLinhasPublicacao: String(totaisAgendas.publicacao) }),
    resposta: ({ agendasAdmin }) => (agendasAdmin.itens as AgendaLida[]).map(agendaRest),
  },
  {
    metodo: 'get',
    caminho: '/agendas/pode-publicar',
    operacao: 'query PodePublicarAgendaRest { podePublicarAgenda }',
    resposta: ({ podePublicarAgenda }) => ({ pode_publicar: podePublicarAgenda }),
  },
  { metodo: 'get', caminho: '/agendas/situacoes', operacao: 'query SituacoesAgendaRest { situacoesAgenda { valor rotulo } }' },
  { metodo: 'get', caminho: '/agendas/tipos', operacao: 'query TiposAgendaRest { tiposAgenda { valor rotulo } }' },
  { metodo: 'get', caminho: '/agendas/tipos-envolvidos', operacao: 'query TiposEnvolvidoAgendaRest { tiposEnvolvidoAgenda { valor rotulo } }' },
  {
    metodo: 'get',
    caminho: '/agendas/:id',
    operacao: `query AgendaAdminRest($id: ID!) { agendaAdmin(id: $id) { ${CAMPOS} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ agendaAdmin }) => ENCONTRADA(agendaAdmin),
  },
  {
    metodo: 'post',
    caminho: '/agendas',
    status: 201,
    arquivos: SEM_ARQUIVOS,
    operacao: `mutation CriarAgendaRest($dados: AgendaInput!) { criarAgenda(dados: $dados) { ${CAMPOS} } }`,
    variaveis: (req) => ({ dados: dadosDaAgenda(req) }),
    resposta: ({ criarAgenda }) => ({ mensagem: MENSAGENS_AGENDA.salva, id: Number(criarAgenda.id) }),
  },
  {
    metodo: 'put',
    caminho: '/agendas/:id',
    quando: eMudancaDeSituacao,
    arquivos: SEM_ARQUIVOS,
    operacao: 'mutation AlterarSituacaoAgendaRest($id: ID!, $situacao: SituacaoAgenda!) { alterarSituacaoAgenda(id: $id, situacao: $situacao) { id situacao } }',
    variaveis: (req) => {
      const situacao = textoDe(campoDoCorpo(req, 'agenda', 'situacao'));
      if (situacao !== 'revisao' && situacao !== 'publicacao') throw new RespostaError(400, { mensagem: 'Situação inválida: use revisao ou publicacao.' });
      return { id: req.params.id, situacao };
    },
    resposta: ({ alterarSituacaoAgenda }) => ({
      mensagem: alterarSituacaoAgenda.situacao === 'publicacao' ? MENSAGENS_AGENDA.publicada : MENSAGENS_AGENDA.despublicada,
      id: Number(alterarSituacaoAgenda.id),
    }),
  },
  {
    metodo: 'put',
    caminho: '/agendas/:id',
    arquivos: SEM_ARQUIVOS,
    // One path, two operations: the situation change needs `pode_publicar`, an edit does not.
    operacao: `mutation AtualizarAgendaRest($id: ID!, $dados: AgendaInput!) { atualizarAgenda(id: $id, dados: $dados) { id } }`,
    variaveis: variaveisDaAtualizacao({ envelope: 'agenda', item: 'agendaAdmin', operacao: 'AgendaAtualRest' }, camposDiretos('data', 'tipo'), dadosDaAgenda),
    resposta: ({ atualizarAgenda }) => ({ mensagem: MENSAGENS_AGENDA.salva, id: Number(atualizarAgenda.id) }),
  },
  {
    metodo: 'delete',
    caminho: '/agendas/:id',
    operacao: 'mutation ExcluirAgendaRest($id: ID!) { excluirAgenda(id: $id) }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: () => ({ mensagem: MENSAGEM_EXCLUIDO }),
  },
];
