import { lerJson, LOTACOES_URL } from './endpoints';

export interface Lotacao {
  id: number | string;
  nome: string;
  sigla?: string;
  padrao?: boolean;
}

export type ResultadoLotacoes = { ok: true; lotacoes: Lotacao[] } | { ok: false; status: number };

/** GET /alego/permissoes/lotacoes.json (Bearer): as lotações do usuário. */
export async function buscarLotacoes(token: string, fazer: typeof fetch = (i, init) => fetch(i, init)): Promise<ResultadoLotacoes> {
  const resposta = await fazer(LOTACOES_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  if (!resposta.ok) return { ok: false, status: resposta.status };
  const corpo = await lerJson(resposta);
  const lotacoes = Array.isArray(corpo)
    ? corpo.filter(
        (l): l is Lotacao =>
          typeof l === 'object' && l !== null && (typeof l.id === 'number' || typeof l.id === 'string') && typeof l.nome === 'string',
      )
    : [];
  return { ok: true, lotacoes };
}

export function rotuloLotacao(l: Lotacao): string {
  return l.sigla && l.sigla !== l.nome ? `${l.sigla} — ${l.nome}` : l.nome;
}
