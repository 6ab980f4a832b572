import { assinarReferencia, type ClaimsEquipe, type TokenSigner } from '@alego/kit';
import { contarComandosSql, createTestKeys, startTestSubgraph, type GraphQLResponse, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../index.js';
import { Migration20261128104500_conteudo_saneado } from '../../migrations/Migration20261128104500_conteudo_saneado.js';
import { Agenda, SituacaoAgenda } from '../agenda/agenda.entity.js';
import { HistoricoNoticia } from './historico-noticia.entity.js';
import { CategoriaNoticia, DestaqueNivel, Noticia } from './noticia.entity.js';
import { sanearHtml } from '@alego/kit';

let subgraph: TestSubgraph;
let signer: TokenSigner;
const tokens: Record<'editor' | 'publicador' | 'gabinete' | 'outraLotacao', string> = { editor: '', publicador: '', gabinete: '', outraLotacao: '' };

const EDITOR = ['api/admin/noticias#index', 'api/admin/noticias#show', 'api/admin/noticias#create', 'api/admin/noticias#update', 'api/admin/noticias#destroy'];

function claims(nome: string, permissoes: string[], funcionalidades: string[] = [], outra: string[] = []): ClaimsEquipe {
  return {
    sub: String(nome.length),
    nome,
    lotacao_padrao_id: 1,
    recursos: [
      { lotacao_id: 1, permissoes, funcionalidades },
      { lotacao_id: 2, permissoes: outra, funcionalidades: [] },
    ],
  };
}

beforeAll(async () => {
  const keys = await createTestKeys();
  signer = keys.signer;
  subgraph = await startTestSubgraph(content, { seed: true, jwks: keys.jwks, internalToken: 'token-x' });
  tokens.editor = await signer.signEquipe(claims('Edite Editora', EDITOR));
  tokens.publicador = await signer.signEquipe(claims('Paulo Publicador', ['api/admin/noticias']));
  tokens.gabinete = await signer.signEquipe(claims('Gabi Gabinete', EDITOR, ['USUARIO_DE_GABINETE']));
  tokens.outraLotacao = await signer.signEquipe(claims('Otto Outra', EDITOR, [], ['api/admin/noticias#publicar']));
});
afterAll(() => subgraph?.close());

function como<Data = Record<string, unknown>>(quem: keyof typeof tokens | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
  return subgraph.query<Data>(query, variables, quem ? { authorization: `Bearer ${tokens[quem]}` } : {});
}

/** 'dd/mm/aaaa HH:mm' in Brasília time for an instant. */
function dataBrasilia(instante: Date): string {
  const partes = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instante);
  const v = (tipo: string) => partes.find((p) => p.type === tipo)!.value;
  return `${v('day')}/${v('month')}/${v('year')} ${v('hour')}:${v('minute')}`;
}

const CAMPOS = 'id titulo resumo conteudo fonte categoria destaqueNivel destaqueSlot destaqueDescricao publicada publicadaEm urlSufixo legadoId galeriaId usuarioCriador';

interface NoticiaGQL {
  id: string;
  titulo: string;
  resumo: string | null;
  conteudo: string;
  categoria: string;
  destaqueNivel: string | null;
  destaqueSlot: number | null;
  publicada: boolean;
  publicadaEm: string | null;
  urlSufixo: string;
  usuarioCriador: string | null;
}

async function criar(quem: keyof typeof tokens, dados: Record<string, unknown>): Promise<NoticiaGQL> {
  const { data, errors } = await como<{ criarNoticia: NoticiaGQL }>(quem, `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { ${CAMPOS} } }`, {
    d: { conteudo: '<p>Texto da notícia.</p>', ...dados },
  });
  expect(errors).toBeUndefined();
  return data!.criarNoticia;
}

async function publicar(id: string, quando: Date | string, quem: keyof typeof tokens = 'publicador') {
  return como<{ publicarNoticia: NoticiaGQL }>(quem, `mutation($id: ID!, $d: String!) { publicarNoticia(id: $id, dataPublicacao: $d) { ${CAMPOS} } }`, {
    id,
    d: typeof quando === 'string' ? quando : dataBrasilia(quando),
  });
}

async function acoes(id: string | number): Promise<string[]> {
  const linhas = await subgraph.orm.em.fork().find(HistoricoNoticia, { noticiaId: Number(id) }, { orderBy: { id: 'asc' } });
  return linhas.map((linha) => linha.acao);
}

const AGORA = () => new Date(Date.now() - 60_000);
const FUTURO = () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);

describe('public queries', () => {
  it('show only published news whose time has come, newest first', async () => {
    const { data, errors } = await subgraph.query<{ noticias: { itens: { titulo: string; publicadaEm: string; deputado: { id: string } | null }[]; total: number } }>(
      `{ noticias(pagina: 1, porPagina: 50) { itens { id titulo publicadaEm deputado { id } } total totalPaginas } }`,
    );
    expect(errors).toBeUndefined();
    const em = subgraph.orm.em.fork();
    const visiveis = await em.count(Noticia, { publicada: true, publicadaEm: { $lte: new Date() } });
    expect(visiveis).toBeLessThan(await em.count(Noticia));
    expect(data!.noticias.total).toBe(visiveis);
    const datas = data!.noticias.itens.map((n) => Date.parse(n.publicadaEm));
    expect(datas).toEqual([...datas].sort((a, b) => b - a));
    expect(datas.every((d) => d <= Date.now())).toBe(true);
    expect(data!.noticias.itens[0]!.deputado).toEqual({ id: '24' });
  });

  it('do not reveal a scheduled or unpublished item by id or legacy id', async () => {
    const em = subgraph.orm.em.fork();
    const agendada = await em.findOneOrFail(Noticia, { publicadaEm: { $gt: new Date() } });
    const rascunho = await em.findOneOrFail(Noticia, { publicada: false });
    agendada.legadoId = 99001;
    rascunho.legadoId = 99002;
    await em.flush();
    const { data } = await subgraph.query(
      `query($a: ID!, $b: ID!) { a: noticia(id: $a) { id } b: noticia(id: $b) { id } c: noticiaPorLegado(legadoId: 99001) { id } d: noticiaPorLegado(legadoId: 99002) { id } }`,
      { a: String(agendada.id), b: String(rascunho.id) },
    );
    expect(data).toEqual({ a: null, b: null, c: null, d: null });
  });

  it('find a published item by its legacy id', async () => {
    const { data } = await subgraph.query<{ noticiaPorLegado: { titulo: string; legadoId: number } | null; nada: null }>(
      `{ noticiaPorLegado(legadoId: 48213) { titulo legadoId } nada: noticiaPorLegado(legadoId: 1) { id } }`,
    );
    expect(data!.noticiaPorLegado).toMatchObject({ legadoId: 48213 });
    expect(data!.noticiaPorLegado!.titulo).toContain('Lei de Diretrizes Orçamentárias');
    expect(data!.nada).toBeNull();
  });

  it('list the home highlights slot by slot', async () => {
    const { data } = await subgraph.query<{ destaquesNoticias: { destaqueNivel: string; destaqueSlot: number }[] }>(`{ destaquesNoticias { destaqueNivel destaqueSlot } }`);
    expect(data!.destaquesNoticias.map((n) => `${n.destaqueNivel}${n.destaqueSlot}`)).toEqual([
      'primario1',
      'secundario1',
      'secundario2',
      'terciario1',
      'terciario2',
      'terciario3',
    ]);
  });

  it('filter by highlight level and category', async () => {
    const { data } = await subgraph.query<{ a: { total: number }; b: { itens: { categoria: string }[] } }>(
      `{ a: noticias(filtro: { destaque: terciario }) { total } b: noticias(filtro: { categoria: discurso }) { itens { categoria } } }`,
    );
    expect(data!.a.total).toBe(3);
    expect(data!.b.itens.map((n) => n.categoria)).toEqual(['discurso']);
  });
});

describe('full-text search', () => {
  let acao: NoticiaGQL;
  let orcamentos: NoticiaGQL;
  let soNoCorpo: NoticiaGQL;
  let agendada: NoticiaGQL;

  beforeAll(async () => {
    acao = await criar('publicador', { titulo: 'Nova ação contra a dengue chega ao interior', conteudo: '<p>Mutirão de limpeza.</p>' });
    orcamentos = await criar('publicador', { titulo: 'Orcamentos municipais sao debatidos em audiencia', conteudo: '<p>Prefeitos participaram.</p>' });
    soNoCorpo = await criar('publicador', { titulo: 'Balanço da semana', conteudo: '<p>Entre as ações da semana, a vacinação.</p>' });
    agendada = await criar('publicador', { titulo: 'Ações agendadas para o futuro', conteudo: '<p>Agendada.</p>' });
    for (const n of [acao, orcamentos, soNoCorpo]) expect((await publicar(n.id, AGORA())).errors).toBeUndefined();
    expect((await publicar(agendada.id, FUTURO())).errors).toBeUndefined();
  });

  async function buscar(termo: string): Promise<string[]> {
    const { data, errors } = await subgraph.query<{ noticias: { itens: { id: string }[]; total: number } }>(
      `query($t: String) { noticias(filtro: { termo: $t }, porPagina: 50) { itens { id } total } }`,
      { t: termo },
    );
    expect(errors).toBeUndefined();
    expect(data!.noticias.total).toBe(data!.noticias.itens.length);
    return data!.noticias.itens.map((n) => n.id);
  }

  it('matches with or without accents, singular or plural', async () => {
    for (const termo of ['ação', 'acao', 'ações', 'acoes', 'AÇÕES']) {
      const ids = await buscar(termo);
      expect(ids, termo).toContain(acao.id);
      expect(ids, termo).toContain(soNoCorpo.id);
    }
    for (const termo of ['orçamento', 'orcamento', 'orçamentos', 'orcamentos']) {
      expect(await buscar(termo), termo).toContain(orcamentos.id);
    }
  });

  it('ranks a title match above a body match and never shows scheduled items', async () => {
    const ids = await buscar('acoes');
    expect(ids.indexOf(acao.id)).toBeLessThan(ids.indexOf(soNoCorpo.id));
    expect(ids).not.toContain(agendada.id);
  });

  it('finds the seeded news and nothing for an unknown word', async () => {
    expect((await buscar('cirurgias eletivas')).length).toBeGreaterThan(0);
    expect(await buscar('xilofoneinexistente')).toEqual([]);
    expect(await buscar('" OR 1=1 --')).toEqual([]);
  });
});

describe('creating news', () => {
  it('requires a staff login', async () => {
    const { errors } = await como(null, `mutation { criarNoticia(dados: { titulo: "T", conteudo: "<p>x</p>" }) { id } }`);
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('validates in Portuguese', async () => {
    const { errors } = await como('editor', `mutation { criarNoticia(dados: { titulo: " ", conteudo: "" }) { id } }`);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', mensagens: ['Informe o título da notícia.', 'Informe o conteúdo da notícia.'] });
    const destaque = await como('editor', `mutation { criarNoticia(dados: { titulo: "T", conteudo: "<p>x</p>", destaqueNivel: secundario, destaqueSlot: 3 }) { id } }`);
    expect(destaque.errors?.[0]?.extensions?.mensagens).toEqual(['Escolha o espaço do destaque secundário: de 1 a 2.']);
    const semNivel = await como('editor', `mutation { criarNoticia(dados: { titulo: "T", conteudo: "<p>x</p>", destaqueSlot: 1 }) { id } }`);
    expect(semNivel.errors?.[0]?.extensions?.mensagens).toEqual(['Escolha o nível do destaque para o espaço informado.']);
    const primario = await como('editor', `mutation($r: String) { criarNoticia(dados: { titulo: "T", resumo: $r, conteudo: "<p>x</p>", destaqueNivel: primario, destaqueSlot: 1 }) { id } }`, {
      r: 'r'.repeat(406),
    });
    expect(primario.errors?.[0]?.extensions?.mensagens).toEqual(['O resumo de um destaque primário deve ter no máximo 405 caracteres.']);
    const terciario = await como('editor', `mutation($t: String!) { criarNoticia(dados: { titulo: $t, conteudo: "<p>x</p>", destaqueNivel: terciario, destaqueSlot: 2 }) { id } }`, {
      t: 't'.repeat(109),
    });
    expect(terciario.errors?.[0]?.extensions?.mensagens).toEqual(['O título de um destaque terciário deve ter no máximo 108 caracteres.']);
    const secundario = await como('editor', `mutation($t: String!, $r: String) { criarNoticia(dados: { titulo: $t, resumo: $r, conteudo: "<p>x</p>", destaqueNivel: secundario, destaqueSlot: 1 }) { id } }`, {
      t: 't'.repeat(30),
      r: 'r'.repeat(179),
    });
    expect(secundario.errors?.[0]?.extensions?.mensagens).toEqual(['O resumo de um destaque secundário com este título deve ter no máximo 178 caracteres.']);
  });

  it('creates unpublished, records the creator and the history, and sanitizes the body', async () => {
    const criada = await criar('editor', {
      titulo: 'Sessão extraordinária às 14h',
      categoria: 'discurso',
      conteudo: '<p onclick="alert(1)">Texto<script>alert(1)</script></p><img src="javascript:alert(1)">',
      destaqueNivel: 'terciario',
      destaqueSlot: 2,
    });
    expect(criada).toMatchObject({
      urlSufixo: 'sessao-extraordinaria-as-14h',
      publicada: false,
      categoria: 'discurso',
      usuarioCriador: 'Edite Editora',
      conteudo: '<p>Texto</p>',
      destaqueNivel: 'terciario',
      destaqueSlot: 2,
    });
    const guardada = await subgraph.orm.em.fork().findOneOrFail(Noticia, { id: Number(criada.id) });
    expect(guardada.conteudo).toBe('<p>Texto</p>');
    expect(await acoes(criada.id)).toEqual(['criar']);
    const { data } = await como<{ noticiaAdmin: { historico: { acao: string; usuario: string; createdAt: string }[] } }>(
      'editor',
      `query($id: ID!) { noticiaAdmin(id: $id) { historico { acao usuario createdAt } } }`,
      { id: criada.id },
    );
    expect(data!.noticiaAdmin.historico).toEqual([{ acao: 'criar', usuario: 'Edite Editora', createdAt: expect.any(String) }]);
  });

  it('stores every body sanitised, rows from before included (one migration), and serves it as stored', async () => {
    const em = subgraph.orm.em.fork();
    // A row written the way an old release or an import did: raw HTML in the table.
    const crua = em.create(Noticia, {
      titulo: 'Importada do portal antigo',
      conteudo: '<p>ok</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      urlSufixo: 'importada',
      categoria: CategoriaNoticia.assembleia,
      publicada: true,
      publicadaEm: new Date(Date.now() - 1000),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await em.flush();
    await new Migration20261128104500_conteudo_saneado(em.getDriver(), subgraph.orm.config).up();
    const corpos = await em.getConnection().execute<{ id: number; conteudo: string }[]>('select id, conteudo from content.noticias');
    expect(corpos.find((linha) => linha.id === crua.id)?.conteudo).toBe('<p>ok</p><a>x</a>');
    expect(corpos.length).toBeGreaterThan(1);
    for (const { conteudo } of corpos) expect(sanearHtml(conteudo)).toBe(conteudo);
    const { data } = await subgraph.query<{ noticia: { conteudo: string } }>(`query($id: ID!) { noticia(id: $id) { conteudo } }`, { id: String(crua.id) });
    expect(data!.noticia.conteudo).toBe('<p>ok</p><a>x</a>');
  });

  it('forces the gabinete category for cabinet users', async () => {
    const criada = await criar('gabinete', { titulo: 'Nota do gabinete', categoria: 'especiais' });
    expect(criada.categoria).toBe('gabinete');
    const { data } = await como<{ atualizarNoticia: NoticiaGQL }>('gabinete', `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Nota", conteudo: "<p>x</p>", categoria: assembleia }) { categoria } }`, {
      id: criada.id,
    });
    expect(data!.atualizarNoticia.categoria).toBe('gabinete');
  });
});

describe('image (signed file reference)', () => {
  const ref = { chave: '2026/11/5f0ce1.jpg', nome: 'foto.jpg', tipo: 'image/jpeg', tamanho: 183422, largura: 1600, altura: 900 };
  const IMAGEM = 'imagem { url miniatura(largura: 200) padrao: miniatura nome tipo tamanho largura altura }';

  it('accepts a reference signed by the gateway and serves signed URLs', async () => {
    const { data, errors } = await como<{ criarNoticia: { id: string; imagem: Record<string, unknown> } }>(
      'editor',
      `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id ${IMAGEM} } }`,
      { d: { titulo: 'Com foto', conteudo: '<p>x</p>', imagem: assinarReferencia(ref, 'token-x') } },
    );
    expect(errors).toBeUndefined();
    const imagem = data!.criarNoticia.imagem;
    expect(imagem).toMatchObject({ nome: 'foto.jpg', tipo: 'image/jpeg', tamanho: 183422, largura: 1600, altura: 900 });
    expect(imagem.url).toMatch(/^\/arquivos\/2026\/11\/5f0ce1\.jpg\?v=[\w-]{22}$/);
    // 200 is not a width the file route serves: the URL asks for the next one (LARGURAS_DE_IMAGEM, @alego/catalog).
    expect(imagem.miniatura).toMatch(/^\/arquivos\/2026\/11\/5f0ce1\.jpg\?v=[\w-]{22}&largura=320$/);
    expect(imagem.padrao).toMatch(/largura=400$/);
    const guardada = await subgraph.orm.em.fork().findOneOrFail(Noticia, { id: Number(data!.criarNoticia.id) });
    expect(guardada.imagem).toEqual(ref);

    // Saving without a new image keeps it; removerImagem clears it.
    const mantida = await como<{ atualizarNoticia: { imagem: unknown } }>('editor', `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Com foto", conteudo: "<p>x</p>" }) { imagem { nome } } }`, {
      id: data!.criarNoticia.id,
    });
    expect(mantida.data!.atualizarNoticia.imagem).toEqual({ nome: 'foto.jpg' });
    const removida = await como<{ atualizarNoticia: { imagem: unknown } }>(
      'editor',
      `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Com foto", conteudo: "<p>x</p>", removerImagem: true }) { imagem { nome } } }`,
      { id: data!.criarNoticia.id },
    );
    expect(removida.data!.atualizarNoticia.imagem).toBeNull();
  });

  it('refuses forged references, other keys, path tricks, literals and non-images', async () => {
    const forjadas = [
      { ...assinarReferencia(ref, 'token-x'), tamanho: 1 },
      { ...ref, assinatura: 'falsa' },
      assinarReferencia(ref, 'outra-chave'),
      assinarReferencia({ ...ref, chave: '../../etc/passwd' }, 'token-x'),
      { chave: ref.chave },
      'foto.jpg',
    ];
    for (const imagem of forjadas) {
      const { data, errors } = await como('editor', `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }`, {
        d: { titulo: 'Forjada', conteudo: '<p>x</p>', imagem },
      });
      expect(data ?? null, JSON.stringify(imagem)).toBeNull();
      expect(errors?.[0]?.message).toContain('Arquivo inválido');
    }
    const literal = await como('editor', `mutation { criarNoticia(dados: { titulo: "L", conteudo: "<p>x</p>", imagem: "{}" }) { id } }`);
    expect(literal.errors?.[0]?.message).toContain('Arquivo inválido');
    const svg = await como('editor', `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }`, {
      d: { titulo: 'SVG', conteudo: '<p>x</p>', imagem: assinarReferencia({ ...ref, chave: '2026/11/a.svg', tipo: 'image/svg+xml' }, 'token-x') },
    });
    expect(svg.errors?.[0]?.extensions?.mensagens).toEqual(['Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif']);
    expect(await subgraph.orm.em.fork().count(Noticia, { titulo: { $in: ['Forjada', 'L', 'SVG'] } })).toBe(0);
  });
});

describe('publishing workflow', () => {
  it('publishes now, schedules for later and unpublishes, recording each action', async () => {
    const n = await criar('editor', { titulo: 'Fluxo de publicação' });
    const invalida = await publicar(n.id, '2026-11-22 10:00');
    expect(invalida.errors?.[0]).toMatchObject({ message: 'Informe a data de publicação no formato dd/mm/aaaa HH:mm.', extensions: { code: 'BAD_USER_INPUT' } });
    const semPermissao = await publicar(n.id, AGORA(), 'editor');
    expect(semPermissao.errors?.[0]).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });

    const futuro = FUTURO();
    const agendada = await publicar(n.id, futuro);
    expect(agendada.data!.publicarNoticia.publicada).toBe(true);
    expect(Date.parse(agendada.data!.publicarNoticia.publicadaEm!)).toBe(Math.floor(futuro.getTime() / 60_000) * 60_000);
    const oculta = await subgraph.query(`query($id: ID!) { noticia(id: $id) { id } }`, { id: n.id });
    expect(oculta.data).toEqual({ noticia: null });

    await publicar(n.id, AGORA());
    const visivel = await subgraph.query(`query($id: ID!) { noticia(id: $id) { id } }`, { id: n.id });
    expect(visivel.data).toEqual({ noticia: { id: n.id } });

    const despublicada = await como<{ despublicarNoticia: NoticiaGQL }>('publicador', `mutation($id: ID!) { despublicarNoticia(id: $id) { publicada } }`, { id: n.id });
    expect(despublicada.data!.despublicarNoticia.publicada).toBe(false);
    expect(await acoes(n.id)).toEqual(['criar', 'publicar', 'publicar', 'despublicar']);
  });

  it('unpublishes on save; only publishers edit or delete published items', async () => {
    const n = await criar('editor', { titulo: 'Publicada e editada' });
    await publicar(n.id, AGORA());
    const editar = `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Publicada e editada 2", conteudo: "<p>y</p>" }) { titulo publicada } }`;
    for (const quem of ['editor', 'outraLotacao'] as const) {
      const negado = await como(quem, editar, { id: n.id });
      expect(negado.errors?.[0], quem).toMatchObject({ message: 'Você não tem permissão para acessar esta funcionalidade', extensions: { code: 'FORBIDDEN' } });
      const excluir = await como(quem, `mutation($id: ID!) { excluirNoticia(id: $id) }`, { id: n.id });
      expect(excluir.errors?.[0]?.extensions?.code, quem).toBe('FORBIDDEN');
    }
    // Another assignment chosen by header grants its permissions.
    const outra = await subgraph.query<{ atualizarNoticia: NoticiaGQL }>(editar, { id: n.id }, { authorization: `Bearer ${tokens.outraLotacao}`, 'x-lotacao-id': '2' });
    expect(outra.errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // lotação 2 has publicar but not update

    const salva = await como<{ atualizarNoticia: NoticiaGQL }>('publicador', editar, { id: n.id });
    expect(salva.data!.atualizarNoticia).toEqual({ titulo: 'Publicada e editada 2', publicada: false });
    expect(await acoes(n.id)).toEqual(['criar', 'publicar', 'editar', 'despublicar']);

    // Unpublished again: the editor may now edit and delete it.
    const editada = await como<{ atualizarNoticia: NoticiaGQL }>('editor', editar, { id: n.id });
    expect(editada.errors).toBeUndefined();
    expect(await acoes(n.id)).toEqual(['criar', 'publicar', 'editar', 'despublicar', 'editar']);
    const excluida = await como('editor', `mutation($id: ID!) { excluirNoticia(id: $id) }`, { id: n.id });
    expect(excluida.data).toEqual({ excluirNoticia: true });
    // The history of a deleted item is kept.
    expect(await acoes(n.id)).toEqual(['criar', 'publicar', 'editar', 'despublicar', 'editar', 'excluir']);
    const inexistente = await como('editor', `mutation { excluirNoticia(id: "999999") }`);
    expect(inexistente.errors?.[0]).toMatchObject({ message: 'Notícia não encontrada.', extensions: { code: 'NOT_FOUND' } });
  });

  it('resets the highlight when the category changes', async () => {
    const n = await criar('editor', { titulo: 'Destaque que muda', destaqueNivel: 'terciario', destaqueSlot: 1 });
    const mesma = await como<{ atualizarNoticia: NoticiaGQL }>('editor', `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Destaque que muda", conteudo: "<p>x</p>", destaqueNivel: terciario, destaqueSlot: 1 }) { destaqueNivel destaqueSlot } }`, { id: n.id });
    expect(mesma.data!.atualizarNoticia).toEqual({ destaqueNivel: 'terciario', destaqueSlot: 1 });
    const outra = await como<{ atualizarNoticia: NoticiaGQL }>('editor', `mutation($id: ID!) { atualizarNoticia(id: $id, dados: { titulo: "Destaque que muda", conteudo: "<p>x</p>", categoria: especiais, destaqueNivel: terciario, destaqueSlot: 1 }) { categoria destaqueNivel destaqueSlot } }`, { id: n.id });
    expect(outra.data!.atualizarNoticia).toEqual({ categoria: 'especiais', destaqueNivel: null, destaqueSlot: null });
  });

  it('frees an occupied slot for the newly published item and says so in the history', async () => {
    const em = subgraph.orm.em.fork();
    const antiga = await em.findOneOrFail(Noticia, { destaqueNivel: DestaqueNivel.primario, destaqueSlot: 1, publicada: true });
    const nova = await criar('editor', { titulo: 'Nova manchete', destaqueNivel: 'primario', destaqueSlot: 1 });
    expect((await publicar(nova.id, AGORA())).errors).toBeUndefined();
    const { data } = await subgraph.query<{ destaquesNoticias: { id: string; destaqueNivel: string }[] }>(`{ destaquesNoticias { id destaqueNivel destaqueSlot } }`);
    expect(data!.destaquesNoticias[0]).toMatchObject({ id: nova.id, destaqueNivel: 'primario' });
    const liberada = await subgraph.orm.em.fork().findOneOrFail(Noticia, { id: antiga.id });
    expect([liberada.destaqueNivel, liberada.destaqueSlot, liberada.publicada]).toEqual([null, null, true]);
    const registro = await subgraph.orm.em.fork().findOneOrFail(HistoricoNoticia, { noticiaId: antiga.id, acao: 'editar' });
    expect(registro).toMatchObject({ usuario: 'Paulo Publicador', detalhe: `Destaque primario 1 liberado: passou para a notícia ${nova.id}.` });
  });
  it('keeps the current holder until a scheduled item for the same slot reaches its time', async () => {
    const { data: antes } = await subgraph.query<{ destaquesNoticias: { id: string; destaqueNivel: string; destaqueSlot: number }[] }>(
      `{ destaquesNoticias { id destaqueNivel destaqueSlot } }`,
    );
    const atual = antes!.destaquesNoticias.find((n) => n.destaqueNivel === 'terciario' && n.destaqueSlot === 3)!;
    const agendada = await criar('editor', { titulo: 'Destaque agendado', destaqueNivel: 'terciario', destaqueSlot: 3 });
    expect((await publicar(agendada.id, FUTURO())).errors).toBeUndefined();
    const { data: depois } = await subgraph.query<{ destaquesNoticias: { id: string; destaqueNivel: string; destaqueSlot: number }[] }>(
      `{ destaquesNoticias { id destaqueNivel destaqueSlot } }`,
    );
    expect(depois!.destaquesNoticias.find((n) => n.destaqueNivel === 'terciario' && n.destaqueSlot === 3)!.id).toBe(atual.id);
    expect(depois!.destaquesNoticias.map((n) => n.id)).not.toContain(agendada.id);
  });
});

describe('admin queries', () => {
  interface Pagina {
    noticiasAdmin: { itens: { id: string; titulo: string; publicada: boolean }[]; total: number; porPagina: number };
  }
  const LISTA = `query($f: NoticiaAdminFiltro, $p: Int! = 1) { noticiasAdmin(filtro: $f, pagina: $p) { itens { id titulo publicada } total porPagina } }`;

  it('lists the a_revisar tab by default, 12 per page, and the publicadas tab', async () => {
    const revisar = await como<Pagina>('editor', LISTA);
    expect(revisar.errors).toBeUndefined();
    expect(revisar.data!.noticiasAdmin.porPagina).toBe(12);
    expect(revisar.data!.noticiasAdmin.itens.every((n) => !n.publicada)).toBe(true);
    const em = subgraph.orm.em.fork();
    expect(revisar.data!.noticiasAdmin.total).toBe(await em.count(Noticia, { publicada: false }));
    const publicadas = await como<Pagina>('editor', LISTA, { f: { status: 'publicadas' } });
    expect(publicadas.data!.noticiasAdmin.total).toBe(await em.count(Noticia, { publicada: true }));
    expect(publicadas.data!.noticiasAdmin.itens).toHaveLength(12);
  });

  it('filters by title, author, publication day, category, highlight and id', async () => {
    const n = await criar('gabinete', { titulo: 'Filtro administrativo único', destaqueNivel: 'secundario', destaqueSlot: 2 });
    await publicar(n.id, '10/03/2025 23:30');
    const casos: [Record<string, unknown>, boolean][] = [
      [{ titulo: 'ADMINISTRATIVO ÚN' }, true],
      [{ titulo: 'nada disso' }, false],
      [{ autor: 'gabi' }, true],
      [{ autor: 'Edite' }, false],
      [{ dataPublicacao: '10/03/2025' }, true],
      [{ dataPublicacao: '11/03/2025' }, false],
      [{ categoria: 'gabinete' }, true],
      [{ categoria: 'assembleia' }, false],
      [{ destaque: 'secundario' }, true],
      [{ destaque: 'primario' }, false],
      [{ id: n.id }, true],
      [{ id: 'abc' }, false],
    ];
    for (const [filtro, encontra] of casos) {
      const { data, errors } = await como<Pagina>('editor', LISTA, { f: { status: 'publicadas', ...filtro } });
      expect(errors, JSON.stringify(filtro)).toBeUndefined();
      expect(data!.noticiasAdmin.itens.some((item) => item.id === n.id), JSON.stringify(filtro)).toBe(encontra);
    }
    const invalida = await como('editor', LISTA, { f: { dataPublicacao: '2025-03-10' } });
    expect(invalida.errors?.[0]?.message).toBe('Informe a data de publicação no formato dd/mm/aaaa.');
  });

  it('shows any item by id to the admin', async () => {
    const rascunho = await subgraph.orm.em.fork().findOneOrFail(Noticia, { publicada: false });
    const { data } = await como<{ noticiaAdmin: { id: string } | null; nada: null }>('editor', `query($id: ID!) { noticiaAdmin(id: $id) { id } nada: noticiaAdmin(id: "abc") { id } }`, {
      id: String(rascunho.id),
    });
    expect(data).toEqual({ noticiaAdmin: { id: String(rascunho.id) }, nada: null });
  });

  it('counts the items to review for the menu', async () => {
    const anonimo = await como(null, `{ contadoresMenu { noticias } }`);
    expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const antes = await como<{ contadoresMenu: Record<string, number> }>('editor', `{ contadoresMenu { faleConosco agenda galeria noticias } }`);
    const aRevisar = await subgraph.orm.em.fork().count(Noticia, { publicada: false });
    // The agenda counter counts the agendas in review (the demo month has some ahead of next week).
    const agendasEmRevisao = await subgraph.orm.em.fork().count(Agenda, { situacao: SituacaoAgenda.revisao });
    expect(agendasEmRevisao).toBeGreaterThan(0);
    expect(antes.data!.contadoresMenu).toEqual({ faleConosco: 0, agenda: agendasEmRevisao, galeria: 0, noticias: aRevisar });
    await criar('editor', { titulo: 'Mais uma a revisar' });
    const depois = await como<{ contadoresMenu: Record<string, number> }>('editor', `{ contadoresMenu { noticias } }`);
    expect(depois.data!.contadoresMenu.noticias).toBe(aRevisar + 1);
  });
});

describe('historico on a list', () => {
  it('loads the history of a whole page with one SQL query', async () => {
    // The SQL statements that read the history table, whichever way the rows are read (entities or plain rows).
    const tabela = `"${subgraph.orm.em.getMetadata().get(HistoricoNoticia).tableName}"`;
    const consultas = await contarComandosSql(
      subgraph.orm,
      async () => {
        const { data, errors } = await como<{ noticiasAdmin: { itens: { historico: { acao: string }[] }[] } }>(
          'publicador',
          `{ noticiasAdmin(filtro: { status: publicadas }, porPagina: 12) { itens { id historico { acao } } } }`,
        );
        expect(errors).toBeUndefined();
        expect(data!.noticiasAdmin.itens.length).toBeGreaterThan(3);
        expect(data!.noticiasAdmin.itens.some((item) => item.historico.length > 0)).toBe(true);
      },
      (sql) => sql.includes(tabela),
    );
    expect(consultas).toBe(1);
  });
});

describe('image alt text and caption (issue 14)', () => {
  it('are stored, trimmed, read back and limited in Portuguese', async () => {
    const criada = await como<{ criarNoticia: { id: string; imagemAlt: string | null; imagemLegenda: string | null } }>(
      'editor',
      `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id imagemAlt imagemLegenda } }`,
      { d: { titulo: 'Com legenda', conteudo: '<p>x</p>', imagemAlt: '  Deputados no plenário ', imagemLegenda: 'Foto: Diretoria de Comunicação' } },
    );
    expect(criada.errors).toBeUndefined();
    expect(criada.data!.criarNoticia).toMatchObject({ imagemAlt: 'Deputados no plenário', imagemLegenda: 'Foto: Diretoria de Comunicação' });

    const longa = await como('editor', `mutation($d: NoticiaInput!) { criarNoticia(dados: $d) { id } }`, {
      d: { titulo: 'T', conteudo: '<p>x</p>', imagemAlt: 'a'.repeat(256), imagemLegenda: 'l'.repeat(256) },
    });
    expect(longa.errors?.[0]?.extensions?.mensagens).toEqual([
      'O texto alternativo da imagem deve ter no máximo 255 caracteres.',
      'A legenda da imagem deve ter no máximo 255 caracteres.',
    ]);
  });
});
