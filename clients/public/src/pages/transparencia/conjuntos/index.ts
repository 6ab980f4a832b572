// Gerado por scripts/consultas-dos-conjuntos.mjs do catálogo (@alego/catalog): não edite.
// Os documentos tipados (graphql-codegen) de cada conjunto de dados, pelo id do conjunto.
import * as D from '../../../gql/transparencia/graphql';

export const CONSULTAS_DOS_CONJUNTOS = {
  'contratos': {
    pagina: D.ConjuntoContratosDocument,
    semTotais: D.ConjuntoContratosSemTotaisDocument,
    sugestoes: D.ConjuntoContratosSugestoesDocument,
  },
  'convenios': {
    pagina: D.ConjuntoConveniosDocument,
    semTotais: D.ConjuntoConveniosSemTotaisDocument,
    sugestoes: D.ConjuntoConveniosSugestoesDocument,
  },
  'atas-de-registro-de-preco': {
    pagina: D.ConjuntoAtasDeRegistroDePrecoDocument,
    semTotais: D.ConjuntoAtasDeRegistroDePrecoSemTotaisDocument,
    sugestoes: D.ConjuntoAtasDeRegistroDePrecoSugestoesDocument,
  },
  'outras-contratacoes': {
    pagina: D.ConjuntoOutrasContratacoesDocument,
    semTotais: D.ConjuntoOutrasContratacoesSemTotaisDocument,
    sugestoes: D.ConjuntoOutrasContratacoesSugestoesDocument,
  },
  'fiscais-de-contratos': {
    pagina: D.ConjuntoFiscaisDeContratosDocument,
    semTotais: D.ConjuntoFiscaisDeContratosDocument,
    sugestoes: null,
  },
  'editais': {
    pagina: D.ConjuntoEditaisDocument,
    semTotais: D.ConjuntoEditaisSemTotaisDocument,
    sugestoes: D.ConjuntoEditaisSugestoesDocument,
  },
  'avisos': {
    pagina: D.ConjuntoAvisosDocument,
    semTotais: D.ConjuntoAvisosDocument,
    sugestoes: null,
  },
  'empenhos': {
    pagina: D.ConjuntoEmpenhosDocument,
    semTotais: D.ConjuntoEmpenhosSemTotaisDocument,
    sugestoes: null,
  },
  'diarias': {
    pagina: D.ConjuntoDiariasDocument,
    semTotais: D.ConjuntoDiariasSemTotaisDocument,
    sugestoes: D.ConjuntoDiariasSugestoesDocument,
  },
  'repasses-duodecimo': {
    pagina: D.ConjuntoRepassesDuodecimoDocument,
    semTotais: D.ConjuntoRepassesDuodecimoSemTotaisDocument,
    sugestoes: null,
  },
  'remuneracoes': {
    pagina: D.ConjuntoRemuneracoesDocument,
    semTotais: D.ConjuntoRemuneracoesSemTotaisDocument,
    sugestoes: D.ConjuntoRemuneracoesSugestoesDocument,
  },
  'quadros-de-remuneracao': {
    pagina: D.ConjuntoQuadrosDeRemuneracaoDocument,
    semTotais: D.ConjuntoQuadrosDeRemuneracaoDocument,
    sugestoes: null,
  },
  'despesas-com-pessoal': {
    pagina: D.ConjuntoDespesasComPessoalDocument,
    semTotais: D.ConjuntoDespesasComPessoalDocument,
    sugestoes: null,
  },
  'orcamentos': {
    pagina: D.ConjuntoOrcamentosDocument,
    semTotais: D.ConjuntoOrcamentosDocument,
    sugestoes: null,
  },
  'gestao-fiscal': {
    pagina: D.ConjuntoGestaoFiscalDocument,
    semTotais: D.ConjuntoGestaoFiscalDocument,
    sugestoes: null,
  },
  'prestacao-de-contas': {
    pagina: D.ConjuntoPrestacaoDeContasDocument,
    semTotais: D.ConjuntoPrestacaoDeContasDocument,
    sugestoes: null,
  },
  'sancoes-administrativas': {
    pagina: D.ConjuntoSancoesAdministrativasDocument,
    semTotais: D.ConjuntoSancoesAdministrativasDocument,
    sugestoes: null,
  },
  'aeronaves': {
    pagina: D.ConjuntoAeronavesDocument,
    semTotais: D.ConjuntoAeronavesDocument,
    sugestoes: null,
  },
  'verbas-indenizatorias': {
    pagina: D.ConjuntoVerbasIndenizatoriasDocument,
    semTotais: D.ConjuntoVerbasIndenizatoriasSemTotaisDocument,
    sugestoes: null,
  },
  'verbas-indenizatorias-categorias': {
    pagina: D.ConjuntoVerbasIndenizatoriasCategoriasDocument,
    semTotais: D.ConjuntoVerbasIndenizatoriasCategoriasDocument,
    sugestoes: null,
  },
  'verbas-indenizatorias-lancamentos': {
    pagina: D.ConjuntoVerbasIndenizatoriasLancamentosDocument,
    semTotais: D.ConjuntoVerbasIndenizatoriasLancamentosSemTotaisDocument,
    sugestoes: null,
  },
  'diarios': {
    pagina: D.ConjuntoDiariosDocument,
    semTotais: D.ConjuntoDiariosDocument,
    sugestoes: null,
  },
  'atas-plenarias': {
    pagina: D.ConjuntoAtasPlenariasDocument,
    semTotais: D.ConjuntoAtasPlenariasDocument,
    sugestoes: null,
  },
  'sessoes-plenarias': {
    pagina: D.ConjuntoSessoesPlenariasDocument,
    semTotais: D.ConjuntoSessoesPlenariasDocument,
    sugestoes: null,
  },
  'requerimentos': {
    pagina: D.ConjuntoRequerimentosDocument,
    semTotais: D.ConjuntoRequerimentosDocument,
    sugestoes: null,
  },
  'expedientes': {
    pagina: D.ConjuntoExpedientesDocument,
    semTotais: D.ConjuntoExpedientesDocument,
    sugestoes: null,
  },
  'votacoes': {
    pagina: D.ConjuntoVotacoesDocument,
    semTotais: D.ConjuntoVotacoesDocument,
    sugestoes: null,
  },
  'votos': {
    pagina: D.ConjuntoVotosDocument,
    semTotais: D.ConjuntoVotosDocument,
    sugestoes: null,
  },
  'estagiarios': {
    pagina: D.ConjuntoEstagiariosDocument,
    semTotais: D.ConjuntoEstagiariosDocument,
    sugestoes: null,
  },
  'servidores-licenciados': {
    pagina: D.ConjuntoServidoresLicenciadosDocument,
    semTotais: D.ConjuntoServidoresLicenciadosDocument,
    sugestoes: null,
  },
  'servidores-terceirizados': {
    pagina: D.ConjuntoServidoresTerceirizadosDocument,
    semTotais: D.ConjuntoServidoresTerceirizadosDocument,
    sugestoes: null,
  },
  'legislacao': {
    pagina: D.ConjuntoLegislacaoDocument,
    semTotais: D.ConjuntoLegislacaoDocument,
    sugestoes: null,
  },
  'estrutura-organizacional': {
    pagina: D.ConjuntoEstruturaOrganizacionalDocument,
    semTotais: D.ConjuntoEstruturaOrganizacionalDocument,
    sugestoes: null,
  },
  'obras': {
    pagina: D.ConjuntoObrasDocument,
    semTotais: D.ConjuntoObrasDocument,
    sugestoes: null,
  },
  'plano-anual-contratacoes': {
    pagina: D.ConjuntoPlanoAnualContratacoesDocument,
    semTotais: D.ConjuntoPlanoAnualContratacoesDocument,
    sugestoes: null,
  },
  'balancos': {
    pagina: D.ConjuntoBalancosDocument,
    semTotais: D.ConjuntoBalancosDocument,
    sugestoes: null,
  },
  'relatorios-gestao': {
    pagina: D.ConjuntoRelatoriosGestaoDocument,
    semTotais: D.ConjuntoRelatoriosGestaoDocument,
    sugestoes: null,
  },
  'execucao-orcamentaria': {
    pagina: D.ConjuntoExecucaoOrcamentariaDocument,
    semTotais: D.ConjuntoExecucaoOrcamentariaDocument,
    sugestoes: null,
  },
  'concursos': {
    pagina: D.ConjuntoConcursosDocument,
    semTotais: D.ConjuntoConcursosDocument,
    sugestoes: null,
  },
  'compliance': {
    pagina: D.ConjuntoComplianceDocument,
    semTotais: D.ConjuntoComplianceDocument,
    sugestoes: null,
  },
  'frotas': {
    pagina: D.ConjuntoFrotasDocument,
    semTotais: D.ConjuntoFrotasDocument,
    sugestoes: null,
  },
  'abastecimentos': {
    pagina: D.ConjuntoAbastecimentosDocument,
    semTotais: D.ConjuntoAbastecimentosDocument,
    sugestoes: null,
  },
  'despesas': {
    pagina: D.ConjuntoDespesasDocument,
    semTotais: D.ConjuntoDespesasSemTotaisDocument,
    sugestoes: D.ConjuntoDespesasSugestoesDocument,
  },
  'programa-acoes': {
    pagina: D.ConjuntoProgramaAcoesDocument,
    semTotais: D.ConjuntoProgramaAcoesDocument,
    sugestoes: null,
  },
  'receitas': {
    pagina: D.ConjuntoReceitasDocument,
    semTotais: D.ConjuntoReceitasSemTotaisDocument,
    sugestoes: null,
  },
  'arquivos-links': {
    pagina: D.ConjuntoArquivosLinksDocument,
    semTotais: D.ConjuntoArquivosLinksDocument,
    sugestoes: null,
  },
} as const;
