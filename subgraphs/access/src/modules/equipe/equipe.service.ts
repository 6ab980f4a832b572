import { NaoEncontradoError, ValidacaoError, type ChaveDeSessao, type ClaimsEquipe } from '@alego/kit';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { codigoValido, consumirCodigo, emitirCodigo, type TipoDeCodigo } from '../../lib/codigos.js';
import { hashSegredo, hashSenha, novoSegredo, verificarSenha } from '../../lib/senha.js';
import { configuracaoCorreio, enviarEmail } from '../../mail/carteiro.js';
import { emailSenhaEquipe } from '../../mail/mensagens.js';
import { gravarAuditoria } from '../auditoria/auditoria.service.js';
import { regrasSenha } from '../cidadao/cidadao.rules.js';
import { revogar } from '../sessao/sessao.service.js';
import { CodigoSenhaEquipe, SessaoEquipe, Usuario, UsuarioLotacao } from './usuario.entity.js';

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

/** A link to set the password lasts a day: it also serves a new colleague's first password, not only a forgotten one. */
export const VALIDADE_LINK_SENHA_MS = 24 * 60 * 60 * 1000;
/** At most this many links per account per hour: an administrator's double click cannot flood a mailbox. */
export const MAX_LINKS_SENHA_POR_HORA = 5;
/** Where the link leads: the admin's page to set the password (clients/admin, outside the signed-in shell). */
export const CAMINHO_LINK_SENHA = '/admin/definir-senha/';

export const MENSAGENS_SENHA_EQUIPE = {
  semEmail: 'Cadastre um e-mail para o usuário antes de enviar o link.',
  desativado: 'Reative o usuário antes de enviar o link.',
  muitosLinks: `Este usuário já recebeu ${MAX_LINKS_SENHA_POR_HORA} links na última hora. Tente de novo mais tarde.`,
  enviado: (email: string) => `Link para definir a senha enviado para ${email}. Ele vale por 24 horas.`,
  codigoInvalido: 'Link inválido ou expirado. Peça um novo link à administração do portal.',
  codigoValido: 'Link válido. Defina a sua nova senha.',
  senhaDefinida: 'Senha definida. Entre com o seu login e a nova senha.',
} as const;

/** The link's code works once, unexpired, and only for an active account. */
const LINK_DE_SENHA: TipoDeCodigo<CodigoSenhaEquipe> = {
  entidade: CodigoSenhaEquipe,
  dono: 'usuario',
  validadeMs: VALIDADE_LINK_SENHA_MS,
  maximoPorHora: MAX_LINKS_SENHA_POR_HORA,
  invalido: MENSAGENS_SENHA_EQUIPE.codigoInvalido,
  aceita: (codigo) => codigo.usuario.ativo,
};

/**
 * Sends the account a single-use link to set its password; older links of the account stop working. The password
 * itself never passes through the administrator, nor through any address bar.
 */
export async function enviarLinkDeSenha(em: EntityManager, usuarioId: number, logger: Logger): Promise<string> {
  const { usuario, segredo } = await em.transactional(async (tx) => {
    // Locking the account serializes concurrent sends, so the hourly count cannot be raced.
    const usuario = await tx.findOne(Usuario, { id: usuarioId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!usuario) throw new NaoEncontradoError('Usuário não encontrado.');
    if (!usuario.email) throw new ValidacaoError([MENSAGENS_SENHA_EQUIPE.semEmail]);
    if (!usuario.ativo) throw new ValidacaoError([MENSAGENS_SENHA_EQUIPE.desativado]);
    const segredo = await emitirCodigo(tx, LINK_DE_SENHA, usuario);
    if (!segredo) throw new ValidacaoError([MENSAGENS_SENHA_EQUIPE.muitosLinks]);
    return { usuario, segredo };
  });
  const link = `${configuracaoCorreio().publicUrl}${CAMINHO_LINK_SENHA}${segredo}`;
  await enviarEmail(emailSenhaEquipe(usuario.email!, usuario.nome, usuario.login, link), logger, link);
  return MENSAGENS_SENHA_EQUIPE.enviado(usuario.email!);
}

export async function validarCodigoSenhaEquipe(em: EntityManager, codigo: string): Promise<{ mensagem: string; login: string }> {
  const valido = await codigoValido(em, LINK_DE_SENHA, codigo);
  return { mensagem: MENSAGENS_SENHA_EQUIPE.codigoValido, login: valido.usuario.login };
}

/**
 * Sets the password with the link's code (used once, even by two requests at the same time) and ends every open
 * session of the account, whose tokens the gateway forgets (`revogadas`). Recorded in the audit trail.
 */
export async function definirSenhaEquipe(em: EntityManager, codigo: string, senha: string, requestId: string | null): Promise<{ mensagem: string; revogadas: ChaveDeSessao[] }> {
  // The new password is checked first: a weak one must not burn the link.
  const erros = regrasSenha(senha ?? '');
  if (erros.length) throw new ValidacaoError(erros);
  const senhaHash = await hashSenha(senha);
  const { usuario, sessoes } = await em.transactional(async (tx) => {
    const valido = await consumirCodigo(tx, LINK_DE_SENHA, codigo);
    const agora = new Date();
    valido.usuario.senhaHash = senhaHash;
    const abertas = await tx.find(SessaoEquipe, { usuario: valido.usuario, encerradaEm: null, expiraEm: { $gt: agora } });
    for (const sessao of abertas) sessao.encerradaEm = agora;
    return { usuario: valido.usuario, sessoes: abertas.map((s) => s.id) };
  });
  const revogadas = sessoes.map((id): ChaveDeSessao => `sessao-equipe:${id}`);
  await revogar(em, revogadas);
  await gravarAuditoria(em.fork(), [
    { usuarioId: usuario.id, usuarioNome: usuario.nome, lotacaoId: null, origem: 'sessao', operacao: 'definirSenha', entidade: 'Usuario', entidadeId: String(usuario.id), sucesso: true, requestId },
  ]);
  return { mensagem: MENSAGENS_SENHA_EQUIPE.senhaDefinida, revogadas };
}
