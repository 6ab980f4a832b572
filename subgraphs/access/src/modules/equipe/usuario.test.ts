import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';

let subgraph: TestSubgraph;
let admin: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(access, { seed: true });
  admin = subgraph.como(await subgraph.equipe([], ['Admin']));
});
afterAll(() => subgraph?.close());

async function interno(caminho: string, corpo: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const resposta = await fetch(new URL(`/interno${caminho}`, subgraph.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-alego-interno': subgraph.internalToken },
    body: JSON.stringify(corpo),
  });
  return { status: resposta.status, body: (await resposta.json()) as Record<string, unknown> };
}

async function lotacaoId(sigla: string): Promise<string> {
  const { data } = await admin.query<{ lotacoes: { itens: { id: string; sigla: string }[] } }>(`query($t: String) { lotacoes(filtro: { termo: $t }) { itens { id sigla } } }`, { t: sigla });
  return data!.lotacoes.itens.find((l) => l.sigla === sigla)!.id;
}

const CRIAR = `mutation($dados: UsuarioInput!) { criarUsuario(dados: $dados) { id login ativo lotacaoPadrao { sigla } vinculos { lotacao { sigla } permissoes funcionalidades } } }`;
const VINCULO = `mutation($dados: VinculoInput!) { definirVinculo(dados: $dados) { vinculos { lotacao { sigla } permissoes funcionalidades } } }`;
const ATUALIZAR = `mutation($id: ID!, $dados: UsuarioAtualizacaoInput!) { atualizarUsuario(id: $id, dados: $dados) { ativo } }`;

describe('contas da equipe', () => {
  it('offers only the permissions the portal checks', async () => {
    const { data } = await admin.query<{ catalogoDePermissoes: { permissoes: string[]; funcionalidades: string[] } }>(`{ catalogoDePermissoes { permissoes funcionalidades } }`);
    expect(data!.catalogoDePermissoes.permissoes).toEqual(expect.arrayContaining(['api/admin/lotacoes', 'api/admin/lotacoes#create', 'api/admin/noticias#publicar']));
    // The contacts directory's admin checks its permission, so it is offered; nothing checks `enquetes`: it cannot be granted.
    expect(data!.catalogoDePermissoes.permissoes).toEqual(expect.arrayContaining(['api/admin/contatos', 'api/admin/contatos#index', 'api/admin/contatos#show']));
    expect(data!.catalogoDePermissoes.permissoes.filter((p) => p.startsWith('api/admin/enquetes'))).toEqual([]);
    expect(data!.catalogoDePermissoes.funcionalidades).toEqual(['Admin', 'USUARIO_DE_GABINETE']);
  });

  it('creates a user with an assignment and two permissions, who then signs in with them', async () => {
    const dti = await lotacaoId('DTI');
    const criado = await admin.query<{ criarUsuario: { id: string } }>(CRIAR, {
      dados: { login: 'Maria.Silva', nome: 'Maria Silva', email: 'maria@al.go.leg.br', lotacaoPadraoId: dti, senha: 'Cadastro2026x', permissoes: ['api/admin/lotacoes#create', 'api/admin/lotacoes#update'] },
    });
    expect(criado.errors).toBeUndefined();
    expect(criado.data!.criarUsuario).toMatchObject({ login: 'maria.silva', ativo: true, lotacaoPadrao: { sigla: 'DTI' }, vinculos: [{ lotacao: { sigla: 'DTI' }, permissoes: ['api/admin/lotacoes#create', 'api/admin/lotacoes#update'], funcionalidades: [] }] });
    const sessao = await interno('/equipe/sessoes', { login: 'maria.silva', senha: 'Cadastro2026x' });
    expect(sessao.status).toBe(201);
    expect(sessao.body.claims).toMatchObject({ nome: 'Maria Silva', recursos: [{ lotacao_id: Number(dti), permissoes: ['api/admin/lotacoes#create', 'api/admin/lotacoes#update'] }] });
    const repetido = await admin.query(CRIAR, { dados: { login: 'maria.silva', nome: 'Outra', lotacaoPadraoId: dti, senha: 'Cadastro2026x' } });
    expect(repetido.errors?.[0]?.message).toContain('Já existe um usuário com o login maria.silva.');
  });

  it('refuses a permission or feature that nothing checks, with a Portuguese message', async () => {
    const dti = await lotacaoId('DTI');
    const desconhecida = await admin.query(CRIAR, { dados: { login: 'joao', nome: 'João', lotacaoPadraoId: dti, senha: 'Cadastro2026x', permissoes: ['api/admin/enquetes'], funcionalidades: ['Deus'] } });
    expect(desconhecida.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(desconhecida.errors?.[0]?.message).toContain('Permissão desconhecida: api/admin/enquetes. Escolha uma das permissões do catálogo.');
    expect(desconhecida.errors?.[0]?.message).toContain('Funcionalidade desconhecida: Deus.');
    const fraca = await admin.query(CRIAR, { dados: { login: 'joao', nome: 'João', lotacaoPadraoId: dti, senha: '123', permissoes: [] } });
    expect(fraca.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sets another assignment (a cabinet, with its feature) and its permissions', async () => {
    const { data } = await admin.query<{ usuarios: { itens: { id: string }[] } }>(`{ usuarios(filtro: { termo: "maria" }) { itens { id } } }`);
    const id = data!.usuarios.itens[0]!.id;
    const gabinete = (await admin.query<{ lotacoes: { itens: { id: string; sigla: string }[] } }>(`{ lotacoes(filtro: { termo: "Gabinete" }) { itens { id sigla } } }`)).data!.lotacoes.itens[0]!;
    const definido = await admin.query<{ definirVinculo: { vinculos: { lotacao: { sigla: string }; funcionalidades: string[] }[] } }>(VINCULO, {
      dados: { usuarioId: id, lotacaoId: gabinete.id, permissoes: ['api/admin/noticias#create'], funcionalidades: ['USUARIO_DE_GABINETE'] },
    });
    expect(definido.errors).toBeUndefined();
    expect(definido.data!.definirVinculo.vinculos[1]).toMatchObject({ lotacao: { sigla: gabinete.sigla }, funcionalidades: ['USUARIO_DE_GABINETE'] });
    const recusado = await admin.query(VINCULO, { dados: { usuarioId: id, lotacaoId: gabinete.id, permissoes: ['pode_tudo'], funcionalidades: [] } });
    expect(recusado.errors?.[0]?.message).toContain('Permissão desconhecida: pode_tudo.');
  });

  it('a disabled user loses access at the next token renewal', async () => {
    const aberta = await interno('/equipe/sessoes', { login: 'maria.silva', senha: 'Cadastro2026x' });
    expect((await interno('/equipe/sessoes/renovar', { sessao: aberta.body.sessao })).status).toBe(200);
    const { data } = await admin.query<{ usuarios: { itens: { id: string }[] } }>(`{ usuarios(filtro: { termo: "maria" }) { itens { id } } }`);
    const desativado = await admin.query(ATUALIZAR, { id: data!.usuarios.itens[0]!.id, dados: { ativo: false } });
    expect(desativado.data).toEqual({ atualizarUsuario: { ativo: false } });
    expect(await interno('/equipe/sessoes/renovar', { sessao: aberta.body.sessao })).toEqual({ status: 401, body: { mensagem: 'Sessão expirada. Faça login novamente.' } });
    expect((await interno('/equipe/sessoes', { login: 'maria.silva', senha: 'Cadastro2026x' })).status).toBe(401);
  });

  it('only the Admin feature manages accounts', async () => {
    const semAdmin = subgraph.como(await subgraph.equipe(['api/admin/lotacoes']));
    for (const operacao of [`{ usuarios { total } }`, `{ catalogoDePermissoes { permissoes } }`, `mutation { atualizarUsuario(id: "1", dados: { ativo: false }) { ativo } }`]) {
      const negado = await semAdmin.query(operacao);
      expect(negado.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });
      expect((await subgraph.query(operacao)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
