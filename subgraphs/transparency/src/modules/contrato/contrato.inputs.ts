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
