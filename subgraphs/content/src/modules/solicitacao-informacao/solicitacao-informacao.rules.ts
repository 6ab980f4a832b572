import {
  ESCOLARIDADES_LAI,
  GENEROS_LAI,
  LIMITES_LAI,
  MENSAGENS_LAI,
  MOTIVOS_NEGATIVA_LAI,
  OBJETIVOS_LAI,
  OCUPACOES_LAI,
  ROTULOS_DECISAO_LAI,
  ROTULOS_RECURSO_LAI,
  tamanho,
  TIPOS_PESSOA_LAI,
} from '@alego/catalog';
import { erroDeLocalidade } from '@alego/kit';
import { semNul } from '../../text.js';
import { emailValido, regrasDoPdf, telefoneValido } from '../fale-conosco/fale-conosco.rules.js';
import type { RespostaRecursoInformacaoInput, RespostaSolicitacaoInformacaoInput, SolicitacaoInformacaoInput } from './solicitacao-informacao.inputs.js';

export const texto = (valor: string | null | undefined): string => semNul(valor ?? '').trim();

/** Optional vocabulary fields: absent is fine, an unknown value is not. */
const VOCABULARIOS: [keyof SolicitacaoInformacaoInput, Record<string, string>, string][] = [
  ['genero', GENEROS_LAI, 'gênero'],
  ['escolaridade', ESCOLARIDADES_LAI, 'escolaridade'],
  ['ocupacao', OCUPACOES_LAI, 'ocupação'],
  ['objetivo', OBJETIVOS_LAI, 'objetivo'],
];

/**
 * The public form. The law asks for identification and a clear request, never the motive (art. 10): name, e-mail and
 * the request are required; the profile fields only feed the statistics.
 */
export function regrasSolicitacao(dados: SolicitacaoInformacaoInput): string[] {
  const erros: string[] = [];
  if (!(texto(dados.tipoPessoa) in TIPOS_PESSOA_LAI)) erros.push(MENSAGENS_LAI.tipoPessoa);
  const nome = texto(dados.nome);
  if (!nome) erros.push(MENSAGENS_LAI.nome);
  else if (tamanho(nome) > LIMITES_LAI.texto) erros.push(MENSAGENS_LAI.nomeLongo);
  const email = texto(dados.email);
  if (!email) erros.push(MENSAGENS_LAI.email);
  else if (!emailValido(email)) erros.push(MENSAGENS_LAI.emailInvalido);
  const telefone = texto(dados.telefone);
  if (telefone && !telefoneValido(telefone)) erros.push(MENSAGENS_LAI.telefone);
  for (const [campo, rotulos, nomeDoCampo] of VOCABULARIOS) {
    const valor = texto(dados[campo] as string | null | undefined);
    if (valor && !(valor in rotulos)) erros.push(MENSAGENS_LAI.opcao(nomeDoCampo));
  }
  const localidade = erroDeLocalidade(dados.estadoId, dados.municipioId);
  if (localidade) erros.push(localidade);
  const pedido = texto(dados.pedido);
  if (!pedido) erros.push(MENSAGENS_LAI.pedido);
  else if (tamanho(pedido) > LIMITES_LAI.pedido) erros.push(MENSAGENS_LAI.pedidoLongo);
  return erros;
}

export function regrasProrrogacao(justificativa: string, status: string, jaProrrogada: boolean): string[] {
  if (status !== 'aguardando_resposta') return [MENSAGENS_LAI.naoProrrogavel];
  if (jaProrrogada) return [MENSAGENS_LAI.jaProrrogada];
  const limpa = texto(justificativa);
  if (!limpa) return [MENSAGENS_LAI.justificativa];
  return tamanho(limpa) > LIMITES_LAI.justificativa ? [MENSAGENS_LAI.justificativaLonga] : [];
}

export function regrasResposta(dados: RespostaSolicitacaoInformacaoInput, status: string): string[] {
  if (status !== 'aguardando_resposta') return [MENSAGENS_LAI.naoRespondivel];
  const erros: string[] = [];
  const resposta = texto(dados.resposta);
  if (!resposta) erros.push(MENSAGENS_LAI.resposta);
  else if (tamanho(resposta) > LIMITES_LAI.resposta) erros.push(MENSAGENS_LAI.respostaLonga);
  if (!(dados.decisao in ROTULOS_DECISAO_LAI)) erros.push(MENSAGENS_LAI.decisao);
  else if (dados.decisao !== 'deferida' && !(dados.motivoNegativa && dados.motivoNegativa in MOTIVOS_NEGATIVA_LAI)) erros.push(MENSAGENS_LAI.motivo);
  if (regrasDoPdf(dados.pdfResposta).length) erros.push(MENSAGENS_LAI.pdf);
  return erros;
}

export function regrasRecurso(razoes: string): string[] {
  const limpas = texto(razoes);
  if (!limpas) return [MENSAGENS_LAI.recurso];
  return tamanho(limpas) > LIMITES_LAI.pedido ? [MENSAGENS_LAI.recursoLongo] : [];
}

export function regrasRespostaRecurso(dados: RespostaRecursoInformacaoInput): string[] {
  const erros: string[] = [];
  const resposta = texto(dados.resposta);
  if (!resposta) erros.push(MENSAGENS_LAI.resposta);
  else if (tamanho(resposta) > LIMITES_LAI.resposta) erros.push(MENSAGENS_LAI.respostaLonga);
  if (!(dados.decisao in ROTULOS_RECURSO_LAI)) erros.push(MENSAGENS_LAI.decisaoRecurso);
  return erros;
}
