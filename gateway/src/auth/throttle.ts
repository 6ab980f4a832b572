import { RateLimiterRes } from 'rate-limiter-flexible';
import { estadoEmMemoria, type EstadoCompartilhado } from '../compartilhado/estado.js';

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

/** The wait answered while the counters' store is unreachable: logins fail closed, briefly. */
const ESPERA_SEM_CONTADORES_MS = 30_000;

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
 * Counters live in the shared state (compartilhado/estado.ts): this process's memory, or Redis for every gateway
 * together. When Redis is unreachable logins fail closed: every attempt is answered 429 for a short while, and the
 * log says why.
 */
export function createLoginThrottle(opcoes: OpcoesDeLimiteDeLogin, estado: EstadoCompartilhado = estadoEmMemoria()) {
  const janela = { duration: opcoes.janelaS, blockDuration: opcoes.janelaS };
  const porContaEIp = estado.contador({ keyPrefix: `${opcoes.prefixo}_conta_ip`, points: opcoes.falhasPorContaEIp, ...janela });
  const porIp = estado.contador({ keyPrefix: `${opcoes.prefixo}_ip`, points: opcoes.falhasPorIp, ...janela });
  const porConta = estado.contador({ keyPrefix: `${opcoes.prefixo}_conta`, points: opcoes.falhasPorConta, duration: opcoes.janelaS });
  const esperaDaConta = estado.contador({ keyPrefix: `${opcoes.prefixo}_espera`, points: 1, duration: 1 });
  const conhecidos = estado.contador({ keyPrefix: `${opcoes.prefixo}_conhecido`, points: 1, duration: LEMBRAR_ENDERECO_S });
  const conta = (login: string) => login.trim().toLowerCase();
  const chave = (login: string, ip: string) => `${conta(login)}|${ip}`;
  const rejeitado = (erro: unknown): RateLimiterRes => {
    if (erro instanceof RateLimiterRes) return erro;
    throw erro;
  };
  const semContadores = (erro: unknown) => estado.falhou(`login_${opcoes.prefixo}`, erro, 'contadores de login inacessíveis: tentativas de login recusadas');
  return {
    /** The exhausted counter (with its retry time), or null when the attempt may go on. */
    async bloqueio(login: string, ip: string): Promise<RateLimiterRes | null> {
      try {
        const [doPar, doEndereco, espera, conhecido] = await Promise.all([
          porContaEIp.get(chave(login, ip)),
          porIp.get(ip),
          esperaDaConta.get(conta(login)),
          conhecidos.get(chave(login, ip)),
        ]);
        const exausto = [doPar, doEndereco].find((r) => r !== null && r.remainingPoints <= 0);
        if (exausto) return exausto;
        return !conhecido && espera !== null && espera.remainingPoints <= 0 && espera.msBeforeNext > 0 ? espera : null;
      } catch (erro) {
        semContadores(erro);
        return new RateLimiterRes(0, ESPERA_SEM_CONTADORES_MS);
      }
    },
    /** Counts a failure; a store that fails now is logged (the next attempt meets `bloqueio`'s closed door). */
    async falhou(login: string, ip: string): Promise<void> {
      try {
        await Promise.all([porContaEIp.consume(chave(login, ip)).catch(rejeitado), porIp.consume(ip).catch(rejeitado)]);
        const daConta = await porConta.consume(conta(login)).catch(rejeitado);
        const excesso = daConta.consumedPoints - opcoes.falhasPorConta;
        if (excesso > 0) await esperaDaConta.block(conta(login), Math.min(2 ** (excesso - 1), opcoes.esperaMaximaS));
      } catch (erro) {
        semContadores(erro);
      }
    },
    async sucesso(login: string, ip: string): Promise<void> {
      await Promise.all([porContaEIp.delete(chave(login, ip)), conhecidos.set(chave(login, ip), 1, LEMBRAR_ENDERECO_S)]).catch(semContadores);
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
 * When the shared store is unreachable the form stays open (logged): reCAPTCHA and the subgraphs' own rules still
 * stand, and an outage must not silence the public.
 */
export function createIpLimiter(limite: LimiteDeEnvios, estado: EstadoCompartilhado = estadoEmMemoria()) {
  const contador = estado.contador({ keyPrefix: limite.prefixo, points: limite.pontos, duration: limite.janelaS, blockDuration: limite.janelaS });
  return {
    /** Spends one request; the exhausted counter (with its retry time) when over budget, else null. */
    async consumir(ip: string): Promise<RateLimiterRes | null> {
      try {
        await contador.consume(ip);
        return null;
      } catch (erro) {
        if (erro instanceof RateLimiterRes) return erro;
        estado.falhou(`limite_${limite.prefixo}`, erro, 'contadores de formulários inacessíveis: envios aceitos sem limite');
        return null;
      }
    },
  };
}
export type IpLimiter = ReturnType<typeof createIpLimiter>;
