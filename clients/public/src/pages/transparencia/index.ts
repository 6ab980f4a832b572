import { definePage, type PageModule } from '../../routing/page';
import { ConjuntoPage } from './ConjuntoPage';
import { CAMINHO_DA_CONSULTA, carregarConsultaRemuneracao, ConsultaRemuneracaoPage } from './ConsultaRemuneracaoPage';
import { BuscaPage, DadosAbertosPage, DicionarioPage } from './DadosAbertosPages';
import { CAMINHO_DAS_VERBAS, carregarGraficos, carregarVerbas, GraficosPage, VerbasPage } from './GraficosPages';
import { CAMINHO_DA_ESTRUTURA, carregarEstrutura, EstruturaOrganizacionalPage } from './EstruturaOrganizacionalPage';
import { DESCRICAO_DA_TRANSPARENCIA, InicioPage } from './InicioPage';
import { carregarInicio } from './PainelDoAno';
import { carregarFornecedor, carregarProcesso, caminhoDoFornecedor, caminhoDoProcesso, FornecedorPage, ProcessoPage } from './SigaODinheiroPages';
import { CAMINHOS, linkComFiltros } from './links';
import { MapaDaTransparenciaPage } from './MapaPage';
import { carregarBusca, carregarConjunto, carregarDicionario } from './loaders';
import { caminhoDoConjunto, caminhoDoDicionario, conjuntoPorId } from './registro';

/**
 * Portal da transparência num único chunk carregado sob demanda: a tela inicial, a
 * busca, os dados abertos e, para cada conjunto do registro, a tela e o dicionário.
 */
export const PAGINAS_DA_TRANSPARENCIA = {
  inicio: definePage({
    Component: InicioPage,
    loader: carregarInicio,
    head: (dados) => ({ titulo: 'Portal da Transparência', descricao: DESCRICAO_DA_TRANSPARENCIA, canonico: linkComFiltros(CAMINHOS.inicio, { ano: String(dados.ano) }) }),
  }),
  processo: definePage({
    Component: ProcessoPage,
    loader: carregarProcesso,
    head: (dados) => ({
      titulo: `Processo ${dados.processo.processo} – Siga o dinheiro – Transparência`,
      descricao: `Edital, contratos, empenhos e pagamentos do processo de compra ${dados.processo.processo} da Assembleia Legislativa de Goiás.`,
      canonico: linkComFiltros(caminhoDoProcesso(dados.processo.processo), {}, dados.pagina),
    }),
  }),
  fornecedor: definePage({
    Component: FornecedorPage,
    loader: carregarFornecedor,
    head: (dados) => ({
      titulo: `${dados.fornecedor.nome} – Fornecedor – Transparência`,
      descricao: `Quanto a Assembleia Legislativa de Goiás pagou a ${dados.fornecedor.nome} (CNPJ ${dados.fornecedor.cnpjFormatado}), e por quais contratos.`,
      canonico: linkComFiltros(caminhoDoFornecedor(dados.fornecedor.cnpj), dados.paginaContratos > 1 ? { contratos: String(dados.paginaContratos) } : {}, dados.pagina),
    }),
  }),
  busca: definePage({
    Component: BuscaPage,
    loader: carregarBusca,
    head: (dados) => ({
      titulo: dados.termo ? `Busca na transparência – “${dados.termo}”` : 'Busca na transparência',
      descricao: 'Busca em todos os conjuntos de dados do Portal da Transparência.',
      canonico: linkComFiltros(CAMINHOS.busca, { termo: dados.termo }),
    }),
  }),
  mapa: definePage({
    Component: MapaDaTransparenciaPage,
    loader: async () => ({}),
    head: () => ({
      titulo: 'Mapa da transparência',
      descricao: 'Todas as telas do Portal da Transparência, por área, com o dicionário de dados de cada conjunto.',
      canonico: `${CAMINHOS.inicio}/mapa-do-site`,
    }),
  }),
  dadosAbertos: definePage({
    Component: DadosAbertosPage,
    loader: async () => ({}),
    head: () => ({
      titulo: 'Dados abertos – Transparência',
      descricao: 'Conjuntos de dados da transparência para baixar em CSV, XLSX e JSON, com dicionário de dados.',
      canonico: CAMINHOS.dadosAbertos,
    }),
  }),
  conjunto: definePage({
    Component: ConjuntoPage,
    loader: carregarConjunto,
    head: (dados) => {
      const conjunto = conjuntoPorId(dados.conjunto)!;
      return {
        titulo: `${conjunto.titulo}${dados.pagina > 1 ? ` – página ${dados.pagina}` : ''} – Transparência`,
        descricao: conjunto.descricao,
        canonico: linkComFiltros(caminhoDoConjunto(conjunto), dados.valores, dados.pagina),
      };
    },
  }),
  dicionario: definePage({
    Component: DicionarioPage,
    loader: carregarDicionario,
    head: (dados) => {
      const conjunto = conjuntoPorId(dados.conjunto)!;
      return {
        titulo: `Dicionário de dados: ${conjunto.titulo} – Transparência`,
        descricao: `Colunas, tipos, unidades e filtros de ${conjunto.titulo.toLowerCase()} nos dados abertos.`,
        canonico: caminhoDoDicionario(conjunto),
      };
    },
  }),
  consultaRemuneracao: definePage({
    Component: ConsultaRemuneracaoPage,
    loader: carregarConsultaRemuneracao,
    head: () => ({
      titulo: 'Consulta de remuneração – Transparência',
      descricao: 'Consulte a remuneração mensal de um deputado ou servidor da Assembleia pela matrícula.',
      canonico: CAMINHO_DA_CONSULTA,
    }),
  }),
  graficos: definePage({
    Component: GraficosPage,
    loader: carregarGraficos,
    head: (dados) => ({
      titulo: `Gráficos da transparência – ${dados.ano ?? ''}`,
      descricao: 'Gastos da Assembleia por mês e verbas indenizatórias por deputado e por categoria, em gráficos com os números em tabela.',
      canonico: linkComFiltros(CAMINHOS.graficos, { ano: String(dados.ano ?? '') }),
    }),
  }),
  estruturaOrganizacional: definePage({
    Component: EstruturaOrganizacionalPage,
    loader: carregarEstrutura,
    head: (dados) => ({
      titulo: 'Estrutura organizacional – Transparência',
      descricao: 'O organograma vigente da Assembleia Legislativa de Goiás, com a data em que passou a valer, e os anteriores.',
      canonico: linkComFiltros(CAMINHO_DA_ESTRUTURA, {}, dados.todos.pagina),
    }),
  }),
  verbas: definePage({
    Component: VerbasPage,
    loader: carregarVerbas,
    head: (dados) => ({
      titulo: dados.detalhe?.verba ? `Verba indenizatória – ${dados.detalhe.verba.deputado.nome}` : 'Verba indenizatória – Transparência',
      descricao: 'Verbas indenizatórias dos deputados por ano, mês e categoria de despesa.',
      canonico: CAMINHO_DAS_VERBAS,
    }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDaTransparencia = keyof typeof PAGINAS_DA_TRANSPARENCIA;
