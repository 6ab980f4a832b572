import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface OpcoesDeLimiteDeLogin {
  /** Distinguishes the counters of each login endpoint (staff, citizens). */
  prefixo: string;
  falhasPorContaEIp: number;
  falhasPorIp: number;
  janelaS: number;
}

/**
 * Brute-force protection that cannot be turned against a real user: failures are counted per login *and IP*
 * and per IP, and each counter blocks only its own key for the window. An attacker elsewhere can exhaust neither
 * of the counters a legitimate user at their own address needs. Counters live in memory (Redis with more gateways).
 */
export function createLoginThrottle(opcoes: OpcoesDeLimiteDeLogin) {
  const janela = { duration: opcoes.janelaS, blockDuration: opcoes.janelaS };
  const porContaEIp = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_conta_ip`, points: opcoes.falhasPorContaEIp, ...janela });
  const porIp = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_ip`, points: opcoes.falhasPorIp, ...janela });
  const chave = (login: string, ip: string) => `${login.trim().toLowerCase()}|${ip}`;
  return {
    /** The exhausted counter (with its retry time), or null when the attempt may go on. */
    async bloqueio(login: string, ip: string): Promise<RateLimiterRes | null> {
      const [conta, endereco] = await Promise.all([porContaEIp.get(chave(login, ip)), porIp.get(ip)]);
      return [conta, endereco].find((r) => r !== null && r.remainingPoints <= 0) ?? null;
    },
    async falhou(login: string, ip: string): Promise<void> {
      await Promise.all([porContaEIp.consume(chave(login, ip)), porIp.consume(ip)]).catch((erro: unknown) => {
        if (!(erro instanceof RateLimiterRes)) throw erro;
      });
    },
    async sucesso(login: string, ip: string): Promise<void> {
      await porContaEIp.delete(chave(login, ip));
    },
  };
}

export const MENSAGEM_MUITAS_TENTATIVAS = 'Muitas tentativas. Tente novamente em alguns minutos.';

/** The `Retry-After` value (whole seconds, at least 1) of an exhausted counter. */
export function segundosParaTentar(bloqueio: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((bloqueio?.msBeforeNext ?? 60_000) / 1000));
}

export interface LimiteDeEnvios {
  /** Distinguishes the counters of each form. */
  prefixo: string;
  /** Requests one address may send in the window. */
  pontos: number;
  /** Counting window and block time, in seconds. */
  janelaS: number;
}

/**
 * Counts every request of one address to a public form (sign-up, recovery, contact): past the budget, that
 * address alone waits for the window. The one mechanism behind the REST routes' 429s and the GraphQL forms'.
 */
export function createIpLimiter(limite: LimiteDeEnvios) {
  const contador = new RateLimiterMemory({ keyPrefix: limite.prefixo, points: limite.pontos, duration: limite.janelaS, blockDuration: limite.janelaS });
  return {
    /** Spends one request; the exhausted counter (with its retry time) when over budget, else null. */
    async consumir(ip: string): Promise<RateLimiterRes | null> {
      try {
        await contador.consume(ip);
        return null;
      } catch (erro) {
        if (erro instanceof RateLimiterRes) return erro;
        throw erro;
      }
    },
  };
}
export type IpLimiter = ReturnType<typeof createIpLimiter>;
