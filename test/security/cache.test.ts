import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armazemEmMemoria } from '../../gateway/src/cache/respostas-publicas.js';
import { access } from '../../subgraphs/access/src/index.js';
import { content } from '../../subgraphs/content/src/index.js';
import { transparency } from '../../subgraphs/transparency/src/index.js';
import { entrarComoEquipe, startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/**
 * Issue 13, item 8: the public response cache must not be emptied by requests that change nothing (an anonymous
 * logout, the public access counter, a failed mutation), and a write invalidates only the types it changed.
 */
let harness: GatewayHarness;
let admin: Record<string, string>;

const NOTICIAS = '{ noticias(pagina: 1, porPagina: 5) { itens { id titulo } total } }';
const CONTRATOS = '{ contratos(pagina: 1, porPagina: 5) { itens { id numero } total } }';

async function consultar(query: string) {
  const resposta = await fetch(`${harness.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const corpo = (await resposta.json()) as { errors?: unknown[] };
  expect(corpo.errors).toBeUndefined();
  return resposta.headers.get('x-cache');
}

async function aquecer(...queries: string[]) {
  for (const query of queries) {
    await consultar(query);
    expect(await consultar(query)).toBe('HIT');
  }
}

beforeAll(async () => {
  harness = await startGatewayHarness([content, transparency, access]);
  admin = { authorization: `Bearer ${await entrarComoEquipe(harness, 'admin')}` };
});
afterAll(() => harness?.close());

describe('requests that change nothing keep the public cache (issue 13, item 8)', () => {
  it('an anonymous logout loop does not empty it', async () => {
    await aquecer(NOTICIAS, CONTRATOS);
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${harness.base}/api/opine-cidadao/logout`, { method: 'POST' })).status).toBeLessThan(400);
    }
    expect(await consultar(NOTICIAS)).toBe('HIT');
    expect(await consultar(CONTRATOS)).toBe('HIT');
  });

  it('the public access counter (registrarAcessoRemuneracao) does not empty it', async () => {
    await aquecer(NOTICIAS, CONTRATOS);
    const { body } = await harness.graphql('mutation { registrarAcessoRemuneracao(mes: 1, ano: 2024, matricula: "1234") }');
    expect(body.errors).toBeUndefined();
    expect(await consultar(NOTICIAS)).toBe('HIT');
    expect(await consultar(CONTRATOS)).toBe('HIT');
  });

  it('a failed mutation does not empty it', async () => {
    await aquecer(NOTICIAS);
    const { body } = await harness.graphql('mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }', { d: { titulo: '', conteudo: '', categoria: 'inexistente' } }, admin);
    expect(body.errors).toBeDefined();
    expect(await consultar(NOTICIAS)).toBe('HIT');
  });
});

describe('a write invalidates only the types it changed', () => {
  it('a new contract refreshes the contracts list and keeps the news list', async () => {
    await aquecer(NOTICIAS, CONTRATOS);
    const { body } = await harness.graphql(
      'mutation($d: ContratoInput!) { criarContrato(dados: $d) { id } }',
      { d: { numero: '777/2024', ano: 2024, objeto: 'Manutenção predial', fornecedor: 'Construtora Exemplo', cnpj: '11.222.333/0001-81', valor: '100.00', dataAssinatura: '2024-05-02', vigenciaInicio: '2024-05-02', vigenciaFim: '2024-12-31' } },
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect(await consultar(CONTRATOS)).toBe('MISS');
    expect(await consultar(NOTICIAS)).toBe('HIT');
  });

  it('a deletion answering only true invalidates the type its name names', async () => {
    const criar = await harness.graphql<{ criarContrato: { id: string } }>(
      'mutation($d: ContratoInput!) { criarContrato(dados: $d) { id } }',
      { d: { numero: '778/2024', ano: 2024, objeto: 'Limpeza', fornecedor: 'Limpa Tudo', cnpj: '11.222.333/0001-81', valor: '10.00', dataAssinatura: '2024-05-03', vigenciaInicio: '2024-05-03', vigenciaFim: '2024-12-31' } },
      admin,
    );
    await aquecer(NOTICIAS, CONTRATOS);
    const { body } = await harness.graphql('mutation($id: ID!) { excluirContrato(id: $id) }', { id: criar.body.data!.criarContrato.id }, admin);
    expect(body.errors).toBeUndefined();
    expect(await consultar(CONTRATOS)).toBe('MISS');
    expect(await consultar(NOTICIAS)).toBe('HIT');
  });
});

describe('the in-process store (the contract a shared store keeps)', () => {
  it('drops answers that read a type written after their request started, keeps the others', async () => {
    const armazem = armazemEmMemoria({ ttlMs: 60_000, maxEntradas: 10 });
    const marco = await armazem.marco();
    await armazem.gravar('noticias', Buffer.from('n'), ['NoticiaPagina', 'Noticia'], marco);
    await armazem.gravar('contratos', Buffer.from('c'), ['ContratoPagina', 'Contrato'], marco);
    await armazem.invalidar([]);
    expect(await armazem.marco()).toBe(marco);
    await armazem.invalidar(['Contrato']);
    expect(await armazem.ler('noticias')).toEqual(Buffer.from('n'));
    expect(await armazem.ler('contratos')).toBeUndefined();
    // An answer computed before the write finished is not stored after it.
    await armazem.gravar('contratos', Buffer.from('velho'), ['Contrato'], marco);
    expect(await armazem.ler('contratos')).toBeUndefined();
    await armazem.gravar('contratos', Buffer.from('novo'), ['Contrato'], await armazem.marco());
    expect(await armazem.ler('contratos')).toEqual(Buffer.from('novo'));
  });
});
