import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import { opcoesDeAnos, OPCOES_MESES } from '../../kit/lista';
import {
  AtualizarQuadroRemuneracaoAdminDocument,
  CriarQuadroRemuneracaoAdminDocument,
  ExcluirQuadroRemuneracaoAdminDocument,
  QuadroRemuneracaoAdminDocument,
  QuadrosRemuneracaoAdminDocument,
  type QuadroRemuneracao,
} from './documentos';
import { ANOS, QuadroRemuneracaoForm, paraDadosQuadroRemuneracao, valoresIniciaisQuadroRemuneracao, type ValoresQuadroRemuneracao } from './QuadroRemuneracaoForm';

export const quadroRemuneracao = definirRecurso<QuadroRemuneracao, ValoresQuadroRemuneracao>({
  nome: 'quadro_remuneracoes',
  rotulo: 'Quadro de remuneração',
  rotuloItem: 'Quadro de remuneração',
  feminino: false,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/quadro_remuneracoes',
  caminho: '/quadro-remuneracao',
  documentos: {
    lista: QuadrosRemuneracaoAdminDocument,
    item: QuadroRemuneracaoAdminDocument,
    criar: CriarQuadroRemuneracaoAdminDocument,
    atualizar: AtualizarQuadroRemuneracaoAdminDocument,
    excluir: ExcluirQuadroRemuneracaoAdminDocument,
  },
  parametros: { selecoes: [{ param: 'ano', rotulo: 'Ano', opcoes: opcoesDeAnos(ANOS), tipo: 'inteiro' }, { param: 'mes', rotulo: 'Mês', opcoes: OPCOES_MESES, tipo: 'inteiro' }] },
  colunas: [
    { titulo: 'Período', valor: (q) => `${String(q.mes).padStart(2, '0')}/${q.ano}` },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => q.arquivo?.nome ?? '—' },
  ],
  campos: [
    { titulo: 'Período', valor: (q) => `${String(q.mes).padStart(2, '0')}/${q.ano}` },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `o quadro de ${String(q.mes).padStart(2, '0')}/${q.ano}`,
  formulario: {
    Componente: QuadroRemuneracaoForm,
    valoresIniciais: valoresIniciaisQuadroRemuneracao,
    paraDados: paraDadosQuadroRemuneracao,
  },
});
