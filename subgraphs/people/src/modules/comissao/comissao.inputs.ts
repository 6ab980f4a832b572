import { UploadScalar, type LinhaAninhada, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, ID, InputType, Int } from 'type-graphql';

const DESTROY = 'Linha guardada a excluir; numa linha nova, ela é descartada.';

@InputType()
export class ComissaoFiltro {
  @Field({ nullable: true, description: 'Busca no nome ou na sigla.' })
  termo?: string;

  @Field({ nullable: true })
  ativa?: boolean;

  @Field(() => Int, { nullable: true, description: 'Tipo de comissão.' })
  tipo?: number;
}

@InputType()
export class DeputadoComissaoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => ID, { nullable: true })
  deputadoId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Cargo (cargosComissao).' })
  cargo?: number | null;
}

@InputType()
export class EquipeTecnicaComissaoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => String, { nullable: true })
  nome?: string | null;

  @Field(() => String, { nullable: true })
  funcao?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  telefone?: string | null;
}

@InputType()
export class TrabalhoComissaoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => Int, { nullable: true })
  tipo?: number | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  descricao?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  data?: string | null;

  @Field(() => String, { nullable: true })
  url?: string | null;
}

@InputType()
export class ArquivoComissaoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => Int, { nullable: true })
  tipo?: number | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  data?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'Obrigatório numa linha nova; numa guardada, troca o arquivo.' })
  arquivo?: ReferenciaDeArquivo | null;
}

@InputType()
export class LinkComissaoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => Int, { nullable: true })
  categoria?: number | null;

  @Field(() => String, { nullable: true })
  titulo?: string | null;

  @Field(() => String, { nullable: true })
  url?: string | null;
}

@InputType()
export class ComissaoInput {
  @Field()
  nome!: string;

  @Field(() => String, { nullable: true })
  sigla?: string | null;

  @Field(() => String, { nullable: true })
  descricao?: string | null;

  @Field(() => Int, { defaultValue: 1 })
  tipo!: number;

  @Field({ defaultValue: true })
  ativa!: boolean;

  @Field(() => [DeputadoComissaoInput], { nullable: true })
  deputadosComissao?: DeputadoComissaoInput[] | null;

  @Field(() => [EquipeTecnicaComissaoInput], { nullable: true })
  equipeTecnicaComissoes?: EquipeTecnicaComissaoInput[] | null;

  @Field(() => [TrabalhoComissaoInput], { nullable: true })
  trabalhosComissao?: TrabalhoComissaoInput[] | null;

  @Field(() => [ArquivoComissaoInput], { nullable: true })
  arquivosComissao?: ArquivoComissaoInput[] | null;

  @Field(() => [LinkComissaoInput], { nullable: true })
  linksComissao?: LinkComissaoInput[] | null;
}
