import { parseId, rotaInterna, type Orm, type VersoesDeSessao } from '@alego/kit';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { MENSAGENS } from './cidadao.rules.js';
import { Cidadao } from './cidadao.entity.js';
import { claimsDoCidadao, encerrarSessoes, entrar, entrarComProvedor, type Provedor } from './cidadao.service.js';

function texto(valor: unknown, maximo = 1000): string {
  return typeof valor === 'string' ? valor.slice(0, maximo) : '';
}

const PROVEDORES: readonly Provedor[] = ['google', 'facebook'];

/** Citizen sign-in for the gateway's `/api/opine-cidadao` endpoints (see docs/autenticacao.md). */
export function rotasCidadao(router: Router, { orm, logger, sessoes }: { orm: Orm; logger: Logger; sessoes?: VersoesDeSessao }): void {
  // Logout: ends every session of the account (citizen tokens are per account, see docs/autenticacao.md).
  rotaInterna(router, 'POST /cidadaos/:id/sessoes/encerrar', async (req, res) => {
    const id = parseId(req.params.id);
    if (id === null) return void res.status(400).json({ mensagem: 'Cidadão inválido.' });
    const revogadas = await encerrarSessoes(orm.em.fork(), id);
    sessoes?.esquecer(revogadas);
    res.json({ revogadas });
  });

  // Fresh claims (with the new session version) for the token the gateway hands back after a password change.
  rotaInterna(router, 'GET /cidadaos/:id/claims', async (req, res) => {
    const id = parseId(req.params.id);
    const em = orm.em.fork();
    const cidadao = id === null ? null : await em.findOne(Cidadao, { id });
    if (!cidadao) return void res.status(404).json({ mensagem: 'Cidadão não encontrado.' });
    res.json({ claims: await claimsDoCidadao(em, cidadao) });
  });

  rotaInterna(router, 'POST /cidadaos/login', async (req, res) => {
    const resultado = await entrar(orm.em.fork(), texto(req.body?.email, 300), texto(req.body?.senha));
    if ('claims' in resultado) return void res.json(resultado);
    if (resultado.erro === 'nao_confirmado') return void res.status(403).json({ mensagem: MENSAGENS.naoConfirmado });
    res.status(401).json({ mensagem: MENSAGENS.credenciais });
  });

  rotaInterna(router, 'POST /cidadaos/social', async (req, res) => {
    const provedor = texto(req.body?.provedor) as Provedor;
    const sub = texto(req.body?.sub, 300);
    if (!PROVEDORES.includes(provedor) || !sub || sub.length > 255) return void res.status(400).json({ mensagem: 'Dados do provedor inválidos.' });
    const resultado = await entrarComProvedor(
      orm.em.fork(),
      { provedor, sub, email: texto(req.body?.email, 300), emailVerificado: req.body?.emailVerificado === true, nome: texto(req.body?.nome, 300) },
      logger,
    );
    if ('claims' in resultado) return void res.json({ claims: resultado.claims });
    if (resultado.erro === 'outra_conta') return void res.status(409).json({ mensagem: MENSAGENS.outraContaSocial });
    res.status(403).json({ mensagem: MENSAGENS.emailNaoVerificado });
  });
}
