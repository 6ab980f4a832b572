import 'reflect-metadata';
import type { SubgraphDefinition } from '@alego/kit';
import { migrations } from './migrations/index.js';
import { Contrato } from './modules/contrato/contrato.entity.js';
import { ContratoResolver } from './modules/contrato/contrato.resolver.js';
import { DemonstrativoDespesasComPessoal } from './modules/demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.entity.js';
import { DemonstrativoDespesasComPessoalResolver } from './modules/demonstrativo-despesas-com-pessoal/demonstrativo-despesas-com-pessoal.resolver.js';
import { GestaoFiscalAnual } from './modules/gestao-fiscal-anual/gestao-fiscal-anual.entity.js';
import { GestaoFiscalAnualResolver } from './modules/gestao-fiscal-anual/gestao-fiscal-anual.resolver.js';
import { Orcamento } from './modules/orcamento/orcamento.entity.js';
import { OrcamentoResolver } from './modules/orcamento/orcamento.resolver.js';
import { PrestacaoContas } from './modules/prestacao-contas/prestacao-contas.entity.js';
import { PrestacaoContasResolver } from './modules/prestacao-contas/prestacao-contas.resolver.js';
import { QuadroRemuneracao } from './modules/quadro-remuneracao/quadro-remuneracao.entity.js';
import { QuadroRemuneracaoResolver } from './modules/quadro-remuneracao/quadro-remuneracao.resolver.js';
import { AnosResolver } from './modules/relatorio-pdf/anos.resolver.js';
import { AcessoRemuneracao, ImportacaoRemuneracoes } from './modules/remuneracao/importacao.entity.js';
import { Remuneracao } from './modules/remuneracao/remuneracao.entity.js';
import { ImportacaoRemuneracoesResolver, RemuneracaoResolver } from './modules/remuneracao/remuneracao.resolver.js';
import { rotaImportacaoRemuneracoes } from './modules/remuneracao/rota-interna.js';
import { SancaoAdministrativa } from './modules/sancao-administrativa/sancao-administrativa.entity.js';
import { SancaoAdministrativaResolver } from './modules/sancao-administrativa/sancao-administrativa.resolver.js';
import { PessoalSeeder } from './seeders/pessoal.seeder.js';
import { TransparencySeeder } from './seeders/transparency.seeder.js';

/** Transparency: contracts and agreements (and, in later issues, spending, allowances, personnel data). */
export const transparency: SubgraphDefinition = {
  name: 'transparency',
  defaultPort: 4003,
  entities: [
    Contrato,
    Remuneracao,
    ImportacaoRemuneracoes,
    AcessoRemuneracao,
    QuadroRemuneracao,
    Orcamento,
    GestaoFiscalAnual,
    PrestacaoContas,
    SancaoAdministrativa,
    DemonstrativoDespesasComPessoal,
  ],
  resolvers: [
    ContratoResolver,
    RemuneracaoResolver,
    ImportacaoRemuneracoesResolver,
    QuadroRemuneracaoResolver,
    OrcamentoResolver,
    GestaoFiscalAnualResolver,
    PrestacaoContasResolver,
    SancaoAdministrativaResolver,
    DemonstrativoDespesasComPessoalResolver,
    AnosResolver,
  ],
  migrations,
  seeders: [TransparencySeeder, PessoalSeeder],
  rotasInternas: (router, dependencias) => {
    rotaImportacaoRemuneracoes(router, dependencias);
  },
};
