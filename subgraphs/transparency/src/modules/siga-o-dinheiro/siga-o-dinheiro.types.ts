import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Quantidade e somas exatas dos empenhos de um processo, de um fornecedor ou dos dois juntos.' })
export class ExecucaoFinanceira {
  @Field(() => Int)
  quantidadeEmpenhos!: number;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  totalEmpenhado!: string;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  totalLiquidado!: string;

  @Field({ description: 'Valor exato em reais: "12345.67".' })
  totalPago!: string;

  @Field()
  totalEmpenhadoFormatado!: string;

  @Field()
  totalLiquidadoFormatado!: string;

  @Field()
  totalPagoFormatado!: string;
}

@ObjectType({ description: 'Um processo de compra: o edital, os contratos e os empenhos com o mesmo número de processo.' })
export class ProcessoDeCompra {
  @Field({ description: 'Número do processo administrativo, por exemplo "2025.0012.004518".' })
  processo!: string;
}

@ObjectType({ description: 'Um fornecedor num processo de compra: quanto foi contratado e quanto foi empenhado e pago a ele.' })
export class FornecedorNoProcesso {
  @Field({ description: 'CNPJ: 14 dígitos, sem pontuação.' })
  cnpj!: string;

  @Field()
  cnpjFormatado!: string;

  @Field({ description: 'Razão social (a do contrato ou do empenho mais recente).' })
  nome!: string;

  @Field({ description: 'Soma exata dos contratos do fornecedor no processo: "12345.67".' })
  valorContratado!: string;

  @Field()
  valorContratadoFormatado!: string;

  @Field(() => ExecucaoFinanceira)
  execucao!: ExecucaoFinanceira;
}

@ObjectType({ description: 'Um fornecedor da Assembleia, identificado pelo CNPJ: contratos, empenhos e pagamentos.' })
export class Fornecedor {
  @Field({ description: 'CNPJ: 14 dígitos, sem pontuação.' })
  cnpj!: string;

  @Field()
  cnpjFormatado!: string;

  @Field({ description: 'Razão social (a do contrato ou do empenho mais recente).' })
  nome!: string;

  @Field(() => Int)
  quantidadeContratos!: number;

  @Field({ description: 'Soma exata dos contratos do fornecedor: "12345.67".' })
  valorContratado!: string;

  @Field()
  valorContratadoFormatado!: string;
}
