import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  valueFromASTUntyped,
  type ASTNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Limits for public operations; our own clients' operations stay far below them (see limits.test.ts). */
export const LIMITES = {
  profundidade: 12,
  aliases: 30,
  diretivas: 20,
  /**
   * Estimated fields resolved, with every list multiplied by its size (TAMANHOS_DE_LISTA, page arguments): a worst
   * case. Our heaviest page (previous terms: 100 terms × 60 deputies) estimates about 60,000; a fan-out through lists
   * (deputies → fronts → deputies → …) estimates millions. Subgraphs bound what really runs (LIMITES_DE_EXECUCAO).
   */
  custo: 100_000,
  /** Characters of one query document. */
  tamanho: 100_000,
  /** Nesting of the variables' JSON: no input type of ours goes past a handful of levels. */
  profundidadeDasVariaveis: 32,
} as const;

/** The largest page a paginated field serves (POR_PAGINA_MAXIMO in the kit), assumed for a size given by a variable. */
const PAGINA_MAXIMA = 100;

/** Arguments that choose how many items a field returns (a page's `porPagina`, a ranking's `limite`). */
const ARGUMENTOS_DE_TAMANHO = ['porPagina', 'limite'];

/**
 * The size of every list that takes no size argument (`@listSize(assumedSize:)`, written as a table): the most
 * items such a list holds in the assembly's data (41 deputies, a term's deputies, a committee's members…). A list
 * added to the schema without a page argument must be declared here: limits.test.ts fails otherwise.
 */
export const TAMANHOS_DE_LISTA: Readonly<Record<string, number>> = {
  'Query.destaquesNoticias': 10,
  // The site search (docs/busca.md): one group per kind a subgraph declares, at most 10 each.
  'Query.buscaConteudo': 10,
  'Query.buscaPessoas': 10,
  'Query.buscaParticipacao': 10,
  'Query.buscaTransparencia': 10,
  // Without the page size of the field above them: a group's page and a sitemap slice, at most a page's worth.
  'GrupoDaBusca.itens': 100,
  'EnderecosPublicos.itens': 100,
  // The crawler feed's page (`porPagina`, at most 1,000: POR_PAGINA_DO_FEED, docs/crawler-feed.md).
  'AlteracoesDosConjuntos.itens': 1000,
  // The admin's background jobs: the 100 most recent (access, modules/trabalho).
  'Query.trabalhos': 100,
  'AcaoAuditada.alteracoes': 5,
  'AlteracaoAuditoria.campos': 30,
  'UsuarioEquipe.vinculos': 20,
  'Query.objetivosFaleConosco': 20,
  'Query.statusFaleConosco': 20,
  'Query.processosRecentes': 20,
  'Query.tiposComissao': 20,
  'Query.cargosComissao': 20,
  'Query.tiposArquivoComissao': 20,
  'Query.tiposTrabalhoComissao': 20,
  'Query.categoriasLinkComissao': 20,
  'Query.mesaDiretora': 20,
  'Query.liderancas': 41,
  'Query.cargosMesaDiretora': 20,
  'Query.tiposAfastamento': 20,
  'Query.tiposLegislatura': 20,
  'Query.galeriaPresidentes': 60,
  'Query.diariasMesesEAnos': 50,
  'Query.licitacoesAutocomplete': 20,
  'Query.fasesLicitacoes': 20,
  'Query.modalidadesLicitacoes': 20,
  'Query.repassesDuodecimosPeriodos': 50,
  'Query.tiposContratacao': 50,
  'Query.tiposSolicitacaoDiaria': 20,
  'Query.verbasIndenizatoriasPeriodos': 50,
  'Query.verbasIndenizatoriasDeputados': 41,
  'Query.verbasIndenizatoriasPorCategoria': 30,
  'Query.orcamentosTipos': 20,
  'Query.prestacoesContasTipos': 20,
  'Query.remuneracoesPeriodos': 50,
  'Query.periodosComDados': 50,
  'Query.opcoesDoCadastro': 20,
  'Deputado.afastamentos': 10,
  'Deputado.deputadoLegislaturas': 10,
  'Deputado.deputadoAnoEmendas': 10,
  'Deputado.deputadosComissao': 20,
  'Deputado.frentesParlamentares': 20,
  'MeusDados.contasSociais': 5,
  'MeusDados.aceitesPolitica': 20,
  'MeusDados.codigosEnviados': 20,
  'Noticia.historico': 20,
  'Processo.autores': 10,
  'CategoriaProcessos.processos': 20,
  'Comissao.deputadosComissao': 30,
  'Comissao.equipeTecnicaComissoes': 20,
  'Comissao.trabalhosComissao': 50,
  'Comissao.arquivosComissao': 50,
  'Comissao.linksComissao': 20,
  'Legislatura.deputadoLegislaturas': 60,
  'Legislatura.deputados': 60,
  'FrenteParlamentar.deputados': 41,
  'Edital.avisos': 20,
  // A bid's or notice's PDFs: at most MAXIMO_DE_PDFS (20) by the catalog's rule.
  'Edital.arquivos': 20,
  'AvisoLicitacao.arquivos': 20,
  'Contrato.fiscais': 10,
  // A directory entry's phones and faxes: a handful, as the admin form lists them.
  'Contato.telefonesLotacao': 10,
  // One deputy's month: at most 5,000 entries in all (10 groups × 10 subgroups × 50), read in one SQL query.
  'VerbaIndenizatoriaMes.grupos': 10,
  'VerbaGrupo.subgrupos': 10,
  'VerbaSubgrupo.lancamentos': 50,
  'VerbasResumoAnual.deputados': 41,
  'VerbaResumoDeputado.meses': 12,
  // Escola do Legislativo (docs/escola.md): a citizen's enrolments, a course's schedules (at most 10, a rule), a
  // verified document's lines.
  'Query.minhasInscricoes': 50,
  'Curso.horarios': 10,
  'DocumentoVerificado.detalhes': 10,
  // The iCalendar feed reads up to INTERVALO_MAXIMO_EM_DIAS days; the month calendar about 31 × 2 agendas.
  'Query.agendasPublicadas': 100,
  'Query.tiposAgenda': 20,
  'Query.situacoesAgenda': 20,
  'Query.tiposEnvolvidoAgenda': 20,
  'Agenda.agendaItens': 30,
  'Query.tiposBanner': 20,
  'Query.targetsBanner': 20,
  'CategoriaLink.links': 50,
  'Query.tiposRelacionadoGaleria': 20,
  'Query.situacoesGaleria': 20,
  'Query.autocompleteGalerias': 10,
  'Query.galeriasParaNoticia': 20,
  'Galeria.galeriaImagens': 100,
  // Imports (docs/importacao.md): the importable datasets, a dataset's 20 latest imports, a file's first 200 errors
  // (ERROS_DA_PREVIA) and its columns.
  'Query.conjuntosImportaveis': 20,
  'Query.importacoesDoConjunto': 20,
  'ImportacaoDeConjunto.erros': 200,
  'PreviaDeImportacao.colunas': 30,
  // A category of the FAQ (docs/institucional.md).
  'CategoriaPerguntaFrequente.perguntas': 100,
  // A roll-call vote: one row per deputy.
  'Votacao.votos': 41,
  // Assembleia em números (docs/siga-o-dinheiro.md): a year's months and its expense natures.
  'AssembleiaEmNumeros.gastosPorMes': 12,
  'AssembleiaEmNumeros.gastosPorNatureza': 50,
  'AssembleiaEmNumeros.folhaPorMes': 12,
  // One purchase process: its bid, and the few contracts and suppliers that came out of it.
  'ProcessoDeCompra.editais': 5,
  'ProcessoDeCompra.contratos': 20,
  'ProcessoDeCompra.fornecedores': 20,
  // A supplier's sanctions: a handful at most over the years.
  'Fornecedor.sancoes': 10,
  // Citizen services (docs/acesso-a-informacao.md, docs/contatos-e-imprensa.md): a citizen's requests, a year's
  // months, a form vocabulary, the two appeal instances, the denial reasons; the directory and the accredited outlets
  // are whole small tables (departments and 41 offices; outlets by name).
  'Query.minhasSolicitacoesInformacao': 100,
  'Query.estatisticasSolicitacoesInformacao': 13,
  'Query.vocabularioSolicitacaoInformacao': 20,
  'SolicitacaoInformacao.recursos': 2,
  'EstatisticaSolicitacoesInformacao.motivosNegativa': 10,
  'Query.contatos': 200,
  'Query.veiculosCredenciados': 200,
};

function erro(mensagem: string, node?: ASTNode): GraphQLError {
  return new GraphQLError(mensagem, { nodes: node ? [node] : undefined, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

function fragmentosDe(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragmentos = new Map<string, FragmentDefinitionNode>();
  for (const definicao of context.getDocument().definitions) {
    if (definicao.kind === Kind.FRAGMENT_DEFINITION) fragmentos.set(definicao.name.value, definicao);
  }
  return fragmentos;
}

/**
 * Depth of each operation's fields, following fragment spreads: a fragment's fields count from where it is spread,
 * not from where it is defined. Each fragment's own depth is computed once, so chains of fragments cost nothing more;
 * a fragment inside itself (reported by graphql's own rules) just stops counting.
 */
export function limiteDeProfundidade(maximo = LIMITES.profundidade): ValidationRule {
  return (context) => {
    const fragmentos = fragmentosDe(context);
    const profundidadeDosFragmentos = new Map<string, number>();
    const profundidade = (selecoes: readonly SelectionNode[], abertos: Set<string>): number => {
      let maior = 0;
      for (const selecao of selecoes) {
        if (selecao.kind === Kind.FIELD) {
          maior = Math.max(maior, 1 + (selecao.selectionSet ? profundidade(selecao.selectionSet.selections, abertos) : 0));
        } else if (selecao.kind === Kind.INLINE_FRAGMENT) {
          maior = Math.max(maior, profundidade(selecao.selectionSet.selections, abertos));
        } else {
          const nome = selecao.name.value;
          const fragmento = fragmentos.get(nome);
          if (!fragmento || abertos.has(nome)) continue;
          if (!profundidadeDosFragmentos.has(nome)) {
            profundidadeDosFragmentos.set(nome, profundidade(fragmento.selectionSet.selections, new Set([...abertos, nome])));
          }
          maior = Math.max(maior, profundidadeDosFragmentos.get(nome)!);
        }
      }
      return maior;
    };
    return {
      OperationDefinition(operacao) {
        if (profundidade(operacao.selectionSet.selections, new Set()) > maximo) {
          context.reportError(erro(`A consulta é profunda demais (máximo de ${maximo} níveis).`, operacao));
        }
      },
    };
  };
}

export function limiteDeAliases(maximo = LIMITES.aliases): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === maximo + 1) context.reportError(erro(`A consulta usa apelidos demais (máximo de ${maximo}).`, node));
      },
    };
  };
}

export function limiteDeDiretivas(maximo = LIMITES.diretivas): ValidationRule {
  return (context) => {
    let diretivas = 0;
    return {
      Directive() {
        if (++diretivas === maximo + 1) context.reportError(erro(`A consulta usa diretivas demais (máximo de ${maximo}).`));
      },
    };
  };
}

/** How many items the field asks for through a size argument: its literal, the largest page for a variable, else its default. */
function tamanhoPedido(definicao: GraphQLField<unknown, unknown>, campo: FieldNode): number | null {
  for (const nome of ARGUMENTOS_DE_TAMANHO) {
    const argumento = definicao.args.find((a) => a.name === nome);
    if (!argumento) continue;
    const valor = campo.arguments?.find((a) => a.name.value === nome)?.value;
    const numero = valor ? (valor.kind === Kind.VARIABLE ? PAGINA_MAXIMA : Number(valueFromASTUntyped(valor))) : Number(argumento.defaultValue ?? 10);
    return Number.isFinite(numero) ? Math.min(Math.max(numero, 1), PAGINA_MAXIMA) : PAGINA_MAXIMA;
  }
  return null;
}

/** The declared size of a list field without a size argument; `pagina` is the page size its parent field asked for. */
export function tamanhoDeLista(tipo: string, campo: string, pagina: number | null): number {
  return pagina ?? TAMANHOS_DE_LISTA[`${tipo}.${campo}`] ?? PAGINA_MAXIMA;
}

/**
 * A cost estimate: every field costs 1 each time it is resolved, and the fields under a list are resolved once per
 * item: a page's items by its `porPagina`, other lists by their declared size (TAMANHOS_DE_LISTA). Fragments count
 * where they are spread; each fragment's cost per use is computed once (cost is linear in the times it is used).
 */
export function limiteDeCusto(maximo = LIMITES.custo): ValidationRule {
  return (context) => {
    const schema: GraphQLSchema = context.getSchema();
    const fragmentos = fragmentosDe(context);
    const custoDosFragmentos = new Map<string, number>();
    const custo = (selecoes: readonly SelectionNode[], tipo: GraphQLCompositeType | undefined, pagina: number | null, abertos: Set<string>): number => {
      let total = 0;
      for (const selecao of selecoes) {
        if (total > maximo) break;
        if (selecao.kind === Kind.FIELD) {
          total += 1;
          if (!selecao.selectionSet) continue;
          const definicao = tipo && (isObjectType(tipo) || isInterfaceType(tipo)) ? tipo.getFields()[selecao.name.value] : undefined;
          const filho = definicao ? getNamedType(definicao.type) : undefined;
          const pedido = definicao ? tamanhoPedido(definicao, selecao) : null;
          const lista = definicao !== undefined && isListType(getNullableType(definicao.type));
          // A list of pages (the site search's groups, one page per kind): the size asked for is each page's, and the
          // list itself holds its declared number of pages.
          const listaDePaginas = lista && pedido !== null && isObjectType(filho) && 'itens' in filho.getFields() && 'porPagina' in filho.getFields();
          const vezes = lista ? (listaDePaginas ? tamanhoDeLista(tipo!.name, selecao.name.value, null) : (pedido ?? tamanhoDeLista(tipo!.name, selecao.name.value, pagina))) : 1;
          // A paginated field returns a page object: the size it asked for is that of the page's item list.
          const paginaDoFilho = lista && !listaDePaginas ? null : pedido;
          total += vezes * custo(selecao.selectionSet.selections, isCompositeType(filho) ? filho : undefined, paginaDoFilho, abertos);
        } else if (selecao.kind === Kind.INLINE_FRAGMENT) {
          const condicao = selecao.typeCondition ? schema.getType(selecao.typeCondition.name.value) : tipo;
          total += custo(selecao.selectionSet.selections, isCompositeType(condicao) ? condicao : undefined, pagina, abertos);
        } else {
          const nome = selecao.name.value;
          const fragmento = fragmentos.get(nome);
          // A fragment inside itself is reported by graphql's own rules; here it just stops counting.
          if (!fragmento || abertos.has(nome)) continue;
          const chave = `${nome}:${pagina ?? ''}`;
          if (!custoDosFragmentos.has(chave)) {
            const condicao = schema.getType(fragmento.typeCondition.name.value);
            custoDosFragmentos.set(
              chave,
              custo(fragmento.selectionSet.selections, isCompositeType(condicao) ? condicao : undefined, pagina, new Set([...abertos, nome])),
            );
          }
          total += custoDosFragmentos.get(chave)!;
        }
      }
      return total;
    };
    return {
      OperationDefinition(operacao) {
        const raiz = schema.getRootType(operacao.operation) ?? undefined;
        if (custo(operacao.selectionSet.selections, raiz, null, new Set()) > maximo) {
          context.reportError(erro(`A consulta é cara demais (custo estimado acima de ${maximo}). Peça menos itens por página ou menos campos.`, operacao));
        }
      },
    };
  };
}

export const regrasDeLimite: ValidationRule[] = [limiteDeProfundidade(), limiteDeAliases(), limiteDeDiretivas(), limiteDeCusto()];

/**
 * Variables nested deeper than any input type: measured without recursion, because graphql-js and our own code walk
 * them recursively and a 100,000-level object would exhaust the stack (a 500 instead of the client's 400). A string
 * (GET's `?variables=`) is measured by its brackets.
 */
export function variaveisAninhadasDemais(variaveis: unknown, maximo = LIMITES.profundidadeDasVariaveis): boolean {
  if (typeof variaveis === 'string') {
    let nivel = 0;
    let emTexto = false;
    for (let i = 0; i < variaveis.length; i++) {
      const c = variaveis[i];
      if (emTexto) {
        if (c === '\\') i++;
        else if (c === '"') emTexto = false;
      } else if (c === '"') emTexto = true;
      else if (c === '{' || c === '[') {
        if (++nivel > maximo) return true;
      } else if (c === '}' || c === ']') nivel--;
    }
    return false;
  }
  const pilha: [unknown, number][] = [[variaveis, 0]];
  while (pilha.length) {
    const [valor, nivel] = pilha.pop()!;
    if (valor === null || typeof valor !== 'object') continue;
    if (nivel >= maximo) return true;
    for (const filho of Object.values(valor)) pilha.push([filho, nivel + 1]);
  }
  return false;
}
