import { definirRecurso } from '../../kit/definirRecurso';
import { ComissaoForm } from './ComissaoForm';
import { paraComissaoInput, validarComissao, valoresIniciais, type ValoresComissao } from './comissao.rules';
import {
  AtualizarComissaoDocument,
  ComissaoAdminDocument,
  ComissoesAdminDocument,
  CriarComissaoDocument,
  ExcluirComissaoDocument,
  type ComissaoDetalhe,
} from './documentos';
import { ExibicaoComissao } from './ExibicaoComissao';

export const comissoes = definirRecurso<ComissaoDetalhe, ValoresComissao>({
  nome: 'comissoes',
  rotulo: 'Comissões',
  rotuloItem: 'Comissão',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/comissoes',
  caminho: '/comissoes',
  documentos: {
    lista: ComissoesAdminDocument,
    item: ComissaoAdminDocument,
    criar: CriarComissaoDocument,
    atualizar: AtualizarComissaoDocument,
    excluir: ExcluirComissaoDocument,
  },
  rotuloBusca: 'Buscar por nome ou sigla',
  colunas: [
    { titulo: 'Nome', valor: (c) => c.nome },
    { titulo: 'Sigla', valor: (c) => c.sigla ?? '-' },
    { titulo: 'Tipo', valor: (c) => c.tipoDescricao },
    { titulo: 'Situação', valor: (c) => (c.ativa ? 'Ativa' : 'Inativa') },
  ],
  descrever: (c) => `a comissão "${c.nome}"`,
  Exibicao: ExibicaoComissao,
  formulario: {
    Componente: ComissaoForm,
    valoresIniciais,
    paraDados: paraComissaoInput,
    validar: validarComissao,
    sucesso: 'Comissão salva com sucesso.',
  },
});
