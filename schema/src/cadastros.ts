/**
 * Os cadastros do admin descritos só pelo catálogo (a parte `admin` de cada entrada): os seis registros de PDF da
 * transparência (back-office §5, §9) e as categorias de links. As faixas de ano, os tipos e os limites de texto
 * valem para o formulário do admin e para o servidor (ver `errosDoFormulario`).
 */

import type { AdminDoCatalogo } from './admin.js';
import { ANO, opcoesDe, COL_ANO, COL_ARQUIVO, COL_DESCRICAO, COL_PERIODO, DESCRICAO, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';
import { CADASTROS_DE_CONTAS } from './cadastros-contas.js';
import { CADASTROS_DE_DOCUMENTOS } from './cadastros-documentos.js';
import { CADASTROS_DA_FROTA } from './cadastros-frota.js';
import { CADASTROS_FINANCEIROS } from './cadastros-financeiros.js';
import { CADASTROS_DE_PESSOAL } from './cadastros-pessoal.js';
import { CADASTROS_PARLAMENTARES } from './cadastros-parlamentares.js';
import { TIPOS_RELACIONADO_GALERIA } from './galerias.js';
import { CADASTROS_INSTITUCIONAIS } from './institucional.js';

/** Tipos de orçamento. O PPA não tem um valor anual autorizado com pessoal; os outros têm (docs/remuneracoes.md). */
export const TIPOS_ORCAMENTO = {
  loa: { descricao: 'Lei Orçamentária Anual', exigeAutorizadoComPessoal: true },
  ldo: { descricao: 'Lei de Diretrizes Orçamentárias', exigeAutorizadoComPessoal: true },
  qdd: { descricao: 'Quadro de Detalhamento da Despesa', exigeAutorizadoComPessoal: true },
  ppa: { descricao: 'Plano Plurianual', exigeAutorizadoComPessoal: false },
} as const;
export type TipoOrcamentoValor = keyof typeof TIPOS_ORCAMENTO;

export function tipoOrcamentoValido(tipo: unknown): tipo is TipoOrcamentoValor {
  return typeof tipo === 'string' && Object.hasOwn(TIPOS_ORCAMENTO, tipo);
}

export const TIPOS_PRESTACAO_CONTAS = {
  receita_presidencia: 'Receita Presidência',
  receita_femal: 'Receita FEMAL',
  ordem: 'Ordem Cronológica',
  detalhamento: 'Detalhamento da Execução',
} as const;
export type TipoPrestacaoContasValor = keyof typeof TIPOS_PRESTACAO_CONTAS;

export function tipoCadastroValido(tipo: unknown): tipo is TipoPrestacaoContasValor {
  return typeof tipo === 'string' && Object.hasOwn(TIPOS_PRESTACAO_CONTAS, tipo);
}

export { opcoesDe };


export const ORCAMENTOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'orcamentos',
  permissao: 'api/admin/orcamentos',
  caminho: '/orcamentos',
  rotulo: 'Orçamentos',
  rotuloItem: 'Orçamento',
  feminino: false,
  graphql: { singular: 'orcamento', plural: 'orcamentos' },
  busca: ['descricao'],
  filtros: ['ano', 'tipo'],
  conjunto: 'orcamentos',
  lista: [COL_ANO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'autorizadoComPessoal', rotulo: 'Autorizado com pessoal', mostrar: 'autorizadoComPessoalFormatado' }, COL_DESCRICAO],
  exibicao: [COL_ANO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'autorizadoComPessoal', rotulo: 'Autorizado com pessoal', mostrar: 'autorizadoComPessoalFormatado' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    ANO({ anoAtual: -12 }, { anoAtual: 2 }, 'Do ano atual − 12 ao ano atual + 2.'),
    { campo: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', obrigatorio: true, opcoes: opcoesDe(TIPOS_ORCAMENTO), descricao: 'Tipo: loa, ldo, qdd ou ppa.', mensagens: { invalido: 'Tipo de orçamento inválido' } },
    {
      campo: 'autorizadoComPessoal',
      rotulo: 'Autorizado com pessoal (R$)',
      tipo: 'dinheiro',
      obrigatorio: (dados) => !tipoOrcamentoValido(dados.tipo) || TIPOS_ORCAMENTO[dados.tipo].exigeAutorizadoComPessoal,
      descricao: 'Valor em reais: "1234.56" ou "1.234,56". Obrigatório salvo no ppa.',
      mensagens: {
        obrigatorio: 'Informe o valor autorizado com pessoal.',
        formato: 'Informe um valor autorizado com pessoal válido, por exemplo 1234,56.',
        maximo: 'O valor autorizado com pessoal não pode passar de R$ 999.999.999.999,99.',
      },
    },
    DESCRICAO(300),
    PDF(true),
  ],
  descrever: 'o orçamento {tipoDescricao} de {ano}',
};

export const QUADROS_REMUNERACAO: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'quadro_remuneracoes',
  permissao: 'api/admin/quadro_remuneracoes',
  caminho: '/quadro-remuneracao',
  rotulo: 'Quadro de remuneração',
  rotuloItem: 'Quadro de remuneração',
  feminino: false,
  graphql: { singular: 'quadroRemuneracao', plural: 'quadrosRemuneracao' },
  filtros: ['ano', 'mes'],
  conjunto: 'quadros-de-remuneracao',
  lista: [COL_PERIODO, COL_DESCRICAO, COL_ARQUIVO],
  exibicao: [COL_PERIODO, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [ANO(1992, 2014, 'De 1992 a 2014.'), { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12.' }, DESCRICAO(200), PDF(true)],
  descrever: 'o quadro de {mes}/{ano}',
};

export const GESTOES_FISCAIS_ANUAIS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'gestao_fiscal_anuais',
  permissao: 'api/admin/gestao_fiscal_anuais',
  caminho: '/gestao-fiscal-anual',
  rotulo: 'Gestão fiscal anual',
  rotuloItem: 'Gestão fiscal',
  feminino: true,
  graphql: { singular: 'gestaoFiscalAnual', plural: 'gestoesFiscaisAnuais' },
  busca: ['descricao'],
  filtros: ['ano'],
  conjunto: 'gestao-fiscal',
  lista: [COL_ANO, COL_DESCRICAO, COL_ARQUIVO],
  exibicao: [COL_ANO, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [{ ...ANO({ anoAtual: -10 }, { anoAtual: 2 }, 'Do ano atual − 10 ao ano atual + 2; o formulário sugere o ano atual.'), padrao: 'anoAtual' }, DESCRICAO(300), PDF(true)],
  descrever: 'a gestão fiscal de {ano}',
  sucesso: 'Gestão fiscal salva com sucesso.',
};

export const PRESTACOES_CONTAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'prestacao_contas',
  permissao: 'api/admin/prestacao_contas',
  caminho: '/prestacao-contas',
  rotulo: 'Prestação de contas',
  rotuloItem: 'Prestação de contas',
  feminino: true,
  graphql: { singular: 'prestacaoContas', plural: 'prestacoesContas' },
  busca: ['descricao'],
  filtros: ['ano', 'tipoCadastro'],
  conjunto: 'prestacao-de-contas',
  lista: [COL_ANO, { campo: 'tipoCadastro', rotulo: 'Tipo', mostrar: 'tipoCadastroDescricao' }, COL_DESCRICAO],
  exibicao: [COL_ANO, { campo: 'mes', rotulo: 'Mês' }, { campo: 'tipoCadastro', rotulo: 'Tipo', mostrar: 'tipoCadastroDescricao' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    ANO({ anoAtual: -12 }, { anoAtual: 2 }, 'Do ano atual − 12 ao ano atual + 2.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes' },
    {
      campo: 'tipoCadastro',
      rotulo: 'Tipo',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: opcoesDe(TIPOS_PRESTACAO_CONTAS),
      descricao: 'Tipo: receita_presidencia, receita_femal, ordem ou detalhamento.',
      mensagens: { invalido: 'Tipo de cadastro inválido' },
    },
    DESCRICAO(300),
    PDF(true),
  ],
  descrever: 'a prestação de contas "{tipoCadastroDescricao}" de {ano}',
};

export const DEMONSTRATIVOS_DESPESAS_COM_PESSOAL: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'demonstrativo_despesas_com_pessoal',
  permissao: 'api/admin/demonstrativo_despesas_com_pessoal',
  caminho: '/demonstrativo-despesas-com-pessoal',
  rotulo: 'Demonstrativo de despesas com pessoal',
  rotuloItem: 'Demonstrativo',
  feminino: false,
  graphql: { singular: 'demonstrativoDespesasComPessoal', plural: 'demonstrativosDespesasComPessoal' },
  busca: ['descricao'],
  filtros: ['ano'],
  conjunto: 'despesas-com-pessoal',
  lista: [COL_ANO, COL_DESCRICAO, COL_ARQUIVO],
  exibicao: [COL_ANO, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [ANO({ anoAtual: -12 }, { anoAtual: 1 }, 'Do ano atual − 12 ao ano atual + 1.'), DESCRICAO(300), PDF(true)],
  descrever: 'o demonstrativo de {ano}',
};

export const SANCOES_ADMINISTRATIVAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'sancao_administrativa',
  permissao: 'api/admin/sancao_administrativa',
  caminho: '/sancoes-administrativas',
  rotulo: 'Sanções administrativas',
  rotuloItem: 'Sanção administrativa',
  feminino: true,
  graphql: { singular: 'sancaoAdministrativa', plural: 'sancoesAdministrativas' },
  busca: ['empresa', 'sancao', 'processo'],
  filtros: ['ano'],
  conjunto: 'sancoes-administrativas',
  lista: [COL_ANO, { campo: 'empresa', rotulo: 'Empresa' }, { campo: 'sancao', rotulo: 'Sanção' }, { campo: 'processo', rotulo: 'Processo' }],
  exibicao: [
    COL_ANO,
    { campo: 'empresa', rotulo: 'Empresa' },
    { campo: 'cnpj', rotulo: 'CNPJ', mostrar: 'cnpjFormatado' },
    { campo: 'sancao', rotulo: 'Sanção' },
    { campo: 'processo', rotulo: 'Processo' },
    { campo: 'dataPublicacao', rotulo: 'Data de publicação', formato: 'data' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO({ anoAtual: -12 }, { anoAtual: 0 }),
    { campo: 'empresa', rotulo: 'Empresa', tipo: 'texto', obrigatorio: true, maximo: 200, mensagens: { obrigatorio: 'Informe a empresa.', maximo: 'O nome da empresa deve ter no máximo 200 caracteres.' } },
    { campo: 'cnpj', rotulo: 'CNPJ', tipo: 'cnpj', descricao: 'Com ou sem pontuação.' },
    { campo: 'sancao', rotulo: 'Sanção aplicada', tipo: 'textoLongo', obrigatorio: true, mensagens: { obrigatorio: 'Informe a sanção aplicada.' } },
    { campo: 'processo', rotulo: 'Processo', tipo: 'texto', maximo: 60, mensagens: { maximo: 'O processo deve ter no máximo 60 caracteres.' } },
    { campo: 'dataPublicacao', rotulo: 'Data de publicação', tipo: 'data', descricao: 'AAAA-MM-DD.', mensagens: { formato: 'Informe a data de publicação no formato AAAA-MM-DD.' } },
    PDF(false, 'PDF da publicação (opcional).'),
  ],
  descrever: 'a sanção de {empresa}',
};

export const NOME_DA_CATEGORIA_MAXIMO = 255;
export const ORDEM_DA_CATEGORIA_MAXIMA = 999999;

export const CATEGORIAS_LINKS: AdminDoCatalogo = {
  recurso: 'categorias_links',
  permissao: 'api/admin/categorias_links',
  caminho: '/categorias-links',
  grupo: 'Portal',
  rotulo: 'Categorias de links',
  rotuloItem: 'Categoria de link',
  feminino: true,
  graphql: { singular: 'categoriaLink', plural: 'categoriasLinks' },
  busca: ['nome'],
  lista: [{ campo: 'nome', rotulo: 'Nome' }, { campo: 'ordem', rotulo: 'Ordem' }],
  exibicao: [{ campo: 'nome', rotulo: 'Nome' }, { campo: 'ordem', rotulo: 'Ordem' }],
  formulario: [
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true, maximo: NOME_DA_CATEGORIA_MAXIMO, mensagens: { obrigatorio: 'Informe o nome da categoria.', maximo: `O nome deve ter no máximo ${NOME_DA_CATEGORIA_MAXIMO} caracteres.` } },
    {
      campo: 'ordem',
      rotulo: 'Ordem',
      tipo: 'inteiro',
      obrigatorio: true,
      limites: { minimo: 0, maximo: ORDEM_DA_CATEGORIA_MAXIMA },
      mensagens: { invalido: `A ordem deve ser um número inteiro entre 0 e ${ORDEM_DA_CATEGORIA_MAXIMA}.` },
    },
  ],
  descrever: 'a categoria "{nome}"',
};

/** Categorias de fotos (back-office §2: categorias-fotos?pagina&termo; o tipo do relacionado das galerias, docs/galerias.md). */
export const CATEGORIAS_FOTOS: AdminDoCatalogo = {
  recurso: 'galeria_categorias',
  permissao: 'api/admin/galeria_categorias',
  caminho: '/categorias-fotos',
  grupo: 'Portal',
  rotulo: 'Categorias de fotos',
  rotuloItem: 'Categoria de fotos',
  feminino: true,
  graphql: { singular: 'galeriaCategoria', plural: 'galeriaCategorias' },
  busca: ['nome'],
  filtros: ['tipoRelacionado'],
  lista: [{ campo: 'nome', rotulo: 'Nome' }, { campo: 'tipoRelacionado', rotulo: 'Relacionado' }],
  exibicao: [{ campo: 'nome', rotulo: 'Nome' }, { campo: 'tipoRelacionado', rotulo: 'Relacionado' }],
  formulario: [
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true, maximo: NOME_DA_CATEGORIA_MAXIMO, mensagens: { obrigatorio: 'Informe o nome da categoria.', maximo: `O nome deve ter no máximo ${NOME_DA_CATEGORIA_MAXIMO} caracteres.` } },
    {
      campo: 'tipoRelacionado',
      rotulo: 'Relacionado',
      tipo: 'opcoes',
      opcoes: opcoesDe(TIPOS_RELACIONADO_GALERIA),
      ajuda: 'As galerias desta categoria pedem um deputado ou uma comissão; sem tipo, nenhum.',
      mensagens: { invalido: 'Tipo de relacionado inválido' },
    },
  ],
  descrever: 'a categoria "{nome}"',
};

export const TITULO_DO_LINK_MAXIMO = 255;
export const URL_DO_LINK_MAXIMA = 500;

/** Links do portal, por categoria (back-office §3: link e categoria_link; a página pública `links`, docs/links.md). */
export const LINKS: AdminDoCatalogo = {
  recurso: 'links',
  permissao: 'api/admin/links',
  caminho: '/links',
  grupo: 'Portal',
  rotulo: 'Links',
  rotuloItem: 'Link',
  feminino: false,
  graphql: { singular: 'link', plural: 'links' },
  busca: ['titulo', 'url'],
  lista: [{ campo: 'titulo', rotulo: 'Título' }, { campo: 'categoriaLinkId', rotulo: 'Categoria', mostrar: 'categoriaNome' }, { campo: 'url', rotulo: 'Endereço' }],
  exibicao: [{ campo: 'titulo', rotulo: 'Título' }, { campo: 'categoriaLinkId', rotulo: 'Categoria', mostrar: 'categoriaNome' }, { campo: 'url', rotulo: 'Endereço' }, { campo: 'ordem', rotulo: 'Ordem' }],
  formulario: [
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', obrigatorio: true, maximo: TITULO_DO_LINK_MAXIMO, mensagens: { obrigatorio: 'Informe o título do link.' } },
    { campo: 'url', rotulo: 'Endereço', tipo: 'url', obrigatorio: true, maximo: URL_DO_LINK_MAXIMA, ajuda: 'Começa com https:// (ou http://).', mensagens: { obrigatorio: 'Informe o endereço do link.' } },
    { campo: 'categoriaLinkId', rotulo: 'Categoria', tipo: 'personalizado', componente: 'CategoriaDoLink', obrigatorio: true, descricao: 'Categoria (categoriasLinks).', mensagens: { obrigatorio: 'Selecione a categoria do link.' } },
    {
      campo: 'ordem',
      rotulo: 'Ordem',
      tipo: 'inteiro',
      obrigatorio: true,
      limites: { minimo: 0, maximo: ORDEM_DA_CATEGORIA_MAXIMA },
      mensagens: { invalido: `A ordem deve ser um número inteiro entre 0 e ${ORDEM_DA_CATEGORIA_MAXIMA}.` },
    },
  ],
  descrever: 'o link "{titulo}"',
  sucesso: 'Link salvo com sucesso.',
};

/** Os seis registros de PDF da transparência, na ordem do menu. */
export const AERONAVES: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'aeronaves',
  permissao: 'api/admin/aeronaves',
  caminho: '/aeronaves',
  rotulo: 'Aeronaves',
  rotuloItem: 'Relatório de uso de aeronave',
  feminino: false,
  graphql: { singular: 'aeronave', plural: 'aeronaves' },
  busca: ['prefixo', 'modelo', 'descricao'],
  filtros: ['ano', 'mes'],
  conjunto: 'aeronaves',
  lista: [COL_PERIODO, { campo: 'prefixo', rotulo: 'Prefixo' }, { campo: 'modelo', rotulo: 'Modelo' }, COL_DESCRICAO],
  exibicao: [COL_PERIODO, { campo: 'prefixo', rotulo: 'Prefixo' }, { campo: 'modelo', rotulo: 'Modelo' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    ANO(2015, { anoAtual: 0 }, 'De 2015 ao ano atual.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12.' },
    { campo: 'prefixo', rotulo: 'Prefixo', tipo: 'texto', obrigatorio: true, maximo: 10, ajuda: 'Matrícula no Registro Aeronáutico Brasileiro, por exemplo PR-ALG.' },
    { campo: 'modelo', rotulo: 'Modelo', tipo: 'texto', obrigatorio: true, maximo: 80, ajuda: 'Fabricante e modelo, por exemplo Beechcraft King Air C90.' },
    DESCRICAO(200),
    PDF(true),
  ],
  descrever: 'o relatório da aeronave {prefixo} de {mes}/{ano}',
};

export const REGISTROS_PDF: readonly AdminDoCatalogo[] = [QUADROS_REMUNERACAO, ORCAMENTOS, GESTOES_FISCAIS_ANUAIS, PRESTACOES_CONTAS, SANCOES_ADMINISTRATIVAS, DEMONSTRATIVOS_DESPESAS_COM_PESSOAL, AERONAVES, ...CADASTROS_PARLAMENTARES, ...CADASTROS_DE_PESSOAL, ...CADASTROS_DE_DOCUMENTOS, ...CADASTROS_DA_FROTA, ...CADASTROS_DE_CONTAS];

/** Toda entrada do catálogo com parte administrativa (recurso genérico do admin). */
export const CADASTROS: readonly AdminDoCatalogo[] = [CATEGORIAS_LINKS, LINKS, CATEGORIAS_FOTOS, ...CADASTROS_INSTITUCIONAIS, ...REGISTROS_PDF, ...CADASTROS_FINANCEIROS];

export function cadastroPorRecurso(recurso: string): AdminDoCatalogo | undefined {
  return CADASTROS.find((c) => c.recurso === recurso);
}
