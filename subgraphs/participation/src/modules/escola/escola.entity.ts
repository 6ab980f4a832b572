import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';

const DATA = 'AAAA-MM-DD.';

@ObjectType({ description: 'Programa da Escola do Legislativo, que reúne edições e cursos.' })
@Entity({ tableName: 'programas' })
export class Programa {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nome!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@ObjectType({ description: 'Edição de um programa da Escola do Legislativo.' })
@Entity({ tableName: 'edicoes' })
export class Edicao {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => ID)
  @Index()
  @ManyToOne(() => Programa, { mapToPk: true, deleteRule: 'restrict' })
  programa!: number;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  ano!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@ObjectType({ description: 'Curso da Escola do Legislativo.' })
@Entity({ tableName: 'cursos' })
export class Curso {
  [OptionalProps]?: 'createdAt' | 'modalidade' | 'localidade' | 'tipoDocente' | 'status' | 'tipoTransmissao';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => ID, { description: 'Sempre o programa 3 (back-office §5).' })
  @ManyToOne(() => Programa, { mapToPk: true, deleteRule: 'restrict' })
  programa!: number;

  @Field(() => ID, { nullable: true })
  @Index()
  @ManyToOne(() => Edicao, { mapToPk: true, nullable: true, deleteRule: 'set null' })
  edicao?: number | null;

  @Field()
  @Property({ length: 255 })
  titulo!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  descricao?: string | null;

  @Field(() => Int, { description: 'Carga horária, em horas.' })
  @Property({ type: 'smallint' })
  cargaHoraria!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  vagas!: number;

  @Field({ description: `Início. ${DATA}` })
  @Property({ type: 'date' })
  dataInicio!: string;

  @Field({ description: `Fim. ${DATA}` })
  @Property({ type: 'date' })
  dataFim!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  local?: string | null;

  @Field(() => String, { nullable: true, description: 'Quem ministra o curso.' })
  @Property({ type: 'string', length: 255, nullable: true })
  docente?: string | null;

  @Field()
  @Property({ length: 20, default: 'presencial' })
  modalidade: string = 'presencial';

  @Field()
  @Property({ length: 20, default: 'fisico' })
  localidade: string = 'fisico';

  @Field()
  @Property({ length: 20, default: 'colaborador' })
  tipoDocente: string = 'colaborador';

  @Field()
  @Index()
  @Property({ length: 30, default: 'em_breve' })
  status: string = 'em_breve';

  @Field()
  @Property({ length: 20, default: 'ao_vivo' })
  tipoTransmissao: string = 'ao_vivo';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

@ObjectType({ description: 'Um horário de um curso: turno e horas de início e fim.' })
@Entity({ tableName: 'horarios_curso' })
export class HorarioCurso {
  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Index()
  @ManyToOne(() => Curso, { deleteRule: 'cascade' })
  curso!: Rel<Curso>;

  @Field({ description: 'matutino, vespertino, noturno ou integral.' })
  @Property({ length: 20, default: 'integral' })
  turno: string = 'integral';

  @Field({ description: 'HH:mm.' })
  @Property({ length: 5 })
  horarioInicial!: string;

  @Field({ description: 'HH:mm.' })
  @Property({ length: 5 })
  horarioFinal!: string;
}

@ObjectType({ description: 'Certificado de conclusão de um curso, verificável pelo código em /cad.' })
@Entity({ tableName: 'certificados' })
export class Certificado {
  [OptionalProps]?: 'emitidoEm' | 'tentativasAviso';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  /** When the e-mail to the citizen went to access (claimed before the call: at most once); null while pending. */
  @Property({ type: 'timestamptz', nullable: true })
  avisoEnviadoEm?: Date | null;

  @Property({ type: 'smallint', default: 0 })
  tentativasAviso: number = 0;

  @Field({ description: 'Código de verificação (normalizado).' })
  @Property({ length: 20, unique: true })
  codigo!: string;

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  emitidoEm: Date = new Date();
}

@ObjectType({ description: 'Inscrição de um cidadão num curso.' })
@Entity({ tableName: 'inscricoes' })
@Unique({ properties: ['curso', 'cidadaoId'] })
export class Inscricao {
  [OptionalProps]?: 'createdAt' | 'status';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field(() => ID)
  @ManyToOne(() => Curso, { mapToPk: true, deleteRule: 'cascade' })
  curso!: number;

  /** Access's `Cidadao` id. */
  @Index()
  @Property()
  cidadaoId!: number;

  @Field({ description: 'Nome do inscrito, como sairá no certificado.' })
  @Property({ length: 255 })
  nome!: string;

  @Property({ length: 255 })
  email!: string;

  @Field({ description: 'pendente, aprovada, reprovada ou cancelada.' })
  @Index()
  @Property({ length: 20, default: 'pendente' })
  status: string = 'pendente';

  @Field(() => ID, { nullable: true })
  @OneToOne(() => Certificado, { mapToPk: true, nullable: true, deleteRule: 'set null', owner: true })
  certificado?: number | null;

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
