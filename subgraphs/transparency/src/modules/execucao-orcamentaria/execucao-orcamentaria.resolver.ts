import { EXECUCOES_ORCAMENTARIAS } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ExecucaoOrcamentaria } from './execucao-orcamentaria.entity.js';

@Resolver(() => ExecucaoOrcamentaria)
export class ExecucaoOrcamentariaResolver extends createCadastroPdfResolver({ entity: ExecucaoOrcamentaria, admin: EXECUCOES_ORCAMENTARIAS, ordem: { ano: 'desc', mes: 'desc', id: 'desc' } }) {}
