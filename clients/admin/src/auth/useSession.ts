import { useMemo, useSyncExternalStore } from 'react';
import { podeAbrir, possuiFuncionalidade, possuiPermissoes } from './permissoes';
import { controleSessao, type EstadoSessao } from './session';

/** Sessão da aba, atualizada quando o token é renovado ou a lotação muda. */
export function useSession(): EstadoSessao {
  return useSyncExternalStore(controleSessao.subscribe, controleSessao.estado, controleSessao.estado);
}

/** `possuiPermissoes`/`possuiFuncionalidade` ligadas à lotação ativa, para as telas. */
export function usePermissoes() {
  const estado = useSession();
  return useMemo(
    () => ({
      possuiPermissoes: (exigidas: readonly string[]) => possuiPermissoes(exigidas, estado),
      possuiFuncionalidade: (nome: string) => possuiFuncionalidade(nome, estado),
      podeAbrir: (recurso: { permissao?: string; funcionalidade?: string }) => podeAbrir(recurso, estado),
    }),
    [estado],
  );
}
