import { Field, ID, InputType, Int } from 'type-graphql';
import { DESCRICAO_TIPO } from './contrato.entity.js';

@InputType()
export class ContratoFiltro {
  @Field({ nullable: true, description: 'Busca no objeto, no fornecedor, no número e no CNPJ.' })
  termo?: string;

  @Field(() => Int, { nullable: true })
  ano?: number;

  @Field({ nullable: true, description: DESCRICAO_TIPO })
  tipo?: string;

  @Field(() => ID, { nullable: true, description: 'Tipo de contratação (veja `tiposContratacao`).' })
  tipoContratacaoId?: string;

  @Field({ nullable: true, description: 'Em vigência hoje (true) ou fora dela (false).' })
  vigente?: boolean;

  @Field({ nullable: true, description: 'Assinados a partir desta data (AAAA-MM-DD).' })
  dataInicio?: string;

  @Field({ nullable: true, description: 'Assinados até esta data, inclusive (AAAA-MM-DD).' })
  dataFim?: string;
}

@InputType()
export class ContratoInput {
  @Field()
  numero!: string;

  @Field(() => Int)
  ano!: number;

  @Field()
  objeto!: string;

  @Field()
  fornecedor!: string;

  @Field({ description: 'Com ou sem pontuação: "12.345.678/0001-95" ou "12345678000195".' })
  cnpj!: string;

  @Field({ defaultValue: 'contrato', description: DESCRICAO_TIPO })
  tipo!: string;

  @Field({ description: 'Valor em reais: "1234.56" ou "1.234,56".' })
  valor!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  dataAssinatura!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  vigenciaInicio!: string;

  @Field({ description: 'AAAA-MM-DD.' })
  vigenciaFim!: string;

  @Field(() => ID, { nullable: true, description: 'Tipo de contratação (veja `tiposContratacao`).' })
  tipoContratacaoId?: string;
}
