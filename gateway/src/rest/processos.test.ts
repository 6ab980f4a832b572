import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../../subgraphs/access/src/index.js';
import { lerCaixaDeSaida } from '../../../subgraphs/access/src/mail/caixa.js';
import { participation } from '../../../subgraphs/participation/src/index.js';
import { importarProcessos } from '../../../subgraphs/participation/src/modules/processo/processo.importador.js';
import { enviarAvisosPendentes, envioPeloAccess } from '../../../subgraphs/participation/src/modules/processo/processo.notificacoes.js';
import { startGatewayHarness, type GatewayHarness } from '../../../test/gateway-harness.js';

let harness: GatewayHarness;
let varDir: string;
const tokens: Record<number, string> = {};

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-processos-'));
  process.env.PORTAL_VAR_DIR = varDir;
  delete process.env.SMTP_URL;
  harness = await startGatewayHarness([participation, access]);
  for (const id of [1, 901, 902]) {
    tokens[id] = await harness.services.signer.signCidadao({ sub: String(id), nome: `Cidadão ${id}`, email: `c${id}@example.com` });
  }
});
afterAll(async () => {
  await harness?.close();
  await rm(varDir, { recursive: true, force: true });
});

function rest(caminho: string, init: RequestInit & { cidadao?: number } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.cidadao) headers.authorization = `Bearer ${tokens[init.cidadao]}`;
  return fetch(`${harness.base}/api/transparencia/processos${caminho}`, { ...init, headers, redirect: 'manual' });
}

async function json<T = unknown>(resposta: Response, status = 200): Promise<T> {
  expect(resposta.status).toBe(status);
  return (await resposta.json()) as T;
}

interface Item {
  id: number;
  numero: string;
  autores: string[];
  a_favor: number;
  contra: number;
  minha_posicao?: string | null;
  favorito?: boolean;
}

const CHAVES_LEGADAS = ['numero', 'assunto', 'ementa', 'autores', 'data_autuacao', 'situacao', 'a_favor', 'contra'];

describe('/api/transparencia/processos (legacy REST)', () => {
  it('busca-simples answers legacy items with the pagination headers, page size 10, also with .json', async () => {
    const resposta = await rest('/busca-simples.json?termo=escolas');
    const itens = await json<Item[]>(resposta);
    expect(itens.map((i) => i.numero)).toEqual(['2026/0571', '2025/1102', '2025/0587']);
    for (const chave of CHAVES_LEGADAS) expect(itens[0]).toHaveProperty(chave);
    expect(itens[0]).toMatchObject({
      numero: '2026/0571',
      assunto: 'Protocolo contra violência em escolas',
      autores: ['Cláudio Parreira', 'Defensoria Pública do Estado'],
      autores_deputados_ids: [7, null],
      data_autuacao: '2026-08-25',
      situacao: 'Em tramitação',
      tipo: 'Projeto de Lei',
      a_favor: 1,
      contra: 0,
      minha_posicao: null,
      favorito: false,
    });
    expect(resposta.headers.get('totallinhas')).toBe('3');
    const todos = await rest('/busca-simples?pagina=2');
    expect(await json<Item[]>(todos)).toHaveLength(10);
    expect(Object.fromEntries(['totallinhas', 'totalpaginas', 'totalcount', 'totalpages', 'currentpage', 'quantidadeporpagina'].map((h) => [h, todos.headers.get(h)]))).toEqual({
      totallinhas: '20',
      totalpaginas: '2',
      totalcount: '20',
      totalpages: '2',
      currentpage: '2',
      quantidadeporpagina: '10',
    });
  });

  it('busca-avancada filters and explains bad input in Portuguese', async () => {
    const itens = await json<Item[]>(await rest('/busca-avancada?ano=2025&situacao=Arquivado&autor=magalh'));
    expect(itens.map((i) => i.numero)).toEqual(['2025/1852']);
    const periodo = await json<Item[]>(await rest('/busca-avancada?data_inicio=2026-01-01&data_fim=2026-03-31&tipo=Projeto%20de%20Lei'));
    expect(periodo.map((i) => i.numero)).toEqual(['2026/0214']);
    expect(await json(await rest('/busca-avancada?ano=abc'), 400)).toEqual({ mensagem: 'Informe um ano válido, com quatro dígitos.' });
    expect(await json(await rest('/busca-avancada?data_inicio=31-12-2025'), 400)).toEqual({ mensagem: 'Informe a data inicial no formato AAAA-MM-DD.' });
  });

  it('recentes is a list of lists; proposicoes-mais-votadas is {processos}; the calendar lists days', async () => {
    const recentes = await json<Item[][]>(await rest('/recentes?quantidade=1'));
    expect(recentes.map((lista) => lista.map((i) => i.numero))).toEqual([['2026/0655'], ['2026/0349'], ['2026/0107'], ['2026/0488']]);
    const maisVotadas = await json<{ processos: Item[] }>(await rest('/proposicoes-mais-votadas?limite=2'));
    expect(Object.keys(maisVotadas)).toEqual(['processos']);
    expect(maisVotadas.processos.map((i) => [i.numero, i.a_favor, i.contra])).toEqual([['2026/0571', 1, 0], ['2025/1234', 1, 0]]);
    expect(await json(await rest('/dias-do-mes-com-processos?ano=2025&mes=9'))).toEqual(['2025-09-09', '2025-09-30']);
    expect(await json(await rest('/dias-do-mes-com-processos?ano=2025&mes=0'), 400)).toEqual({ mensagem: 'Informe um mês de 1 a 12.' });
  });

  it('reads one process by id or by number, with the citizen’s own state; 404 in Portuguese', async () => {
    const porNumero = await json<Item>(await rest('/2025/1234', { cidadao: 1 }));
    expect(porNumero).toMatchObject({ numero: '2025/1234', minha_posicao: 'a_favor', favorito: true });
    expect(await json<Item>(await rest(`/${porNumero.id}.json`))).toMatchObject({ numero: '2025/1234', minha_posicao: null, favorito: false });
    expect(await json<Item>(await rest('/2025%2F1234'))).toMatchObject({ id: porNumero.id });
    expect(await json(await rest('/999999'), 404)).toEqual({ mensagem: 'Processo não encontrado.' });
    expect(await json(await rest('/1999/1'), 404)).toEqual({ mensagem: 'Processo não encontrado.' });
  });

  it('votes and favourites need a citizen login; the personal lists follow', async () => {
    expect(await json(await rest('/2025/0733/votar', { method: 'POST', body: JSON.stringify({ posicao: 'a_favor' }) }), 401)).toEqual({
      mensagem: 'É necessário fazer login para acessar esta funcionalidade',
    });
    expect((await rest('/2025/0733/favoritar', { method: 'POST' })).status).toBe(401);
    expect((await rest('/minhas-participacoes')).status).toBe(401);
    expect((await rest('/meus-favoritos')).status).toBe(401);
    expect((await rest('/busca-favorito?termo=x')).status).toBe(401);

    const votado = await json<{ mensagem: string; processo: Item }>(await rest('/2025/0733/votar', { method: 'POST', cidadao: 901, body: JSON.stringify({ posicao: 'a_favor' }) }));
    expect(votado).toMatchObject({ mensagem: 'Voto registrado com sucesso.', processo: { numero: '2025/0733', a_favor: 1, contra: 0, minha_posicao: 'a_favor' } });
    // Changing the position, with the legacy `voto` field and the number sent whole.
    const trocado = await json<{ processo: Item }>(await rest('/2025%2F0733/votar.json', { method: 'POST', cidadao: 901, body: JSON.stringify({ voto: false }) }));
    expect(trocado.processo).toMatchObject({ a_favor: 0, contra: 1, minha_posicao: 'contra' });
    expect(await json(await rest('/2025/0733/votar', { method: 'POST', cidadao: 901, body: JSON.stringify({ posicao: 'talvez' }) }), 400)).toEqual({ mensagem: 'Informe a posição: a_favor ou contra.' });
    expect(await json(await rest('/1999/1/votar', { method: 'POST', cidadao: 901, body: JSON.stringify({ posicao: 'contra' }) }), 404)).toEqual({ mensagem: 'Processo não encontrado.' });

    expect(await json(await rest('/2025/0733/favoritar', { method: 'POST', cidadao: 901 }))).toMatchObject({ mensagem: 'Processo adicionado aos favoritos.', favorito: true, processo: { favorito: true } });
    const participacoes = await rest('/minhas-participacoes', { cidadao: 901 });
    expect((await json<Item[]>(participacoes)).map((i) => [i.numero, i.minha_posicao])).toEqual([['2025/0733', 'contra']]);
    expect(participacoes.headers.get('totallinhas')).toBe('1');
    expect((await json<Item[]>(await rest('/meus-favoritos', { cidadao: 901 }))).map((i) => i.numero)).toEqual(['2025/0733']);
    expect((await json<Item[]>(await rest('/busca-favorito?termo=meia-entrada', { cidadao: 901 }))).map((i) => i.numero)).toEqual(['2025/0733']);
    expect(await json<Item[]>(await rest('/busca-favorito?termo=cerrado', { cidadao: 901 }))).toEqual([]);
    expect(await json(await rest('/2025/0733/favoritar', { method: 'POST', cidadao: 901 }))).toMatchObject({ mensagem: 'Processo removido dos favoritos.', favorito: false });
    expect(await json<Item[]>(await rest('/meus-favoritos', { cidadao: 902 }))).toEqual([]);
  });

  it('the case-process document download redirects to the full text', async () => {
    const resposta = await rest('/2025/1234/documento');
    expect(resposta.status).toBe(302);
    expect(resposta.headers.get('location')).toBe('https://al.go.leg.br/processos/2025-1234/texto-integral.pdf');
    expect(await json(await rest('/1999/1/documento'), 404)).toEqual({ mensagem: 'Processo não encontrado.' });
  });

  it('a favourite’s status change reaches the citizen by e-mail through access, once', async () => {
    const em = harness.subgraphs.participation!.orm.em.fork();
    const [processo] = await em.getConnection().execute<{ numero: string; assunto: string; ementa: string; tipo: string; data_autuacao: string }[]>(
      `select numero, assunto, ementa, tipo, to_char(data_autuacao, 'YYYY-MM-DD') as data_autuacao from participation.processos where numero = '2025/1789'`,
    );
    // The demo citizen (id 1 in access's seed) follows 2025/1789.
    expect((await importarProcessos(em, [{ ...processo, situacao: 'Aprovado' }])).mudancasSituacao).toBe(1);
    const enviar = envioPeloAccess(harness.subgraphs.access!.url, 'token-interno-de-teste');
    const opcoes = { publicUrl: 'http://localhost:4000', logger: pino({ level: 'silent' }) };
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(1);
    expect(await enviarAvisosPendentes(em.fork(), enviar, opcoes)).toBe(0);
    const caixa = await lerCaixaDeSaida(path.join(varDir, 'mail'));
    expect(caixa).toHaveLength(1);
    expect(caixa[0]).toMatchObject({ para: 'maria.cidada@example.com', assunto: 'A proposição 2025/1789 mudou de situação' });
    expect(caixa[0]!.corpo).toContain('Situação anterior: Em tramitação. Situação atual: Aprovado.');
    expect(caixa[0]!.corpo).toMatch(/http:\/\/localhost:4000\/participacao\/processos\/\d+/);
    // Unknown citizens and calls without the internal token are refused.
    await expect(envioPeloAccess(harness.subgraphs.access!.url, 'outro')({ cidadaoId: 1, numero: '1/1', assunto: 'x', situacaoAnterior: 'a', situacaoNova: 'b', link: 'http://x' })).rejects.toThrow(/403/);
    expect(await enviar({ cidadaoId: 4242, numero: '1/1', assunto: 'x', situacaoAnterior: 'a', situacaoNova: 'b', link: 'http://x' })).toBe('sem_destinatario');
    const malformado = await fetch(new URL('/interno/notificacoes/situacao-processo', harness.subgraphs.access!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-alego-interno': 'token-interno-de-teste' },
      body: JSON.stringify({ cidadaoId: '1', numero: '', link: 'javascript:alert(1)' }),
    });
    expect(malformado.status).toBe(400);
    expect(await malformado.json()).toEqual({ mensagem: 'Aviso inválido.' });
    expect(await lerCaixaDeSaida(path.join(varDir, 'mail'))).toHaveLength(1);
  });
});
