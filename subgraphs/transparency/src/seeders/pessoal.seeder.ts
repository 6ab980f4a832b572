import { hojeEmBrasilia } from '@alego/catalog';
import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { gerarCnpj } from '../lib/cnpj.js';
import { DemonstrativoDespesasComPessoal } from '../modules/demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.entity.js';
import { GestaoFiscalAnual } from '../modules/gestao-fiscal-anual/gestao-fiscal-anual.entity.js';
import { Orcamento } from '../modules/orcamento/orcamento.entity.js';
import { PrestacaoContas } from '../modules/prestacao-contas/prestacao-contas.entity.js';
import { QuadroRemuneracao } from '../modules/quadro-remuneracao/quadro-remuneracao.entity.js';
import { anoAtual } from '../modules/relatorio-pdf/relatorio-pdf.js';
import { gerarFolha, mesesAte } from '../modules/remuneracao/gerador.js';
import { Remuneracao } from '../modules/remuneracao/remuneracao.entity.js';
import type { RemuneracaoNormalizada } from '../modules/remuneracao/remuneracao.rules.js';
import { SancaoAdministrativa } from '../modules/sancao-administrativa/sancao-administrativa.entity.js';

/** Demo personnel data: 300 invented staff over the last six closed months, and the yearly documents (without PDFs). */
export class PessoalSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [ano, mes] = hojeEmBrasilia().split('-').map(Number) as [number, number];
    // The current month's payroll is not closed yet: the six months before it.
    const anterior = mes === 1 ? { ano: ano - 1, mes: 12 } : { ano, mes: mes - 1 };
    let lote: RemuneracaoNormalizada[] = [];
    for (const linha of gerarFolha(300, mesesAte(anterior.ano, anterior.mes, 6))) {
      lote.push(linha);
      if (lote.length === 600) {
        await em.insertMany(Remuneracao, lote);
        lote = [];
      }
    }
    if (lote.length) await em.insertMany(Remuneracao, lote);

    const atual = anoAtual();
    for (const [i, a] of [atual - 2, atual - 1, atual].entries()) {
      em.create(Orcamento, { ano: a, tipo: 'loa', autorizadoComPessoal: `${412_350_000 + i * 18_730_415}.${String(17 + i * 21).padStart(2, '0')}`, descricao: `Lei Orçamentária Anual ${a}` });
      em.create(Orcamento, { ano: a, tipo: 'qdd', autorizadoComPessoal: `${409_118_240 + i * 17_904_112}.50`, descricao: `Quadro de Detalhamento da Despesa ${a}` });
      em.create(GestaoFiscalAnual, { ano: a, descricao: `Relatório de Gestão Fiscal ${a} - 1º quadrimestre` });
      em.create(DemonstrativoDespesasComPessoal, { ano: a, descricao: `Demonstrativo da despesa com pessoal ${a}` });
      em.create(PrestacaoContas, { ano: a, tipoCadastro: 'receita_presidencia', descricao: `Receita da Presidência ${a}` });
      em.create(PrestacaoContas, { ano: a, tipoCadastro: 'ordem', mes: 6, descricao: `Ordem cronológica de pagamentos - junho de ${a}` });
    }
    em.create(Orcamento, { ano: atual, tipo: 'ppa', descricao: `Plano Plurianual ${atual}-${atual + 3}` });
    em.create(PrestacaoContas, { ano: atual - 1, tipoCadastro: 'receita_femal', descricao: `Receita do FEMAL ${atual - 1}` });
    em.create(PrestacaoContas, { ano: atual - 1, tipoCadastro: 'detalhamento', descricao: `Detalhamento da execução orçamentária ${atual - 1}` });
    for (const [a, m] of [[2014, 12], [2014, 6], [2013, 12], [2012, 12], [2010, 1]] as const) {
      em.create(QuadroRemuneracao, { ano: a, mes: m, descricao: `Quadro de remuneração de ${String(m).padStart(2, '0')}/${a}` });
    }
    em.create(SancaoAdministrativa, {
      ano: atual - 1,
      empresa: 'Papelaria Três Veredas Comércio Ltda.',
      cnpj: gerarCnpj(25_398_461),
      sancao: 'Advertência por atraso na entrega de material de expediente.',
      processo: `2024.0012.${atual - 1}`,
      dataPublicacao: `${atual - 1}-05-14`,
    });
    em.create(SancaoAdministrativa, {
      ano: atual,
      empresa: 'Refrigeração Vale do Meia Ponte Ltda.',
      cnpj: gerarCnpj(29_775_180),
      sancao: 'Multa de 10% sobre o valor da parcela e impedimento de licitar por 1 ano.',
      processo: `2025.0207.${atual}`,
      dataPublicacao: `${atual}-02-03`,
    });
  }
}
