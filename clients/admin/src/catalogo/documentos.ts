// Gerado por scripts/compose.mjs das entradas do catálogo (@alego/catalog, CADASTROS): não editar, rode npm run generate.
import * as gql from '../gql/graphql';
import type { DocumentosCrud } from '../kit/recurso';

/** Documentos tipados (codegen) das operações de cada entrada do catálogo, pelo recurso. */
export const DOCUMENTOS_DO_CATALOGO: Readonly<Record<string, DocumentosCrud>> = {
  categorias_links: { lista: gql.CategoriasLinksAdminDocument, item: gql.CategoriaLinkAdminDocument, criar: gql.CriarCategoriaLinkAdminDocument, atualizar: gql.AtualizarCategoriaLinkAdminDocument, excluir: gql.ExcluirCategoriaLinkAdminDocument },
  quadro_remuneracoes: { lista: gql.QuadrosRemuneracaoAdminDocument, item: gql.QuadroRemuneracaoAdminDocument, criar: gql.CriarQuadroRemuneracaoAdminDocument, atualizar: gql.AtualizarQuadroRemuneracaoAdminDocument, excluir: gql.ExcluirQuadroRemuneracaoAdminDocument },
  orcamentos: { lista: gql.OrcamentosAdminDocument, item: gql.OrcamentoAdminDocument, criar: gql.CriarOrcamentoAdminDocument, atualizar: gql.AtualizarOrcamentoAdminDocument, excluir: gql.ExcluirOrcamentoAdminDocument },
  gestao_fiscal_anuais: { lista: gql.GestoesFiscaisAnuaisAdminDocument, item: gql.GestaoFiscalAnualAdminDocument, criar: gql.CriarGestaoFiscalAnualAdminDocument, atualizar: gql.AtualizarGestaoFiscalAnualAdminDocument, excluir: gql.ExcluirGestaoFiscalAnualAdminDocument },
  prestacao_contas: { lista: gql.PrestacoesContasAdminDocument, item: gql.PrestacaoContasAdminDocument, criar: gql.CriarPrestacaoContasAdminDocument, atualizar: gql.AtualizarPrestacaoContasAdminDocument, excluir: gql.ExcluirPrestacaoContasAdminDocument },
  sancao_administrativa: { lista: gql.SancoesAdministrativasAdminDocument, item: gql.SancaoAdministrativaAdminDocument, criar: gql.CriarSancaoAdministrativaAdminDocument, atualizar: gql.AtualizarSancaoAdministrativaAdminDocument, excluir: gql.ExcluirSancaoAdministrativaAdminDocument },
  demonstrativo_despesas_com_pessoal: { lista: gql.DemonstrativosDespesasComPessoalAdminDocument, item: gql.DemonstrativoDespesasComPessoalAdminDocument, criar: gql.CriarDemonstrativoDespesasComPessoalAdminDocument, atualizar: gql.AtualizarDemonstrativoDespesasComPessoalAdminDocument, excluir: gql.ExcluirDemonstrativoDespesasComPessoalAdminDocument },
  aeronaves: { lista: gql.AeronavesAdminDocument, item: gql.AeronaveAdminDocument, criar: gql.CriarAeronaveAdminDocument, atualizar: gql.AtualizarAeronaveAdminDocument, excluir: gql.ExcluirAeronaveAdminDocument },
  diarios: { lista: gql.DiariosAdminDocument, item: gql.DiarioAdminDocument, criar: gql.CriarDiarioAdminDocument, atualizar: gql.AtualizarDiarioAdminDocument, excluir: gql.ExcluirDiarioAdminDocument },
  atas_plenarias: { lista: gql.AtasPlenariasAdminDocument, item: gql.AtaPlenariaAdminDocument, criar: gql.CriarAtaPlenariaAdminDocument, atualizar: gql.AtualizarAtaPlenariaAdminDocument, excluir: gql.ExcluirAtaPlenariaAdminDocument },
  sessoes_plenarias: { lista: gql.SessoesPlenariasAdminDocument, item: gql.SessaoPlenariaAdminDocument, criar: gql.CriarSessaoPlenariaAdminDocument, atualizar: gql.AtualizarSessaoPlenariaAdminDocument, excluir: gql.ExcluirSessaoPlenariaAdminDocument },
  requerimentos: { lista: gql.RequerimentosAdminDocument, item: gql.RequerimentoAdminDocument, criar: gql.CriarRequerimentoAdminDocument, atualizar: gql.AtualizarRequerimentoAdminDocument, excluir: gql.ExcluirRequerimentoAdminDocument },
  expedientes: { lista: gql.ExpedientesAdminDocument, item: gql.ExpedienteAdminDocument, criar: gql.CriarExpedienteAdminDocument, atualizar: gql.AtualizarExpedienteAdminDocument, excluir: gql.ExcluirExpedienteAdminDocument },
  estagiarios: { lista: gql.EstagiariosAdminDocument, item: gql.EstagiarioAdminDocument, criar: gql.CriarEstagiarioAdminDocument, atualizar: gql.AtualizarEstagiarioAdminDocument, excluir: gql.ExcluirEstagiarioAdminDocument },
  servidores_licenciados: { lista: gql.ServidoresLicenciadosAdminDocument, item: gql.ServidorLicenciadoAdminDocument, criar: gql.CriarServidorLicenciadoAdminDocument, atualizar: gql.AtualizarServidorLicenciadoAdminDocument, excluir: gql.ExcluirServidorLicenciadoAdminDocument },
  servidores_terceirizados: { lista: gql.ServidoresTerceirizadosAdminDocument, item: gql.ServidorTerceirizadoAdminDocument, criar: gql.CriarServidorTerceirizadoAdminDocument, atualizar: gql.AtualizarServidorTerceirizadoAdminDocument, excluir: gql.ExcluirServidorTerceirizadoAdminDocument },
};
