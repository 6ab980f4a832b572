import { formatData } from '@alego/ui';
import { MENSAGENS_BANNER, opcoesDe, TIPOS_BANNER, type TipoBannerValor } from '@alego/catalog';
import { createElement } from 'react';
import { definirRecurso } from '../../kit/definirRecurso';
import { AtualizarBannerDocument, BannerAdminDocument, BannersAdminDocument, CriarBannerDocument, ExcluirBannerDocument } from '../../gql/graphql';
import { BannerForm } from './BannerForm';
import { paraBannerInput, validarBanner, valoresIniciais, type BannerDetalhe, type ValoresBanner } from './banner.rules';

const exibirAte = (b: BannerDetalhe) => (b.exibirAte ? formatData(`${b.exibirAte}T12:00:00Z`) : 'Sempre');

/** banner?pagina&termo&tipo, em tabela ou cartões (back-office §2). */
export const banners = definirRecurso<BannerDetalhe, ValoresBanner>({
  nome: 'banners',
  rotulo: 'Banners',
  rotuloItem: 'Banner',
  grupo: 'Portal',
  permissaoBase: 'api/admin/banners',
  caminho: '/banner',
  documentos: { lista: BannersAdminDocument, item: BannerAdminDocument, criar: CriarBannerDocument, atualizar: AtualizarBannerDocument, excluir: ExcluirBannerDocument },
  parametros: { selecoes: [{ param: 'tipo', rotulo: 'Tipo', opcoes: opcoesDe(TIPOS_BANNER) }] },
  rotuloBusca: 'Buscar por título ou endereço',
  colunas: [
    { titulo: 'Título', valor: (b) => b.titulo },
    { titulo: 'Tipo', valor: (b) => TIPOS_BANNER[b.tipo as TipoBannerValor] },
    { titulo: 'Exibir até', valor: exibirAte },
    { titulo: 'Situação', valor: (b) => (b.ativo ? 'Em exibição' : 'Expirado') },
  ],
  cartao: (b) =>
    createElement('figure', null, createElement('img', { src: b.imagem.miniatura, alt: b.titulo, style: { width: '100%', aspectRatio: '2', objectFit: 'cover' } }), createElement('figcaption', null, `${TIPOS_BANNER[b.tipo as TipoBannerValor]} · até ${exibirAte(b)}`)),
  campos: [
    { titulo: 'Título', valor: (b) => b.titulo },
    { titulo: 'Tipo', valor: (b) => TIPOS_BANNER[b.tipo as TipoBannerValor] },
    { titulo: 'Endereço', valor: (b) => b.url ?? '—' },
    { titulo: 'Exibir até', valor: exibirAte },
    { titulo: 'Imagem', valor: (b) => createElement('img', { src: b.imagem.miniatura, alt: b.titulo, style: { maxWidth: '400px' } }) },
  ],
  descrever: (b) => `o banner "${b.titulo}"`,
  formulario: { Componente: BannerForm, valoresIniciais, paraDados: paraBannerInput, validar: validarBanner, sucesso: MENSAGENS_BANNER.salvo },
});
