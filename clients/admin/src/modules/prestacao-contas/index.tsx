import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import {
  AtualizarPrestacaoContasAdminDocument,
  CriarPrestacaoContasAdminDocument,
  ExcluirPrestacaoContasAdminDocument,
  PrestacaoContasAdminDocument,
  PrestacoesContasAdminDocument,
  type PrestacaoContas,
} from './documentos';
import { PrestacaoContasForm, paraDadosPrestacaoContas, valoresIniciaisPrestacaoContas, type ValoresPrestacaoContas } from './PrestacaoContasForm';

export const prestacaoContas = definirRecurso<PrestacaoContas, ValoresPrestacaoContas>({
  nome: 'prestacao_contas',
  rotulo: 'Prestação de contas',
  rotuloItem: 'Prestação de contas',
  feminino: true,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/prestacao_contas',
  caminho: '/prestacao-contas',
  documentos: {
    lista: PrestacoesContasAdminDocument,
    item: PrestacaoContasAdminDocument,
    criar: CriarPrestacaoContasAdminDocument,
    atualizar: AtualizarPrestacaoContasAdminDocument,
    excluir: ExcluirPrestacaoContasAdminDocument,
  },
  colunas: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Tipo', valor: (q) => q.tipoCadastroDescricao },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
  ],
  campos: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Tipo', valor: (q) => q.tipoCadastroDescricao },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `a prestação de contas "${q.tipoCadastroDescricao}" de ${q.ano}`,
  formulario: {
    Componente: PrestacaoContasForm,
    valoresIniciais: valoresIniciaisPrestacaoContas,
    paraDados: paraDadosPrestacaoContas,
  },
});
