import { GESTOES_FISCAIS_ANUAIS } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { GestaoFiscalAnual } from './gestao-fiscal-anual.entity.js';

@Resolver(() => GestaoFiscalAnual)
export class GestaoFiscalAnualResolver extends createCadastroPdfResolver({ entity: GestaoFiscalAnual, admin: GESTOES_FISCAIS_ANUAIS, ordem: { ano: 'desc', id: 'desc' } }) {}
