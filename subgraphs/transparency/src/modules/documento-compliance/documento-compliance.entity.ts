import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroComTitulo } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Documento do programa de integridade (compliance) da Assembleia, em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'documentos_compliance' })
export class DocumentoCompliance extends RegistroComTitulo {
  @Field({ description: 'programa, codigo_conduta, plano_riscos, relatorio ou canal_denuncias.' })
  @Property({ length: 30 })
  tipo!: string;
}
