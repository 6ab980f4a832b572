import {
  aplicarAninhados,
  createAdminQueries,
  createCrudResolver,
  guardarArquivo,
  Le,
  miniaturaDe,
  parseId,
  termoEm,
  todas,
  urlDoArquivo,
  type SubgraphContext,
} from '@alego/kit';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { htmlSeguro } from '../../lib/html.js';
import { CARGOS_MESA, opcoes, OpcaoPessoas, rotulo, TIPOS_AFASTAMENTO } from '../../lib/opcoes.js';
import { DeputadoComissao } from '../comissao/comissao.entity.js';
import { FrenteParlamentar, MembroFrente } from '../frente-parlamentar/frente-parlamentar.entity.js';
import { Legislatura } from '../legislatura/legislatura.entity.js';
import { Partido } from '../partido/partido.entity.js';
import { Afastamento } from './afastamento.entity.js';
import { DeputadoAnoEmenda } from './deputado-ano-emenda.entity.js';
import { DeputadoLegislatura } from './deputado-legislatura.entity.js';
import { Deputado, Lideranca } from './deputado.entity.js';
import { DeputadoFiltro, DeputadoInput } from './deputado.inputs.js';
import { linhasDoDeputado, regrasDeputado } from './deputado.rules.js';

/**
 * The deputies with a row in the legislature: a subquery on the join table, so a deputy who changed party (two rows)
 * comes once, and `Deputado` needs no collection (see the entity). Its total is cached with that table's writes too
 * (`filtroTambemLe` below).
 */
function naLegislatura(legislatura: number): FilterQuery<Deputado> {
  const subconsulta = `select dl."deputado_id" from "people"."deputado_legislaturas" dl where dl."legislatura_id" = ?`;
  return { [raw((alias) => `${alias}."id" in (${subconsulta})`, [legislatura])]: [] } as FilterQuery<Deputado>;
}

function onde(filtro: DeputadoFiltro | undefined): FilterQuery<Deputado> {
  const where: FilterQuery<Deputado> = {};
  if (filtro?.ativo !== undefined && filtro.ativo !== null) where.ativo = filtro.ativo;
  if (filtro?.lider !== undefined && filtro.lider !== null) where.lider = filtro.lider;
  if (filtro?.mesaDiretora !== undefined && filtro.mesaDiretora !== null) where.mesaDiretora = filtro.mesaDiretora;
  if (filtro?.partidoId) where.partido = parseId(filtro.partidoId) ?? 0;
  // An id that cannot be a key matches nothing rather than everything.
  const legislatura = filtro?.legislaturaId ? naLegislatura(parseId(filtro.legislaturaId) ?? 0) : undefined;
  return todas<Deputado>(termoEm<Deputado>(filtro?.termo, ['nome', 'nomeCompleto']), where, legislatura);
}

function paraEntidade(d: DeputadoInput): object {
  return {
    nome: d.nome,
    nomeCompleto: d.nomeCompleto,
    ativo: d.ativo,
    gabinete: d.gabinete ?? null,
    email: d.email || null,
    telefone: d.telefone || null,
    lider: d.lider,
    mesaDiretora: d.mesaDiretora,
    cargo: d.mesaDiretora ? (d.cargo ?? null) : null,
    biografia: htmlSeguro(d.biografia),
    partido: d.partidoId ? parseId(d.partidoId) : null,
  };
}

/** Photo and nested rows (party per legislature, amendment years, absences), saved with the deputy. */
async function salvarAninhados(deputado: Deputado, dados: DeputadoInput, em: EntityManager): Promise<void> {
  if (dados.foto) deputado.foto = guardarArquivo(dados.foto);
  else if (dados.removerFoto) deputado.foto = null;
  const existentes = await linhasDoDeputado(em, deputado);
  const id = (valor: string | null | undefined) => (valor ? parseId(valor) : null);
  aplicarAninhados(existentes.partidos, dados.deputadoLegislaturas, {
    criar: (l) =>
      em.create(DeputadoLegislatura, {
        deputado,
        legislatura: em.getReference(Legislatura, id(l.legislaturaId)!),
        partido: l.partidoId ? em.getReference(Partido, id(l.partidoId)!) : null,
        dataInicio: l.dataInicio || null,
      }),
    atualizar: (linha, l) =>
      em.assign(linha, {
        legislatura: em.getReference(Legislatura, id(l.legislaturaId)!),
        partido: l.partidoId ? em.getReference(Partido, id(l.partidoId)!) : null,
        dataInicio: l.dataInicio || null,
      }),
    remover: (linha) => em.remove(linha),
  });
  aplicarAninhados(existentes.emendas, dados.deputadoAnoEmendas, {
    criar: (e) => em.create(DeputadoAnoEmenda, { deputado, ano: e.ano!, ativo: e.ativo ?? true }),
    atualizar: (linha, e) => em.assign(linha, { ano: e.ano!, ativo: e.ativo ?? true }),
    remover: (linha) => em.remove(linha),
  });
  aplicarAninhados(existentes.afastamentos, dados.afastamentos, {
    criar: (a) => em.create(Afastamento, { deputado, tipo: a.tipo!, dataAfastamento: a.dataAfastamento!, dataRetorno: a.dataRetorno || null }),
    atualizar: (linha, a) => em.assign(linha, { tipo: a.tipo!, dataAfastamento: a.dataAfastamento!, dataRetorno: a.dataRetorno || null }),
    remover: (linha) => em.remove(linha),
  });
}

@Resolver(() => Deputado)
export class DeputadoResolver extends createCrudResolver({
  entity: Deputado,
  nomes: { singular: 'deputado', plural: 'deputados' },
  recurso: 'deputados',
  filtro: DeputadoFiltro,
  criar: DeputadoInput,
  atualizar: DeputadoInput,
  ordem: { nome: 'asc' },
  onde,
  filtroTambemLe: [DeputadoLegislatura],
  regras: regrasDeputado,
  paraEntidade,
  aninhados: salvarAninhados,
}) {
  @Query(() => [Deputado], { description: 'Mesa Diretora, em ordem de cargo.' })
  mesaDiretora(@Ctx() { em }: SubgraphContext): Promise<Deputado[]> {
    return em.find(Deputado, { mesaDiretora: true, ativo: true }, { orderBy: { cargo: 'asc nulls last', nome: 'asc' } });
  }

  @Query(() => [Deputado], { description: 'Lideranças parlamentares: o líder do governo primeiro, depois os líderes de partido.' })
  liderancas(@Ctx() { em }: SubgraphContext): Promise<Deputado[]> {
    return em.find(Deputado, { lider: { $in: [Lideranca.liderGoverno, Lideranca.liderPartido] }, ativo: true }, { orderBy: { lider: 'desc', nome: 'asc' } });
  }

  @Query(() => [OpcaoPessoas], { description: 'Cargos da Mesa Diretora (id → rótulo).' })
  cargosMesaDiretora(): OpcaoPessoas[] {
    return opcoes(CARGOS_MESA);
  }

  @Query(() => [OpcaoPessoas], { description: 'Tipos de afastamento (id → rótulo).' })
  tiposAfastamento(): OpcaoPessoas[] {
    return opcoes(TIPOS_AFASTAMENTO);
  }

  @FieldResolver(() => Partido, { nullable: true, description: 'Partido atual.' })
  @Le('partido')
  partido(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<Partido | null> | null {
    return deputado.partido ? loaders.load(Partido, deputado.partido.id) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  @Le('cargo')
  cargoDescricao(@Root() deputado: Deputado): string | null {
    return rotulo(CARGOS_MESA, deputado.cargo) || null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Caminho assinado da foto: /arquivos/<chave>?v=…' })
  @Le('foto')
  fotoUrl(@Root() deputado: Deputado): string | null {
    return deputado.foto ? urlDoArquivo(deputado.foto.chave) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Foto redimensionada, gerada sob demanda pelo gateway.' })
  @Le('foto')
  fotoMiniatura(@Root() deputado: Deputado, @Arg('largura', () => Int, { defaultValue: 400 }) largura: number): string | null {
    return miniaturaDe(deputado.foto, largura);
  }

  @FieldResolver(() => [Afastamento], { description: 'Do mais recente ao mais antigo.' })
  @Le('id')
  afastamentos(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<Afastamento[]> {
    return loaders.loadMany(Afastamento, 'deputado', deputado.id, { dataAfastamento: 'desc' });
  }

  @FieldResolver(() => [DeputadoLegislatura], { description: 'Histórico partidário: por legislatura e data de início.' })
  @Le('id')
  async deputadoLegislaturas(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<DeputadoLegislatura[]> {
    const linhas = await loaders.loadMany(DeputadoLegislatura, 'deputado', deputado.id, { id: 'asc' });
    const legislaturas = await Promise.all(linhas.map((linha) => loaders.load(Legislatura, linha.legislatura.id)));
    const inicio = (i: number) => legislaturas[i]?.anoInicio ?? 0;
    return linhas
      .map((linha, i) => ({ linha, i }))
      .sort((a, b) => inicio(a.i) - inicio(b.i) || (a.linha.dataInicio ?? '').localeCompare(b.linha.dataInicio ?? '') || a.linha.id - b.linha.id)
      .map(({ linha }) => linha);
  }

  @FieldResolver(() => [DeputadoAnoEmenda], { description: 'Anos de emenda, em ordem.' })
  @Le('id')
  deputadoAnoEmendas(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<DeputadoAnoEmenda[]> {
    return loaders.loadMany(DeputadoAnoEmenda, 'deputado', deputado.id, { ano: 'asc' });
  }

  @FieldResolver(() => [DeputadoComissao], { description: 'Comissões de que participa.' })
  @Le('id')
  deputadosComissao(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<DeputadoComissao[]> {
    return loaders.loadMany(DeputadoComissao, 'deputado', deputado.id, { cargo: 'asc', id: 'asc' });
  }

  @FieldResolver(() => [FrenteParlamentar])
  @Le('id')
  async frentesParlamentares(@Root() deputado: Deputado, @Ctx() { loaders }: SubgraphContext): Promise<FrenteParlamentar[]> {
    const membros = await loaders.loadMany(MembroFrente, 'deputado', deputado.id, { id: 'asc' });
    const frentes = await Promise.all(membros.map((membro) => loaders.load(FrenteParlamentar, membro.frente.id)));
    return frentes.filter((frente): frente is FrenteParlamentar => frente !== null);
  }
}

@Resolver(() => Afastamento)
export class AfastamentoResolver {
  @FieldResolver(() => String)
  tipoDescricao(@Root() afastamento: Afastamento): string {
    return rotulo(TIPOS_AFASTAMENTO, afastamento.tipo);
  }
}

@Resolver(() => DeputadoLegislatura)
export class DeputadoLegislaturaResolver {
  @FieldResolver(() => Deputado)
  deputado(@Root() linha: DeputadoLegislatura, @Ctx() { loaders }: SubgraphContext): Promise<Deputado | null> {
    return loaders.load(Deputado, linha.deputado.id);
  }

  @FieldResolver(() => Legislatura)
  legislatura(@Root() linha: DeputadoLegislatura, @Ctx() { loaders }: SubgraphContext): Promise<Legislatura | null> {
    return loaders.load(Legislatura, linha.legislatura.id);
  }

  @FieldResolver(() => Partido, { nullable: true })
  partido(@Root() linha: DeputadoLegislatura, @Ctx() { loaders }: SubgraphContext): Promise<Partido | null> | null {
    return linha.partido ? loaders.load(Partido, linha.partido.id) : null;
  }
}

@Resolver(() => Deputado)
export class DeputadoAdminResolver extends createAdminQueries({
  entity: Deputado,
  nomes: { singular: 'deputado', plural: 'deputados' },
  recurso: 'deputados',
  filtro: DeputadoFiltro,
  onde, ordem: { nome: 'asc' },
  filtroTambemLe: [DeputadoLegislatura],
}) {}
