import { declararBusca, type ArquivoGuardado } from '@alego/kit';
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

export enum StatusNoticia {
  a_revisar = 'a_revisar',
  publicadas = 'publicadas',
}
registerEnumType(StatusNoticia, { name: 'StatusNoticia', description: 'Aba da lista administrativa: a revisar (não publicadas) ou publicadas.' });

/**
 * Na busca do site (docs/busca.md) e na busca de notícias: o título pesa mais, depois o resumo, depois o corpo (as
 * marcas HTML não são indexadas). Cada categoria tem a sua seção no site.
 */
export const BUSCA_NOTICIAS = declararBusca({
  tipo: 'noticia',
  rotulo: 'Notícias',
  subgrafo: 'content',
  tabela: 'noticias',
  campos: [
    ['titulo', 'A'],
    ['resumo', 'B'],
    ['conteudo', 'C'],
  ],
  titulo: 't.titulo',
  trecho: "coalesce(t.resumo, '') || ' ' || t.conteudo",
  data: "to_char(t.publicada_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')",
  atualizadoEm: 't.updated_at',
  visivel: 't.publicada and t.publicada_em <= now()',
  url: '/{secao}/{id}/{url_sufixo}',
  valores: {
    secao: "case t.categoria when 'especiais' then 'materias-especiais' when 'gabinete' then 'noticias-dos-gabinetes' when 'discurso' then 'discursos' else 'noticias' end",
  },
});

@ObjectType({ description: 'Notícia publicada pela Assembleia ou por um gabinete.' })
@Entity({ tableName: 'noticias' })
@Index({ properties: ['publicada', 'publicadaEm'] })
@Index({ properties: ['destaqueNivel', 'destaqueSlot'] })
export class Noticia {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  resumo?: string | null;

  /** Stored sanitised (on write, and by a migration for older rows): served as it is, with no work per read. */
  @Field(() => String, { description: 'Corpo em HTML saneado.' })
  @Property({ type: 'text' })
  conteudo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  fonte?: string | null;

  @Field(() => CategoriaNoticia)
  @Enum({ items: () => CategoriaNoticia, default: CategoriaNoticia.assembleia })
  categoria: CategoriaNoticia = CategoriaNoticia.assembleia;

  @Field(() => DestaqueNivel, { nullable: true })
  @Enum({ items: () => DestaqueNivel, nullable: true })
  destaqueNivel?: DestaqueNivel | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'smallint', nullable: true })
  destaqueSlot?: number | null;

  @Field(() => String, { nullable: true, description: 'Texto curto exibido no destaque da página inicial.' })
  @Property({ type: 'string', length: 255, nullable: true })
  destaqueDescricao?: string | null;

  @Field()
  @Property({ default: false })
  publicada: boolean = false;

  @Field(() => Date, { nullable: true, description: 'Data e hora de publicação; uma data futura publica a notícia só a partir dela.' })
  @Property({ type: 'timestamptz', nullable: true })
  publicadaEm?: Date | null;

  @Field({ description: 'Trecho legível da URL, derivado do título.' })
  @Property({ length: 140 })
  urlSufixo!: string;

  @Field(() => Int, { nullable: true, description: 'Identificador da notícia no portal antigo (redirecionamento de URLs).' })
  @Property({ type: 'integer', nullable: true, unique: true })
  legadoId?: number | null;

  @Field(() => String, { nullable: true, description: 'Texto alternativo da imagem (o que ela mostra, para quem não a vê).' })
  @Property({ type: 'string', length: 255, nullable: true })
  imagemAlt?: string | null;

  @Field(() => String, { nullable: true, description: 'Legenda da imagem (crédito, contexto), exibida abaixo dela.' })
  @Property({ type: 'string', length: 255, nullable: true })
  imagemLegenda?: string | null;

  /** Exposed as `imagem: Arquivo`; the data of the gateway's signed reference (without the signature). */
  @Property({ type: 'json', nullable: true })
  imagem?: ArquivoGuardado | null;

  @Field(() => ID, { nullable: true, description: 'Galeria de fotos associada (módulo de galerias).' })
  @Property({ type: 'integer', nullable: true })
  galeriaId?: number | null;

  /** Exposed as `deputado`, a reference resolved by the people subgraph. */
  @Property({ type: 'integer', nullable: true })
  @Index()
  deputadoId?: number | null;

  @Field(() => String, { nullable: true, description: 'Nome do usuário da equipe que criou a notícia.' })
  @Property({ type: 'string', length: 255, nullable: true })
  usuarioCriador?: string | null;

  @Property({ type: 'integer', nullable: true })
  usuarioCriadorId?: number | null;

  /** The author's active unit (lotação) when the item was created: its drafts are that unit's to edit. */
  @Property({ type: 'integer', nullable: true })
  lotacaoId?: number | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
