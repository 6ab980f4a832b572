import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicRenderer, type PublicRequest } from './entry-server';
import { esquemaPublico } from './pages/noticias/teste-util';
import { renderizacaoDeTeste } from './server/testing';

// Servidor GraphQL de verdade (HTTP) com o contrato da API e dados fixos: o
// renderizador faz as mesmas requisições que faria ao gateway.
const schema = esquemaPublico();

const partido = { id: 'p1', sigla: 'PDG', nome: 'Partido Demonstrativo de Goiás' };
const deputados = [
  { id: 'd1', nome: 'Ana Ribeiro', nomeCompleto: 'Ana Ribeiro da Silva', ativo: true, partido },
  { id: 'd2', nome: 'Bruno Teles', nomeCompleto: 'Bruno Teles Moreira', ativo: true, partido: null },
];
const noticias = [
  {
    id: 'n1',
    titulo: 'Assembleia aprova orçamento de 2027',
    resumo: 'Texto segue para sanção do governador.',
    conteudo: '...',
    categoria: 'assembleia',
    publicada: true,
    publicadaEm: '2026-11-20T17:30:00.000Z',
    urlSufixo: 'assembleia-aprova-orcamento-de-2027',
    deputado: deputados[0],
  },
  {
    id: 'n2',
    titulo: 'Sessão especial </script><script>alert(1)</script>',
    resumo: null,
    conteudo: '...',
    categoria: 'especiais',
    publicada: true,
    publicadaEm: null,
    urlSufixo: 'sessao-especial',
    deputado: null,
  },
];

type Modo = 'normal' | 'vazio' | 'erro-graphql' | 'erro-http' | 'recusa' | 'recusa-do-graphql';
let modo: Modo = 'normal';
let recebidos: IncomingHttpHeaders[] = [];

function pagina<T>(itens: T[], args: { pagina: number; porPagina: number }) {
  const inicio = (args.pagina - 1) * args.porPagina;
  return {
    itens: itens.slice(inicio, inicio + args.porPagina),
    total: itens.length,
    pagina: args.pagina,
    porPagina: args.porPagina,
    totalPaginas: Math.ceil(itens.length / args.porPagina),
  };
}

const rootValue = {
  destaquesNoticias: () => (modo === 'vazio' ? [] : [{ ...noticias[0], destaqueNivel: 'primario', destaqueSlot: 1 }]),
  noticias: (args: { pagina: number; porPagina: number }) => {
    if (modo === 'erro-graphql') throw new Error('falha no subgrafo');
    // The subgraph's answer to text PostgreSQL refuses (kit errors.ts), and a value outside the variable's type.
    if (modo === 'recusa') throw new GraphQLError('O texto enviado contém caracteres inválidos.', { extensions: { code: 'BAD_USER_INPUT', mensagens: ['O texto enviado contém caracteres inválidos.'] } });
    if (modo === 'recusa-do-graphql') throw new GraphQLError('A variável "$pagina" recebeu um valor inválido.', { extensions: { code: 'BAD_USER_INPUT' } });
    return pagina(modo === 'vazio' ? [] : noticias, args);
  },
  deputados: (args: { pagina: number; porPagina: number; filtro?: { ativo?: boolean } }) =>
    pagina(modo === 'vazio' ? [] : deputados.filter((d) => args.filtro?.ativo === undefined || d.ativo === args.filtro.ativo), args),
  anosEmpenhos: () => (modo === 'vazio' ? [] : [2025, 2024]),
  anosContratos: () => (modo === 'vazio' ? [] : [2024]),
  verbasIndenizatoriasPeriodos: () => (modo === 'vazio' ? [] : [{ ano: 2024, meses: [12] }, { ano: 2025, meses: [1, 2] }]),
  empenhosTotal: () => ({ quantidade: 1234, totalPagoFormatado: 'R$ 98.765.432,10' }),
  contratosTotal: () => ({ quantidade: 1, valorFormatado: 'R$ 1.500.000,00' }),
  verbasIndenizatoriasResumoAnual: (args: { ano: number }) => ({ ano: args.ano, totalIndenizado: '123456.78', numeroDeputados: 41 }),
};

let graphqlUrl: string;
let distDir: string;
let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'public', (_consulta, _variaveis, cabecalhos) => {
    recebidos.push(cabecalhos);
    if (modo === 'erro-http') return { status: 503, corpo: 'indisponível' };
  }));
});

afterAll(() => fechar());

beforeEach(() => {
  modo = 'normal';
  recebidos = [];
});

function get(url: string, headers: PublicRequest['headers'] = {}) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br', ...headers } });
}

describe('createPublicRenderer', () => {
  it('renderiza a página inicial com os dados da API no HTML', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Assembleia aprova orçamento de 2027');
    expect(html).toContain('Texto segue para sanção do governador.');
    expect(html).toContain('20/11/2026 às 14:30');
    expect(html).toContain('href="/noticias/n1/assembleia-aprova-orcamento-de-2027"');
    expect(html).toContain('Ana Ribeiro');
    expect(html).toContain('PDG');
    expect(html).toContain('href="/deputados/perfil/d2"');
    // Shell acessível.
    expect(html).toContain('Ir para o conteúdo');
    expect(html).toMatch(/<main[^>]*id="conteudo"/);
    expect(html).toMatch(/<nav[^>]*aria-label="Navegação principal"/);
    // A página inicial não tem trilha (ela é o começo de todas).
    expect(html).not.toContain('Trilha de navegação');
    expect(html).toContain('<footer');
    // <head> por rota.
    expect(html).toContain('<title>Início | Assembleia Legislativa</title>');
    expect(html).toContain('<meta property="og:title" content="Início | Assembleia Legislativa" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="http://portal.exemplo.gov.br/" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
    // Estilos do Chakra extraídos para o <head> e os dados do loader para a hidratação; a página não usa hooks do
    // Apollo, então o cache dele não vai junto (seria uma segunda cópia dos mesmos dados).
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).not.toContain('window.__APOLLO_STATE__');
  });

  it('a página inicial não repete nas últimas notícias a história que está nos destaques', async () => {
    const { body } = await get('/');
    // n1 é o destaque primário: aparece uma vez (no destaque); n2 continua nas últimas notícias.
    expect(body.match(/href="\/noticias\/n1\//g)).toHaveLength(1);
    const ultimas = body.slice(body.indexOf('id="titulo-noticias"'));
    expect(ultimas).not.toContain('href="/noticias/n1/');
    expect(ultimas).toContain('href="/noticias/n2/');
  });

  it('a página inicial mostra a transparência em números do último ano com dados', async () => {
    const { body } = await get('/');
    const secao = body.slice(body.indexOf('id="titulo-transparencia"'), body.indexOf('id="titulo-deputados"'));
    expect(secao).toContain('Transparência em números');
    expect(secao).toContain('R$ 98.765.432,10');
    expect(secao).toContain('pagos em 2025, em 1.234 empenhos');
    expect(secao).toContain('em 1 contrato assinado em 2024');
    expect(secao).toMatch(/R\$\s123\.456,78/);
    expect(secao).toContain('de verba indenizatória a 41 deputados em 2025');
    expect(secao).toContain('href="/transparencia/verbas-indenizatorias"');
  });

  it('escapa "<" no estado embutido (texto da API não fecha o <script>)', async () => {
    const { body } = await get('/');
    const estado = /window\.__staticRouterHydrationData = JSON\.parse\((".*?")\);<\/script>/.exec(body)?.[1];
    expect(estado).toBeDefined();
    expect(estado).not.toContain('<');
    expect(JSON.stringify(JSON.parse(JSON.parse(estado!) as string))).toContain(JSON.stringify(noticias[1]!.titulo));
    expect(body).not.toContain('<script>alert(1)</script>');
  });

  it('repassa cookie e authorization ao GraphQL, com o cabeçalho de CSRF', async () => {
    await get('/', { cookie: 'sessao=abc', authorization: 'Bearer xyz' });
    // A página e, depois dela, os números da transparência do ano mais recente: as duas levam os cabeçalhos.
    expect(recebidos).toHaveLength(2);
    for (const cabecalhos of recebidos) {
      expect(cabecalhos).toMatchObject({
        cookie: 'sessao=abc',
        authorization: 'Bearer xyz',
        'apollo-require-preflight': 'true',
      });
    }
  });

  it('.json devolve os dados do loader da mesma rota', async () => {
    for (const url of ['/index.json', '/.json']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const dados = JSON.parse(res.body) as { noticias: { total: number; itens: { titulo: string }[] } };
      expect(dados.noticias.total).toBe(2);
      expect(dados.noticias.itens.map((n) => n.titulo)).toEqual(noticias.map((n) => n.titulo));
      expect(dados).toMatchObject({ deputados: { total: 2, itens: [{ nome: 'Ana Ribeiro', partido: { sigla: 'PDG' } }, { nome: 'Bruno Teles' }] } });
    }
  });

  it('rota desconhecida: 404 com a página em português, também em .json', async () => {
    const res = await get('/nao-existe/de-jeito-nenhum');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Página não encontrada');
    expect(res.body).toContain('<title>Página não encontrada | Assembleia Legislativa</title>');
    expect(res.body).toContain('Ir para o conteúdo');
    // Toda página interna tem a trilha de navegação, com a página atual marcada.
    expect(res.body).toMatch(/<nav[^>]*aria-label="Trilha de navegação"[^>]*><ol[^>]*><li[^>]*><a[^>]*href="\/"[^>]*>Início<\/a><\/li><li[^>]*><span[^>]*>›<\/span><span aria-current="page"[^>]*>Página não encontrada<\/span>/);

    const json = await get('/nao-existe.json');
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(json.body)).toEqual({ erro: { status: 404, mensagem: 'Página não encontrada' } });
  });

  it('falha da API vira 502 com mensagem em português, sem derrubar a renderização', async () => {
    for (const falha of ['erro-graphql', 'erro-http'] as const) {
      modo = falha;
      const res = await get('/');
      expect(res.status).toBe(502);
      expect(res.body).toContain('Página indisponível');
      expect(res.body).toContain('Não foi possível carregar os dados desta página');

      const json = await get('/index.json');
      expect(json.status).toBe(502);
      expect(JSON.parse(json.body)).toEqual({
        erro: { status: 502, mensagem: 'Não foi possível carregar os dados desta página. Tente novamente em instantes.' },
      });
    }
  });

  it('a recusa do que veio no endereço vira 400 com a mensagem da regra, não "Página indisponível"', async () => {
    modo = 'recusa';
    const res = await get('/');
    expect(res.status).toBe(400);
    expect(res.body).toContain('<title>Endereço com valor inválido | Assembleia Legislativa</title>');
    expect(res.body).toContain('O texto enviado contém caracteres inválidos.');
    expect(res.body).not.toContain('Página indisponível');
    expect(JSON.parse((await get('/index.json')).body)).toEqual({ erro: { status: 400, mensagem: 'O texto enviado contém caracteres inválidos.' } });

    modo = 'recusa-do-graphql';
    const generica = await get('/');
    expect(generica.status).toBe(400);
    expect(generica.body).toContain('Algum valor no endereço desta página não é aceito.');
  });

  it('GraphQL fora do ar (conexão recusada) também vira 502', async () => {
    const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl: 'http://127.0.0.1:9/graphql', publicUrl: 'http://portal.exemplo.gov.br' });
    const res = await render({ url: '/', method: 'GET', headers: {} });
    expect(res.status).toBe(502);
  });

  it('listas vazias mostram os estados vazios em português', async () => {
    modo = 'vazio';
    const { status, body } = await get('/');
    expect(status).toBe(200);
    expect(body).toContain('Nenhuma notícia publicada');
    expect(body).toContain('Nenhum deputado em exercício encontrado');
    expect(body).not.toContain('Transparência em números');
  });

  it('páginas de leitura levam só o carregador embutido; a área do cidadão pede o aplicativo na hora', async () => {
    // Um build como o do Vite: o script de entrada no <head> e o manifesto com o chunk da página.
    const build = mkdtempSync(join(tmpdir(), 'alego-build-'));
    try {
      writeFileSync(
        join(build, 'index.html'),
        readFileSync(join(distDir, 'index.html'), 'utf8')
          .replace('<script type="module" src="/src/entry-client.tsx"></script>', '')
          .replace('<!--app-head-->', '<!--app-head-->\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>'),
      );
      mkdirSync(join(build, '.vite'));
      const manifesto = {
        'index.html': { file: 'assets/index-abc.js', isEntry: true },
        'src/pages/home/index.ts': { file: 'assets/home-1.js', imports: ['_comum.js'] },
        '_comum.js': { file: 'assets/comum-2.js' },
        'src/pages/cidadao/index.ts': { file: 'assets/cidadao-3.js' },
      };
      writeFileSync(join(build, '.vite', 'manifest.json'), JSON.stringify(manifesto));
      const render = createPublicRenderer({ clientDistDir: build, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });

      const leitura = (await render({ url: '/', method: 'GET', headers: {} })).body;
      expect(/<script[^>]*\bsrc=/.test(leitura)).toBe(false);
      expect(/<link[^>]*modulepreload/.test(leitura)).toBe(false);
      const carregador = /<script id="alego-carregador">([\s\S]*?)<\/script>/.exec(leitura)?.[1] ?? '';
      expect(carregador).toContain('"/assets/index-abc.js",["/assets/home-1.js","/assets/comum-2.js"]');
      // Antes do fim do <body>: o HTML da página (o aviso da inicial) já está lá quando ele roda.
      expect(leitura.indexOf('id="alego-carregador"')).toBeGreaterThan(leitura.indexOf('id="rodape"'));

      const cidadao = (await render({ url: '/cidadao/entrar', method: 'GET', headers: {} })).body;
      expect(cidadao.includes('alego-carregador')).toBe(false);
      const head = cidadao.slice(0, cidadao.indexOf('</head>'));
      expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="low"></script>');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/cidadao-3.js" fetchpriority="low" />');
      expect(cidadao.match(/index-abc\.js/g)).toHaveLength(1);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  it('só atende GET e HEAD', async () => {
    const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
    expect((await render({ url: '/', method: 'POST', headers: {} })).status).toBe(405);
    const head = await render({ url: '/', method: 'HEAD', headers: {} });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('um caminho "//outro.site" não muda a origem', async () => {
    const res = await get('//evil.example/x');
    expect(res.status).toBe(404);
    expect(res.body).toContain('<meta property="og:url" content="http://portal.exemplo.gov.br//evil.example/x" />');
  });

  it('a origem dos links é sempre PUBLIC_URL, nunca o Host ou X-Forwarded-* da requisição', async () => {
    for (const headers of [{ host: 'evil.com"><script>' }, { host: 'atacante.exemplo' }, { 'x-forwarded-host': 'atacante.exemplo', 'x-forwarded-proto': 'https' }]) {
      const { body } = await get('/', headers);
      expect(body).toContain('<meta property="og:url" content="http://portal.exemplo.gov.br/" />');
      expect(body).not.toContain('atacante');
      expect(body).not.toContain('evil.com');
    }
  });
});
