import { pino, type Logger } from 'pino';

/** JSON logs, one logger per process, tagged with the service name. */
export function createLogger(service: string): Logger {
  return pino({
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    // CPFs and credentials never reach the logs (LGPD; see DESIGN.md "Data").
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.senha', '*.password', '*.cpf'], censor: '[oculto]' },
  });
}

export type { Logger };
