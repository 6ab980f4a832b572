/*
 * The query shapes of the security probe that exhausted the people subgraph (issue 13, item 1). Shared by the
 * security tests and the hostile corpus.
 */

/**
 * Named fragments chained through `Deputado.deputadosComissao` ↔ `DeputadoComissao.deputado`: each fragment is two
 * levels deep where it is defined; the whole chain, spread, `niveis` levels (or one more).
 */
export function cadeiaDeFragmentos(niveis: number): string {
  const fragmentos = Math.ceil((niveis - 1) / 2);
  const definicoes = Array.from({ length: fragmentos }, (_, i) =>
    i === fragmentos - 1
      ? `fragment N${i} on Deputado { id nome }`
      : `fragment N${i} on Deputado { id nome deputadosComissao { id cargo deputado { ...N${i + 1} } } }`,
  );
  return `query Cadeia { deputados(porPagina: 100) { itens { ...N0 } } } ${definicoes.join(' ')}`;
}

/** The same fan-out written inline, `deputados → frentesParlamentares → deputados → …`, at most `niveis` levels deep. */
export function lequeEmLinha(niveis: number): string {
  // `deputados { itens { … id } }` takes three levels; each `frentesParlamentares { deputados { … } }` two more.
  let selecao = 'id nome';
  for (let pares = Math.floor((niveis - 3) / 2); pares > 0; pares--) selecao = `id nome frentesParlamentares { id nome deputados { ${selecao} } }`;
  return `query Leque { deputados(porPagina: 100) { itens { ${selecao} } } }`;
}
