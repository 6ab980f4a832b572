import { createElement } from 'react';
import { definirRecurso } from '../../kit/definirRecurso';
import { AcoesNoticia } from './AcoesNoticia';
import { CartaoNoticia } from './CartaoNoticia';
import {
  AtualizarNoticiaDocument,
  CriarNoticiaDocument,
  ExcluirNoticiaDocument,
  NoticiaAdminDocument,
  NoticiasAdminDocument,
  type NoticiaDetalhe,
} from './documentos';
import { ExibicaoNoticia } from './ExibicaoNoticia';
import { NoticiaForm } from './NoticiaForm';
import { PARAMETROS_NOTICIAS, colunasNoticias } from './lista';
import { ehUsuarioDeGabinete, paraNoticiaInput, podeEditarNoticia, validarImagem, validarLimites, valoresIniciais, type ValoresNoticia } from './noticia.rules';

export const noticias = definirRecurso<NoticiaDetalhe, ValoresNoticia>({
  nome: 'noticias',
  rotulo: 'Notícias',
  rotuloItem: 'Notícia',
  feminino: true,
  grupo: 'Portal',
  permissaoBase: 'api/admin/noticias',
  caminho: '/noticias',
  contador: 'noticias',
  documentos: {
    lista: NoticiasAdminDocument,
    item: NoticiaAdminDocument,
    criar: CriarNoticiaDocument,
    atualizar: AtualizarNoticiaDocument,
    excluir: ExcluirNoticiaDocument,
  },
  parametros: PARAMETROS_NOTICIAS,
  rotuloBusca: 'Buscar por título',
  colunas: colunasNoticias,
  cartao: (n) => createElement(CartaoNoticia, { noticia: n }),
  descrever: (n) => `a notícia "${n.titulo}"`,
  podeEditar: (n) => podeEditarNoticia(n),
  Acoes: AcoesNoticia,
  Exibicao: ExibicaoNoticia,
  formulario: {
    Componente: NoticiaForm,
    valoresIniciais: (n) => valoresIniciais(n, ehUsuarioDeGabinete()),
    paraDados: (v) => paraNoticiaInput(v, ehUsuarioDeGabinete()),
    validar: (v) => validarLimites(v) ?? (v.imagem ? validarImagem(v.imagem) : undefined),
  },
});
