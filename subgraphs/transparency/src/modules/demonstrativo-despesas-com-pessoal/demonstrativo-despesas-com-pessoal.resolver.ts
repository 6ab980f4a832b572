import { DEMONSTRATIVOS_DESPESAS_COM_PESSOAL } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { DemonstrativoDespesasComPessoal } from './demonstrativo-despesas-com-pessoal.entity.js';

@Resolver(() => DemonstrativoDespesasComPessoal)
export class DemonstrativoDespesasComPessoalResolver extends createCadastroPdfResolver({
  entity: DemonstrativoDespesasComPessoal,
  admin: DEMONSTRATIVOS_DESPESAS_COM_PESSOAL,
  ordem: { ano: 'desc', id: 'desc' },
}) {}
