import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access]);
  tokens = await tokensDaEquipe(harness, ['admin', 'editor']);
});
afterAll(() => harness?.close());

const TRILHA = `query($filtro: AuditoriaFiltro) {
  registrosAuditoria(filtro: $filtro, porPagina: 50) {
    total pagina totalPaginas itens { id ocorridoEm usuarioId usuarioNome lotacaoId origem operacao entidade entidadeId sucesso alteracoes { entidade entidadeId tipo campos { campo antes depois } } }
  }
}`;
interface Registro {
  usuarioNome: string | null;
  origem: string;
  operacao: string;
  entidade: string | null;
  entidadeId: string | null;
  sucesso: boolean;
  alteracoes: { entidade: string; entidadeId: string | null; tipo: string; campos: { campo: string; antes: string | null; depois: string | null }[] }[];
}

async function trilha(filtro: Record<string, unknown>): Promise<Registro[]> {
  const { status, body } = await harness.graphql<{ registrosAuditoria: { itens: Registro[] } }>(TRILHA, { filtro }, { authorization: `Bearer ${tokens.admin}` });
  expect(status).toBe(200);
  return body.data!.registrosAuditoria.itens;
}

describe('audit trail through the gateway', () => {
  it('records a REST write with its fields after, and the login before it', async () => {
    const criada = await fetch(`${harness.base}/api/admin/noticias`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.editor}` },
      body: JSON.stringify({ noticia: { titulo: 'Auditoria: nota da Mesa', conteudo: '<p>Texto.</p>', categoria: 'assembleia' } }),
    });
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const [registro] = await trilha({ operacao: 'criarNoticia' });
    expect(registro).toMatchObject({ usuarioNome: 'Rafael Editor (Comunicação)', origem: 'rest', sucesso: true, entidade: 'Noticia', entidadeId: String(id) });
    const noticia = registro!.alteracoes.find((a) => a.entidade === 'Noticia')!;
    expect(noticia.tipo).toBe('criar');
    expect(noticia.campos).toContainEqual({ campo: 'titulo', antes: null, depois: '"Auditoria: nota da Mesa"' });
    const logins = await trilha({ operacao: 'entrar' });
    expect(logins.map((l) => l.usuarioNome)).toEqual(expect.arrayContaining(['Administradora do Portal', 'Rafael Editor (Comunicação)']));
  });

  it('records a GraphQL update with before and after, and never shows the subgraphs’ report to the client', async () => {
    const admin = { authorization: `Bearer ${tokens.admin}` };
    const { body } = await harness.graphql<{ lotacoes: { itens: { id: string }[] } }>(`{ lotacoes(filtro: { termo: "DTI" }) { itens { id } } }`, {}, admin);
    const id = body.data!.lotacoes.itens[0]!.id;
    const alterada = await fetch(`${harness.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ query: `mutation($id: ID!) { atualizarLotacao(id: $id, dados: { nome: "Diretoria de TI", sigla: "DTI" }) { id } }`, variables: { id } }),
    });
    const resposta = (await alterada.json()) as { data: unknown; extensions?: Record<string, unknown> };
    expect(resposta.data).toEqual({ atualizarLotacao: { id } });
    expect(resposta.extensions?.alegoAlteracoes).toBeUndefined();
    const [registro] = await trilha({ operacao: 'atualizarLotacao' });
    expect(registro).toMatchObject({ origem: 'graphql', usuarioNome: 'Administradora do Portal', entidade: 'Lotacao', entidadeId: id, sucesso: true });
    expect(registro!.alteracoes[0]!.campos).toEqual([{ campo: 'nome', antes: '"Diretoria de Tecnologia da Informação"', depois: '"Diretoria de TI"' }]);
  });

  it('records a refused mutation as a failed attempt with its masked arguments', async () => {
    const recusada = await harness.graphql(`mutation { criarLotacao(dados: { nome: "Sem direito", sigla: "SD" }) { id } }`, {}, { authorization: `Bearer ${tokens.editor}` });
    expect(recusada.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [registro] = await trilha({ operacao: 'criarLotacao' });
    expect(registro).toMatchObject({ usuarioNome: 'Rafael Editor (Comunicação)', sucesso: false, entidade: 'Lotacao' });
    expect(registro!.alteracoes[0]).toMatchObject({ tipo: 'tentativa', campos: [{ campo: 'dados', antes: null }] });
  });

  it('the admin screen’s query and its CSV export (100 a page) fit the gateway’s cost limit', async () => {
    // As Apollo Client sends it: `__typename` in every selection.
    const tela = readFileSync('clients/admin/src/modules/auditoria/auditoria.graphql', 'utf8').replace(/\{/g, '{ __typename ');
    const { status, body } = await harness.graphql(tela, { filtro: {}, pagina: 1, porPagina: 100 }, { authorization: `Bearer ${tokens.admin}` });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('only the Admin feature reads the trail', async () => {
    const editor = await harness.graphql(TRILHA, {}, { authorization: `Bearer ${tokens.editor}` });
    expect(editor.body.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade' });
    const anonimo = await harness.graphql(TRILHA, {});
    expect(anonimo.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
