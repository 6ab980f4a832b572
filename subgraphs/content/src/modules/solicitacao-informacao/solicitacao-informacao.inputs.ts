import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  DecisaoRecursoInformacao,
  DecisaoSolicitacaoInformacao,
  MotivoNegativaInformacao,
  StatusSolicitacaoInformacao,
} from './solicitacao-informacao.entity.js';
import type { DecisaoLai, DecisaoRecursoLai, MotivoNegativaLai, StatusLai } from '@alego/catalog';

@InputType({ description: 'Pedido enviado pelo formulário público. Os campos de perfil são opcionais e só entram nas estatísticas.' })
export class SolicitacaoInformacaoInput {
  @Field({ description: 'fisica ou juridica (GET tipo-pessoas).' })
  tipoPessoa!: string;

  @Field()
  nome!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field(() => String, { nullable: true, description: 'Valor de GET generos.' })
  genero?: string | null;

  @Field(() => String, { nullable: true, description: 'Valor de GET escolaridades.' })
  escolaridade?: string | null;

  @Field(() => String, { nullable: true, description: 'Valor de GET ocupacoes.' })
  ocupacao?: string | null;

  @Field(() => String, { nullable: true, description: 'Valor de GET objetivos. O motivo nunca é exigido (Lei 12.527, art. 10, § 3º).' })
  objetivo?: string | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do estado (GET /api/public/estados).' })
  estadoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Código IBGE do município (GET /api/public/estados/{id}/municipios).' })
  municipioId?: number | null;

  @Field()
  pedido!: string;
}

@InputType()
export class SolicitacaoInformacaoFiltro {
  @Field(() => StatusSolicitacaoInformacao, { nullable: true })
  status?: StatusLai | null;

  @Field({ nullable: true, description: 'Número de protocolo (exato ou parte).' })
  protocolo?: string;

  @Field({ nullable: true, description: 'Parte do nome ou do pedido.' })
  termo?: string;
}

@InputType({ description: 'Resposta da equipe a um pedido.' })
export class RespostaSolicitacaoInformacaoInput {
  @Field()
  resposta!: string;

  @Field(() => DecisaoSolicitacaoInformacao)
  decisao!: DecisaoLai;

  @Field(() => MotivoNegativaInformacao, { nullable: true, description: 'Obrigatório quando o acesso é negado (total ou parcialmente).' })
  motivoNegativa?: MotivoNegativaLai | null;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF opcional (multipart), até 20 MB.' })
  pdfResposta?: ReferenciaDeArquivo | null;
}

@InputType({ description: 'Decisão da equipe sobre o recurso em aberto.' })
export class RespostaRecursoInformacaoInput {
  @Field()
  resposta!: string;

  @Field(() => DecisaoRecursoInformacao)
  decisao!: DecisaoRecursoLai;
}

@ObjectType({ description: 'Confirmação do envio: o protocolo e o prazo de resposta.' })
export class ProtocoloSolicitacaoInformacao {
  @Field()
  protocolo!: string;

  @Field({ description: 'aaaa-mm-dd' })
  prazo!: string;

  @Field()
  mensagem!: string;
}

@ObjectType({ description: 'O que qualquer pessoa vê com só o protocolo: situação e prazo, nada pessoal.' })
export class StatusDeSolicitacaoInformacao {
  @Field()
  protocolo!: string;

  @Field(() => StatusSolicitacaoInformacao)
  status!: StatusLai;

  @Field()
  rotulo!: string;

  @Field()
  recebidaEm!: string;

  @Field()
  prazo!: string;

  @Field()
  prorrogada!: boolean;
}

@ObjectType({ description: 'Uma linha das estatísticas: um mês (1 a 12) ou o ano inteiro (mes nulo).' })
export class EstatisticaSolicitacoesInformacao {
  @Field(() => Int)
  ano!: number;

  @Field(() => Int, { nullable: true })
  mes!: number | null;

  @Field(() => Int)
  recebidas!: number;

  @Field(() => Int, { description: 'Respondidas com acesso concedido ou parcialmente concedido.' })
  atendidas!: number;

  @Field(() => Int)
  negadas!: number;

  @Field(() => Int, { description: 'Recebidas ainda sem resposta.' })
  pendentes!: number;

  @Field(() => Int)
  prorrogadas!: number;

  @Field(() => Int)
  recursos!: number;

  @Field(() => Number, { nullable: true, description: 'Média de dias corridos entre o recebimento e a resposta.' })
  tempoMedioResposta!: number | null;

  @Field(() => [MotivoContado])
  motivosNegativa!: MotivoContado[];
}

@ObjectType()
export class MotivoContado {
  @Field(() => MotivoNegativaInformacao)
  motivo!: MotivoNegativaLai;

  @Field()
  rotulo!: string;

  @Field(() => Int)
  quantidade!: number;
}
