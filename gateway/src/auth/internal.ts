/** Calls a subgraph's `/interno` endpoints with the portal's internal token (never exposed to browsers). */
export class InternalClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(new URL(`/interno${path}`, this.baseUrl), {
      method,
      headers: { 'content-type': 'application/json', 'x-alego-interno': this.token },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  post<T>(path: string, body: unknown) {
    return this.request<T>('POST', path, body);
  }

  get<T>(path: string) {
    return this.request<T>('GET', path);
  }
}
