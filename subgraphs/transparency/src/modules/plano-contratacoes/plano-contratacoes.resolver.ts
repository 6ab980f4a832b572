import { PLANOS_CONTRATACOES } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { PlanoContratacoes } from './plano-contratacoes.entity.js';

@Resolver(() => PlanoContratacoes)
export class PlanoContratacoesResolver extends createCadastroPdfResolver({ entity: PlanoContratacoes, admin: PLANOS_CONTRATACOES, ordem: { ano: 'desc', id: 'desc' } }) {}
