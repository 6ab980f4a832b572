import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { RelatorioPdf, relatorioDe } from '../relatorio-pdf/relatorio-pdf.js';
import { DemonstrativoDespesasComPessoal } from './demonstrativo-despesas-com-pessoal.entity.js';
import { DemonstrativoDespesasComPessoalFiltro, DemonstrativoDespesasComPessoalInput } from './demonstrativo-despesas-com-pessoal.inputs.js';
import { demonstrativoParaEntidade, regrasDemonstrativoDespesasComPessoal } from './demonstrativo-despesas-com-pessoal.rules.js';
import { validarPeriodo } from '../../lib/consultas.js';

export function ondeDemonstrativoDespesasComPessoal(filtro: DemonstrativoDespesasComPessoalFiltro | undefined): FilterQuery<DemonstrativoDespesasComPessoal> {
  validarPeriodo(filtro);
  return todas<DemonstrativoDespesasComPessoal>(termoEm<DemonstrativoDespesasComPessoal>(filtro?.termo, ['descricao']), filtro?.ano ? { ano: filtro.ano } : undefined);
}

@Resolver(() => DemonstrativoDespesasComPessoal)
export class DemonstrativoDespesasComPessoalResolver extends createCrudResolver({
  entity: DemonstrativoDespesasComPessoal,
  nomes: { singular: 'demonstrativoDespesasComPessoal', plural: 'demonstrativosDespesasComPessoal' },
  recurso: 'demonstrativo_despesas_com_pessoal',
  filtro: DemonstrativoDespesasComPessoalFiltro,
  criar: DemonstrativoDespesasComPessoalInput,
  atualizar: DemonstrativoDespesasComPessoalInput,
  ordem: { ano: 'desc', id: 'desc' },
  onde: ondeDemonstrativoDespesasComPessoal,
  regras: regrasDemonstrativoDespesasComPessoal,
  paraEntidade: demonstrativoParaEntidade,
}) {
  @FieldResolver(() => RelatorioPdf, { nullable: true })
  arquivo(@Root() demonstrativo: DemonstrativoDespesasComPessoal): RelatorioPdf | null {
    return relatorioDe(demonstrativo.arquivo);
  }
}
