import { UploadScalar, type ReferenciaDeArquivo } from '@alego/kit';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ObjetivoFaleConosco, StatusFaleConosco } from './fale-conosco.entity.js';

@InputType({ description: 'Mensagem enviada pelo formulário público do Fale Conosco.' })
export class FaleConoscoInput {
  @Field()
  nome!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  telefone?: string | null;

  @Field()
  assunto!: string;

  @Field(() => ObjetivoFaleConosco, { nullable: true })
  tipo?: ObjetivoFaleConosco | null;

  @Field()
  mensagem!: string;

  @Field(() => Int, { nullable: true, description: 'Setor ou gabinete destinatário (id de `contatos`).' })
  contatadoId?: number | null;
}

@InputType()
export class FaleConoscoFiltro {
  @Field(() => StatusFaleConosco, { nullable: true, description: 'Aba: aguardando_resposta, com_pendencia, finalizada ou indeferida.' })
  status?: StatusFaleConosco | null;

  @Field({ nullable: true, description: 'Parte do assunto.' })
  assunto?: string;

  @Field({ nullable: true, description: 'Número de protocolo (exato ou parte).' })
  protocolo?: string;

  @Field({ nullable: true, description: 'Data de envio (dd/mm/aaaa ou aaaa-mm-dd).' })
  createdAt?: string;

  @Field(() => ObjetivoFaleConosco, { nullable: true })
  tipo?: ObjetivoFaleConosco | null;
}

@InputType({ description: 'Resposta da equipe a uma solicitação.' })
export class RespostaFaleConoscoInput {
  @Field({ description: 'Obrigatório.' })
  respostaConteudo!: string;

  @Field(() => UploadScalar, { nullable: true, description: 'PDF opcional (multipart), até 20 MB.' })
  pdfRespostaSolicitacao?: ReferenciaDeArquivo | null;

  @Field(() => StatusFaleConosco, {
    nullable: true,
    description: 'Situação após a resposta: finalizada (padrão), com_pendencia (pede algo ao cidadão) ou indeferida.',
  })
  status?: StatusFaleConosco | null;
}

@ObjectType({ description: 'Confirmação do envio: o protocolo para acompanhar a solicitação.' })
export class ProtocoloFaleConosco {
  @Field()
  protocolo!: string;

  @Field()
  mensagem!: string;
}

