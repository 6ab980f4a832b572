import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** Textos fixos do kit (spec §8). */
export const MENSAGENS = {
  camposObrigatorios: 'Preencha todos os campos obrigatórios',
  salvando: 'Salvando dados...',
  buscando: 'Buscando dados...',
  excluindo: 'Excluindo dados...',
  falhaSalvar: 'Não foi possível salvar este registro',
  falhaExcluir: 'Não foi possível excluir este registro.',
  falhaEnviar: 'Não foi possível enviar a resposta.',
  salvo: 'Salvo com sucesso!',
  salvoComFalha: 'O registro foi salvo, mas uma etapa seguinte falhou. Corrija e salve de novo: as alterações vão para este mesmo registro.',
  excluido: 'Registro excluído com sucesso.',
} as const;

function mensagemDe(objeto: unknown): string | undefined {
  if (!objeto || typeof objeto !== 'object') return undefined;
  const o = objeto as { mensagem?: unknown; controle?: { mensagem?: unknown }; data?: unknown };
  if (typeof o.mensagem === 'string' && o.mensagem) return o.mensagem;
  if (typeof o.controle?.mensagem === 'string' && o.controle.mensagem) return o.controle.mensagem;
  return o.data !== undefined ? mensagemDe(o.data) : undefined;
}

/**
 * Mensagem do servidor para um erro de gravação: `mensagem`, `controle.mensagem`
 * (corpo ou `extensions`) ou a mensagem do erro GraphQL; senão, o texto padrão.
 */
export function mensagemDoErro(erro: unknown, padrao: string): string {
  if (CombinedGraphQLErrors.is(erro)) {
    for (const e of erro.errors) {
      const daExtensao = mensagemDe(e.extensions);
      if (daExtensao) return daExtensao;
      if (e.message) return e.message;
    }
    return padrao;
  }
  if (ServerError.is(erro)) {
    try {
      const corpo = JSON.parse(erro.bodyText) as { errors?: { message?: string }[] };
      return mensagemDe(corpo) ?? corpo.errors?.find((e) => e.message)?.message ?? padrao;
    } catch {
      return padrao;
    }
  }
  return mensagemDe(erro) ?? padrao;
}

/** Mensagem de sucesso de uma resposta (mensagem/controle.mensagem) ou o texto padrão. */
export function mensagemDeSucesso(resposta: unknown, padrao: string = MENSAGENS.salvo): string {
  return mensagemDe(resposta) ?? padrao;
}
