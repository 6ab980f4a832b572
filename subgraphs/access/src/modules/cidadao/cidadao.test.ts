import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestKeys, startTestSubgraph, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import type { TokenSigner } from '@alego/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';
import { aguardarEnvios } from '../../mail/carteiro.js';
import { lerCaixaDeSaida, type EmailGravado } from '../../mail/caixa.js';
import { CIDADA_DEMONSTRACAO } from '../../seeders/cidadao.seeder.js';
import { localidadeDoTexto } from './cidadao.rules.js';

const PUBLIC_URL = 'http://portal.teste:4000';
const INTERNO = 'segredo-interno-de-teste';
let subgraph: TestSubgraph;
let signer: TokenSigner;
let varDir: string;

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-cidadao-'));
  process.env.PORTAL_VAR_DIR = varDir;
  process.env.PUBLIC_URL = PUBLIC_URL;
  delete process.env.SMTP_URL;
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(access, { seed: true, jwks: keys.jwks, internalToken: INTERNO });
});
afterAll(async () => {
  await aguardarEnvios();
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

type Resposta<T = Record<string, unknown>> = GraphQLResponse<T>;

function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<Resposta<T>> {
  return subgraph.query<T>(query, variables, token ? { authorization: `Bearer ${token}` } : {});
}

async function interno(caminho: string, corpo: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const resposta = await fetch(new URL(`/interno${caminho}`, subgraph.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-alego-interno': INTERNO },
    body: JSON.stringify(corpo),
  });
  return { status: resposta.status, body: (await resposta.json()) as Record<string, unknown> };
}

async function emailsPara(email: string): Promise<EmailGravado[]> {
  await aguardarEnvios();
  return (await lerCaixaDeSaida(path.join(varDir, 'mail'))).filter((m) => m.para.includes(email));
}

function codigoDoEmail(email: EmailGravado | undefined, tipo: 'confirmar-cadastro' | 'recuperar-senha'): string {
  const achado = new RegExp(`${PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/cidadao/${tipo}/([A-Za-z0-9_-]+)`).exec(email?.corpo ?? '');
  if (!achado?.[1]) throw new Error(`link ${tipo} não encontrado no e-mail`);
  return achado[1];
}

const CADASTRAR = `mutation($dados: CadastroCidadaoInput!) { cadastrarCidadao(dados: $dados) { mensagem } }`;
const CONFIRMAR = `mutation($codigo: String!) { confirmarCadastro(codigo: $codigo) { mensagem } }`;
const REENVIAR = `mutation($email: String!) { reenviarConfirmacao(email: $email) { mensagem } }`;
const GERAR_LINK = `mutation($email: String!) { gerarLinkRecuperarSenha(email: $email) { mensagem } }`;
const VALIDAR_CODIGO = `mutation($codigo: String!) { validarCodigoRecuperacao(codigo: $codigo) { mensagem } }`;
const RECUPERAR = `mutation($codigo: String!, $senha: String!) { recuperarSenha(codigo: $codigo, senha: $senha) { mensagem } }`;
const PERFIL = `{ meuPerfil { id nome email telefone estadoId municipioId municipio confirmado possuiSenha provedoresSociais versaoPoliticaAceita politicaPendente criadoEm } }`;
const MEUS_DADOS = `{ meusDados { geradoEm perfil { id nome email telefone estadoId municipioId municipio confirmado possuiSenha provedoresSociais versaoPoliticaAceita criadoEm }
  atualizadoEm confirmadoEm contasSociais { provedor identificador } aceitesPolitica { versao aceitoEm ip origem }
  codigosEnviados { finalidade criadoEm expiraEm usadoEm } } }`;

function dadosCadastro(email: string, extra: Record<string, unknown> = {}) {
  return { nome: 'João Teste', email, senha: 'segura123', aceitePolitica: true, versaoPolitica: '2', ...extra };
}

async function cadastrar(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, errors } = await gql<{ cadastrarCidadao: { mensagem: string } }>(CADASTRAR, { dados: dadosCadastro(email, extra) });
  expect(errors).toBeUndefined();
  return data!.cadastrarCidadao.mensagem;
}

/** Signs up, confirms through the e-mailed link and returns a citizen token. */
async function cadastrarConfirmado(email: string, senha = 'segura123'): Promise<{ token: string; id: string }> {
  await cadastrar(email, { senha });
  const [mensagem] = await emailsPara(email);
  await gql(CONFIRMAR, { codigo: codigoDoEmail(mensagem, 'confirmar-cadastro') });
  const login = await interno('/cidadaos/login', { email, senha });
  expect(login.status).toBe(200);
  const claims = login.body.claims as { sub: string; nome: string; email: string };
  return { token: await signer.signCidadao(claims), id: claims.sub };
}

function mensagens(resposta: Resposta): unknown {
  return resposta.errors?.[0]?.extensions?.mensagens;
}

async function linha(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return subgraph.orm.em.fork().getConnection().execute(sql, params);
}

describe('cadastro e confirmação', () => {
  it('signs up, e-mails a 24-hour link, refuses login until confirmed, confirms once, then logs in', async () => {
    expect(await cadastrar('  Ana.Souza@Example.com ', { nome: ' Ana Souza ', telefone: '(62) 98888-7777', municipio: 'Anápolis' })).toBe(
      'Cadastro recebido. Enviamos um link para o seu e-mail: acesse-o para confirmar o cadastro.',
    );
    const emails = await emailsPara('ana.souza@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.assunto).toBe('Confirme seu cadastro no Opine Cidadão');
    expect(emails[0]!.corpo).toContain('Olá, Ana Souza.');
    const codigo = codigoDoEmail(emails[0], 'confirmar-cadastro');
    expect(Buffer.from(codigo, 'base64url').length).toBeGreaterThanOrEqual(16);

    const [guardado] = await linha(
      `select c.codigo_hash, extract(epoch from c.expira_em - c.criado_em)::int as validade, ci.email, ci.senha_hash, ci.telefone, ci.estado_id, ci.municipio_id, ci.municipio
         from access.codigos_cidadao c join access.cidadaos ci on ci.id = c.cidadao_id where ci.email = ?`,
      ['ana.souza@example.com'],
    );
    expect(guardado).toMatchObject({ validade: 24 * 3600, email: 'ana.souza@example.com', telefone: '62988887777', estado_id: 52, municipio_id: 5201108, municipio: null });
    // Only hashes are stored: neither the code nor the password.
    expect(guardado!.codigo_hash).not.toContain(codigo);
    expect(String(guardado!.senha_hash)).toMatch(/^\$argon2id\$/);

    const antes = await interno('/cidadaos/login', { email: 'ana.souza@example.com', senha: 'segura123' });
    expect(antes).toEqual({ status: 403, body: { mensagem: 'Confirme seu cadastro pelo link enviado ao seu e-mail.' } });

    const confirmado = await gql<{ confirmarCadastro: { mensagem: string } }>(CONFIRMAR, { codigo });
    expect(confirmado.data?.confirmarCadastro.mensagem).toBe('Cadastro confirmado. Você já pode entrar no Opine Cidadão.');
    const denovo = await gql(CONFIRMAR, { codigo });
    expect(denovo.errors?.[0]).toMatchObject({ message: 'Código inválido ou expirado.', extensions: { code: 'BAD_USER_INPUT' } });

    const login = await interno('/cidadaos/login', { email: 'ANA.SOUZA@example.com', senha: 'segura123' });
    expect(login.status).toBe(200);
    expect(login.body.claims).toEqual({ sub: expect.stringMatching(/^\d+$/), nome: 'Ana Souza', email: 'ana.souza@example.com', ver: 0 });
  });

  it('validates with Portuguese messages', async () => {
    const ruim = await gql(CADASTRAR, { dados: { nome: ' ', email: 'nao-e-email', senha: 'curta', aceitePolitica: false, telefone: '123' } });
    expect(ruim.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(mensagens(ruim)).toEqual([
      'Informe o seu nome.',
      'Informe um e-mail válido.',
      'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      'Informe um telefone válido, com DDD.',
      'Para se cadastrar, é preciso aceitar a Política de Privacidade.',
    ]);
    expect(mensagens(await gql(CADASTRAR, { dados: dadosCadastro('x@example.com', { senha: '12345678' }) }))).toEqual([
      'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    ]);
    expect(mensagens(await gql(CADASTRAR, { dados: dadosCadastro('x@example.com', { senha: 'sóletras' }) }))).toEqual([
      'A senha deve ter pelo menos 8 caracteres, com letras e números.',
    ]);
    expect(mensagens(await gql(CADASTRAR, { dados: dadosCadastro('x@example.com', { versaoPolitica: 'v 1; drop' }) }))).toEqual([
      'Versão da Política de Privacidade inválida.',
    ]);
    expect(await emailsPara('x@example.com')).toEqual([]);
  });

  it('answers a repeated sign-up the same way, without revealing or changing the existing account', async () => {
    const { id } = await cadastrarConfirmado('repetido@example.com');
    const mensagem = await cadastrar('Repetido@Example.com', { nome: 'Intruso', senha: 'outra1234' });
    expect(mensagem).toBe('Cadastro recebido. Enviamos um link para o seu e-mail: acesse-o para confirmar o cadastro.');
    const emails = await emailsPara('repetido@example.com');
    expect(emails.map((e) => e.assunto)).toEqual(['Confirme seu cadastro no Opine Cidadão', 'Você já tem cadastro no Opine Cidadão']);
    // The notice carries a recovery link for the real owner.
    codigoDoEmail(emails[1], 'recuperar-senha');
    expect(await linha(`select nome from access.cidadaos where id = ?`, [Number(id)])).toEqual([{ nome: 'João Teste' }]);
    expect((await interno('/cidadaos/login', { email: 'repetido@example.com', senha: 'outra1234' })).status).toBe(401);
  });

  it('resends the confirmation with the same answer for any e-mail; only the newest link works', async () => {
    await cadastrar('reenvio@example.com');
    const [primeiro] = await emailsPara('reenvio@example.com');
    const resposta = await gql<{ reenviarConfirmacao: { mensagem: string } }>(REENVIAR, { email: 'REENVIO@example.com' });
    const desconhecido = await gql<{ reenviarConfirmacao: { mensagem: string } }>(REENVIAR, { email: 'ninguem@example.com' });
    expect(resposta.data).toEqual(desconhecido.data);
    expect(resposta.data?.reenviarConfirmacao.mensagem).toBe('Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.');
    expect(await emailsPara('ninguem@example.com')).toEqual([]);
    const emails = await emailsPara('reenvio@example.com');
    expect(emails).toHaveLength(2);
    expect((await gql(CONFIRMAR, { codigo: codigoDoEmail(primeiro, 'confirmar-cadastro') })).errors?.[0]?.message).toBe('Código inválido ou expirado.');
    expect((await gql(CONFIRMAR, { codigo: codigoDoEmail(emails[1], 'confirmar-cadastro') })).errors).toBeUndefined();
    // Confirmed accounts get nothing more.
    await gql(REENVIAR, { email: 'reenvio@example.com' });
    expect(await emailsPara('reenvio@example.com')).toHaveLength(2);
    expect((await gql(REENVIAR, { email: 'invalido' })).errors?.[0]?.message).toBe('Informe um e-mail válido.');
  });

  it('refuses expired, unknown and malformed codes', async () => {
    await cadastrar('expira@example.com');
    const codigo = codigoDoEmail((await emailsPara('expira@example.com'))[0], 'confirmar-cadastro');
    await linha(
      `update access.codigos_cidadao set expira_em = now() - interval '1 second' where cidadao_id = (select id from access.cidadaos where email = ?)`,
      ['expira@example.com'],
    );
    for (const tentativa of [codigo, 'A'.repeat(43), 'curto', 'x'.repeat(500)]) {
      expect((await gql(CONFIRMAR, { codigo: tentativa })).errors?.[0]?.message).toBe('Código inválido ou expirado.');
    }
  });
});

describe('login interno', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await cadastrarConfirmado('tempo@example.com');
    const desconhecido = await interno('/cidadaos/login', { email: 'nao-existe@example.com', senha: 'segura123' });
    const senhaErrada = await interno('/cidadaos/login', { email: 'tempo@example.com', senha: 'errada123' });
    expect(desconhecido).toEqual({ status: 401, body: { mensagem: 'E-mail ou senha inválidos.' } });
    expect(senhaErrada).toEqual(desconhecido);
    expect(await interno('/cidadaos/login', {})).toEqual(desconhecido);
  });

  it('lets the seeded demo citizen in', async () => {
    const login = await interno('/cidadaos/login', CIDADA_DEMONSTRACAO);
    expect(login).toEqual({ status: 200, body: { claims: { sub: expect.any(String), nome: 'Maria Cidadã da Silva', email: 'maria.cidada@example.com', ver: 0 } } });
  });

  it('is closed without the internal token', async () => {
    const resposta = await fetch(new URL('/interno/cidadaos/login', subgraph.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CIDADA_DEMONSTRACAO),
    });
    expect(resposta.status).toBe(403);
  });
});

describe('recuperação de senha', () => {
  it('sends a single-use, one-hour link; same answer for unknown e-mails', async () => {
    await cadastrarConfirmado('recupera@example.com');
    const conhecido = await gql<{ gerarLinkRecuperarSenha: { mensagem: string } }>(GERAR_LINK, { email: 'recupera@example.com' });
    const desconhecido = await gql<{ gerarLinkRecuperarSenha: { mensagem: string } }>(GERAR_LINK, { email: 'fantasma@example.com' });
    expect(conhecido).toEqual(desconhecido);
    expect(conhecido.data?.gerarLinkRecuperarSenha.mensagem).toBe('Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha.');
    expect(await emailsPara('fantasma@example.com')).toEqual([]);

    const email = (await emailsPara('recupera@example.com')).find((e) => e.assunto === 'Crie uma nova senha do Opine Cidadão');
    const codigo = codigoDoEmail(email, 'recuperar-senha');
    const [validade] = await linha(
      `select extract(epoch from expira_em - criado_em)::int as segundos from access.codigos_cidadao where finalidade = 'recuperacao' and usado_em is null
         and cidadao_id = (select id from access.cidadaos where email = ?)`,
      ['recupera@example.com'],
    );
    expect(validade).toEqual({ segundos: 3600 });

    expect((await gql(VALIDAR_CODIGO, { codigo })).data).toEqual({ validarCodigoRecuperacao: { mensagem: 'Código válido. Crie a sua nova senha.' } });
    // A weak password does not burn the link.
    expect(mensagens(await gql(RECUPERAR, { codigo, senha: 'fraca' }))).toEqual(['A senha deve ter pelo menos 8 caracteres, com letras e números.']);
    const recuperada = await gql(RECUPERAR, { codigo, senha: 'novaSenha2026' });
    expect(recuperada.data).toEqual({ recuperarSenha: { mensagem: 'Senha alterada. Você já pode entrar com a nova senha.' } });
    expect((await gql(RECUPERAR, { codigo, senha: 'outraSenha2026' })).errors?.[0]?.message).toBe('Código inválido ou expirado.');
    expect((await gql(VALIDAR_CODIGO, { codigo })).errors?.[0]?.message).toBe('Código inválido ou expirado.');
    // A confirmation code is not a recovery code.
    expect((await gql(VALIDAR_CODIGO, { codigo: 'Z'.repeat(43) })).errors?.[0]?.message).toBe('Código inválido ou expirado.');

    expect((await interno('/cidadaos/login', { email: 'recupera@example.com', senha: 'segura123' })).status).toBe(401);
    expect((await interno('/cidadaos/login', { email: 'recupera@example.com', senha: 'novaSenha2026' })).status).toBe(200);
  });

  it('confirms an unconfirmed account (the link proved the mailbox)', async () => {
    await cadastrar('sem-confirmar@example.com');
    await gql(GERAR_LINK, { email: 'sem-confirmar@example.com' });
    const email = (await emailsPara('sem-confirmar@example.com')).find((e) => e.assunto.startsWith('Crie'));
    await gql(RECUPERAR, { codigo: codigoDoEmail(email, 'recuperar-senha'), senha: 'confirmada1' });
    expect((await interno('/cidadaos/login', { email: 'sem-confirmar@example.com', senha: 'confirmada1' })).status).toBe(200);
  });

  it('sends at most five e-mails of a kind per account per hour', async () => {
    await cadastrarConfirmado('inundado@example.com');
    for (let i = 0; i < 8; i++) await gql(GERAR_LINK, { email: 'inundado@example.com' });
    const recuperacoes = (await emailsPara('inundado@example.com')).filter((e) => e.assunto.startsWith('Crie'));
    expect(recuperacoes).toHaveLength(5);
  });
});

describe('área do cidadão conectado', () => {
  it('needs a citizen token', async () => {
    const anonimo = await gql(PERFIL);
    expect(anonimo.errors?.[0]).toMatchObject({ message: 'É necessário fazer login para acessar esta funcionalidade', extensions: { code: 'UNAUTHENTICATED' } });
    const equipe = await signer.signEquipe({ sub: '1', nome: 'Admin', lotacao_padrao_id: 1, recursos: [] });
    expect((await gql(PERFIL, {}, equipe)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { data } = await gql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    expect(data!._service.sdl).toContain('meuPerfil: PerfilCidadao @authenticated');
    expect(data!._service.sdl).toContain('excluirMinhaConta(senha: String): MensagemResultado! @authenticated');
  });

  it('reads and updates the profile', async () => {
    const { token, id } = await cadastrarConfirmado('perfil@example.com');
    const lido = await gql<{ meuPerfil: Record<string, unknown> }>(PERFIL, {}, token);
    expect(lido.data?.meuPerfil).toMatchObject({
      id,
      nome: 'João Teste',
      email: 'perfil@example.com',
      telefone: null,
      estadoId: null,
      municipioId: null,
      municipio: null,
      confirmado: true,
      possuiSenha: true,
      provedoresSociais: [],
      // Signed up with version 2 while 3 is in force (seeded): asked to accept 3.
      versaoPoliticaAceita: '2',
      politicaPendente: 3,
    });
    const ATUALIZAR = `mutation($dados: PerfilCidadaoInput!) { atualizarPerfil(dados: $dados) { nome telefone municipio email } }`;
    const atualizado = await gql(ATUALIZAR, { dados: { nome: ' João da Silva ', telefone: '62 3333-4444', estadoId: 52, municipioId: 5208905 } }, token);
    expect(atualizado.data).toEqual({ atualizarPerfil: { nome: 'João da Silva', telefone: '6233334444', municipio: 'Goiás', email: 'perfil@example.com' } });
    // Absent fields stay; "" clears.
    const parcial = await gql(ATUALIZAR, { dados: { telefone: '' } }, token);
    expect(parcial.data).toEqual({ atualizarPerfil: { nome: 'João da Silva', telefone: null, municipio: 'Goiás', email: 'perfil@example.com' } });
    expect(mensagens(await gql(ATUALIZAR, { dados: { nome: '', telefone: '99' } }, token))).toEqual(['Informe o seu nome.', 'Informe um telefone válido, com DDD.']);
  });

  it('changes the password only with the current one', async () => {
    const { token } = await cadastrarConfirmado('senha@example.com');
    const TROCAR = `mutation($a: String!, $n: String!) { atualizarSenha(senhaAtual: $a, novaSenha: $n) { mensagem } }`;
    expect((await gql(TROCAR, { a: 'errada123', n: 'nova12345' }, token)).errors?.[0]?.message).toBe('A senha atual não confere.');
    expect(mensagens(await gql(TROCAR, { a: 'segura123', n: 'nova' }, token))).toEqual(['A senha deve ter pelo menos 8 caracteres, com letras e números.']);
    expect((await gql(TROCAR, { a: 'segura123', n: 'nova12345' }, token)).data).toEqual({ atualizarSenha: { mensagem: 'Senha alterada com sucesso.' } });
    expect((await interno('/cidadaos/login', { email: 'senha@example.com', senha: 'segura123' })).status).toBe(401);
    expect((await interno('/cidadaos/login', { email: 'senha@example.com', senha: 'nova12345' })).status).toBe(200);
  });

  it('records policy acceptances with their version and exports every stored datum but the hash', async () => {
    const { token } = await cadastrarConfirmado('lgpd@example.com');
    await gql(`mutation { atualizarPerfil(dados: { estadoId: 52, municipioId: 5208707 }) { id } }`, {}, token);
    const ACEITAR = `mutation($v: String!) { aceitarPoliticaPrivacidade(versao: $v) { mensagem } }`;
    expect((await gql(ACEITAR, { v: '3' }, token)).data).toEqual({ aceitarPoliticaPrivacidade: { mensagem: 'Aceite da Política de Privacidade registrado.' } });
    expect((await gql<{ meuPerfil: Record<string, unknown> }>(PERFIL, {}, token)).data?.meuPerfil).toMatchObject({ versaoPoliticaAceita: '3', politicaPendente: null });
    // Only a published version: not a shape-valid number nobody wrote, nor an empty string.
    for (const v of ['', '99']) expect((await gql(ACEITAR, { v }, token)).errors?.[0]?.message).toBe('Versão da Política de Privacidade inválida.');
    expect(mensagens(await gql(CADASTRAR, { dados: dadosCadastro('versao-inexistente@example.com', { versaoPolitica: '99' }) }))).toEqual(['Versão da Política de Privacidade inválida.']);
    // Without a version, sign-up records the one in force.
    await gql(CADASTRAR, { dados: dadosCadastro('sem-versao@example.com', { versaoPolitica: null }) });
    expect(await linha(`select versao from access.aceites_politica_privacidade a join access.cidadaos c on c.id = a.cidadao_id where email = ?`, ['sem-versao@example.com'])).toEqual([{ versao: '3' }]);
    const guardados = await linha(
      `select versao, origem, aceito_em is not null as quando from access.aceites_politica_privacidade
         where cidadao_id = (select id from access.cidadaos where email = ?) order by id`,
      ['lgpd@example.com'],
    );
    expect(guardados).toEqual([
      { versao: '2', origem: 'cadastro', quando: true },
      { versao: '3', origem: 'perfil', quando: true },
    ]);

    const { data, errors } = await gql<{ meusDados: Record<string, unknown> }>(MEUS_DADOS, {}, token);
    expect(errors).toBeUndefined();
    const dados = data!.meusDados;
    expect(dados).toMatchObject({
      perfil: { email: 'lgpd@example.com', versaoPoliticaAceita: '3', estadoId: 52, municipioId: 5208707, municipio: 'Goiânia' },
      contasSociais: [],
      aceitesPolitica: [
        { versao: '2', origem: 'cadastro' },
        { versao: '3', origem: 'perfil' },
      ],
      codigosEnviados: [{ finalidade: 'confirmacao', usadoEm: expect.any(String) }],
    });
    const exportado = JSON.stringify(dados);
    const [{ senha_hash: hash, codigo_hash: codigoHash }] = (await linha(
      `select senha_hash, codigo_hash from access.cidadaos c join access.codigos_cidadao k on k.cidadao_id = c.id where email = ?`,
      ['lgpd@example.com'],
    )) as [{ senha_hash: string; codigo_hash: string }];
    expect(exportado).not.toContain('argon2');
    expect(exportado).not.toContain(hash);
    expect(exportado).not.toContain(codigoHash);
  });

  it('deletes the account and its personal data after checking the password', async () => {
    const { token, id } = await cadastrarConfirmado('apagar@example.com');
    const EXCLUIR = `mutation($s: String) { excluirMinhaConta(senha: $s) { mensagem } }`;
    expect((await gql(EXCLUIR, { s: 'errada123' }, token)).errors?.[0]?.message).toBe('Senha incorreta.');
    expect((await gql(EXCLUIR, {}, token)).errors?.[0]?.message).toBe('Senha incorreta.');
    expect((await gql(EXCLUIR, { s: 'segura123' }, token)).data).toEqual({ excluirMinhaConta: { mensagem: 'Sua conta e seus dados pessoais foram excluídos.' } });
    for (const tabela of ['cidadaos', 'codigos_cidadao', 'aceites_politica_privacidade']) {
      const coluna = tabela === 'cidadaos' ? 'id' : 'cidadao_id';
      expect(await linha(`select count(*)::int as n from access.${tabela} where ${coluna} = ?`, [Number(id)])).toEqual([{ n: 0 }]);
    }
    // The token outlives the account by at most an hour, and is worth nothing meanwhile.
    expect((await gql(PERFIL, {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await interno('/cidadaos/login', { email: 'apagar@example.com', senha: 'segura123' })).status).toBe(401);
  });
});

describe('login social (rota interna)', () => {
  it('creates a confirmed account without password, then finds it by the provider subject', async () => {
    const primeiro = await interno('/cidadaos/social', { provedor: 'google', sub: 'g-100', email: 'Social@Example.com', emailVerificado: true, nome: 'Sônia Social' });
    expect(primeiro).toEqual({ status: 200, body: { claims: { sub: expect.any(String), nome: 'Sônia Social', email: 'social@example.com', ver: 0 } } });
    // Same Google account, e-mail changed at the provider: still the same citizen.
    const segundo = await interno('/cidadaos/social', { provedor: 'google', sub: 'g-100', email: 'outro@example.com', emailVerificado: true });
    expect(segundo.body).toEqual(primeiro.body);

    const token = await signer.signCidadao(primeiro.body.claims as { sub: string; nome: string; email: string });
    const perfil = await gql<{ meuPerfil: Record<string, unknown> }>(PERFIL, {}, token);
    expect(perfil.data?.meuPerfil).toMatchObject({ confirmado: true, possuiSenha: false, provedoresSociais: ['google'], versaoPoliticaAceita: null });
    const trocar = await gql(`mutation { atualizarSenha(senhaAtual: "", novaSenha: "nova12345") { mensagem } }`, {}, token);
    expect(trocar.errors?.[0]?.message).toBe('Sua conta entra pelo login social e não tem senha. Para criar uma, use "Esqueci minha senha".');
    expect((await gql(MEUS_DADOS, {}, token)).data?.meusDados).toMatchObject({ contasSociais: [{ provedor: 'google', identificador: 'g-100' }] });
    // Social-only accounts delete without a password.
    expect((await gql(`mutation { excluirMinhaConta { mensagem } }`, {}, token)).data).toEqual({ excluirMinhaConta: { mensagem: 'Sua conta e seus dados pessoais foram excluídos.' } });
  });

  it('links a verified e-mail to the existing account; refuses unverified e-mails and a second account of the provider', async () => {
    const { id } = await cadastrarConfirmado('vincula@example.com');
    const vinculado = await interno('/cidadaos/social', { provedor: 'facebook', sub: 'fb-1', email: 'vincula@example.com', emailVerificado: true, nome: 'Outro Nome' });
    expect(vinculado.body.claims).toEqual({ sub: id, nome: 'João Teste', email: 'vincula@example.com', ver: 0 });
    // The password keeps working for a confirmed account.
    expect((await interno('/cidadaos/login', { email: 'vincula@example.com', senha: 'segura123' })).status).toBe(200);

    const outra = await interno('/cidadaos/social', { provedor: 'facebook', sub: 'fb-2', email: 'vincula@example.com', emailVerificado: true });
    expect(outra).toEqual({ status: 409, body: { mensagem: 'Este e-mail já está vinculado a outra conta deste provedor.' } });
    const naoVerificado = await interno('/cidadaos/social', { provedor: 'google', sub: 'g-9', email: 'vincula@example.com', emailVerificado: false });
    expect(naoVerificado).toEqual({ status: 403, body: { mensagem: 'O provedor não confirmou o seu e-mail. Faça o cadastro com e-mail e senha.' } });
    expect((await interno('/cidadaos/social', { provedor: 'orkut', sub: 'x' })).status).toBe(400);
  });

  it('voids the password of an unconfirmed account it takes over (pre-hijacking)', async () => {
    await cadastrar('vitima@example.com', { senha: 'atacante1' });
    // The confirmation e-mail (and its code) went out before the owner came back through Google.
    expect(await emailsPara('vitima@example.com')).toHaveLength(1);
    const social = await interno('/cidadaos/social', { provedor: 'google', sub: 'g-vitima', email: 'vitima@example.com', emailVerificado: true, nome: 'Vítima' });
    expect(social.status).toBe(200);
    expect((await interno('/cidadaos/login', { email: 'vitima@example.com', senha: 'atacante1' })).status).toBe(401);
    const pendentes = await linha(
      `select count(*)::int as n from access.codigos_cidadao where usado_em is null and cidadao_id = (select id from access.cidadaos where email = ?)`,
      ['vitima@example.com'],
    );
    expect(pendentes).toEqual([{ n: 0 }]);
  });
});

describe('federação', () => {
  it('resolves a citizen reference to the public name only', async () => {
    const [{ id }] = (await linha(`select id from access.cidadaos where email = ?`, [CIDADA_DEMONSTRACAO.email])) as [{ id: number }];
    const { data } = await gql<{ _entities: { nome: string }[] }>(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Cidadao { id nome } } }`, {
      r: [{ __typename: 'Cidadao', id: String(id) }],
    });
    expect(data!._entities).toEqual([{ id: String(id), nome: 'Maria Cidadã da Silva' }]);
    const tentativa = await gql(`query($r: [_Any!]!) { _entities(representations: $r) { ... on Cidadao { email } } }`, { r: [{ __typename: 'Cidadao', id: String(id) }] });
    expect(tentativa.errors?.[0]?.message).toContain('Cannot query field "email"');
  });
});

describe('estado e município (lista do IBGE)', () => {
  const ATUALIZAR = `mutation($dados: PerfilCidadaoInput!) { atualizarPerfil(dados: $dados) { estadoId municipioId municipio } }`;
  const guardado = async (email: string) => linha(`select estado_id, municipio_id, municipio from access.cidadaos where email = ?`, [email]);

  it('stores a municipality of the chosen state by its IBGE codes and answers its name', async () => {
    const { token } = await cadastrarConfirmado('localidade@example.com');
    const { data, errors } = await gql(ATUALIZAR, { dados: { estadoId: 52, municipioId: 5208707 } }, token);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ atualizarPerfil: { estadoId: 52, municipioId: 5208707, municipio: 'Goiânia' } });
    expect(await guardado('localidade@example.com')).toEqual([{ estado_id: 52, municipio_id: 5208707, municipio: null }]);
    // The legacy text field finds the municipality by name (Goiás first); "" clears the place.
    expect((await gql(ATUALIZAR, { dados: { municipio: ' TRINDADE ' } }, token)).data).toEqual({ atualizarPerfil: { estadoId: 52, municipioId: 5221403, municipio: 'Trindade' } });
    expect((await gql(ATUALIZAR, { dados: { municipio: '' } }, token)).data).toEqual({ atualizarPerfil: { estadoId: null, municipioId: null, municipio: null } });
    expect((await gql(ATUALIZAR, { dados: { estadoId: 35, municipioId: 3550308 } }, token)).data).toEqual({ atualizarPerfil: { estadoId: 35, municipioId: 3550308, municipio: 'São Paulo' } });
    expect((await gql(ATUALIZAR, { dados: { estadoId: null, municipioId: null } }, token)).data).toEqual({ atualizarPerfil: { estadoId: null, municipioId: null, municipio: null } });
  });

  it('refuses, in Portuguese and storing nothing, a municipality of another state, an unknown one or a state alone', async () => {
    const { token } = await cadastrarConfirmado('localidade-errada@example.com');
    await gql(ATUALIZAR, { dados: { estadoId: 52, municipioId: 5208707 } }, token);
    const casos: [Record<string, unknown>, string][] = [
      [{ estadoId: 35, municipioId: 5208707 }, 'Selecione o município do estado escolhido.'],
      [{ estadoId: 52, municipioId: 5299999 }, 'Selecione o município do estado escolhido.'],
      [{ estadoId: null, municipioId: 5208707 }, 'Selecione o município do estado escolhido.'],
      [{ estadoId: 52, municipioId: null }, 'Selecione o município do estado escolhido.'],
      [{ estadoId: 99, municipioId: 9900001 }, 'Selecione um estado da lista.'],
      [{ municipio: 'Cidade Inventada' }, 'Município não encontrado na lista do IBGE: escolha o estado e o município.'],
    ];
    for (const [dados, mensagem] of casos) {
      expect(mensagens(await gql(ATUALIZAR, { dados: { nome: 'Outro Nome', ...dados } }, token)), JSON.stringify(dados)).toEqual([mensagem]);
    }
    expect(await linha(`select nome, estado_id, municipio_id, municipio from access.cidadaos where email = ?`, ['localidade-errada@example.com'])).toEqual([
      { nome: 'João Teste', estado_id: 52, municipio_id: 5208707, municipio: null },
    ]);
    // Sign-up checks the same pair and creates no account.
    const cadastro = await gql(CADASTRAR, { dados: dadosCadastro('cadastro-localidade@example.com', { estadoId: 35, municipioId: 5208707 }) });
    expect(mensagens(cadastro)).toEqual(['Selecione o município do estado escolhido.']);
    expect(await guardado('cadastro-localidade@example.com')).toEqual([]);
    await cadastrar('cadastro-localidade@example.com', { estadoId: 52, municipioId: 5221403 });
    expect(await guardado('cadastro-localidade@example.com')).toEqual([{ estado_id: 52, municipio_id: 5221403, municipio: null }]);
  });

  it('maps free text to a municipality: accents and case aside, Goiás first, the state abbreviation when given', () => {
    const codigo = (texto: string) => localidadeDoTexto(texto);
    expect(codigo('goiania')).toEqual({ estadoId: 52, municipioId: 5208707, municipio: null });
    expect(codigo('  SÃO PAULO ')).toEqual({ estadoId: 35, municipioId: 3550308, municipio: null });
    // Morrinhos exists in Ceará and in Goiás.
    expect(codigo('Morrinhos')).toMatchObject({ estadoId: 52, municipioId: 5213806 });
    expect(codigo('Morrinhos - CE')).toMatchObject({ estadoId: 23, municipioId: 2308906 });
    expect(codigo('Palmas/TO')).toMatchObject({ municipioId: 1721000 });
    expect(codigo("Alta Floresta D Oeste")).toMatchObject({ municipioId: 1100015 });
    // Palmas is in Tocantins and in Paraná, neither Goiás: ambiguous, the text stays.
    expect(codigo(' Palmas ')).toEqual({ estadoId: null, municipioId: null, municipio: 'Palmas' });
    expect(codigo('Cidade Inventada')).toEqual({ estadoId: null, municipioId: null, municipio: 'Cidade Inventada' });
    expect(codigo('')).toEqual({ estadoId: null, municipioId: null, municipio: null });
    // A long text is kept (cut to the column's 120 characters) without being parsed.
    expect(codigo(`Goiânia${' '.repeat(200_000)}x`)).toMatchObject({ municipioId: null, municipio: expect.stringMatching(/^Goiânia {113}$/) });
  });

  it('migrates the stored free text: a municipality becomes its codes, any other text stays', async () => {
    const migrator = subgraph.orm.migrator;
    await migrator.down({ to: 'Migration20261128095515_politicas_privacidade' });
    try {
      const textos = { 'migra-goiania@example.com': 'GOIÂNIA', 'migra-trindade@example.com': 'trindade', 'migra-palmas@example.com': 'Palmas', 'migra-nada@example.com': 'Fazenda Boa Vista' };
      for (const [email, municipio] of Object.entries(textos)) {
        await linha(`insert into access.cidadaos (nome, email, municipio, created_at, updated_at) values ('Migrado', ?, ?, now(), now())`, [email, municipio]);
      }
      await migrator.up();
      const linhas = await linha(`select email, estado_id, municipio_id, municipio from access.cidadaos where email like 'migra-%' order by email`);
      expect(linhas).toEqual([
        { email: 'migra-goiania@example.com', estado_id: 52, municipio_id: 5208707, municipio: null },
        { email: 'migra-nada@example.com', estado_id: null, municipio_id: null, municipio: 'Fazenda Boa Vista' },
        { email: 'migra-palmas@example.com', estado_id: null, municipio_id: null, municipio: 'Palmas' },
        { email: 'migra-trindade@example.com', estado_id: 52, municipio_id: 5221403, municipio: null },
      ]);
      // The citizen still sees the text kept, and the name of the municipality found.
      const [{ id }] = (await linha(`select id from access.cidadaos where email = ?`, ['migra-nada@example.com'])) as [{ id: number }];
      const claims = await fetch(new URL(`/interno/cidadaos/${id}/claims`, subgraph.url), { headers: { 'x-alego-interno': INTERNO } });
      const token = await signer.signCidadao(((await claims.json()) as { claims: Parameters<TokenSigner['signCidadao']>[0] }).claims);
      expect((await gql<{ meuPerfil: Record<string, unknown> }>(PERFIL, {}, token)).data?.meuPerfil).toMatchObject({ estadoId: null, municipioId: null, municipio: 'Fazenda Boa Vista' });
    } finally {
      await migrator.up();
    }
  });
});
