/** Utilidades dos testes da área do cidadão (não entram no bundle: só os *.test.ts importam). */

/** JWT não assinado com o payload dado (o cliente não verifica a assinatura). */
export function jwt(payload: Record<string, unknown>): string {
  const b64 = (obj: unknown) => Buffer.from(JSON.stringify(obj)).toString('base64url');
  return `${b64({ alg: 'ES256', typ: 'JWT' })}.${b64(payload)}.assinatura`;
}

export function agora(): number {
  return Math.floor(Date.now() / 1000);
}

/** Token de cidadão válido por `segundos` (negativo: já expirado). */
export function tokenCidadao(segundos = 3600, extra: Record<string, unknown> = {}): string {
  return jwt({ sub: '7', nome: 'Maria da Silva', email: 'maria@exemplo.com.br', exp: agora() + segundos, ...extra });
}

/** sessionStorage em memória. */
export class ArmazenamentoFalso implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly dados = new Map<string, string>();
  getItem(chave: string): string | null {
    return this.dados.get(chave) ?? null;
  }
  setItem(chave: string, valor: string): void {
    this.dados.set(chave, String(valor));
  }
  removeItem(chave: string): void {
    this.dados.delete(chave);
  }
}
