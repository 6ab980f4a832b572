import { BALANCOS } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Balanco } from './balanco.entity.js';

@Resolver(() => Balanco)
export class BalancoResolver extends createCadastroPdfResolver({ entity: Balanco, admin: BALANCOS, ordem: { ano: 'desc', id: 'desc' } }) {}
