/** Auxiliares dos testes (não entram no bundle: só os *.test.ts importam). */
import type { Armazenamento, Sessao } from './session';

export function jwt(payload: object): string {
  const b64 = (s: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(s)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${b64('{"alg":"ES256","kid":"k1"}')}.${b64(JSON.stringify(payload))}.assinatura`;
}

export function memoria(inicial: Record<string, string> = {}): Armazenamento & { dados: Map<string, string> } {
  const dados = new Map(Object.entries(inicial));
  return {
    dados,
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, String(v)),
    removeItem: (k) => void dados.delete(k),
  };
}

export const SESSAO: Sessao = {
  exp: 1_000_300,
  sub: '12',
  nome: 'Ana Souza',
  lotacao_padrao_id: 3,
  recursos: [
    { lotacao_id: 3, permissoes: ['api/admin/noticias', 'api/admin/agendas#index'], funcionalidades: ['Admin'] },
    { lotacao_id: 9, permissoes: ['api/admin/deputados#index'], funcionalidades: ['USUARIO_DE_GABINETE'] },
  ],
};
