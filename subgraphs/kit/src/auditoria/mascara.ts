/*
 * The audit trail's shapes and its one masking rule (LGPD): shared by the subgraphs that report changes, the gateway
 * that records operations and the access subgraph that stores them. Plain code, no server dependencies.
 */

/** The extension in which a subgraph tells the gateway what a mutation changed; the gateway removes it. */
export const EXTENSAO_ALTERACOES = 'alegoAlteracoes';

export type ValorAuditado = string | number | boolean | null | ValorAuditado[];

/** One entity changed by an operation, its fields before and after. */
export interface AlteracaoAuditada {
  entidade: string;
  id: string | null;
  tipo: string;
  campos: Record<string, { antes: ValorAuditado; depois: ValorAuditado }>;
}

/** One staff action, as the gateway (or access itself, for logins) hands it to `POST /interno/auditoria`. */
export interface RegistroDeAuditoria {
  usuarioId: number | null;
  usuarioNome: string | null;
  lotacaoId: number | null;
  /** `graphql`, `rest` or `sessao` (logins). */
  origem: string;
  /** The mutation's root field, or `entrar`. */
  operacao: string;
  entidade: string | null;
  entidadeId: string | null;
  sucesso: boolean;
  requestId: string | null;
  alteracoes: AlteracaoAuditada[];
}

/** Personal data and secrets: never stored in the trail, only the fact that they changed. */
const CAMPO_PESSOAL = /cpf|e-?mail|senha|password|hash|token|segredo|telefone|celular|rg$/i;
export const VALOR_MASCARADO = '***';

export function mascararValor(campo: string, valor: ValorAuditado): ValorAuditado {
  return CAMPO_PESSOAL.test(campo) && valor !== null ? VALOR_MASCARADO : valor;
}

export function mascararCampo(campo: string, par: { antes: ValorAuditado; depois: ValorAuditado }): { antes: ValorAuditado; depois: ValorAuditado } {
  return { antes: mascararValor(campo, par.antes), depois: mascararValor(campo, par.depois) };
}

/** A mutation's arguments with personal data masked at any depth (what the gateway sees when no subgraph reported). */
export function mascararArgumentos(valor: unknown, campo = ''): ValorAuditado {
  if (valor === null || valor === undefined) return null;
  if (CAMPO_PESSOAL.test(campo)) return VALOR_MASCARADO;
  if (Array.isArray(valor)) return valor.slice(0, 50).map((v) => mascararArgumentos(v, campo));
  if (typeof valor === 'object') return JSON.stringify(Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, mascararArgumentos(v, k)])));
  if (typeof valor === 'string') return valor.length > 500 ? `${valor.slice(0, 500)}…` : valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return valor;
  return String(valor);
}
