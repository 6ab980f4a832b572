/**
 * Regras do formulário do Fale Conosco no navegador, com as mesmas mensagens do
 * servidor (subgraphs/content/src/modules/fale-conosco/fale-conosco.rules.ts): o
 * visitante vê o erro ao lado do campo antes de enviar, e uma mensagem vinda do
 * servidor volta ao campo certo por `campoDaMensagem`.
 */
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

export const MENSAGEM_MAXIMA = 5000;
const TEXTO_MAXIMO = 255;

export const MENSAGENS = {
  nome: 'Informe o seu nome.',
  nomeLongo: `O nome deve ter no máximo ${TEXTO_MAXIMO} caracteres.`,
  email: 'Informe o seu e-mail.',
  emailInvalido: 'Informe um e-mail válido.',
  telefoneInvalido: 'Informe um telefone válido, com DDD.',
  assunto: 'Informe o assunto.',
  assuntoLongo: `O assunto deve ter no máximo ${TEXTO_MAXIMO} caracteres.`,
  tipo: 'Selecione o objetivo da mensagem.',
  mensagem: 'Escreva a mensagem.',
  mensagemLonga: `A mensagem deve ter no máximo ${MENSAGEM_MAXIMA} caracteres.`,
} as const;

const CAMPO_POR_MENSAGEM: Record<string, CampoFaleConosco> = {
  [MENSAGENS.nome]: 'nome',
  [MENSAGENS.nomeLongo]: 'nome',
  [MENSAGENS.email]: 'email',
  [MENSAGENS.emailInvalido]: 'email',
  [MENSAGENS.telefoneInvalido]: 'telefone',
  [MENSAGENS.assunto]: 'assunto',
  [MENSAGENS.assuntoLongo]: 'assunto',
  [MENSAGENS.tipo]: 'tipo',
  [MENSAGENS.mensagem]: 'mensagem',
  [MENSAGENS.mensagemLonga]: 'mensagem',
};

export function campoDaMensagem(mensagem: string): CampoFaleConosco | undefined {
  return CAMPO_POR_MENSAGEM[mensagem];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tamanho = (texto: string) => [...texto].length;

export function validarFaleConosco(dados: DadosFaleConosco): ErrosFaleConosco {
  const erros: ErrosFaleConosco = {};
  const nome = dados.nome.trim();
  if (!nome) erros.nome = MENSAGENS.nome;
  else if (tamanho(nome) > TEXTO_MAXIMO) erros.nome = MENSAGENS.nomeLongo;
  const email = dados.email.trim();
  if (!email) erros.email = MENSAGENS.email;
  else if (email.length > TEXTO_MAXIMO || !EMAIL.test(email)) erros.email = MENSAGENS.emailInvalido;
  const telefone = dados.telefone.trim();
  if (telefone) {
    const digitos = telefone.replace(/\D/g, '').length;
    if (!/^[\d\s()+.-]+$/.test(telefone) || digitos < 10 || digitos > 13) erros.telefone = MENSAGENS.telefoneInvalido;
  }
  const assunto = dados.assunto.trim();
  if (!assunto) erros.assunto = MENSAGENS.assunto;
  else if (tamanho(assunto) > TEXTO_MAXIMO) erros.assunto = MENSAGENS.assuntoLongo;
  if (!dados.tipo) erros.tipo = MENSAGENS.tipo;
  const mensagem = dados.mensagem.trim();
  if (!mensagem) erros.mensagem = MENSAGENS.mensagem;
  else if (tamanho(mensagem) > MENSAGEM_MAXIMA) erros.mensagem = MENSAGENS.mensagemLonga;
  return erros;
}
