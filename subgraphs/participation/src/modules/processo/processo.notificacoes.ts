import { caminhoInterno, INTERNAL_HEADER, type AvisoSituacao, type CorpoInterno } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';


/** `enviado`: access sent it; `sem_destinatario`: the account is gone or unconfirmed (nothing to retry). */
export type EnviarAviso = (aviso: AvisoSituacao) => Promise<'enviado' | 'sem_destinatario'>;

export const MAXIMO_TENTATIVAS = 5;
const ESQUEMA = '"participation"';

/** The access subgraph's internal route (docs/participacao.md, "Notificações"). */
export function envioPeloAccess(accessUrl: string, tokenInterno: string): EnviarAviso {
  const url = new URL(caminhoInterno('POST /notificacoes/situacao-processo', {}), accessUrl);
  return async (aviso) => {
    const resposta = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: tokenInterno },
      body: JSON.stringify(aviso satisfies CorpoInterno<'POST /notificacoes/situacao-processo'>),
      signal: AbortSignal.timeout(15_000),
    });
    if (resposta.status === 204) return 'enviado';
    if (resposta.status === 404) return 'sem_destinatario';
    throw new Error(`access respondeu ${resposta.status} ao aviso de mudança de situação`);
  };
}

interface Pendente {
  id: number;
  cidadao_id: number;
  numero: string;
  processo_id: number;
  assunto: string;
  situacao_anterior: string;
  situacao_nova: string;
}

/**
 * Sends the queued status-change e-mails. A row is claimed (marked sent, attempt counted) and committed before the
 * call, so two dispatchers never send the same one and a crash never sends it twice: at most once per change and
 * citizen. A failed call puts the row back for a later try, up to MAXIMO_TENTATIVAS.
 */
export async function enviarAvisosPendentes(em: EntityManager, enviar: EnviarAviso, opcoes: { publicUrl: string; logger: Logger; lote?: number }): Promise<number> {
  const conexao = em.getConnection();
  const pendentes = await em.transactional(async (tx) =>
    tx.getConnection().execute<Pendente[]>(
      `with escolhidas as (
         select n."id" from ${ESQUEMA}."notificacoes_situacao" n
         where n."enviada_em" is null and n."tentativas" < ? order by n."id" limit ? for update skip locked
       ), marcadas as (
         update ${ESQUEMA}."notificacoes_situacao" n set "enviada_em" = now(), "tentativas" = n."tentativas" + 1
         from escolhidas where n."id" = escolhidas."id" returning n."id", n."cidadao_id", n."mudanca_id"
       )
       select marcadas."id", marcadas."cidadao_id", p."id" as processo_id, p."numero", p."assunto", m."situacao_anterior", m."situacao_nova"
       from marcadas join ${ESQUEMA}."mudancas_situacao" m on m."id" = marcadas."mudanca_id"
       join ${ESQUEMA}."processos" p on p."id" = m."processo_id" order by marcadas."id"`,
      [MAXIMO_TENTATIVAS, opcoes.lote ?? 50],
      'all',
      tx.getTransactionContext(),
    ),
  );
  let enviados = 0;
  for (const pendente of pendentes) {
    try {
      await enviar({
        cidadaoId: pendente.cidadao_id,
        numero: pendente.numero,
        assunto: pendente.assunto,
        situacaoAnterior: pendente.situacao_anterior,
        situacaoNova: pendente.situacao_nova,
        link: `${opcoes.publicUrl.replace(/\/+$/, '')}/participacao/processos/${pendente.processo_id}`,
      });
      enviados++;
    } catch (erro) {
      opcoes.logger.warn({ err: erro, notificacao: pendente.id }, 'aviso de mudança de situação não enviado; nova tentativa depois');
      await conexao.execute(`update ${ESQUEMA}."notificacoes_situacao" set "enviada_em" = null where "id" = ?`, [pendente.id]);
    }
  }
  return enviados;
}
