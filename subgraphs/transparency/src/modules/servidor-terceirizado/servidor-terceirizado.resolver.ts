import { SERVIDORES_TERCEIRIZADOS } from '@alego/catalog';
import { Resolver } from 'type-graphql';
import { createCadastroPdfResolver } from '../relatorio-pdf/cadastro-pdf.js';
import { ServidorTerceirizado } from './servidor-terceirizado.entity.js';

@Resolver(() => ServidorTerceirizado)
export class ServidorTerceirizadoResolver extends createCadastroPdfResolver({ entity: ServidorTerceirizado, admin: SERVIDORES_TERCEIRIZADOS, ordem: { ano: 'desc', nome: 'asc', id: 'asc' } }) {}
