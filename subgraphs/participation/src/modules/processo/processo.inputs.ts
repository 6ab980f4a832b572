import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DESCRICAO_DATA, Processo } from './processo.entity.js';

@InputType({ description: 'Busca avançada: todos os critérios informados precisam valer.' })
export class BuscaAvancadaProcessos {
  @Field({ nullable: true, description: 'Parte do número, por exemplo "1234" ou "2025/1234".' })
  numero?: string;

  @Field(() => Int, { nullable: true, description: 'Ano do processo (o do número).' })
  ano?: number;

  @Field({ nullable: true, description: 'Tipo exato, por exemplo "Projeto de Lei".' })
  tipo?: string;

  @Field({ nullable: true, description: 'Parte do nome de um autor.' })
  autor?: string;

  @Field(() => ID, { nullable: true, description: 'Processos de que o deputado (id do Deputado) é autor.' })
  deputadoId?: string;

  @Field({ nullable: true, description: 'Situação exata, por exemplo "Em tramitação".' })
  situacao?: string;

  @Field({ nullable: true, description: `Autuado a partir de. ${DESCRICAO_DATA}` })
  dataInicio?: string;

  @Field({ nullable: true, description: `Autuado até. ${DESCRICAO_DATA}` })
  dataFim?: string;
}

@ArgsType()
export class RecentesArgs {
  @Field(() => Int, { defaultValue: 5, description: 'Processos por categoria (1 a 20).' })
  quantidade: number = 5;
}

@ObjectType({ description: 'Os processos mais recentes de uma categoria (tipo de proposição).' })
export class CategoriaProcessos {
  @Field()
  categoria!: string;

  @Field(() => [Processo])
  processos!: Processo[];
}

@ObjectType({ description: 'Um autor da proposição; deputados apontam para o Deputado.' })
export class AutorProcessoView {
  @Field()
  nome!: string;

  /** Resolved by people through the federation reference. */
  deputadoId?: number | null;
}
