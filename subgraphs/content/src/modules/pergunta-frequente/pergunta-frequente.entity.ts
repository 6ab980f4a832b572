import { declararBusca } from '@alego/kit';
import type { Rel } from '@mikro-orm/core';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CategoriaPerguntaFrequente } from '../categoria-pergunta-frequente/categoria-pergunta-frequente.entity.js';

/** Every question is public (the FAQ has no draft state); its address is the FAQ page at the question's anchor. */
export const BUSCA_PERGUNTAS = declararBusca({
  tipo: 'pergunta-frequente',
  rotulo: 'Perguntas frequentes',
  subgrafo: 'content',
  tabela: 'perguntas_frequentes',
  campos: [
    ['pergunta', 'A'],
    ['resposta', 'B'],
  ],
  titulo: 't.pergunta',
  trecho: 't.resposta',
  atualizadoEm: 't.updated_at',
  url: '/perguntas-frequentes#pergunta-{id}',
  paginaPropria: false,
});

@ObjectType({ description: 'Pergunta frequente com a sua resposta, em ordem dentro da categoria.' })
@Entity({ tableName: 'perguntas_frequentes' })
@Index({ properties: ['categoriaPerguntaFrequente', 'ordem'] })
export class PerguntaFrequente {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => CategoriaPerguntaFrequente, { deleteRule: 'cascade' })
  categoriaPerguntaFrequente!: Rel<CategoriaPerguntaFrequente>;

  @Field(() => Int, { description: 'Posição dentro da categoria (menor primeiro).' })
  @Property()
  ordem!: number;

  @Field()
  @Property({ length: 500 })
  pergunta!: string;

  @Field({ description: 'Resposta (HTML saneado).' })
  @Property({ type: 'text' })
  resposta!: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
