import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum CategoriaNoticia {
  assembleia = 'assembleia',
  especiais = 'especiais',
  discurso = 'discurso',
  gabinete = 'gabinete',
}
registerEnumType(CategoriaNoticia, { name: 'CategoriaNoticia', description: 'Categoria editorial da notícia.' });

export enum DestaqueNivel {
  primario = 'primario',
  secundario = 'secundario',
  terciario = 'terciario',
}
registerEnumType(DestaqueNivel, { name: 'DestaqueNivel', description: 'Nível de destaque na página inicial.' });

@ObjectType({ description: 'Notícia publicada pela Assembleia ou por um gabinete.' })
@Entity({ tableName: 'noticias' })
@Index({ properties: ['publicada', 'publicadaEm'] })
export class Noticia {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  resumo?: string;

  @Field({ description: 'Corpo em HTML saneado.' })
  @Property({ type: 'text' })
  conteudo!: string;

  @Field({ nullable: true })
  @Property({ length: 255, nullable: true })
  fonte?: string;

  @Field(() => CategoriaNoticia)
  @Enum({ items: () => CategoriaNoticia, default: CategoriaNoticia.assembleia })
  categoria: CategoriaNoticia = CategoriaNoticia.assembleia;

  @Field(() => DestaqueNivel, { nullable: true })
  @Enum({ items: () => DestaqueNivel, nullable: true })
  destaqueNivel?: DestaqueNivel;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'smallint', nullable: true })
  destaqueSlot?: number;

  @Field()
  @Property({ default: false })
  publicada: boolean = false;

  @Field({ nullable: true, description: 'Data e hora de publicação; uma data futura publica a notícia só a partir dela.' })
  @Property({ type: 'timestamptz', nullable: true })
  publicadaEm?: Date;

  @Field({ description: 'Trecho legível da URL, derivado do título.' })
  @Property({ length: 140 })
  urlSufixo!: string;

  /** Exposed as `deputado`, a reference resolved by the people subgraph. */
  @Property({ nullable: true })
  @Index()
  deputadoId?: number;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
