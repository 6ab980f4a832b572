import path from 'node:path';
import { buscarVersaoNoAccess, createIdentityVerifier, loadSigningKeys, TokenSigner, versoesEmCache, type BuscarVersao, type VersoesDeSessao } from '@alego/kit/gateway';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { InternalClient } from './internal.js';
import { createEstadoCompartilhado } from '../compartilhado/index.js';
import { createRecaptchaVerifier } from './recaptcha.js';
import type { AuthServices } from './services.js';

/**
 * Builds the gateway's identity services from its configuration and environment. `buscarVersao` replaces the
 * access subgraph as the source of session versions (tests that run without access).
 */
export async function createAuthServices(
  config: GatewayConfig,
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
  buscarVersao: BuscarVersao = buscarVersaoNoAccess(config.accessInternalUrl, config.internalToken),
): Promise<AuthServices> {
  if (!config.internalToken) logger.warn('INTERNAL_API_TOKEN não definido: o login da equipe e dos cidadãos ficará indisponível');
  if (env.REDIS_URL) exigirSegredosReplicados(env);
  const keys = await loadSigningKeys(path.join(config.varDir, 'keys/signing-keys.json'), { env: env.JWT_PRIVATE_JWKS });
  const signer = await TokenSigner.create(keys);
  const estado = await createEstadoCompartilhado(env, logger);
  // Revocations this gateway sees (logouts, the access subgraph's answers) are immediate here and, through the
  // shared state, on every other gateway; versions read from access are otherwise trusted for 30 s.
  const locais = versoesEmCache(buscarVersao);
  estado.aoAvisar('sessoes-revogadas', (chaves) => locais.esquecer(chaves));
  const sessoes: VersoesDeSessao = {
    atual: (chave) => locais.atual(chave),
    esquecer(chaves) {
      locais.esquecer(chaves);
      if (chaves.length) estado.avisar('sessoes-revogadas', chaves);
    },
  };
  return {
    signer,
    verifier: createIdentityVerifier({ jwks: signer.jwks }, { sessoes }),
    sessoes,
    access: new InternalClient(config.accessInternalUrl, config.internalToken),
    recaptcha: createRecaptchaVerifier(env, logger, estado),
    estado,
    logger,
    publicUrl: config.publicUrl,
    cookieSecure: config.publicUrl.startsWith('https://'),
  };
}

/**
 * Several gateways (`REDIS_URL` set) must sign and verify with the same keys and cookie secret: no key file under
 * `var/` generated per machine, no random secret per process. Each setting is named so the operator knows what to set.
 */
export function exigirSegredosReplicados(env: NodeJS.ProcessEnv): void {
  const faltando = ['JWT_PRIVATE_JWKS', 'COOKIE_SECRET', 'INTERNAL_API_TOKEN'].filter((nome) => !env[nome]);
  if (faltando.length) {
    throw new Error(`Com REDIS_URL (várias réplicas), defina no ambiente, iguais em todos os gateways: ${faltando.join(', ')} (docs/escala.md).`);
  }
}
