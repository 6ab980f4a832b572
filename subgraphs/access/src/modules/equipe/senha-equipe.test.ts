// Issue 21, item 3: an administrator resets a staff password by sending a single-use link to the account's e-mail.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';
import { aguardarEnvios } from '../../mail/carteiro.js';
import { lerCaixaDeSaida } from '../../mail/caixa.js';
import { MAX_LINKS_SENHA_POR_HORA, MENSAGENS_SENHA_EQUIPE } from './equipe.service.js';

const PUBLIC_URL = 'http://portal.teste:4000';
let subgraph: TestSubgraph;
let admin: Pick<TestSubgraph, 'query'>;
let varDir: string;
let dti: string;

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'alego-senha-equipe-'));
  process.env.PORTAL_VAR_DIR = varDir;
  process.env.PUBLIC_URL = PUBLIC_URL;
  delete process.env.SMTP_URL;
  subgraph = await startTestSubgraph(access, { seed: true });
  admin = subgraph.como(await subgraph.equipe([], ['Admin']));
  const { data } = await admin.query<{ lotacoes: { itens: { id: string; sigla: string }[] } }>(`{ lotacoes(filtro: { termo: "DTI" }) { itens { id sigla } } }`);
  dti = data!.lotacoes.itens.find((l) => l.sigla === 'DTI')!.id;
});
afterAll(async () => {
  await aguardarEnvios();
  await subgraph?.close();
  await rm(varDir, { recursive: true, force: true });
});

const ENVIAR = `mutation($id: ID!) { enviarLinkDeSenha(id: $id) { mensagem } }`;
const VALIDAR = `mutation($c: String!) { validarCodigoSenhaEquipe(codigo: $c) { mensagem login } }`;
const DEFINIR = `mutation($c: String!, $s: String!) { definirSenhaEquipe(codigo: $c, senha: $s) { mensagem } }`;

async function criarUsuario(login: string, email: string | null): Promise<string> {
  const { data, errors } = await admin.query<{ criarUsuario: { id: string } }>(`mutation($dados: UsuarioInput!) { criarUsuario(dados: $dados) { id } }`, {
    dados: { login, nome: `Servidora ${login}`, email, lotacaoPadraoId: dti, senha: 'Inicial2026x', permissoes: [] },
  });
  expect(errors).toBeUndefined();
  return data!.criarUsuario.id;
}

/** The codes of the links sent to an address, oldest first. */
async function codigosPara(email: string): Promise<string[]> {
  await aguardarEnvios();
  const emails = (await lerCaixaDeSaida(path.join(varDir, 'mail'))).filter((m) => m.para.includes(email));
  return emails.map((m) => {
    const achado = new RegExp(`${PUBLIC_URL.replace(/[.:/]/g, '\\$&')}/admin/definir-senha/([A-Za-z0-9_-]+)`).exec(m.corpo);
    if (!achado?.[1]) throw new Error('link para definir a senha não encontrado no e-mail');
    return achado[1];
  });
}

async function entrar(login: string, senha: string): Promise<{ status: number; sessao?: string }> {
  const resposta = await fetch(new URL('/interno/equipe/sessoes', subgraph.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-alego-interno': subgraph.internalToken },
    body: JSON.stringify({ login, senha }),
  });
  return { status: resposta.status, sessao: ((await resposta.json()) as { sessao?: string }).sessao };
}

async function renovar(sessao: string): Promise<number> {
  const resposta = await fetch(new URL('/interno/equipe/sessoes/renovar', subgraph.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-alego-interno': subgraph.internalToken },
    body: JSON.stringify({ sessao }),
  });
  return resposta.status;
}

describe('senha da equipe por link enviado por e-mail', () => {
  it('sends a single-use link; the person sets a password, the old one and its sessions stop working, and the trail records it', async () => {
    const id = await criarUsuario('carla.link', 'carla.link@al.go.leg.br');
    const aberta = await entrar('carla.link', 'Inicial2026x');
    expect(aberta.status).toBe(201);

    const enviado = await admin.query<{ enviarLinkDeSenha: { mensagem: string } }>(ENVIAR, { id });
    expect(enviado.data!.enviarLinkDeSenha.mensagem).toBe(MENSAGENS_SENHA_EQUIPE.enviado('carla.link@al.go.leg.br'));
    const emails = (await lerCaixaDeSaida(path.join(varDir, 'mail'))).filter((m) => m.para.includes('carla.link@al.go.leg.br'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.assunto).toBe('Defina a sua senha da administração do Portal da Assembleia');
    expect(emails[0]!.corpo).toContain('login: carla.link');
    const [codigo] = await codigosPara('carla.link@al.go.leg.br');

    expect((await subgraph.query(VALIDAR, { c: codigo })).data).toEqual({ validarCodigoSenhaEquipe: { mensagem: MENSAGENS_SENHA_EQUIPE.codigoValido, login: 'carla.link' } });
    // A weak password is refused in Portuguese and does not burn the link.
    const fraca = await subgraph.query(DEFINIR, { c: codigo, s: 'abc' });
    expect(fraca.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fraca.errors?.[0]?.message).toMatch(/senha/i);
    expect((await entrar('carla.link', 'Inicial2026x')).status).toBe(201);

    const definida = await subgraph.query(DEFINIR, { c: codigo, s: 'NovaSenha2026y' });
    expect(definida.data).toEqual({ definirSenhaEquipe: { mensagem: MENSAGENS_SENHA_EQUIPE.senhaDefinida } });
    expect((await entrar('carla.link', 'Inicial2026x')).status).toBe(401);
    expect((await entrar('carla.link', 'NovaSenha2026y')).status).toBe(201);
    // The session opened with the old password ends.
    expect(await renovar(aberta.sessao!)).toBe(401);
    // Used once: the same link is refused.
    for (const operacao of [VALIDAR, DEFINIR]) {
      const deNovo = await subgraph.query(operacao, { c: codigo, s: 'OutraSenha2026z' });
      expect(deNovo.errors?.[0]).toMatchObject({ message: MENSAGENS_SENHA_EQUIPE.codigoInvalido, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await entrar('carla.link', 'NovaSenha2026y')).status).toBe(201);

    const trilha = await subgraph.orm.em.fork().getConnection().execute(`select usuario_id, operacao, entidade, entidade_id, sucesso from access.auditoria where operacao = 'definirSenha' and entidade_id = ?`, [id]);
    expect(trilha).toEqual([{ usuario_id: Number(id), operacao: 'definirSenha', entidade: 'Usuario', entidade_id: id, sucesso: true }]);
  });

  it('a newer link voids the older one; an expired link, an unknown or malformed code are refused', async () => {
    const id = await criarUsuario('davi.link', 'davi.link@al.go.leg.br');
    await admin.query(ENVIAR, { id });
    await admin.query(ENVIAR, { id });
    const [antigo, novo] = await codigosPara('davi.link@al.go.leg.br');
    expect((await subgraph.query(DEFINIR, { c: antigo, s: 'NovaSenha2026y' })).errors?.[0]?.message).toBe(MENSAGENS_SENHA_EQUIPE.codigoInvalido);
    await subgraph.orm.em.fork().getConnection().execute(`update access.codigos_senha_equipe set expira_em = now() - interval '1 second' where usado_em is null and usuario_id = ?`, [Number(id)]);
    expect((await subgraph.query(DEFINIR, { c: novo, s: 'NovaSenha2026y' })).errors?.[0]?.message).toBe(MENSAGENS_SENHA_EQUIPE.codigoInvalido);
    for (const codigo of ['x'.repeat(43), 'curto', 'a'.repeat(500)]) {
      expect((await subgraph.query(VALIDAR, { c: codigo })).errors?.[0]?.message).toBe(MENSAGENS_SENHA_EQUIPE.codigoInvalido);
    }
    expect((await entrar('davi.link', 'Inicial2026x')).status).toBe(201);
  });

  it('refuses an account without e-mail, a disabled one, an unknown id and the hourly excess, in Portuguese', async () => {
    const semEmail = await criarUsuario('elis.sem.email', null);
    expect((await admin.query(ENVIAR, { id: semEmail })).errors?.[0]).toMatchObject({ message: MENSAGENS_SENHA_EQUIPE.semEmail, extensions: { code: 'BAD_USER_INPUT' } });
    const desativado = await criarUsuario('fabio.desativado', 'fabio@al.go.leg.br');
    await admin.query(`mutation($id: ID!) { atualizarUsuario(id: $id, dados: { ativo: false }) { ativo } }`, { id: desativado });
    expect((await admin.query(ENVIAR, { id: desativado })).errors?.[0]?.message).toBe(MENSAGENS_SENHA_EQUIPE.desativado);
    expect((await admin.query(ENVIAR, { id: '999999' })).errors?.[0]?.message).toBe('Usuário não encontrado.');
    expect((await admin.query(ENVIAR, { id: 'abc' })).errors?.[0]?.message).toBe('Usuário não encontrado.');

    const muitos = await criarUsuario('gil.muitos', 'gil@al.go.leg.br');
    for (let i = 0; i < MAX_LINKS_SENHA_POR_HORA; i++) expect((await admin.query(ENVIAR, { id: muitos })).errors).toBeUndefined();
    expect((await admin.query(ENVIAR, { id: muitos })).errors?.[0]?.message).toBe(MENSAGENS_SENHA_EQUIPE.muitosLinks);
    expect(await codigosPara('gil@al.go.leg.br')).toHaveLength(MAX_LINKS_SENHA_POR_HORA);
  });

  it('only the Admin feature sends links', async () => {
    const id = await criarUsuario('hugo.negado', 'hugo@al.go.leg.br');
    const semAdmin = subgraph.como(await subgraph.equipe(['api/admin/lotacoes']));
    expect((await semAdmin.query(ENVIAR, { id })).errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });
    expect((await subgraph.query(ENVIAR, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await codigosPara('hugo@al.go.leg.br')).toEqual([]);
  });
});
