import { erroDeSenhaNova, MENSAGENS_SENHA } from '@alego/catalog';
import { erroDeLocalidade, municipioPorNome } from '@alego/kit';
import { senhaComum } from '../../lib/senhas-comuns.js';
import type { CadastroCidadaoInput, PerfilCidadaoInput } from './cidadao.types.js';

export const MENSAGENS = {
  nome: 'Informe o seu nome.',
  nomeLongo: 'O nome deve ter no máximo 200 caracteres.',
  email: 'Informe um e-mail válido.',
  senha: MENSAGENS_SENHA.senhaFraca,
  senhaLonga: MENSAGENS_SENHA.senhaLonga,
  senhaComum: 'Esta senha é muito comum e aparece em listas de senhas vazadas. Escolha outra.',
  politica: 'Para se cadastrar, é preciso aceitar a Política de Privacidade.',
  versaoPolitica: 'Versão da Política de Privacidade inválida.',
  telefone: 'Informe um telefone válido, com DDD.',
  municipioDesconhecido: 'Município não encontrado na lista do IBGE: escolha o estado e o município.',
  codigoInvalido: 'Código inválido ou expirado.',
  senhaAtual: 'A senha atual não confere.',
  senhaIncorreta: 'Senha incorreta.',
  semSenha: 'Sua conta entra pelo login social e não tem senha. Para criar uma, use "Esqueci minha senha".',
  cadastroRecebido: 'Cadastro recebido. Enviamos um link para o seu e-mail: acesse-o para confirmar o cadastro.',
  cadastroConfirmado: 'Cadastro confirmado. Você já pode entrar no Opine Cidadão.',
  confirmacaoReenviada: 'Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.',
  linkRecuperacao: 'Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha.',
  codigoValido: 'Código válido. Crie a sua nova senha.',
  senhaRecuperada: 'Senha alterada. Você já pode entrar com a nova senha.',
  senhaAlterada: 'Senha alterada com sucesso.',
  politicaAceita: 'Aceite da Política de Privacidade registrado.',
  contaExcluida: 'Sua conta e seus dados pessoais foram excluídos.',
  credenciais: 'E-mail ou senha inválidos.',
  naoConfirmado: 'Confirme seu cadastro pelo link enviado ao seu e-mail.',
  emailNaoVerificado: 'O provedor não confirmou o seu e-mail. Faça o cadastro com e-mail e senha.',
  outraContaSocial: 'Este e-mail já está vinculado a outra conta deste provedor.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const VERSAO = /^[\w.-]{1,40}$/;

/** E-mails are compared without case and surrounding spaces. */
export function normalizarEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailValido(email: string): boolean {
  return email.length <= 200 && EMAIL.test(email);
}

/** Every new password (sign-up, change, reset): 8 to 128 characters, letters and digits, not a common one. */
export function regrasSenha(senha: string): string[] {
  const erro = erroDeSenhaNova(senha);
  if (erro) return [erro];
  if (senhaComum(senha)) return [MENSAGENS.senhaComum];
  return [];
}

function regrasNome(nome: string): string[] {
  const limpo = nome.trim();
  if (!limpo) return [MENSAGENS.nome];
  if (limpo.length > 200) return [MENSAGENS.nomeLongo];
  return [];
}

/** Digits only; '' when absent. */
export function normalizarTelefone(telefone: string | null | undefined): string {
  return (telefone ?? '').replace(/\D/g, '');
}

/** The stored place of a citizen: IBGE codes, or the free text of before the list when it named no municipality. */
export interface LocalidadeDoCidadao {
  estadoId: number | null;
  municipioId: number | null;
  municipio: string | null;
}

/**
 * A free text as a place: the municipality it names (accent- and case-insensitive, Goiás first), or the text itself
 * (trimmed, at most 120 characters) when it names none. The migration to IBGE codes and the legacy `municipio` field.
 */
export function localidadeDoTexto(texto: string): LocalidadeDoCidadao {
  const limpo = texto.trim();
  const achado = limpo ? municipioPorNome(limpo) : null;
  if (achado) return { estadoId: achado.estadoId, municipioId: achado.id, municipio: null };
  return { estadoId: null, municipioId: null, municipio: limpo ? limpo.slice(0, 120) : null };
}

interface LocalidadeInformada {
  estadoId?: number | null;
  municipioId?: number | null;
  municipio?: string | null;
}

/**
 * What a form's place fields make of the stored place: the codes when sent (both, or both null to clear), else the
 * legacy text, looked up in the IBGE list ("" clears); `undefined` leaves it as it is. A text naming no municipality
 * is refused, never stored: only the migration keeps such texts.
 */
export function localidadeInformada(dados: LocalidadeInformada): { erro: string } | { localidade: LocalidadeDoCidadao } | undefined {
  if (dados.estadoId !== undefined || dados.municipioId !== undefined) {
    const erro = erroDeLocalidade(dados.estadoId, dados.municipioId, { exigeMunicipio: true });
    return erro ? { erro } : { localidade: { estadoId: dados.estadoId ?? null, municipioId: dados.municipioId ?? null, municipio: null } };
  }
  if (dados.municipio === undefined || dados.municipio === null) return undefined;
  const localidade = localidadeDoTexto(dados.municipio);
  return localidade.municipio ? { erro: MENSAGENS.municipioDesconhecido } : { localidade };
}

function regrasContato(telefone: string | null | undefined, localidade: LocalidadeInformada): string[] {
  const erros: string[] = [];
  const digitos = normalizarTelefone(telefone);
  // Brazilian numbers: two-digit area code and 8 or 9 digits (a leading 55 country code is accepted).
  if (digitos && !/^(55)?\d{10,11}$/.test(digitos)) erros.push(MENSAGENS.telefone);
  const lugar = localidadeInformada(localidade);
  if (lugar && 'erro' in lugar) erros.push(lugar.erro);
  return erros;
}

export function versaoValida(versao: string): boolean {
  return VERSAO.test(versao.trim());
}

export function regrasCadastro(dados: CadastroCidadaoInput): string[] {
  const erros = [...regrasNome(dados.nome ?? '')];
  if (!emailValido(normalizarEmail(dados.email ?? ''))) erros.push(MENSAGENS.email);
  erros.push(...regrasSenha(dados.senha ?? ''));
  erros.push(...regrasContato(dados.telefone, dados));
  if (dados.aceitePolitica !== true) erros.push(MENSAGENS.politica);
  else if (dados.versaoPolitica && !versaoValida(dados.versaoPolitica)) erros.push(MENSAGENS.versaoPolitica);
  return erros;
}

export function regrasPerfil(dados: PerfilCidadaoInput): string[] {
  const erros = dados.nome === undefined || dados.nome === null ? [] : regrasNome(dados.nome);
  return [...erros, ...regrasContato(dados.telefone, dados)];
}
