import { Link } from '@chakra-ui/react';
import { definirRecurso } from '../../kit/definirRecurso';
import {
  AtualizarGestaoFiscalAnualAdminDocument,
  CriarGestaoFiscalAnualAdminDocument,
  ExcluirGestaoFiscalAnualAdminDocument,
  GestaoFiscalAnualAdminDocument,
  GestoesFiscaisAnuaisAdminDocument,
  type GestaoFiscalAnual,
} from './documentos';
import { GestaoFiscalAnualForm, paraDadosGestaoFiscalAnual, valoresIniciaisGestaoFiscalAnual, type ValoresGestaoFiscalAnual } from './GestaoFiscalAnualForm';

export const gestaoFiscalAnual = definirRecurso<GestaoFiscalAnual, ValoresGestaoFiscalAnual>({
  nome: 'gestao_fiscal_anuais',
  rotulo: 'Gestão fiscal anual',
  rotuloItem: 'Gestão fiscal',
  feminino: true,
  grupo: 'Transparência',
  permissaoBase: 'api/admin/gestao_fiscal_anuais',
  caminho: '/gestao-fiscal-anual',
  documentos: {
    lista: GestoesFiscaisAnuaisAdminDocument,
    item: GestaoFiscalAnualAdminDocument,
    criar: CriarGestaoFiscalAnualAdminDocument,
    atualizar: AtualizarGestaoFiscalAnualAdminDocument,
    excluir: ExcluirGestaoFiscalAnualAdminDocument,
  },
  colunas: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => q.arquivo?.nome ?? '—' },
  ],
  campos: [
    { titulo: 'Ano', valor: (q) => q.ano },
    { titulo: 'Descrição', valor: (q) => q.descricao ?? '—' },
    { titulo: 'Arquivo', valor: (q) => (q.arquivo ? <Link href={q.arquivo.url} target="_blank" rel="noreferrer">{q.arquivo.nome}</Link> : '—') },
  ],
  descrever: (q) => `a gestão fiscal de ${q.ano}`,
  formulario: {
    Componente: GestaoFiscalAnualForm,
    valoresIniciais: valoresIniciaisGestaoFiscalAnual,
    paraDados: paraDadosGestaoFiscalAnual,
    sucesso: 'Gestão fiscal salva com sucesso.',
  },
});
