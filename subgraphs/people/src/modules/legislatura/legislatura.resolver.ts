import { aplicarAninhados, createAdminQueries, createCrudResolver, parseId, termoEm, todas, type SubgraphContext } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { opcoes, OpcaoPessoas, rotulo, TIPOS_LEGISLATURA } from '../../lib/opcoes.js';
import { DeputadoLegislatura } from '../deputado/deputado-legislatura.entity.js';
import { Deputado } from '../deputado/deputado.entity.js';
import { Legislatura } from './legislatura.entity.js';
import { LegislaturaFiltro, LegislaturaInput } from './legislatura.inputs.js';
import { linhasDaLegislatura, regrasLegislatura } from './legislatura.rules.js';

/** Deputies join or leave the legislature; one joining starts with their current party. */
async function salvarDeputados(legislatura: Legislatura, dados: LegislaturaInput, em: EntityManager): Promise<void> {
  const existentes = await linhasDaLegislatura(em, legislatura);
  const novos = (dados.deputadoLegislaturas ?? []).filter((l) => !l.id && !l._destroy && l.deputadoId);
  const deputados = new Map((await em.find(Deputado, { id: { $in: novos.map((l) => parseId(l.deputadoId!) ?? 0) } })).map((d) => [d.id, d]));
  aplicarAninhados(existentes, dados.deputadoLegislaturas, {
    criar: (linha) => {
      const deputado = deputados.get(parseId(linha.deputadoId!) ?? 0)!;
      em.create(DeputadoLegislatura, { deputado, legislatura, partido: deputado.partido ?? null, dataInicio: null });
    },
    // A row's deputy is fixed: the party history belongs to the deputy form.
    atualizar: () => undefined,
    remover: (linha) => em.remove(linha),
  });
}

function onde(filtro: LegislaturaFiltro | undefined) {
  return todas<Legislatura>(termoEm<Legislatura>(filtro?.termo, ['descricao']), filtro?.atual === undefined || filtro.atual === null ? undefined : { atual: filtro.atual });
}

@Resolver(() => Legislatura)
export class LegislaturaResolver extends createCrudResolver({
  entity: Legislatura,
  nomes: { singular: 'legislatura', plural: 'legislaturas' },
  recurso: 'legislaturas',
  filtro: LegislaturaFiltro,
  criar: LegislaturaInput,
  atualizar: LegislaturaInput,
  ordem: { anoInicio: 'desc' },
  onde,
  regras: regrasLegislatura,
  paraEntidade: (d) => ({ numero: d.numero, descricao: d.descricao.trim(), anoInicio: d.anoInicio, anoFim: d.anoFim, atual: d.atual, tipo: d.tipo }),
  aninhados: salvarDeputados,
}) {
  @Query(() => [OpcaoPessoas], { description: 'Tipos de legislatura (id → rótulo).' })
  tiposLegislatura(): OpcaoPessoas[] {
    return opcoes(TIPOS_LEGISLATURA);
  }

  @FieldResolver(() => String)
  tipoDescricao(@Root() legislatura: Legislatura): string {
    return rotulo(TIPOS_LEGISLATURA, legislatura.tipo);
  }

  @FieldResolver(() => [DeputadoLegislatura], { description: 'Os deputados da legislatura, em ordem de nome, com o partido de cada linha.' })
  async deputadoLegislaturas(@Root() legislatura: Legislatura, @Ctx() { loaders }: SubgraphContext): Promise<DeputadoLegislatura[]> {
    const linhas = await loaders.loadMany(DeputadoLegislatura, 'legislatura', legislatura.id, { id: 'asc' });
    const deputados = await Promise.all(linhas.map((linha) => loaders.load(Deputado, linha.deputado.id)));
    const nome = (i: number) => deputados[i]?.nome ?? '';
    return linhas
      .map((linha, i) => ({ linha, i }))
      .sort((a, b) => nome(a.i).localeCompare(nome(b.i), 'pt-BR') || (a.linha.dataInicio ?? '').localeCompare(b.linha.dataInicio ?? ''))
      .map(({ linha }) => linha);
  }
}

@Resolver(() => Legislatura)
export class LegislaturaAdminResolver extends createAdminQueries({
  entity: Legislatura,
  nomes: { singular: 'legislatura', plural: 'legislaturas' },
  recurso: 'legislaturas',
  filtro: LegislaturaFiltro,
  onde,
  ordem: { anoInicio: 'desc' },
}) {}
