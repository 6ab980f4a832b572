/**
 * Nomes da sessão do cidadão compartilhados com o cabeçalho. Ficam à parte de
 * sessao.ts para o cabeçalho (bundle inicial) não importar a lógica da sessão: ele
 * só a carrega (import dinâmico) quando há um token nesta aba.
 */
export const TOKEN_KEY = 'alego_cidadao_token';
/** Dados do cidadão mais novos que o token (ex.: nome alterado no perfil). */
export const USUARIO_KEY = 'alego_cidadao_usuario';
/** Canal entre abas (BroadcastChannel). */
export const CANAL = 'alego-cidadao';
/** Evento na própria página (window) a cada mudança da sessão. */
export const EVENTO = 'alego-cidadao:sessao';
