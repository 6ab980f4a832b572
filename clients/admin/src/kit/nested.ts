import { arrayMove } from '@dnd-kit/sortable';

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

/**
 * The order field's new values after the row at `de` takes the place of the row at `para` (indices in the whole
 * list, as `useFieldArray().move` takes them): the live rows are numbered 1, 2, 3... in their new order; the rows
 * marked `_destroy` are skipped.
 */
export function ordemAposMover(linhas: readonly LinhaDoFormulario[], de: number, para: number): { indice: number; ordem: string }[] {
  const ordens: { indice: number; ordem: string }[] = [];
  arrayMove([...linhas], de, para).forEach((linha, indice) => {
    if (!linha._destroy) ordens.push({ indice, ordem: String(ordens.length + 1) });
  });
  return ordens;
}
