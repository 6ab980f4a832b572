import { isRouteErrorResponse } from 'react-router';
import { MENSAGEM_ENDERECO_INVALIDO, MENSAGEM_FALHA_DADOS, type ErroDaRota } from './page';

/** Status HTTP de um erro capturado pelo roteador (404 de rota, 502 de dados, 500 do resto). */
export function statusDoErro(erro: unknown): number {
  return isRouteErrorResponse(erro) ? erro.status : 500;
}

export const MENSAGENS_DE_ERRO: Record<number, { titulo: string; descricao: string }> = {
  400: { titulo: 'Endereço com valor inválido', descricao: MENSAGEM_ENDERECO_INVALIDO },
  404: {
    titulo: 'Página não encontrada',
    descricao: 'O endereço pode ter mudado ou a página não existe mais. Confira o endereço ou use o menu.',
  },
  502: { titulo: 'Página indisponível', descricao: MENSAGEM_FALHA_DADOS },
  500: {
    titulo: 'Ocorreu um erro inesperado',
    descricao: 'Não foi possível exibir esta página. Tente novamente em instantes.',
  },
};

export function mensagemDoErro(status: number): { titulo: string; descricao: string } {
  return MENSAGENS_DE_ERRO[status] ?? (status >= 500 ? MENSAGENS_DE_ERRO[500]! : MENSAGENS_DE_ERRO[404]!);
}

/** A mensagem que a rota deu ao recusar (`data({ mensagem }, { status })`), se deu. */
export function mensagemDaRota(erro: unknown): string | undefined {
  const dados: unknown = isRouteErrorResponse(erro) ? erro.data : undefined;
  return typeof dados === 'object' && dados !== null && typeof (dados as ErroDaRota).mensagem === 'string' ? (dados as ErroDaRota).mensagem : undefined;
}

/** Corpo JSON de erro para `rota.json`. */
export function corpoJsonDoErro(erro: unknown, status: number): { erro: { status: number; mensagem: string } } {
  return { erro: { status, mensagem: mensagemDaRota(erro) ?? mensagemDoErro(status).titulo } };
}
