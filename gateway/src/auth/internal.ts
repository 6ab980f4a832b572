import {
  caminhoInterno,
  INTERNAL_HEADER,
  metodoInterno,
  type CorpoInterno,
  type ErroInterno,
  type ParametrosInternos,
  type RespostaInterna,
  type RotaInterna,
} from '@alego/kit/gateway';

/** A route with no path parameter needs no second argument. */
type Argumentos<R extends RotaInterna> = [
  ...(keyof ParametrosInternos<R> extends never ? [parametros?: ParametrosInternos<R>] : [parametros: ParametrosInternos<R>]),
  ...(CorpoInterno<R> extends undefined ? [] : [corpo: CorpoInterno<R>]),
];

/** The contract's answer on a 2xx, its `{ mensagem }` otherwise. */
export type RespostaDoAccess<R extends RotaInterna> =
  | { ok: true; status: number; body: RespostaInterna<R> }
  | { ok: false; status: number; body: ErroInterno };

/**
 * Calls a subgraph's `/interno` endpoints with the portal's internal token (never exposed to browsers), by the
 * contracts of `@alego/kit/gateway` (`ContratosInternos`): the path, the body and the answer are typed there once.
 */
export class InternalClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async chamar<R extends RotaInterna>(rota: R, ...[parametros, corpo]: Argumentos<R>): Promise<RespostaDoAccess<R>> {
    const response = await fetch(new URL(caminhoInterno(rota, (parametros ?? {}) as ParametrosInternos<R>), this.baseUrl), {
      method: metodoInterno(rota),
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: this.token },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    return response.ok
      ? { ok: true, status: response.status, body: body as RespostaInterna<R> }
      : { ok: false, status: response.status, body: (body ?? { mensagem: '' }) as ErroInterno };
  }
}
