import { LARGURAS_DE_IMAGEM } from '@alego/catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';
import { renderizacaoDeTeste } from '../../server/testing';
import { esquemaPublico } from './teste-util';

// O renderizador de verdade contra um servidor GraphQL HTTP com o esquema público:
// status, Location, <head> e HTML como o gateway os devolveria.
const schema = esquemaPublico();
const partido = { id: 'p1', sigla: 'PDG' };
const deputado = { id: 'd7', nome: 'Ana Ribeiro', partido };
const imagem = {
  url: '/arquivos/2026/11/abc.jpg?v=assinatura',
  miniatura: ({ largura }: { largura: number }) => `/arquivos/2026/11/abc.jpg?v=assinatura&largura=${largura}`,
  nome: 'foto.jpg',
  tipo: 'image/jpeg',
  tamanho: 1000,
  largura: 1600,
  altura: 900,
};

function noticia(id: number, extra: Record<string, unknown> = {}) {
  return {
    id: String(id),
    titulo: `Notícia número ${id}`,
    resumo: `Resumo da notícia ${id}.`,
    conteudo: `<p>Corpo da notícia <strong>${id}</strong>.</p>`,
    fonte: null,
    categoria: 'assembleia',
    publicada: true,
    publicadaEm: '2026-11-20T17:30:00.000Z',
    urlSufixo: `noticia-numero-${id}`,
    destaqueDescricao: null,
    destaqueNivel: null,
    destaqueSlot: null,
    legadoId: null,
    imagem: null,
    deputado: null,
    createdAt: '2026-11-20T17:30:00.000Z',
    updatedAt: '2026-11-20T17:30:00.000Z',
    ...extra,
  };
}

const BASE = [
  noticia(1, {
    titulo: 'Assembleia aprova orçamento de 2027',
    urlSufixo: 'assembleia-aprova-orcamento-de-2027',
    fonte: 'Agência Assembleia',
    imagem,
    deputado,
    legadoId: 4321,
    conteudo: '<p>O texto <a href="/x">segue</a> para sanção.</p>',
    galeria: {
      id: '5',
      titulo: 'Votação do orçamento',
      urlSufixo: 'votacao-do-orcamento',
      galeriaImagens: [
        { id: '51', titulo: 'O plenário na votação', imagem },
        { id: '52', titulo: null, imagem },
      ],
    },
  }),
  noticia(2, { categoria: 'especiais', urlSufixo: 'especial' }),
  noticia(3, { publicada: false }),
  ...Array.from({ length: 22 }, (_, i) => noticia(10 + i, { imagem: i % 2 ? imagem : null })),
];

let filtros: unknown[] = [];
const rootValue = {
  noticias: (args: { pagina: number; porPagina: number; filtro?: { termo?: string; categoria?: string } }) => {
    filtros.push(args.filtro ?? null);
    const itens = BASE.filter((n) => n.publicada)
      .filter((n) => !args.filtro?.categoria || n.categoria === args.filtro.categoria)
      .filter((n) => !args.filtro?.termo || n.titulo.toLowerCase().includes(args.filtro.termo.toLowerCase()));
    const inicio = (args.pagina - 1) * args.porPagina;
    return {
      itens: itens.slice(inicio, inicio + args.porPagina),
      total: itens.length,
      pagina: args.pagina,
      porPagina: args.porPagina,
      totalPaginas: Math.ceil(itens.length / args.porPagina),
    };
  },
  // Como o servidor: uma notícia não publicada não existe para o público.
  noticia: ({ id }: { id: string }) => BASE.find((n) => n.id === id && n.publicada) ?? null,
  noticiaPorLegado: ({ legadoId }: { legadoId: number }) => BASE.find((n) => n.legadoId === legadoId) ?? null,
  deputados: () => ({ itens: [], total: 0, pagina: 1, porPagina: 41, totalPaginas: 0 }),
  // Sem dados da transparência: a página inicial não mostra os números.
  anosEmpenhos: () => [],
  anosContratos: () => [],
  verbasIndenizatoriasPeriodos: () => [],
  destaquesNoticias: () => [
    { ...BASE[3], destaqueNivel: 'terciario', destaqueSlot: 1 },
    { ...BASE[0], destaqueNivel: 'primario', destaqueSlot: 1 },
    { ...BASE[4], destaqueNivel: 'secundario', destaqueSlot: 1 },
  ],
};

let graphqlUrl: string;
let distDir: string;

let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'noticias'));
});

afterAll(() => fechar());

beforeEach(() => {
  filtros = [];
});

function get(url: string) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br' } });
}

describe('/noticias (lista)', () => {
  it('primeira página: 10 itens com miniatura, data, categoria e paginação em links comuns', async () => {
    const res = await get('/noticias');
    expect(res.status).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Notícias | Assembleia Legislativa</title>');
    expect(html).toContain('<link rel="canonical" href="http://portal.exemplo.gov.br/noticias" />');
    expect(html.match(/<article/g)).toHaveLength(10);
    expect(html).toContain('href="/noticias/1/assembleia-aprova-orcamento-de-2027"');
    expect(html).toContain('src="/arquivos/2026/11/abc.jpg?v=assinatura&amp;largura=400"');
    expect(html).toContain('20/11/2026 às 14:30');
    expect(html).toContain('Matéria especial');
    expect(html).toMatch(/<nav[^>]*aria-label="Paginação"/);
    expect(html).toContain('href="/noticias?pagina=2"');
    expect(html).toContain('href="/noticias?pagina=3"');
    expect(html).toMatch(/aria-current="page"[^>]*>.*1<\/span>/);
    // Busca por GET que funciona sem JavaScript.
    expect(html).toContain('<form role="search" aria-label="Buscar em Notícias" action="/noticias" method="get">');
    expect(html).toMatch(/<label[^>]*for="busca-noticias"[^>]*>Buscar (<!-- -->)?notícias<\/label>/);
    expect(html).toContain('name="termo"');
  });

  it('?pagina=N pede a página certa; inválida é a primeira; além da última é 404', async () => {
    const p3 = await get('/noticias?pagina=3');
    expect(p3.status).toBe(200);
    expect(p3.body.match(/<article/g)).toHaveLength(4);
    expect(p3.body).toContain('<title>Notícias – página 3 | Assembleia Legislativa</title>');
    expect(p3.body).toContain('<link rel="canonical" href="http://portal.exemplo.gov.br/noticias?pagina=3" />');
    expect(p3.body).toContain('href="/noticias?pagina=2"');
    expect((await get('/noticias?pagina=abc')).status).toBe(200);
    const alem = await get('/noticias?pagina=4');
    expect(alem.status).toBe(404);
    expect(alem.body).toContain('Página não encontrada');
  });

  it('?termo= busca pelo filtro do servidor, mantém o termo nos links e mostra o vazio em português', async () => {
    const res = await get('/noticias?termo=%20orçamento%20');
    expect(res.status).toBe(200);
    expect(filtros).toEqual([{ termo: 'orçamento' }]);
    expect(res.body).toContain('1 resultado');
    expect(res.body).toContain('value="orçamento"');
    const nada = await get('/noticias?termo=inexistente');
    expect(nada.body).toContain('Nenhuma notícia encontrada');
  });

  it('.json devolve os dados da lista', async () => {
    const res = await get('/noticias.json?pagina=2');
    expect(res.status).toBe(200);
    const dados = JSON.parse(res.body) as { pagina: number; total: number; itens: unknown[] };
    expect(dados).toMatchObject({ secao: 'noticias', pagina: 2, total: 24, totalPaginas: 3 });
    expect(dados.itens).toHaveLength(10);
  });

  it('seções filtram pela categoria e linkam o próprio detalhe', async () => {
    const res = await get('/materias-especiais');
    expect(res.status).toBe(200);
    expect(filtros).toEqual([{ categoria: 'especiais' }]);
    expect(res.body).toContain('<title>Matérias especiais | Assembleia Legislativa</title>');
    expect(res.body).toContain('href="/materias-especiais/2/especial"');
    const gabinetes = await get('/noticias-dos-gabinetes');
    expect(filtros.at(-1)).toEqual({ categoria: 'gabinete' });
    expect(gabinetes.body).toContain('Nenhuma notícia dos gabinetes publicada');
    await get('/discursos');
    expect(filtros.at(-1)).toEqual({ categoria: 'discurso' });
  });
});

describe('/noticias/:id/:urlSufixo (artigo)', () => {
  it('mostra o artigo com HTML do servidor, imagem, fonte, deputado e o <head> da notícia', async () => {
    const res = await get('/noticias/1/assembleia-aprova-orcamento-de-2027');
    expect(res.status).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<article[^>]*aria-labelledby="titulo-noticia"/);
    expect(html).toMatch(/<h1[^>]*id="titulo-noticia"[^>]*>Assembleia aprova orçamento de 2027<\/h1>/);
    expect(html).toContain('<p>O texto <a href="/x">segue</a> para sanção.</p>');
    expect(html).toContain('Agência Assembleia');
    expect(html).toContain('href="/deputados/perfil/d7"');
    expect(html).toMatch(/Ana Ribeiro(<!-- -->)? \(PDG\)/);
    expect(html).toContain('href="/noticias/1/download_imagem"');
    // Its photo album: thumbnails with alt text from the caption (or the position) and the link to the gallery.
    expect(html).toMatch(/Galeria de fotos: (<!-- -->)?Votação do orçamento/);
    expect(html).toContain('alt="O plenário na votação"');
    expect(html).toContain('alt="Foto 2 da galeria"');
    expect(html).toContain('href="/galerias/5/votacao-do-orcamento"');
    expect(await get('/noticias/10/noticia-numero-10').then((r) => r.body)).not.toContain('Galeria de fotos');
    expect(html).toContain('<title>Assembleia aprova orçamento de 2027 | Assembleia Legislativa</title>');
    expect(html).toContain('<meta name="description" content="Resumo da notícia 1." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://portal.exemplo.gov.br/arquivos/2026/11/abc.jpg?v=assinatura" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://portal.exemplo.gov.br/noticias/1/assembleia-aprova-orcamento-de-2027" />',
    );
  });

  it('sem sufixo ou com sufixo errado: 301 para o endereço canônico (também em .json)', async () => {
    for (const url of ['/noticias/1', '/noticias/1/outro-titulo', '/noticias/1/']) {
      const res = await get(url);
      expect(res.status, url).toBe(301);
      expect(res.headers.location).toBe('/noticias/1/assembleia-aprova-orcamento-de-2027');
    }
    const json = await get('/noticias/1.json');
    expect(json.status).toBe(301);
    expect(json.headers.location).toBe('/noticias/1/assembleia-aprova-orcamento-de-2027.json');
  });

  it('id desconhecido ou notícia não publicada: 404 em português', async () => {
    for (const url of ['/noticias/999/x', '/noticias/3/noticia-numero-3', '/noticias/abc']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toContain('Página não encontrada');
    }
    const json = await get('/noticias/999.json');
    expect(JSON.parse(json.body)).toEqual({ erro: { status: 404, mensagem: 'Notícia não encontrada.' } });
  });

  it('detalhe de seção: canônico na seção; notícia de outra categoria vai para /noticias', async () => {
    const res = await get('/materias-especiais/2/especial');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://portal.exemplo.gov.br/materias-especiais/2/especial" />');
    expect(res.body).not.toContain('og:image');
    const semSufixo = await get('/materias-especiais/2');
    expect(semSufixo.status).toBe(301);
    expect(semSufixo.headers.location).toBe('/materias-especiais/2/especial');
    const outra = await get('/discursos/1/assembleia-aprova-orcamento-de-2027');
    expect(outra.status).toBe(301);
    expect(outra.headers.location).toBe('/noticias/1/assembleia-aprova-orcamento-de-2027');
    // /noticias mostra todas as categorias.
    expect((await get('/noticias/2/especial')).status).toBe(200);
  });
});

describe('redirecionamentos', () => {
  it('/noticias/:id/download_imagem: 302 para o arquivo com download=1; 404 sem imagem', async () => {
    const res = await get('/noticias/1/download_imagem');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/arquivos/2026/11/abc.jpg?v=assinatura&download=1');
    expect((await get('/noticias/2/download_imagem')).status).toBe(404);
    expect((await get('/noticias/999/download_imagem')).status).toBe(404);
    // .json não muda o destino (não é uma página).
    expect((await get('/noticias/1/download_imagem.json')).headers.location).toBe(
      '/arquivos/2026/11/abc.jpg?v=assinatura&download=1',
    );
  });

  it('/noticias/ver/id/:legadoId/*: 301 para o endereço novo; desconhecido ou inválido é 404', async () => {
    for (const url of ['/noticias/ver/id/4321/titulo-antigo', '/noticias/ver/id/4321', '/noticias/ver/id/4321/a/b']) {
      const res = await get(url);
      expect(res.status, url).toBe(301);
      expect(res.headers.location).toBe('/noticias/1/assembleia-aprova-orcamento-de-2027');
    }
    expect((await get('/noticias/ver/id/1/x')).status).toBe(404);
    expect((await get('/noticias/ver/id/abc/x')).status).toBe(404);
  });
});

describe('página inicial', () => {
  it('mostra os destaques em ordem (primário, secundário, terciário) antes das últimas notícias', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = res.body;
    const inicio = html.indexOf('id="titulo-destaques"');
    const ultimas = html.indexOf('id="titulo-noticias"');
    expect(inicio).toBeGreaterThan(0);
    expect(ultimas).toBeGreaterThan(inicio);
    const destaques = html.slice(inicio, ultimas);
    const ordem = ['Assembleia aprova orçamento de 2027', 'Notícia número 11', 'Notícia número 10'].map((t) =>
      destaques.indexOf(`>${t}<`),
    );
    expect(ordem.every((i) => i > 0)).toBe(true);
    expect([...ordem].sort((a, b) => a - b)).toEqual(ordem);
    // Só larguras que a rota de arquivos serve (a de 960 era recusada com 400).
    const larguras = [...destaques.matchAll(/largura=(\d+)/g)].map((m) => Number(m[1]));
    expect(larguras.length).toBeGreaterThan(0);
    for (const largura of larguras) expect(LARGURAS_DE_IMAGEM).toContain(largura);
    expect(destaques).toContain('src="/arquivos/2026/11/abc.jpg?v=assinatura&amp;largura=800"');
  });
});
