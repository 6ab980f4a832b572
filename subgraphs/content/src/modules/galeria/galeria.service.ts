import { errosDaGaleria, errosDasImagensDoAlbum, MENSAGENS_GALERIA, ORDEM_PADRAO_IMAGEM_GALERIA, type ImagemDoAlbum } from '@alego/catalog';
import {
  aplicarAninhados,
  estadoFinal,
  guardarArquivo,
  termoEm,
  montarPagina,
  NaoEncontradoError,
  parseId,
  slugify,
  todas,
  ValidacaoError,
  validarPaginacao,
  type Pagina,
  type PaginacaoArgs,
} from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { semNul } from '../../text.js';
import { sanearHtml } from '@alego/kit';
import { Galeria, GaleriaCategoria, GaleriaImagem, SituacaoGaleria } from './galeria.entity.js';
import type { GaleriaAdminFiltro, GaleriaImagemInput, GaleriaImagemLinha, GaleriaInput, GaleriasFiltro } from './galeria.inputs.js';

const texto = (valor: string | null | undefined) => semNul(valor)?.trim() || null;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** Album order: the chosen order first, then upload order. */
export const ORDEM_DAS_IMAGENS = { ordem: 'asc', id: 'asc' } as const;

async function carregar(em: EntityManager, id: string): Promise<Galeria> {
  const chave = parseId(id);
  const galeria = chave === null ? null : await em.findOne(Galeria, { id: chave });
  if (!galeria) throw new NaoEncontradoError('Galeria não encontrada.');
  return galeria;
}

const imagensGuardadas = (em: EntityManager, galeria: Galeria | undefined): Promise<GaleriaImagem[]> =>
  galeria?.id ? em.find(GaleriaImagem, { galeria: galeria.id }, { orderBy: ORDEM_DAS_IMAGENS }) : Promise.resolve([]);

function camposDaImagem(linha: Pick<GaleriaImagemLinha, 'titulo' | 'credito' | 'capa' | 'ordem'>) {
  return { titulo: texto(linha.titulo), credito: texto(linha.credito), capa: Boolean(linha.capa), ordem: linha.ordem ?? ORDEM_PADRAO_IMAGEM_GALERIA };
}

async function salvar(em: EntityManager, galeria: Galeria | undefined, dados: GaleriaInput): Promise<Galeria> {
  const categoriaId = parseId(dados.categoriaId);
  const categoria = categoriaId === null ? null : await em.findOne(GaleriaCategoria, { id: categoriaId });
  const relacionadoId = categoria?.tipoRelacionado && dados.relacionadoId ? parseId(dados.relacionadoId) : null;
  const existentes = await imagensGuardadas(em, galeria);
  const finais: ImagemDoAlbum[] = [
    ...estadoFinal(
      existentes,
      dados.galeriaImagens,
      (e) => ({ titulo: e.titulo, credito: e.credito, capa: e.capa, ordem: e.ordem }),
      (l, e) => ({ titulo: l.titulo === undefined ? e?.titulo : l.titulo, credito: l.credito === undefined ? e?.credito : l.credito, capa: l.capa ?? e?.capa, ordem: l.ordem ?? e?.ordem }),
    ),
    ...(dados.novasImagens ?? []),
  ];
  const erros = errosDaGaleria(
    { titulo: semNul(dados.titulo), categoriaId: categoria ? String(categoria.id) : null, categoriaPedeRelacionado: Boolean(categoria?.tipoRelacionado), relacionadoId: relacionadoId === null ? null : String(relacionadoId) },
    finais,
  );
  if (erros.length) throw new ValidacaoError(erros);
  const titulo = semNul(dados.titulo).trim();
  const alvo = galeria ?? new Galeria();
  em.persist(alvo);
  em.assign(alvo, {
    titulo,
    urlSufixo: slugify(titulo) || 'galeria',
    descricao: dados.descricao ? sanearHtml(semNul(dados.descricao)) || null : null,
    categoria: categoria!,
    relacionadoId,
    relacionadoNome: relacionadoId === null ? null : texto(dados.relacionadoNome),
    ultimoCredito: texto(dados.ultimoCredito) ?? alvo.ultimoCredito ?? null,
  });
  aplicarAninhados(existentes, dados.galeriaImagens, {
    // New images arrive through `salvarImagemGaleria`, one by one, after the album is saved.
    criar: () => undefined,
    atualizar: (existente, linha) => {
      const { titulo: legenda, credito, capa, ordem } = existente;
      em.assign(existente, camposDaImagem({ titulo: legenda, credito, capa, ordem, ...definidos(linha) }));
    },
    remover: (existente) => em.remove(existente),
  });
  await em.flush();
  return alvo;
}

/** The row's fields that the form sent (a missing field keeps the stored value). */
function definidos(linha: GaleriaImagemLinha): Partial<GaleriaImagemLinha> {
  return Object.fromEntries(Object.entries(linha).filter(([, valor]) => valor !== undefined));
}

export const criar = (em: EntityManager, dados: GaleriaInput) => salvar(em, undefined, dados);

export async function atualizar(em: EntityManager, id: string, dados: GaleriaInput): Promise<Galeria> {
  return salvar(em, await carregar(em, id), dados);
}

export async function excluir(em: EntityManager, id: string): Promise<boolean> {
  await em.remove(await carregar(em, id)).flush();
  return true;
}

/** Publishing needs at least one image: an empty album is never on the portal. */
export async function alterarSituacao(em: EntityManager, id: string, situacao: SituacaoGaleria): Promise<Galeria> {
  const galeria = await carregar(em, id);
  if (situacao === SituacaoGaleria.publicacao && (await em.count(GaleriaImagem, { galeria: galeria.id })) === 0) throw new ValidacaoError(MENSAGENS_GALERIA.semImagens);
  galeria.situacao = situacao;
  await em.flush();
  return galeria;
}

/** One image of a saved album (POST galerias/salvar-imagens): the album keeps at most one cover. */
export async function salvarImagem(em: EntityManager, dados: GaleriaImagemInput): Promise<GaleriaImagem> {
  const arquivo = dados.imagem;
  if (!arquivo) throw new ValidacaoError([MENSAGENS_GALERIA.semImagens]);
  const galeria = await carregar(em, dados.galeriaId);
  const campos = camposDaImagem(dados);
  const existentes = await imagensGuardadas(em, galeria);
  const erros = errosDasImagensDoAlbum([...existentes, campos]);
  if (!['image/jpeg', 'image/png', 'image/gif'].includes(arquivo.tipo)) erros.push(MENSAGENS_GALERIA.tipoArquivo);
  if (erros.length) throw new ValidacaoError(erros);
  const imagem = em.create(GaleriaImagem, { galeria, ...campos, imagem: guardarArquivo(arquivo), createdAt: new Date() });
  if (campos.credito) galeria.ultimoCredito = campos.credito;
  await em.flush();
  return imagem;
}

/** "Aplicar o último crédito a todas": every image of the album gets `credito` (or the album's last credit). */
export async function aplicarCreditoATodas(em: EntityManager, id: string, credito: string | null | undefined): Promise<Galeria> {
  const galeria = await carregar(em, id);
  const valor = texto(credito) ?? galeria.ultimoCredito ?? null;
  if (!valor) throw new ValidacaoError('Informe o crédito a aplicar.');
  for (const imagem of await imagensGuardadas(em, galeria)) imagem.credito = valor;
  galeria.ultimoCredito = valor;
  await em.flush();
  return galeria;
}

function ondeAdmin(filtro: GaleriaAdminFiltro | undefined, situacao: SituacaoGaleria | null): FilterQuery<Galeria> {
  const condicoes: FilterQuery<Galeria>[] = [];
  const data = texto(filtro?.data);
  if (data) {
    if (!DIA.test(data) || Number.isNaN(Date.parse(`${data}T12:00:00Z`))) throw new ValidacaoError('Informe a data no formato AAAA-MM-DD.');
    condicoes.push({ createdAt: { $gte: new Date(`${data}T00:00:00-03:00`), $lt: new Date(Date.parse(`${data}T00:00:00-03:00`) + 86_400_000) } });
  }
  if (filtro?.categoriaId) condicoes.push({ categoria: parseId(filtro.categoriaId) ?? 0 });
  if (filtro?.relacionadoId) condicoes.push({ relacionadoId: parseId(filtro.relacionadoId) ?? 0 });
  const relacionado = texto(filtro?.relacionadoNome);
  if (situacao) condicoes.push({ situacao });
  return todas(...condicoes, termoEm<Galeria>(relacionado, ['relacionadoNome']), termoEm<Galeria>(texto(filtro?.termo), ['titulo', 'descricao']));
}

export async function listarAdmin(em: EntityManager, filtro: GaleriaAdminFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<Galeria>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const where = ondeAdmin(filtro, filtro?.situacao ?? SituacaoGaleria.publicacao);
  const [itens, total] = await em.findAndCount(Galeria, where, { limit, offset, orderBy: { createdAt: 'desc', id: 'desc' } });
  return montarPagina(itens, total, paginacao);
}

/** The two tabs' totals for the same filters. */
export async function totaisAdmin(em: EntityManager, filtro: GaleriaAdminFiltro | undefined): Promise<{ revisao: number; publicacao: number }> {
  const contar = (situacao: SituacaoGaleria) => em.fork().count(Galeria, ondeAdmin(filtro, situacao));
  const [revisao, publicacao] = await Promise.all([contar(SituacaoGaleria.revisao), contar(SituacaoGaleria.publicacao)]);
  return { revisao, publicacao };
}

/** The menu badge `galeria`: albums waiting in review. */
export const contarEmRevisao = (em: EntityManager) => em.count(Galeria, { situacao: SituacaoGaleria.revisao });

export async function obterAdmin(em: EntityManager, id: string): Promise<Galeria | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(Galeria, { id: chave });
}

/** Titles for the news form's gallery picker (any situation: a news item may be written before its album is out). */
export async function buscarPorTitulo(em: EntityManager, termo: string | null | undefined): Promise<Galeria[]> {
  const valor = texto(termo);
  return em.find(Galeria, termoEm<Galeria>(valor, ['titulo']) ?? {}, { limit: 20, orderBy: { createdAt: 'desc', id: 'desc' } });
}

// ---------------------------------------------------------------- public

export async function publicadas(em: EntityManager, filtro: GaleriasFiltro | undefined, paginacao: PaginacaoArgs): Promise<Pagina<Galeria>> {
  const { limit, offset } = validarPaginacao(paginacao);
  const where = todas<Galeria>(
    { situacao: SituacaoGaleria.publicacao },
    filtro?.categoriaId ? { categoria: parseId(filtro.categoriaId) ?? 0 } : undefined,
    termoEm<Galeria>(texto(filtro?.termo), ['titulo', 'descricao']),
  );
  const [itens, total] = await em.findAndCount(Galeria, where, { limit, offset, orderBy: { createdAt: 'desc', id: 'desc' } });
  return montarPagina(itens, total, paginacao);
}

export async function publicada(em: EntityManager, id: string): Promise<Galeria | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(Galeria, { id: chave, situacao: SituacaoGaleria.publicacao });
}

export async function publicadaPorLegado(em: EntityManager, legadoId: number): Promise<Galeria | null> {
  return Number.isSafeInteger(legadoId) ? em.findOne(Galeria, { legadoId, situacao: SituacaoGaleria.publicacao }) : null;
}

/** The search box's suggestions: up to ten published titles. */
export async function autocompletar(em: EntityManager, termo: string): Promise<Galeria[]> {
  const valor = texto(termo);
  if (!valor) return [];
  return em.find(Galeria, todas<Galeria>({ situacao: SituacaoGaleria.publicacao }, termoEm<Galeria>(valor, ['titulo'])), { limit: 10, orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** An image of a published album (the photo download). */
export async function imagemPublicada(em: EntityManager, id: string): Promise<GaleriaImagem | null> {
  const chave = parseId(id);
  return chave === null ? null : em.findOne(GaleriaImagem, { id: chave, galeria: { situacao: SituacaoGaleria.publicacao } }, { populate: ['galeria'] });
}
