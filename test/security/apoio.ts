import type { GatewayHarness } from '../gateway-harness.js';

/** A seeded staff member's token (`admin`, `editor`, `publicador`, `gabinete`; password of the demo data). */
export async function entrarComoEquipe(harness: GatewayHarness, login: string): Promise<string> {
  const resposta = await fetch(`${harness.base}/alego/permissoes/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha: 'Alego@2026' }),
  });
  const corpo = (await resposta.json()) as { token?: string };
  if (!corpo.token) throw new Error(`login de ${login} falhou: ${resposta.status}`);
  return corpo.token;
}
