import { possuiFuncionalidade, possuiPermissoes } from './permissoes';
import { agoraEmSegundos, type Sessao } from './session';

export const MENSAGEM_ACESSO_NEGADO = 'Sem permissão para acessar este recurso.';

export const ROTA_LOGIN = '/acesso';
export const ROTA_SAIR = '/sair';
export const ROTA_ACESSO_NEGADO = '/acesso-negado';
export const ROTA_INICIO = '/';
/** O painel de pendências (também no Início). */
export const ROTA_PAINEL = '/painel';

/**
 * Decisão do guarda de rota:
 * - `sair`: sem sessão (sem token) → logout;
 * - `renovar`: token vencido → pedir um novo antes de decidir (as permissões podem mudar);
 * - `negado`: falta alguma permissão na lotação ativa → tela de acesso negado;
 * - `permitido`.
 */
export type DecisaoAcesso = 'permitido' | 'negado' | 'renovar' | 'sair';

export function decidirAcesso(entrada: {
  sessao: Sessao | null;
  lotacaoId?: string | number | undefined;
  permissoes?: readonly string[];
  funcionalidades?: readonly string[];
  agora?: number;
}): DecisaoAcesso {
  const { sessao, lotacaoId, permissoes = [], funcionalidades = [], agora = agoraEmSegundos() } = entrada;
  if (!sessao) return 'sair';
  if (sessao.exp <= agora) return 'renovar';
  const contexto = { sessao, lotacaoId };
  return possuiPermissoes(permissoes, contexto) && funcionalidades.every((f) => possuiFuncionalidade(f, contexto)) ? 'permitido' : 'negado';
}

/** Depois do login: o painel de pendências da lotação (issue 14). */
export function destinoAposLogin(): string {
  return ROTA_PAINEL;
}
