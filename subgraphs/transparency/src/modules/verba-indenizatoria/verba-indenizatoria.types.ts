import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DeputadoRef } from '@alego/kit';
import { VerbaIndenizatoria } from './verba-indenizatoria.entity.js';

@ObjectType({ description: 'Subgrupo de despesa da verba indenizatória e seus lançamentos no mês.' })
export class VerbaSubgrupo {
  @Field()
  descricao!: string;

  @Field({ description: 'Soma exata indenizada no subgrupo.' })
  totalIndenizado!: string;

  @Field(() => [VerbaIndenizatoria])
  lancamentos!: VerbaIndenizatoria[];
}

@ObjectType({ description: 'Grupo de despesa da verba indenizatória no mês.' })
export class VerbaGrupo {
  @Field()
  descricao!: string;

  @Field({ description: 'Soma exata indenizada no grupo.' })
  totalIndenizado!: string;

  @Field(() => [VerbaSubgrupo])
  subgrupos!: VerbaSubgrupo[];
}

const DESCRICAO_DEPUTADO = 'Resolvido pelo subgrafo people; null se o deputado não existir mais lá (o id continua em deputadoId).';

@ObjectType({ description: 'Verba indenizatória de um deputado em um mês, por grupo e subgrupo de despesa.' })
export class VerbaIndenizatoriaMes {
  @Field(() => ID)
  deputadoId!: string;

  @Field(() => DeputadoRef, { nullable: true, description: DESCRICAO_DEPUTADO })
  deputado!: DeputadoRef;

  @Field(() => Int)
  ano!: number;

  @Field(() => Int)
  mes!: number;

  @Field()
  totalApresentado!: string;

  @Field()
  totalIndenizado!: string;

  @Field(() => [VerbaGrupo])
  grupos!: VerbaGrupo[];
}

@ObjectType({ description: 'Somas de um mês no resumo anual.' })
export class VerbaResumoMes {
  @Field(() => Int)
  mes!: number;

  @Field()
  valorApresentado!: string;

  @Field()
  valorIndenizado!: string;
}

@ObjectType({ description: 'Somas anuais de um deputado, mês a mês.' })
export class VerbaResumoDeputado {
  @Field(() => ID)
  deputadoId!: string;

  @Field(() => DeputadoRef, { nullable: true, description: DESCRICAO_DEPUTADO })
  deputado!: DeputadoRef;

  @Field()
  totalApresentado!: string;

  @Field()
  totalIndenizado!: string;

  @Field(() => [VerbaResumoMes], { description: 'Só os meses com lançamentos, em ordem.' })
  meses!: VerbaResumoMes[];
}

@ObjectType({ description: 'Resumo anual das verbas indenizatórias.' })
export class VerbasResumoAnual {
  @Field(() => Int)
  ano!: number;

  @Field()
  totalApresentado!: string;

  @Field()
  totalIndenizado!: string;

  @Field(() => Int, { description: 'Deputados com lançamentos no ano.' })
  numeroDeputados!: number;

  @Field(() => [VerbaResumoDeputado], { description: 'Por id do deputado; a ordem por nome cabe a quem tem os nomes.' })
  deputados!: VerbaResumoDeputado[];
}

@ObjectType({ description: 'Somas de um grupo (categoria) de despesa da verba indenizatória no ano ou no mês, de todos os deputados.' })
export class VerbaPorCategoria {
  @Field({ description: 'Grupo de despesa, por exemplo "Combustíveis e lubrificantes".' })
  descricao!: string;

  @Field({ description: 'Soma exata apresentada: "12345.67".' })
  totalApresentado!: string;

  @Field({ description: 'Soma exata indenizada: "12345.67".' })
  totalIndenizado!: string;
}
