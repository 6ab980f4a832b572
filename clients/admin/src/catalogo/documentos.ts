// Gerado por scripts/compose.mjs das entradas do catálogo (@alego/catalog, CADASTROS): não editar, rode npm run generate.
import * as gql from '../gql/graphql';
import type { DocumentosCrud } from '../kit/recurso';

/** Documentos tipados (codegen) das operações de cada entrada do catálogo, pelo recurso. */
export const DOCUMENTOS_DO_CATALOGO: Readonly<Record<string, DocumentosCrud>> = {
  categorias_links: { lista: gql.CategoriasLinksAdminDocument, item: gql.CategoriaLinkAdminDocument, criar: gql.CriarCategoriaLinkAdminDocument, atualizar: gql.AtualizarCategoriaLinkAdminDocument, excluir: gql.ExcluirCategoriaLinkAdminDocument },
  links: { lista: gql.LinksAdminDocument, item: gql.LinkAdminDocument, criar: gql.CriarLinkAdminDocument, atualizar: gql.AtualizarLinkAdminDocument, excluir: gql.ExcluirLinkAdminDocument },
  galeria_categorias: { lista: gql.GaleriaCategoriasAdminDocument, item: gql.GaleriaCategoriaAdminDocument, criar: gql.CriarGaleriaCategoriaAdminDocument, atualizar: gql.AtualizarGaleriaCategoriaAdminDocument, excluir: gql.ExcluirGaleriaCategoriaAdminDocument },
  quadro_remuneracoes: { lista: gql.QuadrosRemuneracaoAdminDocument, item: gql.QuadroRemuneracaoAdminDocument, criar: gql.CriarQuadroRemuneracaoAdminDocument, atualizar: gql.AtualizarQuadroRemuneracaoAdminDocument, excluir: gql.ExcluirQuadroRemuneracaoAdminDocument },
  orcamentos: { lista: gql.OrcamentosAdminDocument, item: gql.OrcamentoAdminDocument, criar: gql.CriarOrcamentoAdminDocument, atualizar: gql.AtualizarOrcamentoAdminDocument, excluir: gql.ExcluirOrcamentoAdminDocument },
  gestao_fiscal_anuais: { lista: gql.GestoesFiscaisAnuaisAdminDocument, item: gql.GestaoFiscalAnualAdminDocument, criar: gql.CriarGestaoFiscalAnualAdminDocument, atualizar: gql.AtualizarGestaoFiscalAnualAdminDocument, excluir: gql.ExcluirGestaoFiscalAnualAdminDocument },
  prestacao_contas: { lista: gql.PrestacoesContasAdminDocument, item: gql.PrestacaoContasAdminDocument, criar: gql.CriarPrestacaoContasAdminDocument, atualizar: gql.AtualizarPrestacaoContasAdminDocument, excluir: gql.ExcluirPrestacaoContasAdminDocument },
  sancao_administrativa: { lista: gql.SancoesAdministrativasAdminDocument, item: gql.SancaoAdministrativaAdminDocument, criar: gql.CriarSancaoAdministrativaAdminDocument, atualizar: gql.AtualizarSancaoAdministrativaAdminDocument, excluir: gql.ExcluirSancaoAdministrativaAdminDocument },
  demonstrativo_despesas_com_pessoal: { lista: gql.DemonstrativosDespesasComPessoalAdminDocument, item: gql.DemonstrativoDespesasComPessoalAdminDocument, criar: gql.CriarDemonstrativoDespesasComPessoalAdminDocument, atualizar: gql.AtualizarDemonstrativoDespesasComPessoalAdminDocument, excluir: gql.ExcluirDemonstrativoDespesasComPessoalAdminDocument },
  aeronaves: { lista: gql.AeronavesAdminDocument, item: gql.AeronaveAdminDocument, criar: gql.CriarAeronaveAdminDocument, atualizar: gql.AtualizarAeronaveAdminDocument, excluir: gql.ExcluirAeronaveAdminDocument },
};
