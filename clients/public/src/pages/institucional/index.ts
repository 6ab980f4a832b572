import { PerguntasFrequentesDocument, PoliticaPrivacidadeDocument, VersaoPoliticaPrivacidadeDocument, ConsultarFaleConoscoDocument, ContatosDocument, VeiculosCredenciadosDocument, ObjetivosFaleConoscoDocument, ConsultarSolicitacaoInformacaoDocument, EstatisticasSolicitacoesInformacaoDocument, VocabulariosSolicitacaoInformacaoDocument } from '../../gql/institucional/graphql';
import { ConsultaSolicitacaoInformacaoPage, EstatisticasSolicitacaoInformacaoPage, resultadoLaiDaUrl, SolicitacaoInformacaoPage, type DadosDaConsulta } from './SolicitacaoInformacaoPages';
import { resultadoDaUrl } from './envio';
import { definePage, presente, runQuery, type PageModule } from '../../routing/page';
import { MENSAGENS_LAI } from '@alego/catalog';
import { AcessibilidadePage } from './AcessibilidadePage';
import { ConsultaFaleConoscoPage, type DadosDaConsultaFaleConosco } from './ConsultaFaleConoscoPage';
import { ContatosPage, type DadosDosContatos } from './ContatosPage';
import { CredenciamentoImprensaPage } from './CredenciamentoImprensaPage';
import { FaleConoscoPage } from './FaleConoscoPage';
import { MinhasSolicitacoesPage } from './MinhasSolicitacoesPage';
import { PerguntasFrequentesPage, type DadosDasPerguntas } from './PerguntasFrequentesPage';
import { AceitePoliticaPrivacidadePage, destinoDoAceite, PoliticaPrivacidadePage, type DadosDaPolitica, type DadosDoAceite } from './PoliticaPrivacidadePages';

/** Páginas institucionais num chunk carregado sob demanda (fora da primeira carga da página inicial). */
export const PAGINAS_INSTITUCIONAIS = {
  perguntasFrequentes: definePage({
    Component: PerguntasFrequentesPage,
    loader: async ({ client }): Promise<DadosDasPerguntas> => {
      const { categoriasPerguntasFrequentes } = await runQuery(client, { query: PerguntasFrequentesDocument });
      return { categorias: presente(categoriasPerguntasFrequentes).itens.filter((c) => c.perguntas.length > 0) };
    },
    head: () => ({ titulo: 'Perguntas frequentes', descricao: 'Respostas às dúvidas mais comuns sobre a Assembleia Legislativa de Goiás.', canonico: '/perguntas-frequentes' }),
  }),
  politicaPrivacidade: definePage({
    Component: PoliticaPrivacidadePage,
    loader: async ({ client, url }): Promise<DadosDaPolitica> => {
      const dados = await runQuery(client, { query: PoliticaPrivacidadeDocument });
      const vigente = dados.politicaPrivacidadeVigente ?? null;
      // Only versions already in force are listed (a scheduled one is not the policy yet).
      const versoes = presente(dados.politicasPrivacidade).itens.filter((v) => vigente && v.vigenteDesde <= vigente.vigenteDesde);
      const pedida = versoes.find((v) => String(v.versao) === url.searchParams.get('versao') && v.versao !== vigente?.versao);
      const politica = pedida ? ((await runQuery(client, { query: VersaoPoliticaPrivacidadeDocument, variables: { id: pedida.id } })).politicaPrivacidade ?? null) : vigente;
      return { politica, vigente: vigente?.versao ?? null, versoes };
    },
    head: ({ politica }) => ({
      titulo: 'Política de Privacidade',
      descricao: `Como a Assembleia Legislativa de Goiás trata os dados pessoais no portal${politica ? ` (versão ${politica.versao})` : ''}.`,
      canonico: '/politica-privacidade',
    }),
  }),
  aceitePoliticaPrivacidade: definePage({
    Component: AceitePoliticaPrivacidadePage,
    loader: async ({ client, url }): Promise<DadosDoAceite> => {
      const dados = await runQuery(client, { query: PoliticaPrivacidadeDocument });
      return { politica: dados.politicaPrivacidadeVigente ?? null, destino: destinoDoAceite(url), aceito: url.searchParams.get('aceito') === '1' };
    },
    head: () => ({ titulo: 'Aceite da Política de Privacidade', descricao: 'Leia a versão vigente da Política de Privacidade do portal e confirme o aceite.' }),
  }),
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
  consultaFaleConosco: definePage({
    Component: ConsultaFaleConoscoPage,
    loader: async ({ client, url }): Promise<DadosDaConsultaFaleConosco> => {
      const protocolo = (url.searchParams.get('protocolo') ?? '').trim();
      const email = (url.searchParams.get('email') ?? '').trim();
      if (!protocolo || !email) return { protocolo, email, solicitacao: null, erro: null };
      const { data, error } = await client.query({ query: ConsultarFaleConoscoDocument, variables: { protocolo, email }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
      const solicitacao = data?.consultarFaleConosco ?? null;
      return { protocolo, email, solicitacao, erro: solicitacao ? null : error ? 'Nenhuma solicitação encontrada com este protocolo e e-mail.' : null };
    },
    head: () => ({ titulo: 'Consultar mensagem do Fale Conosco', descricao: 'Acompanhe pelo protocolo a sua mensagem ao Fale Conosco e a resposta da Assembleia.' }),
  }),
  contatos: definePage({
    Component: ContatosPage,
    loader: async ({ client, params }): Promise<DadosDosContatos> => {
      const pagina = params.pagina ?? null;
      const dados = await runQuery(client, { query: ContatosDocument, variables: { pagina } });
      return { pagina, contatadoId: params.contatadoId ?? null, contatos: presente(dados.contatos) };
    },
    head: () => ({ titulo: 'Contatos', descricao: 'Telefones, e-mails e endereços dos setores da Assembleia Legislativa de Goiás e dos gabinetes dos deputados.' }),
  }),
  credenciamentoImprensa: definePage({
    Component: CredenciamentoImprensaPage,
    loader: ({ client }) => runQuery(client, { query: VeiculosCredenciadosDocument }),
    head: () => ({ titulo: 'Credenciamento de imprensa', descricao: 'Veículos credenciados e o pedido de credenciamento de profissionais de imprensa na Assembleia Legislativa de Goiás.' }),
  }),
  solicitacaoInformacao: definePage({
    Component: SolicitacaoInformacaoPage,
    loader: async ({ client, url }) => ({ ...(await runQuery(client, { query: VocabulariosSolicitacaoInformacaoDocument })), resultado: resultadoLaiDaUrl(url) }),
    head: () => ({
      titulo: 'Pedido de acesso à informação',
      descricao: 'Peça informações públicas à Assembleia Legislativa de Goiás (Lei de Acesso à Informação) e acompanhe pelo protocolo.',
    }),
  }),
  consultaSolicitacaoInformacao: definePage({
    Component: ConsultaSolicitacaoInformacaoPage,
    // Read on the server too: the answer shows without JavaScript; a wrong pair is a message, not an error page.
    loader: async ({ client, url }): Promise<DadosDaConsulta> => {
      const protocolo = (url.searchParams.get('protocolo') ?? '').trim();
      const email = (url.searchParams.get('email') ?? '').trim();
      if (!protocolo || !email) return { protocolo, email, solicitacao: null, erro: null };
      const { data, error } = await client.query({ query: ConsultarSolicitacaoInformacaoDocument, variables: { protocolo, email }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
      const solicitacao = data?.consultarSolicitacaoInformacao ?? null;
      return { protocolo, email, solicitacao, erro: solicitacao ? null : error ? MENSAGENS_LAI.naoEncontrada : null };
    },
    head: () => ({ titulo: 'Consultar pedido de acesso à informação', descricao: 'Acompanhe pelo protocolo o seu pedido de acesso à informação.' }),
  }),
  minhasSolicitacoes: definePage<null>({
    Component: MinhasSolicitacoesPage,
    loader: async () => null,
    head: () => ({ titulo: 'Minhas solicitações', descricao: 'Os seus pedidos de acesso à informação, a situação e o prazo de cada um.' }),
  }),
  estatisticasSolicitacaoInformacao: definePage({
    Component: EstatisticasSolicitacaoInformacaoPage,
    loader: async ({ client, url }) => {
      const pedido = Number(url.searchParams.get('ano'));
      const ano = Number.isInteger(pedido) && pedido >= 2000 && pedido <= 9999 ? pedido : new Date().getFullYear();
      const dados = await runQuery(client, { query: EstatisticasSolicitacoesInformacaoDocument, variables: { ano } });
      return { ano, linhas: presente(dados.estatisticasSolicitacoesInformacao) };
    },
    head: ({ ano }) => ({ titulo: `Estatísticas dos pedidos de acesso à informação – ${ano}`, descricao: 'Pedidos recebidos, atendidos e negados por mês, e o tempo médio de resposta.' }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaInstitucional = keyof typeof PAGINAS_INSTITUCIONAIS;
