import { FUNCIONALIDADE_ADMIN } from '@alego/catalog';
import { exigirEquipe, possuiFuncionalidade, SemPermissaoError, type Identidade } from '@alego/kit';

/** Staff accounts and the audit trail: only with the `Admin` feature in the active assignment. */
export function exigirAdmin(identidade: Identidade | null): void {
  if (!possuiFuncionalidade(exigirEquipe(identidade), FUNCIONALIDADE_ADMIN)) throw new SemPermissaoError();
}
