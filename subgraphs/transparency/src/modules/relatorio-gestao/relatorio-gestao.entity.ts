import { Entity, Index } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { RegistroComTitulo } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Relatório anual de gestão da Assembleia, em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'relatorios_gestao' })
export class RelatorioGestao extends RegistroComTitulo {}
