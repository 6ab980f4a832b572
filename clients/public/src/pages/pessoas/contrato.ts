/**
 * O contrato de docs/pessoas.md que ainda falta em schema/api.graphql enquanto o
 * subgrafo people não o publica: os testes acrescentam estes campos ao esquema
 * público (`esquemaDePessoas`), com as mesmas assinaturas. Quando o esquema já os
 * tem, nada é acrescentado.
 */
export const CONTRATO_DE_PESSOAS = `
type Afastamento { id: ID! tipo: Int! tipoDescricao: String! dataAfastamento: String! dataRetorno: String }
type DeputadoLegislatura { id: ID! deputado: Deputado! legislatura: Legislatura! partido: Partido dataInicio: String }
type DeputadoAnoEmenda { id: ID! ano: Int! ativo: Boolean! }
type DeputadoComissao { id: ID! deputado: Deputado! comissao: Comissao! cargo: Int! cargoDescricao: String! }
type EquipeTecnicaComissao { id: ID! nome: String! funcao: String email: String telefone: String }
type TrabalhoComissao { id: ID! tipo: Int! tipoDescricao: String! titulo: String! descricao: String data: String url: String }
type ArquivoComissao { id: ID! tipo: Int! tipoDescricao: String! titulo: String! data: String nome: String! tamanho: Int! url: String! }
type LinkComissao { id: ID! categoria: Int! categoriaDescricao: String! titulo: String! url: String! }
type Comissao {
  id: ID! nome: String! sigla: String descricao: String tipo: Int! tipoDescricao: String! ativa: Boolean! urlSufixo: String!
  deputadosComissao: [DeputadoComissao!]!
  equipeTecnicaComissoes: [EquipeTecnicaComissao!]!
  trabalhosComissao: [TrabalhoComissao!]!
  arquivosComissao: [ArquivoComissao!]!
  linksComissao: [LinkComissao!]!
}
type ComissaoPagina { itens: [Comissao!]! total: Int! pagina: Int! porPagina: Int! totalPaginas: Int! }
input ComissaoFiltro { termo: String ativa: Boolean tipo: Int }
type FrenteParlamentar { id: ID! nome: String! descricao: String ativa: Boolean! dataCriacao: String coordenador: Deputado deputados: [Deputado!]! }
type FrenteParlamentarPagina { itens: [FrenteParlamentar!]! total: Int! pagina: Int! porPagina: Int! totalPaginas: Int! }
input FrenteParlamentarFiltro { termo: String ativa: Boolean }
type PresidenteAssembleia { id: ID! nome: String! anoInicio: Int! anoFim: Int deputado: Deputado fotoUrl: String }
type OpcaoPessoas { id: Int! nome: String! }
extend type Deputado {
  cargo: Int
  cargoDescricao: String
  fotoUrl: String
  fotoMiniatura(largura: Int! = 400): String
  afastamentos: [Afastamento!]!
  deputadoLegislaturas: [DeputadoLegislatura!]!
  deputadoAnoEmendas: [DeputadoAnoEmenda!]!
  deputadosComissao: [DeputadoComissao!]!
  frentesParlamentares: [FrenteParlamentar!]!
}
extend type Legislatura {
  tipo: Int!
  tipoDescricao: String!
  deputadoLegislaturas: [DeputadoLegislatura!]!
}
extend input DeputadoFiltro { legislaturaId: ID }
extend type Query {
  mesaDiretora: [Deputado!]!
  liderancas: [Deputado!]!
  galeriaPresidentes: [PresidenteAssembleia!]!
  comissoes(pagina: Int! = 1, porPagina: Int! = 10, filtro: ComissaoFiltro): ComissaoPagina!
  comissao(id: ID!): Comissao
  frentesParlamentares(pagina: Int! = 1, porPagina: Int! = 10, filtro: FrenteParlamentarFiltro): FrenteParlamentarPagina!
  frenteParlamentar(id: ID!): FrenteParlamentar
}
`;
