import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import {
  AtualizarSancaoAdministrativaAdminDocument,
  CriarSancaoAdministrativaAdminDocument,
  ExcluirSancaoAdministrativaAdminDocument,
  SancaoAdministrativaAdminDocument,
  SancoesAdministrativasAdminDocument,
  type SancaoAdministrativa,
} from './documentos';
import { SancaoAdministrativaForm, paraDadosSancaoAdministrativa, valoresIniciaisSancaoAdministrativa, type ValoresSancaoAdministrativa } from './SancaoAdministrativaForm';

export const sancaoAdministrativa = definirRecurso<SancaoAdministrativa, ValoresSancaoAdministrativa>({
  nome: 'sancoes_administrativas',
  rotulo: 'Sanções administrativas',
  rotuloItem: 'Sanção administrativa',
  feminino: true,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/sancao_administrativa',
  caminho: '/sancoes-administrativas',
  documentos: {
    lista: SancoesAdministrativasAdminDocument,
    item: SancaoAdministrativaAdminDocument,
    criar: CriarSancaoAdministrativaAdminDocument,
    atualizar: AtualizarSancaoAdministrativaAdminDocument,
    excluir: ExcluirSancaoAdministrativaAdminDocument,
  },
  colunas: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Empresa', valor: (q) => q.empresa },
    { titulo: 'Sanção', valor: (q) => q.sancao },
    { titulo: 'Processo', valor: (q) => q.processo ?? '—' },
  ],
  campos: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Empresa', valor: (q) => q.empresa },
    { titulo: 'Sanção', valor: (q) => q.sancao },
    { titulo: 'Processo', valor: (q) => q.processo ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `a sanção de ${q.empresa}`,
  formulario: {
    Componente: SancaoAdministrativaForm,
    valoresIniciais: valoresIniciaisSancaoAdministrativa,
    paraDados: paraDadosSancaoAdministrativa,
  },
});
