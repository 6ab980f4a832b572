import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buscarVersaoNoAccess, createIdentityVerifier, versoesEmCache, printFederatedSchema } from '@alego/kit';
import { createTestKeys, startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import express from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../../subgraphs/access/src/index.js';
import { aguardarEnvios } from '../../../subgraphs/access/src/mail/carteiro.js';
import { lerCaixaDeSaida } from '../../../subgraphs/access/src/mail/caixa.js';
import { createGateway, type Gateway } from '../app.js';
import { InternalClient } from '../auth/internal.js';
import { estadoEmMemoria } from '../compartilhado/estado.js';
import { SDL_DA_SESSAO, SUBGRAFO_DA_SESSAO } from '../auth/sessao-cidadao.js';
import { RecaptchaProvedor } from '../auth/recaptcha.js';
import type { AuthServices } from '../auth/services.js';
import { composeSupergraph } from '../composition.js';
import { loadConfig } from '../config.js';
import { COOKIE_POLITICA, createCitizenRouter, createPrivacyRouter, MENSAGENS_CIDADAO } from './opine-cidadao.js';

const INTERNO = 'token-interno-de-teste';
const PUBLIC_URL = 'http://portal.teste';
let subgraph: TestSubgraph;
let gateway: Gateway;
let servidor: Server;
let recaptchaServidor: Server;
let base: string;
let jwks: JSONWebKeySet;
let varDir: string;
/** The whole gateway (request logging included), as `npm start` serves it. */
let servidorDoGateway: Server;
let baseDoGateway: string;
const linhasDeLog: string[] = [];

/** The provider's siteverify stand-in: tokens starting with "valido" pass (each is accepted once by the verifier). */
async function iniciarRecaptcha(): Promise<string> {
  const app = express();
  app.post('/siteverify', express.urlencoded({ extended: false }), (req, res) => {
    res.json({ success: String(req.body.response).startsWith('valido') && req.body.secret === 'segredo-recaptcha' });
  });
  recaptchaServidor = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => recaptchaServidor.once('listening', resolve));
  return `http://127.0.0.1:${(recaptchaServidor.address() as AddressInfo).port}/siteverify`;
}

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-rest-cidadao-'));
  process.env.PORTAL_VAR_DIR = varDir;
  process.env.PUBLIC_URL = PUBLIC_URL;
  delete process.env.SMTP_URL;
  const keys = await createTestKeys();
  jwks = keys.jwks;
  subgraph = await startTestSubgraph(access, { seed: true, jwks, internalToken: INTERNO });
  // Every log line is kept: the forms' values must never reach one (see 'citizen forms without JavaScript').
  const logger = pino({ level: 'info' }, { write: (linha: string) => void linhasDeLog.push(linha) });
  const sessoes = versoesEmCache(buscarVersaoNoAccess(subgraph.url, INTERNO));
  const estado = estadoEmMemoria(logger);
  const services: AuthServices = {
    signer: keys.signer,
    verifier: createIdentityVerifier({ jwks }, { sessoes }),
    sessoes,
    access: new InternalClient(subgraph.url, INTERNO),
    recaptcha: new RecaptchaProvedor('segredo-recaptcha', await iniciarRecaptcha(), logger, estado),
    estado,
    logger,
    publicUrl: PUBLIC_URL,
    cookieSecure: false,
  };
  // The access subgraph and the gateway's own session subgraph, composed from the code: what these routes need, nothing stale.
  const { supergraph } = composeSupergraph([
    { name: 'access', url: subgraph.url, sdl: await printFederatedSchema(access) },
    { name: SUBGRAFO_DA_SESSAO, url: 'http://gateway.local/sessao', sdl: SDL_DA_SESSAO },
  ]);
  const config = { ...loadConfig({}), port: 0, subgraphUrls: { access: subgraph.url }, accessInternalUrl: subgraph.url, internalToken: INTERNO };
  gateway = await createGateway(config, supergraph, logger, services);

  const app = express();
  app.set('trust proxy', 'loopback');
  const limites = { loginPorContaEIp: 3, loginPorIp: 6, cadastrosPorIp: 4, recuperacaoPorIp: 4 };
  app.use('/api/opine-cidadao', createCitizenRouter(services, { graphqlUrl: '/graphql', limites }));
  app.use('/alego_shared', createPrivacyRouter(services, { graphqlUrl: '/graphql' }));
  // The same routes with the access subgraph and GraphQL unreachable (nothing listens on port 9).
  const foraDoAr = 'http://127.0.0.1:9/graphql';
  app.use('/fora-do-ar', createCitizenRouter({ ...services, access: new InternalClient(foraDoAr, INTERNO) }, { graphqlUrl: foraDoAr }));
  app.use(gateway.app);
  servidor = createServer(app);
  servidor.listen(0, '127.0.0.1');
  await new Promise((resolve) => servidor.once('listening', resolve));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  servidorDoGateway = createServer(gateway.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => servidorDoGateway.once('listening', resolve));
  baseDoGateway = `http://127.0.0.1:${(servidorDoGateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  servidor?.close();
  servidorDoGateway?.close();
  recaptchaServidor?.close();
  await gateway?.stop();
  await aguardarEnvios();
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

let proximoCaptcha = 1;
function captcha(): string {
  return `valido-${proximoCaptcha++}`;
}

let proximoIp = 1;
/** Each test speaks from its own address (through the trusted loopback proxy), so budgets do not mix. */
function novoIp(): string {
  return `203.0.113.${proximoIp++}`;
}

interface Resposta {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function chamar(
  metodo: 'GET' | 'POST',
  caminho: string,
  opcoes: { json?: unknown; form?: Record<string, string>; token?: string; ip?: string; bruto?: string } = {},
): Promise<Resposta> {
  const headers: Record<string, string> = { 'x-forwarded-for': opcoes.ip ?? novoIp() };
  if (opcoes.token) headers.authorization = `Bearer ${opcoes.token}`;
  let body: string | undefined;
  if (opcoes.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opcoes.json);
  } else if (opcoes.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opcoes.form).toString();
  } else if (opcoes.bruto !== undefined) {
    headers['content-type'] = 'application/json';
    body = opcoes.bruto;
  }
  const resposta = await fetch(`${base}${caminho}`, { method: metodo, headers, body });
  const texto = await resposta.text();
  return { status: resposta.status, body: texto ? (JSON.parse(texto) as Record<string, unknown>) : {}, headers: resposta.headers };
}

async function codigoEnviado(email: string, tipo: 'confirmar-cadastro' | 'recuperar-senha'): Promise<string> {
  await aguardarEnvios();
  const emails = (await lerCaixaDeSaida(path.join(varDir, 'mail'))).filter((m) => m.para.includes(email));
  const achados = emails.map((m) => new RegExp(`${PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/cidadao/${tipo}/([A-Za-z0-9_-]+)`).exec(m.corpo)?.[1]).filter(Boolean);
  if (!achados.length) throw new Error(`nenhum link ${tipo} para ${email}`);
  return achados.at(-1)!;
}

async function cadastrarEConfirmar(email: string, senha = 'segura123'): Promise<string> {
  const cadastro = await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Carla Rest', email, senha, aceitePolitica: true, 'g-recaptcha-response': captcha() } });
  expect(cadastro.status).toBe(201);
  expect((await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${await codigoEnviado(email, 'confirmar-cadastro')}`)).status).toBe(200);
  const login = await chamar('POST', '/api/opine-cidadao/usuarios/login', { json: { email, senha, 'g-recaptcha-response': captcha() } });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

describe('cadastro, confirmação e login', () => {
  it('signs up, confirms with the e-mailed code, and logs in with a citizen token', async () => {
    const cadastro = await chamar('POST', '/api/opine-cidadao/usuarios', {
      json: { nome: 'Bruno Rest', email: 'bruno.rest@example.com', senha: 'segura123', senha_confirmacao: 'segura123', aceite_politica: 'true', versao_politica: '2', 'g-recaptcha-response': captcha() },
    });
    expect(cadastro).toMatchObject({ status: 201, body: { mensagem: 'Cadastro recebido. Enviamos um link para o seu e-mail: acesse-o para confirmar o cadastro.' } });
    expect(cadastro.headers.get('cache-control')).toBe('no-store');

    const antes = await chamar('POST', '/api/opine-cidadao/usuarios/login', { json: { email: 'bruno.rest@example.com', senha: 'segura123', 'g-recaptcha-response': captcha() } });
    expect(antes).toMatchObject({ status: 403, body: { mensagem: 'Confirme seu cadastro pelo link enviado ao seu e-mail.' } });

    const codigo = await codigoEnviado('bruno.rest@example.com', 'confirmar-cadastro');
    const confirmado = await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${codigo}`);
    expect(confirmado).toMatchObject({ status: 200, body: { mensagem: 'Cadastro confirmado. Você já pode entrar no Opine Cidadão.' } });
    const reuso = await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${codigo}.json`);
    expect(reuso).toMatchObject({ status: 400, body: { mensagem: 'Código inválido ou expirado.' } });

    const login = await chamar('POST', '/api/opine-cidadao/usuarios/login.json', {
      form: { email: 'Bruno.Rest@example.com', senha: 'segura123', 'g-recaptcha-response': captcha() },
    });
    expect(login.status).toBe(200);
    expect(login.body.usuario).toEqual({ id: expect.any(Number), nome: 'Bruno Rest', email: 'bruno.rest@example.com' });
    const { payload, protectedHeader } = await jwtVerify(login.body.token as string, createLocalJWKSet(jwks), { issuer: 'portal-alego', audience: 'alego-cidadao' });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: String((login.body.usuario as { id: number }).id), nome: 'Bruno Rest', email: 'bruno.rest@example.com' });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('answers bad input, and a sign-up without a fresh reCAPTCHA token, with 400 and every message, never 500', async () => {
    const invalido = await chamar('POST', '/api/opine-cidadao/usuarios', { form: { nome: '', email: 'x', senha: '123', 'g-recaptcha-response': captcha() } });
    expect(invalido.status).toBe(400);
    expect(invalido.body.mensagens).toEqual([
      'Informe o seu nome.',
      'Informe um e-mail válido.',
      'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      'Para se cadastrar, é preciso aceitar a Política de Privacidade.',
    ]);
    expect(invalido.body.mensagem).toBe((invalido.body.mensagens as string[]).join(' '));
    const umaSo = await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'A', email: 'a@example.com', senha: 'segura123', 'g-recaptcha-response': captcha() } });
    expect(umaSo).toMatchObject({ status: 400, body: { mensagem: 'Para se cadastrar, é preciso aceitar a Política de Privacidade.' } });
    const diferentes = await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'A', email: 'a@example.com', senha: 'segura123', senha_confirmacao: 'outra', aceitePolitica: true } });
    expect(diferentes).toMatchObject({ status: 400, body: { mensagem: 'A confirmação não confere com a senha.' } });
    const semToken = await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Sem Token', email: 'sem.token@example.com', senha: 'segura123', aceitePolitica: true } });
    expect(semToken).toMatchObject({ status: 400, body: { mensagem: MENSAGENS_CIDADAO.recaptcha } });
    const token = captcha();
    expect((await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Com Token', email: 'com.token@example.com', senha: 'segura123', aceitePolitica: true, 'g-recaptcha-response': token } })).status).toBe(201);
    const reusado = await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Reuso', email: 'reuso.token@example.com', senha: 'segura123', aceitePolitica: true, 'g-recaptcha-response': token } });
    expect(reusado).toMatchObject({ status: 400, body: { mensagem: MENSAGENS_CIDADAO.recaptcha } });
    const quebrado = await chamar('POST', '/api/opine-cidadao/usuarios', { bruto: '{"nome": ' });
    expect(quebrado).toMatchObject({ status: 400, body: { mensagem: 'Requisição inválida.' } });
    expect((await chamar('GET', '/api/opine-cidadao/confirmar-cadastro/qualquer-coisa')).status).toBe(400);
  });

  it('checks login fields, reCAPTCHA and credentials with the documented answers', async () => {
    await cadastrarEConfirmar('login.rest@example.com');
    const ip = novoIp();
    expect(await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'login.rest@example.com' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Informe o e-mail e a senha.' },
    });
    expect(await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'login.rest@example.com', senha: 'segura123', 'g-recaptcha-response': 'falso' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Não foi possível validar o reCAPTCHA. Tente novamente.' },
    });
    const errada = await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'login.rest@example.com', senha: 'errada123', 'g-recaptcha-response': captcha() } });
    const desconhecido = await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'quem@example.com', senha: 'errada123', 'g-recaptcha-response': captcha() } });
    expect(errada).toMatchObject({ status: 401, body: { mensagem: 'E-mail ou senha inválidos.' } });
    expect(desconhecido.body).toEqual(errada.body);
  });

  it('logs out on GET and POST', async () => {
    expect(await chamar('GET', '/api/opine-cidadao/logout')).toMatchObject({ status: 200, body: { mensagem: 'Sessão encerrada.' } });
    expect(await chamar('POST', '/api/opine-cidadao/logout.json')).toMatchObject({ status: 200, body: { mensagem: 'Sessão encerrada.' } });
  });

  it('resends the confirmation with one answer for every e-mail', async () => {
    await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Reenvio', email: 'reenvio.rest@example.com', senha: 'segura123', aceitePolitica: true, 'g-recaptcha-response': captcha() } });
    const primeiro = await codigoEnviado('reenvio.rest@example.com', 'confirmar-cadastro');
    const conhecido = await chamar('POST', '/api/opine-cidadao/reenviar-confirmacao', { form: { email: 'reenvio.rest@example.com' } });
    const desconhecido = await chamar('POST', '/api/opine-cidadao/reenviar-confirmacao', { json: { email: 'nada@example.com' } });
    expect(conhecido).toMatchObject({ status: 200, body: { mensagem: 'Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.' } });
    expect(desconhecido.body).toEqual(conhecido.body);
    const novo = await codigoEnviado('reenvio.rest@example.com', 'confirmar-cadastro');
    expect(novo).not.toBe(primeiro);
    expect((await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${primeiro}`)).status).toBe(400);
    expect((await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${novo}`)).status).toBe(200);
  });
});

describe('falhas de serviço', () => {
  it('answers 503 with a retriable message when the services behind are down', async () => {
    const indisponivel = { status: 503, body: { mensagem: 'Serviço indisponível. Tente novamente em instantes.' } };
    expect(await chamar('POST', '/fora-do-ar/usuarios/login', { json: { email: 'a@example.com', senha: 'segura123', 'g-recaptcha-response': captcha() } })).toMatchObject(indisponivel);
    expect(await chamar('POST', '/fora-do-ar/usuarios', { json: { nome: 'A', email: 'a@example.com', senha: 'segura123', aceitePolitica: true } })).toMatchObject(indisponivel);
  });
});

describe('recuperação de senha', () => {
  it('generates a link, validates the code, sets the new password once', async () => {
    await cadastrarEConfirmar('recupera.rest@example.com');
    const conhecido = await chamar('POST', '/api/opine-cidadao/gerar-link-recuperar-senha', { json: { email: 'recupera.rest@example.com' } });
    const desconhecido = await chamar('POST', '/api/opine-cidadao/gerar-link-recuperar-senha', { json: { email: 'ninguem.rest@example.com' } });
    expect(conhecido).toMatchObject({ status: 200, body: { mensagem: 'Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha.' } });
    expect(desconhecido.body).toEqual(conhecido.body);
    expect(desconhecido.status).toBe(200);

    const codigo = await codigoEnviado('recupera.rest@example.com', 'recuperar-senha');
    expect(await chamar('POST', '/api/opine-cidadao/callback-gerar-link-recuperar-senha', { json: { codigo } })).toMatchObject({
      status: 200,
      body: { mensagem: 'Código válido. Crie a sua nova senha.' },
    });
    expect(await chamar('POST', '/api/opine-cidadao/callback-gerar-link-recuperar-senha', { json: { codigo: 'inventado-inventado-inventado' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Código inválido ou expirado.' },
    });
    expect(await chamar('POST', '/api/opine-cidadao/recuperar-senha', { json: { codigo, senha: 'curta' } })).toMatchObject({ status: 400 });
    expect(await chamar('POST', '/api/opine-cidadao/recuperar-senha', { form: { codigo, senha: 'nova2026abc', senha_confirmacao: 'nova2026abc' } })).toMatchObject({
      status: 200,
      body: { mensagem: 'Senha alterada. Você já pode entrar com a nova senha.' },
    });
    expect(await chamar('POST', '/api/opine-cidadao/recuperar-senha', { json: { codigo, senha: 'outra2026abc' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Código inválido ou expirado.' },
    });
    const login = await chamar('POST', '/api/opine-cidadao/usuarios/login', { json: { email: 'recupera.rest@example.com', senha: 'nova2026abc', 'g-recaptcha-response': captcha() } });
    expect(login.status).toBe(200);
  });
});

describe('perfil', () => {
  it('needs a token: 401 with the login message', async () => {
    expect(await chamar('GET', '/api/opine-cidadao/perfis/get-info-usuario')).toMatchObject({
      status: 401,
      body: { mensagem: 'É necessário fazer login para acessar esta funcionalidade' },
    });
    expect((await chamar('GET', '/api/opine-cidadao/perfis/get-info-usuario', { token: 'nao.e.jwt' })).status).toBe(401);
    expect((await chamar('POST', '/api/opine-cidadao/perfis/update', { json: { nome: 'X' } })).status).toBe(401);
  });

  it('reads and updates the profile and changes the password', async () => {
    const token = await cadastrarEConfirmar('perfil.rest@example.com');
    const perfil = await chamar('GET', '/api/opine-cidadao/perfis/get-info-usuario.json', { token });
    expect(perfil).toMatchObject({ status: 200, body: { id: expect.any(Number), nome: 'Carla Rest', email: 'perfil.rest@example.com', confirmado: true, possuiSenha: true, versaoPoliticaAceita: '3', politicaPendente: null } });
    expect(perfil.headers.get('cache-control')).toBe('no-store');

    const atualizado = await chamar('POST', '/api/opine-cidadao/perfis/update', { token, form: { nome: 'Carla Atualizada', telefone: '(62) 3221-0000', municipio: 'Goiânia' } });
    // The legacy text field is looked up in the IBGE list; the answer keeps `municipio` (the name) and adds the codes.
    expect(atualizado).toMatchObject({ status: 200, body: { nome: 'Carla Atualizada', telefone: '6232210000', estadoId: 52, municipioId: 5208707, municipio: 'Goiânia', email: 'perfil.rest@example.com' } });
    expect(await chamar('POST', '/api/opine-cidadao/perfis/update', { token, form: { estado_id: '52', municipio_id: '5221403' } })).toMatchObject({
      status: 200,
      body: { estadoId: 52, municipioId: 5221403, municipio: 'Trindade' },
    });
    for (const [corpo, mensagem] of [
      [{ estado_id: '35', municipio_id: '5208707' }, 'Selecione o município do estado escolhido.'],
      [{ estadoId: 'GO', municipioId: '5208707' }, 'Selecione um estado da lista.'],
      [{ municipio: 'Cidade Inventada' }, 'Município não encontrado na lista do IBGE: escolha o estado e o município.'],
    ] as const) {
      expect(await chamar('POST', '/api/opine-cidadao/perfis/update', { token, json: corpo })).toMatchObject({ status: 400, body: { mensagem } });
    }
    expect((await chamar('GET', '/api/opine-cidadao/perfis/get-info-usuario', { token })).body).toMatchObject({ estadoId: 52, municipioId: 5221403, municipio: 'Trindade' });
    expect(await chamar('POST', '/api/opine-cidadao/perfis/update', { token, json: { telefone: '12' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Informe um telefone válido, com DDD.' },
    });

    expect(await chamar('POST', '/api/opine-cidadao/perfis/update-senha', { token, json: { senha_atual: 'errada123', nova_senha: 'trocada123' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'A senha atual não confere.' },
    });
    expect(await chamar('POST', '/api/opine-cidadao/perfis/update-senha', { token, json: { senha_atual: 'segura123', nova_senha: 'trocada123', nova_senha_confirmacao: 'trocada123' } })).toMatchObject({
      status: 200,
      body: { mensagem: 'Senha alterada com sucesso.' },
    });
    const login = await chamar('POST', '/api/opine-cidadao/usuarios/login', { json: { email: 'perfil.rest@example.com', senha: 'trocada123', 'g-recaptcha-response': captcha() } });
    expect(login.status).toBe(200);
  });
});

describe('política de privacidade', () => {
  it('stores a signed-in citizen’s acceptance with its version; anonymous visitors only get the cookie', async () => {
    const token = await cadastrarEConfirmar('politica.rest@example.com');
    const conectado = await chamar('POST', '/alego_shared/aceitar-politica-privacidade', { token, json: { versao: '3' } });
    expect(conectado).toMatchObject({ status: 200, body: { mensagem: 'Aceite da Política de Privacidade registrado.' } });
    expect(conectado.headers.get('set-cookie')).toContain(`${COOKIE_POLITICA}=3`);
    const guardados = await subgraph.orm.em
      .fork()
      .getConnection()
      .execute(
        `select versao, origem from access.aceites_politica_privacidade where cidadao_id = (select id from access.cidadaos where email = ?) order by id`,
        ['politica.rest@example.com'],
      );
    expect(guardados).toEqual([
      // Sign-up without a version records the one in force (the seeded 3).
      { versao: '3', origem: 'cadastro' },
      { versao: '3', origem: 'perfil' },
    ]);

    const antes = await subgraph.orm.em.fork().getConnection().execute(`select count(*)::int as n from access.aceites_politica_privacidade`);
    const anonimo = await chamar('POST', '/alego_shared/aceitar-politica-privacidade.json', { form: { versao: '3' } });
    expect(anonimo).toMatchObject({ status: 200, body: { mensagem: 'Aceite da Política de Privacidade registrado.' } });
    expect(anonimo.headers.get('set-cookie')).toMatch(new RegExp(`^${COOKIE_POLITICA}=3; Max-Age=31536000; Path=/; Expires=.*; SameSite=Lax$`));
    expect(await subgraph.orm.em.fork().getConnection().execute(`select count(*)::int as n from access.aceites_politica_privacidade`)).toEqual(antes);

    expect(await chamar('POST', '/alego_shared/aceitar-politica-privacidade', { json: { versao: '<script>' } })).toMatchObject({
      status: 400,
      body: { mensagem: 'Versão da Política de Privacidade inválida.' },
    });
    expect((await chamar('POST', '/alego_shared/aceitar-politica-privacidade', { token: 'vencido', json: {} })).status).toBe(401);
  });
});

/** A GraphQL operation on the whole gateway, as the public site sends it (CSRF header, address, optional token). */
async function graphql(query: string, variables: Record<string, unknown>, opcoes: { ip?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': opcoes.ip ?? novoIp() };
  if (opcoes.token) headers.authorization = `Bearer ${opcoes.token}`;
  const resposta = await fetch(`${baseDoGateway}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const corpo = (await resposta.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: resposta.status, headers: resposta.headers, ...corpo };
}

const ENTRAR = 'mutation ($email: String!, $senha: String!, $recaptcha: String) { entrarCidadao(email: $email, senha: $senha, recaptcha: $recaptcha) { token id nome email } }';

describe('sessão do cidadão pelo GraphQL (entrarCidadao, sairCidadao)', () => {
  it('logs in with the same answers as the REST path, and logging out revokes the token at once', async () => {
    await cadastrarEConfirmar('graphql.sessao@example.com');
    const ip = novoIp();
    const errada = await graphql(ENTRAR, { email: 'graphql.sessao@example.com', senha: 'errada123', recaptcha: captcha() }, { ip });
    expect(errada.errors?.[0]).toMatchObject({ message: 'E-mail ou senha inválidos.', extensions: { code: 'UNAUTHENTICATED' } });
    const robo = await graphql(ENTRAR, { email: 'graphql.sessao@example.com', senha: 'segura123', recaptcha: 'falso' }, { ip });
    expect(robo.errors?.[0]).toMatchObject({ message: 'Não foi possível validar o reCAPTCHA. Tente novamente.', extensions: { code: 'BAD_USER_INPUT' } });

    const entrada = await graphql(ENTRAR, { email: 'Graphql.Sessao@example.com', senha: 'segura123', recaptcha: captcha() }, { ip });
    expect(entrada.errors).toBeUndefined();
    const sessao = entrada.data?.entrarCidadao as { token: string; id: string; nome: string; email: string };
    expect(sessao).toMatchObject({ nome: 'Carla Rest', email: 'graphql.sessao@example.com' });
    const { payload } = await jwtVerify(sessao.token, createLocalJWKSet(jwks), { issuer: 'portal-alego', audience: 'alego-cidadao' });
    expect(payload.sub).toBe(sessao.id);
    expect((await graphql('{ meuPerfil { email } }', {}, { token: sessao.token })).data).toEqual({ meuPerfil: { email: 'graphql.sessao@example.com' } });

    expect((await graphql('mutation { sairCidadao }', {}, { token: sessao.token })).data).toEqual({ sairCidadao: true });
    const depois = await graphql('{ meuPerfil { email } }', {}, { token: sessao.token });
    expect(depois.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Without a session there is nothing to end, as on the REST path.
    expect((await graphql('mutation { sairCidadao }', {})).data).toEqual({ sairCidadao: true });
  });

  it('shares the failed-login budget with the REST path: 429 with Retry-After, whatever the door', async () => {
    await cadastrarEConfirmar('graphql.limite@example.com');
    const atacante = novoIp();
    for (let i = 0; i < 5; i++) {
      const rest = await fetch(`${baseDoGateway}/api/opine-cidadao/usuarios/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': atacante },
        body: JSON.stringify({ email: 'graphql.limite@example.com', senha: `errada${i}abc`, 'g-recaptcha-response': captcha() }),
      });
      expect(rest.status).toBe(401);
    }
    const bloqueado = await graphql(ENTRAR, { email: 'graphql.limite@example.com', senha: 'segura123', recaptcha: captcha() }, { ip: atacante });
    expect(bloqueado.status).toBe(429);
    expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(bloqueado.errors?.[0]).toMatchObject({ message: 'Muitas tentativas. Tente novamente em alguns minutos.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(bloqueado.data?.entrarCidadao ?? null).toBeNull();
    // The real citizen, from their own address, still gets in.
    expect((await graphql(ENTRAR, { email: 'graphql.limite@example.com', senha: 'segura123', recaptcha: captcha() })).data?.entrarCidadao).toBeTruthy();
  });
});

describe('limites de tentativas', () => {
  it('blocks repeated failed logins from one address without locking the citizen out elsewhere', async () => {
    await cadastrarEConfirmar('alvo.rest@example.com');
    const atacante = novoIp();
    const tentar = (ip: string, senha: string) =>
      chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'alvo.rest@example.com', senha, 'g-recaptcha-response': captcha() } });
    for (let i = 0; i < 3; i++) expect((await tentar(atacante, `errada${i}abc`)).status).toBe(401);
    const bloqueado = await tentar(atacante, 'segura123');
    expect(bloqueado).toMatchObject({ status: 429, body: { mensagem: 'Muitas tentativas. Tente novamente em alguns minutos.' } });
    expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(0);
    // The real citizen, from their own address, still gets in.
    expect((await tentar(novoIp(), 'segura123')).status).toBe(200);
  });

  it('limits failed logins per address across e-mails', async () => {
    const ip = novoIp();
    for (let i = 0; i < 6; i++) {
      const resposta = await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: `varredura${i}@example.com`, senha: 'errada123', 'g-recaptcha-response': captcha() } });
      expect(resposta.status).toBe(401);
    }
    const bloqueado = await chamar('POST', '/api/opine-cidadao/usuarios/login', { ip, json: { email: 'outro@example.com', senha: 'x', 'g-recaptcha-response': captcha() } });
    expect(bloqueado.status).toBe(429);
  });

  it('limits sign-ups and recovery requests per address', async () => {
    const ip = novoIp();
    const cadastro = (i: number) => chamar('POST', '/api/opine-cidadao/usuarios', { ip, json: { nome: 'Robô', email: `robo${i}@example.com`, senha: 'segura123', aceitePolitica: true, 'g-recaptcha-response': captcha() } });
    for (let i = 0; i < 4; i++) expect((await cadastro(i)).status).toBe(201);
    expect(await cadastro(5)).toMatchObject({ status: 429, body: { mensagem: 'Muitas tentativas. Tente novamente em alguns minutos.' } });
    expect((await chamar('POST', '/api/opine-cidadao/usuarios', { json: { nome: 'Gente', email: 'gente@example.com', senha: 'segura123', aceitePolitica: true, 'g-recaptcha-response': captcha() } })).status).toBe(201);

    const outro = novoIp();
    for (let i = 0; i < 4; i++) expect((await chamar('POST', '/api/opine-cidadao/gerar-link-recuperar-senha', { ip: outro, json: { email: 'x@example.com' } })).status).toBe(200);
    expect((await chamar('POST', '/api/opine-cidadao/gerar-link-recuperar-senha', { ip: outro, json: { email: 'x@example.com' } })).status).toBe(429);
    expect((await chamar('POST', '/api/opine-cidadao/reenviar-confirmacao', { ip: outro, json: { email: 'x@example.com' } })).status).toBe(429);
  });
});

describe('citizen forms without JavaScript', () => {
  /** A browser's form post (urlencoded, no script), answered with the 303 the browser follows. */
  async function postar(caminho: string, campos: Record<string, string>, cabecalhos: Record<string, string> = {}) {
    const resposta = await fetch(`${baseDoGateway}/api/opine-cidadao/formulario/${caminho}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': novoIp(), ...cabecalhos },
      body: new URLSearchParams(campos).toString(),
      redirect: 'manual',
    });
    return { status: resposta.status, location: resposta.headers.get('location') ?? '' };
  }
  const erros = (location: string) => new URL(location, 'http://x').searchParams.getAll('erro');

  it('signs up, logs in and recovers the password by POST, with no typed value in any URL or log line', async () => {
    const email = 'sem.js@example.com';
    const valores = [email, 'segura123', 'nova-senha-456', 'Sofia Sem Script'];
    const linhasAntes = linhasDeLog.length;
    const locations: string[] = [];
    const cadastro = { nome: 'Sofia Sem Script', email, senha: 'segura123', confirmacao: 'segura123', aceite: 'on' };

    const diferentes = await postar('cadastro', { ...cadastro, confirmacao: 'outra-coisa-1' });
    expect(diferentes.status).toBe(303);
    expect(erros(diferentes.location)).toEqual([MENSAGENS_CIDADAO.senhasDiferentes]);
    const semAceite = await postar('cadastro', { ...cadastro, aceite: '', 'g-recaptcha-response': captcha() });
    expect(erros(semAceite.location)).toEqual(['Para se cadastrar, é preciso aceitar a Política de Privacidade.']);
    // The sign-up carries the widget's token like the login: without one, or with one used before, nothing is stored.
    const semToken = await postar('cadastro', cadastro);
    expect(erros(semToken.location)).toEqual([MENSAGENS_CIDADAO.recaptcha]);
    const token = captcha();
    const criado = await postar('cadastro', { ...cadastro, 'g-recaptcha-response': token });
    expect(criado).toEqual({ status: 303, location: '/cidadao/cadastro?concluido=1' });
    const reusado = await postar('cadastro', { ...cadastro, email: 'outro.sem.js@example.com', 'g-recaptcha-response': token });
    expect(erros(reusado.location)).toEqual([MENSAGENS_CIDADAO.recaptcha]);

    const naoConfirmado = await postar('entrar', { email, senha: 'segura123', 'g-recaptcha-response': captcha() });
    expect(erros(naoConfirmado.location)).toEqual(['Confirme seu cadastro pelo link enviado ao seu e-mail.']);
    expect(naoConfirmado.location).toContain('aviso=nao-confirmado');
    expect((await chamar('GET', `/api/opine-cidadao/confirmar-cadastro/${await codigoEnviado(email, 'confirmar-cadastro')}`)).status).toBe(200);

    const errada = await postar('entrar', { email, senha: 'errada-999', 'g-recaptcha-response': captcha() });
    expect(errada.location).toBe(`/cidadao/entrar?erro=${encodeURIComponent(MENSAGENS_CIDADAO.credenciais).replace(/%20/g, '+')}`);
    const entrou = await postar('entrar', { email, senha: 'segura123', destino: '/cidadao/perfil', 'g-recaptcha-response': captcha() });
    expect(entrou.status).toBe(303);
    const [caminho, fragmento] = entrou.location.split('#token=');
    expect(caminho).toBe('/cidadao/entrar?destino=%2Fcidadao%2Fperfil');
    const { payload } = await jwtVerify(fragmento!, createLocalJWKSet(jwks));
    expect(payload.email).toBe(email);
    // Only a path of this site is kept as the destination.
    const foraDoSite = await postar('entrar', { email, senha: 'segura123', destino: '//outro.example/x', 'g-recaptcha-response': captcha() });
    expect(foraDoSite.location.split('#')[0]).toBe('/cidadao/entrar');

    const pedido = await postar('esqueci-senha', { email });
    expect(pedido).toEqual({ status: 303, location: '/cidadao/esqueci-senha?enviado=1' });
    const codigo = await codigoEnviado(email, 'recuperar-senha');
    const fraca = await postar(`recuperar-senha/${codigo}`, { senha: 'curta', confirmacao: 'curta' });
    expect(erros(fraca.location)).toEqual(['A senha deve ter pelo menos 8 caracteres, com letras e números.']);
    const trocada = await postar(`recuperar-senha/${codigo}`, { senha: 'nova-senha-456', confirmacao: 'nova-senha-456' });
    expect(trocada).toEqual({ status: 303, location: `/cidadao/recuperar-senha/${codigo}?concluido=1` });
    const comANova = await postar('entrar', { email, senha: 'nova-senha-456', 'g-recaptcha-response': captcha() });
    expect(comANova.location).toMatch(/^\/cidadao\/entrar#token=/);
    const reenviado = await postar('reenviar-confirmacao', { email });
    expect(reenviado.location).toBe('/cidadao/reenviar-confirmacao?enviado=1');
    // Profile and password change need the tab's session: the form leads to the login, and nothing else happens.
    const perfil = await postar('perfil', { nome: 'Outro Nome' });
    expect(perfil.location).toBe('/cidadao/entrar?destino=%2Fcidadao%2Fperfil');

    locations.push(diferentes.location, semAceite.location, semToken.location, criado.location, reusado.location, naoConfirmado.location, errada.location, caminho!, pedido.location, fraca.location, trocada.location);
    const registro = linhasDeLog.slice(linhasAntes).join('\n');
    expect(registro).toContain('/api/opine-cidadao/formulario/entrar');
    for (const valor of valores) {
      for (const forma of [valor, encodeURIComponent(valor)]) {
        expect(registro).not.toContain(forma);
        for (const location of locations) expect(location).not.toContain(forma);
      }
    }
  });

  it('refuses a form sent from another site (CSRF), as the contact form does', async () => {
    const campos = { email: 'alvo@example.com', senha: 'segura123' };
    expect((await postar('entrar', campos, { origin: 'https://outro.example' })).status).toBe(403);
    expect((await postar('entrar', campos, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postar('cadastro', { ...campos, nome: 'X' }, { origin: 'null' })).status).toBe(403);
    const contato = await fetch(`${baseDoGateway}/fale-conosco`, { method: 'POST', headers: { origin: 'https://outro.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'nome=x', redirect: 'manual' });
    expect(contato.status).toBe(403);
    // The site itself (its public address or the address it was reached at) passes.
    expect((await postar('esqueci-senha', { email: 'alvo@example.com' }, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).status).toBe(303);
    expect((await postar('esqueci-senha', { email: 'alvo@example.com' }, { origin: baseDoGateway })).status).toBe(303);
  });
});
