import type { EntityProperty, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { ValidacaoError } from '../errors.js';

/** The characters a string column takes: `length` of the property, or the `varchar(N)` MikroORM derived for it. */
function limiteDaColuna(propriedade: EntityProperty | undefined): number | undefined {
  if (!propriedade) return undefined;
  if (propriedade.length) return propriedade.length;
  const tipo = /^(?:varchar|character varying)\((\d+)\)$/i.exec(propriedade.columnTypes?.[0] ?? '');
  return tipo ? Number(tipo[1]) : undefined;
}

/**
 * Every text written is checked against its column's length from the entity metadata, before PostgreSQL sees it:
 * an over-long value is the client's mistake (400 naming the field), not a 22001 that surfaces as a 500. One check for
 * every entity of every subgraph, so no resolver has to repeat the schema's lengths in its rules.
 */
export class LimitesDeTexto implements EventSubscriber {
  onFlush({ uow }: FlushEventArgs): void {
    const mensagens = new Set<string>();
    for (const alteracao of uow.getChangeSets()) {
      if (alteracao.type !== 'create' && alteracao.type !== 'update') continue;
      for (const [nome, valor] of Object.entries(alteracao.payload as Record<string, unknown>)) {
        if (typeof valor !== 'string') continue;
        const limite = limiteDaColuna(alteracao.meta.properties[nome]);
        // PostgreSQL counts characters (code points); UTF-16 units are never fewer, so most values need no count.
        if (limite !== undefined && valor.length > limite && [...valor].length > limite) mensagens.add(`O campo ${nome} aceita no máximo ${limite} caracteres.`);
      }
    }
    if (mensagens.size) throw new ValidacaoError([...mensagens]);
  }
}
