import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Limits for public operations; our own clients' operations stay far below them (see limits.test.ts). */
export const LIMITES = {
  profundidade: 12,
  aliases: 30,
  diretivas: 20,
  /** Estimated fields resolved, with lists multiplied by their page size. */
  custo: 20_000,
  /** Characters of one query document. */
  tamanho: 100_000,
  /** Nesting of the variables' JSON: no input type of ours goes past a handful of levels. */
  profundidadeDasVariaveis: 32,
} as const;

function erro(mensagem: string, node?: FieldNode): GraphQLError {
  return new GraphQLError(mensagem, { nodes: node ? [node] : undefined, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** Depth of selections, following fragments (each fragment counted where it is used). */
export function limiteDeProfundidade(maximo = LIMITES.profundidade): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let profundidade = 0;
    let reportado = false;
    return {
      Field: {
        enter(node) {
          profundidade++;
          if (profundidade > maximo && !reportado) {
            reportado = true;
            context.reportError(erro(`A consulta é profunda demais (máximo de ${maximo} níveis).`, node));
          }
        },
        leave() {
          profundidade--;
        },
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

/** Page size a list field asks for: its `porPagina` literal, the cap (100) for a variable, 10 by default. */
function tamanhoDaPagina(campo: FieldNode): number {
  const porPagina = campo.arguments?.find((argumento) => argumento.name.value === 'porPagina');
  if (!porPagina) return campo.selectionSet?.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'itens') ? 10 : 1;
  return porPagina.value.kind === Kind.INT ? Math.min(Math.max(Number(porPagina.value.value), 1), 100) : 100;
}

/**
 * A cost estimate: every field costs 1 for each time it is resolved, and the fields under a paginated list are
 * resolved once per item. Fragment spreads are expanded where they are used.
 */
export function limiteDeCusto(maximo = LIMITES.custo): ValidationRule {
  return (context) => {
    const fragmentos = new Map<string, FragmentDefinitionNode>();
    for (const definicao of context.getDocument().definitions) {
      if (definicao.kind === Kind.FRAGMENT_DEFINITION) fragmentos.set(definicao.name.value, definicao);
    }
    const custoDe = (selecoes: readonly SelectionNode[], vezes: number, abertos: Set<string>): number => {
      let total = 0;
      for (const selecao of selecoes) {
        if (total > maximo) break;
        if (selecao.kind === Kind.FIELD) {
          total += vezes;
          if (selecao.selectionSet) total += custoDe(selecao.selectionSet.selections, vezes * tamanhoDaPagina(selecao), abertos);
        } else if (selecao.kind === Kind.INLINE_FRAGMENT) {
          total += custoDe(selecao.selectionSet.selections, vezes, abertos);
        } else {
          const fragmento = fragmentos.get(selecao.name.value);
          // A fragment inside itself is reported by graphql's own rules; here it just stops counting.
          if (fragmento && !abertos.has(fragmento.name.value)) {
            total += custoDe(fragmento.selectionSet.selections, vezes, new Set([...abertos, fragmento.name.value]));
          }
        }
      }
      return total;
    };
    return {
      OperationDefinition(operacao) {
        const custo = custoDe(operacao.selectionSet.selections, 1, new Set());
        if (custo > maximo) {
          context.reportError(erro(`A consulta é cara demais (custo estimado acima de ${maximo}). Peça menos itens por página ou menos campos.`));
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
