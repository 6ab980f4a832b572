import { diaDaAgendaValido, hojeEmBrasilia, somarDias } from '@alego/catalog';
import { data } from 'react-router';
import { AgendaDoDiaDocument, AgendaDoMesDocument, PautaPreviaDocument, type AgendaDoDiaQuery } from '../../gql/redacao/graphql';
import { presente, runQuery, type ErroDaRota, type PageLoaderArgs } from '../../routing/page';

export type AgendaPublicada = NonNullable<AgendaDoDiaQuery['agendasPublicadas']>[number];

/** Dias à frente que a pauta prévia mostra. */
export const DIAS_DA_PAUTA_PREVIA = 7;

function invalido(mensagem: string): never {
  throw data<ErroDaRota>({ mensagem }, { status: 400 });
}

export interface AgendaDoDiaData {
  data: string;
  hoje: string;
  agendas: AgendaPublicada[];
  anterior: string | null;
  proximo: string | null;
}

/** `/agenda?data=AAAA-MM-DD` (sem data, hoje em Brasília). */
export async function carregarDia({ client, url }: PageLoaderArgs): Promise<AgendaDoDiaData> {
  const hoje = hojeEmBrasilia();
  const pedido = url.searchParams.get('data') || hoje;
  if (!diaDaAgendaValido(pedido)) invalido('Informe a data no formato AAAA-MM-DD.');
  const resposta = await runQuery(client, { query: AgendaDoDiaDocument, variables: { data: pedido } });
  return { data: pedido, hoje, agendas: presente(resposta.agendasPublicadas), anterior: resposta.diaAnteriorComAgenda ?? null, proximo: resposta.proximoDiaComAgenda ?? null };
}

export interface MesData {
  ano: number;
  mes: number;
  hoje: string;
  /** Dias do mês com agenda publicada, em ordem. */
  dias: string[];
}

function mesPedido(url: URL, hoje: string): { ano: number; mes: number } {
  const texto = (nome: string) => url.searchParams.get(nome);
  const ano = texto('ano') ? Number(texto('ano')) : Number(hoje.slice(0, 4));
  const mes = texto('mes') ? Number(texto('mes')) : Number(hoje.slice(5, 7));
  if (!Number.isInteger(ano) || ano < 1900 || ano > 2200) invalido('Informe um ano entre 1900 e 2200.');
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) invalido('Informe um mês entre 1 e 12.');
  return { ano, mes };
}

/** `/agenda-do-mes?ano&mes` e `/dias-do-mes-com-processos?ano&mes`: os dias do mês com eventos. */
export async function carregarMes({ client, url }: PageLoaderArgs): Promise<MesData> {
  const hoje = hojeEmBrasilia();
  const { ano, mes } = mesPedido(url, hoje);
  const de = `${ano}-${String(mes).padStart(2, '0')}-01`;
  const ate = somarDias(`${mes === 12 ? ano + 1 : ano}-${String(mes === 12 ? 1 : mes + 1).padStart(2, '0')}-01`, -1);
  const resposta = await runQuery(client, { query: AgendaDoMesDocument, variables: { de, ate } });
  return { ano, mes, hoje, dias: [...new Set(presente(resposta.agendasPublicadas).map((a) => a.data))] };
}

export interface PautaPreviaData {
  de: string;
  ate: string;
  agendas: AgendaPublicada[];
}

/** `/pauta-previa`: os eventos com pauta de hoje aos próximos dias. */
export async function carregarPautaPrevia({ client }: PageLoaderArgs): Promise<PautaPreviaData> {
  const de = hojeEmBrasilia();
  const ate = somarDias(de, DIAS_DA_PAUTA_PREVIA);
  const resposta = await runQuery(client, { query: PautaPreviaDocument, variables: { de, ate } });
  const agendas = presente(resposta.agendasPublicadas)
    .map((agenda) => ({ ...agenda, agendaItens: agenda.agendaItens.filter((item) => item.pauta) }))
    .filter((agenda) => agenda.agendaItens.length > 0);
  return { de, ate, agendas };
}
