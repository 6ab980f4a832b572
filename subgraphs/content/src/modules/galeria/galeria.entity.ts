import { declararBusca, type ArquivoGuardado } from '@alego/kit';
import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum TipoRelacionadoGaleria {
  deputado = 'deputado',
  comissao = 'comissao',
}
registerEnumType(TipoRelacionadoGaleria, { name: 'TipoRelacionadoGaleria', description: 'O registro a que as galerias da categoria se relacionam.' });

export enum SituacaoGaleria {
  revisao = 'revisao',
  publicacao = 'publicacao',
}
registerEnumType(SituacaoGaleria, { name: 'SituacaoGaleria', description: 'Em revisão (só no admin) ou publicada (no portal).' });

@ObjectType({ description: 'Categoria de fotos; pode pedir um registro relacionado (deputado, comissão) às suas galerias.' })
@Entity({ tableName: 'galeria_categorias' })
export class GaleriaCategoria {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field(() => TipoRelacionadoGaleria, { nullable: true, description: 'Sem tipo, as galerias da categoria não têm relacionado.' })
  @Enum({ items: () => TipoRelacionadoGaleria, nullable: true })
  tipoRelacionado?: TipoRelacionadoGaleria | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Na busca do site: as galerias publicadas. */
export const BUSCA_GALERIAS = declararBusca({
  tipo: 'galeria',
  rotulo: 'Galerias de fotos',
  subgrafo: 'content',
  tabela: 'galerias',
  campos: [
    ['titulo', 'A'],
    ['relacionado_nome', 'B'],
    ['descricao', 'C'],
  ],
  titulo: 't.titulo',
  trecho: "concat_ws(' · ', t.descricao, t.relacionado_nome)",
  data: "to_char(t.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')",
  atualizadoEm: 't.updated_at',
  visivel: "t.situacao = 'publicacao'",
  url: '/galerias/{id}/{url_sufixo}',
});

@ObjectType({ description: 'Álbum de fotos.' })
@Entity({ tableName: 'galerias' })
@Index({ properties: ['situacao', 'createdAt'] })
export class Galeria {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  /** Served through `GaleriaResolver.descricao`, sanitized again. */
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Field(() => SituacaoGaleria)
  @Enum({ items: () => SituacaoGaleria, default: SituacaoGaleria.revisao })
  situacao: SituacaoGaleria = SituacaoGaleria.revisao;

  @ManyToOne(() => GaleriaCategoria, { index: true, deleteRule: 'restrict' })
  categoria!: Rel<GaleriaCategoria>;

  @Field(() => ID, { nullable: true, description: 'Id do deputado ou da comissão relacionada (subgrafo people).' })
  @Property({ type: 'integer', nullable: true })
  relacionadoId?: number | null;

  @Field(() => String, { nullable: true, description: 'Nome do relacionado quando o álbum foi salvo.' })
  @Property({ type: 'string', length: 255, nullable: true })
  relacionadoNome?: string | null;

  @Field(() => String, { nullable: true, description: 'O último crédito usado, sugerido às imagens novas.' })
  @Property({ type: 'string', length: 255, nullable: true })
  ultimoCredito?: string | null;

  @Field({ description: 'Sufixo legível do endereço público.' })
  @Property({ length: 255 })
  urlSufixo!: string;

  @Field(() => Int, { nullable: true, description: 'Id no portal antigo (imagens/galeria/id/{legado_id}).' })
  @Property({ type: 'integer', nullable: true, unique: true })
  legadoId?: number | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

@ObjectType({ description: 'Uma foto do álbum.' })
@Entity({ tableName: 'galeria_imagens' })
export class GaleriaImagem {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Galeria, { deleteRule: 'cascade', index: true })
  galeria!: Rel<Galeria>;

  @Field(() => String, { nullable: true, description: 'Legenda: também o texto alternativo da foto.' })
  @Property({ type: 'string', length: 500, nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  credito?: string | null;

  @Field({ description: 'A capa do álbum (no máximo uma).' })
  @Property({ default: false })
  capa: boolean = false;

  @Field(() => Int)
  @Property({ default: 999999 })
  ordem: number = 999999;

  /** Exposed as `imagem: Arquivo`. */
  @Property({ type: 'json' })
  imagem!: ArquivoGuardado;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
