import type { HeadInfo } from '../../routing/head';
import { definePage, type PageModule } from '../../routing/page';
import { resumir, textoDoHtml } from '../noticias/head';
import { ArquivosPage, ComissaoPage, LinksPage, ListaPage, TrabalhosPage } from './ComissoesPages';
import { carregarArquivos, carregarComissao, carregarLinks, carregarLista, carregarTrabalhos } from './loaders';

function headDaAba(aba: string, dados: { canonico: string; comissao: { nome: string; tipoDescricao: string } }): HeadInfo {
  return {
    titulo: `${aba} – ${dados.comissao.nome}`,
    descricao: `${aba} da ${dados.comissao.nome} (${dados.comissao.tipoDescricao.toLowerCase()}) da Assembleia Legislativa do Estado de Goiás.`,
    canonico: dados.canonico,
  };
}

/** Comissões num chunk: a lista e as páginas de cada comissão (membros, trabalhos, arquivos, links). */
export const PAGINAS_DE_COMISSOES = {
  lista: definePage({
    Component: ListaPage,
    loader: carregarLista,
    head: () => ({
      titulo: 'Comissões',
      descricao: 'Comissões permanentes, temporárias e CPIs da Assembleia Legislativa do Estado de Goiás, com os membros de cada uma.',
      canonico: '/comissoes',
    }),
  }),
  comissao: definePage({
    Component: ComissaoPage,
    loader: carregarComissao,
    head: (dados): HeadInfo => {
      const texto = dados.comissao.descricao ? textoDoHtml(dados.comissao.descricao) : '';
      return {
        titulo: dados.comissao.nome,
        descricao: texto
          ? resumir(texto)
          : `Membros da ${dados.comissao.nome} (${dados.comissao.tipoDescricao.toLowerCase()}) da Assembleia Legislativa do Estado de Goiás.`,
        canonico: dados.canonico,
      };
    },
  }),
  trabalhos: definePage({ Component: TrabalhosPage, loader: carregarTrabalhos, head: (dados) => headDaAba('Trabalhos', dados) }),
  arquivos: definePage({ Component: ArquivosPage, loader: carregarArquivos, head: (dados) => headDaAba('Arquivos', dados) }),
  links: definePage({ Component: LinksPage, loader: carregarLinks, head: (dados) => headDaAba('Links', dados) }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDeComissoes = keyof typeof PAGINAS_DE_COMISSOES;
