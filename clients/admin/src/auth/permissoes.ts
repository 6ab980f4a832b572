import { possuiPermissao } from '@alego/kit/acesso';
import { controleSessao, type RecursoDaLotacao, type Sessao } from './session';

/** Sessão e lotação ativa contra as quais as permissões são verificadas. */
export interface ContextoPermissoes {
  sessao: Sessao | null;
  lotacaoId?: string | number | undefined;
}

/** Contexto da aba: sessão guardada e lotação ativa (escolhida ou padrão). */
export function contextoAtual(): ContextoPermissoes {
  return controleSessao.estado();
}

/** Entrada de `recursos` da lotação ativa (sem lotação definida, a padrão). */
export function recursoDaLotacao({ sessao, lotacaoId }: ContextoPermissoes): RecursoDaLotacao | undefined {
  if (!sessao) return undefined;
  const ativa = lotacaoId ?? sessao.lotacao_padrao_id;
  if (ativa === undefined) return undefined;
  return sessao.recursos.find((r) => String(r.lotacao_id) === String(ativa));
}

/**
 * true só se a lotação ativa tem todas as permissões exigidas (lista vazia: basta haver sessão), pela mesma regra do
 * gateway e dos subgrafos ("recurso#acao" é satisfeita também por "recurso").
 */
export function possuiPermissoes(exigidas: readonly string[], contexto: ContextoPermissoes = contextoAtual()): boolean {
  if (!contexto.sessao) return false;
  const concedidas = recursoDaLotacao(contexto)?.permissoes ?? [];
  return exigidas.every((p) => possuiPermissao(concedidas, p));
}

/** A lotação ativa lista a funcionalidade (ex.: "USUARIO_DE_GABINETE", "Admin")? */
export function possuiFuncionalidade(nome: string, contexto: ContextoPermissoes = contextoAtual()): boolean {
  return recursoDaLotacao(contexto)?.funcionalidades.includes(nome) ?? false;
}

/** Pode abrir o módulo: tem a permissão e a funcionalidade que ele exige (as que ele declara). */
export function podeAbrir(recurso: { permissao?: string; funcionalidade?: string }, contexto: ContextoPermissoes = contextoAtual()): boolean {
  return possuiPermissoes(recurso.permissao ? [recurso.permissao] : [], contexto) && (!recurso.funcionalidade || possuiFuncionalidade(recurso.funcionalidade, contexto));
}
