import type { ClaimsEquipe } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/core';
import type { ChaveDeSessao } from '@alego/kit';
import { hashSegredo, novoSegredo, verificarSenha } from '../../lib/senha.js';
import { revogar } from '../sessao/sessao.service.js';
import { SessaoEquipe, Usuario, UsuarioLotacao } from './usuario.entity.js';

/** A staff session lives at most this long without a new login (the token itself lasts minutes). */
export const DURACAO_SESSAO_MS = 12 * 60 * 60 * 1000;

/**
 * The token's claims, read fresh from the database: renewals pick up disabled users and new permissions. `sid`
 * ties the token to its session, so that ending the session revokes it.
 */
export async function claimsDoUsuario(em: EntityManager, usuario: Usuario, sessao: SessaoEquipe): Promise<ClaimsEquipe> {
  const vinculos = await em.find(UsuarioLotacao, { usuario }, { orderBy: { id: 'asc' }, populate: ['lotacao'] });
  return {
    sub: String(usuario.id),
    sid: sessao.id,
    nome: usuario.nome,
    lotacao_padrao_id: usuario.lotacaoPadrao.id,
    recursos: vinculos.map((v) => ({
      lotacao_id: v.lotacao.id,
      permissoes: v.permissoes,
      funcionalidades: v.funcionalidades,
      // A cabinet's deputy travels in the token: the content subgraph lets its users sign news only as that deputy.
      deputado_id: v.lotacao.deputadoId ?? null,
    })),
  };
}

/** Checks the password and opens a session; `null` for unknown login, wrong password or disabled user alike. */
export async function abrirSessao(em: EntityManager, login: string, senha: string): Promise<{ sessao: string; claims: ClaimsEquipe } | null> {
  const usuario = await em.findOne(Usuario, { login: login.trim().toLowerCase() });
  const senhaConfere = await verificarSenha(usuario?.senhaHash, senha);
  if (!usuario || !senhaConfere || !usuario.ativo) return null;
  const { segredo, hash } = novoSegredo();
  const aberta = em.create(SessaoEquipe, { tokenHash: hash, usuario, expiraEm: new Date(Date.now() + DURACAO_SESSAO_MS) });
  await em.flush();
  return { sessao: segredo, claims: await claimsDoUsuario(em, usuario, aberta) };
}

async function sessaoValida(em: EntityManager, sessao: string): Promise<SessaoEquipe | null> {
  if (typeof sessao !== 'string' || sessao.length > 200) return null;
  const encontrada = await em.findOne(SessaoEquipe, { tokenHash: hashSegredo(sessao) }, { populate: ['usuario'] });
  if (!encontrada || encontrada.encerradaEm || encontrada.expiraEm < new Date() || !encontrada.usuario.ativo) return null;
  return encontrada;
}

export async function renovarSessao(em: EntityManager, sessao: string): Promise<ClaimsEquipe | null> {
  const valida = await sessaoValida(em, sessao);
  return valida ? claimsDoUsuario(em, valida.usuario, valida) : null;
}

/** Ends the session and revokes the tokens issued for it (`revogadas`: the key the gateway must forget). */
export async function encerrarSessao(em: EntityManager, sessao: string): Promise<{ usuarioId: number; revogadas: ChaveDeSessao[] } | null> {
  const valida = await sessaoValida(em, sessao);
  if (!valida) return null;
  valida.encerradaEm = new Date();
  await em.flush();
  const revogadas: ChaveDeSessao[] = [`sessao-equipe:${valida.id}`];
  await revogar(em, revogadas);
  return { usuarioId: valida.usuario.id, revogadas };
}

export async function lotacoesDoUsuario(em: EntityManager, usuarioId: number) {
  const usuario = await em.findOne(Usuario, { id: usuarioId, ativo: true });
  if (!usuario) return null;
  const vinculos = await em.find(UsuarioLotacao, { usuario }, { populate: ['lotacao'], orderBy: { id: 'asc' } });
  return vinculos.map((v) => ({ id: v.lotacao.id, nome: v.lotacao.nome, sigla: v.lotacao.sigla, padrao: v.lotacao.id === usuario.lotacaoPadrao.id }));
}
