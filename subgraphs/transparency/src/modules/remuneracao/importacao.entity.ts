import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

export type SituacaoImportacao = 'aguardando' | 'processando' | 'concluida' | 'falhou';

@ObjectType({ description: 'Erro de uma linha do arquivo importado (a linha 1 é o cabeçalho).' })
export class ErroDeLinha {
  @Field(() => Int)
  linha!: number;

  @Field()
  mensagem!: string;
}

@ObjectType({ description: 'Trabalho de importação de um CSV de remunerações, com o progresso.' })
@Entity({ tableName: 'importacoes_remuneracoes' })
export class ImportacaoRemuneracoes {
  [OptionalProps]?: 'situacao' | 'bytesLidos' | 'linhasProcessadas' | 'linhasImportadas' | 'periodos' | 'erros' | 'avisos' | 'criadaEm';

  @Field(() => ID)
  @PrimaryKey()
  id!: number;

  @Field()
  @Property({ length: 255 })
  nomeArquivo!: string;

  @Property()
  usuarioId!: number;

  @Field(() => String, { description: 'aguardando, processando, concluida ou falhou.' })
  @Property({ length: 20 })
  situacao: SituacaoImportacao = 'aguardando';

  @Field(() => Float, { description: 'Tamanho do arquivo em bytes, informado ao iniciar.' })
  @Property({ type: 'bigint', runtimeType: 'number' })
  tamanho!: number;

  @Field(() => Float)
  @Property({ type: 'bigint', runtimeType: 'number' })
  bytesLidos: number = 0;

  @Field(() => Int)
  @Property()
  linhasProcessadas: number = 0;

  @Field(() => Int)
  @Property()
  linhasImportadas: number = 0;

  @Field(() => [String], { description: 'Períodos (MM/AAAA) substituídos pelo arquivo.' })
  @Property({ type: 'json' })
  periodos: string[] = [];

  @Field(() => [ErroDeLinha])
  @Property({ type: 'json' })
  erros: ErroDeLinha[] = [];

  @Field(() => [String], { description: 'Avisos de uma importação concluída (mostrados num diálogo).' })
  @Property({ type: 'json' })
  avisos: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  mensagem?: string | null;

  @Field()
  @Property()
  criadaEm: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  concluidaEm?: Date | null;
}

@Entity({ tableName: 'acessos_remuneracao' })
export class AcessoRemuneracao {
  [OptionalProps]?: 'criadoEm';

  @PrimaryKey()
  id!: number;

  @Property({ length: 20 })
  matricula!: string;

  @Property()
  ano!: number;

  @Property({ type: 'smallint' })
  mes!: number;

  @Property()
  criadoEm: Date = new Date();
}
