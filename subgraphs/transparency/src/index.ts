import 'reflect-metadata';
import { createBuscaResolver, DocumentoEmitido, rotaDeExportacao, type SubgraphDefinition } from '@alego/kit';
import { ContrachequeResolver, VerificacaoFolhaResolver } from './modules/remuneracao/contracheque.js';
import { migrations } from './migrations/index.js';
import { Aeronave } from './modules/aeronave/aeronave.entity.js';
import { AeronaveResolver } from './modules/aeronave/aeronave.resolver.js';
import { AvisoLicitacao } from './modules/aviso-licitacao/aviso-licitacao.entity.js';
import { AvisoLicitacaoResolver } from './modules/aviso-licitacao/aviso-licitacao.resolver.js';
import { BUSCA_CONTRATOS, Contrato } from './modules/contrato/contrato.entity.js';
import { ContratoResolver } from './modules/contrato/contrato.resolver.js';
import { Diaria } from './modules/diaria/diaria.entity.js';
import { DiariaResolver } from './modules/diaria/diaria.resolver.js';
import { BUSCA_LICITACOES, Edital } from './modules/edital/edital.entity.js';
import { EditalResolver } from './modules/edital/edital.resolver.js';
import { BUSCA_EMPENHOS, Empenho } from './modules/empenho/empenho.entity.js';
import { EmpenhoResolver } from './modules/empenho/empenho.resolver.js';
import { FaseLicitacao } from './modules/fase-licitacao/fase-licitacao.entity.js';
import { FaseLicitacaoResolver } from './modules/fase-licitacao/fase-licitacao.resolver.js';
import { FiscalContrato } from './modules/fiscal-contrato/fiscal-contrato.entity.js';
import { FiscalContratoResolver } from './modules/fiscal-contrato/fiscal-contrato.resolver.js';
import { ModalidadeLicitacao } from './modules/modalidade-licitacao/modalidade-licitacao.entity.js';
import { ModalidadeLicitacaoResolver } from './modules/modalidade-licitacao/modalidade-licitacao.resolver.js';
import { RepasseDuodecimo } from './modules/repasse-duodecimo/repasse-duodecimo.entity.js';
import { RepasseDuodecimoResolver } from './modules/repasse-duodecimo/repasse-duodecimo.resolver.js';
import { TipoContratacao } from './modules/tipo-contratacao/tipo-contratacao.entity.js';
import { TipoContratacaoResolver } from './modules/tipo-contratacao/tipo-contratacao.resolver.js';
import { TipoSolicitacaoDiaria } from './modules/tipo-solicitacao-diaria/tipo-solicitacao-diaria.entity.js';
import { TipoSolicitacaoDiariaResolver } from './modules/tipo-solicitacao-diaria/tipo-solicitacao-diaria.resolver.js';
import { VerbaIndenizatoria } from './modules/verba-indenizatoria/verba-indenizatoria.entity.js';
import { VerbaIndenizatoriaResolver } from './modules/verba-indenizatoria/verba-indenizatoria.resolver.js';
import { FinanceiroSeeder } from './seeders/financeiro.seeder.js';
import { DemonstrativoDespesasComPessoal } from './modules/demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.entity.js';
import { DemonstrativoDespesasComPessoalResolver } from './modules/demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.resolver.js';
import { GestaoFiscalAnual } from './modules/gestao-fiscal-anual/gestao-fiscal-anual.entity.js';
import { GestaoFiscalAnualResolver } from './modules/gestao-fiscal-anual/gestao-fiscal-anual.resolver.js';
import { Orcamento } from './modules/orcamento/orcamento.entity.js';
import { OrcamentoResolver } from './modules/orcamento/orcamento.resolver.js';
import { PrestacaoContas } from './modules/prestacao-contas/prestacao-contas.entity.js';
import { PrestacaoContasResolver } from './modules/prestacao-contas/prestacao-contas.resolver.js';
import { QuadroRemuneracao } from './modules/quadro-remuneracao/quadro-remuneracao.entity.js';
import { QuadroRemuneracaoResolver } from './modules/quadro-remuneracao/quadro-remuneracao.resolver.js';
import { AnosResolver } from './modules/relatorio-pdf/anos.resolver.js';
import { AcessoRemuneracao } from './modules/remuneracao/acesso-remuneracao.entity.js';
import { Remuneracao } from './modules/remuneracao/remuneracao.entity.js';
import { RemuneracaoResolver } from './modules/remuneracao/remuneracao.resolver.js';
import { ImportacaoDeConjunto } from './modules/importacao/importacao.entity.js';
import { ImportacaoDeConjuntoResolver } from './modules/importacao/importacao.resolver.js';
import { rotaImportacaoDeConjunto } from './modules/importacao/importacao.routes.js';
import { trabalhoDeImportacao } from './modules/importacao/importacao.trabalho.js';
import { SancaoAdministrativa } from './modules/sancao-administrativa/sancao-administrativa.entity.js';
import { SancaoAdministrativaResolver } from './modules/sancao-administrativa/sancao-administrativa.resolver.js';
import { Diario } from './modules/diario/diario.entity.js';
import { DiarioResolver } from './modules/diario/diario.resolver.js';
import { AtaPlenaria } from './modules/ata-plenaria/ata-plenaria.entity.js';
import { AtaPlenariaResolver } from './modules/ata-plenaria/ata-plenaria.resolver.js';
import { SessaoPlenaria } from './modules/sessao-plenaria/sessao-plenaria.entity.js';
import { SessaoPlenariaResolver } from './modules/sessao-plenaria/sessao-plenaria.resolver.js';
import { Requerimento } from './modules/requerimento/requerimento.entity.js';
import { RequerimentoResolver } from './modules/requerimento/requerimento.resolver.js';
import { Expediente } from './modules/expediente/expediente.entity.js';
import { ExpedienteResolver } from './modules/expediente/expediente.resolver.js';
import { Votacao, VotoDeputado } from './modules/votacao/votacao.entity.js';
import { VotacaoResolver, VotoDeputadoResolver } from './modules/votacao/votacao.resolver.js';
import { Estagiario } from './modules/estagiario/estagiario.entity.js';
import { EstagiarioResolver } from './modules/estagiario/estagiario.resolver.js';
import { ServidorLicenciado } from './modules/servidor-licenciado/servidor-licenciado.entity.js';
import { ServidorLicenciadoResolver } from './modules/servidor-licenciado/servidor-licenciado.resolver.js';
import { ServidorTerceirizado } from './modules/servidor-terceirizado/servidor-terceirizado.entity.js';
import { ServidorTerceirizadoResolver } from './modules/servidor-terceirizado/servidor-terceirizado.resolver.js';
import { PlanoContratacoes } from './modules/plano-contratacoes/plano-contratacoes.entity.js';
import { PlanoContratacoesResolver } from './modules/plano-contratacoes/plano-contratacoes.resolver.js';
import { Balanco } from './modules/balanco/balanco.entity.js';
import { BalancoResolver } from './modules/balanco/balanco.resolver.js';
import { RelatorioGestao } from './modules/relatorio-gestao/relatorio-gestao.entity.js';
import { RelatorioGestaoResolver } from './modules/relatorio-gestao/relatorio-gestao.resolver.js';
import { ExecucaoOrcamentaria } from './modules/execucao-orcamentaria/execucao-orcamentaria.entity.js';
import { ExecucaoOrcamentariaResolver } from './modules/execucao-orcamentaria/execucao-orcamentaria.resolver.js';
import { Concurso } from './modules/concurso/concurso.entity.js';
import { ConcursoResolver } from './modules/concurso/concurso.resolver.js';
import { DocumentoCompliance } from './modules/documento-compliance/documento-compliance.entity.js';
import { DocumentoComplianceResolver } from './modules/documento-compliance/documento-compliance.resolver.js';
import { Veiculo } from './modules/veiculo/veiculo.entity.js';
import { VeiculoResolver } from './modules/veiculo/veiculo.resolver.js';
import { Abastecimento } from './modules/abastecimento/abastecimento.entity.js';
import { AbastecimentoResolver } from './modules/abastecimento/abastecimento.resolver.js';
import { Obra } from './modules/obra/obra.entity.js';
import { ObraResolver } from './modules/obra/obra.resolver.js';
import { AssembleiaEmNumerosResolver } from './modules/assembleia-em-numeros/assembleia-em-numeros.resolver.js';
import { ExecucaoDoContratoResolver, FornecedorResolver, ProcessoDeCompraResolver } from './modules/siga-o-dinheiro/siga-o-dinheiro.resolver.js';
import { Dueof } from './modules/dueof/dueof.entity.js';
import { DueofResolver } from './modules/dueof/dueof.resolver.js';
import { ProgramaAcao } from './modules/programa-acao/programa-acao.entity.js';
import { ProgramaAcaoResolver } from './modules/programa-acao/programa-acao.resolver.js';
import { Receita } from './modules/receita/receita.entity.js';
import { ReceitaResolver } from './modules/receita/receita.resolver.js';
import { ArquivoLink } from './modules/arquivo-link/arquivo-link.entity.js';
import { ArquivoLinkResolver } from './modules/arquivo-link/arquivo-link.resolver.js';
import { Legislacao } from './modules/legislacao/legislacao.entity.js';
import { LegislacaoResolver } from './modules/legislacao/legislacao.resolver.js';
import { Organograma } from './modules/organograma/organograma.entity.js';
import { OrganogramaResolver } from './modules/organograma/organograma.resolver.js';
import { ContasSeeder } from './seeders/contas.seeder.js';
import { AlteracaoResolver } from './modules/alteracao/alteracao.resolver.js';
import { LegislacaoSeeder } from './seeders/legislacao.seeder.js';
import { OrganogramaSeeder, PdfsDosOrganogramasSeeder } from './seeders/organograma.seeder.js';
import { AeronavesSeeder } from './seeders/aeronaves.seeder.js';
import { AtividadeParlamentarSeeder } from './seeders/atividade-parlamentar.seeder.js';
import { ListasDePessoalSeeder } from './seeders/listas-de-pessoal.seeder.js';
import { DocumentosSeeder } from './seeders/documentos.seeder.js';
import { FrotaSeeder } from './seeders/frota.seeder.js';
import { PessoalSeeder } from './seeders/pessoal.seeder.js';
import { TransparencySeeder } from './seeders/transparency.seeder.js';

/** Transparency: contracts, bids, commitments, daily and indemnity allowances, duodecimo transfers (and personnel data). */
export const transparency: SubgraphDefinition = {
  name: 'transparency',
  defaultPort: 4003,
  // The crawler feed (docs/crawler-feed.md) reads what every write leaves in the change log.
  registroDeAlteracoes: true,
  entities: [
    Contrato,
    TipoContratacao,
    FiscalContrato,
    ModalidadeLicitacao,
    FaseLicitacao,
    Edital,
    AvisoLicitacao,
    Empenho,
    TipoSolicitacaoDiaria,
    Diaria,
    RepasseDuodecimo,
    VerbaIndenizatoria,
    Remuneracao,
    ImportacaoDeConjunto,
    AcessoRemuneracao,
    DocumentoEmitido,
    QuadroRemuneracao,
    Orcamento,
    GestaoFiscalAnual,
    PrestacaoContas,
    SancaoAdministrativa,
    DemonstrativoDespesasComPessoal,
    Aeronave,
    Diario,
    AtaPlenaria,
    SessaoPlenaria,
    Requerimento,
    Expediente,
    Votacao,
    VotoDeputado,
    Estagiario,
    ServidorLicenciado,
    ServidorTerceirizado,
    PlanoContratacoes,
    Balanco,
    RelatorioGestao,
    ExecucaoOrcamentaria,
    Concurso,
    DocumentoCompliance,
    Veiculo,
    Abastecimento,
    Obra,
    Dueof,
    ProgramaAcao,
    Receita,
    ArquivoLink,
    Legislacao,
    Organograma,
  ],
  resolvers: [
    // A busca do site (docs/busca.md): uma entidade entra acrescentando a sua declaração aqui.
    createBuscaResolver('Transparencia', [BUSCA_CONTRATOS, BUSCA_LICITACOES, BUSCA_EMPENHOS]),
    AlteracaoResolver,
    ContratoResolver,
    TipoContratacaoResolver,
    FiscalContratoResolver,
    ModalidadeLicitacaoResolver,
    FaseLicitacaoResolver,
    EditalResolver,
    AvisoLicitacaoResolver,
    EmpenhoResolver,
    TipoSolicitacaoDiariaResolver,
    DiariaResolver,
    RepasseDuodecimoResolver,
    VerbaIndenizatoriaResolver,
    RemuneracaoResolver,
    ContrachequeResolver,
    VerificacaoFolhaResolver,
    ImportacaoDeConjuntoResolver,
    QuadroRemuneracaoResolver,
    OrcamentoResolver,
    GestaoFiscalAnualResolver,
    PrestacaoContasResolver,
    SancaoAdministrativaResolver,
    DemonstrativoDespesasComPessoalResolver,
    AeronaveResolver,
    DiarioResolver,
    AtaPlenariaResolver,
    SessaoPlenariaResolver,
    RequerimentoResolver,
    ExpedienteResolver,
    VotacaoResolver,
    VotoDeputadoResolver,
    EstagiarioResolver,
    ServidorLicenciadoResolver,
    ServidorTerceirizadoResolver,
    PlanoContratacoesResolver,
    BalancoResolver,
    RelatorioGestaoResolver,
    ExecucaoOrcamentariaResolver,
    ConcursoResolver,
    DocumentoComplianceResolver,
    VeiculoResolver,
    AbastecimentoResolver,
    ObraResolver,
    DueofResolver,
    ProgramaAcaoResolver,
    ReceitaResolver,
    ArquivoLinkResolver,
    LegislacaoResolver,
    OrganogramaResolver,
    AnosResolver,
    ProcessoDeCompraResolver,
    FornecedorResolver,
    ExecucaoDoContratoResolver,
    AssembleiaEmNumerosResolver,
  ],
  migrations,
  seeders: [TransparencySeeder, FinanceiroSeeder, PessoalSeeder, AeronavesSeeder, AtividadeParlamentarSeeder, ListasDePessoalSeeder, DocumentosSeeder, FrotaSeeder, ContasSeeder, LegislacaoSeeder, OrganogramaSeeder, PdfsDosOrganogramasSeeder],
  rotasInternas: (router, dependencias) => {
    rotaImportacaoDeConjunto(router, dependencias);
    rotaDeExportacao(router, dependencias);
  },
  trabalhos: ({ orm }) => [trabalhoDeImportacao(orm)],
};
