import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { participation } from '../subgraphs/participation/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { transparency } from '../subgraphs/transparency/src/index.js';
import { startGatewayHarness, type GatewayHarness } from './gateway-harness.js';

/* Legacy paths the catalog contract cannot call by themselves (a path parameter, a required query parameter): parliamentary activity and the fleet. */

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await startGatewayHarness([transparency, people, participation, access]);
}, 120_000);
afterAll(() => harness?.close());

async function get(caminho: string): Promise<{ status: number; corpo: unknown }> {
  const resposta = await fetch(`${harness.base}/api/transparencia${caminho}`);
  return { status: resposta.status, corpo: await resposta.json() };
}

describe('REST da atividade parlamentar', () => {
  it('GET /sessoes-plenarias/{data}/pauta: the sessions of that day with their agenda; a bad date → 400 naming it', async () => {
    const datas = (await get('/sessoes-plenarias/datas-do-ano')).corpo as string[];
    const data = datas.at(-1)!;
    const r = await get(`/sessoes-plenarias/${data}/pauta`);
    expect(r.status).toBe(200);
    const sessoes = r.corpo as { data: string; itens_da_pauta: string[] }[];
    expect(sessoes.length).toBeGreaterThan(0);
    expect(sessoes.every((s) => s.data === data && s.itens_da_pauta.length > 0)).toBe(true);
    expect(await get('/sessoes-plenarias/2025-02-30/pauta')).toEqual({ status: 400, corpo: { mensagem: 'Informe a data da sessão no formato AAAA-MM-DD.' } });
  });

  it('GET /diarios/houve_publicacao?data=: true on an edition day, false on a Sunday, 400 on a bad date', async () => {
    const [edicao] = (await get('/diarios?por_pagina=1')).corpo as { data: string }[];
    expect(await get(`/diarios/houve_publicacao?data=${edicao!.data}`)).toEqual({ status: 200, corpo: true });
    expect(await get('/diarios/houve_publicacao?data=2025-11-23')).toEqual({ status: 200, corpo: false });
    expect((await get('/diarios/houve_publicacao?data=ontem')).status).toBe(400);
  });

  it('GET /votacoes/{id}/votos: the position of every deputy in that vote, matching its tally; a bad id → 400', async () => {
    const [votacao] = (await get('/votacoes?por_pagina=1')).corpo as { id: number; sim: number; nao: number; abstencao: number; ausentes: number }[];
    const r = await get(`/votacoes/${votacao!.id}/votos?por_pagina=100`);
    expect(r.status).toBe(200);
    const votos = r.corpo as { deputado: { id: number }; posicao: string; votacao: { id: number } }[];
    expect(votos).toHaveLength(41);
    expect(votos.every((v) => v.votacao.id === votacao!.id)).toBe(true);
    expect(new Set(votos.map((v) => v.deputado.id)).size).toBe(41);
    const conta = (posicao: string) => votos.filter((v) => v.posicao === posicao).length;
    expect({ sim: conta('sim'), nao: conta('nao'), abstencao: conta('abstencao'), ausentes: conta('ausente') }).toEqual({
      sim: votacao!.sim,
      nao: votacao!.nao,
      abstencao: votacao!.abstencao,
      ausentes: votacao!.ausentes,
    });
    expect((await get('/votacoes/abc/votos')).status).toBe(400);
  });

  it('GET /frotas/abastecimentos/anos/{ano}/meses: the months of that year with fuelling; a bad year → 400', async () => {
    const anos = (await get('/frotas/abastecimentos/anos')).corpo as number[];
    const anterior = anos[1]!;
    expect(await get(`/frotas/abastecimentos/anos/${anterior}/meses`)).toEqual({ status: 200, corpo: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] });
    expect((await get('/frotas/abastecimentos/anos/abc/meses')).status).toBe(400);
    const doMes = (await get(`/frotas/abastecimentos?ano=${anterior}&mes=2`)).corpo as { data: string }[];
    expect(doMes.length).toBe(10);
    expect(doMes.every((a) => a.data.startsWith(`${anterior}-02-`))).toBe(true);
  });

  it('GET /expedientes/origem?origem=: only that origin', async () => {
    const r = await get(`/expedientes/origem?origem=${encodeURIComponent('Governadoria do Estado')}`);
    expect(r.status).toBe(200);
    const itens = r.corpo as { origem: string }[];
    expect(itens.length).toBe(10);
    expect(itens.every((e) => e.origem === 'Governadoria do Estado')).toBe(true);
  });
});
