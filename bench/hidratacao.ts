// Time to hydration of public pages on a slow phone: Chromium with the network of Lighthouse's mobile profile
// (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4×, cold cache, median of BENCH_VEZES runs.
//   npm run bench:hidratacao            (BENCH_VEZES: runs per page, default 3; ports chosen free unless E2E_PORT/E2E_PG_PORT)
// Time to hydration = the `alego:hidratado` performance mark, set by the client (shell/Layout.tsx) in an effect inside
// the page's Suspense boundary, which hydrates last: from then on links, forms and buttons work in the page. Reading
// pages ask for the app only on the first gesture (shell/carregador.ts): here the reader presses a key as soon as the
// HTML is parsed, so the time is the same as for a page that hydrates at once, plus the loader's own wait.
import { chromium } from 'playwright-core';
import { startPortal } from '../e2e/portal.ts';
import { portaDoAmbiente, portaLivre, portasLivresConsecutivas } from '../test/portas.ts';
import { mediana } from './medidas.ts';

const VEZES = Number(process.env.BENCH_VEZES ?? 3);
const ORCAMENTO_MS = 2500;
const PAGINAS = ['/', '/noticias', '/deputados/em-exercicio', '/transparencia', '/transparencia/contratos', '/cidadao/entrar'];
const REDE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const portal = await startPortal({
  port: await portaDoAmbiente(process.env.E2E_PORT, () => portasLivresConsecutivas(6)),
  pgPort: await portaDoAmbiente(process.env.E2E_PG_PORT, portaLivre),
  varDir: 'var/bench-hidratacao',
  fresh: true,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** One cold load: new context (empty cache), throttled, until the hydration mark; also the bytes that crossed the wire. */
async function carregar(caminho: string): Promise<{ ms: number; bytes: number; scripts: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', REDE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (evento: { encodedDataLength: number }) => (bytes += evento.encodedDataLength));
  await page.goto(`${portal.base}${caminho}`, { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => performance.getEntriesByName('alego:hidratado').length > 0, undefined, { timeout: 60_000 });
  const { ms, scripts } = await page.evaluate(() => ({
    ms: performance.getEntriesByName('alego:hidratado')[0]!.startTime,
    // When the last script arrived: what is left to the mark is the phone's CPU (parse, run, hydrate).
    scripts: Math.max(0, ...performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')).map((r) => (r as PerformanceResourceTiming).responseEnd)),
  }));
  await context.close();
  return { ms, bytes, scripts };
}

const fmt = (n: number, casas = 0) => n.toFixed(casas).replace('.', ',');

try {
  await carregar('/'); // first render of each page warms the server, not measured
  console.log(`| Página | Hidratação (mediana de ${VEZES}) | Último script recebido | Transferido | Orçamento ${ORCAMENTO_MS} ms |`);
  console.log('|---|---|---|---|---|');
  let dentro = true;
  for (const caminho of PAGINAS) {
    await carregar(caminho);
    const medidas = [];
    for (let i = 0; i < VEZES; i++) medidas.push(await carregar(caminho));
    const ms = mediana(medidas.map((m) => m.ms));
    const kb = mediana(medidas.map((m) => m.bytes)) / 1024;
    const scripts = mediana(medidas.map((m) => m.scripts));
    dentro &&= ms <= ORCAMENTO_MS;
    console.log(`| \`${caminho}\` | ${fmt(ms / 1000, 2)} s | ${fmt(scripts / 1000, 2)} s | ${fmt(kb, 1)} KB | ${ms <= ORCAMENTO_MS ? 'dentro' : 'fora'} |`);
  }
  process.exitCode = dentro ? 0 : 1;
} finally {
  await browser.close();
  await portal.stop();
}
