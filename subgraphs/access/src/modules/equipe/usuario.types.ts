import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Lotacao } from '../lotacao/lotacao.entity.js';

@ObjectType({ description: 'O que um servidor pode fazer numa lotação.' })
export class VinculoLotacao {
  @Field(() => ID)
  id!: number;

  @Field(() => Lotacao)
  lotacao!: Lotacao;

  @Field(() => [String])
  permissoes!: string[];

  @Field(() => [String])
  funcionalidades!: string[];
}

@ObjectType('UsuarioEquipe', { description: 'Conta de um servidor no admin.' })
export class UsuarioEquipe {
  @Field(() => ID)
  id!: number;

  @Field()
  login!: string;

  @Field()
  nome!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field()
  ativo!: boolean;

  @Field(() => Lotacao)
  lotacaoPadrao!: Lotacao;

  @Field(() => [VinculoLotacao])
  vinculos!: VinculoLotacao[];
}

@ObjectType({ description: 'O catálogo do que se pode conceder: só o que o portal verifica.' })
export class CatalogoDePermissoes {
  @Field(() => [String])
  permissoes!: string[];

  @Field(() => [String])
  funcionalidades!: string[];
}

@InputType()
export class UsuarioFiltro {
  @Field(() => String, { nullable: true, description: 'Busca no nome ou no login.' })
  termo?: string | null;

  @Field(() => Boolean, { nullable: true })
  ativo?: boolean | null;
}

@InputType()
export class UsuarioInput {
  @Field()
  login!: string;

  @Field()
  nome!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => ID, { description: 'A lotação padrão, que recebe as permissões abaixo.' })
  lotacaoPadraoId!: string;

  @Field({ description: 'Senha inicial; o servidor pode trocá-la depois.' })
  senha!: string;

  @Field(() => [String], { defaultValue: [] })
  permissoes!: string[];

  @Field(() => [String], { defaultValue: [] })
  funcionalidades!: string[];
}

@InputType()
export class UsuarioAtualizacaoInput {
  @Field(() => String, { nullable: true })
  nome?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Desativado, o servidor perde o acesso na próxima renovação do token.' })
  ativo?: boolean | null;
}

@InputType()
export class VinculoInput {
  @Field(() => ID)
  usuarioId!: string;

  @Field(() => ID)
  lotacaoId!: string;

  @Field(() => [String])
  permissoes!: string[];

  @Field(() => [String])
  funcionalidades!: string[];
}

@ObjectType({ description: 'Um link para definir a senha da equipe que ainda vale: a mensagem e o login da conta.' })
export class CodigoSenhaEquipeValido {
  @Field()
  mensagem!: string;

  @Field({ description: 'O login da conta, para a pessoa saber qual senha está definindo.' })
  login!: string;
}
