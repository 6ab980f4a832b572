import type { DefinicaoDeTrabalho, Orm } from '@alego/kit';
import { aplicarImportacao, auditarImportacao, TRABALHO_IMPORTACAO } from './importacao.service.js';

/**
 * The import job: applies one confirmed import (pg-boss: taken by one replica, handed over if it dies). The import
 * itself is one transaction, so a retried attempt after a crash starts clean; a finished one is not applied again.
 */
export function trabalhoDeImportacao(orm: Orm): DefinicaoDeTrabalho<{ importacao: number }> {
  return {
    nome: TRABALHO_IMPORTACAO,
    // A refused file stays refused: the result is recorded, not thrown, so only crashes are retried.
    repeticoes: 3,
    prazoS: 60 * 60,
    async executar({ importacao }, { logger }) {
      const aplicada = await aplicarImportacao(orm.em.fork(), importacao, logger);
      if (!(await auditarImportacao(aplicada, { origem: 'trabalho' }, logger))) logger.warn({ importacao }, 'importação aplicada sem registro na trilha de auditoria');
    },
  };
}
