import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';
import { renderizacaoDeTeste } from '../../server/testing';

// O renderizador de verdade contra um servidor GraphQL HTTP com o esquema público
// (schema/api.graphql): a página de gráficos da transparência como o gateway a entregaria.
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(raiz, 'schema/api.graphql'), 'utf8'));

const psd = { id: '1', sigla: 'PSD' };
const ana = { id: '7', nome: 'Ana Ribeiro', partido: psd };
const bruno = { id: '8', nome: 'Bruno Teles', partido: null };

/** Empenhos pagos em 2025: março e novembro. 2023 tem empenhos e nenhuma verba. */
const PAGOS: Record<string, string> = { '2025-3': '1234567.89', '2025-11': '0.10', '2023-5': '99.00' };
const CATEGORIAS_2025 = [
  { descricao: 'Manutenção de escritório de apoio', totalApresentado: '30000.00', totalIndenizado: '29999.99' },
  { descricao: 'Combustíveis e lubrificantes', totalApresentado: '0.20', totalIndenizado: '0.10' },
];

let pedidos: { consulta: string; variaveis: Record<string, unknown> }[] = [];
const rootValue = {
  anosEmpenhos: () => [2025, 2024, 2023],
  verbasIndenizatoriasPeriodos: () => [
    { ano: 2026, meses: [1] },
    { ano: 2025, meses: [12, 11] },
  ],
  empenhosTotal: ({ filtro }: { filtro: { ano: number; mes: number } }) => {
    const pago = PAGOS[`${filtro.ano}-${filtro.mes}`] ?? '0.00';
    return { totalEmpenhado: pago, totalPago: pago };
  },
  verbasIndenizatoriasResumoAnual: ({ ano }: { ano: number }) =>
    ano === 2025
      ? {
          ano,
          totalApresentado: '30000.20',
          totalIndenizado: '30000.09',
          numeroDeputados: 2,
          deputados: [
            { deputado: bruno, totalApresentado: '0.20', totalIndenizado: '0.10' },
            { deputado: ana, totalApresentado: '30000.00', totalIndenizado: '29999.99' },
          ],
        }
      : { ano, totalApresentado: '0.00', totalIndenizado: '0.00', numeroDeputados: 0, deputados: [] },
  verbasIndenizatoriasPorCategoria: ({ ano }: { ano: number }) => (ano === 2025 ? CATEGORIAS_2025 : []),
};

let graphqlUrl: string;
let distDir: string;

let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'graficos', (consulta, variaveis) => {
    pedidos.push({ consulta, variaveis });
  }));
});

afterAll(() => fechar());

beforeEach(() => {
  pedidos = [];
});

function get(url: string) {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  return render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br' } });
}

/** O HTML do React separa textos vizinhos com comentários vazios; o texto sem marcação facilita comparar frases. */
function texto(html: string): string {
  return html.replace(/<!-- -->/g, '');
}

/** O trecho do HTML entre um título h2 e o próximo. */
function secao(html: string, titulo: string): string {
  const inicio = html.indexOf(titulo);
  expect(inicio, titulo).toBeGreaterThan(-1);
  const fim = html.indexOf('<h2', inicio);
  return html.slice(inicio, fim === -1 ? undefined : fim);
}

describe('/transparencia/graficos', () => {
  it('oferece os anos com empenhos e com verbas (sem adivinhar anos) e mostra o mais recente', async () => {
    const res = await get('/transparencia/graficos');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    const opcoes = [...html.matchAll(/<option[^>]*value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(opcoes).toEqual([2026, 2025, 2024, 2023]);
    expect(html).toMatch(/<option[^>]*value="2026"[^>]*selected/);
    expect(html).toContain('Gastos por mês em 2026');
    expect(html).toContain('Nenhum gasto publicado em 2026');
    expect(html).toContain('Verba indenizatória por categoria em 2026');
    expect(pedidos.map((p) => p.variaveis.ano).filter(Boolean)).toEqual([2026, 2026, 2026]);
  });

  it('três gráficos do ano escolhido no HTML do servidor: gastos por mês, verbas por deputado e por categoria, com tabelas exatas', async () => {
    const res = await get('/transparencia/graficos?ano=2025');
    expect(res.status).toBe(200);
    const html = texto(res.body);
    expect(html).toContain('<title>Gráficos da transparência – 2025 | Assembleia Legislativa</title>');
    expect(html).toContain('<link rel="canonical" href="http://portal.exemplo.gov.br/transparencia/graficos?ano=2025" />');
    const graficos = [...html.matchAll(/<div role="img" aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(graficos).toHaveLength(3);
    expect(graficos[0]).toBe('Valor pago por mês em 2025. Total: R$ 1.234.567,99. Maior valor: Março, R$ 1.234.567,89. Os valores estão na tabela a seguir.');
    expect(graficos[1]).toContain('Maior valor: Ana Ribeiro (PSD), R$ 29.999,99.');
    expect(graficos[2]).toBe(
      'Verba indenizatória por categoria em 2025. Total: R$ 30.000,09. Maior valor: Manutenção de escritório de apoio, R$ 29.999,99. Os valores estão na tabela a seguir.',
    );

    const categorias = secao(html, 'Verba indenizatória por categoria em 2025</h2>');
    expect(categorias).toContain('Total indenizado: R$ 30.000,09, de R$ 30.000,20 apresentados.');
    // A tabela: categoria (cabeçalho de linha), apresentado e indenizado exatos, na ordem da API, e a linha do total.
    expect(categorias).toMatch(/<th scope="col"[^>]*>Categoria<\/th><th scope="col"[^>]*>Apresentado<\/th><th scope="col"[^>]*>Indenizado<\/th>/);
    const linhas = [...categorias.matchAll(/<tr><th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g)].map((m) => m.slice(1));
    expect(linhas).toEqual([
      ['Manutenção de escritório de apoio', 'R$ 30.000,00', 'R$ 29.999,99'],
      ['Combustíveis e lubrificantes', 'R$ 0,20', 'R$ 0,10'],
      ['Total', 'R$ 30.000,20', 'R$ 30.000,09'],
    ]);
    expect(categorias).toContain('<caption style="text-align:left">Verba indenizatória por categoria em 2025</caption>');
    expect(categorias).toContain('href="/transparencia/verbas-indenizatorias-categorias?ano=2025"');

    // O gráfico por deputado continua com uma coluna de valor.
    const deputados = secao(html, 'Verbas indenizatórias por deputado em 2025</h2>');
    expect(deputados).toMatch(/<th scope="col"[^>]*>Deputado<\/th><th scope="col"[^>]*>Valor<\/th>/);
    expect(html.indexOf('Gastos por mês em 2025')).toBeLessThan(html.indexOf('Verbas indenizatórias por deputado em 2025</h2>'));
    expect(html.indexOf('Verbas indenizatórias por deputado em 2025</h2>')).toBeLessThan(html.indexOf('Verba indenizatória por categoria em 2025</h2>'));
    expect(pedidos.some((p) => p.consulta.includes('verbasIndenizatoriasPorCategoria') && p.variaveis.ano === 2025)).toBe(true);
  });

  it('um ano só com empenhos mostra os gastos e os estados vazios das verbas', async () => {
    const html = texto((await get('/transparencia/graficos?ano=2023')).body);
    expect(html).toContain('Valor pago por mês em 2023');
    expect(html).toContain('Nenhuma verba indenizatória publicada em 2023');
    expect(secao(html, 'Verba indenizatória por categoria em 2023</h2>')).toContain('Nenhuma verba indenizatória publicada em 2023');
    expect([...html.matchAll(/<div role="img"/g)]).toHaveLength(1);
  });

  it('um ano sem dados é 404 em português, também em .json; o .json traz as categorias', async () => {
    const res = await get('/transparencia/graficos?ano=2019');
    expect(res.status).toBe(404);
    expect(texto(res.body)).toContain('Não há dados para o ano pedido.');
    const json = await get('/transparencia/graficos.json?ano=2025');
    expect(json.status).toBe(200);
    expect(JSON.parse(json.body)).toMatchObject({ anos: [2026, 2025, 2024, 2023], ano: 2025, categorias: CATEGORIAS_2025 });
  });
});
