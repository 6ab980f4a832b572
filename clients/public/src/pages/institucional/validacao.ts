/**
 * Regras do formulário do Fale Conosco no navegador, com os limites e as mensagens do
 * servidor (`@alego/catalog`, schema/src/limites.ts): o
 * visitante vê o erro ao lado do campo antes de enviar, e uma mensagem vinda do
 * servidor volta ao campo certo por `campoDaMensagem`.
 */
import { LIMITES_FALE_CONOSCO, MENSAGENS_FALE_CONOSCO, tamanho } from '@alego/catalog';

export interface DadosFaleConosco {
  nome: string;
  email: string;
  telefone: string;
  assunto: string;
  tipo: string;
  mensagem: string;
}

export type CampoFaleConosco = keyof DadosFaleConosco;
export type ErrosFaleConosco = Partial<Record<CampoFaleConosco, string>>;

const CAMPO_POR_MENSAGEM: Record<string, CampoFaleConosco> = {
  [MENSAGENS_FALE_CONOSCO.nome]: 'nome',
  [MENSAGENS_FALE_CONOSCO.nomeLongo]: 'nome',
  [MENSAGENS_FALE_CONOSCO.email]: 'email',
  [MENSAGENS_FALE_CONOSCO.emailInvalido]: 'email',
  [MENSAGENS_FALE_CONOSCO.telefoneInvalido]: 'telefone',
  [MENSAGENS_FALE_CONOSCO.assunto]: 'assunto',
  [MENSAGENS_FALE_CONOSCO.assuntoLongo]: 'assunto',
  [MENSAGENS_FALE_CONOSCO.tipo]: 'tipo',
  [MENSAGENS_FALE_CONOSCO.mensagem]: 'mensagem',
  [MENSAGENS_FALE_CONOSCO.mensagemLonga]: 'mensagem',
};

export function campoDaMensagem(mensagem: string): CampoFaleConosco | undefined {
  return CAMPO_POR_MENSAGEM[mensagem];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validarFaleConosco(dados: DadosFaleConosco): ErrosFaleConosco {
  const erros: ErrosFaleConosco = {};
  const nome = dados.nome.trim();
  if (!nome) erros.nome = MENSAGENS_FALE_CONOSCO.nome;
  else if (tamanho(nome) > LIMITES_FALE_CONOSCO.texto) erros.nome = MENSAGENS_FALE_CONOSCO.nomeLongo;
  const email = dados.email.trim();
  if (!email) erros.email = MENSAGENS_FALE_CONOSCO.email;
  else if (email.length > LIMITES_FALE_CONOSCO.texto || !EMAIL.test(email)) erros.email = MENSAGENS_FALE_CONOSCO.emailInvalido;
  const telefone = dados.telefone.trim();
  if (telefone) {
    const digitos = telefone.replace(/\D/g, '').length;
    if (!/^[\d\s()+.-]+$/.test(telefone) || digitos < 10 || digitos > 13) erros.telefone = MENSAGENS_FALE_CONOSCO.telefoneInvalido;
  }
  const assunto = dados.assunto.trim();
  if (!assunto) erros.assunto = MENSAGENS_FALE_CONOSCO.assunto;
  else if (tamanho(assunto) > LIMITES_FALE_CONOSCO.texto) erros.assunto = MENSAGENS_FALE_CONOSCO.assuntoLongo;
  if (!dados.tipo) erros.tipo = MENSAGENS_FALE_CONOSCO.tipo;
  const mensagem = dados.mensagem.trim();
  if (!mensagem) erros.mensagem = MENSAGENS_FALE_CONOSCO.mensagem;
  else if (tamanho(mensagem) > LIMITES_FALE_CONOSCO.mensagem) erros.mensagem = MENSAGENS_FALE_CONOSCO.mensagemLonga;
  return erros;
}
