import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../../index.js';
import { SENHA_DEMONSTRACAO } from '../../seeders/equipe.seeder.js';

let subgraph: TestSubgraph;

beforeAll(async () => {
  subgraph = await startTestSubgraph(access, { seed: true });
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

const TRILHA = `query($filtro: AuditoriaFiltro, $pagina: Int, $porPagina: Int) {
  registrosAuditoria(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {
    total itens { id usuarioId usuarioNome lotacaoId origem operacao entidade entidadeId sucesso alteracoes { entidade entidadeId tipo campos { campo antes depois } } }
  }
}`;
interface Registro {
  usuarioId: string | null;
  usuarioNome: string | null;
  operacao: string;
  entidade: string | null;
  entidadeId: string | null;
  sucesso: boolean;
  alteracoes: { entidade: string; entidadeId: string | null; tipo: string; campos: { campo: string; antes: string | null; depois: string | null }[] }[];
}

async function trilha(filtro: Record<string, unknown>): Promise<{ total: number; itens: Registro[] }> {
  const admin = subgraph.como(await subgraph.equipe([], ['Admin']));
  const { data, errors } = await admin.query<{ registrosAuditoria: { total: number; itens: Registro[] } }>(TRILHA, { filtro, porPagina: 100 });
  expect(errors).toBeUndefined();
  return data!.registrosAuditoria;
}

describe('trilha de auditoria', () => {
  it('records staff logins, the refused ones without naming anybody', async () => {
    expect((await interno('/equipe/sessoes', { login: 'editor', senha: SENHA_DEMONSTRACAO })).status).toBe(201);
    expect((await interno('/equipe/sessoes', { login: 'editor', senha: 'errada' })).status).toBe(401);
    const logins = (await trilha({ operacao: 'entrar' })).itens;
    expect(logins[0]).toMatchObject({ operacao: 'entrar', sucesso: false, usuarioId: null, usuarioNome: null });
    expect(logins[1]).toMatchObject({ operacao: 'entrar', sucesso: true, usuarioNome: 'Rafael Editor (Comunicação)', entidade: 'SessaoEquipe' });
  });

  it('masks personal data (CPF, e-mail, password) even when the caller did not', async () => {
    const gravado = await interno('/auditoria', {
      registros: [
        {
          usuarioId: 7,
          usuarioNome: 'Teste',
          lotacaoId: 1,
          origem: 'rest',
          operacao: 'atualizarPessoa',
          sucesso: true,
          alteracoes: [{ entidade: 'Pessoa', id: '9', tipo: 'atualizar', campos: { cpf: { antes: '111.444.777-35', depois: '529.982.247-25' }, email: { antes: 'a@x.br', depois: null }, senhaHash: { antes: 'h', depois: 'k' }, nome: { antes: 'Ana', depois: 'Ana Maria' } } }],
        },
      ],
    });
    expect(gravado).toEqual({ status: 201, body: { gravados: 1 } });
    const [registro] = (await trilha({ operacao: 'atualizarPessoa' })).itens;
    // jsonb keeps its own key order.
    expect(registro!.alteracoes[0]!.campos.sort((a, b) => a.campo.localeCompare(b.campo))).toEqual([
      { campo: 'cpf', antes: '"***"', depois: '"***"' },
      { campo: 'email', antes: '"***"', depois: null },
      { campo: 'nome', antes: '"Ana"', depois: '"Ana Maria"' },
      { campo: 'senhaHash', antes: '"***"', depois: '"***"' },
    ]);
    expect((await interno('/auditoria', { registros: 'x' })).status).toBe(400);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE by the application role are refused', async () => {
    const conexao = subgraph.orm.em.fork().getConnection();
    const antes = await conexao.execute<{ n: string }[]>('select count(*) as n from access.auditoria');
    await expect(conexao.execute(`update access.auditoria set operacao = 'apagado'`)).rejects.toThrow(/não pode ser alterada nem apagada/);
    await expect(conexao.execute('delete from access.auditoria')).rejects.toThrow(/não pode ser alterada nem apagada/);
    await expect(conexao.execute('truncate access.auditoria')).rejects.toThrow(/não pode ser alterada nem apagada/);
    expect(await conexao.execute('select count(*) as n from access.auditoria')).toEqual(antes);
    expect(Number(antes[0]!.n)).toBeGreaterThan(0);
  });

  it('a subgraph reports what a mutation changed, before and after, in the response extension the gateway reads', async () => {
    const gestor = subgraph.como(await subgraph.equipe(['api/admin/lotacoes']));
    const criada = await gestor.query<{ criarLotacao: { id: string } }>(`mutation { criarLotacao(dados: { nome: "Auditoria Interna", sigla: "AUDIN" }) { id } }`);
    const id = criada.data!.criarLotacao.id;
    expect(criada.extensions?.alegoAlteracoes).toEqual([
      { entidade: 'Lotacao', id, tipo: 'criar', campos: expect.objectContaining({ nome: { antes: null, depois: 'Auditoria Interna' }, sigla: { antes: null, depois: 'AUDIN' } }) },
    ]);
    const alterada = await gestor.query(`mutation($id: ID!) { atualizarLotacao(id: $id, dados: { nome: "Auditoria Interna", sigla: "AUDI" }) { id } }`, { id });
    expect(alterada.extensions?.alegoAlteracoes).toEqual([{ entidade: 'Lotacao', id, tipo: 'atualizar', campos: { sigla: { antes: 'AUDIN', depois: 'AUDI' } } }]);
    const lida = await gestor.query(`{ lotacoes { total } }`);
    expect(lida.extensions?.alegoAlteracoes).toBeUndefined();
  });

  it('filters by user, operation and period; only the Admin feature reads it', async () => {
    expect((await trilha({ usuarioId: '7' })).itens.map((r) => r.operacao)).toEqual(['atualizarPessoa']);
    expect((await trilha({ desde: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await trilha({ ate: new Date(Date.now() + 60_000).toISOString() })).total).toBeGreaterThanOrEqual(3);
    const semAdmin = await subgraph.como(await subgraph.equipe(['api/admin/lotacoes'])).query(TRILHA, {});
    expect(semAdmin.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });
    const anonimo = await subgraph.query(TRILHA, {});
    expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const admin = subgraph.como(await subgraph.equipe([], ['Admin']));
    const invertido = await admin.query(TRILHA, { filtro: { desde: '2026-02-01T00:00:00Z', ate: '2026-01-01T00:00:00Z' } });
    expect(invertido.errors?.[0]?.message).toContain('O início do período deve ser anterior ao fim.');
  });
});
