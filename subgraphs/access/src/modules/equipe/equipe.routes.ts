import { parseId, rotaInterna, type Orm, type VersoesDeSessao } from '@alego/kit';
import type { Router } from 'express';
import { gravarAuditoria } from '../auditoria/auditoria.service.js';
import { abrirSessao, encerrarSessao, lotacoesDoUsuario, renovarSessao } from './equipe.service.js';

function texto(valor: unknown): string {
  return typeof valor === 'string' ? valor : '';
}

/** Staff sessions for the gateway's `/alego/permissoes` endpoints (see docs/autenticacao.md). */
export function rotasEquipe(router: Router, { orm, sessoes }: { orm: Orm; sessoes?: VersoesDeSessao }): void {
  rotaInterna(router, 'POST /equipe/sessoes', async (req, res) => {
    const aberta = await abrirSessao(orm.em.fork(), texto(req.body?.login), texto(req.body?.senha));
    // Logins go to the audit trail; a refused one names nobody (the login typed may be anyone's).
    const claims = aberta?.claims;
    await gravarAuditoria(orm.em.fork(), [
      {
        usuarioId: claims ? Number(claims.sub) : null,
        usuarioNome: claims?.nome ?? null,
        lotacaoId: claims?.lotacao_padrao_id ?? null,
        origem: 'sessao',
        operacao: 'entrar',
        entidade: 'SessaoEquipe',
        entidadeId: claims?.sid ? String(claims.sid) : null,
        sucesso: Boolean(aberta),
        requestId: req.header('x-request-id') ?? null,
      },
    ]);
    if (!aberta) return void res.status(401).json({ mensagem: 'Login ou senha inválidos.' });
    res.status(201).json(aberta);
  });
  rotaInterna(router, 'POST /equipe/sessoes/renovar', async (req, res) => {
    const claims = await renovarSessao(orm.em.fork(), texto(req.body?.sessao));
    if (!claims) return void res.status(401).json({ mensagem: 'Sessão expirada. Faça login novamente.' });
    res.json({ claims });
  });
  rotaInterna(router, 'POST /equipe/sessoes/encerrar', async (req, res) => {
    const encerrada = await encerrarSessao(orm.em.fork(), texto(req.body?.sessao));
    if (encerrada) sessoes?.esquecer(encerrada.revogadas);
    res.status(encerrada ? 200 : 404).json(encerrada ?? { mensagem: 'Sessão não encontrada.' });
  });
  rotaInterna(router, 'GET /equipe/:id/lotacoes', async (req, res) => {
    const id = parseId(req.params.id);
    const lotacoes = id === null ? null : await lotacoesDoUsuario(orm.em.fork(), id);
    if (!lotacoes) return void res.status(404).json({ mensagem: 'Usuário não encontrado.' });
    res.json(lotacoes);
  });
}
