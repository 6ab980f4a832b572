import {
  hojeEmBrasilia,
  formatarData,
  MENSAGENS_LAI,
  MOTIVOS_NEGATIVA_LAI,
  PRAZOS_LAI,
  prazoDeResposta,
  ROTULOS_DECISAO_LAI,
  ROTULOS_RECURSO_LAI,
  ROTULOS_STATUS_LAI,
  somarDias,
  type MotivoNegativaLai,
} from '@alego/catalog';
import {
  avisarRequerente,
  DocumentoEmitido,
  emitirDocumento,
  guardarArquivo,
  montarPagina,
  NaoEncontradoError,
  parseId,
  urlDoArquivo,
  ValidacaoError,
  validarPaginacao,
  type Identidade,
  type Pagina,
  type PaginacaoArgs,
  termoEm,
} from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { gerarProtocolo } from '../fale-conosco/fale-conosco.service.js';
import { RecursoInformacao, SolicitacaoInformacao } from './solicitacao-informacao.entity.js';
import { detalhesDaResposta, nomeDaResposta, origemDaResposta, pdfDaResposta, TIPO_DOCUMENTO_RESPOSTA } from './solicitacao-informacao.pdf.js';
import type {
  EstatisticaSolicitacoesInformacao,
  RespostaRecursoInformacaoInput,
  RespostaSolicitacaoInformacaoInput,
  SolicitacaoInformacaoFiltro,
  SolicitacaoInformacaoInput,
  StatusDeSolicitacaoInformacao,
} from './solicitacao-informacao.inputs.js';
import { regrasProrrogacao, regrasRecurso, regrasResposta, regrasRespostaRecurso, regrasSolicitacao, texto } from './solicitacao-informacao.rules.js';

type Equipe = Extract<Identidade, { tipo: 'equipe' }>;

/** Where the requester reads the request on the public site (the link of every e-mail). */
export function linkDaConsulta(protocolo: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  return `${base}/transparencia/solicitacoes-informacao/consulta?protocolo=${protocolo}`;
}

function avisar(solicitacao: SolicitacaoInformacao, assunto: string, paragrafos: string[], logger: Logger, anexos?: { nome: string; link: string }[]): void {
  avisarRequerente(
    {
      para: solicitacao.email,
      nome: solicitacao.nome,
      assunto: `${assunto} – protocolo ${solicitacao.protocolo}`,
      paragrafos,
      acao: { rotulo: 'Acompanhar a solicitação', link: linkDaConsulta(solicitacao.protocolo) },
      ...(anexos?.length ? { anexos } : {}),
    },
    logger,
  );
}

export async function enviar(em: EntityManager, dados: SolicitacaoInformacaoInput, identidade: Identidade | null, logger: Logger, agora = new Date()): Promise<SolicitacaoInformacao> {
  const erros = regrasSolicitacao(dados);
  if (erros.length) throw new ValidacaoError(erros);
  const recebidaEm = hojeEmBrasilia(agora);
  const opcional = (valor: string | null | undefined) => texto(valor) || null;
  const solicitacao = await em.transactional(async (tx) => {
    const nova = tx.create(SolicitacaoInformacao, {
      cidadaoId: identidade?.tipo === 'cidadao' ? identidade.cidadaoId : null,
      tipoPessoa: texto(dados.tipoPessoa),
      nome: texto(dados.nome),
      email: texto(dados.email).toLowerCase(),
      telefone: opcional(dados.telefone),
      genero: opcional(dados.genero),
      escolaridade: opcional(dados.escolaridade),
      ocupacao: opcional(dados.ocupacao),
      objetivo: opcional(dados.objetivo),
      estadoId: dados.estadoId ?? null,
      municipioId: dados.municipioId ?? null,
      pedido: texto(dados.pedido),
      recebidaEm,
      prazo: prazoDeResposta(recebidaEm),
      createdAt: agora,
    } as SolicitacaoInformacao);
    await tx.flush();
    nova.protocolo = gerarProtocolo(nova.id, agora);
    await tx.flush();
    return nova;
  });
  avisar(
    solicitacao,
    'Pedido de acesso à informação recebido',
    [
      `Recebemos o seu pedido de acesso à informação em ${formatarData(recebidaEm)}. O número de protocolo é ${solicitacao.protocolo}.`,
      `A resposta será dada até ${formatarData(solicitacao.prazo)} (20 dias corridos, prorrogáveis por mais 10 com justificativa, Lei 12.527/2011, art. 11).`,
      `Pedido: ${solicitacao.pedido}`,
    ],
    logger,
  );
  return solicitacao;
}

const protocoloDe = (protocolo: string) => texto(protocolo).replace(/\D/g, '');

export async function status(em: EntityManager, protocolo: string): Promise<StatusDeSolicitacaoInformacao | null> {
  const numero = protocoloDe(protocolo);
  if (!numero) throw new ValidacaoError(MENSAGENS_LAI.protocolo);
  const s = await em.findOne(SolicitacaoInformacao, { protocolo: numero });
  return s && { protocolo: s.protocolo, status: s.status, rotulo: ROTULOS_STATUS_LAI[s.status], recebidaEm: s.recebidaEm, prazo: s.prazo, prorrogada: !!s.prorrogadaEm };
}

/** The request and its answers: for whoever gives its protocol and e-mail, or the signed-in citizen who filed it. */
export async function consultar(em: EntityManager, protocolo: string, email: string | null | undefined, identidade: Identidade | null): Promise<SolicitacaoInformacao> {
  const numero = protocoloDe(protocolo);
  if (!numero) throw new ValidacaoError(MENSAGENS_LAI.protocolo);
  const s = await em.findOne(SolicitacaoInformacao, { protocolo: numero }, { populate: ['recursos'] });
  const dono = identidade?.tipo === 'cidadao' && s?.cidadaoId === identidade.cidadaoId;
  if (!s || (!dono && texto(email).toLowerCase() !== s.email)) throw new NaoEncontradoError(MENSAGENS_LAI.naoEncontrada);
  return s;
}

/** The answer document (PDF with its verification code); null before the answer. */
export async function documentoDaResposta(em: EntityManager, s: SolicitacaoInformacao): Promise<{ nome: string; conteudoBase64: string } | null> {
  const documento = await em.findOne(DocumentoEmitido, { origem: origemDaResposta(s) });
  if (!documento || !s.respondidaEm) return null;
  return { nome: nomeDaResposta(s), conteudoBase64: (await pdfDaResposta(s, documento.codigo, s.respondidaEm)).toString('base64') };
}

export function minhas(em: EntityManager, cidadaoId: number): Promise<SolicitacaoInformacao[]> {
  return em.find(SolicitacaoInformacao, { cidadaoId }, { orderBy: { id: 'desc' }, populate: ['recursos'], limit: 100 });
}

/** First appeal after the answer, second after the first appeal's decision; each within 10 days of what it contests. */
export async function recorrer(
  em: EntityManager,
  protocolo: string,
  email: string | null | undefined,
  razoes: string,
  identidade: Identidade | null,
  logger: Logger,
  agora = new Date(),
): Promise<SolicitacaoInformacao> {
  const s = await consultar(em, protocolo, email, identidade);
  const instancia = s.recursos.length + 1;
  if (s.status !== 'respondida' || instancia > 2) throw new ValidacaoError(MENSAGENS_LAI.semRecurso);
  const hoje = hojeEmBrasilia(agora);
  if (hoje > s.prazo) throw new ValidacaoError(MENSAGENS_LAI.recursoForaDoPrazo);
  const erros = regrasRecurso(razoes);
  if (erros.length) throw new ValidacaoError(erros);
  const prazo = somarDias(hoje, PRAZOS_LAI.recurso);
  em.create(RecursoInformacao, { solicitacao: s, instancia, razoes: texto(razoes), prazo, createdAt: agora } as RecursoInformacao);
  s.status = 'em_recurso';
  s.prazo = prazo;
  await em.flush();
  avisar(
    s,
    `Recurso em ${instancia}ª instância recebido`,
    [`Recebemos o seu recurso em ${instancia}ª instância. A decisão será dada até ${formatarData(prazo)} (${PRAZOS_LAI.recurso} dias corridos, Lei 12.527/2011, art. 15).`],
    logger,
  );
  return s;
}

export async function listar(em: EntityManager, filtro: SolicitacaoInformacaoFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<SolicitacaoInformacao>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const onde: FilterQuery<SolicitacaoInformacao>[] = [];
  if (filtro?.status) onde.push({ status: filtro.status });
  const numero = protocoloDe(filtro?.protocolo ?? '');
  if (numero) onde.push({ protocolo: { $like: `%${numero}%` } });
  const termo = termoEm<SolicitacaoInformacao>(texto(filtro?.termo), ['nome', 'pedido']);
  if (termo) onde.push(termo);
  // The queue: what expires first comes first.
  const [itens, total] = await em.findAndCount(SolicitacaoInformacao, onde.length ? { $and: onde } : {}, { limit, offset, orderBy: { prazo: 'asc', id: 'asc' }, populate: ['recursos'] });
  return montarPagina(itens, total, paginacao);
}

export async function obter(em: EntityManager, id: string): Promise<SolicitacaoInformacao | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(SolicitacaoInformacao, { id: chave }, { populate: ['recursos'] });
}

async function obterOu404(em: EntityManager, id: string): Promise<SolicitacaoInformacao> {
  const s = await obter(em, id);
  if (!s) throw new NaoEncontradoError();
  return s;
}

export async function prorrogar(em: EntityManager, equipe: Equipe, id: string, justificativa: string, logger: Logger, agora = new Date()): Promise<SolicitacaoInformacao> {
  const s = await obterOu404(em, id);
  const erros = regrasProrrogacao(justificativa, s.status, !!s.prorrogadaEm);
  if (erros.length) throw new ValidacaoError(erros);
  s.justificativaProrrogacao = texto(justificativa);
  s.prorrogadaEm = agora;
  s.prazo = prazoDeResposta(s.recebidaEm, true);
  await em.flush();
  logger.info({ solicitacao: s.id, usuario: equipe.usuarioId }, 'prazo de pedido de informação prorrogado');
  avisar(
    s,
    'Prazo de resposta prorrogado',
    [`O prazo de resposta do seu pedido foi prorrogado por ${PRAZOS_LAI.prorrogacao} dias, até ${formatarData(s.prazo)} (Lei 12.527/2011, art. 11, § 2º).`, `Justificativa: ${s.justificativaProrrogacao}`],
    logger,
  );
  return s;
}

function anexoDe(s: SolicitacaoInformacao): { nome: string; link: string }[] {
  if (!s.pdfResposta) return [];
  const base = (process.env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
  return [{ nome: s.pdfResposta.nome, link: `${base}${urlDoArquivo(s.pdfResposta.chave)}` }];
}

export async function responder(em: EntityManager, equipe: Equipe, id: string, dados: RespostaSolicitacaoInformacaoInput, logger: Logger, agora = new Date()): Promise<SolicitacaoInformacao> {
  const s = await obterOu404(em, id);
  const erros = regrasResposta(dados, s.status);
  if (erros.length) throw new ValidacaoError(erros);
  s.resposta = texto(dados.resposta);
  s.decisao = dados.decisao;
  s.motivoNegativa = dados.decisao === 'deferida' ? null : (dados.motivoNegativa as MotivoNegativaLai);
  if (dados.pdfResposta) s.pdfResposta = guardarArquivo(dados.pdfResposta);
  s.respondidaEm = agora;
  s.respondidaPor = equipe.nome;
  s.status = 'respondida';
  s.prazo = somarDias(hojeEmBrasilia(agora), PRAZOS_LAI.recorrer);
  // The answer document's verification code, in the same transaction (a request is answered once).
  emitirDocumento(em, { emissor: 'institucional', tipo: TIPO_DOCUMENTO_RESPOSTA, titular: s.nome, detalhes: detalhesDaResposta(s), origem: origemDaResposta(s), emitidoEm: agora });
  await em.flush();
  avisar(
    s,
    'Resposta ao seu pedido de acesso à informação',
    [
      `Decisão: ${ROTULOS_DECISAO_LAI[s.decisao]}${s.motivoNegativa ? ` (${MOTIVOS_NEGATIVA_LAI[s.motivoNegativa]})` : ''}.`,
      s.resposta,
      `Se não concordar, você pode recorrer até ${formatarData(s.prazo)} pela página da solicitação (Lei 12.527/2011, art. 15).`,
    ],
    logger,
    anexoDe(s),
  );
  return s;
}

export async function responderRecurso(em: EntityManager, equipe: Equipe, id: string, dados: RespostaRecursoInformacaoInput, logger: Logger, agora = new Date()): Promise<SolicitacaoInformacao> {
  const s = await obterOu404(em, id);
  const recurso = s.recursos.getItems().find((r) => !r.respondidoEm);
  if (s.status !== 'em_recurso' || !recurso) throw new ValidacaoError(MENSAGENS_LAI.semRecursoAberto);
  const erros = regrasRespostaRecurso(dados);
  if (erros.length) throw new ValidacaoError(erros);
  recurso.resposta = texto(dados.resposta);
  recurso.decisao = dados.decisao;
  recurso.respondidoEm = agora;
  recurso.respondidoPor = equipe.nome;
  const ultima = recurso.instancia >= 2;
  s.status = ultima ? 'encerrada' : 'respondida';
  s.prazo = ultima ? s.prazo : somarDias(hojeEmBrasilia(agora), PRAZOS_LAI.recorrer);
  await em.flush();
  avisar(
    s,
    `Decisão do recurso em ${recurso.instancia}ª instância`,
    [
      `Decisão: ${ROTULOS_RECURSO_LAI[recurso.decisao]}.`,
      recurso.resposta,
      ultima ? 'Esta foi a última instância de recurso na Assembleia.' : `Se não concordar, você pode recorrer em 2ª instância até ${formatarData(s.prazo)}.`,
    ],
    logger,
  );
  return s;
}

interface LinhaEstatistica {
  mes: number | null;
  recebidas: string;
  atendidas: string;
  negadas: string;
  pendentes: string;
  prorrogadas: string;
  recursos: string;
  tempo_medio: string | null;
}

/** Per month and the whole year (Lei 12.527, art. 30, III): one grouped query, the motives in a second. */
export async function estatisticas(em: EntityManager, ano: number): Promise<EstatisticaSolicitacoesInformacao[]> {
  if (!Number.isInteger(ano) || ano < 2000 || ano > 9999) throw new ValidacaoError(MENSAGENS_LAI.ano);
  const conexao = em.getConnection();
  const linhas = await conexao.execute<LinhaEstatistica[]>(
    `select extract(month from s.recebida_em)::int as mes, count(*) as recebidas,
       count(*) filter (where s.decisao in ('deferida', 'parcialmente_deferida')) as atendidas,
       count(*) filter (where s.decisao = 'indeferida') as negadas,
       count(*) filter (where s.respondida_em is null) as pendentes,
       count(*) filter (where s.prorrogada_em is not null) as prorrogadas,
       coalesce(sum((select count(*) from "content"."recursos_informacao" r where r.solicitacao_id = s.id)), 0) as recursos,
       round(avg((s.respondida_em at time zone 'America/Sao_Paulo')::date - s.recebida_em), 1) as tempo_medio
     from "content"."solicitacoes_informacao" s where s.recebida_em >= ? and s.recebida_em < ?
     group by grouping sets ((extract(month from s.recebida_em)), ()) order by 1 nulls last`,
    [`${ano}-01-01`, `${ano + 1}-01-01`],
  );
  const motivos = await conexao.execute<{ mes: number; motivo: MotivoNegativaLai; quantidade: string }[]>(
    `select extract(month from recebida_em)::int as mes, motivo_negativa as motivo, count(*) as quantidade from "content"."solicitacoes_informacao"
     where recebida_em >= ? and recebida_em < ? and motivo_negativa is not null group by 1, 2 order by 1, 3 desc, 2`,
    [`${ano}-01-01`, `${ano + 1}-01-01`],
  );
  const porMes = new Map<number | null, LinhaEstatistica>(linhas.map((l) => [l.mes, l]));
  const meses: (number | null)[] = [...Array.from({ length: 12 }, (_, i) => i + 1), null];
  return meses.map((mes) => {
    const l = porMes.get(mes);
    const daqui = motivos.filter((m) => mes === null || m.mes === mes);
    const contados = new Map<MotivoNegativaLai, number>();
    for (const m of daqui) contados.set(m.motivo, (contados.get(m.motivo) ?? 0) + Number(m.quantidade));
    return {
      ano,
      mes,
      recebidas: Number(l?.recebidas ?? 0),
      atendidas: Number(l?.atendidas ?? 0),
      negadas: Number(l?.negadas ?? 0),
      pendentes: Number(l?.pendentes ?? 0),
      prorrogadas: Number(l?.prorrogadas ?? 0),
      recursos: Number(l?.recursos ?? 0),
      tempoMedioResposta: l?.tempo_medio == null ? null : Number(l.tempo_medio),
      motivosNegativa: [...contados].map(([motivo, quantidade]) => ({ motivo, rotulo: MOTIVOS_NEGATIVA_LAI[motivo], quantidade })),
    };
  });
}

export class VocabularioDesconhecidoError extends NaoEncontradoError {
  constructor() {
    super('Vocabulário desconhecido. Use tipo-pessoas, generos, escolaridades, ocupacoes ou objetivos.');
  }
}
