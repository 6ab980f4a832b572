import { permissoesDesconhecidas } from '@alego/catalog';
import { emailValido, regrasSenha } from '../cidadao/cidadao.rules.js';
import type { UsuarioAtualizacaoInput, UsuarioInput } from './usuario.types.js';

const LOGIN = /^[a-z0-9._-]{3,80}$/;

function regrasNomeEmail(dados: { nome?: string | null; email?: string | null }, criando: boolean): string[] {
  const erros: string[] = [];
  const nome = dados.nome?.trim() ?? '';
  if (criando || dados.nome != null) {
    if (!nome) erros.push('Informe o nome do usuário.');
    else if (nome.length > 200) erros.push('O nome deve ter no máximo 200 caracteres.');
  }
  const email = dados.email?.trim();
  if (email && !emailValido(email)) erros.push('Informe um e-mail válido.');
  return erros;
}

export function regrasNovoUsuario(dados: UsuarioInput): string[] {
  const erros = regrasNomeEmail(dados, true);
  if (!LOGIN.test(dados.login.trim().toLowerCase())) erros.push('O login deve ter de 3 a 80 letras, números, ponto, hífen ou sublinhado.');
  erros.push(...regrasSenha(dados.senha), ...permissoesDesconhecidas(dados.permissoes, dados.funcionalidades));
  return erros;
}

export function regrasAtualizacaoUsuario(dados: UsuarioAtualizacaoInput): string[] {
  return regrasNomeEmail(dados, false);
}
