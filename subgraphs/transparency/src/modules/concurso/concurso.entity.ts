import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

@ObjectType({ description: 'Concurso público da Assembleia, com o edital em PDF.' })
@Index({ properties: ['ano', 'id'] })
@Entity({ tableName: 'concursos' })
export class Concurso extends RegistroPdf {
  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field({ description: 'previsto, inscricoes_abertas, em_andamento, homologado ou encerrado.' })
  @Property({ length: 30 })
  situacao!: string;

  @Field(() => Int, { description: 'Vagas oferecidas (0: cadastro de reserva).' })
  @Property()
  vagas!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 500, nullable: true })
  descricao?: string | null;
}
