import { startTestSubgraph, type TestSubgraph } from '@alego/kit/testing';
import { afterAll, beforeAll, it } from 'vitest';
import { transparency } from './index.js';

let subgraph: TestSubgraph;
beforeAll(async () => {
  const t = Date.now();
  subgraph = await startTestSubgraph(transparency, { seed: true });
  console.log('boot+seed ms', Date.now() - t);
}, 60000);
afterAll(() => subgraph?.close());

it('smoke', async () => {
  const q = async (s: string) => console.log(JSON.stringify(await subgraph.query(s)).slice(0, 1500));
  await q(`{ contratos(porPagina: 2, filtro: {tipoContratacaoId: 1}) { total itens { numero tipoContratacao { descricao } fiscais { nome funcao } } } contratosTotal { quantidade valor } anosContratos tiposContratacao(grupo: "contrato") { id descricao } }`);
  await q(`{ fiscaisContratos(porPagina: 2, filtro: {termo: "limpeza"}) { total itens { nome contrato { numero objeto } } } }`);
  await q(`{ editais(porPagina: 2) { total itens { identificador fase { descricao } valorEstimadoFormatado avisos { titulo dataPublicacao } } } editaisTotal { quantidade valorEstimado } anosLicitacoes modalidadesLicitacoes { id descricao } fasesLicitacoes { descricao } }`);
  await q(`{ avisosLicitacoes(porPagina: 2) { total itens { titulo edital { identificador } } } licitacoesAutocomplete(termo: "pregão 00") { id identificador } }`);
  await q(`{ empenhos(porPagina: 2, filtro: {ano: 2025, mes: 3}) { total itens { numero credor cnpjFormatado valorPagoFormatado } } empenhosTotal(filtro: {ano: 2025}) { quantidade totalEmpenhado totalPago totalPagoFormatado } }`);
  await q(`{ diarias(porPagina: 2) { total itens { beneficiario tipoSolicitacao { descricao } quantidade valorTotal } } diariasTotal { quantidade total numeroBeneficiarios } diariasMesesEAnos { ano meses } tiposSolicitacaoDiaria { descricao } }`);
  await q(`{ repassesDuodecimos(porPagina: 2) { total itens { ano mes valorRepassadoFormatado } } repassesDuodecimosTotal(filtro: {ano: 2025}) { totalPrevisto totalRepassado } repassesDuodecimosPeriodos { ano meses } }`);
  await q(`{ verbasIndenizatoriasPeriodos { ano meses } verbasIndenizatoriasDeputados(ano: 2025, mes: 4) { id } }`);
  await q(`{ verbaIndenizatoria(deputadoId: 3, ano: 2025, mes: 4) { deputado { id } totalApresentado totalIndenizado grupos { descricao totalIndenizado subgrupos { descricao totalIndenizado lancamentos { fornecedor cnpjCpf valorApresentado valorIndenizado data numero } } } } }`);
  await q(`{ verbasIndenizatoriasResumoAnual(ano: 2025, deputadoId: 3) { ano totalIndenizado numeroDeputados deputados { deputado { id } totalIndenizado meses { mes valorIndenizado } } } }`);
  await q(`{ verbasIndenizatoriasResumoAnual(ano: 2025) { ano totalIndenizado numeroDeputados } }`);
}, 60000);
