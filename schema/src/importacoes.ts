/**
 * A importação em lote de cada conjunto financeiro (docs/importacao.md): as colunas do arquivo, a chave natural, o
 * escopo que uma importação substitui e as regras entre colunas. Uma declaração por conjunto, ligada à sua entrada do
 * catálogo (`Conjunto.importacao`); dela saem o importador do subgrafo, o modelo CSV/XLSX, a tela do admin e a
 * permissão `api/admin/<recurso>#importar`. Sem imports: o catálogo inteiro roda no navegador.
 */

/** Como o texto de uma célula é lido. */
export type TipoDeCampoImportado =
  /** Texto (até `maximo` caracteres). */
  | 'texto'
  | 'inteiro'
  | 'ano'
  | 'mes'
  /** Reais: `1234,56`, `1.234,56` ou `1234.56`, não negativo. */
  | 'dinheiro'
  /** Decimal com uma casa (meia diária: `2,5`). */
  | 'decimal'
  /** `dd/mm/aaaa` ou `aaaa-mm-dd` (ou uma data de planilha). */
  | 'data'
  /** 14 dígitos com dígitos verificadores válidos, com ou sem pontuação. */
  | 'cnpj'
  /** CNPJ (14 dígitos) ou CPF (11), com ou sem pontuação. */
  | 'cnpjCpf'
  /** Um de `opcoes`. */
  | 'opcao'
  /** A descrição de um item de um vocabulário do portal (tipo de solicitação de diária…), gravada como o seu id. */
  | 'referencia';

/** O formato de cada tipo, como o modelo e a documentação o descrevem. */
export const DESCRICAO_DO_TIPO_IMPORTADO: Record<TipoDeCampoImportado, string> = {
  texto: 'Texto',
  inteiro: 'Número inteiro',
  ano: 'Ano com quatro dígitos',
  mes: 'Mês, de 1 a 12',
  dinheiro: 'Valor em reais (1234,56, 1.234,56 ou 1234.56)',
  decimal: 'Número com até uma casa decimal (2,5)',
  data: 'Data dd/mm/aaaa (ou data da planilha)',
  cnpj: 'CNPJ, com ou sem pontuação',
  cnpjCpf: 'CNPJ ou CPF, com ou sem pontuação',
  opcao: 'Um destes valores',
  referencia: 'A descrição de um item já cadastrado no portal',
};

export interface ColunaDeImportacao {
  /** Propriedade da entidade (camelCase); o cabeçalho no arquivo é o mesmo nome em snake_case (`valor_empenhado`). */
  campo: string;
  /** Como a coluna é chamada nas mensagens: "o credor", "a data de saída". */
  rotulo: string;
  tipo: TipoDeCampoImportado;
  /** Coluna que pode ficar vazia. */
  opcional?: true;
  maximo?: number;
  /** Ano: o primeiro aceito (sem ele, o mínimo geral do importador) e, com `ateOAnoCorrente`, nenhum ano futuro. */
  desde?: number;
  ateOAnoCorrente?: true;
  opcoes?: readonly string[];
  /**
   * Referência a um registro sem descrição: os campos dele que o arquivo traz, unidos por "/" (a votação pelo ano e o
   * número: `2025/12`). Sem eles, a referência é a descrição do item.
   */
  identificadaPor?: readonly string[];
  /** Exemplo mostrado no modelo e na documentação. */
  exemplo: string;
}

/** Um valor calculado de outra coluna (o ano do empenho vem da sua data). */
export interface CampoCalculado {
  campo: string;
  de: string;
  parte: 'ano' | 'mes';
}

export interface ImportacaoDoConjunto {
  /** Base da permissão: `api/admin/<recurso>#importar`. */
  recurso: string;
  colunas: readonly ColunaDeImportacao[];
  calculados?: readonly CampoCalculado[];
  /** Chave natural: os campos que identificam uma linha (única no arquivo e na tabela). */
  chave: readonly string[];
  /**
   * O que uma importação substitui: cada combinação destes campos presente no arquivo (o mês de uma data com
   * `{ mesDe }`) perde as linhas que o arquivo não traz. Os demais períodos não mudam. Vazio: a importação só inclui
   * e altera, nunca remove.
   */
  escopo: readonly (string | { mesDe: string })[];
  /** Regras entre colunas: `menor` não pode passar de `maior` (valores ou datas). */
  comparacoes?: readonly { menor: string; maior: string; mensagem: string }[];
  /** Regras de conta: `resultado` deve ser exatamente `de − menos` (valores em reais, conferidos em centavos). */
  diferencas?: readonly { resultado: string; de: string; menos: string; mensagem: string }[];
}

/** `valorEmpenhado` → `valor_empenhado`: o cabeçalho da coluna no arquivo. */
export function cabecalhoDaColuna(campo: string): string {
  return campo.replace(/[A-Z]/g, (letra) => `_${letra.toLowerCase()}`);
}

export function cabecalhoDoModelo(importacao: ImportacaoDoConjunto): string[] {
  return importacao.colunas.map((c) => cabecalhoDaColuna(c.campo));
}

export function permissaoDeImportar(importacao: Pick<ImportacaoDoConjunto, 'recurso'>): string {
  return `api/admin/${importacao.recurso}#importar`;
}

/** Linhas mostradas na prévia; erros listados (além deles, só a contagem). */
export const LINHAS_DA_PREVIA = 10;
export const ERROS_DA_PREVIA = 200;
export const EXTENSOES_IMPORTAVEIS = ['csv', 'xlsx'] as const;
export const MENSAGEM_ARQUIVO_IMPORTAVEL = 'Selecione um arquivo .CSV ou .XLSX válido para importação';

export const IMPORTACAO_EMPENHOS: ImportacaoDoConjunto = {
  recurso: 'empenhos',
  colunas: [
    { campo: 'numero', rotulo: 'o número', tipo: 'texto', maximo: 20, exemplo: '2025NE000123' },
    { campo: 'data', rotulo: 'a data', tipo: 'data', exemplo: '15/03/2025' },
    { campo: 'credor', rotulo: 'o credor', tipo: 'texto', maximo: 200, exemplo: 'Papelaria Central Ltda' },
    { campo: 'cnpj', rotulo: 'o CNPJ', tipo: 'cnpj', exemplo: '11.222.333/0001-81' },
    { campo: 'elementoDespesa', rotulo: 'o elemento de despesa', tipo: 'texto', maximo: 150, exemplo: '3.3.90.30 - Material de consumo' },
    { campo: 'historico', rotulo: 'o histórico', tipo: 'texto', maximo: 2000, exemplo: 'Aquisição de material de expediente' },
    { campo: 'valorEmpenhado', rotulo: 'o valor empenhado', tipo: 'dinheiro', exemplo: '1.234,56' },
    { campo: 'valorLiquidado', rotulo: 'o valor liquidado', tipo: 'dinheiro', exemplo: '1.234,56' },
    { campo: 'valorPago', rotulo: 'o valor pago', tipo: 'dinheiro', exemplo: '1.000,00' },
  ],
  calculados: [{ campo: 'ano', de: 'data', parte: 'ano' }],
  chave: ['numero'],
  escopo: ['ano', { mesDe: 'data' }],
  comparacoes: [
    { menor: 'valorLiquidado', maior: 'valorEmpenhado', mensagem: 'O valor liquidado não pode passar do empenhado.' },
    { menor: 'valorPago', maior: 'valorLiquidado', mensagem: 'O valor pago não pode passar do liquidado.' },
  ],
};

export const IMPORTACAO_DIARIAS: ImportacaoDoConjunto = {
  recurso: 'diarias',
  colunas: [
    { campo: 'beneficiario', rotulo: 'o beneficiário', tipo: 'texto', maximo: 150, exemplo: 'Maria da Silva' },
    { campo: 'cargo', rotulo: 'o cargo', tipo: 'texto', maximo: 100, exemplo: 'Assessora técnica' },
    { campo: 'tipoSolicitacao', rotulo: 'o tipo de solicitação', tipo: 'referencia', exemplo: 'Diária nacional' },
    { campo: 'destino', rotulo: 'o destino', tipo: 'texto', maximo: 120, exemplo: 'Brasília/DF' },
    { campo: 'motivo', rotulo: 'o motivo', tipo: 'texto', maximo: 2000, exemplo: 'Reunião no Congresso Nacional' },
    { campo: 'dataSaida', rotulo: 'a data de saída', tipo: 'data', exemplo: '10/03/2025' },
    { campo: 'dataRetorno', rotulo: 'a data de retorno', tipo: 'data', exemplo: '12/03/2025' },
    { campo: 'quantidade', rotulo: 'a quantidade de diárias', tipo: 'decimal', exemplo: '2,5' },
    { campo: 'valorUnitario', rotulo: 'o valor unitário', tipo: 'dinheiro', exemplo: '350,00' },
    { campo: 'valorTotal', rotulo: 'o valor total', tipo: 'dinheiro', exemplo: '875,00' },
  ],
  calculados: [
    { campo: 'ano', de: 'dataSaida', parte: 'ano' },
    { campo: 'mes', de: 'dataSaida', parte: 'mes' },
  ],
  chave: ['beneficiario', 'dataSaida', 'destino'],
  escopo: ['ano', 'mes'],
  comparacoes: [{ menor: 'dataSaida', maior: 'dataRetorno', mensagem: 'A data de retorno não pode ser anterior à de saída.' }],
};

export const IMPORTACAO_REPASSES_DUODECIMO: ImportacaoDoConjunto = {
  recurso: 'repasses_duodecimos',
  colunas: [
    { campo: 'ano', rotulo: 'o ano', tipo: 'ano', exemplo: '2025' },
    { campo: 'mes', rotulo: 'o mês', tipo: 'mes', exemplo: '3' },
    { campo: 'dataRepasse', rotulo: 'a data do repasse', tipo: 'data', exemplo: '20/03/2025' },
    { campo: 'valorPrevisto', rotulo: 'o valor previsto', tipo: 'dinheiro', exemplo: '45.000.000,00' },
    { campo: 'valorRepassado', rotulo: 'o valor repassado', tipo: 'dinheiro', exemplo: '45.000.000,00' },
  ],
  chave: ['ano', 'mes'],
  escopo: ['ano', 'mes'],
};

export const IMPORTACAO_VERBAS_INDENIZATORIAS: ImportacaoDoConjunto = {
  recurso: 'verbas_indenizatorias',
  colunas: [
    { campo: 'deputadoId', rotulo: 'o deputado (id)', tipo: 'inteiro', exemplo: '12' },
    { campo: 'ano', rotulo: 'o ano', tipo: 'ano', exemplo: '2025' },
    { campo: 'mes', rotulo: 'o mês', tipo: 'mes', exemplo: '3' },
    { campo: 'grupo', rotulo: 'o grupo', tipo: 'texto', maximo: 120, exemplo: 'Combustíveis e lubrificantes' },
    { campo: 'subgrupo', rotulo: 'o subgrupo', tipo: 'texto', maximo: 120, exemplo: 'Combustível' },
    { campo: 'fornecedor', rotulo: 'o fornecedor', tipo: 'texto', maximo: 200, exemplo: 'Posto Central Ltda' },
    { campo: 'cnpjCpf', rotulo: 'o CNPJ ou CPF', tipo: 'cnpjCpf', exemplo: '11.222.333/0001-81' },
    { campo: 'numero', rotulo: 'o número do documento', tipo: 'texto', maximo: 30, exemplo: 'NF 4521' },
    { campo: 'data', rotulo: 'a data do documento', tipo: 'data', exemplo: '05/03/2025' },
    { campo: 'valorApresentado', rotulo: 'o valor apresentado', tipo: 'dinheiro', exemplo: '350,00' },
    { campo: 'valorIndenizado', rotulo: 'o valor indenizado', tipo: 'dinheiro', exemplo: '350,00' },
  ],
  chave: ['deputadoId', 'ano', 'mes', 'cnpjCpf', 'numero'],
  escopo: ['ano', 'mes'],
  comparacoes: [{ menor: 'valorIndenizado', maior: 'valorApresentado', mensagem: 'O valor indenizado não pode passar do apresentado.' }],
};

export const IMPORTACAO_CONTRATOS: ImportacaoDoConjunto = {
  recurso: 'contratos',
  colunas: [
    { campo: 'tipo', rotulo: 'o tipo', tipo: 'opcao', opcoes: ['contrato', 'convenio', 'ata_registro_preco', 'outra_contratacao'], exemplo: 'contrato' },
    { campo: 'numero', rotulo: 'o número', tipo: 'texto', maximo: 30, exemplo: '012/2025' },
    { campo: 'ano', rotulo: 'o ano', tipo: 'ano', exemplo: '2025' },
    { campo: 'objeto', rotulo: 'o objeto', tipo: 'texto', maximo: 4000, exemplo: 'Manutenção predial' },
    { campo: 'fornecedor', rotulo: 'o fornecedor', tipo: 'texto', maximo: 200, exemplo: 'Construtora Exemplo Ltda' },
    { campo: 'cnpj', rotulo: 'o CNPJ', tipo: 'cnpj', exemplo: '11.222.333/0001-81' },
    { campo: 'valor', rotulo: 'o valor', tipo: 'dinheiro', exemplo: '120.000,00' },
    { campo: 'dataAssinatura', rotulo: 'a data de assinatura', tipo: 'data', exemplo: '02/01/2025' },
    { campo: 'vigenciaInicio', rotulo: 'o início da vigência', tipo: 'data', exemplo: '02/01/2025' },
    { campo: 'vigenciaFim', rotulo: 'o fim da vigência', tipo: 'data', exemplo: '31/12/2025' },
    { campo: 'tipoContratacao', rotulo: 'o tipo de contratação', tipo: 'referencia', opcional: true, exemplo: 'Serviços' },
  ],
  chave: ['tipo', 'numero'],
  // Never removed by an import: a contract carries its inspectors (deleted with it); removal is done in the admin.
  escopo: [],
  comparacoes: [{ menor: 'vigenciaInicio', maior: 'vigenciaFim', mensagem: 'O fim da vigência não pode ser anterior ao início.' }],
};

export const IMPORTACAO_EDITAIS: ImportacaoDoConjunto = {
  recurso: 'editais',
  colunas: [
    { campo: 'modalidade', rotulo: 'a modalidade', tipo: 'referencia', exemplo: 'Pregão eletrônico' },
    { campo: 'numero', rotulo: 'o número', tipo: 'texto', maximo: 30, exemplo: '012/2025' },
    { campo: 'ano', rotulo: 'o ano', tipo: 'ano', exemplo: '2025' },
    { campo: 'processo', rotulo: 'o processo', tipo: 'texto', maximo: 40, exemplo: '2025000123' },
    { campo: 'objeto', rotulo: 'o objeto', tipo: 'texto', maximo: 4000, exemplo: 'Aquisição de material de expediente' },
    { campo: 'fase', rotulo: 'a fase', tipo: 'referencia', exemplo: 'Aberta' },
    { campo: 'dataAbertura', rotulo: 'a data de abertura', tipo: 'data', exemplo: '15/04/2025' },
    { campo: 'valorEstimado', rotulo: 'o valor estimado', tipo: 'dinheiro', exemplo: '250.000,00' },
  ],
  chave: ['modalidade', 'numero', 'ano'],
  // Never removed by an import: notices (avisos) point to their bid.
  escopo: [],
};

/**
 * Os avisos de licitação (adiamentos, esclarecimentos, resultados): o edital pelo número do processo (vazio: aviso
 * avulso). Sem escopo: uma importação nunca remove avisos (os PDFs deles são enviados no admin, que também remove).
 */
export const IMPORTACAO_AVISOS: ImportacaoDoConjunto = {
  recurso: 'avisos_licitacao',
  colunas: [
    { campo: 'edital', rotulo: 'o processo do edital', tipo: 'referencia', identificadaPor: ['processo'], opcional: true, exemplo: '2025000123' },
    { campo: 'titulo', rotulo: 'o título', tipo: 'texto', maximo: 200, exemplo: 'Aviso de adiamento do Pregão eletrônico nº 012/2025' },
    { campo: 'conteudo', rotulo: 'o conteúdo', tipo: 'texto', maximo: 20_000, exemplo: 'A sessão pública fica adiada para 30/04/2025, às 9 h.' },
    { campo: 'dataPublicacao', rotulo: 'a data de publicação', tipo: 'data', exemplo: '20/04/2025' },
  ],
  chave: ['titulo', 'dataPublicacao'],
  escopo: [],
};

/** A folha de pagamento: cada mês do arquivo é substituído inteiro pelas suas linhas (docs/remuneracoes.md). */
export const IMPORTACAO_REMUNERACOES: ImportacaoDoConjunto = {
  recurso: 'remuneracoes',
  colunas: [
    { campo: 'matricula', rotulo: 'a matrícula', tipo: 'texto', maximo: 20, exemplo: '004512' },
    { campo: 'nome', rotulo: 'o nome', tipo: 'texto', maximo: 200, exemplo: 'Maria da Silva' },
    { campo: 'cargo', rotulo: 'o cargo', tipo: 'texto', maximo: 200, exemplo: 'Analista legislativo' },
    { campo: 'vinculo', rotulo: 'o vínculo', tipo: 'texto', maximo: 100, exemplo: 'Efetivo' },
    { campo: 'categoria', rotulo: 'a categoria', tipo: 'texto', maximo: 100, exemplo: 'Servidor' },
    { campo: 'lotacao', rotulo: 'a lotação', tipo: 'texto', maximo: 200, exemplo: 'Diretoria Legislativa' },
    { campo: 'gabinete', rotulo: 'o gabinete', tipo: 'texto', maximo: 200, opcional: true, exemplo: '' },
    // The legacy portal publishes payroll from 2013; a month not yet closed cannot be in a future year.
    { campo: 'ano', rotulo: 'o ano', tipo: 'ano', desde: 2013, ateOAnoCorrente: true, exemplo: '2025' },
    { campo: 'mes', rotulo: 'o mês', tipo: 'mes', exemplo: '3' },
    { campo: 'remuneracaoBasica', rotulo: 'a remuneração básica', tipo: 'dinheiro', exemplo: '8.500,00' },
    { campo: 'vantagens', rotulo: 'as vantagens', tipo: 'dinheiro', exemplo: '1.200,00' },
    { campo: 'indenizacoes', rotulo: 'as indenizações', tipo: 'dinheiro', exemplo: '950,00' },
    { campo: 'bruto', rotulo: 'o bruto', tipo: 'dinheiro', exemplo: '10.650,00' },
    { campo: 'descontos', rotulo: 'os descontos', tipo: 'dinheiro', exemplo: '2.380,15' },
    { campo: 'liquido', rotulo: 'o líquido', tipo: 'dinheiro', exemplo: '8.269,85' },
  ],
  chave: ['matricula', 'ano', 'mes'],
  escopo: ['ano', 'mes'],
  diferencas: [{ resultado: 'liquido', de: 'bruto', menos: 'descontos', mensagem: 'O líquido deve ser o bruto menos os descontos.' }],
};

/**
 * Uma votação nominal importada do painel eletrônico (a posição de cada deputado): a votação já cadastrada, pelo ano e
 * o número; o deputado pelo id. Reimportar uma votação substitui as posições dela; a contagem (sim, não, abstenções,
 * ausentes) é refeita das posições na mesma transação.
 */
export const IMPORTACAO_VOTOS: ImportacaoDoConjunto = {
  recurso: 'votacoes',
  colunas: [
    { campo: 'votacao', rotulo: 'a votação (ano/número)', tipo: 'referencia', identificadaPor: ['ano', 'numero'], exemplo: '2025/12' },
    { campo: 'deputadoId', rotulo: 'o deputado (id)', tipo: 'inteiro', exemplo: '12' },
    // The positions of POSICOES_VOTO (cadastros-parlamentares.ts), written here since this file imports nothing.
    { campo: 'posicao', rotulo: 'a posição', tipo: 'opcao', opcoes: ['sim', 'nao', 'abstencao', 'obstrucao', 'ausente'], exemplo: 'sim' },
  ],
  chave: ['votacao', 'deputadoId'],
  escopo: ['votacao'],
};

/** Conjunto do catálogo → a sua importação (a entrada do conjunto aponta para a mesma declaração). */
export const IMPORTACOES: Readonly<Record<string, ImportacaoDoConjunto>> = {
  empenhos: IMPORTACAO_EMPENHOS,
  diarias: IMPORTACAO_DIARIAS,
  'repasses-duodecimo': IMPORTACAO_REPASSES_DUODECIMO,
  'verbas-indenizatorias-lancamentos': IMPORTACAO_VERBAS_INDENIZATORIAS,
  contratos: IMPORTACAO_CONTRATOS,
  editais: IMPORTACAO_EDITAIS,
  avisos: IMPORTACAO_AVISOS,
  remuneracoes: IMPORTACAO_REMUNERACOES,
  votos: IMPORTACAO_VOTOS,
};

/** Rights checked in code by the generic importer (one per dataset), for the catalogue of permissions. */
export const PERMISSOES_DE_IMPORTAR: readonly string[] = Object.values(IMPORTACOES).map(permissaoDeImportar);
