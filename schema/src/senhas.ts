/**
 * A regra de toda senha nova — cadastro, troca e recuperação do cidadão, e a senha que a equipe define pelo link —, a
 * mesma no servidor (subgraphs/access) e nos formulários dos dois clientes. A lista de senhas comuns fica só no
 * servidor (não vai ao navegador). Sem imports: o catálogo inteiro roda no navegador.
 */
export const TAMANHO_MINIMO_SENHA = 8;
export const TAMANHO_MAXIMO_SENHA = 128;

export const MENSAGENS_SENHA = {
  senhaFraca: `A senha deve ter pelo menos ${TAMANHO_MINIMO_SENHA} caracteres, com letras e números.`,
  senhaLonga: `A senha deve ter no máximo ${TAMANHO_MAXIMO_SENHA} caracteres.`,
  confirmacaoObrigatoria: 'Repita a senha para confirmar.',
  senhasDiferentes: 'As senhas não conferem.',
} as const;

/** A mensagem do que falta a uma senha nova (tamanho, letras e números), ou `null` quando ela serve. */
export function erroDeSenhaNova(senha: string): string | null {
  if (senha.length > TAMANHO_MAXIMO_SENHA) return MENSAGENS_SENHA.senhaLonga;
  if (senha.length < TAMANHO_MINIMO_SENHA || !/\p{L}/u.test(senha) || !/\p{N}/u.test(senha)) return MENSAGENS_SENHA.senhaFraca;
  return null;
}

/** A confirmação digitada de novo: `null` quando é igual à senha. */
export function erroDeConfirmacao(confirmacao: string, senha: string): string | null {
  if (!confirmacao) return MENSAGENS_SENHA.confirmacaoObrigatoria;
  return confirmacao === senha ? null : MENSAGENS_SENHA.senhasDiferentes;
}
