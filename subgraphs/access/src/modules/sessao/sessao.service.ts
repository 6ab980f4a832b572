import type { BuscarVersao, ChaveDeSessao, Orm } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/core';
import { VersaoSessao } from './versao-sessao.entity.js';

export async function versaoAtual(em: EntityManager, chave: ChaveDeSessao): Promise<number> {
  return (await em.findOne(VersaoSessao, { chave }))?.versao ?? 0;
}

/** Ends every token issued for these keys so far: their version goes up by one (atomically, in one statement). */
export async function revogar(em: EntityManager, chaves: readonly ChaveDeSessao[]): Promise<void> {
  for (const chave of chaves) {
    await em
      .getConnection()
      .execute(
        `insert into "access"."versoes_sessao" ("chave", "versao", "atualizada_em") values (?, 1, now())
         on conflict ("chave") do update set "versao" = "versoes_sessao"."versao" + 1, "atualizada_em" = now()`,
        [chave],
      );
  }
}

/** The store the access subgraph's own verifier reads (the others read it through `/interno/sessoes`). */
export function versoesNoBanco(orm: Orm): BuscarVersao {
  return (chave) => versaoAtual(orm.em.fork(), chave);
}
