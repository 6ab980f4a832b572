import { bannerAtivo, camposDoTipoDeBanner, hojeEmBrasilia, TARGETS_BANNER, TIPOS_BANNER } from '@alego/catalog';
import { createAdminQueries, createCrudResolver, guardarArquivo, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { opcoes, OpcaoConteudo } from '../../opcoes.js';
import { semNul } from '../../text.js';
import { Arquivo, arquivoDe } from '../arquivo/arquivo.types.js';
import { Banner } from './banner.entity.js';
import { BannerFiltro, BannerInput } from './banner.inputs.js';
import { regrasBanner } from './banner.rules.js';

function onde(filtro: BannerFiltro | undefined): FilterQuery<Banner> {
  return todas<Banner>(termoEm<Banner>(semNul(filtro?.termo), ['titulo', 'url']), filtro?.tipo ? { tipo: filtro.tipo } : undefined);
}

/** Still on display today in Brasília (exibir_ate is inclusive). */
const emExibicao = (): FilterQuery<Banner> => ({ $or: [{ exibirAte: null }, { exibirAte: { $gte: hojeEmBrasilia() } }] });

const ORDEM = { createdAt: 'desc', id: 'desc' } as const;
const NOMES = { singular: 'banner', plural: 'banners' };

/** `bannersAdmin`/`bannerAdmin`: every banner, also expired ones, behind the index/show permissions. */
@Resolver(() => Banner)
export class BannerAdminQueries extends createAdminQueries({ entity: Banner, nomes: NOMES, recurso: 'banners', filtro: BannerFiltro, onde, ordem: ORDEM }) {}

@Resolver(() => Banner)
export class BannerResolver extends createCrudResolver({
  entity: Banner,
  nomes: NOMES,
  recurso: 'banners',
  filtro: BannerFiltro,
  criar: BannerInput,
  atualizar: BannerInput,
  ordem: ORDEM,
  // The public list and record: only banners still on display.
  onde: (filtro) => todas<Banner>(onde(filtro), emExibicao()),
  regras: regrasBanner,
  paraEntidade: (dados) => ({
    tipo: dados.tipo,
    titulo: semNul(dados.titulo).trim(),
    exibirAte: dados.exibirAte || null,
    ...camposDoTipoDeBanner(dados.tipo, semNul(dados.url)?.trim() || null),
    ...(dados.imagem ? { imagem: guardarArquivo(dados.imagem) } : {}),
  }),
}) {
  @Query(() => [OpcaoConteudo], { description: 'Tipos de banner.' })
  tiposBanner(): OpcaoConteudo[] {
    return opcoes(TIPOS_BANNER);
  }

  @Query(() => [OpcaoConteudo], { description: 'Alvos do link de um banner.' })
  targetsBanner(): OpcaoConteudo[] {
    return opcoes(TARGETS_BANNER);
  }

  @FieldResolver(() => Arquivo)
  imagem(@Root() banner: Banner): Arquivo {
    return arquivoDe(banner.imagem)!;
  }

  @FieldResolver(() => Boolean, { description: 'Ainda em exibição (sem data ou até hoje, no horário de Brasília).' })
  ativo(@Root() banner: Banner): boolean {
    return bannerAtivo(banner.exibirAte, hojeEmBrasilia());
  }
}
