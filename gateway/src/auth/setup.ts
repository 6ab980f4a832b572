import path from 'node:path';
import { createIdentityVerifier, loadSigningKeys, TokenSigner } from '@alego/kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { InternalClient } from './internal.js';
import { createRecaptchaVerifier } from './recaptcha.js';
import type { AuthServices } from './services.js';

/** Builds the gateway's identity services from its configuration and environment. */
export async function createAuthServices(config: GatewayConfig, logger: Logger, env: NodeJS.ProcessEnv = process.env): Promise<AuthServices> {
  if (!config.internalToken) logger.warn('INTERNAL_API_TOKEN não definido: o login da equipe e dos cidadãos ficará indisponível');
  const keys = await loadSigningKeys(path.join(config.varDir, 'keys/signing-keys.json'), { env: env.JWT_PRIVATE_JWKS });
  const signer = await TokenSigner.create(keys);
  return {
    signer,
    verifier: createIdentityVerifier({ jwks: signer.jwks }),
    access: new InternalClient(config.accessInternalUrl, config.internalToken),
    recaptcha: createRecaptchaVerifier(env, logger),
    logger,
    publicUrl: config.publicUrl,
    cookieSecure: config.publicUrl.startsWith('https://'),
  };
}
