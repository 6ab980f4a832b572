import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { declararBusca } from '@alego/kit';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum TipoAgenda {
  assembleia = 'assembleia',
  presidente = 'presidente',
}
registerEnumType(TipoAgenda, { name: 'TipoAgenda', description: 'Agenda da Assembleia ou do presidente (a do presidente não tem envolvidos).' });

export enum SituacaoAgenda {
  revisao = 'revisao',
  publicacao = 'publicacao',
}
registerEnumType(SituacaoAgenda, { name: 'SituacaoAgenda', description: 'Em revisão (só no admin) ou publicada (no portal).' });

export enum TipoEnvolvido {
  deputado = 'deputado',
  comissao = 'comissao',
  autoridade = 'autoridade',
  sociedade = 'sociedade',
}
registerEnumType(TipoEnvolvido, { name: 'TipoEnvolvido', description: 'Quem está envolvido no evento.' });

/** The agenda of one day: its events are `AgendaItem`s. */
@ObjectType({ description: 'Agenda de um dia: os eventos da Assembleia ou do presidente.' })
@Entity({ tableName: 'agendas' })
@Index({ properties: ['situacao', 'data'] })
export class Agenda {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field({ description: 'Dia da agenda (AAAA-MM-DD).' })
  @Property({ type: 'date' })
  data!: string;

  @Field(() => TipoAgenda)
  @Enum({ items: () => TipoAgenda, default: TipoAgenda.assembleia })
  tipo: TipoAgenda = TipoAgenda.assembleia;

  @Field(() => SituacaoAgenda)
  @Enum({ items: () => SituacaoAgenda, default: SituacaoAgenda.revisao })
  situacao: SituacaoAgenda = SituacaoAgenda.revisao;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Na busca do site: os eventos das agendas publicadas; o endereço é o dia na agenda. */
export const BUSCA_AGENDA = declararBusca({
  tipo: 'agenda',
  rotulo: 'Agenda',
  subgrafo: 'content',
  tabela: 'agenda_itens',
  campos: [
    ['titulo', 'A'],
    ['envolvido', 'B'],
    ['pauta', 'C'],
    ['local', 'D'],
  ],
  titulo: 't.titulo',
  trecho: "concat_ws(' · ', t.pauta, t.envolvido, t.local)",
  data: 'a.data',
  juncao: 'join "content"."agendas" a on a.id = t.agenda_id',
  visivel: "a.situacao = 'publicacao'",
  url: '/agenda?data={data}',
  valores: { data: "to_char(a.data, 'YYYY-MM-DD')" },
  paginaPropria: false,
});

@ObjectType({ description: 'Um evento da agenda.' })
@Entity({ tableName: 'agenda_itens' })
export class AgendaItem {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Agenda, { deleteRule: 'cascade', index: true })
  agenda!: Rel<Agenda>;

  @Field({ description: 'Horário HH:mm (horário de Brasília).' })
  @Property({ length: 5 })
  horario!: string;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  local?: string | null;

  /** Served through `AgendaItemResolver.pauta`, sanitized again. */
  @Property({ type: 'text', nullable: true })
  pauta?: string | null;

  @Field(() => TipoEnvolvido, { nullable: true })
  @Enum({ items: () => TipoEnvolvido, nullable: true })
  tipoEnvolvido?: TipoEnvolvido | null;

  @Field(() => String, { nullable: true, description: 'Pessoa ou órgão envolvido.' })
  @Property({ type: 'string', length: 255, nullable: true })
  envolvido?: string | null;
}
