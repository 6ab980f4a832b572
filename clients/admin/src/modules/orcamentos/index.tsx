import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import {
  AtualizarOrcamentoAdminDocument,
  CriarOrcamentoAdminDocument,
  ExcluirOrcamentoAdminDocument,
  OrcamentoAdminDocument,
  OrcamentosAdminDocument,
  type Orcamento,
} from './documentos';
import { OrcamentoForm, paraDadosOrcamento, validarOrcamento, valoresIniciaisOrcamento, type ValoresOrcamento } from './OrcamentoForm';

export const orcamento = definirRecurso<Orcamento, ValoresOrcamento>({
  nome: 'orcamentos',
  rotulo: 'Orçamentos',
  rotuloItem: 'Orçamento',
  feminino: false,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/orcamentos',
  caminho: '/orcamentos',
  documentos: {
    lista: OrcamentosAdminDocument,
    item: OrcamentoAdminDocument,
    criar: CriarOrcamentoAdminDocument,
    atualizar: AtualizarOrcamentoAdminDocument,
    excluir: ExcluirOrcamentoAdminDocument,
  },
  colunas: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Tipo', valor: (q) => q.tipoDescricao },
    { titulo: 'Autorizado com pessoal', valor: (q) => q.autorizadoComPessoalFormatado ?? '—' },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
  ],
  campos: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Tipo', valor: (q) => q.tipoDescricao },
    { titulo: 'Autorizado com pessoal', valor: (q) => q.autorizadoComPessoalFormatado ?? '—' },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `o orçamento ${q.tipoDescricao} de ${q.ano}`,
  formulario: {
    Componente: OrcamentoForm,
    valoresIniciais: valoresIniciaisOrcamento,
    paraDados: paraDadosOrcamento,
    validar: validarOrcamento,
  },
});
