/**
 * Os cadastros dos conjuntos financeiros da transparência (issue 21, item 1): contratos (com convênios, atas de registro
 * de preço e outras contratações, pelo tipo), empenhos, diárias e repasses do duodécimo. Registros do recurso genérico
 * sem PDF; os filtros públicos de cada conjunto (períodos, totais) continuam os do seu subgrafo.
 */

import type { AdminDoCatalogo, CampoDoFormulario, ColunaDoAdmin } from './admin.js';
import { ANO, COL_ANO, COL_PERIODO, TRANSPARENCIA } from './campos-do-cadastro.js';
import { CADASTROS_DE_LICITACOES } from './cadastros-licitacoes.js';

export const TIPOS_DE_CONTRATO = [
  { valor: 'contrato', rotulo: 'Contrato' },
  { valor: 'convenio', rotulo: 'Convênio' },
  { valor: 'ata_registro_preco', rotulo: 'Ata de registro de preço' },
  { valor: 'outra_contratacao', rotulo: 'Outra contratação' },
] as const;

const texto = (campo: string, rotulo: string, maximo: number, mensagens?: CampoDoFormulario['mensagens']): CampoDoFormulario => ({ campo, rotulo, tipo: 'texto', obrigatorio: true, maximo, ...(mensagens ? { mensagens } : {}) });
const data = (campo: string, rotulo: string, artigo: string, descricao?: string): CampoDoFormulario => ({
  campo,
  rotulo,
  tipo: 'data',
  obrigatorio: true,
  descricao: descricao ?? 'AAAA-MM-DD.',
  mensagens: { formato: `Informe ${artigo} ${rotulo.toLowerCase()} no formato AAAA-MM-DD.` },
});
const dinheiro = (campo: string, rotulo: string, descricao: string, mensagens?: CampoDoFormulario['mensagens']): CampoDoFormulario => ({ campo, rotulo, tipo: 'dinheiro', obrigatorio: true, descricao, ...(mensagens ? { mensagens } : {}) });
const CNPJ: CampoDoFormulario = { campo: 'cnpj', rotulo: 'CNPJ', tipo: 'cnpj', obrigatorio: true, descricao: 'Com ou sem pontuação: "12.345.678/0001-95" ou "12345678000195".', mensagens: { obrigatorio: 'Informe o CNPJ.' } };
const col = (campo: string, rotulo: string, extra: Partial<ColunaDoAdmin> = {}): ColunaDoAdmin => ({ campo, rotulo, ...extra });

export const CONTRATOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'contratos',
  permissao: 'api/admin/contratos',
  caminho: '/contratos',
  rotulo: 'Contratos e convênios',
  rotuloItem: 'Contrato',
  feminino: false,
  graphql: { singular: 'contrato', plural: 'contratos' },
  busca: ['objeto', 'fornecedor', 'numero'],
  filtros: ['ano', 'tipo'],
  conjunto: 'contratos',
  lista: [col('numero', 'Número'), col('tipo', 'Tipo', { mostrar: 'tipoDescricao' }), col('fornecedor', 'Fornecedor'), col('valor', 'Valor', { mostrar: 'valorFormatado' })],
  exibicao: [
    col('numero', 'Número'),
    COL_ANO,
    col('tipo', 'Tipo', { mostrar: 'tipoDescricao' }),
    col('tipoContratacaoId', 'Modalidade', { mostrar: 'tipoContratacaoDescricao' }),
    col('objeto', 'Objeto'),
    col('fornecedor', 'Fornecedor'),
    col('cnpj', 'CNPJ', { mostrar: 'cnpjFormatado' }),
    col('valor', 'Valor', { mostrar: 'valorFormatado' }),
    col('dataAssinatura', 'Assinatura', { formato: 'data' }),
    col('vigenciaInicio', 'Início da vigência', { formato: 'data' }),
    col('vigenciaFim', 'Fim da vigência', { formato: 'data' }),
  ],
  // The order of the fields is the order of the server's messages.
  formulario: [
    texto('numero', 'Número', 30, { obrigatorio: 'Informe o número do contrato.', maximo: 'O número deve ter no máximo 30 caracteres.' }),
    ANO(1990, { anoAtual: 1 }, 'Ano do instrumento, de 1990 ao ano atual + 1.'),
    { campo: 'objeto', rotulo: 'Objeto', tipo: 'textoLongo', obrigatorio: true, mensagens: { obrigatorio: 'Informe o objeto do contrato.' } },
    texto('fornecedor', 'Fornecedor', 200, { obrigatorio: 'Informe o fornecedor.', maximo: 'O nome do fornecedor deve ter no máximo 200 caracteres.' }),
    CNPJ,
    {
      campo: 'tipo',
      rotulo: 'Tipo',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: TIPOS_DE_CONTRATO,
      valorPadrao: 'contrato',
      descricao: 'Tipo: contrato, convenio, ata_registro_preco ou outra_contratacao.',
      mensagens: { invalido: 'Tipo inválido' },
    },
    dinheiro('valor', 'Valor (R$)', 'Valor em reais: "1234.56" ou "1.234,56".', { formato: 'Informe um valor válido, por exemplo 1234,56.', maximo: 'O valor não pode passar de R$ 999.999.999.999,99.' }),
    data('dataAssinatura', 'Data de assinatura', 'a'),
    data('vigenciaInicio', 'Início da vigência', 'o'),
    data('vigenciaFim', 'Fim da vigência', 'o'),
    {
      campo: 'tipoContratacaoId',
      rotulo: 'Modalidade',
      tipo: 'relacao',
      relacao: { raiz: 'tiposContratacao', rotulo: 'descricao' },
      descricao: 'Tipo de contratação (veja `tiposContratacao`).',
      mensagens: { invalido: 'Tipo de contratação inválido.' },
    },
  ],
  descrever: 'o instrumento nº {numero} ({tipoDescricao})',
};

export const EMPENHOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'empenhos',
  permissao: 'api/admin/empenhos',
  caminho: '/empenhos',
  rotulo: 'Empenhos',
  rotuloItem: 'Empenho',
  feminino: false,
  graphql: { singular: 'empenho', plural: 'empenhos' },
  busca: ['numero', 'credor', 'elementoDespesa', 'historico'],
  filtros: ['ano'],
  conjunto: 'empenhos',
  dataDoPeriodo: 'data',
  lista: [col('numero', 'Número'), col('data', 'Data', { formato: 'data' }), col('credor', 'Credor'), col('valorEmpenhado', 'Empenhado', { mostrar: 'valorEmpenhadoFormatado' })],
  exibicao: [
    col('numero', 'Número'),
    col('data', 'Data', { formato: 'data' }),
    col('credor', 'Credor'),
    col('cnpj', 'CNPJ', { mostrar: 'cnpjFormatado' }),
    col('elementoDespesa', 'Elemento de despesa'),
    col('historico', 'Histórico'),
    col('valorEmpenhado', 'Empenhado', { mostrar: 'valorEmpenhadoFormatado' }),
    col('valorLiquidado', 'Liquidado', { mostrar: 'valorLiquidadoFormatado' }),
    col('valorPago', 'Pago', { mostrar: 'valorPagoFormatado' }),
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual: o ano da data do empenho.'),
    { ...texto('numero', 'Número', 20), descricao: 'Número da nota de empenho, por exemplo "2025NE000123".', ajuda: 'Por exemplo 2025NE000123.' },
    data('data', 'Data do empenho', 'a', 'AAAA-MM-DD, no ano informado.'),
    texto('credor', 'Credor', 200),
    CNPJ,
    { ...texto('elementoDespesa', 'Elemento de despesa', 150), ajuda: 'Por exemplo 3.3.90.39 - Outros serviços de terceiros - pessoa jurídica.' },
    { campo: 'historico', rotulo: 'Histórico', tipo: 'textoLongo', obrigatorio: true },
    dinheiro('valorEmpenhado', 'Valor empenhado (R$)', 'Valor reservado no orçamento: "1234.56" ou "1.234,56".'),
    dinheiro('valorLiquidado', 'Valor liquidado (R$)', 'Valor reconhecido após a entrega; até o empenhado.'),
    dinheiro('valorPago', 'Valor pago (R$)', 'Valor efetivamente pago; até o liquidado.'),
  ],
  descrever: 'o empenho {numero}',
};

export const DIARIAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'diarias',
  permissao: 'api/admin/diarias',
  caminho: '/diarias',
  rotulo: 'Diárias',
  rotuloItem: 'Diária',
  feminino: true,
  graphql: { singular: 'diaria', plural: 'diarias' },
  busca: ['beneficiario', 'cargo', 'destino', 'motivo'],
  filtros: ['ano', 'mes'],
  conjunto: 'diarias',
  dataDoPeriodo: 'dataSaida',
  lista: [col('beneficiario', 'Beneficiário'), col('destino', 'Destino'), col('dataSaida', 'Saída', { formato: 'data' }), col('valorTotal', 'Valor total', { mostrar: 'valorTotalFormatado' })],
  exibicao: [
    COL_PERIODO,
    col('beneficiario', 'Beneficiário'),
    col('cargo', 'Cargo'),
    col('tipoSolicitacaoId', 'Tipo', { mostrar: 'tipoSolicitacaoDescricao' }),
    col('destino', 'Destino'),
    col('motivo', 'Motivo'),
    col('dataSaida', 'Saída', { formato: 'data' }),
    col('dataRetorno', 'Retorno', { formato: 'data' }),
    col('quantidade', 'Diárias'),
    col('valorUnitario', 'Valor unitário', { mostrar: 'valorUnitarioFormatado' }),
    col('valorTotal', 'Valor total', { mostrar: 'valorTotalFormatado' }),
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'Ano de competência (o da saída), de 2013 ao ano atual.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'Mês de competência (o da saída), de 1 a 12.' },
    texto('beneficiario', 'Beneficiário', 150),
    texto('cargo', 'Cargo', 100),
    {
      campo: 'tipoSolicitacaoId',
      rotulo: 'Tipo de solicitação',
      tipo: 'relacao',
      obrigatorio: true,
      relacao: { raiz: 'tiposSolicitacaoDiaria', rotulo: 'descricao' },
      descricao: 'Tipo de solicitação (veja `tiposSolicitacaoDiaria`).',
      mensagens: { obrigatorio: 'Escolha o tipo de solicitação.', invalido: 'Tipo de solicitação inválido.' },
    },
    { ...texto('destino', 'Destino', 120), ajuda: 'Cidade e UF (ou país), por exemplo Brasília/DF.' },
    { campo: 'motivo', rotulo: 'Motivo', tipo: 'textoLongo', obrigatorio: true },
    data('dataSaida', 'Data de saída', 'a', 'AAAA-MM-DD, no ano e no mês informados.'),
    data('dataRetorno', 'Data de retorno', 'a'),
    {
      campo: 'quantidade',
      rotulo: 'Quantidade de diárias',
      tipo: 'decimal',
      casas: 1,
      limites: { minimo: 0.5, maximo: 365 },
      obrigatorio: true,
      ajuda: 'Com meia diária: 2,5.',
      descricao: 'Número de diárias, com meia diária: "2.5" ou "2,5".',
      mensagens: { formato: 'Informe a quantidade de diárias entre 0,5 e 365, com meia diária: 2,5.' },
    },
    dinheiro('valorUnitario', 'Valor unitário (R$)', 'Valor de uma diária; o total é a quantidade vezes o valor unitário.'),
  ],
  descrever: 'a diária de {beneficiario} em {dataSaida}',
};

export const REPASSES_DUODECIMO: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'repasses_duodecimos',
  permissao: 'api/admin/repasses_duodecimos',
  caminho: '/repasses-duodecimo',
  rotulo: 'Repasses do duodécimo',
  rotuloItem: 'Repasse do duodécimo',
  feminino: false,
  graphql: { singular: 'repasseDuodecimo', plural: 'repassesDuodecimos' },
  filtros: ['ano', 'mes'],
  conjunto: 'repasses-duodecimo',
  lista: [COL_PERIODO, col('dataRepasse', 'Data do repasse', { formato: 'data' }), col('valorPrevisto', 'Previsto', { mostrar: 'valorPrevistoFormatado' }), col('valorRepassado', 'Repassado', { mostrar: 'valorRepassadoFormatado' })],
  exibicao: [COL_PERIODO, col('dataRepasse', 'Data do repasse', { formato: 'data' }), col('valorPrevisto', 'Previsto', { mostrar: 'valorPrevistoFormatado' }), col('valorRepassado', 'Repassado', { mostrar: 'valorRepassadoFormatado' })],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'Mês de referência, de 1 a 12 (um repasse por mês).' },
    data('dataRepasse', 'Data do repasse', 'a', 'Data em que o valor foi creditado (AAAA-MM-DD).'),
    dinheiro('valorPrevisto', 'Valor previsto (R$)', 'Duodécimo previsto no orçamento: "1234.56" ou "1.234,56".'),
    dinheiro('valorRepassado', 'Valor repassado (R$)', 'Valor efetivamente repassado: "1234.56" ou "1.234,56".'),
  ],
  descrever: 'o repasse de {mes}/{ano}',
};



/** Uma despesa apresentada por um deputado para ressarcimento (o lançamento da verba indenizatória). */
export const VERBAS_INDENIZATORIAS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'verbas_indenizatorias',
  permissao: 'api/admin/verbas_indenizatorias',
  caminho: '/verbas-indenizatorias',
  rotulo: 'Verbas indenizatórias',
  rotuloItem: 'Lançamento de verba indenizatória',
  feminino: false,
  graphql: { singular: 'verbaLancamento', plural: 'verbasLancamentos' },
  busca: ['fornecedor', 'numero', 'grupo'],
  filtros: ['ano', 'mes'],
  conjunto: 'verbas-indenizatorias-lancamentos',
  lista: [COL_PERIODO, col('deputadoId', 'Deputado', { mostrar: 'deputado.nome' }), col('fornecedor', 'Fornecedor'), col('valorIndenizado', 'Indenizado', { mostrar: 'valorIndenizadoFormatado' })],
  exibicao: [
    COL_PERIODO,
    col('deputadoId', 'Deputado', { mostrar: 'deputado.nome' }),
    col('grupo', 'Categoria'),
    col('subgrupo', 'Subcategoria'),
    col('fornecedor', 'Fornecedor'),
    col('documentoFornecedor', 'CNPJ/CPF', { mostrar: 'cnpjCpf' }),
    col('numero', 'Documento'),
    col('data', 'Data', { formato: 'data' }),
    col('valorApresentado', 'Apresentado', { mostrar: 'valorApresentadoFormatado' }),
    col('valorIndenizado', 'Indenizado', { mostrar: 'valorIndenizadoFormatado' }),
  ],
  formulario: [
    ANO(2013, { anoAtual: 0 }, 'De 2013 ao ano atual.'),
    { campo: 'mes', rotulo: 'Mês', tipo: 'mes', obrigatorio: true, descricao: 'De 1 a 12: o mês da data do documento.' },
    {
      campo: 'deputadoId',
      rotulo: 'Deputado',
      tipo: 'relacao',
      obrigatorio: true,
      relacao: { raiz: 'deputados', rotulo: 'nome', paginada: true },
      descricao: 'O deputado (veja `deputados`).',
      mensagens: { obrigatorio: 'Escolha o deputado.' },
    },
    { ...texto('grupo', 'Categoria', 120), ajuda: 'Por exemplo Combustíveis e lubrificantes.' },
    { ...texto('subgrupo', 'Subcategoria', 120), ajuda: 'Por exemplo Combustível.' },
    texto('fornecedor', 'Fornecedor', 200),
    { ...CNPJ, campo: 'documentoFornecedor', rotulo: 'CNPJ ou CPF do fornecedor', aceitaCpf: true, descricao: 'CNPJ ou CPF, com ou sem pontuação (o CPF nunca é mostrado inteiro ao público).', mensagens: { obrigatorio: 'Informe o CNPJ ou o CPF do fornecedor.' } },
    texto('numero', 'Número do documento fiscal', 30),
    data('data', 'Data do documento', 'a', 'AAAA-MM-DD, no ano e no mês informados.'),
    dinheiro('valorApresentado', 'Valor apresentado (R$)', 'Valor apresentado pelo deputado: "1234.56" ou "1.234,56".'),
    dinheiro('valorIndenizado', 'Valor indenizado (R$)', 'Valor ressarcido; até o apresentado.'),
  ],
  descrever: 'o lançamento de {fornecedor} ({numero})',
};

export const FUNCOES_FISCAL = { 'Fiscal titular': 'Fiscal titular', 'Fiscal substituto': 'Fiscal substituto', 'Gestor do contrato': 'Gestor do contrato' } as const;

/** O servidor designado por portaria para fiscalizar ou gerir um contrato. */
export const FISCAIS_CONTRATOS: AdminDoCatalogo = {
  ...TRANSPARENCIA,
  recurso: 'fiscais_contratos',
  permissao: 'api/admin/fiscais_contratos',
  caminho: '/fiscais-contratos',
  rotulo: 'Fiscais de contratos',
  rotuloItem: 'Fiscal de contrato',
  feminino: false,
  graphql: { singular: 'fiscalContrato', plural: 'fiscaisContratos' },
  busca: ['nome', 'matricula', 'portaria'],
  conjunto: 'fiscais-de-contratos',
  lista: [col('nome', 'Nome'), col('funcao', 'Função'), col('contratoId', 'Contrato', { mostrar: 'contrato.numero' }), col('dataDesignacao', 'Designação', { formato: 'data' })],
  exibicao: [
    col('contratoId', 'Contrato', { mostrar: 'contrato.numero' }),
    col('nome', 'Nome'),
    col('matricula', 'Matrícula'),
    col('funcao', 'Função'),
    col('portaria', 'Portaria'),
    col('dataDesignacao', 'Designação', { formato: 'data' }),
  ],
  formulario: [
    {
      campo: 'contratoId',
      rotulo: 'Contrato',
      tipo: 'relacao',
      obrigatorio: true,
      relacao: { raiz: 'contratos', rotulo: 'numero', paginada: true },
      ajuda: 'Os 100 contratos assinados mais recentemente.',
      descricao: 'O contrato fiscalizado (veja `contratos`).',
      mensagens: { obrigatorio: 'Escolha o contrato.', invalido: 'Contrato inválido.' },
    },
    texto('nome', 'Nome', 150),
    texto('matricula', 'Matrícula', 20),
    {
      campo: 'funcao',
      rotulo: 'Função',
      tipo: 'opcoes',
      obrigatorio: true,
      opcoes: Object.keys(FUNCOES_FISCAL).map((valor) => ({ valor, rotulo: valor })),
      descricao: '"Fiscal titular", "Fiscal substituto" ou "Gestor do contrato".',
      mensagens: { invalido: 'Função inválida' },
    },
    { ...texto('portaria', 'Portaria', 60), ajuda: 'Por exemplo Portaria nº 123/2025.' },
    data('dataDesignacao', 'Data da designação', 'a'),
  ],
  descrever: 'a designação de {nome} ({funcao})',
};

export const CADASTROS_FINANCEIROS: readonly AdminDoCatalogo[] = [CONTRATOS, FISCAIS_CONTRATOS, ...CADASTROS_DE_LICITACOES, EMPENHOS, DIARIAS, REPASSES_DUODECIMO, VERBAS_INDENIZATORIAS];
