import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FilaDeTrabalhos } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';
import { lerCaixaDeSaida } from '../../mail/caixa.js';
import { aguardarEnvios } from '../../mail/carteiro.js';

let subgraph: TestSubgraph;
let fila: FilaDeTrabalhos;
let falho = '';
let concluido = '';
let pasta = '';

beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'alego-access-trabalhos-'));
  process.env.PORTAL_VAR_DIR = pasta;
  subgraph = await startTestSubgraph(access, { seed: true });
  const logger = pino({ level: 'silent' });
  fila = await FilaDeTrabalhos.iniciar(subgraph.databaseUrl, logger, { intervaloS: 0.5, supervisaoS: 1 });
  // What runSubgraph does in every access replica: its own jobs (sign-up and recovery, every e-mail)…
  await fila.registrar(access.trabalhos!({ orm: subgraph.orm, logger }));
  // …and two test queues.
  await fila.registrar([
    { nome: 'teste.falha', repeticoes: 0, executar: async () => Promise.reject(new Error('servidor de e-mail fora do ar')) },
    { nome: 'teste.ok', executar: async () => undefined },
  ]);
  falho = (await fila.enfileirar('teste.falha', {}))!;
  concluido = (await fila.enfileirar('teste.ok', {}))!;
  await fila.ociosa();
});
afterAll(async () => {
  await fila?.parar();
  await subgraph?.close();
  delete process.env.PORTAL_VAR_DIR;
  await rm(pasta, { recursive: true, force: true });
});

describe('sign-up e-mail on the PostgreSQL queue', () => {
  it('a sign-up queues its job, a worker issues the code and queues the e-mail, another job sends it once', async () => {
    const email = 'fila.cadastro@example.com';
    const { errors } = await subgraph.query(`mutation($d: CadastroCidadaoInput!) { cadastrarCidadao(dados: $d) { mensagem } }`, {
      d: { nome: 'Cidadã da Fila', email, senha: 'segura123', aceitePolitica: true },
    });
    expect(errors).toBeUndefined();
    await aguardarEnvios();
    const mensagens = (await lerCaixaDeSaida(path.join(pasta, 'mail'))).filter((m) => m.para.includes(email));
    expect(mensagens).toHaveLength(1);
    expect(mensagens[0]!.corpo).toContain('/cidadao/confirmar-cadastro/');
    const filas = (await fila.listar('completed')).map((job) => job.fila);
    expect(filas).toEqual(expect.arrayContaining(['access.envio', 'access.email']));
  });
});

const LISTA = `query($estado: EstadoTrabalho) { trabalhos(estado: $estado) { id fila estado tentativas erro } }`;
const REPETIR = `mutation($fila: String!, $id: ID!) { repetirTrabalho(fila: $fila, id: $id) }`;

describe('background jobs in the admin (Admin feature)', () => {
  it('lists jobs by state, with the error of the failed ones, for staff with the Admin feature', async () => {
    const admin = subgraph.como(await subgraph.equipe([], ['Admin']));
    const { data, errors } = await admin.query<{ trabalhos: { id: string; fila: string; estado: string; tentativas: number; erro: string | null }[] }>(LISTA, { estado: 'falhou' });
    expect(errors).toBeUndefined();
    expect(data!.trabalhos).toEqual([{ id: falho, fila: 'teste.falha', estado: 'falhou', tentativas: 1, erro: 'servidor de e-mail fora do ar' }]);
    const todos = await admin.query<{ trabalhos: { id: string; estado: string }[] }>(LISTA);
    expect(todos.data!.trabalhos.find((t) => t.id === concluido)?.estado).toBe('concluido');
  });

  it('retries a failed job, and only a failed one', async () => {
    const admin = subgraph.como(await subgraph.equipe([], ['Admin']));
    expect((await admin.query(REPETIR, { fila: 'teste.falha', id: falho })).data).toEqual({ repetirTrabalho: true });
    expect((await fila.estado('teste.falha', falho))?.state).not.toBe('failed');
    const deNovo = await admin.query(REPETIR, { fila: 'teste.ok', id: concluido });
    expect(deNovo.errors?.[0]?.message).toBe('Trabalho com falha não encontrado: só um trabalho que falhou pode ser repetido.');
    const invalido = await admin.query(REPETIR, { fila: 'teste.ok', id: '../../x' });
    expect(invalido.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses staff without the Admin feature (even with every permission) and anonymous callers', async () => {
    const semFuncionalidade = subgraph.como(await subgraph.equipe(['api/admin/lotacoes', 'api/admin/noticias'], ['USUARIO_DE_GABINETE']));
    for (const [query, variaveis] of [[LISTA, {}], [REPETIR, { fila: 'teste.falha', id: falho }]] as const) {
      const negado = await semFuncionalidade.query(query, variaveis);
      expect(negado.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(negado.data?.trabalhos ?? negado.data?.repetirTrabalho ?? null).toBeNull();
      const anonimo = await subgraph.query(query, variaveis);
      expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
