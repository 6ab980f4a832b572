import { diaPorExtenso, MENSAGENS_AGENDA, opcoesDe, SITUACOES_AGENDA, TIPOS_AGENDA, type SituacaoAgendaValor, type TipoAgendaValor } from '@alego/catalog';
import { formatData } from '@alego/ui';
import type { ConfigParametros } from '../../kit/lista';
import { definirRecurso } from '../../kit/definirRecurso';
import { AcoesAgenda } from './AcoesAgenda';
import { AgendaForm } from './AgendaForm';
import { paraAgendaInput, validarAgenda, valoresIniciais, type ValoresAgenda } from './agenda.rules';
import { AgendaAdminDocument, AgendasAdminDocument, AtualizarAgendaDocument, CriarAgendaDocument, ExcluirAgendaDocument, type AgendaDetalhe } from './documentos';
import { ExibicaoAgenda } from './ExibicaoAgenda';

/** agendas?pagina&data&termo&situacao&tipo, abas revisao e publicacao (back-office §2). */
export const PARAMETROS_AGENDAS: ConfigParametros = {
  paramAba: 'situacao',
  abas: (Object.keys(SITUACOES_AGENDA) as SituacaoAgendaValor[]).map((valor) => ({ valor, rotulo: SITUACOES_AGENDA[valor], filtro: { situacao: valor } })),
  filtrosDaUrl: { data: 'data' },
  selecoes: [{ param: 'tipo', rotulo: 'Tipo', opcoes: opcoesDe(TIPOS_AGENDA) }],
};

export const agendas = definirRecurso<AgendaDetalhe, ValoresAgenda>({
  nome: 'agendas',
  rotulo: 'Agenda',
  rotuloItem: 'Agenda',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/agendas',
  caminho: '/agendas',
  contador: 'agenda',
  documentos: { lista: AgendasAdminDocument, item: AgendaAdminDocument, criar: CriarAgendaDocument, atualizar: AtualizarAgendaDocument, excluir: ExcluirAgendaDocument },
  parametros: PARAMETROS_AGENDAS,
  rotuloBusca: 'Buscar por título, local, envolvido ou pauta',
  colunas: [
    { titulo: 'Data', valor: (a) => formatData(`${a.data}T12:00:00Z`) },
    { titulo: 'Tipo', valor: (a) => TIPOS_AGENDA[a.tipo as TipoAgendaValor] },
    { titulo: 'Eventos', valor: (a) => a.agendaItens.map((e) => `${e.horario} ${e.titulo}`).join('; ') },
  ],
  descrever: (a) => `a agenda de ${diaPorExtenso(a.data)}`,
  Acoes: AcoesAgenda,
  Exibicao: ExibicaoAgenda,
  formulario: {
    Componente: AgendaForm,
    valoresIniciais,
    paraDados: paraAgendaInput,
    validar: validarAgenda,
    sucesso: MENSAGENS_AGENDA.salva,
  },
});
