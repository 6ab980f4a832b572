import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';
import { renderizacaoDeTeste } from '../../server/testing';

// O renderizador de verdade contra um servidor GraphQL HTTP com o esquema público
// (schema/api.graphql): status, Location, <head> e HTML como o gateway os devolveria.
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(raiz, 'schema/api.graphql'), 'utf8'));

const psd = { id: '1', sigla: 'PSD', nome: 'Partido Social Democrático' };
const mdb = { id: '2', sigla: 'MDB', nome: 'Movimento Democrático Brasileiro' };
const l19 = { id: '1', numero: 19, descricao: '19ª Legislatura', anoInicio: 2019, anoFim: 2022, atual: false, tipo: 1, tipoDescricao: 'Ordinária' };
const l20 = { id: '2', numero: 20, descricao: '20ª Legislatura', anoInicio: 2023, anoFim: 2026, atual: true, tipo: 1, tipoDescricao: 'Ordinária' };

function deputado(id: number, nome: string, extra: Record<string, unknown> = {}) {
  return {
    id: String(id),
    nome,
    nomeCompleto: `${nome} da Silva`,
    ativo: true,
    gabinete: 100 + id,
    email: `dep${id}@al.go.leg.br`,
    telefone: '(62) 3221-3100',
    lider: 0,
    mesaDiretora: false,
    cargo: null,
    cargoDescricao: null,
    biografia: `<p>Biografia de ${nome}.</p>`,
    partido: psd,
    fotoUrl: null,
    afastamentos: [],
    deputadoLegislaturas: [],
    deputadoAnoEmendas: [],
    deputadosComissao: [],
    frentesParlamentares: [],
    ...extra,
  };
}

const FOTO = '/arquivos/2026/11/0123456789abcdef0123456789abcdef.jpg?v=assinatura';
const ana = deputado(7, 'Ana Ribeiro', {
  fotoUrl: FOTO,
  lider: 2,
  mesaDiretora: true,
  cargo: 1,
  cargoDescricao: 'Presidente',
  afastamentos: [{ id: '1', tipo: 6, tipoDescricao: 'Licença para tratamento de saúde', dataAfastamento: '2024-03-01', dataRetorno: '2024-03-22' }],
  deputadoAnoEmendas: [
    { id: '2', ano: 2024, ativo: true },
    { id: '1', ano: 2023, ativo: true },
    { id: '3', ano: 2025, ativo: false },
  ],
});
const bruno = deputado(8, 'Bruno Teles', { partido: mdb, lider: 1 });
const celia = deputado(9, 'Célia Damasceno', { ativo: false, partido: null, biografia: null, gabinete: null, email: null, telefone: null });
const DEPUTADOS = [bruno, ana, celia];

ana.deputadoLegislaturas = [
  { id: '10', deputado: ana, legislatura: l19, partido: mdb, dataInicio: null },
  { id: '11', deputado: ana, legislatura: l20, partido: mdb, dataInicio: null },
  { id: '12', deputado: ana, legislatura: l20, partido: psd, dataInicio: '2024-04-05' },
] as never[];
Object.assign(l19, { deputadoLegislaturas: [ana.deputadoLegislaturas[0], { id: '13', deputado: bruno, legislatura: l19, partido: mdb, dataInicio: null }] });
Object.assign(l20, { deputadoLegislaturas: ana.deputadoLegislaturas.slice(1) });

const ccj = {
  id: '3',
  nome: 'Comissão de Constituição, Justiça e Redação',
  sigla: 'CCJR',
  descricao: '<p>Analisa a constitucionalidade das proposições.</p>',
  tipo: 1,
  tipoDescricao: 'Permanente',
  ativa: true,
  urlSufixo: 'comissao-de-constituicao-justica-e-redacao',
  deputadosComissao: [] as unknown[],
  equipeTecnicaComissoes: [{ id: '1', nome: 'Aline Prudente', funcao: 'Secretária', email: 'aline@al.go.leg.br', telefone: null }],
  trabalhosComissao: [{ id: '1', tipo: 1, tipoDescricao: 'Audiência pública', titulo: 'Audiência sobre o orçamento', descricao: null, data: '2025-03-10', url: null }],
  arquivosComissao: [
    { id: '1', tipo: 1, tipoDescricao: 'Ata', titulo: 'Ata da 1ª reunião', data: '2025-02-01', nome: 'ata-1.pdf', tamanho: 1_258_291, url: '/arquivos/2026/11/ata.pdf?v=x' },
  ],
  linksComissao: [{ id: '1', categoria: 1, categoriaDescricao: 'Legislação', titulo: 'Regimento Interno', url: 'https://exemplo.gov.br/regimento' }],
};
ccj.deputadosComissao = [
  { id: '2', deputado: bruno, comissao: ccj, cargo: 3, cargoDescricao: 'Titular' },
  { id: '1', deputado: ana, comissao: ccj, cargo: 1, cargoDescricao: 'Presidente' },
];
ana.deputadosComissao = [ccj.deputadosComissao[1]] as never[];
const cpi = { ...ccj, id: '4', nome: 'CPI da Energia', sigla: 'CPI-E', tipo: 3, tipoDescricao: 'CPI', urlSufixo: 'cpi-da-energia', deputadosComissao: [] };
const especial = { ...ccj, id: '5', nome: 'Comissão Especial do Centenário', sigla: null, tipo: 2, tipoDescricao: 'Temporária', ativa: false, urlSufixo: 'comissao-especial-do-centenario' };
const COMISSOES = [cpi, especial, ccj];

const FRENTES = [
  { id: '1', nome: 'Frente da Primeira Infância', descricao: '<p>Crianças em primeiro lugar.</p>', ativa: true, dataCriacao: '2023-03-15', coordenador: bruno, deputados: [bruno, ana] },
  { id: '2', nome: 'Frente da Ferrovia', descricao: null, ativa: false, dataCriacao: null, coordenador: null, deputados: [] },
];
ana.frentesParlamentares = [FRENTES[0]] as never[];

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

interface FiltroDeDeputados {
  ativo?: boolean;
  termo?: string;
  partidoId?: string;
}

// Verba indenizatória (subgrafo transparency) e processos de autoria (participation) só de Ana Ribeiro (id 7).
const VERBAS_DE_ANA = {
  ano: 2025,
  totalApresentado: '13500.55',
  totalIndenizado: '13000.5',
  numeroDeputados: 1,
  deputados: [
    {
      deputadoId: '7',
      totalApresentado: '13500.55',
      totalIndenizado: '13000.5',
      meses: [
        { mes: 1, valorApresentado: '1234567.89', valorIndenizado: '1234567.89' },
        { mes: 3, valorApresentado: '0.10', valorIndenizado: '0' },
      ],
    },
  ],
};
const PROCESSOS_DE_ANA = Array.from({ length: 12 }, (_, i) => ({
  id: String(100 + i),
  numero: `2025/${String(900 - i).padStart(4, '0')}`,
  assunto: `Assunto ${i + 1}`,
  ementa: 'Ementa.',
  tipo: 'Projeto de Lei',
  situacao: i === 0 ? 'Em tramitação' : 'Aprovado',
  dataAutuacao: `2025-${String(12 - i).padStart(2, '0')}-05`,
  aFavor: 0,
  contra: 0,
  autores: [],
}));

let filtros: FiltroDeDeputados[] = [];
let processosPedidos: unknown[] = [];
let noticiasPedidas: unknown[] = [];
let vazio = false;
const rootValue = {
  deputados: (args: { pagina: number; porPagina: number; filtro?: FiltroDeDeputados }) => {
    const f = args.filtro ?? {};
    filtros.push(f);
    const itens = vazio
      ? []
      : DEPUTADOS.filter((d) => f.ativo === undefined || d.ativo === f.ativo)
          .filter((d) => !f.termo || d.nome.toLowerCase().includes(f.termo.toLowerCase()))
          .filter((d) => !f.partidoId || d.partido?.id === f.partidoId);
    return pagina(itens, args);
  },
  deputado: ({ id }: { id: string }) => DEPUTADOS.find((d) => d.id === id) ?? null,
  partidos: (args: { pagina: number; porPagina: number }) => pagina([psd, mdb], args),
  mesaDiretora: () => (vazio ? [] : [ana]),
  liderancas: () => (vazio ? [] : [ana, bruno]),
  galeriaPresidentes: () => [
    { id: '2', nome: 'Ana Ribeiro da Silva', anoInicio: 2025, anoFim: null, fotoUrl: null, deputado: ana },
    { id: '1', nome: 'Armando Lobato', anoInicio: 1999, anoFim: 2000, fotoUrl: null, deputado: null },
  ],
  legislaturas: (args: { pagina: number; porPagina: number; filtro?: { atual?: boolean } }) =>
    pagina([l20, l19].filter((l) => args.filtro?.atual === undefined || l.atual === args.filtro.atual), args),
  legislatura: ({ id }: { id: string }) => [l19, l20].find((l) => l.id === id) ?? null,
  comissoes: (args: { pagina: number; porPagina: number }) => pagina(COMISSOES, args),
  comissao: ({ id }: { id: string }) => COMISSOES.find((c) => c.id === id) ?? null,
  frentesParlamentares: (args: { pagina: number; porPagina: number; filtro?: { ativa?: boolean } }) =>
    pagina(FRENTES.filter((f) => args.filtro?.ativa === undefined || f.ativa === args.filtro.ativa), args),
  verbasIndenizatoriasUltimoAnoDoDeputado: ({ deputadoId }: { deputadoId: string }) => (deputadoId === '7' ? VERBAS_DE_ANA : null),
  buscaAvancadaProcessos: (args: { pagina: number; porPagina: number; filtro?: { deputadoId?: string } }) => {
    processosPedidos.push({ filtro: args.filtro, porPagina: args.porPagina });
    return pagina(args.filtro?.deputadoId === '7' ? PROCESSOS_DE_ANA : [], args);
  },
  noticias: (args: { pagina: number; porPagina: number; filtro?: { deputadoId?: string; categoria?: string } }) => {
    noticiasPedidas.push(args.filtro);
    const itens =
      args.filtro?.categoria === 'discurso'
        ? [{ id: '40', titulo: 'Discurso sobre a seca', resumo: null, categoria: 'discurso', publicadaEm: '2026-11-20T17:30:00.000Z', urlSufixo: 'discurso-sobre-a-seca' }]
        : [];
    return pagina(itens, args);
  },
};

let graphqlUrl: string;
let distDir: string;

let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'pessoas'));
});

afterAll(() => fechar());

beforeEach(() => {
  filtros = [];
  processosPedidos = [];
  noticiasPedidas = [];
  vazio = false;
});

function get(url: string) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br' } });
}

/** O HTML do React separa textos vizinhos com comentários vazios. */
function texto(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

describe('deputados', () => {
  it('/deputados redireciona para /deputados/em-exercicio (mantendo a busca)', async () => {
    const res = await get('/deputados');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/deputados/em-exercicio');
    expect((await get('/deputados?termo=ana')).headers.location).toBe('/deputados/em-exercicio?termo=ana');
  });

  it('em exercício: todos os deputados em ordem alfabética, com partido e link para o perfil, no HTML do servidor', async () => {
    const res = await get('/deputados/em-exercicio');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(filtros).toEqual([{ ativo: true }]);
    expect(html).toContain('<title>Deputados em exercício | Assembleia Legislativa</title>');
    expect(html).toMatch(/<meta property="og:description" content="Os deputados estaduais em exercício/);
    expect(html).toContain('<link rel="canonical" href="http://portal.exemplo.gov.br/deputados/em-exercicio" />');
    expect(html).toContain('href="/deputados/perfil/7"');
    expect(html).toContain('href="/deputados/perfil/8"');
    expect(html).not.toContain('href="/deputados/perfil/9"');
    expect(html.indexOf('Ana Ribeiro')).toBeLessThan(html.indexOf('Bruno Teles'));
    expect(html).toMatch(/<abbr[^>]*title="Partido Social Democrático"[^>]*>PSD<\/abbr>/);
    expect(html).toContain('2 deputados.');
    // Miniatura responsiva (variante do gateway) e silhueta para quem não tem foto; decorativas ao lado do nome.
    expect(html).toContain(`src="${FOTO.replace(/&/g, '&amp;')}&amp;largura=160"`);
    expect(html).toContain('src="data:image/svg+xml,');
    // Filtros por GET, funcionando sem JavaScript.
    expect(html).toContain('action="/deputados/em-exercicio" method="get"');
    expect(html).toMatch(/<label[^>]*for="deputados-partido"[^>]*>Partido<\/label>/);
    expect(html).toContain('<option value="2">MDB – Movimento Democrático Brasileiro</option>');
  });

  it('busca por nome e filtro de partido vão ao servidor; partido desconhecido é ignorado', async () => {
    const res = await get('/deputados/em-exercicio?termo=%20bruno%20&partido=2');
    expect(filtros).toEqual([{ ativo: true, termo: 'bruno', partidoId: '2' }]);
    const html = texto(res.body);
    expect(html).toContain('1 deputado encontrado com os filtros escolhidos.');
    expect(html).toMatch(/href="\/deputados\/em-exercicio"[^>]*>Limpar filtros/);
    expect(html).not.toContain('href="/deputados/perfil/7"');
    await get('/deputados/em-exercicio?partido=999');
    expect(filtros.at(-1)).toEqual({ ativo: true });
    vazio = true;
    expect((await get('/deputados/em-exercicio')).body).toContain('Nenhum deputado em exercício encontrado');
  });

  it('fora de exercício e .json', async () => {
    const res = await get('/deputados/fora-exercicio');
    expect(filtros).toEqual([{ ativo: false }]);
    expect(res.body).toContain('href="/deputados/perfil/9"');
    expect(res.body).toContain('Sem partido');
    const json = await get('/deputados/em-exercicio.json');
    expect(json.status).toBe(200);
    const dados = JSON.parse(json.body) as { situacao: string; deputados: { nome: string; partido: { sigla: string } }[] };
    expect(dados.situacao).toBe('em-exercicio');
    expect(dados.deputados.map((d) => [d.nome, d.partido.sigla])).toEqual([
      ['Ana Ribeiro', 'PSD'],
      ['Bruno Teles', 'MDB'],
    ]);
  });

  it('perfil: foto com alt e srcset, partido, contato, histórico partidário, afastamentos, emendas e Open Graph', async () => {
    const res = await get('/deputados/perfil/7');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toMatch(/<h1[^>]*>Ana Ribeiro<\/h1>/);
    const img = /<img[^>]*alt="Foto de Ana Ribeiro"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`srcSet="${FOTO.replace(/&/g, '&amp;')}&amp;largura=160 160w`);
    expect(img).toContain('&amp;largura=640 640w');
    expect(img).toContain('sizes="(max-width: 200px) 100vw, 200px"');
    expect(img).toContain('src="/arquivos/2026/11/0123456789abcdef0123456789abcdef.jpg?v=assinatura&amp;largura=320"');
    expect(html).toContain('Ana Ribeiro da Silva – PSD (Partido Social Democrático)');
    expect(html).toContain('Líder do Governo');
    expect(html).toContain('Mesa Diretora');
    expect(html).toContain('href="mailto:dep7@al.go.leg.br"');
    expect(html).toContain('<caption>Partido de Ana Ribeiro em cada legislatura</caption>');
    expect(html).toContain('href="/legislaturas/1/2"');
    expect(html).toContain('<time dateTime="2024-04-05">05/04/2024</time>');
    expect(html).toContain('<time dateTime="2024-03-01">01/03/2024</time>');
    expect(html).toContain('Licença para tratamento de saúde');
    expect(html).toContain('Anos com emendas parlamentares: 2023, 2024.');
    expect(html).toContain('href="/deputados/perfil-biografico/7"');
    expect(html).toContain('href="/deputados/7/atividade-parlamentar"');
    expect(html).toContain('<title>Ana Ribeiro (PSD) | Assembleia Legislativa</title>');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(`<meta property="og:image" content="http://portal.exemplo.gov.br${FOTO.replace(/&/g, '&#38;')}" />`);
  });

  it('perfil sem foto: silhueta com alt; sem contato: estado vazio; id inválido ou desconhecido: 404', async () => {
    const html = texto((await get('/deputados/perfil/9')).body);
    expect(html).toMatch(/<img[^>]*src="data:image\/svg\+xml,[^"]*"[^>]*alt="Célia Damasceno \(sem foto\)"|<img[^>]*alt="Célia Damasceno \(sem foto\)"/);
    expect(html).toContain('Fora de exercício');
    expect(html).toContain('Nenhum contato informado');
    expect(html).toContain('Nenhum mandato registrado');
    for (const url of ['/deputados/perfil/999', '/deputados/perfil/abc', '/deputados/perfil-biografico/999']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
    }
    expect(JSON.parse((await get('/deputados/perfil/999.json')).body)).toEqual({ erro: { status: 404, mensagem: 'Deputado não encontrado.' } });
  });

  it('perfil biográfico: a biografia em HTML e a descrição da página tirada dela', async () => {
    const html = texto((await get('/deputados/perfil-biografico/7')).body);
    expect(html).toMatch(/<h1[^>]*>Biografia: Ana Ribeiro<\/h1>/);
    expect(html).toContain('<p>Biografia de Ana Ribeiro.</p>');
    expect(html).toContain('<meta name="description" content="Biografia de Ana Ribeiro." />');
    expect(texto((await get('/deputados/perfil-biografico/9')).body)).toContain('Biografia não informada');
  });

  it('atividade parlamentar: comissões, frentes, notícias, notícias do gabinete e discursos do deputado', async () => {
    const html = texto((await get('/deputados/7/atividade-parlamentar')).body);
    expect(noticiasPedidas).toEqual([
      { deputadoId: '7', categoria: 'assembleia' },
      { deputadoId: '7', categoria: 'gabinete' },
      { deputadoId: '7', categoria: 'discurso' },
    ]);
    expect(html).toContain('<caption>Comissões de que Ana Ribeiro participa e o cargo em cada uma</caption>');
    expect(html).toContain('href="/comissoes/3/comissao-de-constituicao-justica-e-redacao"');
    expect(html).toContain('href="/frentes_parlamentares_ativas#frente-1"');
    expect(html).toContain('href="/discursos/40/discurso-sobre-a-seca"');
    expect(html).toContain('<time dateTime="2026-11-20T17:30:00.000Z">20/11/2026</time>');
    expect(html).toContain('Nenhuma notícia sobre este deputado');
    expect(html).toContain('<title>Atividade parlamentar de Ana Ribeiro (PSD) | Assembleia Legislativa</title>');
  });

  it('atividade parlamentar: proposições de autoria (10 mais recentes) e verba indenizatória do último ano, com links', async () => {
    const html = texto((await get('/deputados/7/atividade-parlamentar')).body);
    expect(processosPedidos).toEqual([{ filtro: { deputadoId: '7' }, porPagina: 10 }]);
    // Proposições: tabela com legenda, número com link para o processo, assunto, situação e data pt-BR.
    expect(html).toMatch(/<h2[^>]*id="atividade-proposicoes"[^>]*>Proposições de autoria<\/h2>/);
    expect(html).toContain('<caption>Proposições de autoria de Ana Ribeiro, da autuação mais recente à mais antiga</caption>');
    expect(html).toContain('As 10 mais recentes de 12.');
    expect(html).toMatch(/<a[^>]*href="\/participacao\/processos\/100"[^>]*>2025\/0900<\/a><\/td><td>Assunto 1<\/td><td>Em tramitação<\/td><td><time dateTime="2025-12-05">05\/12\/2025<\/time><\/td>/);
    expect(html).toContain('href="/participacao/processos/109"');
    expect(html).not.toContain('href="/participacao/processos/110"');
    expect(html).toMatch(/href="\/participacao\/processos\?avancada=1&amp;autor=Ana\+Ribeiro"[^>]*>Buscar as proposições de Ana Ribeiro na Participação<\/a>/);
    // Verba indenizatória: totais do ano e uma linha por mês (valores exatos da API em reais), cada mês com link para a transparência.
    expect(html).toMatch(/<h2[^>]*id="atividade-verbas"[^>]*>Verba indenizatória<\/h2>/);
    expect(html).toContain('Em 2025: R$ 13.500,55 apresentados e R$ 13.000,50 indenizados.');
    expect(html).toContain('<caption>Verba indenizatória de Ana Ribeiro em 2025, por mês</caption>');
    expect(html).toMatch(
      /<th scope="row"><a[^>]*href="\/transparencia\/verbas-indenizatorias\?deputadoId=7&amp;ano=2025&amp;mes=1"[^>]*>Janeiro<\/a><\/th><td[^>]*>R\$ 1\.234\.567,89<\/td><td[^>]*>R\$ 1\.234\.567,89<\/td>/,
    );
    expect(html).toMatch(/>Março<\/a><\/th><td[^>]*>R\$ 0,10<\/td><td[^>]*>R\$ 0,00<\/td>/);
    expect(html).not.toContain('>Fevereiro<');
    expect(html).toMatch(/<th scope="row">Total<\/th><td[^>]*>R\$ 13\.500,55<\/td><td[^>]*>R\$ 13\.000,50<\/td>/);
    expect(html).toMatch(/href="\/transparencia\/verbas-indenizatorias\?ano=2025"[^>]*>Ver as verbas indenizatórias de 2025 no Portal da Transparência<\/a>/);
    // Os dados da página também em .json.
    const json = JSON.parse((await get('/deputados/7/atividade-parlamentar.json')).body) as { verbas: { ano: number }; proposicoes: { total: number } };
    expect(json.verbas.ano).toBe(2025);
    expect(json.proposicoes.total).toBe(12);
  });

  it('atividade parlamentar sem proposições nem verba indenizatória: estados vazios, sem tabelas nem links', async () => {
    const html = texto((await get('/deputados/9/atividade-parlamentar')).body);
    expect(processosPedidos).toEqual([{ filtro: { deputadoId: '9' }, porPagina: 10 }]);
    expect(html).toContain('Nenhuma proposição de autoria registrada');
    expect(html).toContain('Nenhuma verba indenizatória registrada');
    expect(html).not.toContain('<caption>Proposições de autoria');
    expect(html).not.toContain('<caption>Verba indenizatória');
    // The site menu and footer link to the processes search and the allowances; the page's own content must not.
    const principal = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(principal).not.toContain('/participacao/processos');
    expect(principal).not.toContain('/transparencia/verbas-indenizatorias');
  });

  it('lideranças, Mesa Diretora (com o cargo), galeria de presidentes e legislaturas anteriores', async () => {
    const liderancas = texto((await get('/deputados/liderancas-parlamentares')).body);
    expect(liderancas).toMatch(/Liderança do Governo[\s\S]*Ana Ribeiro[\s\S]*Lideranças partidárias[\s\S]*Bruno Teles[\s\S]*Líder do MDB/);
    const mesa = texto((await get('/deputados/mesa-diretora')).body);
    expect(mesa).toMatch(/Ana Ribeiro[\s\S]*Presidente/);
    const galeria = texto((await get('/deputados/galeria-presidentes')).body);
    expect(galeria).toMatch(/Ana Ribeiro da Silva[\s\S]*desde 2025[\s\S]*Armando Lobato[\s\S]*1999–2000/);
    expect(galeria).toContain('alt="Armando Lobato (sem foto)"');
    const anteriores = texto((await get('/deputados/legislaturas-anteriores')).body);
    expect(anteriores).toContain('19ª Legislatura (2019–2022)');
    expect(anteriores).not.toContain('20ª Legislatura');
    expect(anteriores).toContain('href="/deputados/perfil/8"');
    vazio = true;
    expect((await get('/deputados/mesa-diretora')).body).toContain('Nenhum membro da Mesa Diretora registrado');
  });
});

describe('legislaturas', () => {
  it('lista paginada e legislatura com os deputados (uma linha por deputado, partidos em sequência)', async () => {
    const lista = texto((await get('/legislaturas')).body);
    expect(lista).toContain('href="/legislaturas/1/2"');
    expect(lista).toContain('Em curso');
    expect((await get('/legislaturas/1')).status).toBe(200);
    expect((await get('/legislaturas/2')).status).toBe(404);
    expect((await get('/legislaturas/abc')).status).toBe(404);
    const res = await get('/legislaturas/1/2');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toMatch(/<h1[^>]*>20ª Legislatura<\/h1>/);
    expect(html).toContain('Deputados (1)');
    expect(html).toContain('MDB → PSD');
    expect(html).toContain('<title>20ª Legislatura (2023–2026) | Assembleia Legislativa</title>');
    expect((await get('/legislaturas/1/999')).status).toBe(404);
  });
});

describe('comissões', () => {
  it('lista: ativas por tipo e encerradas à parte', async () => {
    const html = texto((await get('/comissoes')).body);
    expect(html).toMatch(/Permanente<\/h2>[\s\S]*Comissão de Constituição[\s\S]*Temporária|Permanente<\/h2>[\s\S]*Comissão de Constituição[\s\S]*CPI<\/h2>/);
    expect(html.indexOf('>Permanente</h2>')).toBeLessThan(html.indexOf('>CPI</h2>'));
    expect(html).toContain('Comissões encerradas');
    expect(html).toContain('href="/comissoes/5/comissao-especial-do-centenario"');
  });

  it('comissão: descrição, membros em tabela com legenda (presidente primeiro), equipe técnica; sem sufixo, 301', async () => {
    const res = await get('/comissoes/3/comissao-de-constituicao-justica-e-redacao');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toContain('<caption>Deputados da Comissão de Constituição, Justiça e Redação e o cargo de cada um</caption>');
    expect(html).toMatch(/Presidente<\/td><td><a[^>]*href="\/deputados\/perfil\/7"[^>]*>Ana Ribeiro[\s\S]*Titular<\/td>/);
    expect(html).toContain('Aline Prudente');
    expect(html).toContain('<meta name="description" content="Analisa a constitucionalidade das proposições." />');
    expect(html).toContain('href="/comissao_trabalhos/3/comissao-de-constituicao-justica-e-redacao"');
    const semSufixo = await get('/comissoes/3');
    expect(semSufixo.status).toBe(301);
    expect(semSufixo.headers.location).toBe('/comissoes/3/comissao-de-constituicao-justica-e-redacao');
    expect((await get('/comissoes/999')).status).toBe(404);
  });

  it('trabalhos, arquivos (tamanho em pt-BR) e links da comissão', async () => {
    const trabalhos = texto((await get('/comissao_trabalhos/3/comissao-de-constituicao-justica-e-redacao')).body);
    expect(trabalhos).toContain('Audiência sobre o orçamento');
    expect(trabalhos).toContain('<time dateTime="2025-03-10">10/03/2025</time>');
    const arquivos = texto((await get('/comissao_arquivos/3/comissao-de-constituicao-justica-e-redacao')).body);
    expect(arquivos).toContain('href="/arquivos/2026/11/ata.pdf?v=x"');
    expect(arquivos).toContain('(1,2 MB)');
    expect((await get('/comissao_links/3/x')).headers.location).toBe('/comissao_links/3/comissao-de-constituicao-justica-e-redacao');
    const certo = texto((await get('/comissao_links/3/comissao-de-constituicao-justica-e-redacao')).body);
    expect(certo).toMatch(/Legislação<\/h2>[\s\S]*href="https:\/\/exemplo.gov.br\/regimento"/);
  });
});

describe('frentes parlamentares', () => {
  it('ativas e inativas, com coordenação e membros', async () => {
    const ativas = texto((await get('/frentes_parlamentares_ativas')).body);
    expect(ativas).toContain('Frente da Primeira Infância');
    expect(ativas).not.toContain('Frente da Ferrovia');
    expect(ativas).toMatch(/Coordenação:[\s\S]*Bruno Teles \(MDB\)/);
    expect(ativas).toContain('Membros (2)');
    expect(ativas).toContain('<time dateTime="2023-03-15">15/03/2023</time>');
    const inativas = texto((await get('/frentes_parlamentares_inativas')).body);
    expect(inativas).toContain('Frente da Ferrovia');
    expect(inativas).toContain('Nenhum membro registrado.');
    expect(inativas).toContain('<title>Frentes parlamentares inativas | Assembleia Legislativa</title>');
  });
});
