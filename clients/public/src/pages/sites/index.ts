import { PaginaProcuradoriaDocument } from '../../gql/sites/graphql';
import { definePage, presente, runQuery, type PageModule } from '../../routing/page';
import { ProcuradoriaPage, type DadosDaProcuradoria } from './ProcuradoriaPage';

/** A page number from `?pagina=` (1 when absent or not a positive integer). */
function paginaDaUrl(url: URL): number {
  const pagina = Number(url.searchParams.get('pagina'));
  return Number.isInteger(pagina) && pagina >= 1 && pagina <= 10_000 ? pagina : 1;
}

function paginaDaProcuradoria(aba: DadosDaProcuradoria['aba'], caminho: string, titulo: string, descricao: string) {
  return definePage({
    Component: ProcuradoriaPage,
    loader: async ({ client, url }): Promise<DadosDaProcuradoria> => {
      const dados = await runQuery(client, { query: PaginaProcuradoriaDocument, variables: { aba, abaArquivos: aba === 'conteudo' ? 'arquivo' : 'mulher', pagina: paginaDaUrl(url) } });
      return { aba, caminho, secoes: presente(dados.procuradorias).itens, arquivos: presente(dados.procuradoriaArquivos) };
    },
    head: () => ({ titulo, descricao, canonico: caminho }),
  });
}

/** Procuradoria, assessoramento temático e microsites (docs/procuradoria.md, docs/microsites.md): um chunk. */
export const PAGINAS_DOS_SITES = {
  procuradoria: paginaDaProcuradoria('conteudo', '/procuradoria', 'Procuradoria-Geral', 'Competências, equipe, atendimento e documentos da Procuradoria-Geral da Assembleia Legislativa de Goiás.'),
  procuradoriaDaMulher: paginaDaProcuradoria(
    'mulher',
    '/sites/procuradoriadamulher',
    'Procuradoria Especial da Mulher',
    'Acolhimento, orientação e encaminhamento de mulheres em situação de violência; atendimento e documentos da Procuradoria Especial da Mulher.',
  ),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDosSites = keyof typeof PAGINAS_DOS_SITES;
