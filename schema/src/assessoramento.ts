/**
 * Assessoramento temático (issue 17 item 3, docs/microsites.md): as informações (a descrição e os contatos), o corpo
 * técnico e os materiais (artigos, estudos, relatórios, livros, painéis). Três entradas do catálogo com a permissão do módulo
 * (`api/admin/assessoramento_tematico`, back-office §2), cada uma com os caminhos REST e o recurso genérico do admin,
 * mostrado como uma aba da tela do assessoramento (clients/admin/src/modules/assessoramento).
 */

import type { AdminDoCatalogo, OpcaoDoCampo } from './admin.js';

const PERMISSAO = 'api/admin/assessoramento_tematico';

/** Os tipos de material (back-office §5), com o trecho do endereço da seção pública de cada um. */
export const TIPOS_DE_MATERIAL: readonly (OpcaoDoCampo & { secao: string; plural: string })[] = [
  { valor: '0', rotulo: 'Artigo', secao: 'artigos', plural: 'Artigos' },
  { valor: '1', rotulo: 'Estudo', secao: 'estudos', plural: 'Estudos' },
  { valor: '2', rotulo: 'Relatório', secao: 'relatorios', plural: 'Relatórios' },
  { valor: '3', rotulo: 'Livro', secao: 'livros', plural: 'Livros' },
  { valor: '4', rotulo: 'Painel interativo', secao: 'paineis', plural: 'Painéis interativos' },
];

/** As seções de uma informação: a apresentação (a descrição da página inicial), o contato e as demais. */
export const SECOES_DE_INFORMACAO: readonly OpcaoDoCampo[] = [
  { valor: 'apresentacao', rotulo: 'Apresentação' },
  { valor: 'contato', rotulo: 'Contato' },
  { valor: 'outras', rotulo: 'Outras informações' },
];

const CONTATO = { secao: 'contato' } as const;

/**
 * As informações do assessoramento (back-office §7 `/informacoes`): a descrição (apresentação), os contatos e outros
 * textos, em texto rico e em ordem.
 */
export const INFORMACOES_ASSESSORAMENTO: AdminDoCatalogo = {
  recurso: 'assessoramento_tematico_informacoes',
  permissao: PERMISSAO,
  caminho: '/assessoramento_tematico/informacoes',
  grupo: 'Portal',
  rotulo: 'Assessoramento: descrição e informações',
  rotuloItem: 'Informação do assessoramento',
  aba: 'Descrição',
  feminino: true,
  graphql: { singular: 'informacaoAssessoramento', plural: 'informacoesAssessoramento' },
  busca: ['titulo', 'conteudo'],
  filtros: ['secao'],
  lista: [
    { campo: 'secao', rotulo: 'Seção', mostrar: 'secaoNome' },
    { campo: 'ordem', rotulo: 'Ordem' },
    { campo: 'titulo', rotulo: 'Título' },
  ],
  exibicao: [
    { campo: 'secao', rotulo: 'Seção', mostrar: 'secaoNome' },
    { campo: 'ordem', rotulo: 'Ordem' },
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'conteudo', rotulo: 'Conteúdo', formato: 'html' },
  ],
  formulario: [
    { campo: 'secao', rotulo: 'Seção', tipo: 'opcoes', obrigatorio: true, opcoes: SECOES_DE_INFORMACAO, valorPadrao: 'apresentacao', mensagens: { obrigatorio: 'Selecione a seção.', invalido: 'Seção inválida' } },
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', obrigatorio: true, maximo: 200, mensagens: { obrigatorio: 'Informe o título.' } },
    { campo: 'ordem', rotulo: 'Ordem', tipo: 'inteiro', limites: { minimo: 1, maximo: 999 }, ajuda: 'Menor primeiro; em branco, 1.' },
    { campo: 'conteudo', rotulo: 'Conteúdo', tipo: 'textoRico', obrigatorio: true, descricao: 'HTML do editor (saneado ao guardar).', mensagens: { obrigatorio: 'Informe o conteúdo.' } },
  ],
  descrever: 'a informação "{titulo}"',
  // back-office §7: the legacy form's key and paths. `{id}` is always the information record; the contacts are the
  // records of the section `contato` (docs/microsites.md).
  rest: {
    envelope: 'assessoramento',
    sinonimos: [
      { metodo: 'get', caminho: '/assessoramento_tematico/:id/informacoes', acao: 'item' },
      { metodo: 'post', caminho: '/assessoramento_tematico/informacoes/:id', acao: 'atualizar' },
      { metodo: 'get', caminho: '/assessoramento_tematico/descricao/contatos', acao: 'lista', fixos: CONTATO },
      { metodo: 'post', caminho: '/assessoramento_tematico/descricao/contatos', acao: 'criar', fixos: CONTATO },
      { metodo: 'get', caminho: '/assessoramento_tematico/descricao/contatos/:id', acao: 'item', fixos: CONTATO },
      { metodo: 'put', caminho: '/assessoramento_tematico/descricao/contatos/:id', acao: 'atualizar', fixos: CONTATO },
      { metodo: 'post', caminho: '/assessoramento_tematico/descricao/contatos/:id', acao: 'atualizar', fixos: CONTATO },
      { metodo: 'delete', caminho: '/assessoramento_tematico/descricao/contatos/:id', acao: 'excluir', fixos: CONTATO },
    ],
  },
};

/** back-office §2 `/corpo_tecnico`: os membros do corpo técnico. */
export const CORPO_TECNICO: AdminDoCatalogo = {
  recurso: 'assessoramento_tematico_corpo_tecnico',
  permissao: PERMISSAO,
  caminho: '/assessoramento_tematico/corpo_tecnico',
  grupo: 'Portal',
  rotulo: 'Assessoramento: corpo técnico',
  rotuloItem: 'Membro do corpo técnico',
  aba: 'Corpo Técnico',
  feminino: false,
  graphql: { singular: 'membroCorpoTecnico', plural: 'membrosCorpoTecnico' },
  busca: ['nome', 'area'],
  lista: [
    { campo: 'nome', rotulo: 'Nome' },
    { campo: 'cargo', rotulo: 'Cargo' },
    { campo: 'area', rotulo: 'Área' },
  ],
  exibicao: [
    { campo: 'nome', rotulo: 'Nome' },
    { campo: 'cargo', rotulo: 'Cargo' },
    { campo: 'area', rotulo: 'Área' },
    { campo: 'formacao', rotulo: 'Formação' },
    { campo: 'email', rotulo: 'E-mail' },
  ],
  formulario: [
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true, maximo: 200, mensagens: { obrigatorio: 'Informe o nome.' } },
    { campo: 'cargo', rotulo: 'Cargo', tipo: 'texto', maximo: 200 },
    { campo: 'area', rotulo: 'Área', tipo: 'texto', maximo: 200, ajuda: 'Ex.: Saúde, Educação, Finanças públicas.' },
    { campo: 'formacao', rotulo: 'Formação', tipo: 'textoLongo', maximo: 1000 },
    { campo: 'email', rotulo: 'E-mail', tipo: 'texto', maximo: 200 },
  ],
  descrever: 'o membro "{nome}"',
  rest: { envelope: 'membro' },
};

/** back-office §2 `/materiais` e §5: título, data e tipo; o documento em PDF ou o endereço (um painel é um link). */
export const MATERIAIS: AdminDoCatalogo = {
  recurso: 'assessoramento_tematico_materiais',
  permissao: PERMISSAO,
  caminho: '/assessoramento_tematico/materiais',
  grupo: 'Portal',
  rotulo: 'Assessoramento: materiais',
  rotuloItem: 'Material',
  aba: 'Materiais',
  feminino: false,
  graphql: { singular: 'materialAssessoramento', plural: 'materiaisAssessoramento' },
  busca: ['titulo', 'resumo'],
  filtros: ['tipo'],
  lista: [
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'titulo', rotulo: 'Título' },
  ],
  exibicao: [
    { campo: 'titulo', rotulo: 'Título' },
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'resumo', rotulo: 'Resumo' },
    { campo: 'url', rotulo: 'Endereço' },
    { campo: 'arquivo', rotulo: 'Arquivo' },
  ],
  formulario: [
    { campo: 'titulo', rotulo: 'Título', tipo: 'texto', obrigatorio: true, maximo: 300, mensagens: { obrigatorio: 'Informe o título.' } },
    { campo: 'data', rotulo: 'Data', tipo: 'data', obrigatorio: true, mensagens: { obrigatorio: 'Informe a data.', formato: 'Informe a data no formato AAAA-MM-DD.' } },
    { campo: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', obrigatorio: true, opcoes: TIPOS_DE_MATERIAL.map(({ valor, rotulo }) => ({ valor, rotulo })), mensagens: { obrigatorio: 'Selecione o tipo.', invalido: 'Tipo de material inválido' } },
    { campo: 'resumo', rotulo: 'Resumo', tipo: 'textoLongo', maximo: 1000 },
    { campo: 'url', rotulo: 'Endereço', tipo: 'url', maximo: 500, ajuda: 'Um painel interativo ou um documento publicado em outro site.' },
    { campo: 'arquivo', rotulo: 'Arquivo PDF', tipo: 'pdf', ajuda: 'Somente .pdf.', descricao: 'PDF enviado por multipart; sem ele, informe o endereço.' },
  ],
  exigeUm: { campos: ['url', 'arquivo'], mensagem: 'Informe o endereço ou anexe o PDF.' },
  descrever: 'o material "{titulo}"',
  rest: { envelope: 'material' },
};

/** A tela do admin com as três entradas em abas (back-office §2): o item do menu. */
export const TELA_ASSESSORAMENTO = { rotulo: 'Assessoramento temático', caminho: '/assessoramento_tematico' } as const;

export const CADASTROS_ASSESSORAMENTO: readonly AdminDoCatalogo[] = [INFORMACOES_ASSESSORAMENTO, CORPO_TECNICO, MATERIAIS];
