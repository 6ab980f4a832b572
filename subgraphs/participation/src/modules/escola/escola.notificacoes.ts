import { formatarCodigo, urlDeVerificacao } from '@alego/catalog';
import { caminhoInterno, INTERNAL_HEADER, type AvisoCertificado, type CorpoInterno } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Curso } from './escola.entity.js';
import { nomeDoCertificado, pdfDoCertificado } from './escola.pdf.js';

/** `enviado`: access sent it; `sem_destinatario`: no confirmed account with that id (nothing to retry). */
export type EnviarAvisoCertificado = (aviso: AvisoCertificado) => Promise<'enviado' | 'sem_destinatario'>;

export const MAXIMO_TENTATIVAS_CERTIFICADO = 5;

/** Access's internal route, the one mail path of the portal (docs/escola.md, "Certificados"). */
export function certificadoPeloAccess(accessUrl: string, tokenInterno: string): EnviarAvisoCertificado {
  const url = new URL(caminhoInterno('POST /notificacoes/certificado-emitido', {}), accessUrl);
  return async (aviso) => {
    const resposta = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: tokenInterno },
      body: JSON.stringify(aviso satisfies CorpoInterno<'POST /notificacoes/certificado-emitido'>),
      signal: AbortSignal.timeout(15_000),
    });
    if (resposta.status === 204) return 'enviado';
    if (resposta.status === 404) return 'sem_destinatario';
    throw new Error(`access respondeu ${resposta.status} ao aviso de certificado emitido`);
  };
}

interface Pendente {
  id: number;
  codigo: string;
  emitido_em: Date;
  cidadao_id: number;
  nome: string;
  curso_id: number;
}

/**
 * Sends the e-mails of issued certificates, each with its PDF attached. As with the status-change notices, a row is claimed and committed before
 * the call (at most one e-mail per certificate, even with two dispatchers); a failed call puts it back for a later
 * try, up to MAXIMO_TENTATIVAS_CERTIFICADO.
 */
export async function enviarAvisosDeCertificado(em: EntityManager, enviar: EnviarAvisoCertificado, opcoes: { publicUrl: string; logger: Logger; lote?: number }): Promise<number> {
  const pendentes = await em.transactional(async (tx) =>
    tx.getConnection().execute<Pendente[]>(
      `with escolhidos as (
         select c."id" from "participation"."certificados" c
         where c."aviso_enviado_em" is null and c."tentativas_aviso" < ? order by c."id" limit ? for update skip locked
       ), marcados as (
         update "participation"."certificados" c set "aviso_enviado_em" = now(), "tentativas_aviso" = c."tentativas_aviso" + 1
         from escolhidos where c."id" = escolhidos."id" returning c."id", c."codigo", c."emitido_em"
       )
       select marcados."id", marcados."codigo", marcados."emitido_em", i."cidadao_id", i."nome", i."curso_id"
       from marcados join "participation"."inscricoes" i on i."certificado_id" = marcados."id" order by marcados."id"`,
      [MAXIMO_TENTATIVAS_CERTIFICADO, opcoes.lote ?? 50],
      'all',
      tx.getTransactionContext(),
    ),
  );
  const base = opcoes.publicUrl.replace(/\/+$/, '');
  let enviados = 0;
  for (const pendente of pendentes) {
    try {
      const curso = await em.findOneOrFail(Curso, { id: pendente.curso_id });
      const pdf = await pdfDoCertificado({ nome: pendente.nome, curso, codigo: pendente.codigo, emitidoEm: new Date(pendente.emitido_em) });
      await enviar({
        cidadaoId: pendente.cidadao_id,
        curso: curso.titulo,
        codigo: formatarCodigo(pendente.codigo),
        link: `${base}/cidadao/cursos`,
        verificacao: urlDeVerificacao(base, pendente.codigo),
        anexo: { nome: nomeDoCertificado(pendente.codigo), tipo: 'application/pdf', conteudoBase64: pdf.toString('base64') },
      });
      enviados++;
    } catch (erro) {
      opcoes.logger.warn({ err: erro, certificado: pendente.id }, 'aviso de certificado não enviado; nova tentativa depois');
      await em.getConnection().execute(`update "participation"."certificados" set "aviso_enviado_em" = null where "id" = ?`, [pendente.id]);
    }
  }
  return enviados;
}
