/*
 * The portal's one permission rule, shared by the gateway, every subgraph and the admin client. Plain functions with
 * no imports, so a browser bundle can take them without the server's dependencies.
 */

/** What the gateway, the subgraphs and the admin say to a caller without a session or without the permission. */
export const MENSAGEM_LOGIN = 'É necessário fazer login para acessar esta funcionalidade';
export const MENSAGEM_SEM_PERMISSAO = 'Você não tem permissão para acessar esta funcionalidade';

/** A permission `resource#detail` is also satisfied by holding `resource`. */
export function possuiPermissao(permissoes: readonly string[], exigida: string): boolean {
  if (permissoes.includes(exigida)) return true;
  const hash = exigida.indexOf('#');
  return hash > 0 && permissoes.includes(exigida.slice(0, hash));
}

/**
 * `@requiresScopes(scopes: …)` as federation defines it: the inner lists are AND, the outer list OR. Each entry of
 * `escopos` is one directive (a field and the type it returns may both carry one): all of them must hold.
 */
export function atendeEscopos(permissoes: readonly string[], escopos: readonly (readonly (readonly string[])[])[]): boolean {
  return escopos.every((alternativas) => alternativas.some((todas) => todas.every((escopo) => possuiPermissao(permissoes, escopo))));
}
