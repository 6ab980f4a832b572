// Lighthouse (the npm package, driving Debian's Chromium) on public pages with its default mobile profile: simulated
// slow 4G and a CPU slowed 4×. DESIGN.md's budget: performance ≥ 95 and LCP ≤ 2.0 s on the home page, a list and a
// detail page. Scores move with the machine's load, so each page runs BENCH_LIGHTHOUSE_VEZES times (default 3) and the
// median is reported with the load average before and after.
//   npm run bench (BENCH_LIGHTHOUSE=0 skips it), or alone against a running portal: node bench/lighthouse.ts http://127.0.0.1:PORT
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { comVirgula, mediana } from './medidas.ts';
import { linkDeNoticia } from './ssr.ts';

export const ORCAMENTO_LIGHTHOUSE = { desempenho: 95, lcpMs: 2000 };

export interface MedidaLighthouse {
  pagina: string;
  caminho: string;
  /** Performance score 0–100 and LCP in ms, median of the runs; each run's figures beside them. */
  desempenho: number;
  lcpMs: number;
  execucoes: { desempenho: number; lcpMs: number; carga: number }[];
  /** Audits that cost time in the median run (opportunities with savings), for the report. */
  oportunidades: string[];
  /** Where the median run's main thread spent its time (Lighthouse's groups, ms). */
  principal: TrabalhoPrincipal;
  /** The same page's HTML with every script removed, same images and styles (a reference, not a budget). */
  semScripts?: Referencia;
}

/**
 * The renderer's main-thread time by Lighthouse's groups (`mainthread-work-breakdown`): `other` is work no group
 * claims (tasks of the navigation, IPC, the scheduler), which on a loaded 2-core machine is most of the total even
 * for the minimal page; `styleLayout`, `parseHTML` and `scriptEvaluation` are the page's own.
 */
export type TrabalhoPrincipal = Record<string, number>;

/** A reference run: median score, LCP and total blocking time of a page measured beside the budget's pages. */
export interface Referencia {
  desempenho: number;
  lcpMs: number;
  tbtMs: number;
  principal: TrabalhoPrincipal;
}

/** The pages the budget names: home, a list and a detail page (a news article). */
export async function paginasDoOrcamento(base: string): Promise<{ pagina: string; caminho: string }[]> {
  return [
    { pagina: 'página inicial', caminho: '/' },
    { pagina: 'lista de notícias', caminho: '/noticias' },
    { pagina: 'notícia', caminho: await linkDeNoticia(base) },
  ];
}

/**
 * One Lighthouse run. A run whose trace came out broken (`NO_NAVSTART`, `NO_FCP`: Lighthouse's own "run Lighthouse
 * again") is repeated, up to three tries, instead of ending the whole benchmark.
 */
async function executarLighthouse(url: string, porta: number, tentativas = 3) {
  for (let tentativa = 1; ; tentativa++) {
    const lhr = (await lighthouse(url, { port: porta, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const motivo = lhr?.runtimeError?.message ?? 'sem resultado';
    if (tentativa >= tentativas) throw new Error(`Lighthouse em ${url}: ${motivo} (${tentativas} tentativas)`);
    console.log(`Lighthouse em ${url}: ${motivo}; nova tentativa`);
  }
}

/** A page that costs nothing: what this machine's Chromium and Lighthouse score when the page is not the cost. */
const PAGINA_MINIMA =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Referência</title></head><body><h1>Assembleia Legislativa</h1><p>Página mínima.</p></body></html>';

/** The served HTML without its scripts (inline data, the entry, module preloads): what the reader gets before any JavaScript. */
export function semScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** Headers of the body's transfer, not of the page: the reference server does not pass them on. */
const CABECALHOS_DA_TRANSFERENCIA = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'etag']);

/**
 * References measured beside the budget's pages, so the report says where the time goes: `/__minima` is the machine's
 * floor, `/__sem-scripts/<caminho>` is the portal's page as served with its scripts removed. Every other path is the
 * portal's own (images, stylesheets, fonts), fetched from it as the page would.
 */
async function servidorDeReferencia(base: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const caminho = req.url ?? '/';
      if (caminho === '/__minima') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGINA_MINIMA);
        return;
      }
      const pagina = caminho.startsWith('/__sem-scripts/') ? caminho.slice('/__sem-scripts'.length) : null;
      const resposta = await fetch(new URL(pagina ?? caminho, base), { headers: pagina ? { 'cache-control': 'no-cache' } : {} });
      const corpo = pagina ? Buffer.from(semScripts(await resposta.text())) : Buffer.from(await resposta.arrayBuffer());
      // The portal's own headers (CSP, COOP and the rest): with Cross-Origin-Opener-Policy Chromium opens the page in
      // a new process, a cost of the page's navigation the reference must pay too. Not the ones of the body's
      // transfer: fetch already decoded it.
      const cabecalhos: Record<string, string> = {};
      resposta.headers.forEach((valor, nome) => {
        if (!CABECALHOS_DA_TRANSFERENCIA.has(nome)) cabecalhos[nome] = valor;
      });
      res.writeHead(resposta.status, cabecalhos).end(corpo);
    })().catch((erro: unknown) => res.writeHead(502).end(String(erro)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Score (0–100), LCP, total blocking time and main-thread work of one run. */
function resumo({ audits, categories }: Awaited<ReturnType<typeof executarLighthouse>>): Referencia {
  const grupos = (audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
  return {
    desempenho: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    principal: Object.fromEntries(grupos.map((g) => [g.group, Math.round(g.duration)])),
  };
}

/** The run whose score is nearest the median: its audits and main-thread work are reported beside the medians. */
function doMeio<T extends { desempenho: number }>(execucoes: readonly T[], desempenho: number): T {
  return execucoes.reduce((melhor, e) => (Math.abs(e.desempenho - desempenho) < Math.abs(melhor.desempenho - desempenho) ? e : melhor));
}

async function referencia(url: string, porta: number, vezes: number): Promise<Referencia> {
  const execucoes: Referencia[] = [];
  for (let i = 0; i < vezes; i++) execucoes.push(resumo(await executarLighthouse(url, porta)));
  const desempenho = mediana(execucoes.map((e) => e.desempenho));
  return { desempenho, lcpMs: mediana(execucoes.map((e) => e.lcpMs)), tbtMs: mediana(execucoes.map((e) => e.tbtMs)), principal: doMeio(execucoes, desempenho).principal };
}

export interface ResultadoLighthouse {
  paginas: MedidaLighthouse[];
  /** The machine's floor: a minimal page measured the same way (absent with BENCH_LIGHTHOUSE_REFERENCIA=0). */
  piso?: Referencia;
}

export async function medirLighthouse(base: string, vezes = Number(process.env.BENCH_LIGHTHOUSE_VEZES ?? 3)): Promise<ResultadoLighthouse> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const referencias = process.env.BENCH_LIGHTHOUSE_REFERENCIA === '0' ? null : await servidorDeReferencia(base);
  try {
    const paginas: MedidaLighthouse[] = [];
    for (const { pagina, caminho } of await paginasDoOrcamento(base)) {
      await fetch(new URL(caminho, base)); // the first render warms the server; not measured
      const execucoes: (MedidaLighthouse['execucoes'][number] & { oportunidades: string[]; principal: TrabalhoPrincipal })[] = [];
      for (let i = 0; i < vezes; i++) {
        const lhr = await executarLighthouse(new URL(caminho, base).href, chrome.port);
        const oportunidades = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        const { desempenho, lcpMs, principal } = resumo(lhr);
        execucoes.push({ desempenho, lcpMs, carga: loadavg()[0]!, oportunidades, principal });
      }
      const desempenho = mediana(execucoes.map((e) => e.desempenho));
      const lcpMs = mediana(execucoes.map((e) => e.lcpMs));
      const { oportunidades, principal } = doMeio(execucoes, desempenho);
      const semScripts = referencias ? await referencia(`${referencias.url}/__sem-scripts${caminho}`, chrome.port, vezes) : undefined;
      paginas.push({ pagina, caminho, desempenho, lcpMs, execucoes: execucoes.map(({ oportunidades: _o, principal: _p, ...e }) => e), oportunidades, principal, semScripts });
    }
    const piso = referencias ? await referencia(`${referencias.url}/__minima`, chrome.port, vezes) : undefined;
    return { paginas, piso };
  } finally {
    chrome.kill();
    referencias?.server.close();
  }
}

const GRUPOS: Record<string, string> = {
  other: 'outros',
  styleLayout: 'estilo e layout',
  parseHTML: 'HTML e CSS',
  scriptEvaluation: 'scripts',
  scriptParseCompile: 'compilação',
  paintCompositeRender: 'pintura',
  garbageCollection: 'coleta de lixo',
};

/** A median score: whole, or halfway between two runs when their number is even. */
const nota = (desempenho: number) => (Number.isInteger(desempenho) ? String(desempenho) : comVirgula(desempenho, 1));

/** "outros 1,25 s, estilo e layout 0,32 s, …": the main thread's work, largest first. */
const trabalho = (principal: TrabalhoPrincipal) =>
  Object.entries(principal)
    .sort((a, b) => b[1] - a[1])
    .map(([grupo, ms]) => `${GRUPOS[grupo] ?? grupo} ${comVirgula(ms / 1000)} s`)
    .join(', ');

/** One line per page: median score and LCP beside the budget, and each run with the load average at its end. */
export function imprimirLighthouse({ paginas: medidas, piso }: ResultadoLighthouse): boolean {
  const { desempenho: minimo, lcpMs: maximo } = ORCAMENTO_LIGHTHOUSE;
  const ref = (r: Referencia) =>
    `desempenho ${nota(r.desempenho)}, LCP ${comVirgula(r.lcpMs / 1000, 2)} s, bloqueio ${comVirgula(r.tbtMs / 1000, 2)} s; linha principal: ${trabalho(r.principal)}`;
  console.log(`\nLighthouse, perfil móvel (4G lento simulado, CPU 4× mais lenta), mediana de ${medidas[0]?.execucoes.length ?? 0} execuções; orçamento: desempenho ≥ ${minimo}, LCP ≤ ${comVirgula(maximo / 1000, 1)} s`);
  let dentro = true;
  for (const m of medidas) {
    const ok = m.desempenho >= minimo && m.lcpMs <= maximo;
    dentro &&= ok;
    const execucoes = m.execucoes.map((e) => `${e.desempenho}/${comVirgula(e.lcpMs / 1000, 2)} s (carga ${comVirgula(e.carga, 1)})`).join(', ');
    console.log(`  ${m.pagina.padEnd(18)} ${m.caminho.padEnd(40)} desempenho ${nota(m.desempenho).padStart(3)}   LCP ${comVirgula(m.lcpMs / 1000, 2)} s   ${ok ? 'dentro' : 'ACIMA DO ORÇAMENTO'}   [${execucoes}]`);
    console.log(`    linha principal (execução do meio): ${trabalho(m.principal)}`);
    if (m.oportunidades.length) console.log(`    a melhorar: ${m.oportunidades.join('; ')}`);
    if (m.semScripts) console.log(`    referência, o mesmo HTML sem nenhum script (imagens e estilos iguais): ${ref(m.semScripts)}`);
  }
  if (piso) console.log(`  referência, piso desta máquina (página mínima): ${ref(piso)}`);
  return dentro;
}

if (import.meta.main) {
  const base = process.argv[2];
  if (!base) throw new Error('uso: node bench/lighthouse.ts http://127.0.0.1:PORTA');
  console.log(`carga média ao começar ${comVirgula(loadavg()[0]!, 2)}`);
  process.exitCode = imprimirLighthouse(await medirLighthouse(base)) ? 0 : 1;
}
