// The bare "content" subgraph: the portal's news table through one MikroORM entity that is also the GraphQL type.
//   PORT, DATABASE_URL
import 'reflect-metadata';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { servirSubgrafo, type Contexto } from './subgrafo.js';

/** People owns `Deputado`; here it is only a key the gateway resolves there. */
@ObjectType('Deputado')
@Directive('@key(fields: "id", resolvable: false)')
class DeputadoRef {
  @Field(() => ID)
  id!: string;
}

/** Only the columns the list reads or filters on: the table has more (body, image, ...), which this query never asks for. */
@ObjectType()
@Entity({ tableName: 'noticias' })
class Noticia {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  resumo?: string | null;

  @Property()
  publicada!: boolean;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  publicadaEm?: Date | null;

  @Property({ type: 'integer', nullable: true })
  deputadoId?: number | null;
}

@ObjectType()
class NoticiaPagina {
  @Field(() => [Noticia])
  itens!: Noticia[];

  @Field(() => Int)
  total!: number;
}

@ArgsType()
class Paginacao {
  @Field(() => Int, { defaultValue: 1 })
  pagina!: number;

  @Field(() => Int, { defaultValue: 10 })
  porPagina!: number;
}

@Resolver(() => Noticia)
class NoticiaResolver {
  /** What the portal's public list shows: published items whose publication time has come, newest first. */
  @Query(() => NoticiaPagina)
  async noticias(@Args() { pagina, porPagina }: Paginacao, @Ctx() { em }: Contexto): Promise<NoticiaPagina> {
    const limite = Math.min(Math.max(porPagina, 1), 100);
    const [itens, total] = await em.findAndCount(
      Noticia,
      { publicada: true, publicadaEm: { $lte: new Date() } },
      { limit: limite, offset: (Math.max(pagina, 1) - 1) * limite, orderBy: { publicadaEm: 'desc', id: 'desc' } },
    );
    return { itens, total };
  }

  @FieldResolver(() => DeputadoRef, { nullable: true })
  deputado(@Root() noticia: Noticia): DeputadoRef | null {
    return noticia.deputadoId == null ? null : { id: String(noticia.deputadoId) };
  }
}

await servirSubgrafo({ esquema: 'content', entidades: [Noticia], resolvers: [NoticiaResolver], contexto: (em): Contexto => ({ em }) });
