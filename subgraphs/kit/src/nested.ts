import { ValidacaoError } from './errors.js';
import { parseId } from './ids.js';

/**
 * One nested row of a legacy form (Rails `accepts_nested_attributes_for`): a persisted row carries its `id`, and
 * `_destroy` asks for its removal. Party rows of a deputy, commission members, agenda items... all share it.
 */
export interface LinhaAninhada {
  id?: string | null;
  _destroy?: boolean | null;
}

/**
 * What the record will hold after saving: persisted rows the form did not mention stay, mentioned rows are replaced
 * by their new values, removed rows go, unsaved rows marked `_destroy` are dropped. Rules validate this final state.
 */
export function estadoFinal<T extends { id: number }, L extends LinhaAninhada, R>(
  existentes: readonly T[],
  linhas: readonly L[] | null | undefined,
  deExistente: (existente: T) => R,
  deLinha: (linha: L, existente?: T) => R,
): R[] {
  const mencionadas = new Map<number, L>();
  for (const linha of linhas ?? []) {
    const id = linha.id ? parseId(linha.id) : null;
    if (id !== null) mencionadas.set(id, linha);
  }
  const finais: R[] = [];
  for (const existente of existentes) {
    const linha = mencionadas.get(existente.id);
    if (!linha) finais.push(deExistente(existente));
    else if (!linha._destroy) finais.push(deLinha(linha, existente));
  }
  for (const linha of linhas ?? []) if (!linha.id && !linha._destroy) finais.push(deLinha(linha));
  return finais;
}

/**
 * Applies nested rows to the record's persisted ones: `_destroy` removes, `id` updates, no `id` creates, unsaved
 * rows marked `_destroy` are dropped. An `id` that is not one of this record's rows is refused, so a form cannot
 * reach another record's rows.
 */
export function aplicarAninhados<T extends { id: number }, L extends LinhaAninhada>(
  existentes: readonly T[],
  linhas: readonly L[] | null | undefined,
  operacoes: { criar: (linha: L) => void; atualizar: (existente: T, linha: L) => void; remover: (existente: T) => void },
): void {
  const porId = new Map(existentes.map((existente) => [existente.id, existente]));
  for (const linha of linhas ?? []) {
    if (!linha.id) {
      if (!linha._destroy) operacoes.criar(linha);
      continue;
    }
    const existente = porId.get(parseId(linha.id) ?? 0);
    if (!existente) throw new ValidacaoError('Registro aninhado não encontrado: recarregue o formulário.');
    if (linha._destroy) operacoes.remover(existente);
    else operacoes.atualizar(existente, linha);
  }
}
