import { caminhoInterno, INTERNAL_HEADER, type RespostaInterna } from '../interno.js';

/**
 * Session revocation by version. Every token carries the version (`ver`) of the sessions it belongs to; logout,
 * password change and reset bump that version in the access subgraph, and every verifier refuses a token whose
 * version is not the current one. The key is the revocable unit: one staff session (`sessao-equipe:<id>`) or one
 * citizen account (`cidadao:<id>`); a key never bumped is at version 0.
 */
export type ChaveDeSessao = `sessao-equipe:${number}` | `equipe:${number}` | `cidadao:${number}`;

/** Response header with which the access subgraph tells the gateway which keys a mutation revoked. */
export const CABECALHO_SESSOES_REVOGADAS = 'x-alego-sessoes-revogadas';

const FORMATO_CHAVE = /^(sessao-equipe|equipe|cidadao):\d{1,12}$/;

export function chaveDeSessaoValida(valor: string): valor is ChaveDeSessao {
  return FORMATO_CHAVE.test(valor);
}

/** Reads the current version of a key from where it is kept (the access subgraph's table, later Redis). */
export type BuscarVersao = (chave: ChaveDeSessao) => Promise<number>;

/**
 * What verifiers ask on every authenticated request. The in-process implementation below caches; a Redis-backed
 * one shared by several gateways can replace it behind the same two methods.
 */
export interface VersoesDeSessao {
  atual(chave: ChaveDeSessao): Promise<number>;
  /** Drops what this process knows about keys just revoked, so that the next request reads them anew. */
  esquecer(chaves: readonly string[]): void;
}

export interface OpcoesDoCache {
  /** How long a version read is trusted. Revocations seen by this process are immediate; others wait this long. */
  validadeMs?: number;
  /** Entries kept at most (the oldest go first). */
  maximo?: number;
}

/**
 * Versions cached in this process for `validadeMs`, one read at a time per key. When the store cannot be reached,
 * a version read before is used; with none, the error goes up and the verifier refuses the token (fails closed).
 */
export function versoesEmCache(buscar: BuscarVersao, { validadeMs = 30_000, maximo = 50_000 }: OpcoesDoCache = {}): VersoesDeSessao {
  const lidas = new Map<string, { versao: number; ate: number }>();
  const emLeitura = new Map<string, Promise<number>>();
  const ler = (chave: ChaveDeSessao): Promise<number> => {
    const pendente = emLeitura.get(chave);
    if (pendente) return pendente;
    const leitura: Promise<number> = buscar(chave)
      .then((versao) => {
        // A read that started before a revocation answers its own caller but is not kept.
        if (emLeitura.get(chave) !== leitura) return versao;
        lidas.delete(chave);
        if (lidas.size >= maximo) lidas.delete(lidas.keys().next().value!);
        lidas.set(chave, { versao, ate: Date.now() + validadeMs });
        return versao;
      })
      .catch((erro: unknown) => {
        const antiga = lidas.get(chave);
        if (antiga) return antiga.versao;
        throw erro;
      })
      .finally(() => {
        if (emLeitura.get(chave) === leitura) emLeitura.delete(chave);
      });
    emLeitura.set(chave, leitura);
    return leitura;
  };
  return {
    async atual(chave) {
      const lida = lidas.get(chave);
      if (lida && lida.ate > Date.now()) return lida.versao;
      return ler(chave);
    },
    esquecer(chaves) {
      for (const chave of chaves) {
        lidas.delete(chave);
        emLeitura.delete(chave);
      }
    },
  };
}

/** Reads versions from the access subgraph's internal endpoint (gateway and the other subgraphs). */
export function buscarVersaoNoAccess(accessUrl: string, internalToken: string): BuscarVersao {
  return async (chave) => {
    const resposta = await fetch(new URL(caminhoInterno('GET /sessoes/:chave', { chave }), accessUrl), {
      headers: { [INTERNAL_HEADER]: internalToken },
      signal: AbortSignal.timeout(3_000),
    });
    if (!resposta.ok) throw new Error(`versão de sessão indisponível (HTTP ${resposta.status})`);
    const { versao } = (await resposta.json()) as Partial<RespostaInterna<'GET /sessoes/:chave'>>;
    if (typeof versao !== 'number') throw new Error('versão de sessão inválida');
    return versao;
  };
}
