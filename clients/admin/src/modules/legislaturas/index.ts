import { definirRecurso } from '../../kit/definirRecurso';
import {
  AtualizarLegislaturaDocument,
  CriarLegislaturaDocument,
  ExcluirLegislaturaDocument,
  LegislaturaAdminDocument,
  LegislaturasAdminDocument,
  type LegislaturaDetalhe,
} from './documentos';
import { ExibicaoLegislatura } from './ExibicaoLegislatura';
import { LegislaturaForm } from './LegislaturaForm';
import { paraLegislaturaInput, validarLegislatura, valoresIniciais, type ValoresLegislatura } from './legislatura.rules';

export const legislaturas = definirRecurso<LegislaturaDetalhe, ValoresLegislatura>({
  nome: 'legislaturas',
  rotulo: 'Legislaturas',
  rotuloItem: 'Legislatura',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/legislaturas',
  caminho: '/legislaturas',
  documentos: {
    lista: LegislaturasAdminDocument,
    item: LegislaturaAdminDocument,
    criar: CriarLegislaturaDocument,
    atualizar: AtualizarLegislaturaDocument,
    excluir: ExcluirLegislaturaDocument,
  },
  rotuloBusca: 'Buscar por descrição',
  colunas: [
    { titulo: 'Descrição', valor: (l) => l.descricao },
    { titulo: 'Período', valor: (l) => `${l.anoInicio}–${l.anoFim}` },
    { titulo: 'Tipo', valor: (l) => l.tipoDescricao },
    { titulo: 'Atual', valor: (l) => (l.atual ? 'Sim' : 'Não') },
  ],
  descrever: () => 'esta Legislatura',
  Exibicao: ExibicaoLegislatura,
  formulario: {
    Componente: LegislaturaForm,
    valoresIniciais,
    paraDados: paraLegislaturaInput,
    validar: validarLegislatura,
    sucesso: 'Legislatura salva com sucesso.',
  },
});
