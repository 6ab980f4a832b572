import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avisosEnviados } from '@alego/kit';
import { access } from '../subgraphs/access/src/index.js';
import { lerCaixaDeSaida } from '../subgraphs/access/src/mail/caixa.js';
import { content } from '../subgraphs/content/src/index.js';
import { enviarComArquivos, startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let recaptcha: Server;
let tokens: Record<string, string>;
/** The fake provider accepts exactly this token (and the gateway refuses reusing it). */
const TOKENS_VALIDOS = new Set(['bom-1', 'bom-2', 'bom-3', 'bom-4', 'bom-5', 'bom-6', 'bom-7', 'bom-8', 'bom-9', 'bom-10', 'bom-11']);
let caixa: string;
const ambienteAntes = { ...process.env };

beforeAll(async () => {
  recaptcha = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      const token = new URLSearchParams(corpo).get('response') ?? '';
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ success: TOKENS_VALIDOS.has(token) }));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => recaptcha.once('listening', resolve));
  const url = `http://127.0.0.1:${(recaptcha.address() as AddressInfo).port}/siteverify`;
  harness = await startGatewayHarness([content, access], { env: { RECAPTCHA_SECRET: 'segredo', RECAPTCHA_VERIFY_URL: url } });
  // What `npm start` hands every subgraph: where access is, the internal secret, the outbox folder and the public origin.
  caixa = await mkdtemp(path.join(tmpdir(), 'fale-conosco-mail-'));
  Object.assign(process.env, { ACCESS_URL: new URL('/', harness.subgraphs.access!.url).href, INTERNAL_API_TOKEN: 'token-interno-de-teste', PORTAL_VAR_DIR: caixa, PUBLIC_URL: 'http://portal.test' });
  delete process.env.SMTP_URL;
  tokens = await tokensDaEquipe(harness, ['admin', 'editor'], (login) => ({ ip: `198.51.100.${login.length}`, recaptcha: login === 'admin' ? 'bom-7' : 'bom-8' }));
});
afterAll(async () => {
  process.env = ambienteAntes;
  await harness?.close();
  recaptcha?.close();
  if (caixa) await rm(caixa, { recursive: true, force: true });
});

const ENVIAR = `mutation Enviar($dados: FaleConoscoInput!, $recaptcha: String) { enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo mensagem } }`;
const DADOS = { nome: 'João Teste', email: 'joao@example.com', assunto: 'Audiência pública', tipo: 'duvida', mensagem: 'Quando será a próxima?' };

function enviar(ip: string, recaptchaToken: string | null, query = ENVIAR) {
  return harness.graphql<{ enviarFaleConosco: { protocolo: string } }>(query, { dados: DADOS, recaptcha: recaptchaToken }, { 'x-forwarded-for': ip });
}

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

describe('fale conosco through the gateway', () => {
  it('checks the reCAPTCHA before the subgraph sees the form', async () => {
    const semToken = await enviar('203.0.113.1', null);
    expect(semToken.status).toBe(400);
    expect(semToken.body.errors?.[0]).toMatchObject({ message: 'Não foi possível validar o reCAPTCHA. Tente novamente.', extensions: { code: 'BAD_USER_INPUT' } });
    const falso = await enviar('203.0.113.1', 'forjado');
    expect(falso.body.errors?.[0]?.message).toBe('Não foi possível validar o reCAPTCHA. Tente novamente.');
    const ok = await enviar('203.0.113.1', 'bom-1');
    expect(ok.status).toBe(200);
    expect(ok.body.data?.enviarFaleConosco.protocolo).toMatch(/^\d{10,}$/);
    const reusado = await enviar('203.0.113.1', 'bom-1');
    expect(reusado.body.errors?.[0]?.message).toBe('Não foi possível validar o reCAPTCHA. Tente novamente.');
  });

  it('limits sends per address: under the limit passes, over it 429 with Retry-After, other addresses unaffected', async () => {
    const ip = '203.0.113.2';
    // Five per window; the first four here, with a bad token, still count (bots spend their budget too).
    for (let i = 0; i < 4; i++) expect((await enviar(ip, 'forjado')).status).toBe(400);
    expect((await enviar(ip, 'bom-2')).status).toBe(200);
    const bloqueado = await fetch(`${harness.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ query: ENVIAR, variables: { dados: DADOS, recaptcha: 'bom-3' } }),
    });
    expect(bloqueado.status).toBe(429);
    expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(0);
    const corpo = (await bloqueado.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(corpo.errors[0]).toMatchObject({ message: 'Muitas tentativas. Tente novamente em alguns minutos.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await enviar('203.0.113.3', 'bom-3')).status).toBe(200);
  });

  it('counts aliased and fragment-spread copies of the form, one each', async () => {
    const ip = '203.0.113.4';
    const muitos = `mutation($dados: FaleConoscoInput!) { ${[1, 2, 3, 4, 5, 6].map((i) => `a${i}: enviarFaleConosco(dados: $dados, recaptcha: "x${i}") { protocolo }`).join(' ')} }`;
    const resposta = await harness.graphql(muitos, { dados: DADOS }, { 'x-forwarded-for': ip });
    expect(resposta.status).toBe(429);
    const espalhado = `mutation($dados: FaleConoscoInput!) { ...F } fragment F on Mutation { enviarFaleConosco(dados: $dados, recaptcha: "y") { protocolo } }`;
    expect((await harness.graphql(espalhado, { dados: DADOS }, { 'x-forwarded-for': ip })).status).toBe(429);
  });

  it('limits the citizen sign-up and recovery mutations called directly on GraphQL', async () => {
    const ip = '203.0.113.5';
    const gerar = `mutation($email: String!) { gerarLinkRecuperarSenha(email: $email) { mensagem } }`;
    for (let i = 0; i < 30; i++) expect((await harness.graphql(gerar, { email: 'ninguem@example.com' }, { 'x-forwarded-for': ip })).status).toBe(200);
    const excesso = await harness.graphql(gerar, { email: 'ninguem@example.com' }, { 'x-forwarded-for': ip });
    expect(excesso.status).toBe(429);
    const reenviar = await harness.graphql(`mutation { reenviarConfirmacao(email: "x@example.com") { mensagem } }`, {}, { 'x-forwarded-for': ip });
    expect(reenviar.status).toBe(429);
    const cadastro = `mutation($dados: CadastroCidadaoInput!) { cadastrarCidadao(dados: $dados) { mensagem } }`;
    const dados = { nome: 'Ana', email: 'ana@example.com', senha: 'x', aceitePolitica: true };
    for (let i = 0; i < 10; i++) expect((await harness.graphql(cadastro, { dados }, { 'x-forwarded-for': '203.0.113.6' })).status).not.toBe(429);
    expect((await harness.graphql(cadastro, { dados }, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(429);
  });

  it('lets staff with fale_conosco list and answer (REST and GraphQL), refuses the others', async () => {
    const { body } = await enviar('203.0.113.7', 'bom-4');
    const protocolo = body.data!.enviarFaleConosco.protocolo;
    expect((await rest('/fale-conosco')).status).toBe(401);
    const negado = await rest('/fale-conosco', { login: 'editor' });
    expect(negado.status).toBe(403);
    expect(await negado.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });

    const lista = await rest(`/fale-conosco.json?aba=aguardando&protocolo=${protocolo}&pagina_aguardando=1`, { login: 'admin' });
    expect(lista.status).toBe(200);
    expect(lista.headers.get('quantidadeporpagina')).toBe('12');
    const [item] = (await lista.json()) as { id: string; status: string; protocolo: string }[];
    expect(item).toMatchObject({ protocolo, status: 'aguardando_resposta' });

    expect(((await (await rest('/fale-conosco/objetivos', { login: 'admin' })).json()) as unknown[]).length).toBeGreaterThan(3);
    const status = (await (await rest('/fale-conosco/fale-conosco-status', { login: 'admin' })).json()) as { valor: string }[];
    expect(status.map((s) => s.valor)).toEqual(['aguardando_resposta', 'com_pendencia', 'finalizada', 'indeferida']);

    const vazia = await rest('/fale-conosco/responder', { method: 'POST', login: 'admin', body: JSON.stringify({ resposta_solicitacao_informacoes: { id: item!.id, resposta_conteudo: '' } }) });
    expect(vazia.status).toBe(400);
    expect(await vazia.json()).toEqual({ mensagem: 'O conteúdo da resposta é obrigatório' });
    const editorResponde = await rest('/fale-conosco/responder', { method: 'POST', login: 'editor', body: JSON.stringify({ id: item!.id, resposta_conteudo: 'Oi' }) });
    expect(editorResponde.status).toBe(403);
    const respondida = await rest('/fale-conosco/responder', {
      method: 'POST',
      login: 'admin',
      body: JSON.stringify({ resposta_solicitacao_informacoes: { id: item!.id, resposta_conteudo: 'Dia 10, às 9h.' } }),
    });
    expect(await respondida.json()).toEqual({ mensagem: 'Resposta registrada com sucesso.', id: Number(item!.id), status: 'finalizada' });
    const finalizadas = (await (await rest(`/fale-conosco?aba=finalizadas&protocolo=${protocolo}`, { login: 'admin' })).json()) as { id: string }[];
    expect(finalizadas.map((s) => s.id)).toEqual([item!.id]);
    const detalhe = (await (await rest(`/fale-conosco/${item!.id}`, { login: 'admin' })).json()) as { respostaConteudo: string };
    expect(detalhe.respostaConteudo).toBe('Dia 10, às 9h.');
  });

  it('attaches a PDF to a reply through the upload pipeline and refuses other files', async () => {
    const { body } = await enviar('203.0.113.8', 'bom-5');
    const lista = await harness.graphql<{ solicitacoesFaleConosco: { itens: { id: string }[] } }>(
      `query($p: String) { solicitacoesFaleConosco(filtro: { protocolo: $p }) { itens { id } } }`,
      { p: body.data!.enviarFaleConosco.protocolo },
      { authorization: `Bearer ${tokens.admin}` },
    );
    const id = lista.body.data!.solicitacoesFaleConosco.itens[0]!.id;
    const responder = async (bytes: string, nome: string) => {
      const query = `mutation($id: ID!, $pdf: Upload) { responderFaleConosco(id: $id, dados: { respostaConteudo: "Segue o documento.", pdfRespostaSolicitacao: $pdf }) { status pdfRespostaSolicitacao { nome tipo url } } }`;
      return enviarComArquivos<{ responderFaleConosco: { pdfRespostaSolicitacao: { tipo: string; url: string } } }>(harness, query, { id, pdf: null }, [{ caminho: 'pdf', nome, bytes }], { authorization: `Bearer ${tokens.admin}` });
    };
    const texto = await responder('só texto, não é PDF', 'falso.pdf');
    expect(texto.errors?.[0]?.message).toBe('Tipo de arquivo inválido. Envie um arquivo .pdf');
    const pdf = await responder('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'resposta.pdf');
    expect(pdf.errors).toBeUndefined();
    const anexo = pdf.data!.responderFaleConosco.pdfRespostaSolicitacao;
    expect(anexo.tipo).toBe('application/pdf');
    const baixado = await fetch(`${harness.base}${anexo.url}`);
    expect(baixado.status).toBe(200);
    expect((await baixado.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('e-mails the reply with its PDF link, and the citizen reads it by protocol and e-mail', async () => {
    const { body } = await enviar('203.0.113.9', 'bom-11');
    const protocolo = body.data!.enviarFaleConosco.protocolo;
    const lista = await harness.graphql<{ solicitacoesFaleConosco: { itens: { id: string }[] } }>(
      `query($p: String) { solicitacoesFaleConosco(filtro: { protocolo: $p }) { itens { id } } }`,
      { p: protocolo },
      { authorization: `Bearer ${tokens.admin}` },
    );
    const query = `mutation($id: ID!, $pdf: Upload) { responderFaleConosco(id: $id, dados: { respostaConteudo: "A audiência será dia 10.", pdfRespostaSolicitacao: $pdf }) { status } }`;
    const convite = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    const { errors } = await enviarComArquivos(harness, query, { id: lista.body.data!.solicitacoesFaleConosco.itens[0]!.id, pdf: null }, [{ caminho: 'pdf', nome: 'convite.pdf', bytes: convite }], { authorization: `Bearer ${tokens.admin}` });
    expect(errors).toBeUndefined();
    await avisosEnviados();
    const email = (await lerCaixaDeSaida(path.join(caixa, 'mail'))).find((e) => e.assunto === `Resposta do Fale Conosco – protocolo ${protocolo}`);
    expect(email?.para).toContain('joao@example.com');
    expect(email!.corpo).toContain('A audiência será dia 10.');
    const link = /Anexo: convite\.pdf – http:\/\/portal\.test(\/arquivos\/\S+)/.exec(email!.corpo)?.[1];
    expect(link).toBeDefined();
    const pdf = await fetch(`${harness.base}${link!.replace(/&amp;/g, '&')}`);
    expect(pdf.status).toBe(200);
    expect(email!.corpo).toContain(`http://portal.test/fale-conosco/consulta?protocolo=${protocolo}`);

    const CONSULTAR = `query($p: String!, $e: String!) { consultarFaleConosco(protocolo: $p, email: $e) { protocolo status respostaConteudo pdfRespostaSolicitacao { nome } } }`;
    const lida = await harness.graphql<{ consultarFaleConosco: Record<string, unknown> }>(CONSULTAR, { p: protocolo, e: 'JOAO@example.com' });
    expect(lida.body.data!.consultarFaleConosco).toEqual({ protocolo, status: 'finalizada', respostaConteudo: 'A audiência será dia 10.', pdfRespostaSolicitacao: { nome: 'convite.pdf' } });
    const outro = await harness.graphql(CONSULTAR, { p: protocolo, e: 'outro@example.com' });
    expect(outro.body.errors?.[0]).toMatchObject({ message: 'Nenhuma solicitação encontrada com este protocolo e e-mail.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('fale conosco without JavaScript (form POST)', () => {
  function postar(ip: string, campos: Record<string, string>) {
    return fetch(`${harness.base}/fale-conosco`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams(campos),
    });
  }
  const CAMPOS = { nome: 'Rui Sem Script', email: 'rui@example.com', telefone: '', assunto: 'Sessões', tipo: 'duvida', mensagem: 'Quando?' };

  it('sends the visitor back to the page with the protocol, or with the field messages', async () => {
    const ok = await postar('203.0.113.20', { ...CAMPOS, 'g-recaptcha-response': 'bom-6' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/fale-conosco\?protocolo=\d{10,}#conteudo$/);
    const erros = async (resposta: Response) => new URL(resposta.headers.get('location')!, harness.base).searchParams.getAll('erro');
    const vazio = await postar('203.0.113.21', { nome: '', email: 'x', assunto: '', tipo: '', mensagem: '', 'g-recaptcha-response': 'bom-9' });
    expect(vazio.status).toBe(303);
    expect(await erros(vazio)).toEqual(['Informe o seu nome.', 'Informe um e-mail válido.', 'Informe o assunto.', 'Selecione o objetivo da mensagem.', 'Escreva a mensagem.']);
    // A tampered select (unknown objective) is still "choose the objective", not a technical error.
    const adulterado = await postar('203.0.113.21', { ...CAMPOS, tipo: 'inexistente', 'g-recaptcha-response': 'bom-10' });
    expect(await erros(adulterado)).toEqual(['Selecione o objetivo da mensagem.']);
    // Without a valid reCAPTCHA nothing reaches the subgraph.
    const semCaptcha = await postar('203.0.113.21', { ...CAMPOS, nome: '' });
    expect(new URL(semCaptcha.headers.get('location')!, harness.base).searchParams.getAll('erro')).toEqual(['Não foi possível validar o reCAPTCHA. Tente novamente.']);
  });

  it('spends the same per-address budget as the GraphQL mutation', async () => {
    const ip = '203.0.113.22';
    for (let i = 0; i < 5; i++) expect((await enviar(ip, 'forjado')).status).toBe(400);
    const bloqueado = await postar(ip, CAMPOS);
    expect(bloqueado.headers.get('location')).toBe('/fale-conosco?erro=limite#conteudo');
  });
});
