import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../subgraphs/access/src/index.js';
import { hashSenha, novoSegredo } from '../../subgraphs/access/src/lib/senha.js';
import { Cidadao, CodigoCidadao, FinalidadeCodigo } from '../../subgraphs/access/src/modules/cidadao/cidadao.entity.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/** ASVS V2.1: 8 to 128 characters (the spec's messages) and no password from breach lists, wherever one is set. */
let harness: GatewayHarness;
let contador = 0;

beforeAll(async () => {
  harness = await startGatewayHarness([access]);
});
afterAll(async () => {
  await harness?.close();
});

const COMUM = 'Esta senha é muito comum e aparece em listas de senhas vazadas. Escolha outra.';
const CURTA = 'A senha deve ter pelo menos 8 caracteres, com letras e números.';
const LONGA = 'A senha deve ter no máximo 128 caracteres.';
/** In breach lists, or the portal's own name with digits: each passes the length and letters-and-digits rules. */
const COMUNS = ['password1', 'abc12345', 'qwerty123', 'Alego@2026', 'Senha@123', 'goias2024'];
const deOutroEndereco = () => ({ 'x-forwarded-for': `10.8.0.${++contador}` });

function mensagens(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }): string[] {
  const erro = body.errors?.[0];
  return (erro?.extensions?.mensagens as string[] | undefined) ?? (erro ? [erro.message] : []);
}

async function cadastrar(senha: string) {
  const { body } = await harness.graphql(
    'mutation ($d: CadastroCidadaoInput!) { cadastrarCidadao(dados: $d) { mensagem } }',
    { d: { nome: 'Teste de senha', email: `senhas${++contador}@example.com`, senha, aceitePolitica: true } },
    deOutroEndereco(),
  );
  return body;
}

async function cidadaoComToken(): Promise<{ id: number; token: string; senha: string }> {
  const em = harness.subgraphs.access!.orm.em.fork();
  const senha = 'Primeira#Senha1';
  const cidadao = em.create(Cidadao, { nome: 'Teste', email: `senhas${++contador}@example.com`, senhaHash: await hashSenha(senha), confirmado: true });
  await em.flush();
  const login = await fetch(`${harness.base}/api/opine-cidadao/usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...deOutroEndereco() },
    body: JSON.stringify({ email: cidadao.email, senha }),
  });
  return { id: cidadao.id, token: ((await login.json()) as { token: string }).token, senha };
}

describe('senhas novas', () => {
  it('sign-up refuses common and breached passwords with a clear message, and keeps the length rules', async () => {
    for (const senha of COMUNS) expect(mensagens(await cadastrar(senha)), senha).toEqual([COMUM]);
    expect(mensagens(await cadastrar('abc1234'))).toEqual([CURTA]);
    expect(mensagens(await cadastrar(`a1${'x'.repeat(127)}`))).toEqual([LONGA]);
    // ASVS asks for at least 64 characters to be allowed; 128 are.
    for (const senha of ['Correta-Cavalo-Bateria-7', `a1${'Longa-'.repeat(21)}`]) {
      expect((await cadastrar(senha)).errors, `${senha.length} caracteres`).toBeUndefined();
    }
  });

  it('a password change refuses a common new password and keeps the old one', async () => {
    const { token, senha } = await cidadaoComToken();
    const trocar = (novaSenha: string) =>
      fetch(`${harness.base}/api/opine-cidadao/perfis/update-senha`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...deOutroEndereco() },
        body: JSON.stringify({ senha_atual: senha, nova_senha: novaSenha }),
      });
    const recusada = await trocar('qwerty123');
    expect(recusada.status).toBe(400);
    expect(JSON.stringify(await recusada.json())).toContain(COMUM);
    expect((await trocar('Outra#Senha-Boa9')).status).toBe(200);
  });

  it('a reset refuses a common password without burning the link', async () => {
    const { id } = await cidadaoComToken();
    const em = harness.subgraphs.access!.orm.em.fork();
    const { segredo, hash } = novoSegredo();
    em.create(CodigoCidadao, { cidadao: em.getReference(Cidadao, id), finalidade: FinalidadeCodigo.recuperacao, codigoHash: hash, expiraEm: new Date(Date.now() + 60_000) });
    await em.flush();
    const recuperar = (senha: string) =>
      harness.graphql('mutation ($c: String!, $s: String!) { recuperarSenha(codigo: $c, senha: $s) { mensagem } }', { c: segredo, s: senha }, deOutroEndereco());
    expect(mensagens((await recuperar('password1')).body)).toEqual([COMUM]);
    expect((await recuperar('Recuperada#Boa8')).body.errors).toBeUndefined();
  });
});
