import { filaDeTrabalhos, municipioPorId, NaoAutenticadoError, ValidacaoError, type ChaveDeSessao, type ClaimsCidadao, type DefinicaoDeTrabalho, type Orm } from '@alego/kit';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { codigoValido, consumirCodigo, emitirCodigo, type TipoDeCodigo } from '../../lib/codigos.js';
import { hashSenha, verificarSenha } from '../../lib/senha.js';
import { configuracaoCorreio, emSegundoPlano, enviarEmail } from '../../mail/carteiro.js';
import { createFilaEmProcesso, type Envio } from '../../mail/fila.js';
import { emailConfirmacao, emailContaExistente, emailRecuperacao } from '../../mail/mensagens.js';
import { AceitePoliticaPrivacidade } from '../politica-privacidade/aceite.entity.js';
import { politicaVigente, versaoParaAceite } from '../politica-privacidade/politica-privacidade.service.js';
import { revogar, versaoAtual } from '../sessao/sessao.service.js';
import { Cidadao, CodigoCidadao, FinalidadeCodigo } from './cidadao.entity.js';
import { emailValido, localidadeInformada, MENSAGENS, normalizarEmail, normalizarTelefone, regrasCadastro, regrasPerfil, regrasSenha, versaoValida, type LocalidadeDoCidadao } from './cidadao.rules.js';
import type { CadastroCidadaoInput, MeusDados, PerfilCidadao, PerfilCidadaoInput } from './cidadao.types.js';

export const VALIDADE_MS: Record<FinalidadeCodigo, number> = {
  [FinalidadeCodigo.confirmacao]: 24 * 60 * 60 * 1000,
  [FinalidadeCodigo.recuperacao]: 60 * 60 * 1000,
};

/** At most this many e-mails of one kind per account per hour: nobody can flood a citizen's mailbox through us. */
export const MAX_CODIGOS_POR_HORA = 5;

const CAMINHO_LINK: Record<FinalidadeCodigo, string> = {
  [FinalidadeCodigo.confirmacao]: '/cidadao/confirmar-cadastro/',
  [FinalidadeCodigo.recuperacao]: '/cidadao/recuperar-senha/',
};

/** The account's revocation key: logout, password change, reset and deletion bump its version. */
export function chaveDoCidadao(cidadaoId: number): ChaveDeSessao {
  return `cidadao:${cidadaoId}`;
}

/** The token's claims, with the account's current session version (`ver`). */
export async function claimsDoCidadao(em: EntityManager, cidadao: Cidadao): Promise<ClaimsCidadao> {
  return { sub: String(cidadao.id), nome: cidadao.nome, email: cidadao.email, ver: await versaoAtual(em, chaveDoCidadao(cidadao.id)) };
}

/** Ends every session of the account (every token issued so far); the key is returned for the gateway to forget. */
export async function encerrarSessoes(em: EntityManager, cidadaoId: number): Promise<ChaveDeSessao[]> {
  const chaves = [chaveDoCidadao(cidadaoId)];
  await revogar(em, chaves);
  return chaves;
}

/**
 * A new single-use code (256 bits, only its hash stored) and the link that carries it; older codes of the same
 * purpose stop working. `null` when the account already got its hourly share of e-mails.
 */
const CODIGOS: Record<FinalidadeCodigo, TipoDeCodigo<CodigoCidadao>> = {
  [FinalidadeCodigo.confirmacao]: tipoDeCodigo(FinalidadeCodigo.confirmacao),
  [FinalidadeCodigo.recuperacao]: tipoDeCodigo(FinalidadeCodigo.recuperacao),
};

function tipoDeCodigo(finalidade: FinalidadeCodigo): TipoDeCodigo<CodigoCidadao> {
  return { entidade: CodigoCidadao, dono: 'cidadao', escopo: { finalidade }, validadeMs: VALIDADE_MS[finalidade], maximoPorHora: MAX_CODIGOS_POR_HORA, invalido: MENSAGENS.codigoInvalido };
}

/** A new code of `finalidade` and the link that carries it; `null` when the account already got its hourly share of e-mails. */
async function emitirLink(em: EntityManager, cidadaoId: number, finalidade: FinalidadeCodigo): Promise<string | null> {
  const segredo = await em.transactional(async (tx) => {
    const cidadao = await tx.findOne(Cidadao, { id: cidadaoId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return cidadao && emitirCodigo(tx, CODIGOS[finalidade], cidadao);
  });
  return segredo && `${configuracaoCorreio().publicUrl}${CAMINHO_LINK[finalidade]}${segredo}`;
}

/**
 * The worker's side of an e-mail job: looks the address up and sends what fits, or nothing. Sign-up mails a
 * confirmed account a notice with a recovery link and any other a confirmation link; resending only confirms
 * unconfirmed accounts; recovery goes to any account.
 */
async function processarEnvio(em: EntityManager, { tipo, email }: Envio, logger: Logger): Promise<void> {
  const cidadao = await em.findOne(Cidadao, { email });
  if (!cidadao || (tipo === 'reenvio' && cidadao.confirmado)) return;
  const finalidade = tipo === 'recuperacao' || (tipo === 'cadastro' && cidadao.confirmado) ? FinalidadeCodigo.recuperacao : FinalidadeCodigo.confirmacao;
  const link = await emitirLink(em, cidadao.id, finalidade);
  if (!link) return;
  const mensagem =
    finalidade === FinalidadeCodigo.confirmacao
      ? emailConfirmacao(cidadao.email, cidadao.nome, link)
      : tipo === 'cadastro'
        ? emailContaExistente(cidadao.email, cidadao.nome, link)
        : emailRecuperacao(cidadao.email, cidadao.nome, link);
  await enviarEmail(mensagem, logger, link);
}

/** The queue of sign-up, resend and recovery jobs when the process runs the PostgreSQL queue. */
export const TRABALHO_ENVIO = 'access.envio';

const emProcesso = createFilaEmProcesso((envio, { em, logger }) => processarEnvio(em.fork(), envio, logger));

/**
 * E-mail jobs (see `FilaDeEnvios`): on the PostgreSQL queue when this process runs it (a job survives the process
 * that queued it, and any replica may run it), else in this process. Either way the request only queues `{tipo,
 * email}`, the same work for any address; each job works with a fork of its own.
 */
export const filaDeEnvios = {
  ...emProcesso,
  enfileirar(envio: Envio, contexto: { em: EntityManager; logger: Logger }): void {
    const fila = filaDeTrabalhos();
    if (!fila?.tem(TRABALHO_ENVIO)) return emProcesso.enfileirar(envio, contexto);
    emSegundoPlano(async () => void (await fila.enfileirar(TRABALHO_ENVIO, envio)), contexto.logger);
  },
};

/** The job behind `filaDeEnvios` on the PostgreSQL queue. Its data (an address) is kept one hour after it ran. */
export function trabalhoDeEnvio(orm: Orm): DefinicaoDeTrabalho<Envio> {
  return { nome: TRABALHO_ENVIO, retencaoS: 60 * 60, executar: (envio, { logger }) => processarEnvio(orm.em.fork(), envio, logger) };
}

/** The place the rules accepted (they ran first), or undefined when the input leaves it as it is. */
function localidadeAceita(dados: Parameters<typeof localidadeInformada>[0]): LocalidadeDoCidadao | undefined {
  const lugar = localidadeInformada(dados);
  return lugar && 'localidade' in lugar ? lugar.localidade : undefined;
}

/**
 * Sign-up. The answer never tells whether the e-mail was already registered: a new account gets a confirmation
 * link; an unconfirmed one gets a new link; a confirmed one gets a notice with a password-recovery link.
 */
export async function cadastrar(em: EntityManager, dados: CadastroCidadaoInput, logger: Logger, ip?: string | null): Promise<string> {
  const erros = regrasCadastro(dados);
  if (erros.length) throw new ValidacaoError(erros);
  const versao = await versaoParaAceite(em, dados.versaoPolitica);
  if (versao === null) throw new ValidacaoError(MENSAGENS.versaoPolitica);
  const email = normalizarEmail(dados.email);
  // Hashed on every path, so a registered e-mail does not answer faster.
  const senhaHash = await hashSenha(dados.senha);
  if (!(await em.findOne(Cidadao, { email }))) {
    try {
      // One flush is one transaction: the account and its consent record exist together or not at all.
      const novo = em.create(Cidadao, {
        nome: dados.nome.trim(),
        email,
        senhaHash,
        telefone: normalizarTelefone(dados.telefone) || null,
        ...localidadeAceita(dados),
      });
      em.create(AceitePoliticaPrivacidade, { cidadao: novo, versao, ip: ip ?? null, origem: 'cadastro' });
      await em.flush();
      logger.info({ evento: 'cidadao_cadastrado', cidadaoId: novo.id }, 'cadastro de cidadão');
    } catch (erro) {
      // Two sign-ups with one e-mail at the same moment: the second one is an existing account.
      if (!(erro instanceof UniqueConstraintViolationException)) throw erro;
      em.clear();
    }
  }
  // The worker decides the message (confirmation, or a notice to a confirmed account), after the answer.
  filaDeEnvios.enfileirar({ tipo: 'cadastro', email }, { em, logger });
  return MENSAGENS.cadastroRecebido;
}

export async function confirmarCadastro(em: EntityManager, codigo: string, logger: Logger): Promise<string> {
  const cidadao = await em.transactional(async (tx) => {
    const { cidadao: dono } = await consumirCodigo(tx, CODIGOS[FinalidadeCodigo.confirmacao], codigo);
    if (!dono.confirmado) Object.assign(dono, { confirmado: true, confirmadoEm: new Date() });
    return dono;
  });
  logger.info({ evento: 'cidadao_confirmado', cidadaoId: cidadao.id }, 'cadastro confirmado');
  return MENSAGENS.cadastroConfirmado;
}

function emailDoPedido(email: string): string {
  const normalizado = normalizarEmail(email ?? '');
  if (!emailValido(normalizado)) throw new ValidacaoError(MENSAGENS.email);
  return normalizado;
}

/**
 * Resend and recovery never look the address up on the request path: they enqueue the same job for any address
 * and answer, so neither the answer nor its time says whether the address is registered.
 */
export async function reenviarConfirmacao(em: EntityManager, email: string, logger: Logger): Promise<string> {
  filaDeEnvios.enfileirar({ tipo: 'reenvio', email: emailDoPedido(email) }, { em, logger });
  return MENSAGENS.confirmacaoReenviada;
}

export async function gerarLinkRecuperacao(em: EntityManager, email: string, logger: Logger): Promise<string> {
  filaDeEnvios.enfileirar({ tipo: 'recuperacao', email: emailDoPedido(email) }, { em, logger });
  return MENSAGENS.linkRecuperacao;
}

/** Whether a recovery link still works (the page asks before showing the new-password form); uses nothing. */
export async function validarCodigoRecuperacao(em: EntityManager, codigo: string): Promise<string> {
  await codigoValido(em, CODIGOS[FinalidadeCodigo.recuperacao], codigo);
  return MENSAGENS.codigoValido;
}

/** Sets the new password and ends every session of the account (`revogadas`, for the gateway to forget). */
export async function recuperarSenha(em: EntityManager, codigo: string, senha: string, logger: Logger): Promise<{ mensagem: string; revogadas: ChaveDeSessao[] }> {
  // The new password is checked first: a weak one must not burn the link.
  const erros = regrasSenha(senha ?? '');
  if (erros.length) throw new ValidacaoError(erros);
  const senhaHash = await hashSenha(senha);
  const cidadao = await em.transactional(async (tx) => {
    const { cidadao: dono } = await consumirCodigo(tx, CODIGOS[FinalidadeCodigo.recuperacao], codigo);
    // Opening the link proved the mailbox, which is all a confirmation proves.
    Object.assign(dono, { senhaHash, confirmado: true, confirmadoEm: dono.confirmadoEm ?? new Date() });
    return dono;
  });
  const revogadas = await encerrarSessoes(em, cidadao.id);
  logger.info({ evento: 'cidadao_senha_recuperada', cidadaoId: cidadao.id }, 'senha recuperada');
  return { mensagem: MENSAGENS.senhaRecuperada, revogadas };
}

export type ResultadoLogin = { claims: ClaimsCidadao } | { erro: 'credenciais' | 'nao_confirmado' };

/** Unknown e-mail, social-only account and wrong password give the same answer, after the same argon2 work. */
export async function entrar(em: EntityManager, email: string, senha: string): Promise<ResultadoLogin> {
  const normalizado = normalizarEmail(email);
  const cidadao = emailValido(normalizado) ? await em.findOne(Cidadao, { email: normalizado }) : null;
  const confere = await verificarSenha(cidadao?.senhaHash ?? undefined, senha);
  if (!cidadao || !confere) return { erro: 'credenciais' };
  if (!cidadao.confirmado) return { erro: 'nao_confirmado' };
  return { claims: await claimsDoCidadao(em, cidadao) };
}

export type Provedor = 'google' | 'facebook';

export interface DadosSociais {
  provedor: Provedor;
  sub: string;
  email?: string;
  emailVerificado: boolean;
  nome?: string;
}

export type ResultadoSocial = { claims: ClaimsCidadao; criado: boolean } | { erro: 'email_nao_verificado' | 'outra_conta' };

const CAMPO_SOCIAL = { google: 'googleSub', facebook: 'facebookSub' } as const;

/**
 * Social sign-in: the account already linked to this provider account; else the account with the same e-mail,
 * if the provider verified it; else a new, confirmed account.
 */
export async function entrarComProvedor(em: EntityManager, dados: DadosSociais, logger: Logger): Promise<ResultadoSocial> {
  const campo = CAMPO_SOCIAL[dados.provedor];
  const vinculado = await em.findOne(Cidadao, { [campo]: dados.sub });
  if (vinculado) return { claims: await claimsDoCidadao(em, vinculado), criado: false };

  const email = normalizarEmail(dados.email ?? '');
  if (!dados.emailVerificado || !emailValido(email)) return { erro: 'email_nao_verificado' };
  const existente = await em.findOne(Cidadao, { email });
  if (existente) {
    if (existente[campo]) return { erro: 'outra_conta' };
    existente[campo] = dados.sub;
    if (!existente.confirmado) {
      // Whoever chose this unconfirmed account's password never proved the mailbox; the provider's owner did.
      // Dropping that password stops an account "pre-hijacked" by someone who signed up with another's e-mail.
      Object.assign(existente, { confirmado: true, confirmadoEm: new Date(), senhaHash: null });
      await em.nativeUpdate(CodigoCidadao, { cidadao: existente, usadoEm: null }, { usadoEm: new Date() });
    }
    await em.flush();
    logger.info({ evento: 'cidadao_vinculado', cidadaoId: existente.id, provedor: dados.provedor }, 'conta social vinculada');
    return { claims: await claimsDoCidadao(em, existente), criado: false };
  }
  const nome = dados.nome?.trim().slice(0, 200) || email.split('@')[0]!;
  try {
    const novo = em.create(Cidadao, { nome, email, confirmado: true, confirmadoEm: new Date(), [campo]: dados.sub });
    await em.flush();
    logger.info({ evento: 'cidadao_cadastrado', cidadaoId: novo.id, provedor: dados.provedor }, 'cadastro de cidadão pelo login social');
    return { claims: await claimsDoCidadao(em, novo), criado: true };
  } catch (erro) {
    // The same first login twice at once: the other request created the account.
    if (!(erro instanceof UniqueConstraintViolationException)) throw erro;
    em.clear();
    return entrarComProvedor(em, dados, logger);
  }
}

/** The signed-in citizen's account; a token that outlived its account is as good as none. */
export async function cidadaoConectado(em: EntityManager, cidadaoId: number): Promise<Cidadao> {
  const cidadao = await em.findOne(Cidadao, { id: cidadaoId });
  if (!cidadao) throw new NaoAutenticadoError();
  return cidadao;
}

export async function perfil(em: EntityManager, cidadao: Cidadao): Promise<PerfilCidadao> {
  const [ultimo, vigente] = await Promise.all([em.findOne(AceitePoliticaPrivacidade, { cidadao }, { orderBy: { aceitoEm: 'desc', id: 'desc' } }), politicaVigente(em)]);
  // A citizen who never accepted the version in force is asked to, at the next sign-in (docs/institucional.md).
  const pendente = vigente && !(await em.count(AceitePoliticaPrivacidade, { cidadao, versao: String(vigente.versao) })) ? vigente.versao : null;
  return {
    id: String(cidadao.id),
    nome: cidadao.nome,
    email: cidadao.email,
    telefone: cidadao.telefone ?? null,
    estadoId: cidadao.estadoId ?? null,
    municipioId: cidadao.municipioId ?? null,
    municipio: (cidadao.municipioId != null ? municipioPorId(cidadao.municipioId)?.nome : null) ?? cidadao.municipio ?? null,
    confirmado: cidadao.confirmado,
    possuiSenha: Boolean(cidadao.senhaHash),
    provedoresSociais: [cidadao.googleSub ? 'google' : null, cidadao.facebookSub ? 'facebook' : null].filter((p): p is string => p !== null),
    versaoPoliticaAceita: ultimo?.versao ?? null,
    politicaPendente: pendente,
    criadoEm: cidadao.createdAt,
  };
}

export async function atualizarPerfil(em: EntityManager, cidadao: Cidadao, dados: PerfilCidadaoInput): Promise<PerfilCidadao> {
  const erros = regrasPerfil(dados);
  if (erros.length) throw new ValidacaoError(erros);
  if (dados.nome !== undefined && dados.nome !== null) cidadao.nome = dados.nome.trim();
  if (dados.telefone !== undefined && dados.telefone !== null) cidadao.telefone = normalizarTelefone(dados.telefone) || null;
  const localidade = localidadeAceita(dados);
  if (localidade) Object.assign(cidadao, localidade);
  await em.flush();
  return perfil(em, cidadao);
}

/** Changes the password and ends every session of the account, the caller's included (its client signs in again). */
export async function atualizarSenha(em: EntityManager, cidadao: Cidadao, senhaAtual: string, novaSenha: string, logger: Logger): Promise<{ mensagem: string; revogadas: ChaveDeSessao[] }> {
  if (!cidadao.senhaHash) throw new ValidacaoError(MENSAGENS.semSenha);
  const erros = regrasSenha(novaSenha ?? '');
  if (erros.length) throw new ValidacaoError(erros);
  if (!(await verificarSenha(cidadao.senhaHash, senhaAtual ?? ''))) throw new ValidacaoError(MENSAGENS.senhaAtual);
  cidadao.senhaHash = await hashSenha(novaSenha);
  // A recovery link sent before the change must not undo it.
  await em.nativeUpdate(CodigoCidadao, { cidadao, finalidade: FinalidadeCodigo.recuperacao, usadoEm: null }, { usadoEm: new Date() });
  await em.flush();
  const revogadas = await encerrarSessoes(em, cidadao.id);
  logger.info({ evento: 'cidadao_senha_alterada', cidadaoId: cidadao.id }, 'senha alterada');
  return { mensagem: MENSAGENS.senhaAlterada, revogadas };
}

export async function aceitarPolitica(em: EntityManager, cidadao: Cidadao, versao: string | null | undefined, ip?: string | null): Promise<string> {
  // An argument left out arrives as undefined (type-graphql): the current version, like null.
  if (versao !== null && versao !== undefined && !versaoValida(versao)) throw new ValidacaoError(MENSAGENS.versaoPolitica);
  const aceita = await versaoParaAceite(em, versao);
  if (aceita === null) throw new ValidacaoError(MENSAGENS.versaoPolitica);
  em.create(AceitePoliticaPrivacidade, { cidadao, versao: aceita, ip: ip ?? null, origem: 'perfil' });
  await em.flush();
  return MENSAGENS.politicaAceita;
}

export async function meusDados(em: EntityManager, cidadao: Cidadao): Promise<MeusDados> {
  const [aceites, codigos] = await Promise.all([
    em.find(AceitePoliticaPrivacidade, { cidadao }, { orderBy: { aceitoEm: 'asc', id: 'asc' } }),
    em.find(CodigoCidadao, { cidadao }, { orderBy: { criadoEm: 'asc', id: 'asc' } }),
  ]);
  const contasSociais = [
    ...(cidadao.googleSub ? [{ provedor: 'google', identificador: cidadao.googleSub }] : []),
    ...(cidadao.facebookSub ? [{ provedor: 'facebook', identificador: cidadao.facebookSub }] : []),
  ];
  return {
    geradoEm: new Date(),
    perfil: await perfil(em, cidadao),
    atualizadoEm: cidadao.updatedAt,
    confirmadoEm: cidadao.confirmadoEm ?? null,
    contasSociais,
    aceitesPolitica: aceites.map((a) => ({ versao: a.versao, aceitoEm: a.aceitoEm, ip: a.ip ?? null, origem: a.origem })),
    codigosEnviados: codigos.map((c) => ({ finalidade: c.finalidade, criadoEm: c.criadoEm, expiraEm: c.expiraEm, usadoEm: c.usadoEm ?? null })),
  };
}

/** Erases the account and, through the foreign keys, its codes and consent records. */
export async function excluirConta(em: EntityManager, cidadao: Cidadao, senha: string | null | undefined, logger: Logger): Promise<{ mensagem: string; revogadas: ChaveDeSessao[] }> {
  // Social-only accounts have no password to ask for; the signed token is the proof.
  if (cidadao.senhaHash && !(await verificarSenha(cidadao.senhaHash, senha ?? ''))) throw new ValidacaoError(MENSAGENS.senhaIncorreta);
  const id = cidadao.id;
  await em.remove(cidadao).flush();
  const revogadas = await encerrarSessoes(em, id);
  logger.info({ evento: 'cidadao_excluido', cidadaoId: id }, 'conta de cidadão excluída a pedido do titular');
  return { mensagem: MENSAGENS.contaExcluida, revogadas };
}
