import {
  avisarRequerente,
  guardarArquivo,
  montarPagina,
  NaoEncontradoError,
  parseId,
  ValidacaoError,
  validarPaginacao,
  type Identidade,
  type Pagina,
  type PaginacaoArgs,
  urlDoArquivo,
  termoEm,
} from '@alego/kit';
import type { Logger } from 'pino';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { semNul } from '../../text.js';
import { ObjetivoFaleConosco, ROTULOS_STATUS, SolicitacaoFaleConosco, StatusFaleConosco } from './fale-conosco.entity.js';
import type { FaleConoscoFiltro, FaleConoscoInput, RespostaFaleConoscoInput } from './fale-conosco.inputs.js';
import { MENSAGENS_FALE_CONOSCO } from '@alego/catalog';
import { regrasFaleConosco, regrasResposta } from './fale-conosco.rules.js';
import { Contato } from '../contato/contato.entity.js';

export const MENSAGEM_CONTATADO_INVALIDO = 'Escolha um setor ou gabinete da lista de contatos.';

const FUSO = 'America/Sao_Paulo';

/** Year (Brasília) + the row id on six digits: unique, increasing, and meaningless to guess beyond the count. */
export function gerarProtocolo(id: number, criadaEm: Date): string {
  const ano = new Intl.DateTimeFormat('en', { timeZone: FUSO, year: 'numeric' }).format(criadaEm);
  return `${ano}${String(id).padStart(6, '0')}`;
}

export async function enviar(em: EntityManager, dados: FaleConoscoInput): Promise<SolicitacaoFaleConosco> {
  const erros = regrasFaleConosco(dados);
  if (dados.contatadoId != null && !(await em.findOne(Contato, { id: dados.contatadoId }))) erros.push(MENSAGEM_CONTATADO_INVALIDO);
  if (erros.length) throw new ValidacaoError(erros);
  const texto = (valor: string | null | undefined) => semNul(valor ?? '').trim();
  return em.transactional(async (tx) => {
    const solicitacao = tx.create(SolicitacaoFaleConosco, {
      nome: texto(dados.nome),
      email: texto(dados.email).toLowerCase(),
      telefone: texto(dados.telefone) || null,
      assunto: texto(dados.assunto),
      tipo: dados.tipo as ObjetivoFaleConosco,
      mensagem: texto(dados.mensagem),
      contatadoId: dados.contatadoId ?? null,
    } as SolicitacaoFaleConosco);
    await tx.flush();
    solicitacao.protocolo = gerarProtocolo(solicitacao.id, solicitacao.createdAt);
    await tx.flush();
    return solicitacao;
  });
}

/** 'dd/mm/aaaa' or 'aaaa-mm-dd' → the Brasília day as [start, end); null when it is not a date. */
function diaBrasilia(texto: string): [Date, Date] | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  const [ano, mes, dia] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!ano) return null;
  const inicio = new Date(`${ano}-${mes}-${dia}T00:00:00-03:00`);
  if (Number.isNaN(inicio.getTime()) || inicio.toISOString().slice(5, 7) !== mes) return null;
  return [inicio, new Date(inicio.getTime() + 24 * 3600 * 1000)];
}

export const MENSAGEM_DATA_INVALIDA = 'Informe a data no formato dd/mm/aaaa.';

export async function listar(em: EntityManager, filtro: FaleConoscoFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<SolicitacaoFaleConosco>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const onde: FilterQuery<SolicitacaoFaleConosco>[] = [];
  if (filtro?.status) onde.push({ status: filtro.status });
  if (filtro?.tipo) onde.push({ tipo: filtro.tipo });
  const assunto = termoEm<SolicitacaoFaleConosco>(semNul(filtro?.assunto ?? ''), ['assunto']);
  if (assunto) onde.push(assunto);
  const protocolo = (filtro?.protocolo ?? '').replace(/\D/g, '');
  if (filtro?.protocolo?.trim()) onde.push({ protocolo: { $like: `%${protocolo}%` } });
  const data = (filtro?.createdAt ?? '').trim();
  if (data) {
    const dia = diaBrasilia(data);
    if (!dia) throw new ValidacaoError(MENSAGEM_DATA_INVALIDA);
    onde.push({ createdAt: { $gte: dia[0], $lt: dia[1] } });
  }
  const [itens, total] = await em.findAndCount(SolicitacaoFaleConosco, onde.length ? { $and: onde } : {}, {
    limit,
    offset,
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  return montarPagina(itens, total, paginacao);
}

export async function obter(em: EntityManager, id: string): Promise<SolicitacaoFaleConosco | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(SolicitacaoFaleConosco, { id: chave });
}

export async function responder(
  em: EntityManager,
  identidade: Extract<Identidade, { tipo: 'equipe' }>,
  id: string,
  dados: RespostaFaleConoscoInput,
  logger: Logger,
): Promise<SolicitacaoFaleConosco> {
  const solicitacao = await obter(em, id);
  if (!solicitacao) throw new NaoEncontradoError();
  const erros = regrasResposta(dados, solicitacao.status);
  if (erros.length) throw new ValidacaoError(erros);
  solicitacao.respostaConteudo = semNul(dados.respostaConteudo).trim();
  if (dados.pdfRespostaSolicitacao) solicitacao.pdfRespostaSolicitacao = guardarArquivo(dados.pdfRespostaSolicitacao);
  solicitacao.status = dados.status ?? StatusFaleConosco.finalizada;
  solicitacao.respondidaEm = new Date();
  solicitacao.respondidaPor = identidade.nome;
  await em.flush();
  avisarResposta(solicitacao, logger);
  return solicitacao;
}

const origemPublica = () => (process.env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/** The reply reaches the citizen by e-mail, its PDF as a signed link (access never reads our files). */
function avisarResposta(solicitacao: SolicitacaoFaleConosco, logger: Logger): void {
  const pdf = solicitacao.pdfRespostaSolicitacao;
  avisarRequerente(
    {
      para: solicitacao.email,
      nome: solicitacao.nome,
      assunto: `Resposta do Fale Conosco – protocolo ${solicitacao.protocolo}`,
      paragrafos: [
        `Respondemos à sua mensagem "${solicitacao.assunto}" (situação: ${ROTULOS_STATUS[solicitacao.status].toLowerCase()}).`,
        solicitacao.respostaConteudo ?? '',
      ],
      acao: { rotulo: 'Ver a solicitação', link: `${origemPublica()}/fale-conosco/consulta?protocolo=${solicitacao.protocolo}` },
      ...(pdf ? { anexos: [{ nome: pdf.nome, link: `${origemPublica()}${urlDoArquivo(pdf.chave)}` }] } : {}),
    },
    logger,
  );
}

export const MENSAGEM_CONSULTA_NAO_ENCONTRADA = 'Nenhuma solicitação encontrada com este protocolo e e-mail.';

/** The public lookup: the request and its reply for whoever gives both its protocol and its e-mail. */
export async function consultar(em: EntityManager, protocolo: string, email: string): Promise<SolicitacaoFaleConosco> {
  const numero = semNul(protocolo ?? '').replace(/\D/g, '');
  const solicitacao = numero ? await em.findOne(SolicitacaoFaleConosco, { protocolo: numero }) : null;
  if (!solicitacao || semNul(email ?? '').trim().toLowerCase() !== solicitacao.email) throw new NaoEncontradoError(MENSAGEM_CONSULTA_NAO_ENCONTRADA);
  return solicitacao;
}

/** The menu badge: requests nobody has answered yet. */
export function contarAguardando(em: EntityManager): Promise<number> {
  return em.count(SolicitacaoFaleConosco, { status: StatusFaleConosco.aguardando_resposta });
}

export { MENSAGENS_FALE_CONOSCO };
