import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';

/**
 * Background work on a PostgreSQL queue (pg-boss, DESIGN.md "Growing past one machine"): a job is taken by one
 * replica (row locks, `SKIP LOCKED`), retried with exponential backoff when it fails, and handed to another replica
 * when the process running it dies (its heartbeat stops). Every subgraph of one database shares the `pgboss` schema;
 * queues are named `<subgrafo>.<trabalho>`.
 */
export interface DefinicaoDeTrabalho<Dados extends object = object> {
  nome: string;
  executar(dados: Dados, contexto: { logger: Logger; sinal: AbortSignal; tentativa: number }): Promise<void>;
  /** Attempts after the first, with backoff from `esperaS` (default 5 retries from 10 s, at most 15 min apart). */
  repeticoes?: number;
  esperaS?: number;
  /** Longest run of one attempt (default 15 min); past it the job is retried. */
  prazoS?: number;
  /** Seconds without a heartbeat after which a job is taken from a dead process (default 30; pg-boss's minimum is 10). */
  batimentoS?: number;
  /** Cron expression (5 fields, or 6 with seconds): the job is also enqueued on this schedule, once across replicas. */
  agenda?: string;
  /** At most one job of this queue waiting and one running (pg-boss's `stately` policy): a periodic task never piles up. */
  exclusivo?: boolean;
  /** How long a finished job stays listed, in seconds (default 7 days); shorter for jobs whose data is personal. */
  retencaoS?: number;
}

/** What the admin screen shows of a job (never its data: e-mails carry addresses). */
export interface ResumoDeTrabalho {
  id: string;
  fila: string;
  estado: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  tentativas: number;
  criadoEm: Date;
  iniciadoEm: Date | null;
  concluidoEm: Date | null;
  erro: string | null;
}

export interface OpcoesDaFila {
  /** How often idle workers look for jobs, in seconds (pg-boss minimum 0.5; default TRABALHOS_INTERVALO_S or 1). */
  intervaloS?: number;
  /** How often expired and heartbeat-less jobs are taken back, in seconds. */
  supervisaoS?: number;
  /** Only enqueue (a process that must not run jobs). */
  semTrabalhadores?: boolean;
}

export class FilaDeTrabalhos {
  private readonly filas = new Set<string>();
  private readonly enfileirados = new Map<string, string>();

  private constructor(
    readonly boss: PgBoss,
    private readonly logger: Logger,
    private readonly opcoes: OpcoesDaFila,
  ) {}

  static async iniciar(databaseUrl: string, logger: Logger, opcoes: OpcoesDaFila = {}): Promise<FilaDeTrabalhos> {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      max: 4,
      superviseIntervalSeconds: opcoes.supervisaoS ?? 10,
      monitorIntervalSeconds: opcoes.supervisaoS ?? 10,
      cronWorkerIntervalSeconds: 5,
      application_name: 'alego-trabalhos',
    });
    boss.on('error', (erro) => logger.error({ err: erro }, 'fila de trabalhos: erro'));
    await boss.start();
    const fila = new FilaDeTrabalhos(boss, logger, opcoes);
    filaDoProcesso = fila;
    return fila;
  }

  /** Creates each queue (idempotent), starts its worker and its schedule. */
  async registrar(definicoes: DefinicaoDeTrabalho<never>[]): Promise<void> {
    for (const definicao of definicoes as unknown as DefinicaoDeTrabalho[]) {
      const opcoesDaFila = {
        retryLimit: definicao.repeticoes ?? 5,
        retryDelay: definicao.esperaS ?? 10,
        retryBackoff: true,
        retryDelayMax: 15 * 60,
        expireInSeconds: definicao.prazoS ?? 15 * 60,
        heartbeatSeconds: Math.max(10, definicao.batimentoS ?? 30),
        deleteAfterSeconds: definicao.retencaoS ?? 7 * 24 * 60 * 60,
      };
      if (await this.boss.getQueue(definicao.nome)) await this.boss.updateQueue(definicao.nome, opcoesDaFila);
      else await this.boss.createQueue(definicao.nome, { ...opcoesDaFila, policy: definicao.exclusivo ? 'stately' : 'standard' }).catch(async (erro: unknown) => {
        // Another replica created it at the same moment.
        if (!(await this.boss.getQueue(definicao.nome))) throw erro;
      });
      this.filas.add(definicao.nome);
      if (definicao.agenda) await this.boss.schedule(definicao.nome, definicao.agenda, {});
      if (this.opcoes.semTrabalhadores) continue;
      await this.boss.work<object>(definicao.nome, { batchSize: 1, pollingIntervalSeconds: this.opcoes.intervaloS ?? (Number(process.env.TRABALHOS_INTERVALO_S) || 1) }, async ([job]) => {
        if (!job) return;
        const logger = this.logger.child({ trabalho: definicao.nome, job: job.id });
        try {
          await definicao.executar(job.data, { logger, sinal: job.signal, tentativa: job.retryCount });
        } catch (erro) {
          logger.warn({ err: erro, tentativa: job.retryCount }, 'trabalho falhou: será repetido se restarem tentativas');
          throw erro;
        }
      });
    }
  }

  /** Whether this process declared the queue (a process without it does the work inline). */
  tem(nome: string): boolean {
    return this.filas.has(nome);
  }

  async enfileirar(nome: string, dados: object, opcoes: { chaveUnica?: string } = {}): Promise<string | null> {
    const id = await this.boss.send(nome, dados, opcoes.chaveUnica ? { singletonKey: opcoes.chaveUnica } : {});
    if (id) this.enfileirados.set(id, nome);
    return id;
  }

  /** Resolves when every job this process enqueued has completed or failed for good (tests, shutdown). */
  async ociosa(limiteMs = 60_000): Promise<void> {
    const ate = Date.now() + limiteMs;
    while (this.enfileirados.size) {
      for (const [id, nome] of [...this.enfileirados]) {
        const [job] = await this.boss.findJobs(nome, { id });
        if (!job || job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') this.enfileirados.delete(id);
      }
      if (!this.enfileirados.size) return;
      if (Date.now() > ate) throw new Error(`trabalhos ainda pendentes: ${[...this.enfileirados.values()].join(', ')}`);
      await new Promise((pronto) => setTimeout(pronto, 100));
    }
  }

  /** The jobs of every queue of this database, newest first, optionally of one state. */
  async listar(estado?: ResumoDeTrabalho['estado'], limite = 100): Promise<ResumoDeTrabalho[]> {
    const linhas = await this.boss.getDb().executeSql(
      `select id, name, state, retry_count, created_on, started_on, completed_on, output
         from pgboss.job where left(name, 2) <> '__' and ($1::text is null or state::text = $1) order by created_on desc limit $2`,
      [estado ?? null, limite],
    );
    return (linhas.rows as Record<string, unknown>[]).map((linha) => ({
      id: String(linha.id),
      fila: String(linha.name),
      estado: linha.state as ResumoDeTrabalho['estado'],
      tentativas: Number(linha.retry_count) + 1,
      criadoEm: linha.created_on as Date,
      iniciadoEm: (linha.started_on as Date | null) ?? null,
      concluidoEm: (linha.completed_on as Date | null) ?? null,
      erro: linha.state === 'failed' || linha.state === 'retry' ? mensagemDeErro(linha.output) : null,
    }));
  }

  /** Puts a failed job back in its queue; false when there is no such failed job. */
  async repetir(fila: string, id: string): Promise<boolean> {
    const [job] = await this.boss.findJobs(fila, { id });
    if (!job || job.state !== 'failed') return false;
    await this.boss.retry(fila, id);
    return true;
  }

  async estado(fila: string, id: string): Promise<JobWithMetadata | undefined> {
    return (await this.boss.findJobs<object>(fila, { id }))[0];
  }

  async parar(): Promise<void> {
    if (filaDoProcesso === this) filaDoProcesso = undefined;
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

function mensagemDeErro(saida: unknown): string | null {
  if (saida && typeof saida === 'object' && 'message' in saida) return String((saida as { message: unknown }).message).slice(0, 500);
  return null;
}

let filaDoProcesso: FilaDeTrabalhos | undefined;

/** The queue this process started (runSubgraph does, for a subgraph that declares jobs), if any. */
export function filaDeTrabalhos(): FilaDeTrabalhos | undefined {
  return filaDoProcesso;
}
