import { chaveDeSessaoValida, rotaInterna, type Orm } from '@alego/kit';
import type { Router } from 'express';
import { versaoAtual } from './sessao.service.js';

/** `GET /interno/sessoes/:chave`: the current version of a revocation key, for the gateway and the other subgraphs. */
export function rotasSessao(router: Router, { orm }: { orm: Orm }): void {
  rotaInterna(router, 'GET /sessoes/:chave', async (req, res) => {
    const chave = String(req.params.chave);
    if (!chaveDeSessaoValida(chave)) return void res.status(400).json({ mensagem: 'Chave de sessão inválida.' });
    res.set('cache-control', 'no-store').json({ versao: await versaoAtual(orm.em.fork(), chave) });
  });
}
