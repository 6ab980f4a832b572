import type { LinhaAninhada } from '@alego/kit';
import { Field, ID, InputType } from 'type-graphql';
import { SituacaoAgenda, TipoAgenda, TipoEnvolvido } from './agenda.entity.js';

@InputType()
export class AgendaAdminFiltro {
  @Field({ nullable: true, description: 'Dia (AAAA-MM-DD).' })
  data?: string;

  @Field({ nullable: true, description: 'Parte do título, do local, do envolvido ou da pauta de um evento.' })
  termo?: string;

  @Field(() => SituacaoAgenda, { nullable: true, description: 'Aba: revisao ou publicacao.' })
  situacao?: SituacaoAgenda;

  @Field(() => TipoAgenda, { nullable: true })
  tipo?: TipoAgenda;
}

@InputType()
export class AgendaItemInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true, description: 'Evento guardado a alterar; sem ele, um evento novo.' })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Evento guardado a excluir; num evento novo, ele é descartado.' })
  _destroy?: boolean | null;

  @Field(() => String, { nullable: true, description: 'HH:mm.' })
  horario?: string | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  local?: string | null;

  @Field(() => String, { nullable: true, description: 'Pauta em HTML (editor de texto rico).' })
  pauta?: string | null;

  @Field(() => TipoEnvolvido, { nullable: true })
  tipoEnvolvido?: TipoEnvolvido | null;

  @Field(() => String, { nullable: true })
  envolvido?: string | null;
}

@InputType()
export class AgendaInput {
  @Field({ description: 'Dia (AAAA-MM-DD).' })
  data!: string;

  @Field(() => TipoAgenda)
  tipo!: TipoAgenda;

  @Field(() => [AgendaItemInput], { nullable: true, description: 'Eventos (linhas aninhadas: id e _destroy).' })
  agendaItens?: AgendaItemInput[] | null;
}
