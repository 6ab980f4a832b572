import { assinarReferencia } from '@alego/kit';
import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transparency } from '../../index.js';
import { anoAtual, anosPermitidos, CadastroComAno } from './relatorio-pdf.js';

const SEGREDO = 'segredo-dos-documentos-de-teste';
let subgraph: TestSubgraph;
/** A staff member with the admin permissions: the subgraph checks every operation's scopes itself. */
let gestor: Pick<TestSubgraph, 'query'>;

beforeAll(async () => {
  subgraph = await startTestSubgraph(transparency, { seed: true, internalToken: SEGREDO });
  gestor = subgraph.como(await subgraph.equipe(['api/admin/orcamentos', 'api/admin/quadro_remuneracoes', 'api/admin/gestao_fiscal_anuais', 'api/admin/prestacao_contas', 'api/admin/demonstrativo_despesas_com_pessoal', 'api/admin/remuneracoes']));
});
afterAll(() => subgraph?.close());

const pdf = (nome = 'relatorio.pdf', tipo = 'application/pdf') => assinarReferencia({ chave: `2026/11/${nome.replace(/\W/g, '')}.pdf`, nome, tipo, tamanho: 1234 }, SEGREDO);

async function mensagens(query: string, variables: Record<string, unknown>): Promise<string[]> {
  const { errors } = await gestor.query(query, variables);
  return (errors?.[0]?.extensions?.mensagens as string[] | undefined) ?? (errors ? [errors[0]!.message] : []);
}

const ATUAL = anoAtual();

describe('faixas de anos (back-office §5 e §9)', () => {
  it('dá as opções dos formulários do maior ao menor', () => {
    expect(anosPermitidos(CadastroComAno.QUADRO_REMUNERACAO, 2026)).toEqual(Array.from({ length: 23 }, (_, i) => 2014 - i));
    expect(anosPermitidos(CadastroComAno.ORCAMENTO, 2026)).toEqual(Array.from({ length: 15 }, (_, i) => 2028 - i));
    expect(anosPermitidos(CadastroComAno.PRESTACAO_CONTAS, 2026).at(-1)).toBe(2014);
    expect(anosPermitidos(CadastroComAno.GESTAO_FISCAL, 2026)).toEqual(Array.from({ length: 13 }, (_, i) => 2028 - i));
    expect(anosPermitidos(CadastroComAno.DEMONSTRATIVO_DESPESAS_COM_PESSOAL, 2026)).toEqual(Array.from({ length: 14 }, (_, i) => 2027 - i));
    expect(anosPermitidos(CadastroComAno.REMUNERACAO, 2026).at(-1)).toBe(2013);
  });
});

describe('orçamentos', () => {
  const CRIAR = 'mutation($dados: OrcamentoInput!) { criarOrcamento(dados: $dados) { id ano tipo tipoDescricao autorizadoComPessoal autorizadoComPessoalFormatado arquivo { nome tamanho url } } }';

  it('exige o autorizado com pessoal, salvo no plano plurianual, e guarda o valor exato', async () => {
    expect(await mensagens(CRIAR, { dados: { ano: ATUAL, tipo: 'loa', arquivo: pdf() } })).toEqual(['Informe o valor autorizado com pessoal.']);
    const { data, errors } = await gestor.query<{ criarOrcamento: Record<string, unknown> }>(CRIAR, {
      dados: { ano: ATUAL, tipo: 'loa', autorizadoComPessoal: '412.350.000,17', arquivo: pdf('loa.pdf') },
    });
    expect(errors).toBeUndefined();
    expect(data!.criarOrcamento).toMatchObject({
      tipoDescricao: 'Lei Orçamentária Anual',
      autorizadoComPessoal: '412350000.17',
      autorizadoComPessoalFormatado: 'R$ 412.350.000,17',
      arquivo: { nome: 'loa.pdf', tamanho: 1234 },
    });
    expect((data!.criarOrcamento.arquivo as { url: string }).url).toMatch(/^\/arquivos\/2026\/11\/loapdf\.pdf\?v=/);
    const ppa = await gestor.query(CRIAR, { dados: { ano: ATUAL, tipo: 'ppa', arquivo: pdf('ppa.pdf') } });
    expect(ppa.errors).toBeUndefined();
  });

  it('recusa ano fora da faixa, tipo desconhecido, valor inválido e falta do PDF', async () => {
    expect(await mensagens(CRIAR, { dados: { ano: ATUAL - 13, tipo: 'xyz', autorizadoComPessoal: '12,345' } })).toEqual([
      `Informe um ano entre ${ATUAL - 12} e ${ATUAL + 2}.`,
      'Tipo de orçamento inválido: use loa, ldo, qdd ou ppa.',
      'Informe um valor autorizado com pessoal válido, por exemplo 1234,56.',
      'Anexe o arquivo PDF.',
    ]);
    expect(await mensagens(CRIAR, { dados: { ano: ATUAL, tipo: 'ppa', arquivo: pdf('foto.pdf', 'image/png') } })).toEqual(['Envie o relatório em PDF.']);
  });
});

describe('quadro de remuneração, gestão fiscal, prestação de contas e demonstrativo', () => {
  it('quadro: anos 1992 a 2014, meses 1 a 12, um por mês; a edição mantém o PDF', async () => {
    const CRIAR = 'mutation($dados: QuadroRemuneracaoInput!) { criarQuadroRemuneracao(dados: $dados) { id arquivo { nome } } }';
    expect(await mensagens(CRIAR, { dados: { ano: 2015, mes: 13, arquivo: pdf() } })).toEqual(['Informe um ano entre 1992 e 2014.', 'Informe um mês entre 1 e 12.']);
    expect(await mensagens(CRIAR, { dados: { ano: 2014, mes: 12, arquivo: pdf() } })).toEqual(['Já existe um quadro de remuneração para 12/2014.']);
    const { data } = await gestor.query<{ criarQuadroRemuneracao: { id: string } }>(CRIAR, { dados: { ano: 1992, mes: 1, arquivo: pdf('q.pdf') } });
    const editado = await gestor.query<{ atualizarQuadroRemuneracao: { descricao: string; arquivo: { nome: string } } }>(
      'mutation($id: ID!, $dados: QuadroRemuneracaoInput!) { atualizarQuadroRemuneracao(id: $id, dados: $dados) { descricao arquivo { nome } } }',
      { id: data!.criarQuadroRemuneracao.id, dados: { ano: 1992, mes: 1, descricao: 'Tabela de janeiro' } },
    );
    expect(editado.data!.atualizarQuadroRemuneracao).toEqual({ descricao: 'Tabela de janeiro', arquivo: { nome: 'q.pdf' } });
    const { data: lista } = await gestor.query<{ quadrosRemuneracao: { total: number } }>('{ quadrosRemuneracao(filtro: { ano: 1992 }) { total } }');
    expect(lista!.quadrosRemuneracao.total).toBe(1);
  });

  it('gestão fiscal: atual−10 a atual+2; prestação de contas: tipos do cadastro; demonstrativo: atual−12 a atual+1', async () => {
    expect(await mensagens('mutation($d: GestaoFiscalAnualInput!) { criarGestaoFiscalAnual(dados: $d) { id } }', { d: { ano: ATUAL + 3, arquivo: pdf() } })).toEqual([
      `Informe um ano entre ${ATUAL - 10} e ${ATUAL + 2}.`,
    ]);
    expect(await mensagens('mutation($d: PrestacaoContasInput!) { criarPrestacaoContas(dados: $d) { id } }', { d: { ano: ATUAL, tipoCadastro: 'outro', arquivo: pdf() } })).toEqual([
      'Tipo de cadastro inválido: use receita_presidencia, receita_femal, ordem ou detalhamento.',
    ]);
    const prestacao = await gestor.query<{ criarPrestacaoContas: { tipoCadastroDescricao: string } }>(
      'mutation($d: PrestacaoContasInput!) { criarPrestacaoContas(dados: $d) { tipoCadastroDescricao } }',
      { d: { ano: ATUAL, tipoCadastro: 'receita_femal', arquivo: pdf() } },
    );
    expect(prestacao.data!.criarPrestacaoContas.tipoCadastroDescricao).toBe('Receita FEMAL');
    expect(await mensagens('mutation($d: DemonstrativoDespesasComPessoalInput!) { criarDemonstrativoDespesasComPessoal(dados: $d) { id } }', { d: { ano: ATUAL + 2 } })).toEqual([
      `Informe um ano entre ${ATUAL - 12} e ${ATUAL + 1}.`,
      'Anexe o arquivo PDF.',
    ]);
    const { data } = await gestor.query<{ prestacoesContasTipos: { valor: string; descricao: string }[]; anosComDados: number[] }>(
      '{ prestacoesContasTipos { valor descricao } anosComDados(cadastro: DEMONSTRATIVO_DESPESAS_COM_PESSOAL) }',
    );
    expect(data!.prestacoesContasTipos.map((t) => t.descricao)).toEqual(['Receita Presidência', 'Receita FEMAL', 'Ordem Cronológica', 'Detalhamento da Execução']);
    expect(data!.anosComDados).toEqual([ATUAL, ATUAL - 1, ATUAL - 2]);
  });
});

describe('remunerações (formulário e consultas públicas)', () => {
  it('valida o líquido contra bruto − descontos em centavos e totaliza exato', async () => {
    const CRIAR = 'mutation($d: RemuneracaoInput!) { criarRemuneracao(dados: $d) { id liquidoFormatado } }';
    const base = { matricula: 'X1', nome: 'Servidora Teste', cargo: 'Analista', vinculo: 'Efetivo', categoria: 'Analista Legislativo', lotacao: 'DTI', ano: 2014, mes: 2, remuneracaoBasica: '1000,10', vantagens: '0,10', indenizacoes: '0', bruto: '1000,20', descontos: '0,10' };
    expect(await mensagens(CRIAR, { d: { ...base, liquido: '1000.11' } })).toEqual(['O líquido deve ser o bruto menos os descontos.']);
    expect(await mensagens(CRIAR, { d: { ...base, nome: '', ano: 2012, liquido: '1000.10' } })).toEqual(['Informe o nome.', 'Informe um ano entre 2013 e ' + ATUAL + '.']);
    const { data } = await gestor.query<{ criarRemuneracao: { liquidoFormatado: string } }>(CRIAR, { d: { ...base, liquido: '1.000,10' } });
    expect(data!.criarRemuneracao.liquidoFormatado).toBe('R$ 1.000,10');
    expect(await mensagens(CRIAR, { d: { ...base, liquido: '1000.10' } })).toEqual(['Já existe remuneração da matrícula X1 em 02/2014.']);
    const { data: totais } = await gestor.query<{ remuneracoesTotais: Record<string, unknown> }>(
      '{ remuneracoesTotais(filtro: { ano: 2014, mes: 2 }) { numeroServidores totalBruto totalLiquido totalLiquidoFormatado } }',
    );
    expect(totais!.remuneracoesTotais).toEqual({ numeroServidores: 1, totalBruto: '1000.20', totalLiquido: '1000.10', totalLiquidoFormatado: 'R$ 1.000,10' });
  });
});
