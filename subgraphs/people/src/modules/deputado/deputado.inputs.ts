import { UploadScalar, type LinhaAninhada, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, ID, InputType, Int } from 'type-graphql';
import { DESCRICAO_LIDER, Lideranca } from './deputado.entity.js';

@InputType()
export class DeputadoFiltro {
  @Field({ nullable: true, description: 'Busca no nome parlamentar ou no nome completo.' })
  termo?: string;

  @Field({ nullable: true })
  ativo?: boolean;

  @Field(() => ID, { nullable: true })
  partidoId?: string;

  @Field(() => Int, { nullable: true, description: DESCRICAO_LIDER })
  lider?: number;

  @Field({ nullable: true })
  mesaDiretora?: boolean;

  @Field(() => ID, { nullable: true, description: 'Deputados com mandato na legislatura.' })
  legislaturaId?: string;
}

const DESTROY = 'Linha guardada a excluir; numa linha nova, ela é descartada.';

@InputType({ description: 'Linha aninhada: com `id` altera, com `_destroy` exclui, sem `id` cria.' })
export class AfastamentoInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Tipo (tiposAfastamento).' })
  tipo?: number | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  dataAfastamento?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  dataRetorno?: string | null;
}

@InputType({ description: 'Partido do deputado numa legislatura; várias linhas numa legislatura são mudanças de partido.' })
export class DeputadoLegislaturaInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => ID, { nullable: true })
  legislaturaId?: string | null;

  @Field(() => ID, { nullable: true })
  partidoId?: string | null;

  @Field(() => String, { nullable: true, description: 'Início no partido, AAAA-MM-DD.' })
  dataInicio?: string | null;
}

@InputType()
export class DeputadoAnoEmendaInput implements LinhaAninhada {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: DESTROY })
  _destroy?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'De 2021 a 2030.' })
  ano?: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  ativo?: boolean | null;
}

@InputType()
export class DeputadoInput {
  @Field()
  nome!: string;

  @Field()
  nomeCompleto!: string;

  @Field({ defaultValue: true })
  ativo!: boolean;

  @Field(() => Int, { nullable: true })
  gabinete?: number | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field(() => Int, { defaultValue: Lideranca.nenhuma, description: DESCRICAO_LIDER })
  lider!: number;

  @Field({ defaultValue: false })
  mesaDiretora!: boolean;

  @Field(() => Int, { nullable: true, description: 'Cargo na Mesa Diretora (cargosMesaDiretora).' })
  cargo?: number | null;

  @Field(() => String, { nullable: true })
  biografia?: string | null;

  @Field(() => ID, { nullable: true })
  partidoId?: string | null;

  @Field(() => UploadScalar, { nullable: true, description: 'Foto, por multipart; o gateway troca pelo arquivo guardado.' })
  foto?: ReferenciaDeArquivo | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Remove a foto atual.' })
  removerFoto?: boolean | null;

  @Field(() => [AfastamentoInput], { nullable: true })
  afastamentos?: AfastamentoInput[] | null;

  @Field(() => [DeputadoLegislaturaInput], { nullable: true })
  deputadoLegislaturas?: DeputadoLegislaturaInput[] | null;

  @Field(() => [DeputadoAnoEmendaInput], { nullable: true })
  deputadoAnoEmendas?: DeputadoAnoEmendaInput[] | null;
}
