import type { ArquivoGuardado } from '@alego/kit';
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

/** Schema-qualified text search configuration created by the `noticias` migration (Portuguese, accents removed). */
export const CONFIGURACAO_BUSCA = 'content.portugues_sem_acento';

/**
 * SQL that prepares text for the search: the Portuguese stemmer keeps 'acao' and 'aco(es)' apart, so the plural
 * endings -ões/-oes are folded into -ão first; the configuration then strips accents before stemming.
 */
export function textoDeBusca(expressao: string): string {
  return `regexp_replace(coalesce(${expressao}, ''), '(õ|o)es\\M', 'ão', 'gi')`;
}

function vetor(coluna: string, peso: string): string {
  return `setweight(to_tsvector('${CONFIGURACAO_BUSCA}'::regconfig, ${textoDeBusca(coluna)}), '${peso}')`;
}

/** Title weighs most, then summary, then body (HTML tags are not indexed by the parser's word mapping). */
export const VETOR_DE_BUSCA = `${vetor('titulo', 'A')} || ${vetor('resumo', 'B')} || ${vetor('conteudo', 'C')}`;

/** The query side of the search, for a bound `?` term. */
export const CONSULTA_DE_BUSCA = `websearch_to_tsquery('${CONFIGURACAO_BUSCA}'::regconfig, ${textoDeBusca('?::text')})`;

@ObjectType({ description: 'Notícia publicada pela Assembleia ou por um gabinete.' })
@Entity({ tableName: 'noticias' })
@Index({ properties: ['publicada', 'publicadaEm'] })
@Index({ properties: ['destaqueNivel', 'destaqueSlot'] })
@Index({ name: 'noticias_busca_index', expression: 'create index "noticias_busca_index" on "content"."noticias" using gin ("busca")' })
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

  /** Full-text vector kept by PostgreSQL (generated column); read only in SQL. */
  @Property({
    type: 'string',
    columnType: 'tsvector',
    generated: `(${VETOR_DE_BUSCA}) stored`,
    nullable: true,
    lazy: true,
    hidden: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  busca?: string;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
