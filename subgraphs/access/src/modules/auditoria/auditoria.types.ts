import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Um campo alterado, com o valor anterior e o novo (dados pessoais mascarados).' })
export class CampoAuditado {
  @Field()
  campo!: string;

  @Field(() => String, { nullable: true, description: 'Valor anterior, em JSON.' })
  antes!: string | null;

  @Field(() => String, { nullable: true, description: 'Valor novo, em JSON.' })
  depois!: string | null;
}

@ObjectType({ description: 'Uma entidade alterada pela ação.' })
export class AlteracaoAuditoria {
  @Field()
  entidade!: string;

  @Field(() => String, { nullable: true })
  entidadeId!: string | null;

  @Field({ description: 'criar, atualizar ou excluir.' })
  tipo!: string;

  @Field(() => [CampoAuditado])
  campos!: CampoAuditado[];
}

@ObjectType({ description: 'Uma ação da equipe na trilha de auditoria.' })
export class AcaoAuditada {
  @Field(() => ID)
  id!: string;

  @Field()
  ocorridoEm!: Date;

  @Field(() => ID, { nullable: true })
  usuarioId!: number | null;

  @Field(() => String, { nullable: true })
  usuarioNome!: string | null;

  @Field(() => ID, { nullable: true })
  lotacaoId!: number | null;

  @Field({ description: 'graphql, rest ou sessao.' })
  origem!: string;

  @Field({ description: 'A operação: a mutação (ex.: criarNoticia) ou entrar.' })
  operacao!: string;

  @Field(() => String, { nullable: true })
  entidade!: string | null;

  @Field(() => String, { nullable: true })
  entidadeId!: string | null;

  @Field()
  sucesso!: boolean;

  @Field(() => [AlteracaoAuditoria])
  alteracoes!: AlteracaoAuditoria[];
}

@InputType()
export class AuditoriaFiltro {
  @Field(() => ID, { nullable: true })
  usuarioId?: string | null;

  @Field(() => String, { nullable: true, description: 'Entidade, ex.: Noticia.' })
  entidade?: string | null;

  @Field(() => String, { nullable: true, description: 'Operação, ex.: criarNoticia ou entrar.' })
  operacao?: string | null;

  @Field(() => Date, { nullable: true, description: 'A partir deste instante.' })
  desde?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Até este instante.' })
  ate?: Date | null;
}
