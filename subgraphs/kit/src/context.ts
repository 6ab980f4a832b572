import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { Identidade } from './auth/identity.js';
import type { ChaveDeSessao } from './auth/sessoes.js';
import { parseId } from './ids.js';
import { lerLinhas, lerLinhasComReferencias, planoDe } from './linhas.js';
import type { OrcamentoDeExecucao } from './limites.js';

type EntityClass = abstract new (...args: never[]) => { id: number };

/**
 * Per-request DataLoaders: every `__resolveReference` of a type in one request costs one SQL query. What they return
 * is for display only, never to be changed and flushed (plain rows, linhas.ts).
 */
export class ReferenceLoaders {
  private readonly loaders = new Map<EntityClass, DataLoader<number, object | null>>();

  private readonly grupos = new Map<string, DataLoader<number, object[]>>();

  private readonly lotes = new Map<string, DataLoader<string, unknown>>();

  private readonly comRelacoes = new Map<string, DataLoader<number, object | null>>();

  private readonly restritos = new Map<string, DataLoader<number, object | null>>();

  constructor(private readonly em: EntityManager) {}

  /**
   * The rows whose `campo` equals `chave` (a one-to-many list, such as a news item's history), batched: every
   * `loadMany` of the same entity and field in one request costs one SQL query.
   */
  loadMany<T extends object>(
    entity: abstract new (...args: never[]) => T,
    campo: keyof T & string,
    chave: number,
    orderBy?: QueryOrderMap<T>,
  ): Promise<T[]> {
    const id = `${entity.name}.${campo}.${JSON.stringify(orderBy ?? {})}`;
    let loader = this.grupos.get(id);
    if (!loader) {
      loader = new DataLoader<number, object[]>(async (chaves) => {
        // Children shown beside each item of a page: read as plain rows where the entity allows it (linhas.ts).
        const linhas = await lerLinhas(this.em, entity, { [campo]: { $in: [...chaves] } } as FilterQuery<T>, { orderBy });
        const porChave = new Map<unknown, T[]>();
        for (const linha of linhas) {
          // A many-to-one field holds the related entity (or its reference): group by its id.
          const bruto = linha[campo] as unknown;
          const valor = typeof bruto === 'object' && bruto !== null && 'id' in bruto ? (bruto as { id: unknown }).id : bruto;
          porChave.set(valor, [...(porChave.get(valor) ?? []), linha]);
        }
        return chaves.map((k) => porChave.get(k) ?? []);
      });
      this.grupos.set(id, loader);
    }
    return loader.load(chave) as Promise<T[]>;
  }

  /**
   * Any per-row computation keyed by text (sums of the commitments of one process and CNPJ, say), batched: every
   * `loadBatch` with the same `nome` in one request runs `carregar` once, with all the keys asked for.
   */
  loadBatch<V>(nome: string, chave: string, carregar: (chaves: readonly string[]) => Promise<V[]>): Promise<V> {
    let loader = this.lotes.get(nome);
    if (!loader) {
      loader = new DataLoader<string, unknown>(carregar);
      this.lotes.set(nome, loader);
    }
    return loader.load(chave) as Promise<V>;
  }

  /**
   * Loads by key; an id that cannot be a key (from a forged reference, say) is simply not found. `campos`, the fields
   * the caller will read (a federation reference's selection): the many-to-one relations among them come in the same
   * statement, and the loader of each target is primed with them (a deputy and their party: one round trip, not two).
   * `propriedades`: only those columns are read (what every field asked of the row reads, leituras.ts), in a loader of
   * their own: a row read for some fields never answers a load that needs the others.
   */
  load<T extends { id: number }>(entity: abstract new (...args: never[]) => T, rawId: number | string, campos?: readonly string[], propriedades?: readonly string[]): Promise<T | null> {
    const id = parseId(rawId);
    if (id === null) return Promise.resolve(null);
    const relacoes = campos?.length ? this.relacoesLidasJunto(entity, campos) : [];
    if (relacoes.length) return this.loaderComRelacoes(entity, relacoes, propriedades).load(id) as Promise<T | null>;
    return (propriedades ? this.loaderRestrito(entity, propriedades) : this.loaderDe(entity)).load(id) as Promise<T | null>;
  }

  private loaderRestrito(entity: EntityClass, propriedades: readonly string[]): DataLoader<number, object | null> {
    const nome = `${entity.name}\u0000${propriedades.join(',')}`;
    let loader = this.restritos.get(nome);
    if (!loader) {
      loader = new DataLoader<number, object | null>(async (ids) => {
        const rows = await lerLinhas(this.em, entity, { id: { $in: [...ids] } } as never, { propriedades });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.restritos.set(nome, loader);
    }
    return loader;
  }

  private loaderDe(entity: EntityClass): DataLoader<number, object | null> {
    let loader = this.loaders.get(entity);
    if (!loader) {
      loader = new DataLoader<number, object | null>(async (ids) => {
        // Read for display (a federation reference, the party of each deputy): plain rows where the entity allows it
        // (linhas.ts), as the lists and `loadMany` are. The gateway resolves a deputy and a party for every news item.
        const rows = await lerLinhas(this.em, entity, { id: { $in: [...ids] } } as never);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.loaders.set(entity, loader);
    }
    return loader;
  }

  /** The many-to-one relations among `campos` whose entity and target are both read as plain rows (linhas.ts). */
  private relacoesLidasJunto(entity: EntityClass, campos: readonly string[]): string[] {
    const meta = this.em.getMetadata().get(entity);
    let porCampos = relacoesPorEntidade.get(meta);
    if (!porCampos) relacoesPorEntidade.set(meta, (porCampos = new Map()));
    const chave = campos.join(',');
    let relacoes = porCampos.get(chave);
    if (!relacoes) {
      const plano = planoDe(this.em, meta);
      relacoes = plano
        ? plano.referencias
            .map(([propriedade]) => propriedade)
            .filter((propriedade) => campos.includes(propriedade) && planoDe(this.em, meta.properties[propriedade as keyof typeof meta.properties]!.targetMeta!) !== null)
        : [];
      if (porCampos.size < CAMPOS_GUARDADOS) porCampos.set(chave, relacoes);
    }
    return relacoes;
  }

  private loaderComRelacoes(entity: EntityClass, relacoes: readonly string[], propriedades: readonly string[] | undefined): DataLoader<number, object | null> {
    const nome = `${entity.name}\u0000${relacoes.join(',')}\u0000${propriedades?.join(',') ?? '*'}`;
    let loader = this.comRelacoes.get(nome);
    if (!loader) {
      loader = new DataLoader<number, object | null>(async (ids) => {
        const onde = { id: { $in: [...ids] } } as never;
        const lidas = await lerLinhasComReferencias(this.em, entity, onde, relacoes, propriedades);
        // The same rows, read alone: what `loaderDe` would return.
        if (!lidas) return this.loaderDe(entity).loadMany([...ids]) as Promise<(object | null)[]>;
        for (const { meta, porChave } of lidas.relacionadas.values()) {
          const alvo = this.loaderDe(meta.class as EntityClass);
          for (const [chave, linha] of porChave) alvo.prime(chave as number, linha);
        }
        const byId = new Map(lidas.linhas.map((row) => [(row as { id: number }).id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.comRelacoes.set(nome, loader);
    }
    return loader;
  }
}

/** Per entity, the relations read together for each set of fields asked (a handful of operations per type). */
const relacoesPorEntidade = new WeakMap<object, Map<string, string[]>>();
const CAMPOS_GUARDADOS = 200;

export interface SubgraphContext {
  /** Verified from the signed token the gateway forwards; null for anonymous callers. */
  identidade: Identidade | null;
  /** Forked once per request: no identity map shared between requests. */
  em: EntityManager;
  loaders: ReferenceLoaders;
  requestId: string;
  logger: Logger;
  /** The request carries the gateway's internal secret (checked in constant time). */
  chamadaInterna: boolean;
  /** Fields and time this operation may still spend (LIMITES_DE_EXECUCAO). */
  orcamento: OrcamentoDeExecucao;
  /**
   * Records session keys this request revoked: forgotten at once by this process's verifier and announced to the
   * gateway in the response (`CABECALHO_SESSOES_REVOGADAS`), whose cache forgets them too.
   */
  revogarSessoes(chaves: readonly ChaveDeSessao[]): void;
}
