/** Consulta inicial do explorador, com instruções em português nos comentários. */
export const CONSULTA_INICIAL = `# Explorador GraphQL da Assembleia Legislativa
# do Estado de Goiás.
#
# Consulte os dados públicos do portal (notícias,
# deputados, partidos...) escolhendo os campos
# que quer receber.
#
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
