import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Empenhos de um mês: somas exatas empenhada e paga.' })
export class GastoDoMes {
  @Field(() => Int)
  mes!: number;

  @Field(() => Int)
  quantidade!: number;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  empenhado!: string;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  pago!: string;
}

@ObjectType({ description: 'Empenhos de um elemento de despesa (natureza) no ano.' })
export class GastoPorNatureza {
  @Field({ description: 'Elemento de despesa, por exemplo "3.3.90.39 - Outros serviços de terceiros - pessoa jurídica".' })
  elementoDespesa!: string;

  @Field(() => Int)
  quantidade!: number;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  empenhado!: string;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  pago!: string;
}

@ObjectType({ description: 'A folha de pagamento de um mês: pessoas pagas e somas bruta e líquida.' })
export class FolhaDoMes {
  @Field(() => Int)
  mes!: number;

  @Field(() => Int, { description: 'Contracheques do mês.' })
  quantidade!: number;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  bruto!: string;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  liquido!: string;
}

@ObjectType({ description: 'Quantidade e soma exata de registros do ano (licitações, contratos).' })
export class ContagemDoAno {
  @Field(() => Int)
  quantidade!: number;

  @Field({ description: 'Soma exata em reais: "12345.67" (valor estimado das licitações; valor dos contratos).' })
  valor!: string;
}

@ObjectType({ description: 'Assembleia em números: os totais de um ano, cada um calculado no SQL.' })
export class AssembleiaEmNumeros {
  @Field(() => Int)
  ano!: number;
}
