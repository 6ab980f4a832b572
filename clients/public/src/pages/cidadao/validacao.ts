import { erroDeConfirmacao, erroDeSenhaNova, MENSAGENS_LOCALIDADE, MENSAGENS_SENHA, municipioEhDoEstado, TAMANHO_MAXIMO_SENHA, TAMANHO_MINIMO_SENHA } from '@alego/catalog';

/**
 * Regras dos formulários do cidadão, iguais às do servidor (subgraphs/access,
 * cidadao.rules.ts): e-mail em formato válido (até 200 caracteres), senha com 8 a
 * 128 caracteres, com letras e números, confirmação igual, nome até 200, telefone
 * com DDD (10 ou 11 dígitos, +55 opcional), estado e município juntos, o município do estado.
 * Cada regra devolve `true` ou a mensagem em português (formato do `validate` do
 * react-hook-form).
 */
export type Regra = (valor: string) => true | string;

export { TAMANHO_MAXIMO_SENHA, TAMANHO_MINIMO_SENHA };
export const TAMANHO_MAXIMO_NOME = 200;
export const TAMANHO_MAXIMO_EMAIL = 200;

export const MENSAGENS_VALIDACAO = {
  nomeObrigatorio: 'Informe o seu nome.',
  nomeLongo: `O nome deve ter no máximo ${TAMANHO_MAXIMO_NOME} caracteres.`,
  emailObrigatorio: 'Informe seu e-mail.',
  emailInvalido: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  senhaObrigatoria: 'Informe sua senha.',
  senhaAtualObrigatoria: 'Informe sua senha atual.',
  senhaNovaObrigatoria: 'Informe a nova senha.',
  ...MENSAGENS_SENHA,
  aceiteObrigatorio: 'Para se cadastrar, é preciso aceitar a Política de Privacidade.',
  telefoneInvalido: 'Informe um telefone válido, com DDD, como (62) 99999-9999.',
  ...MENSAGENS_LOCALIDADE,
} as const;

const M = MENSAGENS_VALIDACAO;
/** Algo@algo.dominio, sem espaços. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const validarNome: Regra = (valor) => {
  const nome = valor.trim();
  if (!nome) return M.nomeObrigatorio;
  if (nome.length > TAMANHO_MAXIMO_NOME) return M.nomeLongo;
  return true;
};

export const validarEmail: Regra = (valor) => {
  const email = valor.trim();
  if (!email) return M.emailObrigatorio;
  if (email.length > TAMANHO_MAXIMO_EMAIL || !EMAIL.test(email)) return M.emailInvalido;
  return true;
};

/** Senha do login: só presença (a regra de força vale para senhas novas). */
export const validarSenhaLogin: Regra = (valor) => (valor ? true : M.senhaObrigatoria);

export const validarSenhaAtual: Regra = (valor) => (valor ? true : M.senhaAtualObrigatoria);

/** Senha nova (cadastro, recuperação e troca): a regra do catálogo, a mesma do servidor. */
export function validarSenhaNova(obrigatoria: string = M.senhaObrigatoria): Regra {
  return (valor) => (valor ? (erroDeSenhaNova(valor) ?? true) : obrigatoria);
}

/** Confirmação: igual à senha lida na hora da validação. */
export function validarConfirmacao(senha: () => string): Regra {
  return (valor) => erroDeConfirmacao(valor, senha()) ?? true;
}

/** Telefone opcional; se informado, 10 ou 11 dígitos (DDD + número), com ou sem +55. */
export const validarTelefone: Regra = (valor) => {
  let digitos = valor.replace(/\D/g, '');
  if (!valor.trim()) return true;
  if (/[^\d\s()+.-]/.test(valor)) return M.telefoneInvalido;
  if (digitos.length > 11 && digitos.startsWith('55')) digitos = digitos.slice(2);
  return digitos.length === 10 || digitos.length === 11 ? true : M.telefoneInvalido;
};

/**
 * Estado e município (códigos do IBGE, '' quando não escolhidos): os dois ou nenhum, e o município do estado (o
 * código do município começa pelo do estado). Que o município exista, o servidor confere na lista.
 */
export function validarLocalidade({ estadoId, municipioId }: { estadoId: string; municipioId: string }): true | string {
  if (!estadoId && !municipioId) return true;
  if (!/^\d{1,2}$/.test(estadoId)) return estadoId ? M.estado : M.municipio;
  return /^\d{7}$/.test(municipioId) && municipioEhDoEstado(Number(municipioId), Number(estadoId)) ? true : M.municipio;
}

/**
 * Destino depois do login: só caminhos deste site ("/cidadao/perfil"); qualquer
 * outra coisa ("//outro.site", "https://...", "/\\x") vira o perfil.
 */
export function destinoSeguro(destino: string | null | undefined, padrao = '/cidadao/perfil'): string {
  if (!destino || !destino.startsWith('/') || destino.startsWith('//') || destino.includes('\\')) return padrao;
  if (destino.startsWith('/cidadao/entrar')) return padrao;
  return destino;
}
