import type { ClaimsEquipe } from '@alego/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../gateway-harness.js';

/*
 * Issue 13, item 4: a cabinet user edited the administrator's draft and turned it into a cabinet item, signed news
 * as any deputy, and an editor edited any draft. Drafts are their author's unit's (and publishers'); a cabinet user
 * signs only as the deputy of their own cabinet. Enforced in the content subgraph, checked through the real gateway.
 */

const EDITOR = ['api/admin/noticias#index', 'api/admin/noticias#show', 'api/admin/noticias#create', 'api/admin/noticias#update', 'api/admin/noticias#destroy'];
const PUBLICAR = 'api/admin/noticias#publicar';
/** Units (lotações): the communication office, a deputy's cabinet, and another directorate. */
const COMUNICACAO = 1;
const GABINETE = 2;
const OUTRA = 3;
const DEPUTADO_DO_GABINETE = 5;

let harness: GatewayHarness;
const tokens: Record<string, string> = {};

function pessoa(sub: number, lotacao: number, permissoes: string[], extra: { gabinete?: boolean } = {}): ClaimsEquipe {
  return {
    sub: String(sub),
    nome: `Pessoa ${sub}`,
    lotacao_padrao_id: lotacao,
    recursos: [
      {
        lotacao_id: lotacao,
        permissoes,
        funcionalidades: extra.gabinete ? ['USUARIO_DE_GABINETE'] : [],
        deputado_id: extra.gabinete ? DEPUTADO_DO_GABINETE : null,
      },
    ],
  };
}

beforeAll(async () => {
  harness = await startGatewayHarness([content], { seed: false });
  const signer = harness.services.signer;
  const quem: Record<string, ClaimsEquipe> = {
    administrador: pessoa(1, COMUNICACAO, [...EDITOR, PUBLICAR]),
    colegaDaComunicacao: pessoa(2, COMUNICACAO, EDITOR),
    gabinete: pessoa(3, GABINETE, EDITOR, { gabinete: true }),
    colegaDoGabinete: pessoa(4, GABINETE, EDITOR, { gabinete: true }),
    editorDeOutraUnidade: pessoa(5, OUTRA, EDITOR),
    publicadorDeOutraUnidade: pessoa(6, OUTRA, [...EDITOR, PUBLICAR]),
  };
  for (const [nome, claims] of Object.entries(quem)) tokens[nome] = await signer.signEquipe(claims);
});
afterAll(() => harness?.close());

interface NoticiaGQL {
  id: string;
  titulo: string;
  categoria: string;
  deputado: { id: string } | null;
}

async function como<Data>(quem: string, query: string, variables: Record<string, unknown>) {
  return harness.graphql<Data>(query, variables, { authorization: `Bearer ${tokens[quem]}` });
}

async function criar(quem: string, dados: Record<string, unknown> = {}) {
  return como<{ criarNoticia: NoticiaGQL }>(quem, `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id titulo categoria deputado { id } } }`, {
    d: { titulo: 'Rascunho', conteudo: '<p>Texto.</p>', ...dados },
  });
}

async function rascunhoDe(quem: string): Promise<string> {
  const { body } = await criar(quem, { titulo: `Rascunho de ${quem}` });
  expect(body.errors).toBeUndefined();
  return body.data!.criarNoticia.id;
}

function editar(quem: string, id: string, dados: Record<string, unknown> = {}) {
  return como<{ atualizarNoticia: NoticiaGQL }>(quem, `mutation($id: ID!, $d: NoticiaInput!) { atualizarNoticia(id: $id, dados: $d) { id titulo categoria deputado { id } } }`, {
    id,
    d: { titulo: 'Editada', conteudo: '<p>Outro texto.</p>', ...dados },
  });
}

function excluir(quem: string, id: string) {
  return como<{ excluirNoticia: boolean }>(quem, `mutation($id: ID!) { excluirNoticia(id: $id) }`, { id });
}

const negado = { message: 'Você não tem permissão para acessar esta funcionalidade', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) };

describe("drafts are their author's unit's", () => {
  it("refuses the administrator's draft to a cabinet user, who cannot turn it into a cabinet item", async () => {
    const id = await rascunhoDe('administrador');
    const { body } = await editar('gabinete', id);
    expect(body.errors).toEqual([expect.objectContaining(negado)]);
    const { body: depois } = await como<{ noticiaAdmin: NoticiaGQL }>('administrador', `query($id: ID!) { noticiaAdmin(id: $id) { titulo categoria } }`, { id });
    expect(depois.data!.noticiaAdmin).toEqual({ titulo: 'Rascunho de administrador', categoria: 'assembleia' });
  });

  it("refuses another unit's draft to an editor, for editing and deleting", async () => {
    const id = await rascunhoDe('colegaDaComunicacao');
    expect((await editar('editorDeOutraUnidade', id)).body.errors).toEqual([expect.objectContaining(negado)]);
    expect((await excluir('editorDeOutraUnidade', id)).body.errors).toEqual([expect.objectContaining(negado)]);
  });

  it("lets the author's unit edit and delete its draft", async () => {
    const id = await rascunhoDe('administrador');
    const { body } = await editar('colegaDaComunicacao', id, { titulo: 'Revisada pela colega' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.atualizarNoticia.titulo).toBe('Revisada pela colega');
    expect((await excluir('colegaDaComunicacao', id)).body.data).toEqual({ excluirNoticia: true });
  });

  it('lets a cabinet colleague edit the cabinet draft', async () => {
    const id = await rascunhoDe('gabinete');
    const { body } = await editar('colegaDoGabinete', id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.atualizarNoticia).toMatchObject({ categoria: 'gabinete', deputado: { id: String(DEPUTADO_DO_GABINETE) } });
  });

  it('lets holders of noticias#publicar edit and delete any draft', async () => {
    const id = await rascunhoDe('gabinete');
    const { body } = await editar('publicadorDeOutraUnidade', id, { titulo: 'Revisada pela publicação' });
    expect(body.errors).toBeUndefined();
    expect((await excluir('publicadorDeOutraUnidade', id)).body.data).toEqual({ excluirNoticia: true });
  });
});

describe('a cabinet user signs only as their own deputy', () => {
  it('refuses another deputy, on creation and on edit', async () => {
    const criada = await criar('gabinete', { deputadoId: '7' });
    expect(criada.body.errors?.[0]).toMatchObject({
      message: 'Um usuário de gabinete só assina notícias como o deputado do seu gabinete.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
    const id = await rascunhoDe('gabinete');
    const editada = await editar('gabinete', id, { deputadoId: '7' });
    expect(editada.body.errors?.[0]?.message).toBe('Um usuário de gabinete só assina notícias como o deputado do seu gabinete.');
  });

  it('signs with the own deputy, chosen or not', async () => {
    const escolhido = await criar('gabinete', { deputadoId: String(DEPUTADO_DO_GABINETE) });
    expect(escolhido.body.data!.criarNoticia).toMatchObject({ categoria: 'gabinete', deputado: { id: String(DEPUTADO_DO_GABINETE) } });
    const semEscolha = await criar('gabinete');
    expect(semEscolha.body.data!.criarNoticia).toMatchObject({ categoria: 'gabinete', deputado: { id: String(DEPUTADO_DO_GABINETE) } });
  });

  it('lets other staff sign as any deputy', async () => {
    const { body } = await criar('colegaDaComunicacao', { deputadoId: '7' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.criarNoticia.deputado).toEqual({ id: '7' });
  });
});
