import { readFile } from 'node:fs/promises';
import type { DefinicaoDeTrabalho, Orm } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { importarProcessos, lerFeed, type ResultadoImportacao } from './modules/processo/processo.importador.js';
import { certificadoPeloAccess, enviarAvisosDeCertificado } from './modules/escola/escola.notificacoes.js';
import { enviarAvisosPendentes, envioPeloAccess } from './modules/processo/processo.notificacoes.js';

/** A feed's format from its name or content type; JSON unless it says CSV. */
export function formatoDe(origem: string, tipoConteudo?: string | null): 'json' | 'csv' {
  return /\.csv$/i.test(origem.split('?')[0]!) || /csv/i.test(tipoConteudo ?? '') ? 'csv' : 'json';
}

/** Reads a feed from a file path or an http(s) URL and imports it. */
export async function importarDe(em: EntityManager, origem: string, formato?: 'json' | 'csv'): Promise<ResultadoImportacao> {
  let conteudo: string;
  let tipo: string | null = null;
  if (/^https?:\/\//i.test(origem)) {
    const resposta = await fetch(origem, { signal: AbortSignal.timeout(60_000) });
    if (!resposta.ok) throw new Error(`O sistema de processo legislativo respondeu ${resposta.status} em ${origem}.`);
    tipo = resposta.headers.get('content-type');
    conteudo = await resposta.text();
  } else {
    conteudo = await readFile(origem, 'utf8');
  }
  const { registros, erro } = lerFeed(conteudo, formato ?? formatoDe(origem, tipo));
  if (erro) throw new Error(erro);
  return importarProcessos(em, registros);
}

/** Where access's internal routes are: ACCESS_URL (`npm start` sets it), else access's default port. */
export function enderecoAccess(env: NodeJS.ProcessEnv = process.env): string {
  return env.ACCESS_URL ?? 'http://127.0.0.1:4005';
}

/** A cron expression running every `minutos` minutes (whole hours past 59). */
export function agendaACada(minutos: number): string {
  return minutos < 60 ? `*/${minutos} * * * *` : `0 */${Math.min(23, Math.round(minutos / 60))} * * *`;
}

/**
 * The participation subgraph's background work, as jobs on the PostgreSQL queue (kit/jobs.ts), run once across
 * replicas: sending queued status-change and issued-certificate e-mails every 15 s and, when PROCESSOS_FEED_URL is
 * set, importing the legislative system's feed every PROCESSOS_FEED_INTERVALO_MIN minutes.
 */
export function trabalhosDaParticipacao({ orm, logger }: { orm: Orm; logger: Logger }, env: NodeJS.ProcessEnv = process.env): DefinicaoDeTrabalho[] {
  const trabalhos: DefinicaoDeTrabalho[] = [];
  const token = env.INTERNAL_API_TOKEN;
  if (token) {
    const enviar = envioPeloAccess(enderecoAccess(env), token);
    const enviarCertificado = certificadoPeloAccess(enderecoAccess(env), token);
    const publicUrl = env.PUBLIC_URL ?? 'http://localhost:4000';
    trabalhos.push({
      nome: 'participation.avisos',
      agenda: '*/15 * * * * *',
      exclusivo: true,
      repeticoes: 0,
      executar: async (_dados, { logger: registro }) => {
        const enviados = await enviarAvisosPendentes(orm.em.fork(), enviar, { publicUrl, logger: registro });
        if (enviados) registro.info({ enviados }, 'avisos de mudança de situação enviados');
        const certificados = await enviarAvisosDeCertificado(orm.em.fork(), enviarCertificado, { publicUrl, logger: registro });
        if (certificados) registro.info({ enviados: certificados }, 'avisos de certificado emitido enviados');
      },
    });
  } else {
    logger.warn('INTERNAL_API_TOKEN não definido: avisos de mudança de situação não serão enviados');
  }
  const feed = env.PROCESSOS_FEED_URL;
  if (feed) {
    const minutos = Math.max(1, Number(env.PROCESSOS_FEED_INTERVALO_MIN ?? 60) || 60);
    trabalhos.push({
      nome: 'participation.feed',
      agenda: agendaACada(minutos),
      exclusivo: true,
      repeticoes: 2,
      executar: async (_dados, { logger: registro }) => {
        const resultado = await importarDe(orm.em.fork(), feed);
        registro.info({ ...resultado, erros: resultado.erros.length }, 'processos importados');
      },
    });
  }
  return trabalhos;
}
