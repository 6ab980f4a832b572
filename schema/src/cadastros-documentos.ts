/**
 * Registros de documentos em PDF das telas da transparência que publicam relatórios (public-site.md §2): plano anual
 * de contratações, balanço, execução orçamentária, relatórios de gestão, concursos e o programa de integridade
 * (compliance). O que cada um guarda está em docs/documentos-transparencia.md.
 */

import type { AdminDoCatalogo, CampoDoFormulario } from './admin.js';
import { ANO, COL_ANO, COL_ARQUIVO, COL_DESCRICAO, COL_PERIODO, DESCRICAO, opcoesDe, PDF, TRANSPARENCIA } from './campos-do-cadastro.js';

export const SITUACOES_CONCURSO = { previsto: 'Previsto', inscricoes_abertas: 'Inscrições abertas', em_andamento: 'Em andamento', homologado: 'Homologado', encerrado: 'Encerrado' } as const;
export const TIPOS_COMPLIANCE = {
  programa: 'Programa de integridade',
  codigo_conduta: 'Código de ética e conduta',
  plano_riscos: 'Plano de gestão de riscos',
  relatorio: 'Relatório de monitoramento',
  canal_denuncias: 'Canal de denúncias',
} as const;

const MES: CampoDoFormulario = { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12.' };
const titulo = (maximo: number): CampoDoFormulario => ({ campo: 'titulo', rotulo: 'Título', tipo: 'texto', obrigatorio: true, maximo });
const opcoes = (campo: string, rotulo: string, tipos: Readonly<Record<string, string>>, mensagem: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'opcoes',
  obrigatorio: true,
  opcoes: opcoesDe(tipos),
  descricao: `${rotulo}: ${Object.keys(tipos).join(', ')}.`,
  mensagens: { invalido: mensagem },
});

/** A yearly PDF register: the year, a title, a description and the PDF (the plan, the balance sheet, a report). */
function anual(r: Pick<AdminDoCatalogo, 'recurso' | 'caminho' | 'rotulo' | 'rotuloItem' | 'feminino' | 'graphql' | 'conjunto' | 'descrever'>, anos: CampoDoFormulario): AdminDoCatalogo {
  return {
    ...TRANSPARENCIA,
    ...r,
    permissao: `api/admin/${r.recurso}`,
    busca: ['titulo', 'descricao'],
    filtros: ['ano'],
    lista: [COL_ANO, { campo: 'titulo', rotulo: 'Título' }, COL_DESCRICAO],
    exibicao: [COL_ANO, { campo: 'titulo', rotulo: 'Título' }, COL_DESCRICAO, COL_ARQUIVO],
    formulario: [anos, titulo(200), DESCRICAO(500), PDF(true)],
  };
}

export const PLANOS_CONTRATACOES = anual(
  {
    recurso: 'planos_contratacoes',
    caminho: '/plano-anual-contratacoes',
    rotulo: 'Plano anual de contratações',
    rotuloItem: 'Plano anual de contratações',
    feminino: false,
    graphql: { singular: 'planoContratacoes', plural: 'planosContratacoes' },
    conjunto: 'plano-anual-contratacoes',
    descrever: 'o plano de contratações de {ano}',
  },
  ANO({ anoAtual: -10 }, { anoAtual: 1 }, 'Do ano atual − 10 ao ano atual + 1.'),
);

export const BALANCOS = anual(
  {
    recurso: 'balancos',
    caminho: '/balancos',
    rotulo: 'Balanço',
    rotuloItem: 'Balanço',
    feminino: false,
    graphql: { singular: 'balanco', plural: 'balancos' },
    conjunto: 'balancos',
    descrever: 'o balanço {titulo} de {ano}',
  },
  ANO(2000, { anoAtual: 0 }, 'De 2000 ao ano atual.'),
);

export const RELATORIOS_GESTAO = anual(
  {
    recurso: 'relatorios_gestao',
    caminho: '/relatorios-gestao',
    rotulo: 'Relatórios de gestão',
    rotuloItem: 'Relatório de gestão',
    feminino: false,
    graphql: { singular: 'relatorioGestao', plural: 'relatoriosGestao' },
    conjunto: 'relatorios-gestao',
    descrever: 'o relatório de gestão {titulo}',
  },
  ANO(2000, { anoAtual: 0 }, 'De 2000 ao ano atual.'),
);

export const EXECUCOES_ORCAMENTARIAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'execucoes_orcamentarias',
  permissao: 'api/admin/execucoes_orcamentarias',
  caminho: '/execucao-orcamentaria',
  rotulo: 'Execução orçamentária',
  rotuloItem: 'Relatório de execução orçamentária',
  feminino: false,
  graphql: { singular: 'execucaoOrcamentaria', plural: 'execucoesOrcamentarias' },
  busca: ['descricao'],
  filtros: ['ano', 'mes'],
  conjunto: 'execucao-orcamentaria',
  lista: [COL_PERIODO, COL_DESCRICAO],
  exibicao: [COL_PERIODO, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [ANO(2000, { anoAtual: 0 }, 'De 2000 ao ano atual.'), MES, DESCRICAO(300), PDF(true)],
  descrever: 'a execução orçamentária de {mes}/{ano}',
};

export const CONCURSOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'concursos',
  permissao: 'api/admin/concursos',
  caminho: '/concursos',
  rotulo: 'Concursos',
  rotuloItem: 'Concurso',
  feminino: false,
  graphql: { singular: 'concurso', plural: 'concursos' },
  busca: ['titulo', 'descricao'],
  filtros: ['ano', 'situacao'],
  conjunto: 'concursos',
  lista: [COL_ANO, { campo: 'titulo', rotulo: 'Título' }, { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' }],
  exibicao: [COL_ANO, { campo: 'titulo', rotulo: 'Título' }, { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' }, { campo: 'vagas', rotulo: 'Vagas' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    ANO(2000, { anoAtual: 1 }, 'De 2000 ao ano atual + 1.'),
    titulo(200),
    opcoes('situacao', 'Situação', SITUACOES_CONCURSO, 'Situação do concurso inválida'),
    { campo: 'vagas', rotulo: 'Vagas', tipo: 'inteiro', obrigatorio: true, limites: { minimo: 0, maximo: 9_999 }, descricao: 'Vagas oferecidas (0 para cadastro de reserva).' },
    DESCRICAO(500),
    PDF(true, 'O edital em PDF, enviado por multipart; obrigatório ao criar.'),
  ],
  descrever: 'o concurso {titulo}',
};

export const COMPLIANCE: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'compliance',
  permissao: 'api/admin/compliance',
  caminho: '/compliance',
  rotulo: 'Compliance',
  rotuloItem: 'Documento de integridade',
  feminino: false,
  graphql: { singular: 'documentoCompliance', plural: 'documentosCompliance' },
  busca: ['titulo', 'descricao'],
  filtros: ['ano', 'tipo'],
  conjunto: 'compliance',
  lista: [COL_ANO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'titulo', rotulo: 'Título' }],
  exibicao: [COL_ANO, { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'titulo', rotulo: 'Título' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [ANO(2015, { anoAtual: 0 }, 'De 2015 ao ano atual.'), opcoes('tipo', 'Tipo', TIPOS_COMPLIANCE, 'Tipo de documento inválido'), titulo(200), DESCRICAO(500), PDF(true)],
  descrever: 'o documento {titulo}',
};

export const SITUACOES_OBRA = { em_licitacao: 'Em licitação', em_execucao: 'Em execução', paralisada: 'Paralisada', concluida: 'Concluída' } as const;

const dinheiro = (campo: string, rotulo: string, descricao: string): CampoDoFormulario => ({ campo, rotulo, tipo: 'dinheiro', obrigatorio: true, descricao });

export const OBRAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'obras',
  permissao: 'api/admin/obras',
  caminho: '/obras',
  rotulo: 'Obras',
  rotuloItem: 'Obra',
  feminino: true,
  graphql: { singular: 'obra', plural: 'obras' },
  busca: ['objeto', 'empresa', 'contrato', 'local'],
  filtros: ['ano', 'situacao'],
  conjunto: 'obras',
  lista: [{ campo: 'objeto', rotulo: 'Objeto' }, { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' }, { campo: 'percentualExecutado', rotulo: '% executado' }, { campo: 'valorPago', rotulo: 'Pago', mostrar: 'valorPagoFormatado' }],
  exibicao: [
    COL_ANO,
    { campo: 'objeto', rotulo: 'Objeto' },
    { campo: 'local', rotulo: 'Local' },
    { campo: 'empresa', rotulo: 'Empresa' },
    { campo: 'contrato', rotulo: 'Contrato' },
    { campo: 'situacao', rotulo: 'Situação', mostrar: 'situacaoDescricao' },
    { campo: 'valorContratado', rotulo: 'Contratado', mostrar: 'valorContratadoFormatado' },
    { campo: 'valorPago', rotulo: 'Pago', mostrar: 'valorPagoFormatado' },
    { campo: 'percentualExecutado', rotulo: '% executado' },
    { campo: 'dataInicio', rotulo: 'Início', formato: 'data' },
    { campo: 'previsaoTermino', rotulo: 'Previsão de término', formato: 'data' },
    COL_ARQUIVO,
  ],
  formulario: [
    ANO(2010, { anoAtual: 1 }, 'Ano do contrato da obra, de 2010 ao ano atual + 1.'),
    { campo: 'objeto', rotulo: 'Objeto', tipo: 'texto', obrigatorio: true, maximo: 300 },
    { campo: 'local', rotulo: 'Local', tipo: 'texto', obrigatorio: true, maximo: 200 },
    { campo: 'empresa', rotulo: 'Empresa', tipo: 'texto', obrigatorio: true, maximo: 200 },
    { campo: 'contrato', rotulo: 'Contrato', tipo: 'texto', obrigatorio: true, maximo: 20, ajuda: 'Número do contrato, por exemplo 012/2025.' },
    opcoes('situacao', 'Situação', SITUACOES_OBRA, 'Situação da obra inválida'),
    dinheiro('valorContratado', 'Valor contratado (R$)', 'Valor do contrato com os aditivos: "1234.56" ou "1.234,56".'),
    dinheiro('valorPago', 'Valor pago (R$)', 'Soma dos pagamentos feitos até hoje.'),
    { campo: 'percentualExecutado', rotulo: 'Percentual executado', tipo: 'inteiro', obrigatorio: true, limites: { minimo: 0, maximo: 100 }, descricao: 'De 0 a 100, segundo a última medição.' },
    { campo: 'dataInicio', rotulo: 'Início', tipo: 'data', obrigatorio: false, descricao: 'Data da ordem de serviço (AAAA-MM-DD).' },
    { campo: 'previsaoTermino', rotulo: 'Previsão de término', tipo: 'data', obrigatorio: false, descricao: 'AAAA-MM-DD.' },
    PDF(false, 'O contrato ou a última medição em PDF (opcional).'),
  ],
  descrever: 'a obra {objeto}',
};

/** Espécies de norma publicadas na tela Legislação (docs/legislacao.md). */
export const TIPOS_LEGISLACAO = {
  constituicao_estadual: 'Constituição Estadual',
  emenda_constitucional: 'Emenda Constitucional',
  lei_complementar: 'Lei Complementar',
  lei_ordinaria: 'Lei Ordinária',
  decreto_legislativo: 'Decreto Legislativo',
  resolucao: 'Resolução',
  regimento_interno: 'Regimento Interno',
  ato_da_mesa: 'Ato da Mesa Diretora',
  portaria: 'Portaria',
} as const;

export const MENSAGEM_LINK_OU_ARQUIVO = 'Informe o link da legislação ou anexe o arquivo PDF.';

/**
 * Legislação (back-office §2 `legislacao?pagina&termo&tipo`, §3 tipo, link, arquivo; §7 `/legislacoes/{id}`, `/tipos`):
 * o texto da norma fica em outro site (link) ou num PDF guardado; um dos dois é obrigatório. `link_ou_arquivo` é só do
 * formulário antigo: o endereço público é o link quando há, senão o arquivo (`endereco`).
 */
export const LEGISLACOES: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'legislacoes',
  permissao: 'api/admin/legislacoes',
  caminho: '/legislacao',
  caminhoRest: '/legislacoes',
  rotulo: 'Legislação',
  rotuloItem: 'Legislação',
  feminino: true,
  graphql: { singular: 'legislacao', plural: 'legislacoes' },
  busca: ['numero', 'ementa'],
  filtros: ['tipo', 'ano'],
  conjunto: 'legislacao',
  dataDoPeriodo: 'data',
  lista: [{ campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' }, { campo: 'numero', rotulo: 'Número' }, { campo: 'data', rotulo: 'Data', formato: 'data' }, { campo: 'ementa', rotulo: 'Ementa' }],
  exibicao: [
    { campo: 'tipo', rotulo: 'Tipo', mostrar: 'tipoDescricao' },
    { campo: 'numero', rotulo: 'Número' },
    COL_ANO,
    { campo: 'data', rotulo: 'Data', formato: 'data' },
    { campo: 'ementa', rotulo: 'Ementa' },
    { campo: 'link', rotulo: 'Link' },
    COL_ARQUIVO,
  ],
  formulario: [
    opcoes('tipo', 'Tipo', TIPOS_LEGISLACAO, 'Tipo de legislação inválido'),
    { campo: 'numero', rotulo: 'Número', tipo: 'texto', obrigatorio: true, maximo: 30, ajuda: 'Como a norma é citada, por exemplo 21.345.', mensagens: { obrigatorio: 'Informe o número da legislação.' } },
    ANO(1890, { anoAtual: 0 }, 'Ano da norma, de 1890 ao ano atual.'),
    { campo: 'data', rotulo: 'Data', tipo: 'data', obrigatorio: true, descricao: 'Data da norma (AAAA-MM-DD), no ano informado.', mensagens: { obrigatorio: 'Informe a data da legislação.' } },
    { campo: 'ementa', rotulo: 'Ementa', tipo: 'textoLongo', obrigatorio: true, maximo: 1000, mensagens: { obrigatorio: 'Informe a ementa da legislação.', maximo: 'A ementa deve ter no máximo 1000 caracteres.' } },
    { campo: 'link', rotulo: 'Link', tipo: 'url', maximo: 500, ajuda: 'Endereço do texto em outro site (http:// ou https://); ou anexe o PDF.' },
    PDF(false, 'O texto da norma em PDF; sem ele, informe o link.'),
  ],
  exigeUm: { campos: ['link', 'arquivo'], mensagem: MENSAGEM_LINK_OU_ARQUIVO },
  descrever: 'a legislação {tipoDescricao} nº {numero}',
  sucesso: 'Legislação criada com sucesso.',
};

/**
 * Organogramas (back-office §2 `organogramas?pagina&termo`, §3 arquivo_url, §7 `/organogramas/{id}`, POST
 * `merge-arquivos`): a estrutura organizacional da Casa em PDF, vigente desde uma data; o mais recente é o vigente
 * (`/organogramas/ultimo`, docs/legislacao.md). O ano é o da data.
 */
export const ORGANOGRAMAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'organogramas',
  permissao: 'api/admin/organogramas',
  caminho: '/organogramas',
  rotulo: 'Organogramas',
  rotuloItem: 'Organograma',
  feminino: false,
  graphql: { singular: 'organograma', plural: 'organogramas' },
  busca: ['titulo', 'descricao'],
  conjunto: 'estrutura-organizacional',
  lista: [{ campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' }, { campo: 'titulo', rotulo: 'Título' }, COL_DESCRICAO],
  exibicao: [{ campo: 'vigenteDesde', rotulo: 'Vigente desde', formato: 'data' }, { campo: 'titulo', rotulo: 'Título' }, COL_DESCRICAO, COL_ARQUIVO],
  formulario: [
    titulo(200),
    { campo: 'vigenteDesde', rotulo: 'Vigente desde', tipo: 'data', obrigatorio: true, descricao: 'AAAA-MM-DD: o dia a partir do qual a estrutura vale.', mensagens: { obrigatorio: 'Informe a data a partir da qual o organograma vale.' } },
    DESCRICAO(500),
    PDF(true, 'O organograma em PDF (multipart); obrigatório ao criar. Vários PDFs viram um só por POST /organogramas/merge-arquivos.'),
  ],
  descrever: 'o organograma "{titulo}"',
};

export const CADASTROS_DE_DOCUMENTOS: readonly AdminDoCatalogo[] = [PLANOS_CONTRATACOES, BALANCOS, EXECUCOES_ORCAMENTARIAS, RELATORIOS_GESTAO, CONCURSOS, COMPLIANCE, OBRAS, LEGISLACOES, ORGANOGRAMAS];
