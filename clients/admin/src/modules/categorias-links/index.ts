import { definirRecurso } from '../../kit/definirRecurso';
import { CategoriaLinkForm, type ValoresCategoriaLink } from './CategoriaLinkForm';
import {
  AtualizarCategoriaLinkDocument,
  CategoriaLinkDocument,
  CategoriasLinksDocument,
  CriarCategoriaLinkDocument,
  ExcluirCategoriaLinkDocument,
  type CategoriaLink,
} from './documentos';

export const categoriasLinks = definirRecurso<CategoriaLink, ValoresCategoriaLink>({
  nome: 'categorias_links',
  rotulo: 'Categorias de links',
  rotuloItem: 'Categoria de link',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/categorias_links',
  caminho: '/categorias-links',
  documentos: {
    lista: CategoriasLinksDocument,
    item: CategoriaLinkDocument,
    criar: CriarCategoriaLinkDocument,
    atualizar: AtualizarCategoriaLinkDocument,
    excluir: ExcluirCategoriaLinkDocument,
  },
  colunas: [
    { titulo: 'Nome', valor: (c) => c.nome },
    { titulo: 'Ordem', valor: (c) => c.ordem },
  ],
  campos: [
    { titulo: 'Nome', valor: (c) => c.nome },
    { titulo: 'Ordem', valor: (c) => c.ordem },
  ],
  descrever: (c) => `a categoria "${c.nome}"`,
  formulario: {
    Componente: CategoriaLinkForm,
    valoresIniciais: (c) => ({ nome: c?.nome ?? '', ordem: c ? String(c.ordem) : '' }),
    paraDados: (v) => ({ nome: v.nome.trim(), ordem: Number(v.ordem) }),
  },
});
