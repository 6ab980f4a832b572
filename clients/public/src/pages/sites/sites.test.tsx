import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';
import { renderizacaoDeTeste } from '../../server/testing';

// O renderizador de verdade contra um servidor GraphQL HTTP com o esquema público (schema/api.graphql): as páginas da
// procuradoria e dos microsites como o gateway as devolveria, sem JavaScript.
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(raiz, 'schema/api.graphql'), 'utf8'));

const SECOES = [
  { id: '2', aba: 'conteudo', campo: 'equipe', tituloExibido: 'Equipe', conteudo: '<p>Procuradora-Geral: Dra. Helena.</p>', data: '2026-03-02' },
  { id: '1', aba: 'conteudo', campo: 'institucional', tituloExibido: 'Procuradoria-Geral da Assembleia', conteudo: '<p>Órgão de assessoramento jurídico.</p>', data: null },
  { id: '3', aba: 'mulher', campo: 'atendimento', tituloExibido: 'Atendimento', conteudo: '<p>Central de Atendimento à Mulher: 180.</p>', data: null },
];
const ARQUIVOS = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  aba: 'arquivo',
  titulo: `Parecer ${i + 1}/2026`,
  data: '2026-02-10',
  arquivo: { url: `/arquivos/2026/02/${String(i).padStart(32, '0')}.pdf?v=x`, tamanho: 20_480 },
}));

const INFORMACOES = [
  { id: '1', secao: 'apresentacao', titulo: 'Assessoramento Temático', conteudo: '<p>Consultores legislativos.</p>' },
  { id: '2', secao: 'contato', titulo: 'Contato', conteudo: '<p>E-mail: <a href="mailto:assessoramento@al.go.leg.br">assessoramento@al.go.leg.br</a></p>' },
  { id: '3', secao: 'outras', titulo: 'Como pedir um estudo', conteudo: '<p>Por ofício.</p>' },
];
const MEMBROS = [{ id: '1', nome: 'Renata Cordeiro', cargo: 'Coordenadora', area: 'Finanças públicas', formacao: 'Economista.' }];
const MATERIAIS = [
  ...Array.from({ length: 11 }, (_, i) => ({ id: String(i + 1), titulo: `Relatório ${i + 1}`, data: '2025-12-01', tipo: '2', tipoDescricao: 'Relatório', resumo: null, url: null, arquivo: { url: `/arquivos/r${i}.pdf?v=x`, tamanho: 1024 } })),
  { id: '20', titulo: 'Painel das despesas', data: '2026-01-20', tipo: '4', tipoDescricao: 'Painel interativo', resumo: 'Despesas por mês.', url: '/transparencia/graficos', arquivo: null },
];
const pedidosDeMateriais: unknown[] = [];

let graphqlUrl: string;
let distDir: string;
let semNada = false;
const pedidos: Record<string, unknown>[] = [];

function pagina<T>(itens: T[], args: { pagina: number; porPagina: number }) {
  const inicio = (args.pagina - 1) * args.porPagina;
  return { itens: itens.slice(inicio, inicio + args.porPagina), total: itens.length, pagina: args.pagina, porPagina: args.porPagina, totalPaginas: Math.ceil(itens.length / args.porPagina) };
}

const rootValue = {
  informacoesAssessoramento: (args: { pagina: number; porPagina: number }) => pagina(semNada ? [] : INFORMACOES, args),
  membrosCorpoTecnico: (args: { pagina: number; porPagina: number }) => pagina(semNada ? [] : MEMBROS, args),
  materiaisAssessoramento: (args: { pagina: number; porPagina: number; filtro: { tipo: string | null } }) => {
    pedidosDeMateriais.push({ ...args.filtro, pagina: args.pagina, porPagina: args.porPagina });
    return pagina(semNada ? [] : MATERIAIS.filter((m) => args.filtro.tipo === null || m.tipo === args.filtro.tipo), args);
  },
  procuradorias: (args: { pagina: number; porPagina: number; filtro: { aba: string } }) => pagina(semNada ? [] : SECOES.filter((s) => s.aba === args.filtro.aba), args),
  procuradoriaArquivos: (args: { pagina: number; porPagina: number; filtro: { aba: string; comArquivo: boolean } }) => {
    pedidos.push(args.filtro);
    return pagina(semNada ? [] : ARQUIVOS.filter((a) => a.aba === args.filtro.aba), args);
  },
};

let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'sites'));
});

afterAll(() => fechar());

beforeEach(() => {
  semNada = false;
  pedidos.length = 0;
  pedidosDeMateriais.length = 0;
});

function get(url: string) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br' } });
}

/** O HTML do React separa textos vizinhos com comentários vazios. */
function texto(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

describe('procuradoria', () => {
  it('/procuradoria: the sections in the order of the fields, with anchors, dates in pt-BR and the PDFs paged by 10', async () => {
    const res = await get('/procuradoria');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toContain('<title>Procuradoria-Geral');
    expect(html.indexOf('id="institucional"')).toBeLessThan(html.indexOf('id="equipe"'));
    expect(html).toContain('href="#equipe"');
    expect(html).toContain('<p>Procuradora-Geral: Dra. Helena.</p>');
    expect(html).toContain('Atualizado em 02/03/2026');
    expect(html).toContain('Parecer 10/2026');
    expect(html).not.toContain('Parecer 11/2026');
    expect(html).toContain('PDF, 20 KB · 10/02/2026');
    expect(html).toContain('href="/procuradoria?pagina=2#arquivos"');
    expect(html).toContain('href="/sites/procuradoriadamulher"');
    expect(pedidos).toEqual([{ aba: 'arquivo', comArquivo: true }]);
    const segunda = texto((await get('/procuradoria?pagina=2')).body);
    expect(segunda).toContain('Parecer 11/2026');
  });

  it('/sites/procuradoriadamulher: the women’s office texts and files, with its empty states', async () => {
    const html = texto((await get('/sites/procuradoriadamulher')).body);
    expect(html).toContain('Procuradoria Especial da Mulher');
    expect(html).toContain('Central de Atendimento à Mulher: 180.');
    expect(html).toContain('Nenhum documento publicado.');
    expect(pedidos).toEqual([{ aba: 'mulher', comArquivo: true }]);
    semNada = true;
    expect(texto((await get('/sites/procuradoriadamulher')).body)).toContain('O conteúdo desta página ainda não foi publicado.');
  });
});

describe('assessoramento temático', () => {
  it('/assessoramento: the description, the latest materials, the staff and the contacts, with the section menu', async () => {
    const res = await get('/assessoramento');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toContain('<p>Consultores legislativos.</p>');
    expect(html).toContain('Renata Cordeiro');
    expect(html).toContain('Como pedir um estudo');
    expect(html).toContain('href="mailto:assessoramento@al.go.leg.br"');
    for (const secao of ['artigos', 'estudos', 'relatorios', 'contato']) expect(html).toContain(`href="/assessoramento/${secao}"`);
    expect(html).toContain('aria-current="page"');
    expect(pedidosDeMateriais).toEqual([{ tipo: null, pagina: 1, porPagina: 5 }]);
  });

  it('/assessoramento/relatorios: only that type, paged by 10 without JavaScript; a panel links to its address', async () => {
    const html = texto((await get('/assessoramento/relatorios?pagina=2')).body);
    expect(html).toContain('<title>Relatórios – Assessoramento Temático');
    expect(html).toContain('Relatório 11');
    expect(html).toContain('Relatório · 01/12/2025');
    expect(html).toContain('href="/assessoramento/relatorios?pagina=1"');
    expect(pedidosDeMateriais).toEqual([{ tipo: '2', pagina: 2, porPagina: 10 }]);
    expect(texto((await get('/assessoramento/paineis')).body)).toContain('href="/transparencia/graficos"');
  });

  it('/assessoramento/artigos and /assessoramento/contato show their empty states', async () => {
    expect(texto((await get('/assessoramento/artigos')).body)).toContain('Nenhum material publicado nesta seção.');
    semNada = true;
    expect(texto((await get('/assessoramento/contato')).body)).toContain('Os contatos ainda não foram publicados.');
  });
});

describe('microsites and institutional pages without data', () => {
  const PAGINAS: [string, string, string[]][] = [
    ['/sites/lgpd', 'Proteção de dados pessoais (LGPD)', ['mailto:encarregado.lgpd@al.go.leg.br', 'href="/cidadao/perfil"', 'href="/fale-conosco"', 'href="/politica-privacidade"']],
    ['/sites/contato', 'Fale com a Assembleia', ['href="/contatos"', 'href="/transparencia/solicitacoes-informacao"', 'href="/sites/procuradoriadamulher"']],
    ['/sites/cvc', 'Conheça a Casa', ['href="/fale-conosco"', 'href="/pauta-previa"']],
    ['/assinar', 'Assinar notícias e agenda', ['href="/noticias/feed"', 'href="/agenda.ics"']],
    ['/legado', 'Portal anterior', ['href="/galerias"', 'href="/cad"', 'href="/alego_search/buscar"']],
    ['/permissao', 'Permissão de uso do conteúdo', ['href="/transparencia/dados-abertos"']],
    ['/leituraparatodos', 'Leitura para todos', ['href="/participacao/processos"', 'href="/cidadao/cadastro"', 'href="/transparencia"']],
    ['/poderlegislativo', 'O Poder Legislativo', ['href="/deputados/mesa-diretora"', 'href="/comissoes"', 'href="/transparencia/legislacao"', 'href="/transparencia/estrutura-organizacional"']],
  ];
  for (const [caminho, titulo, links] of PAGINAS) {
    it(`${caminho}: rendered on the server with its title, canonical address and links`, async () => {
      const res = await get(caminho);
      expect(res.status).toBe(200);
      const html = texto(res.body);
      expect(html).toContain(`<title>${titulo}`);
      expect(html).toContain(`<link rel="canonical" href="http://portal.exemplo.gov.br${caminho}"`);
      expect(html).toMatch(/<h1[^>]*>/);
      for (const link of links) expect(html).toContain(link);
    });
  }
});
