// Password recovery: answer time for a registered and for an unknown e-mail, side by side (issue 13, item 12).
//   npm run bench:recuperacao        (BENCH_REQUESTS pairs, default 100; E2E_PORT / E2E_PG_PORT choose the ports)
// Starts the portal as `npm start` does on a fresh embedded PostgreSQL (var/bench-recuperacao), signs up
// BENCH_REQUESTS citizens through the REST API, then asks `POST /api/opine-cidadao/gerar-link-recuperar-senha` once
// per registered address (each does the whole work: lookup, code, e-mail) and once per unknown address, the two
// kinds (plus a control group of other unknown addresses) in random order within each round (a fixed pattern would
// line the queued work of one kind up with later requests of the same kind), one request at a time, each from its own X-Forwarded-For address (the
// gateway trusts it from loopback) so that no per-address budget answers instead. Time is measured by the client
// around the whole HTTP exchange; medians and 90th percentiles are printed side by side.
import { startPortal } from '../e2e/portal.ts';

const PARES = Number(process.env.BENCH_REQUESTS ?? 100);
const AQUECIMENTO = 20;
const PORT = Number(process.env.E2E_PORT ?? 4700);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5461);

let endereco = 0;
function proximoEndereco(): string {
  endereco++;
  return `10.${(endereco >> 16) & 255}.${(endereco >> 8) & 255}.${endereco & 255}`;
}

async function post(base: string, caminho: string, corpo: Record<string, unknown>): Promise<{ status: number; ms: number }> {
  const inicio = performance.now();
  const resposta = await fetch(`${base}/api/opine-cidadao/${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': proximoEndereco() },
    body: JSON.stringify(corpo),
  });
  await resposta.text();
  return { status: resposta.status, ms: performance.now() - inicio };
}

function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))]!;
}

const portal = await startPortal({ port: PORT, pgPort: PG_PORT, varDir: 'var/bench-recuperacao', fresh: true });
try {
  const total = PARES + AQUECIMENTO;
  for (let i = 0; i < total; i++) {
    const { status } = await post(portal.base, 'usuarios', { nome: `Cidadão ${i}`, email: `bench${i}@example.com`, senha: `Bench-Recuperacao-${i}`, aceitePolitica: true });
    if (status !== 201) throw new Error(`cadastro ${i}: HTTP ${status}`);
  }
  // Let the sign-up confirmations leave the queue before measuring.
  await new Promise((pronto) => setTimeout(pronto, 3_000));

  // A second group of unknown addresses is the control: how far two groups doing the very same work drift apart
  // on this machine (an A/A comparison) is the noise the first ratio must be read against.
  const tempos = { cadastrado: [] as number[], desconhecido: [] as number[], controle: [] as number[] };
  for (let i = 0; i < total; i++) {
    const pedidos: [keyof typeof tempos, string][] = [
      ['cadastrado', `bench${i}@example.com`],
      ['desconhecido', `ninguem${i}@example.com`],
      ['controle', `outro${i}@example.com`],
    ];
    // Random order within each triple (Fisher-Yates).
    for (let j = pedidos.length - 1; j > 0; j--) {
      const k = Math.floor(Math.random() * (j + 1));
      [pedidos[j], pedidos[k]] = [pedidos[k]!, pedidos[j]!];
    }
    for (const [tipo, email] of pedidos) {
      const { status, ms } = await post(portal.base, 'gerar-link-recuperar-senha', { email });
      if (status !== 200) throw new Error(`recuperação (${tipo}): HTTP ${status}`);
      if (i >= AQUECIMENTO) tempos[tipo].push(ms);
    }
  }

  const linha = (nome: string, valores: number[]) => `| ${nome} | ${percentil(valores, 50).toFixed(1)} ms | ${percentil(valores, 90).toFixed(1)} ms |`;
  console.log(`Recuperação de senha, ${PARES} pedidos de cada tipo, um por vez (após ${AQUECIMENTO} de aquecimento):\n`);
  console.log('| e-mail | mediana | p90 |\n|---|---|---|');
  console.log(linha('cadastrado', tempos.cadastrado));
  console.log(linha('desconhecido', tempos.desconhecido));
  console.log(linha('desconhecido (controle)', tempos.controle));
  const mediana = (tipo: keyof typeof tempos) => percentil(tempos[tipo], 50);
  console.log(`\nrazão das medianas cadastrado / desconhecido: ${(mediana('cadastrado') / mediana('desconhecido')).toFixed(2)}`);
  console.log(`razão das medianas controle / desconhecido (ruído): ${(mediana('controle') / mediana('desconhecido')).toFixed(2)}`);
} finally {
  await portal.stop();
}
