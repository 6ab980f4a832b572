/** Consulta inicial do explorador, com instruções em português nos comentários. */
export const CONSULTA_INICIAL = `# Explorador GraphQL da Assembleia Legislativa
# do Estado de Goiás.
#
# Consulte os dados públicos do portal (notícias,
# deputados, verbas, contratos, votos...) escolhendo
# os campos que quer receber.
#
# • Comece pelo painel "Primeiros passos", à
#   esquerda: consultas prontas para as perguntas
#   mais comuns (verba de um deputado por mês,
#   contratos de um fornecedor, votos de um
#   processo).
# • Ctrl+Enter (ou o botão ▶) executa a consulta.
# • Ctrl+Espaço sugere campos; a documentação do
#   esquema fica no ícone de livro, à esquerda.
# • Listas são paginadas (pagina, porPagina) e
#   respondem itens, total e totalPaginas.
#
# Exemplo: as cinco notícias mais recentes, com o
# deputado e o partido.
{
  noticias(pagina: 1, porPagina: 5) {
    itens {
      titulo
      deputado {
        nome
        partido {
          sigla
        }
      }
    }
  }
}
`;
