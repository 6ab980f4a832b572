import { AERONAVES } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { Aeronave } from './aeronave.entity.js';

@Resolver(() => Aeronave)
export class AeronaveResolver extends createCadastroPdfResolver({ entity: Aeronave, admin: AERONAVES, ordem: { ano: 'desc', mes: 'desc', prefixo: 'asc', id: 'desc' } }) {}
