import { ROTA_LOGIN } from '../auth/acesso';
import { possuiFuncionalidade, possuiPermissoes, type ContextoPermissoes } from '../auth/permissoes';
import { GRUPOS_MENU, permissoesDoRecurso, type AdminResource, type GrupoMenu } from '../resources';

export interface GrupoDoMenu {
  grupo: GrupoMenu;
  itens: AdminResource[];
}

/** Menu lateral: grupos na ordem de GRUPOS_MENU, só itens cuja permissão (e funcionalidade) a lotação ativa tem. */
export function montarMenu(recursos: readonly AdminResource[], contexto: ContextoPermissoes): GrupoDoMenu[] {
  return GRUPOS_MENU.map((grupo) => ({
    grupo,
    itens: recursos.filter(
      (r) => r.grupo === grupo && r.menu !== false && possuiPermissoes(permissoesDoRecurso(r), contexto) && (!r.funcionalidade || possuiFuncionalidade(r.funcionalidade, contexto)),
    ),
  })).filter((g) => g.itens.length > 0);
}

/** Caminho do primeiro item do menu que o usuário pode abrir. */
export function primeiraEntradaPermitida(recursos: readonly AdminResource[], contexto: ContextoPermissoes): string | undefined {
  return montarMenu(recursos, contexto)[0]?.itens[0]?.caminho;
}

/** Depois de um 403: o primeiro item do menu permitido; sem nenhum (ou sem sessão), o login. */
export function destinoAposProibido(recursos: readonly AdminResource[], contexto: ContextoPermissoes): string {
  if (!contexto.sessao) return ROTA_LOGIN;
  return primeiraEntradaPermitida(recursos, contexto) ?? ROTA_LOGIN;
}
