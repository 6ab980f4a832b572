import type { ArquivoGuardado } from '@alego/kit';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum TipoBanner {
  cartaz = 'cartaz',
  link = 'link',
  popup = 'popup',
}
registerEnumType(TipoBanner, { name: 'TipoBanner', description: 'Cartaz (só a imagem), link (a imagem leva a um endereço) ou pop-up (aviso ao abrir o portal).' });

@ObjectType({ description: 'Banner de campanha ou aviso da página inicial.' })
@Entity({ tableName: 'banners' })
export class Banner {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => TipoBanner)
  @Enum({ items: () => TipoBanner })
  tipo!: TipoBanner;

  @Field({ description: 'Título: o texto alternativo da imagem.' })
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => String, { nullable: true, description: 'Endereço do link (não há no cartaz).' })
  @Property({ type: 'string', length: 500, nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true, description: '_blank (nova janela); o pop-up não tem alvo.' })
  @Property({ type: 'string', length: 20, nullable: true })
  target?: string | null;

  @Field(() => String, { nullable: true, description: 'Último dia de exibição (AAAA-MM-DD); sem data, sempre.' })
  @Property({ type: 'date', nullable: true })
  exibirAte?: string | null;

  /** Exposed as `imagem: Arquivo`. */
  @Property({ type: 'json' })
  imagem!: ArquivoGuardado;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
