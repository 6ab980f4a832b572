import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { buildSchema, extendSchema, graphql, parse, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { content } from '../../../subgraphs/content/src/index.js';
import { startGatewayHarness, type GatewayHarness } from '../../../test/gateway-harness.js';
import { createNewsFeedRouter, gerarFeedDeNoticias, ITENS_NO_FEED, type NoticiaDoFeed } from './noticias-feed.js';

/**
 * O esquema público de verdade (schema/api.graphql): a consulta do feed é validada e executada contra ele. Enquanto o
 * subgrafo de conteúdo não publica os campos do contrato (docs/noticias.md), eles entram aqui com as mesmas assinaturas.
 */
function esquemaPublico(): GraphQLSchema {
  const schema = buildSchema(readFileSync('schema/api.graphql', 'utf8'));
  if (schema.getType('Arquivo')) return schema;
  return extendSchema(
    schema,
    parse(`type Arquivo { url: String! miniatura(largura: Int! = 400): String! nome: String! tipo: String! tamanho: Int! largura: Int altura: Int }
      extend type Noticia { imagem: Arquivo legadoId: Int }`),
  );
}

function noticia(id: number, extra: Partial<NoticiaDoFeed> = {}): NoticiaDoFeed & Record<string, unknown> {
  return {
    id: String(id),
    titulo: `Notícia ${id} & "aspas" <tags>`,
    resumo: `Resumo ${id}.`,
    categoria: 'assembleia',
    publicadaEm: new Date(Date.UTC(2026, 10, 20, 17, 30) - id * 3_600_000).toISOString(),
    urlSufixo: `noticia-${id}`,
    imagem: null,
    conteudo: '<p>x</p>',
    publicada: true,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...extra,
  };
}

const NOTICIAS = [
  noticia(1, {
    categoria: 'especiais',
    imagem: { url: '/arquivos/2026/11/abc.jpg?v=assinatura', tipo: 'image/jpeg', tamanho: 183422 },
  }),
  ...Array.from({ length: 30 }, (_, i) => noticia(i + 2)),
];

type Elemento = Element & { elements?: Elemento[] };

function filhos(el: Elemento | undefined, nome: string): Elemento[] {
  return (el?.elements ?? []).filter((e) => e.type === 'element' && e.name === nome);
}
function filho(el: Elemento | undefined, nome: string): Elemento | undefined {
  return filhos(el, nome)[0];
}
function texto(el: Elemento | undefined): string {
  return (el?.elements ?? []).map((e) => (e.type === 'text' ? String(e.text) : e.type === 'cdata' ? String(e.cdata) : '')).join('');
}
/** Analisa o XML (falha se estiver malformado) e devolve o <channel>. */
function canal(xml: string): { rss: Elemento; channel: Elemento } {
  const doc = xml2js(xml, { compact: false, captureSpacesBetweenElements: false }) as Elemento;
  const rss = filho(doc, 'rss');
  expect(rss?.attributes?.version).toBe('2.0');
  const channel = filho(rss, 'channel');
  expect(channel).toBeDefined();
  return { rss: rss!, channel: channel! };
}

/** GET com cabeçalhos livres (o fetch não deixa trocar o Host). */
function pedir(url: string, headers: Record<string, string> = {}): Promise<{ status: number; tipo: string | undefined; corpo: string }> {
  return new Promise((ok, falha) => {
    request(url, { headers }, (res) => {
      let corpo = '';
      res.setEncoding('utf8');
      res.on('data', (parte: string) => (corpo += parte));
      res.on('end', () => ok({ status: res.statusCode ?? 0, tipo: res.headers['content-type'], corpo }));
    })
      .on('error', falha)
      .end();
  });
}

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('gerarFeedDeNoticias', () => {
  it('gera RSS 2.0 válido com título, link canônico, resumo, data RFC-822, guid, categoria e imagem', () => {
    const { channel } = canal(gerarFeedDeNoticias(NOTICIAS.slice(0, 3), 'https://portal.exemplo.gov.br'));
    expect(texto(filho(channel, 'title'))).toBe('Notícias | Assembleia Legislativa do Estado de Goiás');
    expect(texto(filho(channel, 'link'))).toBe('https://portal.exemplo.gov.br/noticias');
    expect(texto(filho(channel, 'language'))).toBe('pt-BR');
    expect(texto(filho(channel, 'description'))).not.toBe('');
    const itens = filhos(channel, 'item');
    expect(itens).toHaveLength(3);
    const [primeiro, segundo] = itens;
    expect(texto(filho(primeiro, 'title'))).toBe('Notícia 1 & "aspas" <tags>');
    expect(texto(filho(primeiro, 'link'))).toBe('https://portal.exemplo.gov.br/noticias/1/noticia-1');
    expect(texto(filho(primeiro, 'guid'))).toBe('https://portal.exemplo.gov.br/noticias/1/noticia-1');
    expect(texto(filho(primeiro, 'description'))).toBe('Resumo 1.');
    expect(texto(filho(primeiro, 'pubDate'))).toMatch(RFC822);
    expect(new Date(texto(filho(primeiro, 'pubDate'))).toISOString()).toBe(NOTICIAS[0]!.publicadaEm);
    expect(texto(filho(primeiro, 'category'))).toBe('Matéria especial');
    expect(filho(primeiro, 'enclosure')?.attributes).toEqual({
      url: 'https://portal.exemplo.gov.br/arquivos/2026/11/abc.jpg?v=assinatura',
      type: 'image/jpeg',
      length: '183422',
    });
    expect(filho(segundo, 'enclosure')).toBeUndefined();
    expect(texto(filho(segundo, 'category'))).toBe('Assembleia');
  });

  it('feed vazio continua válido', () => {
    const { channel } = canal(gerarFeedDeNoticias([], 'http://localhost:4000'));
    expect(filhos(channel, 'item')).toHaveLength(0);
  });
});

describe('createNewsFeedRouter', () => {
  const schema = esquemaPublico();
  let modo: 'normal' | 'erro' = 'normal';
  let pedidos: Array<{ query: string; variables: Record<string, unknown>; headers: Record<string, unknown> }> = [];
  let graphqlServer: Server;
  let appServer: Server;
  let base: string;

  beforeAll(async () => {
    graphqlServer = createServer((req, res) => {
      let corpo = '';
      req.on('data', (parte: Buffer) => (corpo += parte.toString()));
      req.on('end', () => {
        const { query, variables } = JSON.parse(corpo) as { query: string; variables: Record<string, unknown> };
        pedidos.push({ query, variables, headers: req.headers });
        const rootValue = {
          noticias: (args: { pagina: number; porPagina: number }) => {
            if (modo === 'erro') throw new Error('subgrafo fora do ar');
            return { itens: NOTICIAS.slice(0, args.porPagina), total: NOTICIAS.length, pagina: 1, porPagina: args.porPagina, totalPaginas: 2 };
          },
        };
        void graphql({ schema, source: query, rootValue, variableValues: variables }).then((resultado) => {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(resultado));
        });
      });
    });
    await new Promise<void>((ok) => graphqlServer.listen(0, '127.0.0.1', ok));
    const graphqlUrl = `http://127.0.0.1:${(graphqlServer.address() as AddressInfo).port}/graphql`;
    const app = express();
    app.use(createNewsFeedRouter({ graphqlUrl, publicUrl: 'https://portal.alego.go.gov.br' }));
    app.use((_req, res) => void res.status(404).send('site público'));
    appServer = app.listen(0, '127.0.0.1');
    await new Promise((ok) => appServer.once('listening', ok));
    base = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((ok) => appServer.close(ok));
    await new Promise((ok) => graphqlServer.close(ok));
  });

  beforeEach(() => {
    modo = 'normal';
    pedidos = [];
  });

  it('responde o RSS nas três URLs com as 20 últimas notícias', async () => {
    for (const caminho of ['/noticias/feed', '/noticias/feed.xml', '/noticias/feed.rss']) {
      const resposta = await pedir(`${base}${caminho}`, { host: 'www.alego.go.gov.br' });
      expect(resposta.status, caminho).toBe(200);
      expect(resposta.tipo).toBe('application/rss+xml; charset=utf-8');
      const { channel } = canal(resposta.corpo);
      const itens = filhos(channel, 'item');
      expect(itens).toHaveLength(ITENS_NO_FEED);
      expect(texto(filho(itens[0], 'link'))).toBe('https://portal.alego.go.gov.br/noticias/1/noticia-1');
    }
    expect(pedidos[0]?.variables).toEqual({ porPagina: 20 });
    // Anônimo: o cookie do visitante não vai para o GraphQL.
    await pedir(`${base}/noticias/feed`, { cookie: 'sessao=abc', authorization: 'Bearer x' });
    expect(pedidos.at(-1)?.headers.cookie).toBeUndefined();
    expect(pedidos.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('a origem é PUBLIC_URL, sem barra final nem caminho', async () => {
    const { origemPublica } = await import('./noticias-feed.js');
    expect(origemPublica('https://portal.alego.go.gov.br/')).toBe('https://portal.alego.go.gov.br');
    expect(origemPublica('https://portal.exemplo:8443/x')).toBe('https://portal.exemplo:8443');
  });

  it('falha do GraphQL: 503 em português, sem XML pela metade', async () => {
    modo = 'erro';
    const resposta = await fetch(`${base}/noticias/feed`);
    expect(resposta.status).toBe(503);
    expect(resposta.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await resposta.text()).toBe('Não foi possível gerar o feed de notícias. Tente novamente em instantes.');
  });

  it('outras rotas seguem para o site público', async () => {
    expect((await fetch(`${base}/noticias/feedx`)).status).toBe(404);
    expect(await (await fetch(`${base}/noticias/12/feed`)).text()).toBe('site público');
  });
});

describe('feed contra o gateway de verdade (subgrafo content com as sementes)', () => {
  let harness: GatewayHarness;
  let appServer: Server;
  let base: string;

  beforeAll(async () => {
    harness = await startGatewayHarness([content]);
    const app = express();
    app.use(createNewsFeedRouter({ graphqlUrl: `${harness.base}/graphql`, publicUrl: 'https://portal.alego.go.gov.br' }));
    appServer = app.listen(0, '127.0.0.1');
    await new Promise((ok) => appServer.once('listening', ok));
    base = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((ok) => appServer?.close(ok));
    await harness?.close();
  });

  it('lista as notícias publicadas, da mais recente para a mais antiga, com links canônicos', async () => {
    const { body } = await harness.graphql<{ noticias: { itens: { id: string; urlSufixo: string; titulo: string }[] } }>(
      'query { noticias(pagina: 1, porPagina: 20) { itens { id titulo urlSufixo } } }',
    );
    const esperadas = body.data!.noticias.itens;
    expect(esperadas.length).toBeGreaterThan(0);

    const resposta = await pedir(`${base}/noticias/feed`, { host: 'portal.exemplo.gov.br' });
    expect(resposta.status).toBe(200);
    expect(resposta.tipo).toBe('application/rss+xml; charset=utf-8');
    const itens = filhos(canal(resposta.corpo).channel, 'item');
    expect(itens.map((i) => texto(filho(i, 'title')))).toEqual(esperadas.map((n) => n.titulo));
    expect(texto(filho(itens[0], 'link'))).toBe(`https://portal.alego.go.gov.br/noticias/${esperadas[0]!.id}/${esperadas[0]!.urlSufixo}`);
    const datas = itens.map((i) => new Date(texto(filho(i, 'pubDate'))).getTime());
    expect(datas.every((d) => Number.isFinite(d))).toBe(true);
    expect([...datas].sort((a, b) => b - a)).toEqual(datas);
    expect(itens.every((i) => texto(filho(i, 'pubDate')).match(RFC822))).toBe(true);
    expect(itens.every((i) => texto(filho(i, 'category')) !== '')).toBe(true);
  });
});
