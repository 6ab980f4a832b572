import { assinarReferencia } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { anoAtual } from '../relatorio-pdf/relatorio-pdf.js';

// Despesas, programas e ações, receitas e arquivos e links: the server applies the catalog's rules between fields and
// sums the filter in SQL (the SomaDueofs header and the revenue panel's totals).
const SEGREDO = 'segredo-das-contas-de-teste';
let subgraph: TestSubgraph;
let gestor: Pick<TestSubgraph, 'query'>;
const ATUAL = anoAtual();

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true, internalToken: SEGREDO });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/programa_acoes', 'api/admin/arquivos_links', 'api/admin/dueofs', 'api/admin/receitas']));
});
afterAll(() => subgraph?.close());

const pdf = () => assinarReferencia({ chave: '2026/11/ficha.pdf', nome: 'ficha.pdf', tipo: 'application/pdf', tamanho: 99 }, SEGREDO);

async function mensagens(query: string, variables: Record<string, unknown>, quem: Pick<TestSubgraph, 'query'> = gestor): Promise<string[]> {
  const { errors } = await quem.query(query, variables);
  return (errors?.[0]?.extensions?.mensagens as string[] | undefined) ?? (errors ? [errors[0]!.message] : []);
}

describe('programas e ações', () => {
  const CRIAR = 'mutation($dados: ProgramaAcaoInput!) { criarProgramaAcao(dados: $dados) { id anoInicio anoFim tipoDescricao valorPrevisto valorExecutado valorExecutadoFormatado } }';
  const dados = { ano: ATUAL, anoInicio: ATUAL - 2, anoFim: ATUAL + 1, programa: '4001 - Apoio administrativo', acao: '2003 - Capacitação', tipo: 'atividade', objetivo: 'Formar servidores.', valorPrevisto: '1.500.000,00' };

  it('saves a programme whose start is not after its end, with the exact amounts', async () => {
    const { data, errors } = await gestor.query<{ criarProgramaAcao: Record<string, unknown> }>(CRIAR, { dados });
    expect(errors).toBeUndefined();
    expect(data!.criarProgramaAcao).toMatchObject({ anoInicio: ATUAL - 2, anoFim: ATUAL + 1, tipoDescricao: 'Atividade', valorPrevisto: '1500000.00', valorExecutado: null, valorExecutadoFormatado: null });
  });

  it('refuses a start after the end and years outside the current − 10 .. + 5', async () => {
    expect(await mensagens(CRIAR, { dados: { ...dados, anoInicio: ATUAL + 2, anoFim: ATUAL + 1 } })).toEqual(['O ano de início não pode ser posterior ao ano de fim.']);
    expect(await mensagens(CRIAR, { dados: { ...dados, anoFim: ATUAL + 6 } })).toEqual([`Informe um ano entre ${ATUAL - 10} e ${ATUAL + 5}.`]);
  });

  it('needs the permission to write', async () => {
    const outro = subgraph.como(await subgraph.equipe(['api/admin/receitas']));
    expect((await outro.query(CRIAR, { dados })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('arquivos e links', () => {
  const CRIAR = 'mutation($dados: ArquivoLinkInput!) { criarArquivoLink(dados: $dados) { id link arquivo { nome } } }';
  const dados = { ano: ATUAL, tipo: 'ouvidoria', titulo: 'Relatório da Ouvidoria' };

  it('needs the address or the PDF', async () => {
    expect(await mensagens(CRIAR, { dados })).toEqual(['Informe o endereço ou anexe o PDF.']);
    const comPdf = await gestor.query<{ criarArquivoLink: { id: string; arquivo: { nome: string } } }>(CRIAR, { dados: { ...dados, arquivo: pdf() } });
    expect(comPdf.errors).toBeUndefined();
    expect(comPdf.data!.criarArquivoLink.arquivo.nome).toBe('ficha.pdf');
    // Editing it later without sending the PDF again keeps it and passes the rule.
    const editar = await gestor.query('mutation($id: ID!, $dados: ArquivoLinkInput!) { atualizarArquivoLink(id: $id, dados: $dados) { arquivo { nome } } }', { id: comPdf.data!.criarArquivoLink.id, dados });
    expect(editar.errors).toBeUndefined();
    const comLink = await gestor.query(CRIAR, { dados: { ...dados, link: 'https://www.transparencia.go.gov.br/' } });
    expect(comLink.errors).toBeUndefined();
  });

  it('lists the types for /tipos in the form order', async () => {
    const { data } = await subgraph.query<{ opcoesDoCadastro: { valor: string }[] }>('{ opcoesDoCadastro(cadastro: ARQUIVO_LINK, campo: "tipo") { valor } }');
    expect(data!.opcoesDoCadastro.map((o) => o.valor)).toEqual(['carta_servicos', 'planejamento', 'ouvidoria', 'controle_interno', 'dados_abertos', 'link_externo']);
  });
});

describe('despesas and receitas: the sums of the filter in SQL', () => {
  it('dueofsTotal is the exact sum of the filtered rows, and the natures list the existing ones', async () => {
    const filtro = { ano: ATUAL - 1, mes: 3 };
    const { data, errors } = await subgraph.query<{ dueofs: { total: number; itens: { valor: string; natureza: string }[] }; dueofsTotal: { quantidade: number; valor: string }; naturezasDueofs: string[] }>(
      'query($filtro: DueofFiltro) { dueofs(filtro: $filtro, pagina: 1, porPagina: 100) { total itens { valor natureza } } dueofsTotal(filtro: $filtro) { quantidade valor } naturezasDueofs }',
      { filtro },
    );
    expect(errors).toBeUndefined();
    expect(data!.dueofs.total).toBeGreaterThan(150);
    expect(data!.dueofsTotal.quantidade).toBe(data!.dueofs.total);
    const natureza = data!.dueofs.itens[0]!.natureza;
    expect(data!.naturezasDueofs).toContain(natureza);
    const daNatureza = await subgraph.query<{ dueofs: { itens: { valor: string }[]; total: number }; dueofsTotal: { quantidade: number; valor: string } }>(
      'query($filtro: DueofFiltro) { dueofs(filtro: $filtro, pagina: 1, porPagina: 100) { total itens { valor } } dueofsTotal(filtro: $filtro) { quantidade valor } }',
      { filtro: { ...filtro, natureza } },
    );
    const { itens, total } = daNatureza.data!.dueofs;
    expect(total).toBeLessThanOrEqual(100);
    const centavos = itens.reduce((soma, i) => soma + BigInt(i.valor.replace('.', '')), 0n);
    expect(daNatureza.data!.dueofsTotal).toEqual({ quantidade: total, valor: `${centavos / 100n}.${String(centavos % 100n).padStart(2, '0')}` });
  });

  it('refuses a month out of range, like every list', async () => {
    const { errors } = await subgraph.query('{ dueofsTotal(filtro: { ano: 2025, mes: 13 }) { valor } }');
    expect(errors?.[0]?.extensions?.mensagens).toEqual(['Informe um mês entre 1 e 12.']);
  });

  it('receitasTotal sums the expected and collected amounts of a year', async () => {
    const { data, errors } = await subgraph.query<{ receitasTotal: { quantidade: number; valorPrevisto: string; valorArrecadado: string; valorArrecadadoFormatado: string } }>(
      `{ receitasTotal(filtro: { ano: ${ATUAL - 1}, origem: "duodecimo" }) { quantidade valorPrevisto valorArrecadado valorArrecadadoFormatado } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.receitasTotal.quantidade).toBe(12);
    expect(data!.receitasTotal.valorArrecadado).toBe(data!.receitasTotal.valorPrevisto);
    expect(data!.receitasTotal.valorArrecadadoFormatado).toMatch(/^R\$ [\d.]+,\d{2}$/);
  });
});
