import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '../subgraphs/access/src/index.js';
import { content } from '../subgraphs/content/src/index.js';
import { people } from '../subgraphs/people/src/index.js';
import { startGatewayHarness, type GatewayHarness, tokensDaEquipe } from './gateway-harness.js';

let harness: GatewayHarness;
let tokens: Record<string, string>;

beforeAll(async () => {
  harness = await startGatewayHarness([content, access, people]);
  tokens = await tokensDaEquipe(harness, ['editor', 'publicador', 'gabinete']);
});
afterAll(() => harness?.close());

function rest(caminho: string, init: RequestInit & { login?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.login) headers.authorization = `Bearer ${tokens[init.login]}`;
  return fetch(`${harness.base}/api/admin${caminho}`, { ...init, headers });
}

describe('legacy admin news REST paths', () => {
  it('lists with the legacy pagination headers, page size 12, also with the .json suffix', async () => {
    const resposta = await rest('/noticias.json?status=publicadas&page=1', { login: 'editor' });
    expect(resposta.status).toBe(200);
    const itens = (await resposta.json()) as { titulo: string }[];
    const total = Number(resposta.headers.get('totallinhas'));
    expect(total).toBeGreaterThan(10);
    expect(itens).toHaveLength(Math.min(12, total));
    expect(resposta.headers.get('totalpaginas')).toBe(String(Math.ceil(total / 12)));
    expect(resposta.headers.get('currentpage')).toBe('1');
    expect(resposta.headers.get('quantidadeporpagina')).toBe('12');
  });

  it('answers 401 and 403 with the portal’s messages', async () => {
    const anonimo = await rest('/noticias');
    expect(anonimo.status).toBe(401);
    expect(await anonimo.json()).toEqual({ mensagem: 'É necessário fazer login para acessar esta funcionalidade' });
    const editorPublicando = await rest('/noticias/1/publicar', { method: 'POST', login: 'editor', body: JSON.stringify({ data_publicacao: '01/01/2026 10:00' }) });
    expect(editorPublicando.status).toBe(403);
    expect(await editorPublicando.json()).toEqual({ mensagem: 'Você não tem permissão para acessar esta funcionalidade' });
  });

  it('creates from the legacy wrapped form, publishes and reads the counters', async () => {
    const criada = await rest('/noticias', {
      method: 'POST',
      login: 'editor',
      body: JSON.stringify({ noticia: { titulo: 'Nota da Mesa Diretora sobre o recesso', conteudo: '<p>Texto.</p>', categoria: 'assembleia' } }),
    });
    expect(criada.status).toBe(201);
    const { id, mensagem } = (await criada.json()) as { id: number; mensagem: string };
    expect(mensagem).toBe('Notícia salva com sucesso.');

    const invalida = await rest('/noticias', { method: 'POST', login: 'editor', body: JSON.stringify({ noticia: { titulo: '', conteudo: '' } }) });
    expect(invalida.status).toBe(400);
    expect(((await invalida.json()) as { mensagem: string }).mensagem).toMatch(/título/i);

    const menus = (await (await rest('/menus', { login: 'editor' })).json()) as Record<string, number>;
    expect(Object.keys(menus).sort()).toEqual(['agenda', 'fale_conosco', 'galeria', 'noticias']);
    expect(menus.noticias).toBeGreaterThan(0);

    const publicada = await rest(`/noticias/${id}/publicar`, { method: 'POST', login: 'publicador', body: JSON.stringify({ data_publicacao: '01/01/2026 10:00' }) });
    expect(publicada.status).toBe(200);
    const detalhe = (await (await rest(`/noticias/${id}`, { login: 'publicador' })).json()) as { publicada: boolean; historico: { acao: string }[] };
    expect(detalhe.publicada).toBe(true);
    expect(detalhe.historico.map((h) => h.acao)).toEqual(expect.arrayContaining(['criar', 'publicar']));
  });

  it('a PUT changes only what it sends: the title alone keeps the summary, source, deputy and text', async () => {
    const deputado = ((await (await rest('/noticias/new', { login: 'editor' })).json()) as { deputados: { id: number }[] }).deputados[0]!.id;
    const criada = await rest('/noticias', {
      method: 'POST',
      login: 'editor',
      body: JSON.stringify({ noticia: { titulo: 'Audiência sobre o transporte', conteudo: '<p>Texto completo.</p>', resumo: 'Resumo da audiência', fonte: 'Agência Assembleia', categoria: 'assembleia', deputado_id: String(deputado) } }),
    });
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const ler = async () => (await (await rest(`/noticias/${id}`, { login: 'editor' })).json()) as Record<string, unknown>;
    const antes = await ler();
    const atualizada = await rest(`/noticias/${id}`, { method: 'PUT', login: 'editor', body: JSON.stringify({ noticia: { titulo: 'Audiência pública sobre o transporte' } }) });
    expect(atualizada.status).toBe(200);
    const depois = await ler();
    expect(depois.titulo).toBe('Audiência pública sobre o transporte');
    for (const campo of ['resumo', 'fonte', 'conteudo', 'categoria', 'deputado', 'imagem_alt']) expect(depois[campo], campo).toEqual(antes[campo]);
    expect(depois.resumo).toBe('Resumo da audiência');
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const resposta = await fetch(`${harness.base}/api/admin/noticias`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.editor}` },
      body: '{"noticia": ',
    });
    expect(resposta.status).toBe(400);
  });

  it('takes the image from a legacy multipart form through the same upload checks', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#246' } }).png().toBuffer();
    const formulario = (arquivo: Blob, nomeArquivo: string) => {
      const dados = new FormData();
      dados.append('noticia[titulo]', 'Plenário aprova o orçamento de 2027');
      dados.append('noticia[conteudo]', '<p>Votação em dois turnos.</p>');
      dados.append('noticia[categoria]', 'assembleia');
      dados.append('noticia[imagem]', arquivo, nomeArquivo);
      dados.append('noticia[imagem_alt]', 'Deputados votam no plenário');
      dados.append('noticia[imagem_legenda]', 'Foto: Diretoria de Comunicação');
      return dados;
    };
    const enviar = (corpo: FormData, caminho = '/noticias', method = 'POST') =>
      fetch(`${harness.base}/api/admin${caminho}`, { method, headers: { authorization: `Bearer ${tokens.editor}` }, body: corpo });

    const criada = await enviar(formulario(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plenario.png'));
    expect(criada.status).toBe(201);
    const { id } = (await criada.json()) as { id: number };
    const detalhe = (await (await rest(`/noticias/${id}`, { login: 'editor' })).json()) as { imagem: { url: string; largura: number; tipo: string } | null; imagemAlt: string; imagemLegenda: string };
    expect(detalhe.imagem).toMatchObject({ largura: 640, tipo: 'image/png' });
    // Alt text and caption: sent as the legacy form's snake_case fields, answered like the route's other fields.
    expect(detalhe).toMatchObject({ imagemAlt: 'Deputados votam no plenário', imagemLegenda: 'Foto: Diretoria de Comunicação' });
    const imagem = await fetch(new URL(detalhe.imagem!.url, harness.base));
    expect(imagem.status).toBe(200);
    expect((await sharp(Buffer.from(await imagem.arrayBuffer())).metadata()).width).toBe(640);

    // A text file dressed as a PNG is refused with the spec's message, and nothing is saved.
    const disfarcada = await enviar(formulario(new Blob(['não sou uma imagem'], { type: 'image/png' }), 'foto.png'));
    expect(disfarcada.status).toBe(400);
    expect(await disfarcada.json()).toEqual({ mensagem: 'Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif' });

    const grande = await enviar(formulario(new Blob([new Uint8Array(3_000_001)], { type: 'image/png' }), 'grande.png'));
    expect(grande.status).toBe(413);
    expect(await grande.json()).toEqual({ mensagem: 'O tamanho máximo da imagem permitida é de 3 MB.' });

    const campoErrado = new FormData();
    campoErrado.append('noticia[titulo]', 'X');
    campoErrado.append('noticia[anexo]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const desconhecido = await enviar(campoErrado);
    expect(desconhecido.status).toBe(400);
    expect(await desconhecido.json()).toEqual({ mensagem: 'Campo de arquivo desconhecido: anexo.' });

    // Replacing the image on update (PUT) stores the new one.
    const gif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c00' } }).gif().toBuffer();
    const atualizada = await enviar(formulario(new Blob([new Uint8Array(gif)], { type: 'image/gif' }), 'nova.gif'), `/noticias/${id}`, 'PUT');
    expect(atualizada.status).toBe(200);
    const depois = (await (await rest(`/noticias/${id}`, { login: 'editor' })).json()) as { imagem: { largura: number; tipo: string } };
    expect(depois.imagem).toMatchObject({ largura: 120, tipo: 'image/gif' });
  });

  it('answers the news form options: the deputy list for the newsroom, the own deputy for a cabinet', async () => {
    const redacao = await rest('/noticias/new', { login: 'editor' });
    expect(redacao.status).toBe(200);
    const opcoes = (await redacao.json()) as { categorias: string[]; destaques: Record<string, number[]>; deputados: { id: number; nome: string; partido: string }[]; gabinete: unknown };
    expect(opcoes.categorias).toEqual(['assembleia', 'especiais', 'discurso', 'gabinete']);
    expect(opcoes.destaques).toEqual({ primario: [1], secundario: [1, 2], terciario: [1, 2, 3] });
    expect(opcoes.deputados.length).toBeGreaterThan(30);
    expect(opcoes.deputados).toContainEqual({ id: 5, nome: 'Caio Vilela', partido: 'UNIÃO' });
    expect(opcoes.gabinete).toBeNull();

    const gabinete = (await (await rest('/noticias/new', { login: 'gabinete' })).json()) as typeof opcoes;
    expect(gabinete).toMatchObject({ categorias: ['gabinete'], deputados: [], gabinete: { id: 5, nome: 'Caio Vilela', partido: 'UNIÃO' } });

    const nome = await rest('/noticias/gabinete_deputado_nome.json', { login: 'gabinete' });
    expect(nome.status).toBe(200);
    expect(await nome.json()).toEqual({ id: 5, nome: 'Caio Vilela', partido: 'UNIÃO' });

    const semGabinete = await rest('/noticias/gabinete_deputado_nome', { login: 'editor' });
    expect(semGabinete.status).toBe(404);
    expect(await semGabinete.json()).toEqual({ mensagem: 'A lotação ativa não é o gabinete de um deputado.' });
    expect((await rest('/noticias/gabinete_deputado_nome')).status).toBe(401);
  });
});
