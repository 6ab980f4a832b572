import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicRenderer } from '../../entry-server';
import { renderizacaoDeTeste } from '../../server/testing';

// The real renderer against an HTTP GraphQL server with the public schema (schema/api.graphql): the bids and
// notices tables show each PDF of a row as a link with its name and its size in pt-BR.
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
const schema = buildSchema(readFileSync(join(raiz, 'schema/api.graphql'), 'utf8'));

const EDITAL_PDF = { chave: 'pdf/edital', nome: 'edital-012-2025.pdf', tamanho: 12_800, url: '/arquivos/pdf/edital?v=1' };
const ANEXO_PDF = { chave: 'pdf/anexo', nome: 'anexo-i.pdf', tamanho: 1_258_291, url: '/arquivos/pdf/anexo?v=1' };
const modalidade = { id: '1', descricao: 'Pregão eletrônico' };
const fase = { id: '1', descricao: 'Aberta' };
const edital = (id: string, numero: string, arquivos: unknown[]) => ({
  id,
  identificador: `Pregão eletrônico nº ${numero}`,
  numero,
  ano: 2025,
  processo: `2025000${id}`,
  objeto: 'Material de expediente',
  modalidade,
  fase,
  dataAbertura: '2025-04-15',
  valorEstimado: '250000.00',
  arquivos,
  avisos: [],
});
const pagina = (itens: unknown[]) => ({ total: itens.length, pagina: 1, porPagina: 20, totalPaginas: 1, itens });

const rootValue = {
  editais: () => pagina([edital('1', '012/2025', [EDITAL_PDF, ANEXO_PDF]), edital('2', '013/2025', [])]),
  editaisTotal: () => ({ quantidade: 2, valorEstimado: '500000.00' }),
  modalidadesLicitacoes: () => [modalidade],
  fasesLicitacoes: () => [fase],
  anosLicitacoes: () => [2025],
  avisosLicitacoes: () =>
    pagina([{ id: '5', titulo: 'Adiamento do pregão', conteudo: 'Nova data.', dataPublicacao: '2025-04-20', edital: { identificador: 'Pregão eletrônico nº 012/2025' }, arquivos: [EDITAL_PDF] }]),
};

let graphqlUrl: string;
let distDir: string;
let fechar: () => Promise<void>;

beforeAll(async () => {
  ({ graphqlUrl, distDir, fechar } = await renderizacaoDeTeste(schema, rootValue, 'licitacoes'));
});
afterAll(() => fechar());

async function html(url: string): Promise<string> {
  const render = createPublicRenderer({ clientDistDir: distDir, graphqlUrl, publicUrl: 'http://portal.exemplo.gov.br' });
  const resposta = await render({ url, method: 'GET', headers: { host: 'portal.exemplo.gov.br' } });
  expect(resposta.status).toBe(200);
  return resposta.body.replace(/<!-- -->/g, '');
}

/** The table row whose header cell holds `rotulo`. */
function linha(pagina: string, rotulo: string): string {
  const inicio = pagina.lastIndexOf('<tr', pagina.indexOf(rotulo));
  expect(inicio, rotulo).toBeGreaterThan(-1);
  return pagina.slice(inicio, pagina.indexOf('</tr>', inicio));
}

describe('PDFs dos editais e avisos nas telas públicas', () => {
  it('cada edital lista os seus PDFs: link com o nome e o tamanho em pt-BR; sem PDF, um traço', async () => {
    const pagina = await html('/transparencia/editais');
    expect(pagina).toContain('>Arquivos</th>');
    const com = linha(pagina, 'Pregão eletrônico nº 012/2025');
    expect(com).toMatch(/<a [^>]*href="\/arquivos\/pdf\/edital\?v=1"[^>]*>edital-012-2025\.pdf<span[^>]*> – de Pregão eletrônico nº 012\/2025<\/span><\/a>/);
    expect(com).toContain('(PDF, 12,5 KB)');
    expect(com).toMatch(/href="\/arquivos\/pdf\/anexo\?v=1"[^>]*>anexo-i\.pdf/);
    expect(com).toContain('(PDF, 1,2 MB)');
    expect(com.indexOf('edital-012-2025.pdf')).toBeLessThan(com.indexOf('anexo-i.pdf'));
    const sem = linha(pagina, 'Pregão eletrônico nº 013/2025');
    expect(sem).not.toContain('/arquivos/');
    expect(sem).toContain('—');
  });

  it('cada aviso lista os seus PDFs da mesma forma', async () => {
    const pagina = await html('/transparencia/avisos');
    const aviso = linha(pagina, 'Adiamento do pregão');
    expect(aviso).toMatch(/href="\/arquivos\/pdf\/edital\?v=1"[^>]*>edital-012-2025\.pdf/);
    expect(aviso).toContain('(PDF, 12,5 KB)');
  });
});
