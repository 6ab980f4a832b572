import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class TermoFiltro {
  @Field({ nullable: true, description: 'Parte do nome ou do título.' })
  termo?: string;
}

@InputType()
export class ProgramaInput {
  @Field()
  nome!: string;

  @Field(() => String, { nullable: true })
  descricao?: string | null;
}

@InputType()
export class EdicaoInput {
  @Field(() => ID, { description: 'O programa da edição.' })
  programaId!: string;

  @Field()
  titulo!: string;

  @Field(() => Int)
  ano!: number;
}

@InputType()
export class HorarioCursoInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'matutino, vespertino, noturno ou integral (padrão integral).' })
  turno?: string | null;

  @Field({ description: 'HH:mm.' })
  horarioInicial!: string;

  @Field({ description: 'HH:mm.' })
  horarioFinal!: string;

  @Field(() => Boolean, { nullable: true })
  _destroy?: boolean | null;
}

@InputType()
export class CursoFiltro {
  @Field({ nullable: true, description: 'Parte do título.' })
  termo?: string;

  @Field({ nullable: true, description: 'em_breve, inscricoes_abertas, em_andamento, encerrado ou cancelado.' })
  status?: string;
}

@InputType({ description: 'O programa não é escolhido: todo curso é do programa 3 (back-office §5).' })
export class CursoInput {
  @Field(() => ID, { nullable: true })
  edicaoId?: string | null;

  @Field()
  titulo!: string;

  @Field(() => String, { nullable: true })
  descricao?: string | null;

  @Field(() => Int)
  cargaHoraria!: number;

  @Field(() => Int)
  vagas!: number;

  @Field({ description: 'AAAA-MM-DD.' })
  dataInicio!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  dataFim!: string;

  @Field(() => String, { nullable: true })
  local?: string | null;

  @Field(() => String, { nullable: true })
  docente?: string | null;

  @Field(() => String, { nullable: true, description: 'Padrão presencial.' })
  modalidade?: string | null;

  @Field(() => String, { nullable: true, description: 'Padrão fisico.' })
  localidade?: string | null;

  @Field(() => String, { nullable: true, description: 'Padrão colaborador.' })
  tipoDocente?: string | null;

  @Field(() => String, { nullable: true, description: 'Padrão em_breve.' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Padrão ao_vivo.' })
  tipoTransmissao?: string | null;

  @Field(() => [HorarioCursoInput])
  horarios!: HorarioCursoInput[];
}
