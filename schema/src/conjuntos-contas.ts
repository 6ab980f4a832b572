/**
 * Despesas (`dueofs`), programas e ações, o painel de receitas e os arquivos e links (`cadastros-contas.ts`), com os
 * caminhos de public-site.md §7: `dueofs` (`periodos`, `naturezas`, cabeçalho `SomaDueofs`), `programa-acoes`,
 * `arquivos-links` e `tipos`.
 */

import { anosComDados, COLUNA_ARQUIVO, COLUNA_MES, comCadastro, FILTRO_MES, filtroAno, filtroTermo, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import { ARQUIVOS_LINKS, DUEOFS, ORIGENS_RECEITA, PROGRAMAS_ACOES, RECEITAS, TIPOS_ACAO, TIPOS_ARQUIVO_LINK } from './cadastros-contas.js';
import { opcoesDe } from './campos-do-cadastro.js';
import type { Coluna, Conjunto } from './conjuntos.js';
import type { Vocabulario } from './rest.js';

const texto = (campo: string, rotulo: string, descricao: string, somenteExportacao?: true): Coluna => ({ campo, rotulo, tipo: 'texto', descricao, ...(somenteExportacao ? { somenteExportacao } : {}) });
const dinheiro = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'dinheiro', unidade: 'R$', descricao });
const ano = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'ano', descricao });
const periodos = (caminho: string, cadastro: string): Vocabulario => ({ caminho, raiz: 'periodosComDados', campos: 'ano meses', argumentos: `cadastro: ${cadastro}` });
const opcoes = (caminho: string, cadastro: string, campo: string): Vocabulario => ({ caminho, raiz: 'opcoesDoCadastro', campos: 'valor descricao', argumentos: `cadastro: ${cadastro}, campo: "${campo}"` });

const despesas: Conjunto = {
  id: 'despesas',
  titulo: 'Despesas',
  descricao:
    'Cada pagamento da Assembleia (a ordem bancária): data, natureza da despesa (o elemento da classificação orçamentária), favorecido, histórico e valor. A soma do filtro vem no rodapé e, na API, no cabeçalho SomaDueofs.',
  area: 'despesas',
  raiz: 'dueofs',
  tipoDoFiltro: 'DueofFiltro',
  colunas: [
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'Data do pagamento.' },
    texto('documento', 'Documento', 'Número da ordem bancária, por exemplo 2025OB004512.'),
    texto('natureza', 'Natureza', 'Natureza da despesa: código e nome do elemento, por exemplo "3.3.90.39 - Outros serviços de terceiros - pessoa jurídica".'),
    texto('favorecido', 'Favorecido', 'Quem recebeu o pagamento.'),
    texto('historico', 'Histórico', 'O que foi pago.', true),
    dinheiro('valor', 'Valor', 'Valor pago, em reais.'),
    { ...COLUNA_MES, somenteExportacao: true },
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Favorecido, histórico ou número do documento.'),
    filtroAno('Ano do pagamento.'),
    FILTRO_MES,
    { nome: 'natureza', rotulo: 'Natureza', tipo: 'texto', descricao: 'Natureza da despesa, pelo texto exato (ver /dueofs/naturezas).', sugestoes: { raiz: 'naturezasDueofs' } },
  ],
  totais: {
    raiz: 'dueofsTotal',
    campos: [
      { campo: 'quantidade', rotulo: 'Pagamentos', tipo: 'inteiro' },
      { campo: 'valor', rotulo: 'Soma', tipo: 'dinheiro' },
    ],
  },
  vazio: 'Nenhuma despesa publicada.',
  ...comCadastro(DUEOFS),
  rest: {
    ...restDeRegistroPdf({ lista: ['/dueofs'], item: true, campos: 'id ano mes data documento natureza favorecido historico valor', cadastro: 'DUEOF', admin: DUEOFS }),
    vocabularios: [anosComDados('/dueofs/anos', 'DUEOF'), periodos('/dueofs/periodos', 'DUEOF'), { caminho: '/dueofs/naturezas', raiz: 'naturezasDueofs' }],
    cabecalhos: { SomaDueofs: 'valor', Total: 'valor' },
    cabecalhosDoPeriodo: true,
  },
};

const programaAcoesRest = restDeRegistroPdf({
  lista: ['/programa-acoes'],
  item: true,
  campos: 'id ano anoInicio anoFim programa acao tipo tipoDescricao objetivo valorPrevisto valorExecutado',
  cadastro: 'PROGRAMA_ACAO',
  admin: PROGRAMAS_ACOES,
});

const programaAcoes: Conjunto = {
  id: 'programa-acoes',
  titulo: 'Programas e ações',
  descricao: 'Os programas e as ações do plano plurianual (PPA) executados pela Assembleia: o período do plano, o tipo da ação, o objetivo, o valor previsto e o executado no ano.',
  area: 'contas',
  raiz: 'programasAcoes',
  tipoDoFiltro: 'ProgramaAcaoFiltro',
  colunas: [
    ano('ano', 'Ano', 'Ano de referência.'),
    texto('programa', 'Programa', 'Código e nome do programa.'),
    texto('acao', 'Ação', 'Código e nome da ação.'),
    texto('tipoDescricao', 'Tipo', 'Projeto, atividade ou operação especial.'),
    ano('anoInicio', 'Início do plano', 'Primeiro ano do plano plurianual.'),
    ano('anoFim', 'Fim do plano', 'Último ano do plano plurianual.'),
    texto('objetivo', 'Objetivo', 'O que a ação busca.', true),
    dinheiro('valorPrevisto', 'Previsto', 'Dotação prevista no ano, em reais.'),
    dinheiro('valorExecutado', 'Executado', 'Valor executado (liquidado) no ano, em reais; vazio quando ainda não há.'),
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Programa, ação ou objetivo.'), filtroAno('Ano de referência.'), { nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Tipo da ação.', opcoes: opcoesDe(TIPOS_ACAO) }],
  vazio: 'Nenhum programa publicado.',
  ...comCadastro(PROGRAMAS_ACOES),
  // The admin screens live at /admin/programas-acoes and the legacy admin API at /api/admin/programa-acoes (back-office §2, §7).
  rest: { ...programaAcoesRest, admin: { ...programaAcoesRest.admin!, caminho: '/programa-acoes', vocabularios: [{ caminho: '/programa-acoes/anos', raiz: 'anosPermitidos', argumentos: 'cadastro: PROGRAMA_ACAO' }] } },
};

const receitas: Conjunto = {
  id: 'receitas',
  titulo: 'Painel de receitas',
  descricao: 'As receitas da Assembleia por mês e origem (o repasse do duodécimo, rendimentos de aplicações, o FEMAL, restituições): o valor previsto e o arrecadado, com os totais do filtro.',
  area: 'contas',
  raiz: 'receitas',
  tipoDoFiltro: 'ReceitaFiltro',
  colunas: [
    { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano de referência.' },
    COLUNA_MES,
    texto('origemDescricao', 'Origem', 'De onde veio a receita.'),
    texto('descricao', 'Descrição', 'Detalhe da receita.', true),
    dinheiro('valorPrevisto', 'Previsto', 'Valor previsto para o mês, em reais.'),
    dinheiro('valorArrecadado', 'Arrecadado', 'Valor efetivamente recebido no mês, em reais.'),
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano de referência.'), FILTRO_MES, { nome: 'origem', rotulo: 'Origem', tipo: 'opcoes', descricao: 'Origem da receita.', opcoes: opcoesDe(ORIGENS_RECEITA) }],
  totais: {
    raiz: 'receitasTotal',
    campos: [
      { campo: 'quantidade', rotulo: 'Lançamentos', tipo: 'inteiro' },
      { campo: 'valorPrevisto', rotulo: 'Total previsto', tipo: 'dinheiro' },
      { campo: 'valorArrecadado', rotulo: 'Total arrecadado', tipo: 'dinheiro' },
    ],
  },
  vazio: 'Nenhuma receita publicada.',
  ...comCadastro(RECEITAS),
  rest: {
    ...restDeRegistroPdf({ lista: ['/receitas'], item: true, campos: 'id ano mes origem origemDescricao descricao valorPrevisto valorArrecadado', cadastro: 'RECEITA', admin: RECEITAS }),
    vocabularios: [anosComDados('/receitas/anos', 'RECEITA'), periodos('/receitas/periodos', 'RECEITA'), opcoes('/receitas/origens', 'RECEITA', 'origem')],
    cabecalhos: { Total: 'valorArrecadado', TotalPrevisto: 'valorPrevisto' },
    cabecalhosDoPeriodo: true,
  },
};

const arquivosLinks: Conjunto = {
  id: 'arquivos-links',
  titulo: 'Arquivos e links',
  descricao: 'Documentos e endereços que a transparência publica fora dos outros conjuntos: carta de serviços, planejamento estratégico, relatórios da Ouvidoria e do controle interno, outros portais.',
  area: 'institucional',
  raiz: 'arquivosLinks',
  tipoDoFiltro: 'ArquivoLinkFiltro',
  colunas: [
    { campo: 'ano', rotulo: 'Ano', tipo: 'ano', descricao: 'Ano do documento.' },
    texto('tipoDescricao', 'Tipo', 'Grupo do documento ou do link (ver /tipos).'),
    texto('titulo', 'Título', 'Título do documento ou do link.'),
    texto('descricao', 'Descrição', 'Do que se trata.', true),
    { campo: 'link', rotulo: 'Endereço', tipo: 'url', descricao: 'Endereço em outro site, quando é um link.' },
    COLUNA_ARQUIVO,
  ],
  filtros: [filtroTermo('Palavras do título ou da descrição.'), filtroAno('Ano do documento.'), { nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Grupo do documento ou do link.', opcoes: opcoesDe(TIPOS_ARQUIVO_LINK) }],
  vazio: 'Nenhum arquivo ou link publicado.',
  ...comCadastro(ARQUIVOS_LINKS),
  rest: restDeRegistroPdf({
    lista: ['/arquivos-links'],
    item: true,
    campos: 'id ano tipo tipoDescricao titulo descricao link',
    cadastro: 'ARQUIVO_LINK',
    admin: ARQUIVOS_LINKS,
    tipos: { vocabulario: opcoes('/tipos', 'ARQUIVO_LINK', 'tipo'), noCadastro: true },
  }),
};

export const CONJUNTOS_DE_CONTAS: readonly Conjunto[] = [despesas, programaAcoes, receitas, arquivosLinks];
