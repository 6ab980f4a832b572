/** Uma pergunta frequente de jornalistas, com a consulta GraphQL que a responde. */
export interface ConsultaPronta {
  titulo: string;
  /** O que a consulta responde e como adaptá-la. */
  explicacao: string;
  consulta: string;
  variaveis: Record<string, unknown>;
}

/**
 * Consultas prontas do painel "Primeiros passos" do explorador. Cada uma roda contra o
 * esquema publicado (test/explorador.test.ts as executa pelo gateway e exige dados sem erros).
 */
export const CONSULTAS_PRONTAS: readonly ConsultaPronta[] = [
  {
    titulo: 'Verba indenizatória de um deputado, mês a mês',
    explicacao: 'Quanto o deputado apresentou e quanto foi indenizado em cada mês do ano. Troque o id do deputado (veja a lista em "Deputados em exercício") e o ano.',
    consulta: `query VerbaPorMes($deputadoId: ID!, $ano: Int!) {
  verbasIndenizatoriasResumoAnual(deputadoId: $deputadoId, ano: $ano) {
    ano
    totalApresentado
    totalIndenizado
    deputados {
      deputado {
        nome
        partido {
          sigla
        }
      }
      meses {
        mes
        valorApresentado
        valorIndenizado
      }
    }
  }
}
`,
    variaveis: { deputadoId: '12', ano: 2025 },
  },
  {
    titulo: 'Detalhe da verba de um mês, por categoria de despesa',
    explicacao: 'As despesas de um deputado num mês, agrupadas por categoria (combustível, escritório, divulgação...).',
    consulta: `query VerbaDoMes($deputadoId: ID!, $ano: Int!, $mes: Int!) {
  verbaIndenizatoria(deputadoId: $deputadoId, ano: $ano, mes: $mes) {
    deputado {
      nome
    }
    totalApresentado
    totalIndenizado
    grupos {
      descricao
      totalIndenizado
    }
  }
}
`,
    variaveis: { deputadoId: '12', ano: 2025, mes: 4 },
  },
  {
    titulo: 'Contratos de um fornecedor',
    explicacao: 'Contratos da Assembleia cujo fornecedor, CNPJ ou objeto contém o termo, com valor e vigência. O total soma todos os contratos do filtro, não só a página.',
    consulta: `query ContratosDoFornecedor($termo: String!) {
  contratos(filtro: { termo: $termo }, pagina: 1, porPagina: 20) {
    total
    itens {
      numero
      fornecedor
      cnpjFormatado
      objeto
      valorFormatado
      vigenciaInicio
      vigenciaFim
      vigente
    }
  }
  contratosTotal(filtro: { termo: $termo }) {
    quantidade
    valorFormatado
  }
}
`,
    variaveis: { termo: 'limpeza' },
  },
  {
    titulo: 'Votos dos cidadãos num processo',
    explicacao: 'Quantos cidadãos votaram a favor e contra um projeto na participação cidadã, com a situação e a etapa da tramitação.',
    consulta: `query VotosDoProcesso($id: ID!) {
  processo(id: $id) {
    numero
    assunto
    situacao
    etapa
    aFavor
    contra
    autores {
      nome
    }
  }
}
`,
    variaveis: { id: '7' },
  },
  {
    titulo: 'Gastos da Assembleia no ano',
    explicacao: 'Totais empenhados, liquidados e pagos no ano, e a lista de anos com dados publicados.',
    consulta: `query GastosDoAno($ano: Int!) {
  anosEmpenhos
  empenhosTotal(filtro: { ano: $ano }) {
    quantidade
    totalEmpenhadoFormatado
    totalPagoFormatado
  }
}
`,
    variaveis: { ano: 2025 },
  },
];
