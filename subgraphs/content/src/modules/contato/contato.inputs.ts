import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Um telefone do formulário: guardado (com id), novo (sem id) ou retirado (`_destroy`).' })
export class ContatoTelefonesLotacaoLinha {
  @Field(() => ID, { nullable: true, description: 'Id da linha guardada; vazio numa linha nova.' })
  id?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true tira a linha guardada.' })
  _destroy?: boolean | null;

  @Field(() => String, { nullable: true, description: 'telefone ou fax.' })
  tipoCd?: string | null;

  @Field(() => String, { nullable: true, description: 'O número; só algarismos, ponto e hífen são guardados.' })
  numero?: string | null;
}

@InputType()
export class ContatoInput {
  @Field()
  nome!: string;

  @Field({ description: 'departamento (um setor) ou gabinete (o gabinete de um deputado).' })
  tipo!: string;

  @Field(() => String, { nullable: true })
  responsavel?: string | null;

  @Field(() => [ContatoTelefonesLotacaoLinha], { nullable: true, description: 'Telefones e faxes: os não mencionados ficam como estão; sem a lista, nenhum muda.' })
  telefonesLotacao?: ContatoTelefonesLotacaoLinha[] | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  localizacao?: string | null;

  @Field(() => Int, { nullable: true, description: 'Posição dentro do tipo (menor primeiro); sem ela, 0 num registro novo.' })
  ordem?: number | null;
}

@InputType()
export class ContatoFiltro {
  @Field({ nullable: true, description: 'Busca em: nome, responsável, e-mail.' })
  termo?: string;

  @Field({ nullable: true, description: 'departamento ou gabinete.' })
  tipo?: string;
}
