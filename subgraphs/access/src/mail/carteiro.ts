import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filaDeTrabalhos, type AnexoDeEmail, type DefinicaoDeTrabalho } from '@alego/kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Email {
  para: string;
  assunto: string;
  texto: string;
  html: string;
  /** Documents sent with the message (base64, so the queued job stays plain JSON). */
  anexos?: AnexoDeEmail[];
}

/** The kinds of file an e-mail may carry, with the bytes each must start with. */
export const TIPOS_DE_ANEXO: Record<string, { extensao: string; assinatura: string }> = {
  'application/pdf': { extensao: '.pdf', assinatura: '%PDF-' },
};

/** Largest attachment, decoded (the internal calls' body limit leaves room for base64 and the rest). */
export const TAMANHO_MAXIMO_ANEXO = 5_000_000;

/** The attachment as sent in an internal call, or null when its name, kind, size or content is out of shape. */
export function lerAnexo(valor: unknown): AnexoDeEmail | null {
  const a = (valor ?? {}) as Record<string, unknown>;
  const tipo = typeof a.tipo === 'string' ? TIPOS_DE_ANEXO[a.tipo] : undefined;
  if (!tipo || typeof a.nome !== 'string' || typeof a.conteudoBase64 !== 'string') return null;
  const nome = a.nome.trim();
  if (!nome || nome.length > 255 || /[\\/\r\n"]/.test(nome) || !nome.toLowerCase().endsWith(tipo.extensao)) return null;
  if (a.conteudoBase64.length > Math.ceil(TAMANHO_MAXIMO_ANEXO / 3) * 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(a.conteudoBase64)) return null;
  const conteudo = Buffer.from(a.conteudoBase64, 'base64');
  if (!conteudo.subarray(0, tipo.assinatura.length).equals(Buffer.from(tipo.assinatura))) return null;
  return { nome, tipo: a.tipo as string, conteudoBase64: a.conteudoBase64 };
}

export interface ConfiguracaoCorreio {
  /** `smtp://` or `smtps://` URL; without it messages are written as `.eml` files to `pasta`. */
  smtpUrl?: string;
  pasta: string;
  remetente: string;
  /** Origin of the links in the messages. */
  publicUrl: string;
}

/** Read at every message, so the settings are the process's current environment. */
export function configuracaoCorreio(env: NodeJS.ProcessEnv = process.env): ConfiguracaoCorreio {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    pasta: path.resolve(env.PORTAL_VAR_DIR ?? 'var', 'mail'),
    remetente: env.MAIL_FROM ?? 'Opine Cidadão - Assembleia Legislativa <nao-responda@al.go.leg.br>',
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
  };
}

const transportesSmtp = new Map<string, Transporter>();
const gravador = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The queue of e-mail jobs (every message of the portal goes through it when the process runs the job queue). */
export const TRABALHO_EMAIL = 'access.email';

/**
 * Sends an e-mail: as a job on the PostgreSQL queue when this process runs it (`npm start`, every replica: sent once,
 * retried with backoff while the mail server refuses, taken over by another replica if this one dies), else at once
 * (a test subgraph without the queue). Resolves when the message is queued or sent.
 */
export async function enviarEmail(email: Email, logger: Logger, link?: string): Promise<void> {
  const fila = filaDeTrabalhos();
  if (fila?.tem(TRABALHO_EMAIL)) {
    await fila.enfileirar(TRABALHO_EMAIL, { email, link });
    return;
  }
  await entregarEmail(email, logger, link);
}

/** The e-mail job. Its data (address, links with single-use codes) is kept one hour after it is sent. */
export function trabalhoDeEmail(logger: Logger): DefinicaoDeTrabalho<{ email: Email; link?: string }> {
  return { nome: TRABALHO_EMAIL, retencaoS: 60 * 60, executar: ({ email, link }) => entregarEmail(email, logger, link) };
}

/** Sends now; with no SMTP server configured, writes the message to the local outbox and logs its link. */
async function entregarEmail(email: Email, logger: Logger, link?: string): Promise<void> {
  const config = configuracaoCorreio();
  // Quoted-printable keeps links readable in the raw message (and in the local .eml files).
  const mensagem = {
    from: config.remetente,
    to: email.para,
    subject: email.assunto,
    text: email.texto,
    html: email.html,
    textEncoding: 'quoted-printable' as const,
    attachments: (email.anexos ?? []).map((a) => ({ filename: a.nome, contentType: a.tipo, content: Buffer.from(a.conteudoBase64, 'base64') })),
  };
  if (config.smtpUrl) {
    let transporte = transportesSmtp.get(config.smtpUrl);
    if (!transporte) {
      transporte = nodemailer.createTransport(config.smtpUrl);
      transportesSmtp.set(config.smtpUrl, transporte);
    }
    await transporte.sendMail(mensagem);
    logger.info({ assunto: email.assunto }, 'e-mail enviado');
    return;
  }
  const { message } = (await gravador.sendMail(mensagem)) as { message: Buffer };
  await mkdir(config.pasta, { recursive: true });
  const arquivo = path.join(config.pasta, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(arquivo, message, { mode: 0o600 });
  // Local use only (no SMTP_URL): whoever runs the portal is the one finishing the sign-up.
  logger.info({ arquivo, assunto: email.assunto, link }, 'e-mail gravado na caixa de saída local (SMTP_URL não definido)');
}

const pendentes = new Set<Promise<void>>();

/**
 * Runs e-mail work (issuing a code, sending) after the answer: the caller waits neither for the mail server nor
 * for that work, so the answer takes the same time whether or not an address is registered. Failures are logged
 * (the citizen can ask again).
 */
export function emSegundoPlano(tarefa: () => Promise<void>, logger: Logger): void {
  const execucao = Promise.resolve()
    .then(tarefa)
    .catch((erro: unknown) => logger.error({ err: erro }, 'falha ao preparar ou enviar e-mail'))
    .finally(() => pendentes.delete(execucao));
  pendentes.add(execucao);
}

/** Resolves when every background e-mail task started so far has finished, queued messages included (tests, shutdown). */
export async function aguardarEnvios(): Promise<void> {
  while (pendentes.size) await Promise.all([...pendentes]);
  await filaDeTrabalhos()?.ociosa();
}
