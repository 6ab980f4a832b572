import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface OpcoesDeLimiteDeLogin {
  /** Distinguishes the counters of each login endpoint (staff, citizens). */
  prefixo: string;
  falhasPorContaEIp: number;
  falhasPorIp: number;
  /** Failures of one account, from every address together, before its attempts are slowed down. */
  falhasPorConta: number;
  /** Longest wait imposed between two attempts on an account over its budget, in seconds. */
  esperaMaximaS: number;
  janelaS: number;
}

/**
 * How long an address where the account signed in stays exempt from that account's slowdown. Under 24.8 days:
 * the memory store expires keys with `setTimeout`, which fires at once past that.
 */
const LEMBRAR_ENDERECO_S = 14 * 24 * 60 * 60;

/**
 * Brute-force protection that cannot be turned against a real user: failures are counted per login *and IP*
 * and per IP, and each counter blocks only its own key for the window. An attacker elsewhere can exhaust neither
 * of the counters a legitimate user at their own address needs.
 *
 * Guessing spread over many addresses meets a third counter, per account: past `falhasPorConta` failures in the
 * window, every further failure makes the account wait before the next attempt, 1 s, 2 s, 4 s… up to
 * `esperaMaximaS` (answered as 429 with `Retry-After`). It slows down, it never locks: the wait is short, and
 * addresses where the account signed in during the last 14 days are exempt, so the owner keeps signing in from
 * home during an attack; from a new address they may have to wait up to `esperaMaximaS` (docs/autenticacao.md).
 * Counters live in memory; `rate-limiter-flexible`'s Redis store takes their place with more gateways.
 */
export function createLoginThrottle(opcoes: OpcoesDeLimiteDeLogin) {
  const janela = { duration: opcoes.janelaS, blockDuration: opcoes.janelaS };
  const porContaEIp = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_conta_ip`, points: opcoes.falhasPorContaEIp, ...janela });
  const porIp = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_ip`, points: opcoes.falhasPorIp, ...janela });
  const porConta = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_conta`, points: opcoes.falhasPorConta, duration: opcoes.janelaS });
  const esperaDaConta = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_espera`, points: 1, duration: 1 });
  const conhecidos = new RateLimiterMemory({ keyPrefix: `${opcoes.prefixo}_conhecido`, points: 1, duration: LEMBRAR_ENDERECO_S });
  const conta = (login: string) => login.trim().toLowerCase();
  const chave = (login: string, ip: string) => `${conta(login)}|${ip}`;
  const rejeitado = (erro: unknown): RateLimiterRes => {
    if (erro instanceof RateLimiterRes) return erro;
    throw erro;
  };
  return {
    /** The exhausted counter (with its retry time), or null when the attempt may go on. */
    async bloqueio(login: string, ip: string): Promise<RateLimiterRes | null> {
      const [doPar, doEndereco, espera, conhecido] = await Promise.all([
        porContaEIp.get(chave(login, ip)),
        porIp.get(ip),
        esperaDaConta.get(conta(login)),
        conhecidos.get(chave(login, ip)),
      ]);
      const exausto = [doPar, doEndereco].find((r) => r !== null && r.remainingPoints <= 0);
      if (exausto) return exausto;
      return !conhecido && espera !== null && espera.remainingPoints <= 0 && espera.msBeforeNext > 0 ? espera : null;
    },
    async falhou(login: string, ip: string): Promise<void> {
      await Promise.all([porContaEIp.consume(chave(login, ip)).catch(rejeitado), porIp.consume(ip).catch(rejeitado)]);
      const daConta = await porConta.consume(conta(login)).catch(rejeitado);
      const excesso = daConta.consumedPoints - opcoes.falhasPorConta;
      if (excesso > 0) await esperaDaConta.block(conta(login), Math.min(2 ** (excesso - 1), opcoes.esperaMaximaS));
    },
    async sucesso(login: string, ip: string): Promise<void> {
      await Promise.all([porContaEIp.delete(chave(login, ip)), conhecidos.set(chave(login, ip), 1, LEMBRAR_ENDERECO_S)]);
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
