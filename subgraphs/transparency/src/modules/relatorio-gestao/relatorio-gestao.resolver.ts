import { RELATORIOS_GESTAO } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { RelatorioGestao } from './relatorio-gestao.entity.js';

@Resolver(() => RelatorioGestao)
export class RelatorioGestaoResolver extends createCadastroPdfResolver({ entity: RelatorioGestao, admin: RELATORIOS_GESTAO, ordem: { ano: 'desc', id: 'desc' } }) {}
