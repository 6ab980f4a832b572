import { LOTACAO_HEADER, MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO, NaoAutenticadoError, NaoEncontradoError, rotaInterna, SemPermissaoError, ValidacaoError, type IdentityVerifier, type Orm } from '@alego/kit';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { ImportacaoDeConjunto } from './importacao.entity.js';
import { confirmarImportacao, exigirPermissaoDeImportar, receberArquivo } from './importacao.service.js';
import { MENSAGEM_FALHA } from './importador.js';

/**
 * `POST /interno/importacoes/:conjunto?nome=<arquivo>[&confirmar=1]`: the gateway streams the uploaded file here as
 * the body (docs/importacao.md). The user's token travels along; the dataset's `#importar` permission is checked here,
 * before a byte is read. The answer is the preview's outcome; the admin reads the preview itself through GraphQL.
 * With `confirmar` (legacy one-call clients, `POST /api/admin/remuneracoes/importar`) a valid file is confirmed at once
 * and a refused one answers 400 with its errors.
 */
export function rotaImportacaoDeConjunto(router: Router, { orm, logger, verifier }: { orm: Orm; logger: Logger; verifier: IdentityVerifier }): void {
  rotaInterna(router, 'POST /importacoes/:conjunto', async (req, res) => {
    const drenar = () => req.resume();
    try {
      const identidade = await verifier(req.header('authorization'), req.header(LOTACAO_HEADER));
      const equipe = exigirPermissaoDeImportar(identidade, req.params.conjunto);
      const importacao = await receberArquivo(orm.em.fork(), {
        conjunto: req.params.conjunto,
        nomeArquivo: typeof req.query.nome === 'string' ? req.query.nome : '',
        usuarioId: equipe.usuarioId,
        fonte: req,
      });
      if (req.query.confirmar === '1') {
        const em = orm.em.fork();
        if (importacao.situacao !== 'validada') {
          const erros = importacao.erros.map(({ linha, coluna, mensagem }) => ({ linha, coluna, mensagem }));
          return void res.status(400).json({ mensagem: importacao.mensagem ?? MENSAGEM_FALHA, id: importacao.id, situacao: importacao.situacao, erros });
        }
        const confirmada = await confirmarImportacao(em, await em.findOneOrFail(ImportacaoDeConjunto, { id: importacao.id }), logger);
        return void res.status(200).json({ mensagem: confirmada.mensagem ?? MENSAGEM_FALHA, id: confirmada.id, situacao: confirmada.situacao });
      }
      res.status(200).json({ mensagem: importacao.mensagem ?? MENSAGEM_FALHA, id: importacao.id, situacao: importacao.situacao });
    } catch (erro) {
      drenar();
      if (erro instanceof NaoAutenticadoError) return void res.status(401).json({ mensagem: MENSAGEM_LOGIN });
      if (erro instanceof SemPermissaoError) return void res.status(403).json({ mensagem: MENSAGEM_SEM_PERMISSAO });
      if (erro instanceof NaoEncontradoError) return void res.status(404).json({ mensagem: erro.message });
      if (erro instanceof ValidacaoError) return void res.status(400).json({ mensagem: erro.message });
      logger.error({ err: erro, conjunto: req.params.conjunto }, 'falha ao receber arquivo de importação');
      res.status(500).json({ mensagem: MENSAGEM_FALHA });
    }
  });
}
