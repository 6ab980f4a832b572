import { LIMITES_FALE_CONOSCO, MENSAGENS_FALE_CONOSCO, tamanho } from '@alego/catalog';
import type { ReferenciaDeArquivo } from '@alego/kit';
import { semNul } from '../../text.js';
import { StatusFaleConosco } from './fale-conosco.entity.js';
import type { FaleConoscoInput, RespostaFaleConoscoInput } from './fale-conosco.inputs.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shared by the public forms of this subgraph (fale conosco, information requests). */
export function emailValido(email: string): boolean {
  return email.length <= LIMITES_FALE_CONOSCO.texto && EMAIL.test(email);
}

/** A Brazilian phone with area code: 10 to 13 digits, only the usual separators. */
export function telefoneValido(telefone: string): boolean {
  const digitos = telefone.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(telefone) && digitos.length >= 10 && digitos.length <= 13;
}

/** The public form: the same messages appear next to each field on the site. */
export function regrasFaleConosco(dados: FaleConoscoInput): string[] {
  const erros: string[] = [];
  const nome = semNul(dados.nome ?? '').trim();
  if (!nome) erros.push(MENSAGENS_FALE_CONOSCO.nome);
  else if (tamanho(nome) > LIMITES_FALE_CONOSCO.texto) erros.push(MENSAGENS_FALE_CONOSCO.nomeLongo);
  const email = semNul(dados.email ?? '').trim();
  if (!email) erros.push(MENSAGENS_FALE_CONOSCO.email);
  else if (!emailValido(email)) erros.push(MENSAGENS_FALE_CONOSCO.emailInvalido);
  const telefone = semNul(dados.telefone ?? '').trim();
  if (telefone && !telefoneValido(telefone)) erros.push(MENSAGENS_FALE_CONOSCO.telefoneInvalido);
  const assunto = semNul(dados.assunto ?? '').trim();
  if (!assunto) erros.push(MENSAGENS_FALE_CONOSCO.assunto);
  else if (tamanho(assunto) > LIMITES_FALE_CONOSCO.texto) erros.push(MENSAGENS_FALE_CONOSCO.assuntoLongo);
  if (!dados.tipo) erros.push(MENSAGENS_FALE_CONOSCO.tipo);
  const mensagem = semNul(dados.mensagem ?? '').trim();
  if (!mensagem) erros.push(MENSAGENS_FALE_CONOSCO.mensagem);
  else if (tamanho(mensagem) > LIMITES_FALE_CONOSCO.mensagem) erros.push(MENSAGENS_FALE_CONOSCO.mensagemLonga);
  return erros;
}

/** Statuses a reply may set (docs/fale-conosco.md): "aguardando_resposta" is where requests start, not an answer. */
export const STATUS_DE_RESPOSTA: readonly StatusFaleConosco[] = [StatusFaleConosco.finalizada, StatusFaleConosco.com_pendencia, StatusFaleConosco.indeferida];

export function regrasResposta(dados: RespostaFaleConoscoInput, atual: StatusFaleConosco): string[] {
  const erros: string[] = [];
  if (atual === StatusFaleConosco.finalizada || atual === StatusFaleConosco.indeferida) return [MENSAGENS_FALE_CONOSCO.encerrada];
  const resposta = semNul(dados.respostaConteudo ?? '').trim();
  if (!resposta) erros.push(MENSAGENS_FALE_CONOSCO.respostaObrigatoria);
  else if (tamanho(resposta) > LIMITES_FALE_CONOSCO.resposta) erros.push(MENSAGENS_FALE_CONOSCO.respostaLonga);
  if (dados.status && !STATUS_DE_RESPOSTA.includes(dados.status)) erros.push(MENSAGENS_FALE_CONOSCO.statusResposta);
  erros.push(...regrasDoPdf(dados.pdfRespostaSolicitacao));
  return erros;
}

/** The gateway's PDF policy already checked the real type; this keeps a reference to an image from being attached. */
export function regrasDoPdf(pdf: ReferenciaDeArquivo | null | undefined): string[] {
  return pdf && pdf.tipo !== 'application/pdf' ? [MENSAGENS_FALE_CONOSCO.pdf] : [];
}
