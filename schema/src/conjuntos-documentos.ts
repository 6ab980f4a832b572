/**
 * Os conjuntos dos registros de documentos (`cadastros-documentos.ts`): plano anual de contratações, balanço, execução
 * orçamentária, relatórios de gestão, concursos e compliance (`/compliance/{id}` de public-site.md §7).
 */

import { BASE_DA_TRANSPARENCIA, COLUNA_ANO, COLUNA_ARQUIVO, COLUNA_DESCRICAO, COLUNA_MES, comCadastro, FILTRO_MES, filtroAno, filtroTermo, restDeRegistroPdf } from './auxiliares-dos-conjuntos.js';
import { BALANCOS, COMPLIANCE, CONCURSOS, EXECUCOES_ORCAMENTARIAS, LEGISLACOES, OBRAS, ORGANOGRAMAS, PLANOS_CONTRATACOES, RELATORIOS_GESTAO, SITUACOES_CONCURSO, SITUACOES_OBRA, TIPOS_COMPLIANCE, TIPOS_LEGISLACAO } from './cadastros-documentos.js';
import { opcoesDe } from './campos-do-cadastro.js';
import { adminRestDe } from './rest.js';
import type { AdminDoCatalogo } from './admin.js';
import type { AreaId, Coluna, Conjunto } from './conjuntos.js';

const TITULO: Coluna = { campo: 'titulo', rotulo: 'Título', tipo: 'texto', descricao: 'Título do documento.' };

function anual(id: string, titulo: string, descricao: string, area: AreaId, admin: AdminDoCatalogo, cadastro: string, lista: string, vazio: string): Conjunto {
  const tipo = admin.graphql.singular.charAt(0).toUpperCase() + admin.graphql.singular.slice(1);
  return {
    id,
    titulo,
    descricao,
    area,
    raiz: admin.graphql.plural,
    tipoDoFiltro: `${tipo}Filtro`,
    colunas: [COLUNA_ANO, TITULO, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [filtroTermo('Palavras do título ou da descrição.'), filtroAno('Ano do documento.')],
    vazio,
    ...comCadastro(admin),
    rest: restDeRegistroPdf({ lista: [lista], item: true, campos: 'id ano titulo descricao', cadastro, admin }),
  };
}

const texto = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'texto', descricao });
const dinheiro = (campo: string, rotulo: string, descricao: string): Coluna => ({ campo, rotulo, tipo: 'dinheiro', unidade: 'R$', descricao });

const obras: Conjunto = {
  id: 'obras',
  titulo: 'Obras',
  descricao: 'Obras e reformas contratadas pela Assembleia: objeto, local, empresa, situação, valores contratado e pago e o percentual executado.',
  area: 'contratacoes',
  raiz: 'obras',
  tipoDoFiltro: 'ObraFiltro',
  colunas: [
    texto('objeto', 'Objeto', 'O que se constrói ou reforma.'),
    texto('local', 'Local', 'Onde é a obra.'),
    texto('empresa', 'Empresa', 'Empresa contratada.'),
    texto('contrato', 'Contrato', 'Número do contrato.'),
    texto('situacaoDescricao', 'Situação', 'Em licitação, em execução, paralisada ou concluída.'),
    dinheiro('valorContratado', 'Contratado', 'Valor do contrato com os aditivos.'),
    dinheiro('valorPago', 'Pago', 'Soma dos pagamentos feitos.'),
    { campo: 'percentualExecutado', rotulo: '% executado', tipo: 'inteiro', unidade: '%', descricao: 'Percentual executado na última medição.' },
    { campo: 'dataInicio', rotulo: 'Início', tipo: 'data', descricao: 'Data da ordem de serviço.', somenteExportacao: true },
    { campo: 'previsaoTermino', rotulo: 'Previsão de término', tipo: 'data', descricao: 'Data prevista para o término.', somenteExportacao: true },
    { ...COLUNA_ANO, descricao: 'Ano do contrato da obra.', somenteExportacao: true },
    COLUNA_ARQUIVO,
  ],
  filtros: [
    filtroTermo('Objeto, local, empresa ou contrato.'),
    filtroAno('Ano do contrato.'),
    { nome: 'situacao', rotulo: 'Situação', tipo: 'opcoes', descricao: 'Situação da obra.', opcoes: opcoesDe(SITUACOES_OBRA) },
  ],
  vazio: 'Nenhuma obra publicada.',
  ...comCadastro(OBRAS),
  rest: restDeRegistroPdf({
    lista: ['/obras'],
    item: true,
    campos: 'id ano objeto local empresa contrato situacao situacaoDescricao valorContratado valorPago percentualExecutado dataInicio previsaoTermino',
    cadastro: 'OBRA',
    admin: OBRAS,
  }),
};

const legislacao: Conjunto = {
  id: 'legislacao',
  titulo: 'Legislação',
  descricao: 'As normas que regem a Assembleia e o Estado: Constituição Estadual e emendas, leis, decretos legislativos, resoluções, o Regimento Interno, atos da Mesa e portarias, com o texto em outro site (link) ou em PDF.',
  area: 'institucional',
  raiz: 'legislacoes',
  tipoDoFiltro: 'LegislacaoFiltro',
  colunas: [
    texto('tipoDescricao', 'Tipo', 'Espécie da norma (ver /legislacoes/tipos).'),
    texto('numero', 'Número', 'Número da norma, como é citada.'),
    { campo: 'data', rotulo: 'Data', tipo: 'data', descricao: 'Data da norma.' },
    texto('ementa', 'Ementa', 'Resumo do que a norma dispõe.'),
    { campo: 'endereco', rotulo: 'Texto', tipo: 'url', descricao: 'Onde ler a norma: o link, quando há; senão, o PDF guardado.' },
    { ...COLUNA_ANO, descricao: 'Ano da norma.', somenteExportacao: true },
  ],
  filtros: [
    filtroTermo('Palavras da ementa ou o número da norma.'),
    { nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Espécie da norma.', opcoes: opcoesDe(TIPOS_LEGISLACAO) },
    filtroAno('Ano da norma.'),
  ],
  vazio: 'Nenhuma legislação publicada.',
  ...comCadastro(LEGISLACOES),
  rest: restDeRegistroPdf({
    lista: ['/legislacoes'],
    item: true,
    campos: 'id ano tipo tipoDescricao numero data ementa link endereco',
    cadastro: 'LEGISLACAO',
    admin: LEGISLACOES,
    mensagem: LEGISLACOES.sucesso,
    tipos: { vocabulario: { caminho: '/legislacoes/tipos', raiz: 'opcoesDoCadastro', campos: 'valor descricao', argumentos: 'cadastro: LEGISLACAO, campo: "tipo"' }, noCadastro: true },
  }),
};

const estruturaOrganizacional: Conjunto = {
  id: 'estrutura-organizacional',
  titulo: 'Estrutura organizacional',
  descricao: 'O organograma da Assembleia: a Mesa Diretora, as secretarias, diretorias e gerências e a quem cada uma responde, em PDF. O mais recente é o vigente; os anteriores ficam para consulta.',
  area: 'institucional',
  raiz: 'organogramas',
  tipoDoFiltro: 'OrganogramaFiltro',
  // Its own screen: the chart in force first, then the others (clients/public/.../EstruturaOrganizacionalPage.tsx).
  tela: `${BASE_DA_TRANSPARENCIA}/estrutura-organizacional`,
  colunas: [
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', tipo: 'data', descricao: 'Dia a partir do qual a estrutura vale.' },
    TITULO,
    COLUNA_DESCRICAO,
    { ...COLUNA_ARQUIVO, rotulo: 'Organograma', descricao: 'Endereço do organograma em PDF.' },
  ],
  filtros: [filtroTermo('Palavras do título ou da descrição.')],
  vazio: 'Nenhum organograma publicado.',
  ...comCadastro(ORGANOGRAMAS),
  rest: {
    lista: ['/organogramas'],
    item: '/organogramas/:id',
    escolhidos: [{ caminho: '/organogramas/ultimo', raiz: 'organogramaVigente' }],
    campos: 'id ano vigenteDesde titulo descricao arquivo { nome tamanho url }',
    admin: { ...adminRestDe(ORGANOGRAMAS), juntarPdfs: '/merge-arquivos' },
  },
};

export const CONJUNTOS_DE_DOCUMENTOS: readonly Conjunto[] = [
  legislacao,
  estruturaOrganizacional,
  obras,
  anual(
    'plano-anual-contratacoes',
    'Plano anual de contratações',
    'O plano anual de contratações da Assembleia: o que se pretende comprar e contratar no ano, em PDF.',
    'licitacoes',
    PLANOS_CONTRATACOES,
    'PLANO_CONTRATACOES',
    '/plano-anual-contratacoes',
    'Nenhum plano anual de contratações publicado.',
  ),
  anual('balancos', 'Balanço', 'Balanços orçamentário, financeiro e patrimonial anuais da Assembleia, em PDF.', 'contas', BALANCOS, 'BALANCO', '/balancos', 'Nenhum balanço publicado.'),
  anual(
    'relatorios-gestao',
    'Relatórios de gestão',
    'Relatórios anuais de gestão da Assembleia: metas, resultados e a prestação de contas ao Tribunal de Contas, em PDF.',
    'despesas',
    RELATORIOS_GESTAO,
    'RELATORIO_GESTAO',
    '/relatorios-gestao',
    'Nenhum relatório de gestão publicado.',
  ),
  {
    id: 'execucao-orcamentaria',
    titulo: 'Execução orçamentária',
    descricao: 'Relatórios mensais da execução do orçamento da Assembleia (dotação, empenhado, liquidado e pago por ação), em PDF.',
    area: 'contas',
    raiz: 'execucoesOrcamentarias',
    tipoDoFiltro: 'ExecucaoOrcamentariaFiltro',
    colunas: [COLUNA_ANO, COLUNA_MES, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [filtroTermo('Palavras da descrição.'), filtroAno('Ano do relatório.'), FILTRO_MES],
    vazio: 'Nenhum relatório de execução orçamentária publicado.',
    ...comCadastro(EXECUCOES_ORCAMENTARIAS),
    rest: restDeRegistroPdf({ lista: ['/execucao-orcamentaria'], item: true, campos: 'id ano mes descricao', cadastro: 'EXECUCAO_ORCAMENTARIA', admin: EXECUCOES_ORCAMENTARIAS }),
  },
  {
    id: 'concursos',
    titulo: 'Concursos',
    descricao: 'Concursos públicos da Assembleia: edital, vagas e situação.',
    area: 'institucional',
    raiz: 'concursos',
    tipoDoFiltro: 'ConcursoFiltro',
    colunas: [
      COLUNA_ANO,
      TITULO,
      { campo: 'situacaoDescricao', rotulo: 'Situação', tipo: 'texto', descricao: 'Previsto, inscrições abertas, em andamento, homologado ou encerrado.' },
      { campo: 'vagas', rotulo: 'Vagas', tipo: 'inteiro', descricao: 'Vagas oferecidas (0: cadastro de reserva).' },
      COLUNA_DESCRICAO,
      { ...COLUNA_ARQUIVO, rotulo: 'Edital', descricao: 'Endereço do edital em PDF.' },
    ],
    filtros: [
      filtroTermo('Palavras do título ou da descrição.'),
      filtroAno('Ano do concurso.'),
      { nome: 'situacao', rotulo: 'Situação', tipo: 'opcoes', descricao: 'Situação do concurso.', opcoes: opcoesDe(SITUACOES_CONCURSO) },
    ],
    vazio: 'Nenhum concurso publicado.',
    ...comCadastro(CONCURSOS),
    rest: restDeRegistroPdf({ lista: ['/concursos'], item: true, campos: 'id ano titulo situacao situacaoDescricao vagas descricao', cadastro: 'CONCURSO', admin: CONCURSOS }),
  },
  {
    id: 'compliance',
    titulo: 'Compliance',
    descricao: 'O programa de integridade da Assembleia: código de conduta, gestão de riscos, relatórios de monitoramento e o canal de denúncias.',
    area: 'institucional',
    raiz: 'documentosCompliance',
    tipoDoFiltro: 'DocumentoComplianceFiltro',
    colunas: [COLUNA_ANO, { campo: 'tipoDescricao', rotulo: 'Tipo', tipo: 'texto', descricao: 'Tipo do documento de integridade.' }, TITULO, COLUNA_DESCRICAO, COLUNA_ARQUIVO],
    filtros: [
      filtroTermo('Palavras do título ou da descrição.'),
      filtroAno('Ano do documento.'),
      { nome: 'tipo', rotulo: 'Tipo', tipo: 'opcoes', descricao: 'Tipo do documento.', opcoes: opcoesDe(TIPOS_COMPLIANCE) },
    ],
    vazio: 'Nenhum documento de integridade publicado.',
    ...comCadastro(COMPLIANCE),
    rest: restDeRegistroPdf({ lista: ['/compliance'], item: true, campos: 'id ano tipo tipoDescricao titulo descricao', cadastro: 'COMPLIANCE', admin: COMPLIANCE }),
  },
];
