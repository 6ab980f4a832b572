import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let recaptcha: Server;
let tokens: Record<string, string>;
let contador = 0;
/** The fake provider accepts any token starting with "bom-" (each once: the gateway refuses reuse). */
const novoToken = () => `bom-${++contador}`;

beforeAll(async () => {
  recaptcha = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => res.setHeader('content-type', 'application/json').end(JSON.stringify({ success: (new URLSearchParams(corpo).get('response') ?? '').startsWith('bom-') })));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => recaptcha.once('listening', resolve));
  const url = `http://127.0.0.1:${(recaptcha.address() as AddressInfo).port}/siteverify`;
  harness = await startGatewayHarness([content, access], { env: { RECAPTCHA_SECRET: 'segredo', RECAPTCHA_VERIFY_URL: url } });
  tokens = await tokensDaEquipe(harness, ['admin', 'editor'], (login) => ({ ip: `198.51.100.${login.length}`, recaptcha: novoToken() }));
});
afterAll(async () => {
  await harness?.close();
  recaptcha?.close();
});

const BASE = '/api/transparencia/solicitacoes_informacao';

function rest(caminho: string, init: RequestInit & { ip?: string; corpo?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': init.ip ?? '203.0.113.10' };
  return fetch(`${harness.base}${BASE}${caminho}`, { ...init, headers, ...(init.corpo ? { body: JSON.stringify(init.corpo) } : {}) });
}

const FORM = { estado_id: '52', municipio_id: '5208707', tipo_pessoa: 'fisica', nome: 'Joana Prado', email: 'joana@example.com', ocupacao: 'estudante', pedido: 'Qual foi o gasto com diárias em 2025?' };

async function protocolar(ip = '203.0.113.10'): Promise<string> {
  const resposta = await rest('', { method: 'POST', ip, corpo: { solicitacao_informacao: FORM, 'g-recaptcha-response': novoToken() } });
  expect(resposta.status).toBe(201);
  return ((await resposta.json()) as { protocolo: string }).protocolo;
}

describe('states and municipalities (IBGE)', () => {
  it('lists the 27 states and a state\'s municipalities; 404 for an unknown state, 400 for a malformed code', async () => {
    const estados = (await (await fetch(`${harness.base}/api/public/estados.json`)).json()) as { id: number; sigla: string; nome: string }[];
    expect(estados).toHaveLength(27);
    expect(estados).toContainEqual({ id: 52, sigla: 'GO', nome: 'Goiás' });
    const goias = await fetch(`${harness.base}/api/public/estados/52/municipios`);
    const municipios = (await goias.json()) as { id: number; nome: string }[];
    expect(municipios).toHaveLength(246);
    expect(municipios).toContainEqual({ id: 5208707, nome: 'Goiânia' });
    expect(municipios[0]!.nome).toBe('Abadia de Goiás');
    const desconhecido = await fetch(`${harness.base}/api/public/estados/99/municipios`);
    expect(desconhecido.status).toBe(404);
    expect(await desconhecido.json()).toEqual({ mensagem: 'Estado não encontrado.' });
    expect((await fetch(`${harness.base}/api/public/estados/go/municipios`)).status).toBe(400);
  });
});

describe('LAI through REST', () => {
  it('POST files a request (wrapped or flat fields) and answers protocol, deadline and message', async () => {
    const resposta = await rest('', { method: 'POST', corpo: { ...FORM, 'g-recaptcha-response': novoToken() } });
    expect(resposta.status).toBe(201);
    expect(await resposta.json()).toEqual({
      protocolo: expect.stringMatching(/^20\d{8}$/),
      prazo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mensagem: 'Pedido registrado. Guarde o número de protocolo para acompanhar a sua solicitação.',
    });
  });

  it('refuses a missing or reused reCAPTCHA, and bad input in Portuguese', async () => {
    const semToken = await rest('', { method: 'POST', ip: '203.0.113.11', corpo: FORM });
    expect(semToken.status).toBe(400);
    expect(await semToken.json()).toMatchObject({ mensagem: 'Não foi possível validar o reCAPTCHA. Tente novamente.' });
    const token = novoToken();
    expect((await rest('', { method: 'POST', ip: '203.0.113.11', corpo: { ...FORM, 'g-recaptcha-response': token } })).status).toBe(201);
    expect((await rest('', { method: 'POST', ip: '203.0.113.11', corpo: { ...FORM, 'g-recaptcha-response': token } })).status).toBe(400);
    const ruim = await rest('', { method: 'POST', ip: '203.0.113.12', corpo: { tipo_pessoa: 'x', nome: '', email: 'a', pedido: '', 'g-recaptcha-response': novoToken() } });
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { mensagens: string[] }).mensagens).toEqual(['Selecione o tipo de pessoa.', 'Informe o seu nome.', 'Informe um e-mail válido.', 'Descreva a informação solicitada.']);
  });

  it('limits filings per address with 429 and Retry-After', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 5; i++) await rest('', { method: 'POST', ip, corpo: { ...FORM, 'g-recaptcha-response': novoToken() } });
    const bloqueada = await rest('', { method: 'POST', ip, corpo: { ...FORM, 'g-recaptcha-response': novoToken() } });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await bloqueada.json()).toEqual({ mensagem: 'Muitas tentativas. Tente novamente em alguns minutos.' });
  });

  it('status and consultar by protocol; 404 for an unknown one, 400 without a protocol', async () => {
    const protocolo = await protocolar('203.0.113.20');
    const status = await rest(`/status?protocolo=${protocolo}`);
    expect(await status.json()).toMatchObject({ protocolo, status: 'aguardando_resposta', rotulo: 'Aguardando resposta', prorrogada: false });
    expect((await rest('/status.json?protocolo=1999000001')).status).toBe(404);
    const semProtocolo = await rest('/status');
    expect(semProtocolo.status).toBe(400);
    expect(await semProtocolo.json()).toMatchObject({ mensagem: 'Informe o número de protocolo.' });
    const consulta = await rest(`/consultar?protocolo=${protocolo}&email=joana@example.com`);
    expect(consulta.status).toBe(200);
    expect(await consulta.json()).toMatchObject({ protocolo, pedido: FORM.pedido, ocupacao: 'estudante', recursos: [], situacaoDoPrazo: 'no_prazo' });
    const outroEmail = await rest(`/consultar?protocolo=${protocolo}&email=outra@example.com`);
    expect(outroEmail.status).toBe(404);
    expect(await outroEmail.json()).toEqual({ mensagem: 'Nenhuma solicitação encontrada com este protocolo e e-mail.' });
  });

  it('serves the five vocabularies, validar-recaptcha and the statistics', async () => {
    for (const [nome, valor] of [['generos', 'feminino'], ['escolaridades', 'medio'], ['ocupacoes', 'jornalista'], ['objetivos', 'pesquisa'], ['tipo-pessoas', 'juridica']]) {
      const resposta = await rest(`/${nome}.json`);
      expect(resposta.status).toBe(200);
      expect(((await resposta.json()) as { valor: string }[]).map((o) => o.valor)).toContain(valor);
    }
    expect(await (await rest(`/validar-recaptcha?g-recaptcha-response=${novoToken()}`)).json()).toEqual({ valido: true });
    const recusado = await rest('/validar-recaptcha?g-recaptcha-response=falso');
    expect(recusado.status).toBe(400);
    expect(await recusado.json()).toEqual({ mensagem: 'Não foi possível validar o reCAPTCHA. Tente novamente.' });
    const ano = new Date().getFullYear();
    const estatisticas = (await (await rest(`/estatisticas?ano=${ano}`)).json()) as { mes: number | null; recebidas: number }[];
    expect(estatisticas).toHaveLength(13);
    expect(estatisticas[12]!.recebidas).toBeGreaterThan(0);
    expect((await rest('/estatisticas?ano=abc')).status).toBe(200);
    expect((await rest('/estatisticas?ano=12')).status).toBe(400);
  });

  it('staff answer through GraphQL with the permission, refused without it; the citizen appeals through REST', async () => {
    const protocolo = await protocolar('203.0.113.30');
    const { body } = await harness.graphql<{ solicitacoesInformacao: { itens: { id: string }[] } }>(
      `query($f: SolicitacaoInformacaoFiltro) { solicitacoesInformacao(filtro: $f) { itens { id } } }`,
      { f: { protocolo } },
      { authorization: `Bearer ${tokens.admin}` },
    );
    const id = body.data!.solicitacoesInformacao.itens[0]!.id;
    const RESPONDER = `mutation($id: ID!) { responderSolicitacaoInformacao(id: $id, dados: { resposta: "Segue a planilha.", decisao: deferida }) { status } }`;
    const documento = (email: string) => rest(`/resposta.pdf?protocolo=${protocolo}&email=${encodeURIComponent(email)}`);
    const antes = await documento('joana@example.com');
    expect(antes.status).toBe(404);
    expect(await antes.json()).toEqual({ mensagem: 'Esta solicitação ainda não foi respondida.' });
    const negado = await harness.graphql(RESPONDER, { id }, { authorization: `Bearer ${tokens.editor}` });
    expect(negado.body.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });
    const anonimo = await harness.graphql(RESPONDER, { id });
    expect(anonimo.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const ok = await harness.graphql<{ responderSolicitacaoInformacao: { status: string } }>(RESPONDER, { id }, { authorization: `Bearer ${tokens.admin}` });
    expect(ok.body.data!.responderSolicitacaoInformacao.status).toBe('respondida');
    // The answer document, a plain link of the consult page: the PDF with its verification code.
    const pdf = await documento('joana@example.com');
    expect(pdf.status, await pdf.clone().text()).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="resposta-lai-${protocolo}.pdf"`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await documento('outra@example.com')).status).toBe(404);
    const semRazoes = await rest('/recurso', { method: 'POST', ip: '203.0.113.31', corpo: { protocolo, email: 'joana@example.com', razoes: '' } });
    expect(semRazoes.status).toBe(400);
    expect(await semRazoes.json()).toMatchObject({ mensagem: 'Escreva as razões do recurso.' });
    const recurso = await rest('/recurso', { method: 'POST', ip: '203.0.113.31', corpo: { protocolo, email: 'joana@example.com', razoes: 'Faltou o mês de dezembro.' } });
    expect(recurso.status).toBe(201);
    expect(await recurso.json()).toMatchObject({ mensagem: 'Recurso registrado. A resposta chegará por e-mail.', protocolo, status: 'em_recurso' });
  });
});

describe('LAI without JavaScript (form POST to the page)', () => {
  const PAGINA = '/transparencia/solicitacoes-informacao';
  function postar(ip: string, campos: Record<string, string>, cabecalhos: Record<string, string> = {}) {
    return fetch(`${harness.base}${PAGINA}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...cabecalhos },
      body: new URLSearchParams(campos),
    });
  }
  const CAMPOS = { tipoPessoa: 'fisica', nome: 'Lia Sem Script', email: 'lia.sem.script@example.com', telefone: '', genero: '', escolaridade: '', ocupacao: 'estudante', objetivo: '', estadoId: '52', municipioId: '5208707', pedido: 'Atas das sessões de março.' };
  const erros = (resposta: Response) => new URL(resposta.headers.get('location')!, harness.base).searchParams.getAll('erro');
  const pedidosDe = async (termo: string) => {
    const { body } = await harness.graphql<{ solicitacoesInformacao: { total: number } }>(
      `query($f: SolicitacaoInformacaoFiltro) { solicitacoesInformacao(filtro: $f) { total } }`,
      { f: { termo } },
      { authorization: `Bearer ${tokens.admin}` },
    );
    return body.data!.solicitacoesInformacao.total;
  };

  it('files the request and goes back to the page with protocol and deadline; bad input comes back in Portuguese and stores nothing', async () => {
    const ok = await postar('203.0.113.40', { ...CAMPOS, 'g-recaptcha-response': novoToken() });
    expect(ok.status).toBe(303);
    const destino = new URL(ok.headers.get('location')!, harness.base);
    expect(destino.pathname).toBe(PAGINA);
    expect(destino.hash).toBe('#conteudo');
    const protocolo = destino.searchParams.get('protocolo')!;
    expect(protocolo).toMatch(/^20\d{8}$/);
    expect(destino.searchParams.get('prazo')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing typed travels in the address: only the protocol and the date.
    expect([...destino.searchParams.keys()].sort()).toEqual(['prazo', 'protocolo']);
    const lido = await rest(`/consultar?protocolo=${protocolo}&email=${encodeURIComponent(CAMPOS.email)}`);
    expect(await lido.json()).toMatchObject({ protocolo, nome: 'Lia Sem Script', estadoId: 52, municipioId: 5208707, pedido: 'Atas das sessões de março.' });

    const vazio = await postar('203.0.113.41', { tipoPessoa: '', nome: '', email: 'x', pedido: 'Pedido Vazio Sem Nome', 'g-recaptcha-response': novoToken() });
    expect(vazio.status).toBe(303);
    expect(erros(vazio)).toEqual(['Selecione o tipo de pessoa.', 'Informe o seu nome.', 'Informe um e-mail válido.']);
    const foraDaLista = await postar('203.0.113.41', { ...CAMPOS, pedido: 'Pedido Fora Da Lista', municipioId: '3550308', 'g-recaptcha-response': novoToken() });
    expect(erros(foraDaLista)).toEqual(['Selecione o município do estado escolhido.']);
    const semCaptcha = await postar('203.0.113.41', { ...CAMPOS, pedido: 'Pedido Sem Captcha' });
    expect(erros(semCaptcha)).toEqual(['Não foi possível validar o reCAPTCHA. Tente novamente.']);
    for (const termo of ['Pedido Vazio Sem Nome', 'Pedido Fora Da Lista', 'Pedido Sem Captcha']) expect(await pedidosDe(termo)).toBe(0);
  });

  it('spends the LAI budget per address and refuses a form sent from another site', async () => {
    const ip = '203.0.113.42';
    for (let i = 0; i < 5; i++) expect((await rest('', { method: 'POST', ip, corpo: { ...FORM, nome: '' } })).status).toBe(400);
    const bloqueado = await postar(ip, { ...CAMPOS, 'g-recaptcha-response': novoToken() });
    expect(bloqueado.headers.get('location')).toBe(`${PAGINA}?erro=limite#conteudo`);
    expect((await postar('203.0.113.43', { ...CAMPOS, 'g-recaptcha-response': novoToken() }, { origin: 'https://outro.example' })).status).toBe(403);
  });
});
