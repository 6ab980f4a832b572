import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FilaDeTrabalhos, filaDeTrabalhos, type DefinicaoDeTrabalho } from '@alego/kit';
import { createTestDatabase } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lerCaixaDeSaida } from '../subgraphs/access/src/mail/caixa.js';
import { aguardarEnvios, enviarEmail, TRABALHO_EMAIL, trabalhoDeEmail } from '../subgraphs/access/src/mail/carteiro.js';

/*
 * Background jobs on the PostgreSQL queue (issue 15, item 2): two replicas polling one queue, a failing job retried
 * with backoff, a worker killed with SIGKILL mid-job, the admin's retry, and e-mail sent as a job.
 */

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
let banco: { url: string; drop(): Promise<void> };
let a: FilaDeTrabalhos;
let b: FilaDeTrabalhos;
const rapido = { intervaloS: 0.5, supervisaoS: 1 };

beforeAll(async () => {
  banco = await createTestDatabase('trabalhos');
  // Replicas start at the same moment on a fresh database: pg-boss installs its schema once.
  [a, b] = await Promise.all([FilaDeTrabalhos.iniciar(banco.url, logger, rapido), FilaDeTrabalhos.iniciar(banco.url, logger, rapido)]);
}, 30_000);

afterAll(async () => {
  await Promise.all([a?.parar(), b?.parar()]);
  await banco?.drop();
});

describe('jobs on the PostgreSQL queue', () => {
  it('a job enqueued by one replica runs once even with both replicas polling', async () => {
    const execucoes: { replica: string; n: number }[] = [];
    const definicao = (replica: string): DefinicaoDeTrabalho<{ n: number }> => ({
      nome: 'teste.unico',
      executar: async ({ n }) => {
        execucoes.push({ replica, n });
        await new Promise((pronto) => setTimeout(pronto, 20));
      },
    });
    await a.registrar([definicao('a')]);
    await b.registrar([definicao('b')]);
    for (let n = 0; n < 12; n++) await a.enfileirar('teste.unico', { n });
    await a.ociosa();
    expect(execucoes.map(({ n }) => n).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('a failing job is retried with backoff until it completes', async () => {
    let tentativas = 0;
    await a.registrar([
      {
        nome: 'teste.instavel',
        esperaS: 1,
        executar: async () => {
          if (++tentativas < 3) throw new Error('servidor de e-mail recusou');
        },
      },
    ]);
    const id = (await b.enfileirar('teste.instavel', {}))!;
    await b.ociosa();
    const job = await b.estado('teste.instavel', id);
    expect(job?.state).toBe('completed');
    expect(tentativas).toBe(3);
    expect(job?.retryCount).toBe(2);
  }, 30_000);

  it('a job whose worker is killed mid-run (SIGKILL) is taken over by another replica and completes once', async () => {
    const nome = 'teste.sobrevive';
    // The first replica: its own process, which announces the start of the job and never finishes it.
    const trabalhador = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { FilaDeTrabalhos } from '@alego/kit';
         import { pino } from 'pino';
         const fila = await FilaDeTrabalhos.iniciar(process.env.DATABASE_URL, pino({ level: 'silent' }), { intervaloS: 0.5, supervisaoS: 1 });
         await fila.registrar([{ nome: '${nome}', batimentoS: 10, esperaS: 1, executar: async () => { console.log('inicio'); await new Promise(() => {}); } }]);
         console.log('pronto');`,
      ],
      { env: { ...process.env, DATABASE_URL: banco.url }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let saida = '';
    trabalhador.stdout.on('data', (parte: Buffer) => (saida += parte.toString()));
    await expect.poll(() => saida, { timeout: 20_000, interval: 100 }).toContain('pronto');
    const id = (await a.enfileirar(nome, {}))!;
    await expect.poll(() => saida, { timeout: 10_000, interval: 100 }).toContain('inicio');

    // The other replica polls the same queue: while the first one lives, the job is not its to take.
    const execucoes: string[] = [];
    await b.registrar([{ nome, batimentoS: 10, esperaS: 1, executar: async () => void execucoes.push(id) }]);
    await new Promise((pronto) => setTimeout(pronto, 1500));
    expect(execucoes).toEqual([]);
    expect((await a.estado(nome, id))?.state).toBe('active');

    await new Promise<void>((pronto) => {
      trabalhador.once('exit', () => pronto());
      trabalhador.kill('SIGKILL');
    });
    await expect.poll(async () => (await a.estado(nome, id))?.state, { timeout: 40_000, interval: 500 }).toBe('completed');
    expect(execucoes).toEqual([id]);
    expect(saida.match(/inicio/g)).toHaveLength(1);
    expect((await a.estado(nome, id))?.retryCount).toBe(1);
  }, 60_000);

  it('lists failed jobs with their error, and a retry puts one back until it completes', async () => {
    let consertado = false;
    await a.registrar([
      {
        nome: 'teste.falha',
        repeticoes: 0,
        executar: async () => {
          if (!consertado) throw new Error('feed indisponível');
        },
      },
    ]);
    const id = (await a.enfileirar('teste.falha', {}))!;
    await a.ociosa();
    const falhos = await a.listar('failed');
    expect(falhos.find((job) => job.id === id)).toMatchObject({ fila: 'teste.falha', estado: 'failed', erro: 'feed indisponível' });
    consertado = true;
    expect(await b.repetir('teste.falha', id)).toBe(true);
    await expect.poll(async () => (await a.estado('teste.falha', id))?.state, { timeout: 10_000, interval: 200 }).toBe('completed');
    // Only a failed job can be retried.
    expect(await b.repetir('teste.falha', id)).toBe(false);
  }, 30_000);
});

describe('e-mail as a job', () => {
  let pasta: string;
  let atual: FilaDeTrabalhos;
  beforeAll(async () => {
    pasta = await mkdtemp(path.join(tmpdir(), 'alego-trabalhos-mail-'));
    process.env.PORTAL_VAR_DIR = pasta;
    // The queue of this process is the last one started: the one `enviarEmail` finds.
    atual = filaDeTrabalhos()!;
    await atual.registrar([trabalhoDeEmail(logger)]);
  });
  afterAll(async () => {
    delete process.env.PORTAL_VAR_DIR;
    await rm(pasta, { recursive: true, force: true });
  });

  it('enviarEmail (the call every module makes) queues the message, and a worker sends it once', async () => {
    await enviarEmail({ para: 'lai@example.com', assunto: 'Pedido de informação recebido', texto: 'Protocolo 123.', html: '<p>Protocolo 123.</p>' }, logger);
    const [job] = (await atual.listar()).filter((j) => j.fila === TRABALHO_EMAIL);
    expect(job).toBeDefined();
    await aguardarEnvios();
    expect((await atual.estado(TRABALHO_EMAIL, job!.id))?.state).toBe('completed');
    const enviados = (await lerCaixaDeSaida(path.join(pasta, 'mail'))).filter((m) => m.para.includes('lai@example.com'));
    expect(enviados).toHaveLength(1);
  });
});
