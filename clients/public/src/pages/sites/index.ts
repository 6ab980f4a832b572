import { TIPOS_DE_MATERIAL } from '@alego/catalog';
import { PaginaAssessoramentoDocument, PaginaProcuradoriaDocument } from '../../gql/sites/graphql';
import { AssinarPage, ContatoPage, CvcPage, LegadoPage, LeituraParaTodosPage, LgpdPage, PermissaoPage, PoderLegislativoPage } from './MicrositesPages';
import { AssessoramentoPage, SECOES_DO_ASSESSORAMENTO, type DadosDoAssessoramento, type SecaoDoAssessoramento } from './AssessoramentoPage';
import { definePage, presente, runQuery, type PageModule } from '../../routing/page';
import { lerPagina } from '../../routing/params';
import { ProcuradoriaPage, type DadosDaProcuradoria } from './ProcuradoriaPage';

function paginaDaProcuradoria(aba: DadosDaProcuradoria['aba'], caminho: string, titulo: string, descricao: string) {
  return definePage({
    Component: ProcuradoriaPage,
    loader: async ({ client, url }): Promise<DadosDaProcuradoria> => {
      const dados = await runQuery(client, { query: PaginaProcuradoriaDocument, variables: { aba, abaArquivos: aba === 'conteudo' ? 'arquivo' : 'mulher', pagina: lerPagina(url.searchParams.get('pagina')) } });
      return { aba, caminho, secoes: presente(dados.procuradorias).itens, arquivos: presente(dados.procuradoriaArquivos) };
    },
    head: () => ({ titulo, descricao, canonico: caminho }),
  });
}

const MATERIAIS_POR_PAGINA = 10;
const RECENTES = 5;

function paginaDoAssessoramento(secao: SecaoDoAssessoramento) {
  const tipo = TIPOS_DE_MATERIAL.find((t) => t.secao === secao)?.valor ?? null;
  const { rotulo, href } = SECOES_DO_ASSESSORAMENTO.find((s) => s.secao === secao)!;
  return definePage({
    Component: AssessoramentoPage,
    loader: async ({ client, url }): Promise<DadosDoAssessoramento> => {
      const variables = tipo === null ? { tipo: null, pagina: 1, porPagina: RECENTES } : { tipo, pagina: lerPagina(url.searchParams.get('pagina')), porPagina: MATERIAIS_POR_PAGINA };
      const dados = await runQuery(client, { query: PaginaAssessoramentoDocument, variables });
      return { secao, informacoes: presente(dados.informacoesAssessoramento).itens, membros: presente(dados.membrosCorpoTecnico).itens, materiais: presente(dados.materiaisAssessoramento) };
    },
    head: () => ({
      titulo: secao === 'inicio' ? 'Assessoramento Temático' : `${rotulo} – Assessoramento Temático`,
      descricao: 'Artigos, estudos, relatórios e painéis do Assessoramento Temático da Assembleia Legislativa de Goiás, o corpo técnico e os contatos.',
      canonico: href,
    }),
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
  assessoramento: paginaDoAssessoramento('inicio'),
  assessoramentoArtigos: paginaDoAssessoramento('artigos'),
  assessoramentoEstudos: paginaDoAssessoramento('estudos'),
  assessoramentoRelatorios: paginaDoAssessoramento('relatorios'),
  assessoramentoLivros: paginaDoAssessoramento('livros'),
  assessoramentoPaineis: paginaDoAssessoramento('paineis'),
  assessoramentoContato: paginaDoAssessoramento('contato'),
  lgpd: definePage({ Component: LgpdPage, loader: async () => null, head: () => ({ titulo: 'Proteção de dados pessoais (LGPD)', descricao: 'O encarregado pelo tratamento de dados da Assembleia, os seus direitos e como pedir acesso, correção, cópia ou exclusão dos seus dados.', canonico: '/sites/lgpd' }) }),
  contato: definePage({ Component: ContatoPage, loader: async () => null, head: () => ({ titulo: 'Fale com a Assembleia', descricao: 'Endereço, telefone, horário e o canal certo para cada pedido à Assembleia Legislativa de Goiás.', canonico: '/sites/contato' }) }),
  cvc: definePage({ Component: CvcPage, loader: async () => null, head: () => ({ titulo: 'Conheça a Casa', descricao: 'Visitas guiadas gratuitas à Assembleia Legislativa de Goiás para escolas, grupos e cidadãos: como é e como agendar.', canonico: '/sites/cvc' }) }),
  assinar: definePage({ Component: AssinarPage, loader: async () => null, head: () => ({ titulo: 'Assinar notícias e agenda', descricao: 'Receba as notícias (RSS) e a agenda (iCalendar) da Assembleia Legislativa de Goiás.', canonico: '/assinar' }) }),
  legado: definePage({ Component: LegadoPage, loader: async () => null, head: () => ({ titulo: 'Portal anterior', descricao: 'Os endereços do portal anterior da Assembleia e onde encontrar o seu acervo neste portal.', canonico: '/legado' }) }),
  permissao: definePage({ Component: PermissaoPage, loader: async () => null, head: () => ({ titulo: 'Permissão de uso do conteúdo', descricao: 'Como reproduzir notícias, fotos e dados abertos do portal da Assembleia Legislativa de Goiás.', canonico: '/permissao' }) }),
  poderLegislativo: definePage({ Component: PoderLegislativoPage, loader: async () => null, head: () => ({ titulo: 'O Poder Legislativo', descricao: 'O que é e o que faz a Assembleia Legislativa de Goiás, como se organiza e onde acompanhar o seu trabalho.', canonico: '/poderlegislativo' }) }),
  leituraParaTodos: definePage({ Component: LeituraParaTodosPage, loader: async () => null, head: () => ({ titulo: 'Leitura para todos', descricao: 'A Assembleia Legislativa de Goiás explicada em linguagem simples.', canonico: '/leituraparatodos' }) }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDosSites = keyof typeof PAGINAS_DOS_SITES;
