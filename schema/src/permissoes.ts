/*
 * The catalogue of permissions and features that can be granted to an assignment (lotação): only what the portal
 * checks. The scopes come from the supergraph (`permissoes.gerado.ts`, written by `npm run generate`); the few rights
 * checked in code, not by a directive, are listed here beside the constant they are checked with.
 */
import { PERMISSOES_DOS_ESCOPOS } from './permissoes.gerado.js';
import { PERMISSAO_CPF_IMPRENSA } from './imprensa.js';
import { FUNCIONALIDADE_GABINETE, PERMISSOES_DE_PUBLICAR } from './limites.js';
import { PERMISSOES_DE_IMPORTAR } from './importacoes.js';

/** The feature that opens the staff screens (users, assignments, audit trail). */
export const FUNCIONALIDADE_ADMIN = 'Admin';

/** Every feature the code asks for (`possuiFuncionalidade`). */
export const FUNCIONALIDADES_DECLARADAS: readonly string[] = [FUNCIONALIDADE_ADMIN, FUNCIONALIDADE_GABINETE];

/** A granted `recurso` covers every `recurso#acao`: the base of each scope can be granted as well. */
function comBases(escopos: readonly string[]): string[] {
  return [...new Set(escopos.flatMap((escopo) => (escopo.includes('#') ? [escopo.slice(0, escopo.indexOf('#')), escopo] : [escopo])))].sort();
}

export const PERMISSOES_DECLARADAS: readonly string[] = comBases([...PERMISSOES_DOS_ESCOPOS, ...PERMISSOES_DE_PUBLICAR, ...PERMISSOES_DE_IMPORTAR, PERMISSAO_CPF_IMPRENSA]);

/** The Portuguese messages for what the catalogue does not have (empty when everything is known). */
export function permissoesDesconhecidas(permissoes: readonly string[], funcionalidades: readonly string[]): string[] {
  const erros: string[] = [];
  for (const permissao of permissoes) if (!PERMISSOES_DECLARADAS.includes(permissao)) erros.push(`Permissão desconhecida: ${permissao}. Escolha uma das permissões do catálogo.`);
  for (const funcionalidade of funcionalidades) if (!FUNCIONALIDADES_DECLARADAS.includes(funcionalidade)) erros.push(`Funcionalidade desconhecida: ${funcionalidade}.`);
  return erros;
}
