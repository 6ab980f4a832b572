// An OTLP/HTTP sink that accepts every export and drops it, in a process of its own: inside the benchmark's process
// it would share one event loop with the load generator, answer exports late under load, and the exporters' timeouts
// and retries would be counted as the cost of tracing. Prints its port on the first line.
import { createServer } from 'node:http';

const servidor = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
servidor.listen(0, '127.0.0.1', () => console.log(servidor.address().port));
