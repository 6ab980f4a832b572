import type { IdentityVerifier, TokenSigner, VersoesDeSessao } from '@alego/kit/gateway';
import type { Logger } from 'pino';
import type { EstadoCompartilhado } from '../compartilhado/estado.js';
import type { InternalClient } from './internal.js';
import type { RecaptchaVerifier } from './recaptcha.js';

/** What the gateway's session and citizen endpoints share. */
export interface AuthServices {
  signer: TokenSigner;
  /** Verifies the tokens this gateway signed (its own public keys). */
  verifier: IdentityVerifier;
  /** Session versions the verifier checks; `esquecer` after a revocation makes it take effect at once. */
  sessoes: VersoesDeSessao;
  /** The access subgraph's internal endpoints (passwords, sessions, citizens). */
  access: InternalClient;
  recaptcha: RecaptchaVerifier;
  /** What several gateways share (cache, counters, single-use tokens): memory, or Redis with `REDIS_URL`. */
  estado: EstadoCompartilhado;
  logger: Logger;
  /** Public origin used in e-mailed links and OAuth callbacks, e.g. http://localhost:4000. */
  publicUrl: string;
  /** `Secure` on cookies when the portal is served over HTTPS. */
  cookieSecure: boolean;
}
