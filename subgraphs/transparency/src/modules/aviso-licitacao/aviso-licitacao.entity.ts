import { type ArquivoGuardado, indiceDoTermo } from '@alego/kit';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Edital } from '../edital/edital.entity.js';

@ObjectType({ description: 'Aviso de licitação: abertura, adiamento, resultado, esclarecimento...' })
@Entity({ tableName: 'avisos_licitacao' })
@Index({ properties: ['dataPublicacao', 'id'] })
@Index(indiceDoTermo('transparency', 'avisos_licitacao', ['titulo', 'conteudo']))
export class AvisoLicitacao {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** Exposed as `edital` by the resolver; a notice may stand alone. */
  @ManyToOne(() => Edital, { nullable: true, deleteRule: 'set null', index: true })
  edital?: Edital | null;

  @Field()
  @Property({ length: 200 })
  titulo!: string;

  @Field({ description: 'Texto do aviso (texto simples, parágrafos separados por linha em branco).' })
  @Property({ type: 'text' })
  conteudo!: string;

  @Field({ description: 'Data de publicação (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  dataPublicacao!: string;

  /** The PDFs in their order (the admin's `pdfs` field), exposed as `arquivos` by the resolver with signed URLs. */
  @Property({ type: 'json', default: '[]' })
  arquivos: ArquivoGuardado[] = [];
}
