/**
 * Registro dos conjuntos de dados do portal da transparência: a única descrição de cada
 * conjunto (rota, consulta GraphQL, colunas, filtros, totais). A mesma entrada alimenta a
 * tela (clients/public/src/pages/transparencia), a exportação CSV/XLSX/JSON (este gateway)
 * e a página do dicionário de dados, para que as três nunca discordem.
 *
 * Só importa `pt-br.ts` (também sem imports): o site público importa este arquivo diretamente
 * (Vite) e o gateway o compila com o resto do seu código.
 */

import { formatarCnpj, formatarCnpjEmSql } from './cnpj.js';
import { hojeEmBrasilia } from './datas.js';
import { agrupar, formatarReais, formatarTamanho, nomeDoMes } from './pt-br.js';
import type { AdminDoCatalogo } from './admin.js';
import { IMPORTACAO_AVISOS, IMPORTACAO_CONTRATOS, IMPORTACAO_DIARIAS, IMPORTACAO_EDITAIS, IMPORTACAO_EMPENHOS, IMPORTACAO_REMUNERACOES, IMPORTACAO_REPASSES_DUODECIMO, IMPORTACAO_VERBAS_INDENIZATORIAS, type ImportacaoDoConjunto } from './importacoes.js';
import {
  AERONAVES,
  DEMONSTRATIVOS_DESPESAS_COM_PESSOAL,
  GESTOES_FISCAIS_ANUAIS,
  opcoesDe,
  ORCAMENTOS,
  PRESTACOES_CONTAS,
  QUADROS_REMUNERACAO,
  SANCOES_ADMINISTRATIVAS,
  TIPOS_ORCAMENTO,
  TIPOS_PRESTACAO_CONTAS,
} from './cadastros.js';
import { BASE_DA_TRANSPARENCIA, COLUNA_ANO, COLUNA_ARQUIVO, COLUNA_DESCRICAO, COLUNA_MES, comCadastro, FILTRO_ANO, FILTRO_MES, filtroAno, FILTRO_TERMO, filtroTermo, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import { CONJUNTOS_DE_CONTAS } from './conjuntos-contas.js';
import { CONJUNTOS_DE_DOCUMENTOS } from './conjuntos-documentos.js';
import { CONJUNTOS_DA_FROTA } from './conjuntos-frota.js';
import { CONJUNTOS_DE_PESSOAL } from './conjuntos-pessoal.js';
import { CONJUNTOS_PARLAMENTARES } from './conjuntos-parlamentares.js';
import { CONTRATOS, DIARIAS, EMPENHOS, FISCAIS_CONTRATOS, REPASSES_DUODECIMO, TIPOS_DE_CONTRATO } from './cadastros-financeiros.js';
import { AVISOS_LICITACAO, EDITAIS } from './cadastros-licitacoes.js';
import { adminRestDe, crud, type RaizesGraphql, type RestDoConjunto, type RestDoFiltro } from './rest.js';

export { formatarReais, nomeDoMes };

/** Como um valor é guardado, mostrado e exportado. */
export type TipoDeColuna = 'texto' | 'inteiro' | 'ano' | 'decimal' | 'dinheiro' | 'data' | 'booleano' | 'mes' | 'url' | 'arquivos';

export const DESCRICAO_DO_TIPO: Record<TipoDeColuna, string> = {
  texto: 'Texto',
  inteiro: 'Número inteiro',
  ano: 'Ano (quatro dígitos)',
  decimal: 'Número decimal exato (meia diária: 2,5)',
  dinheiro: 'Valor monetário (decimal exato, duas casas)',
  data: 'Data (AAAA-MM-DD)',
  booleano: 'Sim ou não',
  mes: 'Mês (número de 1 a 12)',
  url: 'Endereço de um documento (URL)',
  arquivos: 'Lista de PDFs: nome, tamanho em bytes e endereço de cada um',
};

/** Um PDF de uma coluna `arquivos` (os campos que a consulta pede de cada um). */
export interface ArquivoDaColuna {
  nome: string;
  tamanho: number;
  url: string;
}
const CAMPOS_DO_ARQUIVO = ['nome', 'tamanho', 'url'] as const;

/** Os PDFs de uma coluna `arquivos` numa linha (nenhum quando o valor não é uma lista). */
export function arquivosDoValor(valor: unknown): ArquivoDaColuna[] {
  return Array.isArray(valor) ? (valor as ArquivoDaColuna[]) : [];
}

export interface Coluna {
  /** Campo do item na consulta GraphQL (caminho com ponto para objetos: `deputado.nome`) e nome da coluna nas exportações. */
  campo: string;
  rotulo: string;
  tipo: TipoDeColuna;
  descricao: string;
  /** Unidade de medida, quando há: "R$", "dias"... */
  unidade?: string;
  /** Só nas exportações e no dicionário (texto longo demais para a tabela da tela). */
  somenteExportacao?: true;
  /**
   * Na tela, o valor leva a outra página: o endereço com cada `{campo}` trocado pelo valor da linha
   * (`/deputados/perfil/{deputado.id}`); sem algum valor, fica sem link. As exportações levam só o valor.
   */
  link?: string;
  /**
   * Campo calculado pela API a partir de outro (`cnpjFormatado` de `cnpj`): a exportação em fluxo lê `de` no banco e
   * aplica `calcular`, a mesma função do resolver, em vez de pedir o campo à API página a página. `sql` é a mesma
   * conta em SQL, sobre a expressão de `de`, para o arquivo que o próprio PostgreSQL escreve (CSV e JSON em fluxo);
   * sem ela o arquivo sai pelos escritores do gateway. O teste de fluxo compara os dois caminhos byte a byte.
   */
  calculada?: { de: string | readonly string[]; calcular: (...valores: string[]) => unknown; sql?: (...de: string[]) => string };
}

export type TipoDeFiltro = 'texto' | 'inteiro' | 'id' | 'data' | 'booleano' | 'opcoes';

export interface Filtro {
  /** Parâmetro da URL (`?ano=2025`) e campo do filtro GraphQL. */
  nome: string;
  rotulo: string;
  tipo: TipoDeFiltro;
  descricao: string;
  opcoes?: readonly { valor: string; rotulo: string }[];
  /** Limites de um filtro inteiro. */
  minimo?: number;
  maximo?: number;
  /**
   * Consulta sem argumentos que lista os valores existentes: textos (`remuneracoesVinculos`) ou objetos
   * (`modalidadesLicitacoes { id descricao }`). A tela mostra uma lista de escolha; a exportação aceita
   * qualquer valor do tipo do filtro (a API filtra pelo valor exato).
   */
  sugestoes?: { raiz: string; valor?: string; rotulo?: string };
  /** Valor quando o parâmetro falta (argumentos obrigatórios de consultas em lista, como o ano). */
  padrao?: () => string;
  /** Sem valor nem padrão, o filtro é recusado com uma mensagem (argumento obrigatório da consulta). */
  obrigatorio?: true;
  /** Como a API REST legada lê o filtro (parâmetro, sinônimos, mensagem): ver rest.ts. */
  rest?: RestDoFiltro;
}

/**
 * Um nível de uma consulta em lista: `campo` é a lista; `como` dá nome ao item do nível nas colunas das linhas de
 * baixo (`grupo.descricao`). O último nível são as linhas.
 */
export interface NivelDaLista {
  campo: string;
  como?: string;
}

export interface Totais {
  /** Consulta de totais com o mesmo filtro da lista (`contratosTotal(filtro:)`). */
  raiz: string;
  campos: readonly { campo: string; rotulo: string; tipo: 'inteiro' | 'dinheiro' }[];
}

export interface Conjunto {
  /** Identificador na URL da exportação e do dicionário: `contratos`. */
  id: string;
  titulo: string;
  descricao: string;
  /** Área da transparência onde aparece (tela inicial). */
  area: AreaId;
  /** Campo de consulta paginada (`contratos(filtro, pagina, porPagina)`), ou da consulta em lista (ver `lista`). */
  raiz: string;
  /** Tipo GraphQL do argumento `filtro` (consultas paginadas). */
  tipoDoFiltro?: string;
  /**
   * A API entrega todas as linhas de uma vez, numa lista dentro do objeto devolvido
   * (`verbasIndenizatoriasResumoAnual(ano) { deputados }`): os filtros são os argumentos da consulta
   * (nome → tipo GraphQL) e os totais vêm do mesmo objeto. Sem níveis, a própria consulta devolve a lista
   * (`verbasIndenizatoriasPorCategoria(ano, mes)`), sem totais. Sem `lista`, a consulta é paginada com `filtro`.
   */
  lista?: { niveis: readonly NivelDaLista[]; argumentos: Readonly<Record<string, string>> };
  /** Tela própria do conjunto, em vez da tela genérica (a genérica redireciona para ela). */
  tela?: string;
  /**
   * Por onde se chega à tela, quando ela exige um filtro que só outra tela dá (as posições de uma votação: o painel de
   * votações): os links do portal para o conjunto levam para cá.
   */
  entrada?: string;
  /** Filtro sempre aplicado (convênios são contratos do tipo convênio). */
  filtroFixo?: Readonly<Record<string, string | number | boolean>>;
  colunas: readonly Coluna[];
  filtros: readonly Filtro[];
  totais?: Totais;
  /** Texto do estado vazio sem filtros. */
  vazio: string;
  /** Raízes GraphQL além da lista e dos totais: item, cadastro. */
  graphql?: RaizesGraphql;
  /** Caminhos REST legados, seleção, cabeçalhos e cadastro (`/api/admin`): ver rest.ts. */
  rest?: RestDoConjunto;
  /** Base das permissões do cadastro: `api/admin/orcamentos` (`#create`, `#update`, `#destroy`...). */
  permissao?: string;
  /** O cadastro no admin (formulário, colunas, menu), quando a equipe mantém o conjunto pelo recurso genérico. */
  admin?: AdminDoCatalogo;
  /** A importação em lote (CSV/XLSX) do conjunto: colunas, chave natural, escopo (importacoes.ts, docs/importacao.md). */
  importacao?: ImportacaoDoConjunto;
}

/** Itens por página nas telas da transparência (public-site.md §9). */
export const POR_PAGINA_DA_TELA = 10;
/** Itens por página pedidos ao GraphQL quando a exportação não sai em fluxo do banco (o máximo que a API aceita). */
export const POR_PAGINA_DA_EXPORTACAO = 100;
/** Uma exportação maior que isso é recusada com uma mensagem: filtre para reduzir. Vale para CSV e JSON em fluxo do banco. */
export const LIMITE_DE_LINHAS_DA_EXPORTACAO = 1_000_000;
/**
 * O limite de um arquivo que não sai em fluxo: a planilha XLSX (o ExcelJS não espera o cliente ler: a memória cresce com
 * o arquivo) e os conjuntos lidos página a página pela API (100 linhas por consulta).
 */
export const LIMITE_DE_LINHAS_SEM_FLUXO = 50_000;
export const FORMATOS_DE_EXPORTACAO = ['csv', 'xlsx', 'json'] as const;
export type FormatoDeExportacao = (typeof FORMATOS_DE_EXPORTACAO)[number];
export { BASE_DA_TRANSPARENCIA };
/** Prefixo das exportações no gateway. */
export const BASE_DA_EXPORTACAO = '/api/transparencia/exportar';

// ---------------------------------------------------------------------------------------
// Áreas da tela inicial (public-site.md §2, "Transparency screens")
// ---------------------------------------------------------------------------------------

export type AreaId = 'licitacoes' | 'contratacoes' | 'contas' | 'pessoal' | 'despesas' | 'gestao-parlamentar' | 'institucional' | 'acesso';

export interface ItemDeArea {
  rotulo: string;
  /** Conjunto do registro que a atende (tela pronta), quando há. */
  conjunto?: string;
  /** Outra página pronta do portal (gráficos, consulta de remuneração...). */
  caminho?: string;
}

export interface Area {
  id: AreaId;
  titulo: string;
  itens: readonly ItemDeArea[];
}

/** Todas as telas listadas na especificação; as sem `conjunto`/`caminho` ainda não foram publicadas. */
export const AREAS: readonly Area[] = [
  {
    id: 'licitacoes',
    titulo: 'Licitações',
    itens: [{ rotulo: 'Editais de licitação', conjunto: 'editais' }, { rotulo: 'Avisos', conjunto: 'avisos' }, { rotulo: 'Plano anual de contratações', conjunto: 'plano-anual-contratacoes' }],
  },
  {
    id: 'contratacoes',
    titulo: 'Contratos e convênios',
    itens: [
      { rotulo: 'Contratos', conjunto: 'contratos' },
      { rotulo: 'Convênios', conjunto: 'convenios' },
      { rotulo: 'Atas de registro de preço', conjunto: 'atas-de-registro-de-preco' },
      { rotulo: 'Outras contratações', conjunto: 'outras-contratacoes' },
      { rotulo: 'Fiscais de contratos', conjunto: 'fiscais-de-contratos' },
      { rotulo: 'Sanções administrativas', conjunto: 'sancoes-administrativas' },
      { rotulo: 'Obras', conjunto: 'obras' },
    ],
  },
  {
    id: 'contas',
    titulo: 'Contas públicas',
    itens: [
      { rotulo: 'Gastos por mês (gráfico)', caminho: `${BASE_DA_TRANSPARENCIA}/graficos` },
      { rotulo: 'Balanço', conjunto: 'balancos' },
      { rotulo: 'Diárias', conjunto: 'diarias' },
      { rotulo: 'Empenhos', conjunto: 'empenhos' },
      { rotulo: 'Execução orçamentária', conjunto: 'execucao-orcamentaria' },
      { rotulo: 'Prestação de contas', conjunto: 'prestacao-de-contas' },
      { rotulo: 'Gestão fiscal', conjunto: 'gestao-fiscal' },
      { rotulo: 'Orçamento', conjunto: 'orcamentos' },
      { rotulo: 'Programas e ações', conjunto: 'programa-acoes' },
      { rotulo: 'Painel de receitas', conjunto: 'receitas' },
    ],
  },
  {
    id: 'pessoal',
    titulo: 'Pessoal',
    itens: [
      { rotulo: 'Consulta de remuneração', caminho: `${BASE_DA_TRANSPARENCIA}/remuneracoes/consulta` },
      { rotulo: 'Remunerações (folha de pagamento)', conjunto: 'remuneracoes' },
      { rotulo: 'Quadros de remuneração', conjunto: 'quadros-de-remuneracao' },
      { rotulo: 'Demonstrativos de despesas com pessoal', conjunto: 'despesas-com-pessoal' },
      { rotulo: 'Estagiários', conjunto: 'estagiarios' },
      { rotulo: 'Servidores licenciados e afastados', conjunto: 'servidores-licenciados' },
      { rotulo: 'Servidores terceirizados', conjunto: 'servidores-terceirizados' },
    ],
  },
  {
    id: 'despesas',
    titulo: 'Despesas e patrimônio',
    itens: [
      { rotulo: 'Veículos e frota', conjunto: 'frotas' },
      { rotulo: 'Abastecimentos da frota', conjunto: 'abastecimentos' },
      { rotulo: 'Despesas', conjunto: 'despesas' },
      { rotulo: 'Repasses do duodécimo', conjunto: 'repasses-duodecimo' },
      { rotulo: 'Relatórios de gestão', conjunto: 'relatorios-gestao' },
    ],
  },
  {
    id: 'gestao-parlamentar',
    titulo: 'Gestão parlamentar',
    itens: [
      { rotulo: 'Verba indenizatória', conjunto: 'verbas-indenizatorias' },
      { rotulo: 'Verba indenizatória por categoria', conjunto: 'verbas-indenizatorias-categorias' },
      { rotulo: 'Diário da Assembleia', conjunto: 'diarios' },
      { rotulo: 'Atas plenárias', conjunto: 'atas-plenarias' },
      { rotulo: 'Painel de votações', conjunto: 'votacoes' },
      { rotulo: 'Requerimentos', conjunto: 'requerimentos' },
      { rotulo: 'Expedientes', conjunto: 'expedientes' },
      { rotulo: 'Sessões plenárias', conjunto: 'sessoes-plenarias' },
    ],
  },
  {
    id: 'institucional',
    titulo: 'Informações institucionais',
    itens: [{ rotulo: 'Aeronaves', conjunto: 'aeronaves' }, { rotulo: 'Concursos', conjunto: 'concursos' }, { rotulo: 'Compliance', conjunto: 'compliance' }, { rotulo: 'Contatos', caminho: '/contatos' }, { rotulo: 'Arquivos e links', conjunto: 'arquivos-links' }, { rotulo: 'Estrutura organizacional', conjunto: 'estrutura-organizacional' }, { rotulo: 'Legislação', conjunto: 'legislacao' }],
  },
  {
    id: 'acesso',
    titulo: 'Acesso à informação',
    itens: [
      { rotulo: 'Dados abertos', caminho: `${BASE_DA_TRANSPARENCIA}/dados-abertos` },
      { rotulo: 'Busca na transparência', caminho: `${BASE_DA_TRANSPARENCIA}/busca` },
      { rotulo: 'Pedido de informação', caminho: `${BASE_DA_TRANSPARENCIA}/solicitacoes-informacao` },
      { rotulo: 'Consultar pedido', caminho: `${BASE_DA_TRANSPARENCIA}/solicitacoes-informacao/consulta` },
      { rotulo: 'Estatísticas dos pedidos', caminho: `${BASE_DA_TRANSPARENCIA}/solicitacoes-informacao/estatisticas` },
      { rotulo: 'Perguntas frequentes', caminho: '/perguntas-frequentes' },
      { rotulo: 'Mapa da transparência', caminho: `${BASE_DA_TRANSPARENCIA}/mapa-do-site` },
      { rotulo: 'Acessibilidade', caminho: `${BASE_DA_TRANSPARENCIA}/acessibilidade` },
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Conjuntos
// ---------------------------------------------------------------------------------------

const FILTRO_VIGENTE: Filtro = {
  nome: 'vigente',
  rotulo: 'Vigência',
  tipo: 'booleano',
  descricao: 'Em vigência hoje (sim) ou fora dela (não).',
  rest: { legado: ['vigentes'], negado: ['encerrados'] },
};
/** `dataInicio`/`dataFim`: o período sobre a data principal do conjunto (assinatura, abertura, publicação...). */
function filtrosDePeriodo(inicio: string, fim: string, data: string): Filtro[] {
  return [
    { nome: 'dataInicio', rotulo: inicio, tipo: 'data', descricao: `${data} a partir desta data.`, rest: { mensagem: 'Informe a data inicial no formato AAAA-MM-DD.' } },
    { nome: 'dataFim', rotulo: fim, tipo: 'data', descricao: `${data} até esta data, inclusive.`, rest: { mensagem: 'Informe a data final no formato AAAA-MM-DD.' } },
  ];
}


/** Siga o dinheiro (docs/siga-o-dinheiro.md): a página de um processo de compra e a de um fornecedor, pelo CNPJ. */
export const BASE_SIGA_O_DINHEIRO = `${BASE_DA_TRANSPARENCIA}/siga-o-dinheiro`;
const LINK_DO_PROCESSO = `${BASE_SIGA_O_DINHEIRO}/processos/{processo}`;
const LINK_DO_FORNECEDOR = `${BASE_SIGA_O_DINHEIRO}/fornecedores/{cnpj}`;

/** O rótulo de um tipo de contrato (`convenio` → "Convênio"); um valor fora da lista fica como está. */
export function descricaoDoTipoDeContrato(tipo: string): string {
  return TIPOS_DE_CONTRATO.find((t) => t.valor === tipo)?.rotulo ?? tipo;
}

/** `descricaoDoTipoDeContrato` em SQL, sobre a expressão do tipo. */
export function descricaoDoTipoDeContratoEmSql(tipo: string): string {
  return `case ${tipo} ${TIPOS_DE_CONTRATO.map((t) => `when '${t.valor}' then '${t.rotulo}'`).join(' ')} else ${tipo} end`;
}

/** Se hoje (horário de Brasília, o de Goiás) está dentro da vigência: datas AAAA-MM-DD se comparam como texto. */
export function vigenteHoje(inicio: string, fim: string, hoje = hojeEmBrasilia()): boolean {
  return inicio <= hoje && hoje <= fim;
}

/** `vigenteHoje` em SQL, sobre as expressões das duas datas como texto AAAA-MM-DD; o dia de hoje é o do processo. */
export function vigenteHojeEmSql(inicio: string, fim: string): string {
  const hoje = `'${hojeEmBrasilia()}'`;
  return `(${inicio} <= ${hoje} and ${hoje} <= ${fim})`;
}

const COLUNAS_DE_CONTRATO: readonly Coluna[] = [
  { campo: 'numero', rotulo: 'Número', tipo: 'texto', descricao: 'Número do instrumento, por exemplo "012/2025".' },
  { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano do instrumento.' },
  {
    campo: 'tipoDescricao',
    rotulo: 'Tipo',
    tipo: 'texto',
    descricao: 'Contrato, convênio, ata de registro de preço ou outra contratação.',
    calculada: { de: 'tipo', calcular: descricaoDoTipoDeContrato, sql: descricaoDoTipoDeContratoEmSql },
  },
  { campo: 'tipoContratacao.descricao', rotulo: 'Modalidade', tipo: 'texto', descricao: 'Modalidade da contratação, quando informada.', somenteExportacao: true },
  { campo: 'objeto', rotulo: 'Objeto', tipo: 'texto', descricao: 'O que foi contratado.' },
  { campo: 'fornecedor', rotulo: 'Fornecedor', tipo: 'texto', descricao: 'Razão social do fornecedor ou convenente.' },
  {
    campo: 'cnpjFormatado',
    rotulo: 'CNPJ',
    tipo: 'texto',
    descricao: 'CNPJ do fornecedor no formato 12.345.678/0001-95; leva ao que a Assembleia pagou a ele.',
    link: LINK_DO_FORNECEDOR,
    calculada: { de: 'cnpj', calcular: formatarCnpj, sql: formatarCnpjEmSql },
  },
  { campo: 'processo', rotulo: 'Processo', tipo: 'texto', descricao: 'Número do processo administrativo da compra, quando informado; leva ao edital, aos contratos e aos pagamentos do processo.', link: LINK_DO_PROCESSO },
  { campo: 'valor', rotulo: 'Valor', tipo: 'dinheiro', unidade: 'R$', descricao: 'Valor total do instrumento, em reais.' },
  { campo: 'dataAssinatura', rotulo: 'Assinatura', tipo: 'data', descricao: 'Data de assinatura.' },
  { campo: 'vigenciaInicio', rotulo: 'Início da vigência', tipo: 'data', descricao: 'Primeiro dia de vigência.' },
  { campo: 'vigenciaFim', rotulo: 'Fim da vigência', tipo: 'data', descricao: 'Último dia de vigência.' },
  {
    campo: 'vigente',
    rotulo: 'Vigente',
    tipo: 'booleano',
    descricao: 'Se hoje está dentro da vigência (horário de Goiás).',
    calculada: { de: ['vigenciaInicio', 'vigenciaFim'], calcular: vigenteHoje, sql: vigenteHojeEmSql },
  },
];

const TOTAIS_DE_CONTRATO: Totais = {
  raiz: 'contratosTotal',
  campos: [
    { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'inteiro' },
    { campo: 'valor', rotulo: 'Valor total', tipo: 'dinheiro' },
  ],
};

const CAMPOS_REST_DE_CONTRATO =
  'id numero ano objeto fornecedor cnpj: cnpjFormatado tipo tipoDescricao tipoContratacao { id descricao } valor dataAssinatura vigenciaInicio vigenciaFim vigente fiscais { id nome matricula funcao portaria }';

/** Os caminhos de `/contratos-e-convenios/<caminho>`: cada lista é de um tipo de instrumento. */
interface RestDeContratacao {
  caminho: string;
  tipo: string;
  legadoDaModalidade?: readonly string[];
  vocabularios?: RestDoConjunto['vocabularios'];
}

/** Contratos, convênios, atas e outras contratações: um só tipo GraphQL, uma tela por tipo. */
function contratacao(id: string, titulo: string, descricao: string, tipo: string | undefined, vazio: string, rest: RestDeContratacao): Conjunto {
  return {
    id,
    titulo,
    descricao,
    area: 'contratacoes',
    raiz: 'contratos',
    tipoDoFiltro: 'ContratoFiltro',
    ...(tipo ? { filtroFixo: { tipo } } : {}),
    colunas: tipo ? COLUNAS_DE_CONTRATO.filter((c) => c.campo !== 'tipoDescricao') : COLUNAS_DE_CONTRATO,
    filtros: [
      FILTRO_TERMO,
      FILTRO_ANO,
      ...(tipo ? [] : [{ nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Tipo do instrumento.', opcoes: TIPOS_DE_CONTRATO } satisfies Filtro]),
      {
        nome: 'tipoContratacaoId',
        rotulo: 'Modalidade',
        tipo: 'id',
        descricao: 'Modalidade da contratação (prestação de serviços, dispensa de licitação...).',
        sugestoes: { raiz: 'tiposContratacao', valor: 'id', rotulo: 'descricao' },
        rest: { legado: [...(rest.legadoDaModalidade ?? []), 'tipo_id'] },
      },
      FILTRO_VIGENTE,
      ...filtrosDePeriodo('Assinados a partir de', 'Assinados até', 'Data de assinatura'),
    ],
    totais: TOTAIS_DE_CONTRATO,
    vazio,
    // One register keeps the four kinds (the type is a field of its form): its admin part sits on the entry of all of them.
    ...(tipo ? {} : comCadastro(CONTRATOS)),
    rest: {
      lista: [`/contratos-e-convenios/${rest.caminho}`],
      campos: CAMPOS_REST_DE_CONTRATO,
      filtroFixo: { tipo: rest.tipo },
      cabecalhos: { Total: 'valor' },
      vocabularios: rest.vocabularios,
      ...(tipo ? {} : { admin: adminRestDe(CONTRATOS) }),
    },
  };
}

const CONTRATACOES: readonly Conjunto[] = [
  {
    ...contratacao(
      'contratos',
      'Contratos',
      'Contratos, convênios, atas de registro de preço e outras contratações da Assembleia, com valores e vigência.',
      undefined,
      'Nenhum contrato publicado.',
      {
        caminho: 'contratos',
        tipo: 'contrato',
        legadoDaModalidade: ['tipo_contrato_id'],
        vocabularios: [
          { caminho: '/contratos-e-convenios/tipo_contratos', raiz: 'tiposContratacao', campos: 'id descricao', argumentos: 'grupo: "contrato"' },
          { caminho: '/contratos-e-convenios/tipo-outras-contratacoes', raiz: 'tiposContratacao', campos: 'id descricao', argumentos: 'grupo: "outra_contratacao"' },
          { caminho: '/contratos-e-convenios/anos_contratos', raiz: 'anosContratos', parametros: { tipo: 'String' } },
        ],
      },
    ),
    importacao: IMPORTACAO_CONTRATOS,
  },
  contratacao('convenios', 'Convênios', 'Convênios e termos de cooperação firmados pela Assembleia.', 'convenio', 'Nenhum convênio publicado.', {
    caminho: 'convenios',
    tipo: 'convenio',
  }),
  contratacao(
    'atas-de-registro-de-preco',
    'Atas de registro de preço',
    'Atas de registro de preço para aquisições eventuais da Assembleia.',
    'ata_registro_preco',
    'Nenhuma ata de registro de preço publicada.',
    { caminho: 'atas-de-registro-de-preco', tipo: 'ata_registro_preco' },
  ),
  contratacao(
    'outras-contratacoes',
    'Outras contratações',
    'Dispensas, inexigibilidades e demais contratações diretas.',
    'outra_contratacao',
    'Nenhuma outra contratação publicada.',
    { caminho: 'outras-contratacoes', tipo: 'outra_contratacao', legadoDaModalidade: ['tipo_outra_contratacao_id'] },
  ),
];

const dinheiro = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'dinheiro', unidade: 'R$', descricao });

const PESSOAL_E_CONTAS: readonly Conjunto[] = [
  {
    id: 'remuneracoes',
    titulo: 'Remunerações',
    importacao: IMPORTACAO_REMUNERACOES,
    descricao: 'Remuneração mensal de deputados e servidores da Assembleia: bruto, descontos e líquido, por matrícula.',
    area: 'pessoal',
    raiz: 'remuneracoes',
    tipoDoFiltro: 'RemuneracaoFiltro',
    colunas: [
      { campo: 'nome', rotulo: 'Nome', tipo: 'texto', descricao: 'Nome do servidor ou deputado.' },
      { campo: 'matricula', rotulo: 'Matrícula', tipo: 'texto', descricao: 'Matrícula funcional.' },
      { campo: 'cargo', rotulo: 'Cargo', tipo: 'texto', descricao: 'Cargo ou função.' },
      { campo: 'vinculo', rotulo: 'Vínculo', tipo: 'texto', descricao: 'Vínculo com a Assembleia (efetivo, comissionado...).' },
      { campo: 'categoria', rotulo: 'Categoria', tipo: 'texto', descricao: 'Categoria funcional.' },
      { campo: 'lotacao', rotulo: 'Lotação', tipo: 'texto', descricao: 'Unidade onde está lotado.' },
      { campo: 'gabinete', rotulo: 'Gabinete', tipo: 'texto', descricao: 'Gabinete de deputado, quando lotado em um (vazio nos demais).', somenteExportacao: true },
      COLUNA_ANO,
      COLUNA_MES,
      dinheiro('remuneracaoBasica', 'Remuneração básica', 'Vencimento ou subsídio do mês.'),
      dinheiro('vantagens', 'Vantagens', 'Vantagens pessoais, funções e gratificações.'),
      dinheiro('indenizacoes', 'Indenizações', 'Verbas indenizatórias do mês.'),
      dinheiro('bruto', 'Bruto', 'Remuneração bruta.'),
      dinheiro('descontos', 'Descontos', 'Descontos obrigatórios.'),
      dinheiro('liquido', 'Líquido', 'Líquido: bruto menos descontos.'),
    ],
    filtros: [
      filtroTermo('Nome ou matrícula.'),
      { ...filtroAno('Ano de referência.'), minimo: 2013 },
      FILTRO_MES,
      { nome: 'vinculo', rotulo: 'Vínculo', tipo: 'texto', descricao: 'Vínculo, pelo nome exato.', sugestoes: { raiz: 'remuneracoesVinculos' } },
      { nome: 'categoria', rotulo: 'Categoria', tipo: 'texto', descricao: 'Categoria, pelo nome exato.', sugestoes: { raiz: 'remuneracoesCategorias' } },
      { nome: 'lotacao', rotulo: 'Lotação', tipo: 'texto', descricao: 'Unidade de lotação.' },
      { nome: 'gabinete', rotulo: 'Gabinete', tipo: 'texto', descricao: 'Gabinete de deputado.' },
    ],
    totais: {
      raiz: 'remuneracoesTotais',
      campos: [
        { campo: 'numeroServidores', rotulo: 'Servidores', tipo: 'inteiro' },
        { campo: 'totalBruto', rotulo: 'Total bruto', tipo: 'dinheiro' },
        { campo: 'totalDescontos', rotulo: 'Total de descontos', tipo: 'dinheiro' },
        { campo: 'totalLiquido', rotulo: 'Total líquido', tipo: 'dinheiro' },
      ],
    },
    vazio: 'Nenhuma remuneração publicada.',
    graphql: crud('Remuneracao', 'remuneracao'),
    permissao: 'api/admin/remuneracoes',
    rest: {
      lista: ['/remuneracoes', '/remuneracoes/consulta'],
      campos: 'id matricula nome cargo vinculo categoria lotacao gabinete ano mes remuneracaoBasica vantagens indenizacoes bruto descontos liquido',
      cabecalhos: { NumeroServidores: 'numeroServidores', Total: 'totalBruto', TotalLiquido: 'totalLiquido' },
      cabecalhosDoPeriodo: true,
      vocabularios: [
        { caminho: '/remuneracoes/meses-e-anos', raiz: 'remuneracoesPeriodos', campos: 'ano mes' },
        { caminho: '/remuneracoes/gabinetes-no-periodo', raiz: 'remuneracoesGabinetes', parametros: { ano: 'Int!', mes: 'Int!' } },
        { caminho: '/remuneracoes/vinculos', raiz: 'remuneracoesVinculos' },
        { caminho: '/remuneracoes/categorias', raiz: 'remuneracoesCategorias' },
      ],
      admin: {
        caminho: '/remuneracoes',
        envelope: 'remuneracao',
        formulario: {
          matricula: 'texto',
          nome: 'texto',
          cargo: 'texto',
          vinculo: 'texto',
          categoria: 'texto',
          lotacao: 'texto',
          gabinete: 'textoOuNulo',
          ano: 'inteiro',
          mes: 'inteiro',
          remuneracaoBasica: 'texto',
          vantagens: 'texto',
          indenizacoes: 'texto',
          bruto: 'texto',
          descontos: 'texto',
          liquido: 'texto',
        },
        vocabularios: [{ caminho: '/remuneracoes/anos', raiz: 'anosPermitidos', argumentos: 'cadastro: REMUNERACAO' }],
      },
    },
  },
  {
    id: 'quadros-de-remuneracao',
    titulo: 'Quadros de remuneração',
    descricao: 'Tabelas de vencimentos dos cargos da Assembleia, por mês (1992 a 2014).',
    area: 'pessoal',
    raiz: 'quadrosRemuneracao',
    tipoDoFiltro: 'QuadroRemuneracaoFiltro',
    colunas: [COLUNA_ANO, COLUNA_MES, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [filtroAno('Ano do quadro.'), FILTRO_MES],
    vazio: 'Nenhum quadro de remuneração publicado.',
    ...comCadastro(QUADROS_REMUNERACAO),
    rest: restDeRegistroPdf({
      campos: 'id ano mes descricao',
      cadastro: 'QUADRO_REMUNERACAO',
      admin: QUADROS_REMUNERACAO,
    }),
  },
  {
    id: 'despesas-com-pessoal',
    titulo: 'Demonstrativos de despesas com pessoal',
    descricao: 'Demonstrativos anuais das despesas com pessoal da Assembleia.',
    area: 'pessoal',
    raiz: 'demonstrativosDespesasComPessoal',
    tipoDoFiltro: 'DemonstrativoDespesasComPessoalFiltro',
    colunas: [COLUNA_ANO, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano do demonstrativo.')],
    vazio: 'Nenhum demonstrativo publicado.',
    ...comCadastro(DEMONSTRATIVOS_DESPESAS_COM_PESSOAL),
    // `/despesas-com-pessoal` is the personnel lists' group (conjuntos-pessoal.ts); a statement by its token stays there.
    rest: {
      ...restDeRegistroPdf({
        lista: ['/demonstrativos-despesas-com-pessoal'],
        campos: 'id ano descricao',
        cadastro: 'DEMONSTRATIVO_DESPESAS_COM_PESSOAL',
        admin: DEMONSTRATIVOS_DESPESAS_COM_PESSOAL,
      }),
      item: '/despesas-com-pessoal/:id',
    },
  },
  {
    id: 'orcamentos',
    titulo: 'Orçamento',
    descricao: 'Leis e quadros do orçamento da Assembleia (LOA, LDO, QDD e PPA), com o valor autorizado para pessoal.',
    area: 'contas',
    raiz: 'orcamentos',
    tipoDoFiltro: 'OrcamentoFiltro',
    colunas: [
      COLUNA_ANO,
      { campo: 'tipoDescricao', rotulo: 'Tipo', tipo: 'texto', descricao: 'Lei Orçamentária Anual, Lei de Diretrizes Orçamentárias, Quadro de Detalhamento da Despesa ou Plano Plurianual.' },
      dinheiro('autorizadoComPessoal', 'Autorizado com pessoal', 'Valor anual autorizado para despesas com pessoal (vazio no PPA).'),
      COLUNA_DESCRICAO,
      COLUNA_ARQUIVO,
    ],
    filtros: [
      filtroTermo('Palavras da descrição.'),
      filtroAno('Ano do orçamento.'),
      {
        nome: 'tipo',
        rotulo: 'Tipo',
        tipo: 'opcoes',
        descricao: 'Tipo do documento.',
        opcoes: opcoesDe(TIPOS_ORCAMENTO),
      },
    ],
    vazio: 'Nenhum orçamento publicado.',
    ...comCadastro(ORCAMENTOS),
    rest: restDeRegistroPdf({
      lista: ['/orcamentos', '/orcamentos/:ano'],
      campos: 'id ano tipo tipoDescricao autorizadoComPessoal descricao',
      cadastro: 'ORCAMENTO',
      admin: ORCAMENTOS,
      tipos: { vocabulario: { caminho: '/orcamentos/tipos', raiz: 'orcamentosTipos', campos: 'valor descricao exigeAutorizadoComPessoal' }, noCadastro: true },
    }),
  },
  {
    id: 'gestao-fiscal',
    titulo: 'Gestão fiscal',
    descricao: 'Relatórios anuais de gestão fiscal da Assembleia.',
    area: 'contas',
    raiz: 'gestoesFiscaisAnuais',
    tipoDoFiltro: 'GestaoFiscalAnualFiltro',
    colunas: [COLUNA_ANO, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano do relatório.')],
    vazio: 'Nenhum relatório de gestão fiscal publicado.',
    ...comCadastro(GESTOES_FISCAIS_ANUAIS),
    rest: restDeRegistroPdf({
      lista: ['/gestao-fiscal-anual'],
      campos: 'id ano descricao',
      cadastro: 'GESTAO_FISCAL',
      admin: GESTOES_FISCAIS_ANUAIS,
      mensagem: 'Gestão fiscal salva com sucesso.',
    }),
  },
  {
    id: 'prestacao-de-contas',
    titulo: 'Prestação de contas',
    descricao: 'Receitas, ordem cronológica de pagamentos e detalhamento da execução, por mês.',
    area: 'contas',
    raiz: 'prestacoesContas',
    tipoDoFiltro: 'PrestacaoContasFiltro',
    colunas: [
      COLUNA_ANO,
      { ...COLUNA_MES, descricao: 'Mês de referência (1 a 12), quando há.' },
      { campo: 'tipoCadastroDescricao', rotulo: 'Tipo', tipo: 'texto', descricao: 'Receita Presidência, Receita FEMAL, Ordem Cronológica ou Detalhamento da Execução.' },
      COLUNA_DESCRICAO,
      COLUNA_ARQUIVO,
    ],
    filtros: [
      filtroTermo('Palavras da descrição.'),
      filtroAno('Ano de referência.'),
      {
        nome: 'tipoCadastro',
        rotulo: 'Tipo',
        tipo: 'opcoes',
        descricao: 'Tipo de prestação de contas.',
        rest: { legado: ['tipo'] },
        opcoes: opcoesDe(TIPOS_PRESTACAO_CONTAS),
      },
    ],
    vazio: 'Nenhuma prestação de contas publicada.',
    ...comCadastro(PRESTACOES_CONTAS),
    rest: restDeRegistroPdf({
      lista: ['/prestacao_contas'],
      item: true,
      campos: 'id ano mes tipoCadastro tipoCadastroDescricao descricao',
      cadastro: 'PRESTACAO_CONTAS',
      admin: PRESTACOES_CONTAS,
      tipos: { vocabulario: { caminho: '/prestacao_contas/tipos', raiz: 'prestacoesContasTipos', campos: 'valor descricao' } },
    }),
  },
  {
    id: 'sancoes-administrativas',
    titulo: 'Sanções administrativas',
    descricao: 'Sanções aplicadas a empresas contratadas pela Assembleia.',
    area: 'contratacoes',
    raiz: 'sancoesAdministrativas',
    tipoDoFiltro: 'SancaoAdministrativaFiltro',
    colunas: [
      { campo: 'empresa', rotulo: 'Empresa', tipo: 'texto', descricao: 'Razão social da empresa sancionada.' },
      {
        campo: 'cnpjFormatado',
        rotulo: 'CNPJ',
        tipo: 'texto',
        descricao: 'CNPJ no formato 12.345.678/0001-95, quando informado; leva aos contratos, aos pagamentos e às sanções da empresa.',
        link: LINK_DO_FORNECEDOR,
      },
      COLUNA_ANO,
      { campo: 'sancao', rotulo: 'Sanção', tipo: 'texto', descricao: 'A sanção aplicada, por exemplo "Multa de 10% e impedimento de licitar por 2 anos".' },
      // The sanctioning process, not the purchase: Siga o dinheiro knows only purchase processes.
      { campo: 'processo', rotulo: 'Processo', tipo: 'texto', descricao: 'Número do processo administrativo que aplicou a sanção.' },
      { campo: 'dataPublicacao', rotulo: 'Publicação', tipo: 'data', descricao: 'Data de publicação da sanção.' },
      COLUNA_ARQUIVO,
    ],
    filtros: [filtroTermo('Empresa, sanção ou processo.'), filtroAno('Ano da sanção.')],
    vazio: 'Nenhuma sanção administrativa publicada.',
    ...comCadastro(SANCOES_ADMINISTRATIVAS),
    rest: restDeRegistroPdf({
      lista: ['/sancoes_administrativas'],
      item: true,
      campos: 'id ano empresa cnpj cnpjFormatado sancao processo dataPublicacao',
      cadastro: 'SANCAO_ADMINISTRATIVA',
      admin: SANCOES_ADMINISTRATIVAS,
    }),
  },
];

const COLUNA_CNPJ: Coluna = {
  campo: 'cnpjFormatado',
  rotulo: 'CNPJ',
  tipo: 'texto',
  descricao: 'CNPJ no formato 12.345.678/0001-95; leva ao que a Assembleia pagou ao credor.',
  link: LINK_DO_FORNECEDOR,
  calculada: { de: 'cnpj', calcular: formatarCnpj, sql: formatarCnpjEmSql },
};

const FINANCEIRO: readonly Conjunto[] = [
  {
    id: 'fiscais-de-contratos',
    titulo: 'Fiscais de contratos',
    descricao: 'Servidores designados para fiscalizar e gerir cada contrato, com a portaria de designação.',
    area: 'contratacoes',
    raiz: 'fiscaisContratos',
    tipoDoFiltro: 'FiscalContratoFiltro',
    colunas: [
      { campo: 'nome', rotulo: 'Nome', tipo: 'texto', descricao: 'Nome do servidor designado.' },
      { campo: 'matricula', rotulo: 'Matrícula', tipo: 'texto', descricao: 'Matrícula funcional.' },
      { campo: 'funcao', rotulo: 'Função', tipo: 'texto', descricao: 'Fiscal titular, fiscal substituto ou gestor do contrato.' },
      { campo: 'portaria', rotulo: 'Portaria', tipo: 'texto', descricao: 'Portaria de designação.' },
      { campo: 'dataDesignacao', rotulo: 'Designação', tipo: 'data', descricao: 'Data da designação.' },
      { campo: 'contrato.numero', rotulo: 'Contrato', tipo: 'texto', descricao: 'Número do contrato fiscalizado.' },
      { campo: 'contrato.fornecedor', rotulo: 'Fornecedor', tipo: 'texto', descricao: 'Fornecedor do contrato fiscalizado.' },
      { campo: 'contrato.objeto', rotulo: 'Objeto do contrato', tipo: 'texto', descricao: 'Objeto do contrato fiscalizado.', somenteExportacao: true },
    ],
    filtros: [filtroTermo('Nome, matrícula, portaria, número ou objeto do contrato.'), { ...FILTRO_VIGENTE, descricao: 'Contrato em vigência hoje (sim) ou fora dela (não).' }],
    vazio: 'Nenhum fiscal de contrato publicado.',
    ...comCadastro(FISCAIS_CONTRATOS),
    rest: {
      lista: ['/contratos-e-convenios/fiscais_de_contratos'],
      campos: 'id nome matricula funcao portaria dataDesignacao contrato { id numero objeto fornecedor vigente }',
      filtros: [{ nome: 'contratoId', rotulo: 'Contrato', tipo: 'id', descricao: 'Identificador do contrato fiscalizado.' }],
      admin: adminRestDe(FISCAIS_CONTRATOS),
    },
  },
  {
    id: 'editais',
    titulo: 'Editais de licitação',
    descricao: 'Licitações da Assembleia: modalidade, fase, data de abertura e valor estimado.',
    area: 'licitacoes',
    raiz: 'editais',
    tipoDoFiltro: 'EditalFiltro',
    colunas: [
      { campo: 'identificador', rotulo: 'Licitação', tipo: 'texto', descricao: 'Modalidade e número, por exemplo "Pregão eletrônico nº 012/2025".' },
      { campo: 'numero', rotulo: 'Número', tipo: 'texto', descricao: 'Número do edital.', somenteExportacao: true },
      { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano do edital.', somenteExportacao: true },
      { campo: 'processo', rotulo: 'Processo', tipo: 'texto', descricao: 'Número do processo administrativo; leva aos contratos e pagamentos do processo.', link: LINK_DO_PROCESSO },
      { campo: 'objeto', rotulo: 'Objeto', tipo: 'texto', descricao: 'O que se pretende contratar.' },
      { campo: 'modalidade.descricao', rotulo: 'Modalidade', tipo: 'texto', descricao: 'Pregão eletrônico, concorrência...' },
      { campo: 'fase.descricao', rotulo: 'Fase', tipo: 'texto', descricao: 'Aberta, em julgamento, homologada...' },
      { campo: 'dataAbertura', rotulo: 'Abertura', tipo: 'data', descricao: 'Data de abertura das propostas.' },
      dinheiro('valorEstimado', 'Valor estimado', 'Valor estimado da contratação.'),
      { campo: 'arquivos', rotulo: 'Arquivos', tipo: 'arquivos', descricao: 'O edital, os anexos e as atas em PDF, na ordem em que foram publicados.' },
    ],
    filtros: [
      filtroTermo('Objeto, número ou processo.'),
      filtroAno('Ano do edital.'),
      { nome: 'modalidadeId', rotulo: 'Modalidade', tipo: 'id', descricao: 'Modalidade da licitação.', sugestoes: { raiz: 'modalidadesLicitacoes', valor: 'id', rotulo: 'descricao' } },
      { nome: 'faseId', rotulo: 'Fase', tipo: 'id', descricao: 'Fase da licitação.', sugestoes: { raiz: 'fasesLicitacoes', valor: 'id', rotulo: 'descricao' } },
      ...filtrosDePeriodo('Abertura a partir de', 'Abertura até', 'Data de abertura'),
    ],
    totais: {
      raiz: 'editaisTotal',
      campos: [
        { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'inteiro' },
        { campo: 'valorEstimado', rotulo: 'Valor estimado total', tipo: 'dinheiro' },
      ],
    },
    vazio: 'Nenhum edital publicado.',
    importacao: IMPORTACAO_EDITAIS,
    ...comCadastro(EDITAIS),
    rest: {
      lista: ['/licitacoes/editais'],
      item: '/licitacoes/editais/:id',
      campos: 'id numero ano processo objeto identificador modalidade { id descricao } fase { id descricao } dataAbertura valorEstimado',
      camposDoItem: 'avisos { id titulo conteudo dataPublicacao arquivos { nome tamanho url } } arquivos { nome tamanho url }',
      cabecalhos: { Total: 'valorEstimado' },
      vocabularios: [
        { caminho: '/licitacoes/anos', raiz: 'anosLicitacoes' },
        { caminho: '/licitacoes/modalidades-licitacoes', raiz: 'modalidadesLicitacoes', campos: 'id descricao' },
        { caminho: '/licitacoes/fases-licitacoes', raiz: 'fasesLicitacoes', campos: 'id descricao' },
      ],
    },
  },
  {
    id: 'avisos',
    titulo: 'Avisos de licitação',
    descricao: 'Avisos publicados sobre as licitações: adiamentos, esclarecimentos, resultados.',
    area: 'licitacoes',
    raiz: 'avisosLicitacoes',
    tipoDoFiltro: 'AvisoLicitacaoFiltro',
    colunas: [
      { campo: 'titulo', rotulo: 'Título', tipo: 'texto', descricao: 'Título do aviso.' },
      { campo: 'dataPublicacao', rotulo: 'Publicação', tipo: 'data', descricao: 'Data de publicação.' },
      { campo: 'edital.identificador', rotulo: 'Licitação', tipo: 'texto', descricao: 'Licitação a que o aviso se refere, quando há.' },
      { campo: 'conteudo', rotulo: 'Conteúdo', tipo: 'texto', descricao: 'Texto do aviso.', somenteExportacao: true },
      { campo: 'arquivos', rotulo: 'Arquivos', tipo: 'arquivos', descricao: 'O aviso publicado e os seus anexos em PDF, em ordem.' },
    ],
    filtros: [filtroTermo('Título ou conteúdo.'), filtroAno('Ano de publicação.'), ...filtrosDePeriodo('Publicados a partir de', 'Publicados até', 'Data de publicação')],
    vazio: 'Nenhum aviso publicado.',
    importacao: IMPORTACAO_AVISOS,
    ...comCadastro(AVISOS_LICITACAO),
    rest: {
      lista: ['/licitacoes/avisos'],
      item: '/licitacoes/aviso/:id',
      campos: 'id titulo conteudo dataPublicacao edital { id identificador } arquivos { nome tamanho url }',
      filtros: [{ nome: 'editalId', rotulo: 'Edital', tipo: 'id', descricao: 'Identificador do edital do aviso.' }],
    },
  },
  {
    id: 'empenhos',
    titulo: 'Empenhos',
    descricao: 'Despesas empenhadas, liquidadas e pagas pela Assembleia, por credor e elemento de despesa.',
    area: 'contas',
    raiz: 'empenhos',
    tipoDoFiltro: 'EmpenhoFiltro',
    colunas: [
      { campo: 'numero', rotulo: 'Número', tipo: 'texto', descricao: 'Número da nota de empenho, por exemplo "2025NE000123".' },
      { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'Data do empenho.' },
      { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano do empenho.', somenteExportacao: true },
      { campo: 'credor', rotulo: 'Credor', tipo: 'texto', descricao: 'Quem recebe o pagamento.' },
      COLUNA_CNPJ,
      { campo: 'elementoDespesa', rotulo: 'Elemento de despesa', tipo: 'texto', descricao: 'Classificação da despesa, por exemplo "3.3.90.39 - Outros serviços de terceiros - pessoa jurídica".' },
      { campo: 'processo', rotulo: 'Processo', tipo: 'texto', descricao: 'Número do processo administrativo da despesa, quando informado; leva ao edital e aos contratos do processo.', link: LINK_DO_PROCESSO },
      { campo: 'historico', rotulo: 'Histórico', tipo: 'texto', descricao: 'Descrição da despesa.', somenteExportacao: true },
      dinheiro('valorEmpenhado', 'Empenhado', 'Valor reservado no orçamento.'),
      dinheiro('valorLiquidado', 'Liquidado', 'Valor reconhecido após a entrega.'),
      dinheiro('valorPago', 'Pago', 'Valor efetivamente pago.'),
    ],
    filtros: [
      filtroTermo('Número, credor, CNPJ, elemento de despesa ou histórico.'),
      filtroAno('Ano do empenho.'),
      FILTRO_MES,
      ...filtrosDePeriodo('Empenhados a partir de', 'Empenhados até', 'Data do empenho'),
    ],
    totais: {
      raiz: 'empenhosTotal',
      campos: [
        { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'inteiro' },
        { campo: 'totalEmpenhado', rotulo: 'Total empenhado', tipo: 'dinheiro' },
        { campo: 'totalLiquidado', rotulo: 'Total liquidado', tipo: 'dinheiro' },
        { campo: 'totalPago', rotulo: 'Total pago', tipo: 'dinheiro' },
      ],
    },
    vazio: 'Nenhum empenho publicado.',
    ...comCadastro(EMPENHOS),
    importacao: IMPORTACAO_EMPENHOS,
    rest: {
      lista: ['/empenhos'],
      item: '/empenhos/:id',
      campos: 'id numero ano data credor cnpj: cnpjFormatado elementoDespesa historico valorEmpenhado valorLiquidado valorPago',
      cabecalhos: { totalEmpenhado: 'totalEmpenhado', totalPago: 'totalPago', TotalLiquido: 'totalLiquidado' },
      vocabularios: [{ caminho: '/empenhos/anos', raiz: 'anosEmpenhos' }],
      admin: adminRestDe(EMPENHOS),
    },
  },
  {
    id: 'diarias',
    titulo: 'Diárias',
    descricao: 'Diárias de viagem pagas a deputados e servidores: destino, motivo, quantidade e valores.',
    area: 'contas',
    raiz: 'diarias',
    tipoDoFiltro: 'DiariaFiltro',
    colunas: [
      { campo: 'beneficiario', rotulo: 'Beneficiário', tipo: 'texto', descricao: 'Quem viajou.' },
      { campo: 'cargo', rotulo: 'Cargo', tipo: 'texto', descricao: 'Cargo do beneficiário.' },
      { campo: 'tipoSolicitacao.descricao', rotulo: 'Tipo', tipo: 'texto', descricao: 'Tipo de solicitação (diária nacional, internacional...).' },
      { campo: 'destino', rotulo: 'Destino', tipo: 'texto', descricao: 'Cidade e estado (ou país) de destino.' },
      { campo: 'motivo', rotulo: 'Motivo', tipo: 'texto', descricao: 'Motivo da viagem.', somenteExportacao: true },
      { campo: 'dataSaida', rotulo: 'Saída', tipo: 'data', descricao: 'Data de saída.' },
      { campo: 'dataRetorno', rotulo: 'Retorno', tipo: 'data', descricao: 'Data de retorno.' },
      { ...COLUNA_ANO, somenteExportacao: true },
      { ...COLUNA_MES, somenteExportacao: true },
      { campo: 'quantidade', rotulo: 'Diárias', tipo: 'decimal', unidade: 'diárias', descricao: 'Número de diárias, com meia diária (2,5).' },
      dinheiro('valorUnitario', 'Valor unitário', 'Valor de uma diária.'),
      dinheiro('valorTotal', 'Valor total', 'Quantidade vezes o valor unitário.'),
    ],
    filtros: [
      filtroTermo('Beneficiário, cargo, destino ou motivo.'),
      filtroAno('Ano da viagem.'),
      FILTRO_MES,
      { nome: 'tipoSolicitacaoId', rotulo: 'Tipo', tipo: 'id', descricao: 'Tipo de solicitação.', sugestoes: { raiz: 'tiposSolicitacaoDiaria', valor: 'id', rotulo: 'descricao' } },
      ...filtrosDePeriodo('Saída a partir de', 'Saída até', 'Data de saída'),
    ],
    totais: {
      raiz: 'diariasTotal',
      campos: [
        { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'inteiro' },
        { campo: 'numeroBeneficiarios', rotulo: 'Beneficiários', tipo: 'inteiro' },
        { campo: 'total', rotulo: 'Valor total', tipo: 'dinheiro' },
      ],
    },
    vazio: 'Nenhuma diária publicada.',
    ...comCadastro(DIARIAS),
    importacao: IMPORTACAO_DIARIAS,
    rest: {
      lista: ['/diarias'],
      campos: 'id beneficiario cargo tipoSolicitacao { id descricao } destino motivo dataSaida dataRetorno ano mes quantidade valorUnitario valorTotal',
      cabecalhos: { Total: 'total', NumeroBeneficiarios: 'numeroBeneficiarios' },
      cabecalhosDoMes: { GastoTotalMes: 'total' },
      cabecalhosDoPeriodo: true,
      vocabularios: [
        { caminho: '/diarias/meses-e-anos', raiz: 'diariasMesesEAnos', campos: 'ano meses' },
        { caminho: '/diarias/tipos-solicitacao', raiz: 'tiposSolicitacaoDiaria', campos: 'id descricao' },
      ],
      admin: adminRestDe(DIARIAS),
    },
  },
  {
    id: 'repasses-duodecimo',
    titulo: 'Repasses do duodécimo',
    descricao: 'Repasses mensais do Tesouro Estadual à Assembleia (duodécimo): valor previsto e valor repassado.',
    area: 'despesas',
    raiz: 'repassesDuodecimos',
    tipoDoFiltro: 'RepasseDuodecimoFiltro',
    colunas: [
      COLUNA_ANO,
      COLUNA_MES,
      { campo: 'dataRepasse', rotulo: 'Data do repasse', tipo: 'data', descricao: 'Data em que o valor foi repassado.' },
      dinheiro('valorPrevisto', 'Previsto', 'Valor previsto para o mês.'),
      dinheiro('valorRepassado', 'Repassado', 'Valor efetivamente repassado.'),
    ],
    filtros: [filtroAno('Ano do repasse.'), FILTRO_MES],
    totais: {
      raiz: 'repassesDuodecimosTotal',
      campos: [
        { campo: 'quantidade', rotulo: 'Repasses', tipo: 'inteiro' },
        { campo: 'totalPrevisto', rotulo: 'Total previsto', tipo: 'dinheiro' },
        { campo: 'totalRepassado', rotulo: 'Total repassado', tipo: 'dinheiro' },
      ],
    },
    vazio: 'Nenhum repasse publicado.',
    ...comCadastro(REPASSES_DUODECIMO),
    importacao: IMPORTACAO_REPASSES_DUODECIMO,
    rest: {
      lista: ['/repasse-duodecimos'],
      campos: 'id ano mes dataRepasse valorPrevisto valorRepassado',
      cabecalhos: { Total: 'totalRepassado', TotalPago: 'totalRepassado' },
      cabecalhosDoPeriodo: true,
      vocabularios: [{ caminho: '/repasse-duodecimos/periodos', raiz: 'repassesDuodecimosPeriodos', campos: 'ano meses' }],
      admin: adminRestDe(REPASSES_DUODECIMO),
    },
  },
];

const VERBAS: Conjunto = {
  id: 'verbas-indenizatorias',
  titulo: 'Verba indenizatória por deputado',
  descricao: 'Valores apresentados e indenizados a cada deputado no ano (ressarcimento de despesas do mandato).',
  area: 'gestao-parlamentar',
  raiz: 'verbasIndenizatoriasResumoAnual',
  lista: { niveis: [{ campo: 'deputados' }], argumentos: { ano: 'Int!' } },
  tela: `${BASE_DA_TRANSPARENCIA}/verbas-indenizatorias`,
  colunas: [
    { campo: 'deputado.nome', rotulo: 'Deputado', tipo: 'texto', descricao: 'Nome parlamentar.' },
    { campo: 'deputado.partido.sigla', rotulo: 'Partido', tipo: 'texto', descricao: 'Sigla do partido atual.' },
    dinheiro('totalApresentado', 'Apresentado', 'Soma das despesas apresentadas no ano.'),
    dinheiro('totalIndenizado', 'Indenizado', 'Soma dos valores indenizados no ano.'),
  ],
  filtros: [{ ...FILTRO_ANO, descricao: 'Ano das despesas (padrão: o ano atual).', padrao: () => String(new Date().getFullYear()) }],
  totais: {
    raiz: 'verbasIndenizatoriasResumoAnual',
    campos: [
      { campo: 'numeroDeputados', rotulo: 'Deputados', tipo: 'inteiro' },
      { campo: 'totalApresentado', rotulo: 'Total apresentado', tipo: 'dinheiro' },
      { campo: 'totalIndenizado', rotulo: 'Total indenizado', tipo: 'dinheiro' },
    ],
  },
  vazio: 'Nenhuma verba indenizatória publicada no ano.',
};

const VERBAS_POR_CATEGORIA: Conjunto = {
  id: 'verbas-indenizatorias-categorias',
  titulo: 'Verba indenizatória por categoria',
  descricao: 'Valores apresentados e indenizados a todos os deputados no ano ou no mês, por categoria de despesa, do maior indenizado ao menor.',
  area: 'gestao-parlamentar',
  raiz: 'verbasIndenizatoriasPorCategoria',
  lista: { niveis: [], argumentos: { ano: 'Int!', mes: 'Int' } },
  colunas: [
    { campo: 'descricao', rotulo: 'Categoria', tipo: 'texto', descricao: 'Categoria (grupo) da despesa: combustíveis, locação de veículos...' },
    dinheiro('totalApresentado', 'Apresentado', 'Soma das despesas apresentadas na categoria por todos os deputados no período.'),
    dinheiro('totalIndenizado', 'Indenizado', 'Soma dos valores indenizados na categoria a todos os deputados no período.'),
  ],
  filtros: [{ ...FILTRO_ANO, descricao: 'Ano das despesas (padrão: o ano atual).', padrao: () => String(new Date().getFullYear()) }, { ...FILTRO_MES, descricao: 'Mês das despesas, de 1 a 12 (sem ele, o ano inteiro).' }],
  vazio: 'Nenhuma verba indenizatória publicada no período.',
};

const VERBAS_DO_MES: Conjunto = {
  id: 'verbas-indenizatorias-lancamentos',
  titulo: 'Verba indenizatória: lançamentos do mês',
  descricao: 'Cada despesa apresentada por um deputado num mês, com categoria, fornecedor, documento e valores.',
  area: 'gestao-parlamentar',
  raiz: 'verbaIndenizatoria',
  lista: { niveis: [{ campo: 'grupos', como: 'grupo' }, { campo: 'subgrupos', como: 'subgrupo' }, { campo: 'lancamentos' }], argumentos: { deputadoId: 'ID!', ano: 'Int!', mes: 'Int!' } },
  tela: `${BASE_DA_TRANSPARENCIA}/verbas-indenizatorias`,
  colunas: [
    { campo: 'grupo.descricao', rotulo: 'Categoria', tipo: 'texto', descricao: 'Categoria da despesa (combustíveis, locação de veículos...).' },
    { campo: 'subgrupo.descricao', rotulo: 'Subcategoria', tipo: 'texto', descricao: 'Subcategoria da despesa.' },
    { campo: 'fornecedor', rotulo: 'Fornecedor', tipo: 'texto', descricao: 'Quem forneceu o bem ou serviço.' },
    { campo: 'cnpjCpf', rotulo: 'CNPJ/CPF', tipo: 'texto', descricao: 'CNPJ formatado ou CPF mascarado (***.456.789-**).' },
    { campo: 'numero', rotulo: 'Documento', tipo: 'texto', descricao: 'Número do documento fiscal.' },
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'Data do documento.' },
    dinheiro('valorApresentado', 'Apresentado', 'Valor apresentado pelo deputado.'),
    dinheiro('valorIndenizado', 'Indenizado', 'Valor ressarcido.'),
  ],
  filtros: [
    { nome: 'deputadoId', rotulo: 'Deputado', tipo: 'id', descricao: 'Identificador do deputado (o da página do deputado).', obrigatorio: true },
    { ...FILTRO_ANO, descricao: 'Ano das despesas.', obrigatorio: true },
    { ...FILTRO_MES, obrigatorio: true },
  ],
  totais: {
    raiz: 'verbaIndenizatoria',
    campos: [
      { campo: 'totalApresentado', rotulo: 'Total apresentado', tipo: 'dinheiro' },
      { campo: 'totalIndenizado', rotulo: 'Total indenizado', tipo: 'dinheiro' },
    ],
  },
  vazio: 'Sem lançamentos neste mês.',
  importacao: IMPORTACAO_VERBAS_INDENIZATORIAS,
};

const INSTITUCIONAL: readonly Conjunto[] = [
  {
    id: 'aeronaves',
    titulo: 'Aeronaves',
    descricao: 'Relatórios mensais de uso das aeronaves a serviço da Assembleia: voos, trechos e passageiros, em PDF.',
    area: 'institucional',
    raiz: 'aeronaves',
    tipoDoFiltro: 'AeronaveFiltro',
    colunas: [
      COLUNA_ANO,
      COLUNA_MES,
      { campo: 'prefixo', rotulo: 'Prefixo', tipo: 'texto', descricao: 'Matrícula da aeronave no Registro Aeronáutico Brasileiro, por exemplo "PR-ALG".' },
      { campo: 'modelo', rotulo: 'Modelo', tipo: 'texto', descricao: 'Fabricante e modelo da aeronave.' },
      COLUNA_DESCRICAO,
      COLUNA_ARQUIVO,
    ],
    filtros: [filtroTermo('Prefixo, modelo ou descrição.'), filtroAno('Ano do relatório.'), FILTRO_MES],
    vazio: 'Nenhum relatório de uso de aeronave publicado.',
    ...comCadastro(AERONAVES),
    rest: restDeRegistroPdf({ lista: ['/aeronaves'], item: true, campos: 'id ano mes prefixo modelo descricao', cadastro: 'AERONAVE', admin: AERONAVES }),
  },
];

export const CONJUNTOS: readonly Conjunto[] = [...CONTRATACOES, ...FINANCEIRO, ...PESSOAL_E_CONTAS, ...INSTITUCIONAL, VERBAS, VERBAS_POR_CATEGORIA, VERBAS_DO_MES, ...CONJUNTOS_PARLAMENTARES, ...CONJUNTOS_DE_PESSOAL, ...CONJUNTOS_DE_DOCUMENTOS, ...CONJUNTOS_DA_FROTA, ...CONJUNTOS_DE_CONTAS];

export function conjuntoPorId(id: string): Conjunto | undefined {
  return CONJUNTOS.find((c) => c.id === id);
}

export function caminhoDoConjunto(conjunto: Pick<Conjunto, 'id' | 'tela'>): string {
  return conjunto.tela ?? `${BASE_DA_TRANSPARENCIA}/${conjunto.id}`;
}

/** Para onde levam os links do portal a um conjunto: a sua entrada, quando a tela exige um filtro de outra, ou a tela. */
export function caminhoDeEntrada(conjunto: Pick<Conjunto, 'id' | 'tela' | 'entrada'>): string {
  return conjunto.entrada ?? caminhoDoConjunto(conjunto);
}

export function caminhoDoDicionario(conjunto: Pick<Conjunto, 'id'>): string {
  return `${BASE_DA_TRANSPARENCIA}/${conjunto.id}/dicionario`;
}

/** `/api/transparencia/exportar/contratos.csv?ano=2025` (os filtros da tela, sem a página). */
export function caminhoDaExportacao(conjunto: Pick<Conjunto, 'id'>, formato: FormatoDeExportacao, valores: Readonly<Record<string, string>> = {}): string {
  const busca = new URLSearchParams(Object.entries(valores).filter(([, v]) => v !== ''));
  const texto = busca.toString();
  return `${BASE_DA_EXPORTACAO}/${conjunto.id}.${formato}${texto ? `?${texto}` : ''}`;
}

// ---------------------------------------------------------------------------------------
// Consultas GraphQL geradas das colunas: a tela e a exportação pedem exatamente os mesmos campos.
// ---------------------------------------------------------------------------------------

/** `["numero", "deputado.nome", "deputado.partido.sigla"]` → `numero deputado { nome partido { sigla } }`. */
export function selecao(campos: readonly string[]): string {
  const arvore = new Map<string, string[]>();
  for (const campo of campos) {
    const [primeiro = '', ...resto] = campo.split('.');
    const filhos = arvore.get(primeiro) ?? [];
    if (resto.length) filhos.push(resto.join('.'));
    arvore.set(primeiro, filhos);
  }
  return [...arvore].map(([nome, filhos]) => (filhos.length ? `${nome} { ${selecao(filhos)} }` : nome)).join(' ');
}

/** `grupos { descricao subgrupos { descricao lancamentos { fornecedor } } }` a partir de `grupo.descricao`, `subgrupo.descricao`, `fornecedor`. */
function selecaoEmNiveis(niveis: readonly NivelDaLista[], campos: readonly string[]): string {
  const [nivel, ...resto] = niveis;
  if (!nivel) return selecao(campos);
  const prefixo = nivel.como ? `${nivel.como}.` : null;
  const proprios = prefixo ? campos.filter((c) => c.startsWith(prefixo)).map((c) => c.slice(prefixo.length)) : [];
  const demais = prefixo ? campos.filter((c) => !c.startsWith(prefixo)) : campos;
  const dentro = resto.length ? selecaoEmNiveis(resto, demais) : selecao(demais);
  return `${nivel.campo} { ${[selecao(proprios), dentro].filter(Boolean).join(' ')} }`;
}

/** As linhas de uma consulta em lista: cada item do último nível, com os itens dos níveis de cima sob o seu `como`. */
function achatar(objeto: Readonly<Record<string, unknown>>, niveis: readonly NivelDaLista[], acima: Record<string, unknown> = {}): Record<string, unknown>[] {
  const [nivel, ...resto] = niveis;
  if (!nivel) return [];
  const itens = (objeto[nivel.campo] ?? []) as Record<string, unknown>[];
  return itens.flatMap((item) => (resto.length ? achatar(item, resto, nivel.como ? { ...acima, [nivel.como]: item } : acima) : [{ ...item, ...acima }]));
}

/** Uma página da lista e, se o conjunto tem, os totais do mesmo filtro. */
const CAMPO_DO_LINK = /\{([\w.]+)\}/g;

/** Os campos que as colunas pedem à API: os próprios e os dos seus links. */
function camposDasColunas(conjunto: Conjunto): string[] {
  const proprios = (c: Coluna) => (c.tipo === 'arquivos' ? CAMPOS_DO_ARQUIVO.map((campo) => `${c.campo}.${campo}`) : [c.campo]);
  return [...new Set(conjunto.colunas.flatMap((c) => [...proprios(c), ...[...(c.link ?? '').matchAll(CAMPO_DO_LINK)].map((m) => m[1]!)]))];
}

/** O endereço do link de uma coluna numa linha, ou null quando falta um valor (um deputado que não existe mais). */
export function linkDaColuna(coluna: Pick<Coluna, 'link'>, item: Readonly<Record<string, unknown>>): string | null {
  if (!coluna.link) return null;
  let faltou = false;
  const endereco = coluna.link.replace(CAMPO_DO_LINK, (_, campo: string) => {
    const valor = valorDoCampo(item, campo);
    if (valor === null || valor === undefined || valor === '') faltou = true;
    return encodeURIComponent(String(valor ?? ''));
  });
  return faltou ? null : endereco;
}

export function consultaDaPagina(conjunto: Conjunto, comTotais: boolean): string {
  const colunas = selecao(camposDasColunas(conjunto));
  if (conjunto.lista) {
    const { niveis, argumentos } = conjunto.lista;
    const declaracoes = Object.entries(argumentos).map(([nome, tipo]) => `$${nome}: ${tipo}`).join(', ');
    const usos = Object.keys(argumentos).map((nome) => `${nome}: $${nome}`).join(', ');
    const totais = comTotais && conjunto.totais && niveis.length ? `${selecao(conjunto.totais.campos.map((c) => c.campo))} ` : '';
    return `query Transparencia_${conjunto.raiz}(${declaracoes}) { ${conjunto.raiz}(${usos}) { ${totais}${selecaoEmNiveis(niveis, camposDasColunas(conjunto))} } }`;
  }
  const totais = comTotais && conjunto.totais ? ` ${conjunto.totais.raiz}(filtro: $filtro) { ${selecao(conjunto.totais.campos.map((c) => c.campo))} }` : '';
  return (
    `query Transparencia_${conjunto.raiz}($filtro: ${conjunto.tipoDoFiltro}, $pagina: Int!, $porPagina: Int!) {` +
    ` ${conjunto.raiz}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { total pagina porPagina totalPaginas itens { id ${colunas} } }` +
    `${totais} }`
  );
}

export interface PaginaDoConjunto {
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
  itens: Record<string, unknown>[];
}

export type ValoresDosTotais = Record<string, unknown>;

/** Listas de valores existentes para os filtros com `sugestoes` (só a tela usa); null se não há. */
export function consultaDeSugestoes(conjunto: Conjunto): string | null {
  const campos = conjunto.filtros.flatMap(({ sugestoes: s }) => (s ? [s.valor && s.rotulo ? `${s.raiz} { ${selecao([s.valor, s.rotulo])} }` : s.raiz] : []));
  return campos.length ? `query Transparencia_sugestoes_${conjunto.raiz} { ${campos.join(' ')} }` : null;
}

/** As opções de um filtro a partir da resposta de `consultaDeSugestoes`. */
export function opcoesSugeridas(filtro: Filtro, dados: Readonly<Record<string, unknown>>): { valor: string; rotulo: string }[] | undefined {
  const s = filtro.sugestoes;
  const lista = s ? dados[s.raiz] : undefined;
  if (!s || !Array.isArray(lista)) return undefined;
  return lista.map((item: unknown) =>
    s.valor && s.rotulo && item !== null && typeof item === 'object'
      ? { valor: String(valorDoCampo(item as Record<string, unknown>, s.valor)), rotulo: String(valorDoCampo(item as Record<string, unknown>, s.rotulo)) }
      : { valor: String(item), rotulo: String(item) },
  );
}

/** As variáveis de `consultaDaPagina`: `{filtro, pagina, porPagina}`, ou os argumentos de uma consulta em lista. */
export function variaveisDaPagina(conjunto: Conjunto, filtro: FiltrosLidos['filtro'], pagina: number, porPagina: number): Record<string, unknown> {
  return conjunto.lista ? { ...filtro } : { filtro, pagina, porPagina };
}

/** Lê a resposta de `consultaDaPagina`. */
export function lerResposta(conjunto: Conjunto, dados: Record<string, unknown>): { pagina: PaginaDoConjunto; totais: ValoresDosTotais | null } {
  if (conjunto.lista) {
    const resposta = dados[conjunto.raiz];
    // Sem níveis, a resposta já é a lista das linhas (e não há objeto de onde ler totais).
    if (Array.isArray(resposta)) return { pagina: { itens: resposta as Record<string, unknown>[], total: resposta.length, pagina: 1, porPagina: resposta.length, totalPaginas: 1 }, totais: null };
    const objeto = (resposta ?? {}) as Record<string, unknown>;
    const itens = achatar(objeto, conjunto.lista.niveis);
    return { pagina: { itens, total: itens.length, pagina: 1, porPagina: itens.length, totalPaginas: 1 }, totais: conjunto.totais ? objeto : null };
  }
  const pagina = dados[conjunto.raiz] as PaginaDoConjunto;
  const totais = conjunto.totais ? ((dados[conjunto.totais.raiz] as ValoresDosTotais | undefined) ?? null) : null;
  return { pagina, totais };
}

/** Valor de um campo com caminho (`deputado.nome`); ausente vira null. */
export function valorDoCampo(item: Readonly<Record<string, unknown>>, campo: string): unknown {
  // Quase toda coluna é um campo direto; uma exportação lê milhões de células (sem dividir o nome a cada uma).
  if (!campo.includes('.')) return item[campo] ?? null;
  let atual: unknown = item;
  for (const parte of campo.split('.')) {
    if (atual === null || typeof atual !== 'object') return null;
    atual = (atual as Record<string, unknown>)[parte];
  }
  return atual ?? null;
}

// ---------------------------------------------------------------------------------------
// Filtros da URL: a tela e a exportação leem os mesmos parâmetros com as mesmas mensagens.
// ---------------------------------------------------------------------------------------

export const TERMO_MAXIMO = 200;
// eslint-disable-next-line no-control-regex -- the control characters (C0 but tab and line breaks, and DEL) are what it finds
const CONTROLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROLES = new RegExp(CONTROLE.source, 'g');

/**
 * Um texto de filtro ou busca tem caracteres de controle (fora tabulação e quebras de linha, que são espaço)? Nenhum
 * texto digitado os tem; um NUL o PostgreSQL nem aceita.
 */
export function temCaracteresDeControle(texto: string): boolean {
  return CONTROLE.test(texto);
}

/** O texto com cada caractere de controle trocado por um espaço (um link colado ou forjado não derruba a página). */
export function semCaracteresDeControle(texto: string): string {
  return texto.replace(CONTROLES, ' ');
}
const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATA_BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SIM = ['sim', 's', 'true', '1'];
const NAO = ['nao', 'não', 'n', 'false', '0'];

/**
 * Data de filtro como a tela a mostra (`dd/mm/aaaa`, o formulário público) ou ISO (`aaaa-mm-dd`, links antigos e
 * a API), como ISO; null quando não é um dia do calendário (30/02/2025).
 */
export function lerData(texto: string): string | null {
  const iso = DATA_ISO.exec(texto);
  const br = iso ? null : DATA_BR.exec(texto);
  const partes = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : null;
  if (!partes) return null;
  const [ano, mes, dia] = partes.map(Number) as [number, number, number];
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  if (data.getUTCFullYear() !== ano || data.getUTCMonth() !== mes - 1 || data.getUTCDate() !== dia) return null;
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

export interface FiltrosLidos {
  /** Valores como vieram (normalizados), para preencher o formulário e montar links. */
  valores: Record<string, string>;
  /** Variável `filtro` do GraphQL, já com o filtro fixo do conjunto; null sem filtro algum. */
  filtro: Record<string, string | number | boolean> | null;
  /** Mensagens em português, uma por filtro inválido. */
  erros: string[];
}

/**
 * O valor de um filtro a partir do texto do parâmetro (já sem espaços nas pontas), conferido pelo tipo; null quando o
 * texto não serve. A tela, a exportação e a API REST leem os filtros por aqui, cada uma com as suas mensagens.
 */
export function valorDoFiltro(f: Filtro, bruto: string): string | number | boolean | null {
  switch (f.tipo) {
    case 'texto':
      return bruto.length > TERMO_MAXIMO ? null : bruto;
    case 'inteiro': {
      const n = Number(bruto);
      return /^\d{1,9}$/.test(bruto) && (f.minimo === undefined || n >= f.minimo) && (f.maximo === undefined || n <= f.maximo) ? n : null;
    }
    case 'id':
      // Até nove dígitos: as chaves são inteiros de 32 bits.
      return /^\d{1,9}$/.test(bruto) ? bruto : null;
    case 'data':
      return lerData(bruto);
    case 'booleano': {
      const v = bruto.toLowerCase();
      return SIM.includes(v) ? true : NAO.includes(v) ? false : null;
    }
    case 'opcoes':
      return (f.opcoes ?? []).some((o) => o.valor === bruto) ? bruto : null;
  }
}

/** A mensagem da tela para um valor que o filtro não aceita. */
function mensagemDaTela(f: Filtro): string {
  switch (f.tipo) {
    case 'texto':
      return `O filtro “${f.rotulo}” aceita no máximo ${TERMO_MAXIMO} caracteres.`;
    case 'inteiro':
      return `O filtro “${f.rotulo}” deve ser um número inteiro${f.minimo !== undefined && f.maximo !== undefined ? ` entre ${f.minimo} e ${f.maximo}` : ''}.`;
    case 'id':
      return `O filtro “${f.rotulo}” deve ser um identificador numérico.`;
    case 'data':
      return `O filtro “${f.rotulo}” deve ser uma data válida no formato dd/mm/aaaa.`;
    case 'booleano':
      return `O filtro “${f.rotulo}” aceita “sim” ou “nao”.`;
    case 'opcoes':
      return `O filtro “${f.rotulo}” aceita: ${(f.opcoes ?? []).map((o) => o.valor).join(', ')}.`;
  }
}

/** Parâmetros ausentes ou vazios não filtram; parâmetros desconhecidos (utm_..., pagina) são ignorados. */
export function lerFiltros(conjunto: Conjunto, busca: URLSearchParams): FiltrosLidos {
  const valores: Record<string, string> = {};
  const filtro: Record<string, string | number | boolean> = {};
  const erros: string[] = [];
  for (const f of conjunto.filtros) {
    const bruto = semCaracteresDeControle(busca.get(f.nome) ?? '').replace(/\s+/g, ' ').trim() || (f.padrao?.() ?? '');
    if (!bruto) {
      if (f.obrigatorio) erros.push(`Informe o filtro “${f.rotulo}”.`);
      continue;
    }
    valores[f.nome] = bruto;
    const valor = valorDoFiltro(f, bruto);
    if (valor === null) erros.push(mensagemDaTela(f));
    else filtro[f.nome] = valor;
  }
  const inicio = filtro.dataInicio;
  const fim = filtro.dataFim;
  if (typeof inicio === 'string' && typeof fim === 'string' && inicio > fim) erros.push('A data inicial deve ser anterior ou igual à data final.');
  const completo = { ...filtro, ...conjunto.filtroFixo };
  return { valores, filtro: Object.keys(completo).length ? completo : null, erros };
}

// ---------------------------------------------------------------------------------------
// Formatação pt-BR, exata (dinheiro sem ponto flutuante).
// ---------------------------------------------------------------------------------------

/** "12345.67" → "12345,67" (sem agrupamento: o CSV pt-BR que planilhas leem como número). */
export function decimalComVirgula(valor: unknown): string {
  const texto = String(valor ?? '');
  return /^-?\d+(\.\d+)?$/.test(texto) ? texto.replace('.', ',') : texto;
}

/** "2025-03-07" → "07/03/2025". */
export function formatarData(valor: unknown): string {
  const m = typeof valor === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(valor) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(valor ?? '');
}

export function formatarInteiro(valor: unknown): string {
  const texto = String(valor ?? '');
  return /^-?\d+$/.test(texto) ? (texto.startsWith('-') ? `-${agrupar(texto.slice(1))}` : agrupar(texto)) : texto;
}

/** Um valor como a tela o mostra. */
export function formatarValor(tipo: TipoDeColuna, valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  switch (tipo) {
    case 'dinheiro':
      return formatarReais(valor);
    case 'data':
      return formatarData(valor);
    case 'inteiro':
      return formatarInteiro(valor);
    case 'booleano':
      return valor ? 'Sim' : 'Não';
    case 'mes': {
      const nome = nomeDoMes(Number(valor));
      return nome.charAt(0).toUpperCase() + nome.slice(1);
    }
    case 'decimal':
      return decimalComVirgula(valor);
    case 'ano':
    case 'texto':
    case 'url':
      return String(valor);
    case 'arquivos':
      return arquivosDoValor(valor)
        .map((a) => `${a.nome} (${formatarTamanho(a.tamanho)})`)
        .join('; ');
  }
}
