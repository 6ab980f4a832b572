import { indiceDoTermo } from '@alego/kit';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Contrato } from '../contrato/contrato.entity.js';

@ObjectType({ description: 'Servidor designado por portaria para fiscalizar ou gerir um contrato.' })
@Entity({ tableName: 'fiscais_contratos' })
// The list's order (newest designation first), so a page is read by index, however long the table.
@Index({ properties: ['dataDesignacao', 'id'] })
@Index(indiceDoTermo('transparency', 'fiscais_contratos', ['nome', 'matricula', 'portaria']))
export class FiscalContrato {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** Exposed as `contrato` by the resolver, through the request's batched loader. */
  @Index()
  @ManyToOne(() => Contrato, { deleteRule: 'cascade' })
  contrato!: Contrato;

  @Field()
  @Property({ length: 150 })
  nome!: string;

  @Field()
  @Property({ length: 20 })
  matricula!: string;

  @Field({ description: '"Fiscal titular", "Fiscal substituto" ou "Gestor do contrato".' })
  @Property({ length: 40 })
  funcao!: string;

  @Field({ description: 'Portaria de designação, por exemplo "Portaria nº 123/2025".' })
  @Property({ length: 60 })
  portaria!: string;

  @Field({ description: 'Data da designação (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataDesignacao!: string;
}
