import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Resposta de uma operação que só precisa dizer o que aconteceu.' })
export class MensagemResultado {
  @Field()
  mensagem!: string;
}

export function mensagem(texto: string): MensagemResultado {
  return { mensagem: texto };
}

@ObjectType({ description: 'Dados do cidadão que está conectado, vistos só por ele.' })
export class PerfilCidadao {
  @Field(() => ID)
  id!: string;

  @Field()
  nome!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Só dígitos, com DDD.' })
  telefone!: string | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do estado (GET /api/public/estados).' })
  estadoId!: number | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do município (GET /api/public/estados/{id}/municipios).' })
  municipioId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Nome do município escolhido; sem município, o texto informado antes da lista do IBGE que não correspondia a nenhum.',
  })
  municipio!: string | null;

  @Field()
  confirmado!: boolean;

  @Field({ description: 'Falso nas contas criadas pelo login social: para criar uma senha, use a recuperação de senha.' })
  possuiSenha!: boolean;

  @Field(() => [String], { description: 'Provedores de login social vinculados: google, facebook.' })
  provedoresSociais!: string[];

  @Field(() => String, { nullable: true, description: 'Última versão da Política de Privacidade aceita.' })
  versaoPoliticaAceita!: string | null;

  @Field(() => Int, { nullable: true, description: 'A versão vigente da Política de Privacidade, quando o cidadão ainda não a aceitou (o site pede o aceite).' })
  politicaPendente!: number | null;

  @Field()
  criadoEm!: Date;
}

@ObjectType({ description: 'Um aceite da Política de Privacidade.' })
export class AceitePolitica {
  @Field()
  versao!: string;

  @Field()
  aceitoEm!: Date;

  @Field(() => String, { nullable: true })
  ip!: string | null;

  @Field({ description: 'cadastro ou perfil.' })
  origem!: string;
}

@ObjectType({ description: 'Um link enviado por e-mail (o código em si nunca é guardado, só o seu hash).' })
export class CodigoEnviado {
  @Field({ description: 'confirmacao ou recuperacao.' })
  finalidade!: string;

  @Field()
  criadoEm!: Date;

  @Field()
  expiraEm!: Date;

  @Field(() => Date, { nullable: true, description: 'Quando foi usado ou substituído por um link mais novo.' })
  usadoEm!: Date | null;
}

@ObjectType({ description: 'Conta de um provedor de login social vinculada.' })
export class ContaSocial {
  @Field()
  provedor!: string;

  @Field({ description: 'Identificador da conta no provedor (claim sub).' })
  identificador!: string;
}

@ObjectType({ description: 'Tudo o que o portal guarda sobre o cidadão (LGPD, art. 18), exceto o hash da senha.' })
export class MeusDados {
  @Field()
  geradoEm!: Date;

  @Field(() => PerfilCidadao)
  perfil!: PerfilCidadao;

  @Field()
  atualizadoEm!: Date;

  @Field(() => Date, { nullable: true })
  confirmadoEm!: Date | null;

  @Field(() => [ContaSocial])
  contasSociais!: ContaSocial[];

  @Field(() => [AceitePolitica])
  aceitesPolitica!: AceitePolitica[];

  @Field(() => [CodigoEnviado])
  codigosEnviados!: CodigoEnviado[];
}

@InputType({ description: 'Cadastro no Opine Cidadão.' })
export class CadastroCidadaoInput {
  @Field()
  nome!: string;

  @Field()
  email!: string;

  @Field()
  senha!: string;

  @Field({ description: 'É preciso aceitar a Política de Privacidade para se cadastrar.' })
  aceitePolitica!: boolean;

  @Field(() => String, { nullable: true, description: 'Versão da política exibida no formulário; sem ela, a vigente.' })
  versaoPolitica?: string | null;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do estado; vai junto com municipioId.' })
  estadoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE de um município do estado escolhido.' })
  municipioId?: number | null;

  @Field(() => String, { nullable: true, description: 'Nome do município (REST legado), procurado na lista do IBGE; prefira estadoId e municipioId.' })
  municipio?: string | null;
}

@InputType({
  description: 'Campos do perfil; um campo ausente fica como está, "" apaga telefone ou município e estadoId e municipioId nulos apagam a localidade.',
})
export class PerfilCidadaoInput {
  @Field(() => String, { nullable: true })
  nome?: string | null;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do estado; vai junto com municipioId.' })
  estadoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE de um município do estado escolhido.' })
  municipioId?: number | null;

  @Field(() => String, { nullable: true, description: 'Nome do município (REST legado), procurado na lista do IBGE; prefira estadoId e municipioId.' })
  municipio?: string | null;
}
