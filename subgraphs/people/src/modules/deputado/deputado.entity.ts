import { declararBusca, type ArquivoGuardado } from '@alego/kit';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Partido } from '../partido/partido.entity.js';

export type FotoGuardada = ArquivoGuardado;

/** Leadership held by a deputy, with the legacy API's numeric values. */
export const Lideranca = { nenhuma: 0, liderPartido: 1, liderGoverno: 2 } as const;
export const DESCRICAO_LIDER = 'Liderança: 0 nenhuma, 1 líder de partido, 2 líder do governo.';

/** Na busca do site: todos os deputados (os de legislaturas anteriores também têm perfil). */
export const BUSCA_DEPUTADOS = declararBusca({
  tipo: 'deputado',
  rotulo: 'Deputados',
  subgrafo: 'people',
  tabela: 'deputados',
  campos: [
    ['nome', 'A'],
    ['nome_completo', 'A'],
    ['biografia', 'C'],
  ],
  titulo: 't.nome',
  trecho: "concat_ws(' · ', t.nome_completo, t.biografia)",
  url: '/deputados/perfil/{id}',
});

/**
 * No collections here: a deputy is then read as a plain row (kit/linhas.ts), by reference for every news item and in
 * every list; the rows of each deputy (party per legislature, absences, ...) come from batched field resolvers.
 */
@ObjectType({ description: 'Deputado estadual.' })
@Directive('@key(fields: "id")')
@Entity({ tableName: 'deputados' })
export class Deputado {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Nome parlamentar.' })
  @Property({ length: 120 })
  nome!: string;

  @Field()
  @Property({ length: 200 })
  nomeCompleto!: string;

  @Field({ description: 'Em exercício do mandato.' })
  @Property({ default: true })
  ativo: boolean = true;

  @Field(() => Int, { nullable: true, description: 'Número do gabinete.' })
  @Property({ nullable: true })
  gabinete?: number;

  @Field({ nullable: true })
  @Property({ nullable: true, length: 200 })
  email?: string;

  @Field({ nullable: true })
  @Property({ nullable: true, length: 40 })
  telefone?: string;

  @Field(() => Int, { description: DESCRICAO_LIDER })
  @Property({ type: 'smallint', default: Lideranca.nenhuma })
  lider: number = Lideranca.nenhuma;

  @Field({ description: 'Integra a Mesa Diretora.' })
  @Property({ default: false })
  mesaDiretora: boolean = false;

  @Field(() => Int, { nullable: true, description: 'Cargo na Mesa Diretora (cargosMesaDiretora); null fora da Mesa.' })
  @Property({ type: 'smallint', nullable: true })
  cargo?: number | null;

  /** Exposed as `fotoUrl`/`fotoMiniatura`: the gateway's stored file (signed reference minus the signature). */
  @Property({ type: 'json', nullable: true })
  foto?: FotoGuardada | null;

  @Field(() => String, { nullable: true, description: 'Biografia (HTML saneado).' })
  @Property({ type: 'text', nullable: true })
  biografia?: string | null;

  /** Exposed through a batched field resolver, not as a column. */
  @ManyToOne(() => Partido, { nullable: true, deleteRule: 'set null' })
  partido?: Partido;
}
