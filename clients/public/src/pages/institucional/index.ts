import { ObjetivosFaleConoscoDocument } from '../../gql/institucional/graphql';
import { resultadoDaUrl } from './envio';
import { definePage, runQuery, type PageModule } from '../../routing/page';
import { AcessibilidadePage } from './AcessibilidadePage';
import { FaleConoscoPage } from './FaleConoscoPage';

/** Páginas institucionais num chunk carregado sob demanda (fora da primeira carga da página inicial). */
export const PAGINAS_INSTITUCIONAIS = {
  acessibilidade: definePage({
    Component: AcessibilidadePage,
    loader: async () => null,
    head: () => ({
      titulo: 'Acessibilidade',
      descricao: 'Atalhos de teclado, alto contraste e tamanho do texto no portal da Assembleia Legislativa de Goiás.',
    }),
  }),
  faleConosco: definePage({
    Component: FaleConoscoPage,
    loader: async ({ client, url }) => ({ ...(await runQuery(client, { query: ObjetivosFaleConoscoDocument })), resultado: resultadoDaUrl(url) }),
    head: () => ({
      titulo: 'Fale conosco',
      descricao: 'Envie sua mensagem à Assembleia Legislativa de Goiás e acompanhe pelo número de protocolo.',
    }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaInstitucional = keyof typeof PAGINAS_INSTITUCIONAIS;
