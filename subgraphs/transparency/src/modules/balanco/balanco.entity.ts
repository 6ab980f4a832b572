import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { RegistroComTitulo } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Balanço anual da Assembleia (orçamentário, financeiro ou patrimonial), em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'balancos' })
export class Balanco extends RegistroComTitulo {}
