import { rotaInterna, type AvisoAoRequerente, type AvisoCertificado, type AvisoSituacao, type Orm } from '@alego/kit';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { enviarEmail, lerAnexo, type Email } from '../../mail/carteiro.js';
import { montar } from '../../mail/mensagens.js';
import { Cidadao } from '../cidadao/cidadao.entity.js';

function texto(valor: unknown, maximo: number): string | null {
  return typeof valor === 'string' && valor.trim() && valor.length <= maximo ? valor.trim() : null;
}

/** The request body, or null when anything is missing or out of shape. */
export function lerAviso(corpo: unknown): AvisoSituacao | null {
  const c = (corpo ?? {}) as Record<string, unknown>;
  const cidadaoId = c.cidadaoId;
  const campos = {
    numero: texto(c.numero, 20),
    assunto: texto(c.assunto, 255),
    situacaoAnterior: texto(c.situacaoAnterior, 120),
    situacaoNova: texto(c.situacaoNova, 120),
    link: texto(c.link, 500),
  };
  if (typeof cidadaoId !== 'number' || !Number.isInteger(cidadaoId) || cidadaoId < 1) return null;
  if (Object.values(campos).some((v) => v === null) || !/^https?:\/\//.test(campos.link!)) return null;
  return { cidadaoId, ...(campos as Omit<AvisoSituacao, 'cidadaoId'>) };
}

export function emailMudancaSituacao(para: string, nome: string, aviso: AvisoSituacao): Email {
  return montar(
    para,
    `A proposição ${aviso.numero} mudou de situação`,
    nome,
    [
      `A proposição ${aviso.numero} – ${aviso.assunto}, que você acompanha como favorita no Opine Cidadão, mudou de situação.`,
      `Situação anterior: ${aviso.situacaoAnterior}. Situação atual: ${aviso.situacaoNova}.`,
    ],
    { rotulo: 'Ver a proposição', link: aviso.link },
    'Você recebe este aviso porque marcou a proposição como favorita. Para deixar de recebê-lo, desmarque o favorito na página da proposição.',
  );
}

/** The certificate notice's body, or null when anything is missing or out of shape. */
export function lerAvisoCertificado(corpo: unknown): AvisoCertificado | null {
  const c = (corpo ?? {}) as Record<string, unknown>;
  const cidadaoId = c.cidadaoId;
  const campos = { curso: texto(c.curso, 255), codigo: texto(c.codigo, 40), link: texto(c.link, 500), verificacao: texto(c.verificacao, 500) };
  const anexo = lerAnexo(c.anexo);
  if (typeof cidadaoId !== 'number' || !Number.isInteger(cidadaoId) || cidadaoId < 1 || !anexo) return null;
  if (Object.values(campos).some((v) => v === null) || !/^https?:\/\//.test(campos.link!) || !/^https?:\/\//.test(campos.verificacao!)) return null;
  return { cidadaoId, ...(campos as Omit<AvisoCertificado, 'cidadaoId' | 'anexo'>), anexo };
}

export function emailCertificadoEmitido(para: string, nome: string, aviso: AvisoCertificado): Email {
  const email = montar(
    para,
    `Seu certificado do curso ${aviso.curso} foi emitido`,
    nome,
    [
      `A Escola do Legislativo emitiu o seu certificado do curso ${aviso.curso}. Ele segue anexo em PDF e fica também na sua área do cidadão, em Meus cursos.`,
      `Código de verificação: ${aviso.codigo}. Qualquer pessoa pode conferir a autenticidade do certificado em ${aviso.verificacao}.`,
    ],
    { rotulo: 'Ver os meus cursos', link: aviso.link },
    'Você recebe este aviso porque se inscreveu num curso da Escola do Legislativo.',
  );
  return { ...email, anexos: [aviso.anexo] };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK = /^https?:\/\//;

/** The request body of `POST /notificacoes/requerente`, or null when anything is missing or out of shape. */
export function lerAvisoAoRequerente(corpo: unknown): AvisoAoRequerente | null {
  const c = (corpo ?? {}) as Record<string, unknown>;
  const para = texto(c.para, 255);
  const nome = texto(c.nome, 255);
  const assunto = texto(c.assunto, 255);
  const acao = (c.acao ?? {}) as Record<string, unknown>;
  const rotulo = texto(acao.rotulo, 120);
  const link = texto(acao.link, 500);
  const paragrafos = Array.isArray(c.paragrafos) ? c.paragrafos.map((p) => texto(p, 25_000)) : [];
  const anexos = Array.isArray(c.anexos) ? c.anexos.map((a) => ({ nome: texto((a as Record<string, unknown>)?.nome, 255), link: texto((a as Record<string, unknown>)?.link, 1000) })) : [];
  if (!para || !EMAIL.test(para) || !nome || !assunto || !rotulo || !link || !LINK.test(link)) return null;
  if (!paragrafos.length || paragrafos.length > 20 || paragrafos.some((p) => p === null)) return null;
  if (anexos.length > 5 || anexos.some((a) => !a.nome || !a.link || !LINK.test(a.link))) return null;
  return { para, nome, assunto, paragrafos: paragrafos as string[], acao: { rotulo, link }, anexos: anexos as { nome: string; link: string }[] };
}

export function emailAoRequerente(aviso: AvisoAoRequerente): Email {
  const anexos = (aviso.anexos ?? []).map((a) => `Anexo: ${a.nome} – ${a.link}`);
  return montar(
    aviso.para,
    aviso.assunto,
    aviso.nome,
    [...aviso.paragrafos, ...anexos],
    aviso.acao,
    'Você recebe esta mensagem porque escreveu à Assembleia Legislativa. Guarde o número de protocolo para acompanhar a sua solicitação.',
  );
}

/**
 * `POST /interno/notificacoes/situacao-processo`: participation asks access to tell a citizen that a favourite
 * changed status (access owns the addresses and the mail). 204 sent; 404 no confirmed account with that id;
 * 400 malformed; 502 the mail server refused (participation tries again later).
 */
export function rotasNotificacao(router: Router, { orm, logger }: { orm: Orm; logger: Logger }): void {
  rotaInterna(router, 'POST /notificacoes/situacao-processo', async (req, res) => {
    const aviso = lerAviso(req.body);
    if (!aviso) return void res.status(400).json({ mensagem: 'Aviso inválido.' });
    const cidadao = await orm.em.fork().findOne(Cidadao, { id: aviso.cidadaoId, confirmado: true });
    if (!cidadao) return void res.status(404).json({ mensagem: 'Cidadão não encontrado.' });
    try {
      await enviarEmail(emailMudancaSituacao(cidadao.email, cidadao.nome, aviso), logger, aviso.link);
      res.status(204).end();
    } catch (erro) {
      logger.error({ err: erro }, 'falha ao enviar aviso de mudança de situação');
      res.status(502).json({ mensagem: 'Não foi possível enviar o e-mail.' });
    }
  });
  // The same contract for an issued certificate (participation's Escola do Legislativo): 204, 404, 400 or 502.
  rotaInterna(router, 'POST /notificacoes/certificado-emitido', async (req, res) => {
    const aviso = lerAvisoCertificado(req.body);
    if (!aviso) return void res.status(400).json({ mensagem: 'Aviso inválido.' });
    const cidadao = await orm.em.fork().findOne(Cidadao, { id: aviso.cidadaoId, confirmado: true });
    if (!cidadao) return void res.status(404).json({ mensagem: 'Cidadão não encontrado.' });
    try {
      await enviarEmail(emailCertificadoEmitido(cidadao.email, cidadao.nome, aviso), logger, aviso.link);
      res.status(204).end();
    } catch (erro) {
      logger.error({ err: erro }, 'falha ao enviar aviso de certificado emitido');
      res.status(502).json({ mensagem: 'Não foi possível enviar o e-mail.' });
    }
  });

  /**
   * `POST /interno/notificacoes/requerente`: content asks access to answer someone who wrote to the Assembly (the
   * receipt of an information request, a reply and its PDF). 204 sent; 400 malformed; 502 the mail server refused.
   */
  rotaInterna(router, 'POST /notificacoes/requerente', async (req, res) => {
    const aviso = lerAvisoAoRequerente(req.body);
    if (!aviso) return void res.status(400).json({ mensagem: 'Aviso inválido.' });
    try {
      await enviarEmail(emailAoRequerente(aviso), logger, aviso.acao.link);
      res.status(204).end();
    } catch (erro) {
      logger.error({ err: erro }, 'falha ao enviar e-mail ao requerente');
      res.status(502).json({ mensagem: 'Não foi possível enviar o e-mail.' });
    }
  });
}
