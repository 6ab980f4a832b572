import { LIMITES_GALERIA, MENSAGENS_GALERIA, nomeDoDownloadDaFoto, SITUACOES_GALERIA, TIPOS_RELACIONADO_GALERIA } from '@alego/catalog';
import {
  createAdminQueries,
  createCrudResolver,
  exigirEquipe,
  PaginaDe,
  PaginacaoArgs,
  possuiFuncionalidade,
  scopeDirective,
  termoEm,
  todas,
  urlDoArquivo,
  type Pagina,
  type SubgraphContext,
} from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Arg, Args, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { opcoes, OpcaoConteudo } from '../../opcoes.js';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { sanearHtml } from '@alego/kit';
import { Noticia } from '../noticia/noticia.entity.js';
import { PaginacaoAdminArgs } from '../noticia/noticia.resolver.js';
import { TotaisAgendas } from '../agenda/agenda.resolver.js';
import { Galeria, GaleriaCategoria, GaleriaImagem, SituacaoGaleria } from './galeria.entity.js';
import { GaleriaAdminFiltro, GaleriaCategoriaFiltro, GaleriaCategoriaInput, GaleriaImagemInput, GaleriaInput, GaleriasFiltro } from './galeria.inputs.js';
import * as servico from './galeria.service.js';

const GaleriaPagina = PaginaDe(Galeria);
const RECURSO = 'galerias';
/** Publishing and unpublishing need the update permission and the extra right `pode_publicar`, as for agendas. */
const PODE_PUBLICAR = `@requiresScopes(scopes: [["api/admin/${RECURSO}#update", "pode_publicar"]])`;

function ondeCategoria(filtro: GaleriaCategoriaFiltro | undefined): FilterQuery<GaleriaCategoria> {
  return todas<GaleriaCategoria>(termoEm<GaleriaCategoria>(semNul(filtro?.termo), ['nome']), filtro?.tipoRelacionado ? { tipoRelacionado: filtro.tipoRelacionado } : undefined);
}
const ORDEM_CATEGORIAS = { nome: 'asc', id: 'asc' } as const;
const NOMES_CATEGORIA = { singular: 'galeriaCategoria', plural: 'galeriaCategorias' };

function regrasCategoria(dados: GaleriaCategoriaInput): string[] {
  const nome = semNul(dados.nome)?.trim();
  if (!nome) return [MENSAGENS_GALERIA.nomeCategoria];
  if ([...nome].length > LIMITES_GALERIA.nomeCategoria) return [`O nome deve ter no máximo ${LIMITES_GALERIA.nomeCategoria} caracteres.`];
  return [];
}

/** `galeriaCategoriasAdmin`/`galeriaCategoriaAdmin` behind the index/show permissions (REST /categorias-fotos). */
@Resolver(() => GaleriaCategoria)
export class GaleriaCategoriaAdminQueries extends createAdminQueries({ entity: GaleriaCategoria, nomes: NOMES_CATEGORIA, recurso: 'galeria_categorias', filtro: GaleriaCategoriaFiltro, onde: ondeCategoria, ordem: ORDEM_CATEGORIAS }) {}

@Resolver(() => GaleriaCategoria)
export class GaleriaCategoriaResolver extends createCrudResolver({
  entity: GaleriaCategoria,
  nomes: NOMES_CATEGORIA,
  recurso: 'galeria_categorias',
  filtro: GaleriaCategoriaFiltro,
  criar: GaleriaCategoriaInput,
  atualizar: GaleriaCategoriaInput,
  ordem: ORDEM_CATEGORIAS,
  onde: ondeCategoria,
  regras: regrasCategoria,
  paraEntidade: (dados) => ({ nome: semNul(dados.nome).trim(), tipoRelacionado: dados.tipoRelacionado ?? null }),
  // Deleting a category must not take its albums with it.
  regrasDeExclusao: async (categoria, em) => ((await em.count(Galeria, { categoria: categoria.id })) ? [MENSAGENS_GALERIA.categoriaEmUso] : []),
}) {
  @Query(() => [OpcaoConteudo], { description: 'Tipos de registro relacionado de uma categoria de fotos.' })
  tiposRelacionadoGaleria(): OpcaoConteudo[] {
    return opcoes(TIPOS_RELACIONADO_GALERIA);
  }
}

@Resolver(() => Galeria)
export class GaleriaResolver {
  @Query(() => GaleriaPagina, { description: 'Galerias publicadas, da mais recente à mais antiga.' })
  galeriasPublicadas(
    @Arg('filtro', () => GaleriasFiltro, { nullable: true }) filtro: GaleriasFiltro | undefined,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Galeria>> {
    return servico.publicadas(em, filtro, paginacao);
  }

  @Query(() => Galeria, { nullable: true, description: 'Uma galeria publicada.' })
  galeria(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Galeria | null> {
    return servico.publicada(em, id);
  }

  @Query(() => Galeria, { nullable: true, description: 'A galeria publicada do endereço antigo imagens/galeria/id/{legado_id}.' })
  galeriaPorLegado(@Arg('legadoId', () => Int) legadoId: number, @Ctx() { em }: SubgraphContext): Promise<Galeria | null> {
    return servico.publicadaPorLegado(em, legadoId);
  }

  @Query(() => [Galeria], { description: 'Sugestões da busca: até dez galerias publicadas cujo título contém o termo.' })
  autocompleteGalerias(@Arg('termo') termo: string, @Ctx() { em }: SubgraphContext): Promise<Galeria[]> {
    return servico.autocompletar(em, termo);
  }

  @Query(() => GaleriaImagem, { nullable: true, description: 'Uma foto de galeria publicada (o download da foto).' })
  galeriaImagem(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<GaleriaImagem | null> {
    return servico.imagemPublicada(em, id);
  }

  @Query(() => GaleriaPagina, { description: 'Lista administrativa (abas revisao e publicacao; sem situação, publicacao).' })
  @Directive(scopeDirective(RECURSO, 'index'))
  galeriasAdmin(
    @Arg('filtro', () => GaleriaAdminFiltro, { nullable: true }) filtro: GaleriaAdminFiltro | undefined,
    @Args() paginacao: PaginacaoAdminArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Galeria>> {
    return servico.listarAdmin(em, filtro, paginacao);
  }

  @Query(() => TotaisAgendas, { description: 'Totais das abas revisao e publicacao com os filtros da lista.' })
  @Directive(scopeDirective(RECURSO, 'index'))
  totaisGalerias(@Arg('filtro', () => GaleriaAdminFiltro, { nullable: true }) filtro: GaleriaAdminFiltro | undefined, @Ctx() { em }: SubgraphContext): Promise<TotaisAgendas> {
    return servico.totaisAdmin(em, filtro);
  }

  @Query(() => Galeria, { nullable: true, description: 'Qualquer galeria, publicada ou não.' })
  @Directive(scopeDirective(RECURSO, 'show'))
  galeriaAdmin(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<Galeria | null> {
    return servico.obterAdmin(em, id);
  }

  @Query(() => [Galeria], { description: 'Galerias pelo título, para o formulário de notícias; usuários de gabinete não carregam galerias (lista vazia).' })
  @Directive(scopeDirective('noticias', 'create'))
  galeriasParaNoticia(@Arg('termo', () => String, { nullable: true }) termo: string | null, @Ctx() { em, identidade }: SubgraphContext): Promise<Galeria[]> {
    if (possuiFuncionalidade(exigirEquipe(identidade), 'USUARIO_DE_GABINETE')) return Promise.resolve([]);
    return servico.buscarPorTitulo(em, termo);
  }

  @Query(() => [OpcaoConteudo], { description: 'Situações de uma galeria (abas do admin).' })
  situacoesGaleria(): OpcaoConteudo[] {
    return opcoes(SITUACOES_GALERIA);
  }

  @Mutation(() => Galeria, { description: 'Um álbum novo entra em revisão; as imagens novas vêm depois por salvarImagemGaleria.' })
  @Directive(scopeDirective(RECURSO, 'create'))
  criarGaleria(@Arg('dados', () => GaleriaInput) dados: GaleriaInput, @Ctx() { em }: SubgraphContext): Promise<Galeria> {
    return servico.criar(em, dados);
  }

  @Mutation(() => Galeria)
  @Directive(scopeDirective(RECURSO, 'update'))
  atualizarGaleria(@Arg('id', () => ID) id: string, @Arg('dados', () => GaleriaInput) dados: GaleriaInput, @Ctx() { em }: SubgraphContext): Promise<Galeria> {
    return servico.atualizar(em, id, dados);
  }

  @Mutation(() => Boolean)
  @Directive(scopeDirective(RECURSO, 'destroy'))
  excluirGaleria(@Arg('id', () => ID) id: string, @Ctx() { em }: SubgraphContext): Promise<boolean> {
    return servico.excluir(em, id);
  }

  @Mutation(() => GaleriaImagem, { description: 'Uma imagem enviada para um álbum salvo (galerias/salvar-imagens).' })
  @Directive(scopeDirective(RECURSO, 'update'))
  salvarImagemGaleria(@Arg('dados', () => GaleriaImagemInput) dados: GaleriaImagemInput, @Ctx() { em }: SubgraphContext): Promise<GaleriaImagem> {
    return servico.salvarImagem(em, dados);
  }

  @Mutation(() => Galeria, { description: 'Aplica o crédito (ou o último crédito do álbum) a todas as imagens.' })
  @Directive(scopeDirective(RECURSO, 'update'))
  aplicarCreditoGaleria(@Arg('id', () => ID) id: string, @Arg('credito', () => String, { nullable: true }) credito: string | null, @Ctx() { em }: SubgraphContext): Promise<Galeria> {
    return servico.aplicarCreditoATodas(em, id, credito);
  }

  @Mutation(() => Galeria, { description: 'Publica (publicacao) ou devolve para revisão (revisao); exige pode_publicar.' })
  @Directive(PODE_PUBLICAR)
  alterarSituacaoGaleria(@Arg('id', () => ID) id: string, @Arg('situacao', () => SituacaoGaleria) situacao: SituacaoGaleria, @Ctx() { em }: SubgraphContext): Promise<Galeria> {
    return servico.alterarSituacao(em, id, situacao);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Descrição em HTML saneado.' })
  descricao(@Root() galeria: Galeria): string | null {
    return galeria.descricao ? sanearHtml(galeria.descricao) : null;
  }

  @FieldResolver(() => GaleriaCategoria)
  categoria(@Root() galeria: Galeria, @Ctx() { loaders }: SubgraphContext): Promise<GaleriaCategoria | null> {
    return loaders.load(GaleriaCategoria, galeria.categoria.id);
  }

  @FieldResolver(() => [GaleriaImagem], { description: 'Fotos do álbum, pela ordem.' })
  galeriaImagens(@Root() galeria: Galeria, @Ctx() { loaders }: SubgraphContext): Promise<GaleriaImagem[]> {
    return loaders.loadMany(GaleriaImagem, 'galeria', galeria.id, servico.ORDEM_DAS_IMAGENS);
  }

  @FieldResolver(() => GaleriaImagem, { nullable: true, description: 'A foto de capa; sem capa marcada, a primeira.' })
  async capa(@Root() galeria: Galeria, @Ctx() { loaders }: SubgraphContext): Promise<GaleriaImagem | null> {
    const imagens = await loaders.loadMany(GaleriaImagem, 'galeria', galeria.id, servico.ORDEM_DAS_IMAGENS);
    return imagens.find((imagem) => imagem.capa) ?? imagens[0] ?? null;
  }
}

@Resolver(() => GaleriaImagem)
export class GaleriaImagemResolver {
  @FieldResolver(() => Arquivo)
  imagem(@Root() imagem: GaleriaImagem): Arquivo {
    return arquivoDe(imagem.imagem)!;
  }

  @FieldResolver(() => String, { description: 'Endereço que baixa o arquivo original, com o título da galeria e o crédito no nome.' })
  async download(@Root() imagem: GaleriaImagem, @Ctx() { loaders }: SubgraphContext): Promise<string> {
    const galeria = await loaders.load(Galeria, imagem.galeria.id);
    const extensao = imagem.imagem.chave.split('.').pop() ?? 'jpg';
    return urlDoArquivo(imagem.imagem.chave, { download: true, nome: nomeDoDownloadDaFoto(galeria?.titulo ?? '', imagem.credito, extensao) });
  }

  @FieldResolver(() => Galeria)
  galeria(@Root() imagem: GaleriaImagem, @Ctx() { loaders }: SubgraphContext): Promise<Galeria | null> {
    return loaders.load(Galeria, imagem.galeria.id);
  }
}

@Resolver(() => Noticia)
export class NoticiaGaleriaResolver {
  @FieldResolver(() => Galeria, { nullable: true, description: 'A galeria de fotos da notícia, se publicada.' })
  async galeria(@Root() noticia: Noticia, @Ctx() { loaders }: SubgraphContext): Promise<Galeria | null> {
    if (!noticia.galeriaId) return null;
    const galeria = await loaders.load(Galeria, noticia.galeriaId);
    return galeria?.situacao === SituacaoGaleria.publicacao ? galeria : null;
  }
}
