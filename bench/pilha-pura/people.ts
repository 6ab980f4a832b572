// The bare "people" subgraph: deputies and their parties from the portal's tables, each reference resolved through a
// DataLoader made per request (one query per batch, the party joined into it).
//   PORT, DATABASE_URL
import 'reflect-metadata';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { Arg, Ctx, Directive, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { servirSubgrafo, type Contexto } from './subgrafo.js';

@ObjectType()
@Entity({ tableName: 'partidos' })
class Partido {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 20 })
  sigla!: string;
}

@ObjectType()
@Directive('@key(fields: "id")')
@Entity({ tableName: 'deputados' })
class Deputado {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 120 })
  nome!: string;

  @Field(() => Partido, { nullable: true })
  @ManyToOne(() => Partido, { nullable: true })
  partido?: Partido | null;
}

interface ContextoPeople extends Contexto {
  deputados: DataLoader<number, Deputado | null>;
}

function carregadorDeDeputados(em: EntityManager): DataLoader<number, Deputado | null> {
  return new DataLoader(async (ids: readonly number[]) => {
    const deputados = await em.find(Deputado, { id: { $in: [...ids] } }, { populate: ['partido'] });
    const porId = new Map(deputados.map((deputado) => [deputado.id, deputado]));
    return ids.map((id) => porId.get(id) ?? null);
  });
}

@Resolver(() => Deputado)
class DeputadoResolver {
  // A subgraph needs a root field of its own; the gateway reaches deputies through `_entities`.
  @Query(() => Deputado, { nullable: true })
  deputado(@Arg('id', () => ID) id: string, @Ctx() { deputados }: ContextoPeople): Promise<Deputado | null> {
    return deputados.load(Number(id));
  }
}

await servirSubgrafo<ContextoPeople>({
  esquema: 'people',
  entidades: [Deputado, Partido],
  resolvers: [DeputadoResolver],
  referencias: { Deputado: ({ id }, { deputados }) => deputados.load(Number(id)) },
  contexto: (em) => ({ em, deputados: carregadorDeDeputados(em) }),
});
