import {
  aplicarAninhados,
  createAdminQueries,
  createCrudResolver,
  exigirEquipe,
  guardarArquivo,
  parseId,
  possuiPermissao,
  scopeDirective,
  slugify,
  termoEm,
  todas,
  urlDoArquivo,
  type SubgraphContext,
} from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, Directive, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { htmlSeguro } from '../../lib/html.js';
import {
  CARGOS_COMISSAO,
  CATEGORIAS_LINK_COMISSAO,
  opcoes,
  OpcaoPessoas,
  rotulo,
  TIPOS_ARQUIVO_COMISSAO,
  TIPOS_COMISSAO,
  TIPOS_TRABALHO_COMISSAO,
} from '../../lib/opcoes.js';
import { Deputado } from '../deputado/deputado.entity.js';
import { ArquivoComissao, Comissao, DeputadoComissao, EquipeTecnicaComissao, LinkComissao, TrabalhoComissao } from './comissao.entity.js';
import { ComissaoFiltro, ComissaoInput } from './comissao.inputs.js';
import { linhasDaComissao, regrasComissao } from './comissao.rules.js';

function onde(filtro: ComissaoFiltro | undefined): FilterQuery<Comissao> {
  const where: FilterQuery<Comissao> = {};
  if (filtro?.ativa !== undefined && filtro.ativa !== null) where.ativa = filtro.ativa;
  if (filtro?.tipo !== undefined && filtro.tipo !== null) where.tipo = filtro.tipo;
  return todas<Comissao>(termoEm<Comissao>(filtro?.termo, ['nome', 'sigla']), where);
}

const texto = (valor: string | null | undefined) => valor?.trim() || null;

async function salvarLinhas(comissao: Comissao, dados: ComissaoInput, em: EntityManager): Promise<void> {
  const existentes = await linhasDaComissao(em, comissao);
  const deputado = (id: string | null | undefined) => em.getReference(Deputado, parseId(id ?? '') ?? 0);
  aplicarAninhados(existentes.deputados, dados.deputadosComissao, {
    criar: (m) => em.create(DeputadoComissao, { comissao, deputado: deputado(m.deputadoId), cargo: m.cargo! }),
    atualizar: (linha, m) => em.assign(linha, { ...(m.deputadoId ? { deputado: deputado(m.deputadoId) } : {}), cargo: m.cargo! }),
    remover: (linha) => em.remove(linha),
  });
  const servidor = (s: NonNullable<ComissaoInput['equipeTecnicaComissoes']>[number]) => ({
    nome: s.nome!.trim(),
    funcao: texto(s.funcao),
    email: texto(s.email),
    telefone: texto(s.telefone),
  });
  aplicarAninhados(existentes.equipe, dados.equipeTecnicaComissoes, {
    criar: (s) => em.create(EquipeTecnicaComissao, { comissao, ...servidor(s) }),
    atualizar: (linha, s) => em.assign(linha, servidor(s)),
    remover: (linha) => em.remove(linha),
  });
  const trabalho = (t: NonNullable<ComissaoInput['trabalhosComissao']>[number]) => ({
    tipo: t.tipo!,
    titulo: t.titulo!.trim(),
    descricao: texto(t.descricao),
    data: t.data || null,
    url: texto(t.url),
  });
  aplicarAninhados(existentes.trabalhos, dados.trabalhosComissao, {
    criar: (t) => em.create(TrabalhoComissao, { comissao, ...trabalho(t) }),
    atualizar: (linha, t) => em.assign(linha, trabalho(t)),
    remover: (linha) => em.remove(linha),
  });
  aplicarAninhados(existentes.arquivos, dados.arquivosComissao, {
    criar: (a) => em.create(ArquivoComissao, { comissao, tipo: a.tipo!, titulo: a.titulo!.trim(), data: a.data || null, arquivo: guardarArquivo(a.arquivo!) }),
    atualizar: (linha, a) =>
      em.assign(linha, { tipo: a.tipo!, titulo: a.titulo!.trim(), data: a.data || null, ...(a.arquivo ? { arquivo: guardarArquivo(a.arquivo) } : {}) }),
    remover: (linha) => em.remove(linha),
  });
  aplicarAninhados(existentes.links, dados.linksComissao, {
    criar: (l) => em.create(LinkComissao, { comissao, categoria: l.categoria!, titulo: l.titulo!.trim(), url: l.url!.trim() }),
    atualizar: (linha, l) => em.assign(linha, { categoria: l.categoria!, titulo: l.titulo!.trim(), url: l.url!.trim() }),
    remover: (linha) => em.remove(linha),
  });
}

@Resolver(() => Comissao)
export class ComissaoResolver extends createCrudResolver({
  entity: Comissao,
  nomes: { singular: 'comissao', plural: 'comissoes' },
  recurso: 'comissoes',
  filtro: ComissaoFiltro,
  criar: ComissaoInput,
  atualizar: ComissaoInput,
  ordem: { nome: 'asc' },
  onde,
  regras: regrasComissao,
  paraEntidade: (d) => ({
    nome: d.nome.trim(),
    sigla: texto(d.sigla),
    descricao: htmlSeguro(d.descricao),
    tipo: d.tipo,
    ativa: d.ativa,
    urlSufixo: slugify(d.nome).slice(0, 200) || 'comissao',
  }),
  aninhados: salvarLinhas,
}) {
  @Query(() => String, { description: 'Perfil do usuário nas comissões: `gestor` se pode criar ou alterar comissões, senão `consulta`.' })
  @Directive(scopeDirective('comissoes', 'index'))
  perfilUsuarioComissao(@Ctx() { identidade }: SubgraphContext): string {
    const equipe = exigirEquipe(identidade);
    const gestor = ['create', 'update'].some((acao) => possuiPermissao(equipe.permissoes, `api/admin/comissoes#${acao}`));
    return gestor ? 'gestor' : 'consulta';
  }

  @Query(() => [OpcaoPessoas], { description: 'Tipos de comissão (id → rótulo).' })
  tiposComissao(): OpcaoPessoas[] {
    return opcoes(TIPOS_COMISSAO);
  }

  @Query(() => [OpcaoPessoas], { description: 'Cargos numa comissão (id → rótulo).' })
  cargosComissao(): OpcaoPessoas[] {
    return opcoes(CARGOS_COMISSAO);
  }

  @Query(() => [OpcaoPessoas], { description: 'Tipos de arquivo de comissão (id → rótulo).' })
  tiposArquivoComissao(): OpcaoPessoas[] {
    return opcoes(TIPOS_ARQUIVO_COMISSAO);
  }

  @Query(() => [OpcaoPessoas], { description: 'Tipos de trabalho de comissão (id → rótulo).' })
  tiposTrabalhoComissao(): OpcaoPessoas[] {
    return opcoes(TIPOS_TRABALHO_COMISSAO);
  }

  @Query(() => [OpcaoPessoas], { description: 'Categorias de link de comissão (id → rótulo).' })
  categoriasLinkComissao(): OpcaoPessoas[] {
    return opcoes(CATEGORIAS_LINK_COMISSAO);
  }

  @FieldResolver(() => String)
  tipoDescricao(@Root() comissao: Comissao): string {
    return rotulo(TIPOS_COMISSAO, comissao.tipo);
  }

  @FieldResolver(() => [DeputadoComissao], { description: 'Presidente, vice, titulares e suplentes.' })
  async deputadosComissao(@Root() comissao: Comissao, @Ctx() { loaders }: SubgraphContext): Promise<DeputadoComissao[]> {
    return loaders.loadMany(DeputadoComissao, 'comissao', comissao.id, { cargo: 'asc', id: 'asc' });
  }

  @FieldResolver(() => [EquipeTecnicaComissao])
  equipeTecnicaComissoes(@Root() comissao: Comissao, @Ctx() { loaders }: SubgraphContext): Promise<EquipeTecnicaComissao[]> {
    return loaders.loadMany(EquipeTecnicaComissao, 'comissao', comissao.id, { id: 'asc' });
  }

  @FieldResolver(() => [TrabalhoComissao], { description: 'Do mais recente ao mais antigo.' })
  trabalhosComissao(@Root() comissao: Comissao, @Ctx() { loaders }: SubgraphContext): Promise<TrabalhoComissao[]> {
    return loaders.loadMany(TrabalhoComissao, 'comissao', comissao.id, { data: 'desc nulls last', id: 'desc' });
  }

  @FieldResolver(() => [ArquivoComissao], { description: 'Do mais recente ao mais antigo.' })
  arquivosComissao(@Root() comissao: Comissao, @Ctx() { loaders }: SubgraphContext): Promise<ArquivoComissao[]> {
    return loaders.loadMany(ArquivoComissao, 'comissao', comissao.id, { data: 'desc nulls last', id: 'desc' });
  }

  @FieldResolver(() => [LinkComissao], { description: 'Por categoria.' })
  linksComissao(@Root() comissao: Comissao, @Ctx() { loaders }: SubgraphContext): Promise<LinkComissao[]> {
    return loaders.loadMany(LinkComissao, 'comissao', comissao.id, { categoria: 'asc', id: 'asc' });
  }
}

@Resolver(() => DeputadoComissao)
export class DeputadoComissaoResolver {
  @FieldResolver(() => Deputado)
  deputado(@Root() membro: DeputadoComissao, @Ctx() { loaders }: SubgraphContext): Promise<Deputado | null> {
    return loaders.load(Deputado, membro.deputado.id);
  }

  @FieldResolver(() => Comissao)
  comissao(@Root() membro: DeputadoComissao, @Ctx() { loaders }: SubgraphContext): Promise<Comissao | null> {
    return loaders.load(Comissao, membro.comissao.id);
  }

  @FieldResolver(() => String)
  cargoDescricao(@Root() membro: DeputadoComissao): string {
    return rotulo(CARGOS_COMISSAO, membro.cargo);
  }
}

@Resolver(() => TrabalhoComissao)
export class TrabalhoComissaoResolver {
  @FieldResolver(() => String)
  tipoDescricao(@Root() trabalho: TrabalhoComissao): string {
    return rotulo(TIPOS_TRABALHO_COMISSAO, trabalho.tipo);
  }
}

@Resolver(() => ArquivoComissao)
export class ArquivoComissaoResolver {
  @FieldResolver(() => String)
  tipoDescricao(@Root() arquivo: ArquivoComissao): string {
    return rotulo(TIPOS_ARQUIVO_COMISSAO, arquivo.tipo);
  }

  @FieldResolver(() => String, { description: 'Nome do arquivo enviado.' })
  nome(@Root() arquivo: ArquivoComissao): string {
    return arquivo.arquivo?.nome ?? '';
  }

  @FieldResolver(() => Int, { description: 'Tamanho em bytes.' })
  tamanho(@Root() arquivo: ArquivoComissao): number {
    return arquivo.arquivo?.tamanho ?? 0;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Caminho assinado para baixar: /arquivos/<chave>?v=…&download=1' })
  url(@Root() arquivo: ArquivoComissao): string | null {
    return arquivo.arquivo ? urlDoArquivo(arquivo.arquivo.chave, { download: true }) : null;
  }
}

@Resolver(() => LinkComissao)
export class LinkComissaoResolver {
  @FieldResolver(() => String)
  categoriaDescricao(@Root() link: LinkComissao): string {
    return rotulo(CATEGORIAS_LINK_COMISSAO, link.categoria);
  }
}

@Resolver(() => Comissao)
export class ComissaoAdminResolver extends createAdminQueries({
  entity: Comissao,
  nomes: { singular: 'comissao', plural: 'comissoes' },
  recurso: 'comissoes',
  filtro: ComissaoFiltro,
  onde, ordem: { nome: 'asc' },
}) {}
