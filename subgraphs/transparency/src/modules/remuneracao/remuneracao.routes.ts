import { LOTACAO_HEADER, MENSAGEM_LOGIN, MENSAGEM_SEM_PERMISSAO, parseId, possuiPermissao, rotaInterna, ValidacaoError, type IdentityVerifier, type Orm, type ResultadoImportacaoRemuneracoes } from '@alego/kit';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { ImportacaoRemuneracoes } from './importacao.entity.js';
import { importarRemuneracoes } from './importador.js';
import { criarImportacao, PERMISSAO_IMPORTAR } from './remuneracao.resolver.js';
import { MENSAGEM_ARQUIVO_CSV, MENSAGEM_FALHA_IMPORTACAO } from './remuneracao.rules.js';

/**
 * `POST /interno/remuneracoes/importar?importacao=<id>&nome=<arquivo>`: the gateway streams the CSV bytes here
 * as the body (docs/remuneracoes.md). The user's token travels along; this route checks the permission itself.
 */
export function rotaImportacaoRemuneracoes(router: Router, { orm, logger, verifier }: { orm: Orm; logger: Logger; verifier: IdentityVerifier }): void {
  rotaInterna(router, 'POST /remuneracoes/importar', async (req, res) => {
    const drenar = () => req.resume();
    try {
      const identidade = await verifier(req.header('authorization'), req.header(LOTACAO_HEADER));
      if (identidade?.tipo !== 'equipe') return void (drenar(), res.status(401).json({ mensagem: MENSAGEM_LOGIN }));
      if (!possuiPermissao(identidade.permissoes, PERMISSAO_IMPORTAR)) return void (drenar(), res.status(403).json({ mensagem: MENSAGEM_SEM_PERMISSAO }));

      const em = orm.em.fork();
      const nome = typeof req.query.nome === 'string' ? req.query.nome : '';
      let importacao: ImportacaoRemuneracoes | null;
      if (typeof req.query.importacao === 'string' && req.query.importacao) {
        const id = parseId(req.query.importacao);
        importacao = id === null ? null : await em.findOne(ImportacaoRemuneracoes, { id, usuarioId: identidade.usuarioId });
        if (!importacao) return void (drenar(), res.status(404).json({ mensagem: 'Importação não encontrada.' }));
        if (importacao.situacao !== 'aguardando') return void (drenar(), res.status(409).json({ mensagem: 'Esta importação já foi enviada.' }));
        if (nome && !/\.csv$/i.test(nome)) return void (drenar(), res.status(400).json({ mensagem: MENSAGEM_ARQUIVO_CSV }));
      } else {
        const tamanho = Number(req.header('x-tamanho-arquivo') ?? 0);
        importacao = await criarImportacao(em, identidade.usuarioId, nome, Number.isInteger(tamanho) && tamanho > 0 ? tamanho : 0);
      }

      const { ok } = await importarRemuneracoes(em, importacao, req, logger);
      const corpo: ResultadoImportacaoRemuneracoes = {
        mensagem: ok ? importacao.mensagem : importacao.mensagem ?? MENSAGEM_FALHA_IMPORTACAO,
        importacao: {
          id: importacao.id,
          situacao: importacao.situacao,
          linhas_processadas: importacao.linhasProcessadas,
          linhas_importadas: importacao.linhasImportadas,
          periodos: importacao.periodos,
          avisos: importacao.avisos,
        },
        erros: importacao.erros.map(({ linha, mensagem }) => ({ linha, mensagem })),
      };
      // Refused rows are the file's fault (400); a failure without row errors is ours (500).
      res.status(ok ? 200 : importacao.erros.length ? 400 : 500).json(corpo);
    } catch (erro) {
      drenar();
      if (erro instanceof ValidacaoError) return void res.status(400).json({ mensagem: erro.message });
      logger.error({ err: erro }, 'falha na rota de importação de remunerações');
      res.status(500).json({ mensagem: MENSAGEM_FALHA_IMPORTACAO });
    }
  });
}
