/**
 * Linhas aninhadas de um formulário (partidos por legislatura, afastamentos, membros de comissão...), como no portal
 * antigo: a linha guardada carrega `id` e, ao sair, `_destroy`; a linha nova que sai é simplesmente descartada.
 */
export interface LinhaDoFormulario {
  /** Id da linha no servidor; vazio numa linha nova. */
  registroId?: string;
  _destroy?: boolean;
}

/** Valores do formulário → linhas da mutação: `{ id, ...campos }`, `{ id, _destroy: true }` ou `{ ...campos }`. */
export function linhasParaDados<L extends LinhaDoFormulario, D extends object>(linhas: readonly L[] | undefined, mapear: (linha: L) => D): (D | { id: string; _destroy: true } | (D & { id: string }))[] {
  const dados: (D | { id: string; _destroy: true } | (D & { id: string }))[] = [];
  for (const linha of linhas ?? []) {
    if (linha._destroy) {
      if (linha.registroId) dados.push({ id: linha.registroId, _destroy: true });
      continue;
    }
    dados.push(linha.registroId ? { id: linha.registroId, ...mapear(linha) } : mapear(linha));
  }
  return dados;
}

/** Linhas vindas do servidor → linhas do formulário (o `id` vira `registroId`: `id` é a chave do useFieldArray). */
export function linhasDoRegistro<R extends { id: string }, L extends LinhaDoFormulario>(registros: readonly R[] | undefined, mapear: (registro: R) => Omit<L, 'registroId' | '_destroy'>): L[] {
  return (registros ?? []).map((registro) => ({ ...mapear(registro), registroId: registro.id, _destroy: false }) as L);
}

/** As linhas que continuam no registro (sem as marcadas para sair). */
export function linhasVivas<L extends LinhaDoFormulario>(linhas: readonly L[] | undefined): L[] {
  return (linhas ?? []).filter((linha) => !linha._destroy);
}
