// The floor of "gateway p50 / subgraph direct p50": a bare Node proxy that passes each POST on to the content subgraph
// and its answer back, with a kept-alive connection pool and no other work (no parsing, no checks, no headers).
//   PORT, ALVO (the subgraph's GraphQL URL)
import { Buffer } from 'node:buffer';
import { Agent, createServer, request } from 'node:http';

const port = Number(process.env.PORT ?? 4520);
const alvo = new URL(process.env.ALVO ?? 'http://127.0.0.1:4001/graphql');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

createServer((req, res) => {
  const pedacos = [];
  req.on('data', (pedaco) => pedacos.push(pedaco));
  req.on('end', () => {
    const corpo = Buffer.concat(pedacos);
    const chamada = request(
      { agent, host: alvo.hostname, port: alvo.port, path: alvo.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': corpo.length } },
      (resposta) => {
        res.writeHead(resposta.statusCode ?? 502, { 'content-type': resposta.headers['content-type'] ?? 'application/json' });
        resposta.pipe(res);
      },
    );
    chamada.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    chamada.end(corpo);
  });
}).listen(port, '127.0.0.1', () => console.log(`proxy em http://127.0.0.1:${port}`));
