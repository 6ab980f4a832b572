import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';

/*
 * Ports for tests and benchmarks, chosen at run time: a fixed port collides with a portal running on the same
 * machine (`npm start` uses 4000–4005 and 5439) or with another checkout's run.
 */

function escutar(porta: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(porta, '127.0.0.1', () => resolve(server));
  });
}

const fechar = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nobody listens on now (the system picks it). */
export async function portaLivre(): Promise<number> {
  const server = (await escutar(0))!;
  const { port } = server.address() as { port: number };
  await fechar(server);
  return port;
}

/** The first of `quantidade` consecutive free ports (a portal takes its port and the next five for its subgraphs). */
export async function portasLivresConsecutivas(quantidade: number): Promise<number> {
  for (let tentativa = 0; tentativa < 50; tentativa++) {
    const primeira = 20_000 + Math.floor(Math.random() * 30_000);
    const abertos: Server[] = [];
    for (let porta = primeira; porta < primeira + quantidade; porta++) {
      const server = await escutar(porta);
      if (!server) break;
      abertos.push(server);
    }
    await Promise.all(abertos.map(fechar));
    if (abertos.length === quantidade) return primeira;
  }
  throw new Error(`Nenhum bloco de ${quantidade} portas livres encontrado.`);
}

/** The port from an environment variable when set (to run side by side with fixed ports), else `escolher()`. */
export async function portaDoAmbiente(valor: string | undefined, escolher: () => Promise<number>): Promise<number> {
  return valor ? Number(valor) : escolher();
}

/**
 * An HTTP address that cannot answer: a port this process holds, which closes every connection at once. A
 * subgraph a test does not start points here, so its calls fail instantly instead of reaching whatever else
 * listens on the supergraph's default URLs (a running portal and its database).
 */
export async function enderecoSemResposta(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer();
  server.on('connection', (socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
