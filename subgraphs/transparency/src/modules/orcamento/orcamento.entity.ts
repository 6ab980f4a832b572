import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { RegistroPdf } from '../relatorio-pdf/registro-pdf.entity.js';

/** Budget kinds and which needs `autorizado_com_pessoal` live in the catalog (`TIPOS_ORCAMENTO`), shared with the admin form. */
export const DESCRICAO_TIPO_ORCAMENTO = 'Tipo: loa, ldo, qdd ou ppa.';

@ObjectType({ description: 'Tipo de orçamento e se ele exige o valor autorizado com pessoal.' })
export class TipoOrcamento {
  @Field()
  valor!: string;

  @Field()
  descricao!: string;

  @Field()
  exigeAutorizadoComPessoal!: boolean;
}

@ObjectType({ description: 'Peça orçamentária de um ano (LOA, LDO, QDD, PPA) com o valor autorizado com pessoal.' })
@Index({ properties: ['ano'] })
@Entity({ tableName: 'orcamentos' })
export class Orcamento extends RegistroPdf {
  @Field({ description: DESCRICAO_TIPO_ORCAMENTO })
  @Property({ length: 10 })
  tipo!: string;

  @Field(() => String, { nullable: true, description: 'Valor exato autorizado com pessoal: "12345.67".' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  autorizadoComPessoal?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ length: 300, nullable: true })
  descricao?: string | null;
}
