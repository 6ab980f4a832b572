import type { PageModule } from '../../routing/page';
import alterarSenha from './alterar-senha';
import cadastro from './cadastro';
import confirmarCadastro from './confirmar-cadastro';
import entrar from './entrar';
import esqueciSenha from './esqueci-senha';
import perfil from './perfil';
import recuperarSenha from './recuperar-senha';
import reenviarConfirmacao from './reenviar-confirmacao';

/**
 * Área do cidadão: um único chunk carregado sob demanda para as oito telas (elas
 * dividem formulário, validação e react-hook-form, e juntas são pequenas). Um
 * import dinâmico só na tabela de rotas custa menos no bundle inicial que oito.
 */
export const PAGINAS_DO_CIDADAO = {
  entrar,
  cadastro,
  confirmarCadastro,
  reenviarConfirmacao,
  esqueciSenha,
  recuperarSenha,
  alterarSenha,
  perfil,
} satisfies Record<string, PageModule<null>>;

export type PaginaDoCidadao = keyof typeof PAGINAS_DO_CIDADAO;
