import {
  consultaDeBusca,
  tabelaDeVetores,
  exigirEquipe,
  guardarArquivo,
  listarComTotal,
  termoEm,
  montarPagina,
  NaoEncontradoError,
  parseId,
  SemPermissaoError,
  slugify,
  todas,
  ValidacaoError,
  validarPaginacao,
  type Identidade,
  type Pagina,
  type PaginacaoArgs,
} from '@alego/kit';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { semNul } from '../../text.js';
import { HistoricoNoticia, type AcaoHistorico } from './historico-noticia.entity.js';
import { BUSCA_NOTICIAS, DestaqueNivel, Noticia, StatusNoticia } from './noticia.entity.js';
import { sanearHtml } from '@alego/kit';
import type { NoticiaAdminFiltro, NoticiaFiltro, NoticiaInput } from './noticia.inputs.js';
import {
  categoriaEfetiva,
  deputadoEfetivo,
  destaqueAposCategoria,
  interpretarDataPublicacao,
  interpretarDia,
  MENSAGEM_DATA_FILTRO,
  MENSAGEM_DATA_PUBLICACAO,
  podeAlterar,
  podePublicar,
  regrasDaImagem,
  regrasNoticia,
  SLOTS_POR_NIVEL,
} from './noticia.rules.js';

type Equipe = Extract<Identidade, { tipo: 'equipe' }>;

const permissao = (acao: string) => `api/admin/noticias#${acao}`;

const limparTexto = semNul;

/** The public sees only published news whose publication time has come. */
export function visivel(): FilterQuery<Noticia> {
  return { publicada: true, publicadaEm: { $lte: new Date() } };
}

function registrar(em: EntityManager, noticiaId: number, acao: AcaoHistorico, equipe: Equipe, detalhe?: string): void {
  em.create(HistoricoNoticia, { noticiaId, acao, usuario: equipe.nome, usuarioId: equipe.usuarioId, detalhe: detalhe ?? null, createdAt: new Date() });
}

async function carregar(em: EntityManager, id: string): Promise<Noticia> {
  const chave = parseId(id);
  const noticia = chave === null ? null : await em.findOne(Noticia, { id: chave });
  if (!noticia) throw new NaoEncontradoError('Notícia não encontrada.');
  return noticia;
}

// ---------------------------------------------------------------- public

/** `propriedades`: the columns the asked fields read (`propriedadesPedidas`); every column when undefined. */
export async function listarPublicas(em: EntityManager, filtro: NoticiaFiltro | undefined, paginacao: PaginacaoArgs, propriedades?: readonly string[]): Promise<Pagina<Noticia>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const deputadoId = filtro?.deputadoId ? (parseId(filtro.deputadoId) ?? 0) : undefined;
  const termo = limparTexto(filtro?.termo)?.trim();
  if (termo) return buscar(em, termo, { ...filtro, deputadoId }, { limit, offset }, paginacao);
  const condicoes: FilterQuery<Noticia>[] = [visivel()];
  if (filtro?.categoria) condicoes.push({ categoria: filtro.categoria });
  if (deputadoId !== undefined) condicoes.push({ deputadoId });
  if (filtro?.destaque) condicoes.push({ destaqueNivel: filtro.destaque });
  const [itens, total] = await listarComTotal(em, Noticia, todas(...condicoes), { limit, offset, orderBy: { publicadaEm: 'desc', id: 'desc' }, totalGuardado: false, propriedades });
  return montarPagina(itens, total, paginacao);
}

/**
 * Full-text search over the generated `busca` column: the plural endings -ões/-oes are folded into -ão and the
 * `portugues_sem_acento` configuration removes accents before stemming, so 'acoes' finds 'ação'.
 * Ranked by ts_rank (title weighs most), then newest first.
 */
async function buscar(
  em: EntityManager,
  termo: string,
  filtro: Omit<NoticiaFiltro, 'deputadoId'> & { deputadoId?: number },
  { limit, offset }: { limit: number; offset: number },
  paginacao: PaginacaoArgs,
): Promise<Pagina<Noticia>> {
  const condicoes = ['n.publicada', 'n.publicada_em <= ?', 'vetor.busca @@ q'];
  const parametros: unknown[] = [termo.slice(0, 500), new Date()];
  if (filtro.categoria) {
    condicoes.push('n.categoria = ?');
    parametros.push(filtro.categoria);
  }
  if (filtro.deputadoId !== undefined) {
    condicoes.push('n.deputado_id = ?');
    parametros.push(filtro.deputadoId);
  }
  if (filtro.destaque) {
    condicoes.push('n.destaque_nivel = ?');
    parametros.push(filtro.destaque);
  }
  const de = `from "content"."noticias" n join ${tabelaDeVetores(BUSCA_NOTICIAS)} vetor on vetor.id = n.id, ${consultaDeBusca(BUSCA_NOTICIAS.subgrafo)} q where ${condicoes.join(' and ')}`;
  const conexao = em.getConnection();
  const [{ total }] = (await conexao.execute<{ total: string }[]>(`select count(*) as total ${de}`, parametros)) as [{ total: string }];
  const linhas = await conexao.execute<{ id: number }[]>(
    `select n.id ${de} order by ts_rank(vetor.busca, q) desc, n.publicada_em desc, n.id desc limit ? offset ?`,
    [...parametros, limit, offset],
  );
  const ids = linhas.map((linha) => linha.id);
  const encontradas = ids.length ? await em.find(Noticia, { id: { $in: ids } }) : [];
  const porId = new Map(encontradas.map((noticia) => [noticia.id, noticia]));
  const itens = ids.map((id) => porId.get(id)).filter((noticia): noticia is Noticia => !!noticia);
  return montarPagina(itens, Number(total), paginacao);
}

export async function obterPublica(em: EntityManager, id: string): Promise<Noticia | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(Noticia, { $and: [visivel(), { id: chave }] });
}

export async function obterPorLegado(em: EntityManager, legadoId: number): Promise<Noticia | null> {
  if (!Number.isInteger(legadoId) || legadoId < 1) return null;
  return em.findOne(Noticia, { $and: [visivel(), { legadoId }] });
}

const ORDEM_DOS_NIVEIS = [DestaqueNivel.primario, DestaqueNivel.secundario, DestaqueNivel.terciario];

/** The home page slots: for each level and slot, the newest visible item holding it. */
export async function destaques(em: EntityManager): Promise<Noticia[]> {
  const candidatas = await em.find(
    Noticia,
    { $and: [visivel(), { destaqueNivel: { $ne: null }, destaqueSlot: { $ne: null } }] },
    { orderBy: { publicadaEm: 'desc', id: 'desc' } },
  );
  const porSlot = new Map<string, Noticia>();
  for (const noticia of candidatas) {
    const nivel = noticia.destaqueNivel!;
    const slot = noticia.destaqueSlot!;
    if (slot < 1 || slot > SLOTS_POR_NIVEL[nivel]) continue;
    const chave = `${nivel}:${slot}`;
    if (!porSlot.has(chave)) porSlot.set(chave, noticia);
  }
  return ORDEM_DOS_NIVEIS.flatMap((nivel) =>
    Array.from({ length: SLOTS_POR_NIVEL[nivel] }, (_, i) => porSlot.get(`${nivel}:${i + 1}`)).filter((n): n is Noticia => !!n),
  );
}

// ---------------------------------------------------------------- admin

export async function listarAdmin(em: EntityManager, filtro: NoticiaAdminFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<Noticia>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const status = filtro?.status ?? StatusNoticia.a_revisar;
  const condicoes: (FilterQuery<Noticia> | undefined)[] = [
    { publicada: status === StatusNoticia.publicadas },
    termoEm<Noticia>(limparTexto(filtro?.titulo), ['titulo']),
    termoEm<Noticia>(limparTexto(filtro?.autor), ['usuarioCriador']),
  ];
  if (filtro?.dataPublicacao?.trim()) {
    const dia = interpretarDia(filtro.dataPublicacao);
    if (!dia) throw new ValidacaoError(MENSAGEM_DATA_FILTRO);
    condicoes.push({ publicadaEm: { $gte: dia.inicio, $lt: dia.fim } });
  }
  if (filtro?.categoria) condicoes.push({ categoria: filtro.categoria });
  if (filtro?.destaque) condicoes.push({ destaqueNivel: filtro.destaque });
  if (filtro?.id?.trim()) condicoes.push({ id: parseId(filtro.id) ?? 0 });
  const orderBy: QueryOrderMap<Noticia> =
    status === StatusNoticia.publicadas ? { publicadaEm: 'desc', id: 'desc' } : { updatedAt: 'desc', id: 'desc' };
  const [itens, total] = await listarComTotal(em, Noticia, todas(...condicoes), { limit, offset, orderBy });
  return montarPagina(itens, total, paginacao);
}

export async function obterAdmin(em: EntityManager, id: string): Promise<Noticia | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(Noticia, { id: chave });
}

/** Newest first; the id breaks ties between actions recorded in the same instant. */
export const ORDEM_HISTORICO = { createdAt: 'desc', id: 'desc' } as const;


export async function contarARevisar(em: EntityManager): Promise<number> {
  return em.count(Noticia, { publicada: false });
}

/** Input → entity fields, after the category and highlight rules; throws every rule violation at once. */
function prepararDados(identidade: Identidade | null, dados: NoticiaInput, atual?: Noticia) {
  const categoria = categoriaEfetiva(identidade, dados.categoria);
  const destaque = destaqueAposCategoria(atual?.categoria, categoria, dados);
  const titulo = limparTexto(dados.titulo)?.trim() ?? '';
  const resumo = limparTexto(dados.resumo)?.trim() || null;
  const conteudo = sanearHtml(dados.conteudo);
  const campos = {
    titulo,
    resumo,
    conteudo,
    fonte: limparTexto(dados.fonte)?.trim() || null,
    categoria,
    ...destaque,
    destaqueDescricao: limparTexto(dados.destaqueDescricao)?.trim() || null,
    imagemAlt: limparTexto(dados.imagemAlt)?.trim() || null,
    imagemLegenda: limparTexto(dados.imagemLegenda)?.trim() || null,
  };
  const erros = regrasNoticia({ ...campos, conteudo: dados.conteudo }, conteudo);
  const pedido = dados.deputadoId ? parseId(dados.deputadoId) : null;
  if (dados.deputadoId && pedido === null) erros.push('Deputado inválido.');
  const { deputadoId, erro: erroDoDeputado } = deputadoEfetivo(identidade, pedido);
  if (erroDoDeputado) erros.push(erroDoDeputado);
  const galeriaId = dados.galeriaId ? parseId(dados.galeriaId) : null;
  if (dados.galeriaId && galeriaId === null) erros.push('Galeria inválida.');
  erros.push(...regrasDaImagem(dados.imagem));
  if (erros.length) throw new ValidacaoError(erros);
  return { ...campos, deputadoId, galeriaId, urlSufixo: slugify(titulo) || 'noticia' };
}

export async function criar(em: EntityManager, identidade: Identidade | null, dados: NoticiaInput): Promise<Noticia> {
  const equipe = exigirEquipe(identidade, permissao('create'));
  const campos = prepararDados(identidade, dados);
  return em.transactional(async (tx) => {
    const noticia = tx.create(Noticia, {
      ...campos,
      imagem: dados.imagem ? guardarArquivo(dados.imagem) : null,
      publicada: false,
      usuarioCriador: equipe.nome,
      usuarioCriadorId: equipe.usuarioId,
      lotacaoId: equipe.lotacaoId,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await tx.flush();
    registrar(tx, noticia.id, 'criar', equipe);
    await tx.flush();
    return noticia;
  });
}

/** Saving an existing item unpublishes it; a draft is its author's unit's, a published one only publishers' (podeAlterar). */
export async function atualizar(em: EntityManager, identidade: Identidade | null, id: string, dados: NoticiaInput): Promise<Noticia> {
  const equipe = exigirEquipe(identidade, permissao('update'));
  return em.transactional(async (tx) => {
    const noticia = await carregar(tx, id);
    if (!podeAlterar(identidade, noticia)) throw new SemPermissaoError();
    const campos = prepararDados(identidade, dados, noticia);
    tx.assign(noticia, campos);
    if (dados.imagem) noticia.imagem = guardarArquivo(dados.imagem);
    else if (dados.removerImagem) noticia.imagem = null;
    registrar(tx, noticia.id, 'editar', equipe);
    if (noticia.publicada) {
      noticia.publicada = false;
      registrar(tx, noticia.id, 'despublicar', equipe, 'Notícia salva: volta para revisão.');
    }
    await tx.flush();
    return noticia;
  });
}

export async function excluir(em: EntityManager, identidade: Identidade | null, id: string): Promise<boolean> {
  const equipe = exigirEquipe(identidade, permissao('destroy'));
  return em.transactional(async (tx) => {
    const noticia = await carregar(tx, id);
    if (!podeAlterar(identidade, noticia)) throw new SemPermissaoError();
    registrar(tx, noticia.id, 'excluir', equipe, `Título: ${noticia.titulo}`);
    tx.remove(noticia);
    await tx.flush();
    return true;
  });
}

/**
 * Publishes now or at a future time. A highlight slot holds one item: publishing (for now) into an occupied slot
 * frees every other visible item holding it, recorded in their history. The home page shows, per slot, the newest
 * visible holder, so an item scheduled for later takes the slot over only when its time comes.
 */
export async function publicar(em: EntityManager, identidade: Identidade | null, id: string, dataPublicacao: string): Promise<Noticia> {
  const equipe = exigirEquipe(identidade);
  if (!podePublicar(identidade)) throw new SemPermissaoError();
  const quando = interpretarDataPublicacao(limparTexto(dataPublicacao));
  if (!quando) throw new ValidacaoError(MENSAGEM_DATA_PUBLICACAO);
  return em.transactional(async (tx) => {
    const noticia = await carregar(tx, id);
    noticia.publicada = true;
    noticia.publicadaEm = quando;
    // A scheduled item frees nothing now: the home page hands it the slot when its time comes (newest holder wins).
    if (noticia.destaqueNivel && noticia.destaqueSlot && quando.getTime() <= Date.now()) {
      // Two publications into one slot at the same moment queue up instead of both keeping it.
      await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`content.noticias.destaque:${noticia.destaqueNivel}:${noticia.destaqueSlot}`], 'all', tx.getTransactionContext());
      const ocupantes = await tx.find(Noticia, {
        id: { $ne: noticia.id },
        publicada: true,
        destaqueNivel: noticia.destaqueNivel,
        destaqueSlot: noticia.destaqueSlot,
        // Items scheduled for later keep the slot: they take it over at their time.
        publicadaEm: { $lte: new Date() },
      });
      for (const ocupante of ocupantes) {
        const detalhe = `Destaque ${ocupante.destaqueNivel} ${ocupante.destaqueSlot} liberado: passou para a notícia ${noticia.id}.`;
        ocupante.destaqueNivel = null;
        ocupante.destaqueSlot = null;
        registrar(tx, ocupante.id, 'editar', equipe, detalhe);
      }
    }
    registrar(tx, noticia.id, 'publicar', equipe);
    await tx.flush();
    return noticia;
  });
}

export async function despublicar(em: EntityManager, identidade: Identidade | null, id: string): Promise<Noticia> {
  const equipe = exigirEquipe(identidade);
  if (!podePublicar(identidade)) throw new SemPermissaoError();
  return em.transactional(async (tx) => {
    const noticia = await carregar(tx, id);
    noticia.publicada = false;
    registrar(tx, noticia.id, 'despublicar', equipe);
    await tx.flush();
    return noticia;
  });
}
