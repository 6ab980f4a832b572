import { diaPorExtenso, mesPorExtenso } from '@alego/catalog';
import { definePage, type PageModule } from '../../routing/page';
import { AgendaDoDiaPage, AgendaDoMesPage, DiasComProcessosPage, PautaPreviaPage } from './AgendaPages';
import { carregarDia, carregarMes, carregarPautaPrevia } from './loaders';

/** Agenda num chunk: o dia, o mês, os dias com eventos e a pauta prévia (docs/agenda.md). */
export const PAGINAS_DA_AGENDA = {
  dia: definePage({
    Component: AgendaDoDiaPage,
    loader: carregarDia,
    head: (dados) => ({
      titulo: `Agenda – ${diaPorExtenso(dados.data)}`,
      descricao: `Eventos da Assembleia Legislativa do Estado de Goiás em ${diaPorExtenso(dados.data)}: sessões, reuniões de comissões e audiências.`,
      canonico: `/agenda?data=${dados.data}`,
    }),
  }),
  mes: definePage({
    Component: AgendaDoMesPage,
    loader: carregarMes,
    head: (dados) => ({
      titulo: `Agenda do mês – ${mesPorExtenso(dados.ano, dados.mes)}`,
      descricao: `Calendário da agenda da Assembleia Legislativa do Estado de Goiás em ${mesPorExtenso(dados.ano, dados.mes)}.`,
      canonico: `/agenda-do-mes?ano=${dados.ano}&mes=${dados.mes}`,
    }),
  }),
  diasComProcessos: definePage({
    Component: DiasComProcessosPage,
    loader: carregarMes,
    head: (dados) => ({ titulo: `Dias com eventos – ${mesPorExtenso(dados.ano, dados.mes)}`, descricao: 'Dias do mês com eventos na agenda da Assembleia.' }),
  }),
  pautaPrevia: definePage({
    Component: PautaPreviaPage,
    loader: carregarPautaPrevia,
    head: () => ({ titulo: 'Pauta prévia', descricao: 'A pauta dos próximos eventos da Assembleia Legislativa do Estado de Goiás.', canonico: '/pauta-previa' }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDaAgenda = keyof typeof PAGINAS_DA_AGENDA;
