import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { RegistroComTitulo } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Plano anual de contratações da Assembleia, em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'planos_contratacoes' })
export class PlanoContratacoes extends RegistroComTitulo {}
