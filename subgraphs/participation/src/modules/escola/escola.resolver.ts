import { FUNCIONALIDADE_ADMIN, MENSAGENS_ESCOLA, PADROES_CURSO, PROGRAMA_DOS_CURSOS, STATUS_CURSO, STATUS_INSCRICAO } from '@alego/catalog';
import {
  aplicarAninhados,
  createAdminQueries,
  createCrudResolver,
  createVerificacaoResolver,
  exigirCidadao,
  montarPagina,
  NaoEncontradoError,
  PaginaDe,
  PaginacaoArgs,
  parseId,
  PdfGerado,
  revogarDocumentos,
  scopeDirective,
  termoEm,
  validarPaginacao,
  ValidacaoError,
  type Identidade,
  type Pagina,
  type SubgraphContext,
} from '@alego/kit';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { Arg, Args, Ctx, Directive, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Certificado, Curso, Edicao, HorarioCurso, Inscricao, Programa } from './escola.entity.js';
import { CursoFiltro, CursoInput, EdicaoInput, ProgramaInput, TermoFiltro } from './escola.inputs.js';
import { nomeDoCertificado, pdfDoCertificado, pdfDoRelatorio, periodoDoCurso } from './escola.pdf.js';
import { emitirCertificado, origemDoCertificado } from './escola.service.js';
import { horarioDaLinha, regrasCurso, regrasEdicao, regrasPrograma } from './escola.rules.js';

const texto = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Os formulários de curso e de edição exigem a funcionalidade Admin na lotação ativa (back-office §6). */
export function exigirFuncionalidadeAdmin(identidade: Identidade | null): void {
  if (identidade?.tipo === 'equipe' && identidade.funcionalidades.includes(FUNCIONALIDADE_ADMIN)) return;
  throw new GraphQLError(MENSAGENS_ESCOLA.semFuncionalidadeAdmin, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

const ondeTermo = <T extends object>(campo: keyof T & string) => (filtro: TermoFiltro | undefined): FilterQuery<T> => termoEm<T>(filtro?.termo?.trim() || undefined, [campo]) ?? {};

@Resolver(() => Programa)
export class ProgramaResolver extends createCrudResolver({
  entity: Programa,
  nomes: { singular: 'programa', plural: 'programas' },
  recurso: 'programas',
  filtro: TermoFiltro,
  criar: ProgramaInput,
  atualizar: ProgramaInput,
  ordem: { nome: 'asc', id: 'asc' },
  onde: ondeTermo<Programa>('nome'),
  regras: regrasPrograma,
  paraEntidade: (dados) => ({ nome: dados.nome.trim(), descricao: texto(dados.descricao) }),
}) {}

@Resolver(() => Programa)
export class ProgramaAdminResolver extends createAdminQueries({ entity: Programa, nomes: { singular: 'programa', plural: 'programas' }, recurso: 'programas', filtro: TermoFiltro, onde: ondeTermo<Programa>('nome'), ordem: { nome: 'asc', id: 'asc' } }) {}

@Resolver(() => Edicao)
export class EdicaoResolver extends createCrudResolver({
  entity: Edicao,
  nomes: { singular: 'edicao', plural: 'edicoes' },
  recurso: 'edicoes',
  filtro: TermoFiltro,
  criar: EdicaoInput,
  atualizar: EdicaoInput,
  ordem: { ano: 'desc', titulo: 'asc', id: 'desc' },
  onde: ondeTermo<Edicao>('titulo'),
  regras: regrasEdicao,
  autorizar: exigirFuncionalidadeAdmin,
  paraEntidade: (dados) => ({ programa: parseId(dados.programaId), titulo: dados.titulo.trim(), ano: dados.ano }),
}) {
  @FieldResolver(() => Programa, { name: 'programaDados', description: 'O programa da edição.' })
  programaDados(@Root() edicao: Edicao, @Ctx() { loaders }: SubgraphContext): Promise<Programa | null> {
    return loaders.load(Programa, edicao.programa);
  }
}

@Resolver(() => Edicao)
export class EdicaoAdminResolver extends createAdminQueries({ entity: Edicao, nomes: { singular: 'edicao', plural: 'edicoes' }, recurso: 'edicoes', filtro: TermoFiltro, onde: ondeTermo<Edicao>('titulo'), ordem: { ano: 'desc', titulo: 'asc', id: 'desc' } }) {}

const ondeCurso = (filtro: CursoFiltro | undefined): FilterQuery<Curso> => {
  const termo = termoEm<Curso>(filtro?.termo?.trim() || undefined, ['titulo']) ?? {};
  if (filtro?.status && !Object.hasOwn(STATUS_CURSO, filtro.status)) throw new ValidacaoError(`Status inválido: use ${Object.keys(STATUS_CURSO).join(', ')}.`);
  return filtro?.status ? { $and: [termo, { status: filtro.status }] } : termo;
};

async function salvarHorarios(curso: Curso, dados: CursoInput, em: EntityManager): Promise<void> {
  const existentes = curso.id ? await em.find(HorarioCurso, { curso: curso.id }, { orderBy: { id: 'asc' } }) : [];
  aplicarAninhados(existentes, dados.horarios, {
    criar: (linha) => em.create(HorarioCurso, { curso, ...horarioDaLinha(linha) }),
    atualizar: (existente, linha) => em.assign(existente, horarioDaLinha(linha)),
    remover: (existente) => em.remove(existente),
  });
}

@Resolver(() => Curso)
export class CursoResolver extends createCrudResolver({
  entity: Curso,
  nomes: { singular: 'curso', plural: 'cursos' },
  recurso: 'cursos',
  filtro: CursoFiltro,
  criar: CursoInput,
  atualizar: CursoInput,
  ordem: { dataInicio: 'desc', id: 'desc' },
  onde: ondeCurso,
  regras: regrasCurso,
  autorizar: exigirFuncionalidadeAdmin,
  paraEntidade: (dados) => ({
    programa: PROGRAMA_DOS_CURSOS,
    edicao: dados.edicaoId ? parseId(dados.edicaoId) : null,
    titulo: dados.titulo.trim(),
    descricao: texto(dados.descricao),
    cargaHoraria: dados.cargaHoraria,
    vagas: dados.vagas,
    dataInicio: dados.dataInicio.trim(),
    dataFim: dados.dataFim.trim(),
    local: texto(dados.local),
    docente: texto(dados.docente),
    modalidade: texto(dados.modalidade) ?? PADROES_CURSO.modalidade,
    localidade: texto(dados.localidade) ?? PADROES_CURSO.localidade,
    tipoDocente: texto(dados.tipoDocente) ?? PADROES_CURSO.tipoDocente,
    status: texto(dados.status) ?? PADROES_CURSO.status,
    tipoTransmissao: texto(dados.tipoTransmissao) ?? PADROES_CURSO.tipoTransmissao,
  }),
  aninhados: salvarHorarios,
}) {
  @FieldResolver(() => [HorarioCurso])
  horarios(@Root() curso: Curso, @Ctx() { loaders }: SubgraphContext): Promise<HorarioCurso[]> {
    return loaders.loadMany(HorarioCurso, 'curso', curso.id, { id: 'asc' });
  }

  @FieldResolver(() => Edicao, { nullable: true, name: 'edicaoDados' })
  edicaoDados(@Root() curso: Curso, @Ctx() { loaders }: SubgraphContext): Promise<Edicao | null> {
    return curso.edicao ? loaders.load(Edicao, curso.edicao) : Promise.resolve(null);
  }

  @FieldResolver(() => String, { description: 'Rótulo do status.' })
  statusDescricao(@Root() curso: Curso): string {
    return STATUS_CURSO[curso.status as keyof typeof STATUS_CURSO] ?? curso.status;
  }

  @FieldResolver(() => String, { description: 'dd/mm/aaaa a dd/mm/aaaa.' })
  periodo(@Root() curso: Curso): string {
    return periodoDoCurso(curso);
  }

  @FieldResolver(() => Int, { description: 'Vagas ainda livres (inscrições que não foram canceladas nem reprovadas contam).' })
  async vagasRestantes(@Root() curso: Curso, @Ctx() { em }: SubgraphContext): Promise<number> {
    return Math.max(0, curso.vagas - (await ocupadas(em, curso.id)));
  }

  @Query(() => [String], { name: 'cursosStatus', description: 'Os status de um curso (GET /cursos/status).' })
  cursosStatus(): string[] {
    return Object.keys(STATUS_CURSO);
  }
}

@Resolver(() => Curso)
export class CursoAdminResolver extends createAdminQueries({ entity: Curso, nomes: { singular: 'curso', plural: 'cursos' }, recurso: 'cursos', filtro: CursoFiltro, onde: ondeCurso, ordem: { dataInicio: 'desc', id: 'desc' } }) {}

function ocupadas(em: EntityManager, curso: number): Promise<number> {
  return em.count(Inscricao, { curso, status: { $in: ['pendente', 'aprovada'] } });
}

const InscricaoPagina = PaginaDe(Inscricao);

@ObjectType({ description: 'Resposta das ações em lote (gerar certificados, excluir certificado).' })
export class ResultadoEscola {
  @Field()
  mensagem!: string;

  @Field(() => Int)
  quantidade!: number;
}

async function carregarCurso(em: EntityManager, id: string): Promise<Curso> {
  const chave = parseId(id);
  const curso = chave === null ? null : await em.findOne(Curso, { id: chave });
  if (!curso) throw new NaoEncontradoError('Curso não encontrado.');
  return curso;
}

const pdf = (nome: string, bytes: Buffer): PdfGerado => ({ nome, conteudoBase64: bytes.toString('base64') });

@Resolver(() => Inscricao)
export class InscricaoResolver {
  @FieldResolver(() => Curso, { name: 'cursoDados' })
  cursoDados(@Root() inscricao: Inscricao, @Ctx() { loaders }: SubgraphContext): Promise<Curso | null> {
    return loaders.load(Curso, inscricao.curso);
  }

  @FieldResolver(() => String, { description: 'Rótulo da situação.' })
  statusDescricao(@Root() inscricao: Inscricao): string {
    return STATUS_INSCRICAO[inscricao.status as keyof typeof STATUS_INSCRICAO] ?? inscricao.status;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Código de verificação do certificado, quando emitido.' })
  async codigoCertificado(@Root() inscricao: Inscricao, @Ctx() { loaders }: SubgraphContext): Promise<string | null> {
    return inscricao.certificado ? ((await loaders.load(Certificado, inscricao.certificado))?.codigo ?? null) : null;
  }

  @Query(() => InscricaoPagina, { description: 'Inscritos de um curso (inscritos-curso?id&pagina&termo).' })
  @Directive(scopeDirective('inscritos_curso', 'index'))
  async inscritosCurso(
    @Arg('cursoId', () => ID) cursoId: string,
    @Arg('termo', () => String, { nullable: true }) termo: string | null,
    @Args() paginacao: PaginacaoArgs,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Pagina<Inscricao>> {
    const curso = await carregarCurso(em, cursoId);
    const { limit, offset } = validarPaginacao(paginacao);
    const where = { $and: [{ curso: curso.id }, termoEm<Inscricao>(termo?.trim() || undefined, ['nome']) ?? {}] };
    const [itens, total] = await em.findAndCount(Inscricao, where, { limit, offset, orderBy: { nome: 'asc', id: 'asc' } });
    return montarPagina(itens, total, paginacao);
  }

  @Mutation(() => Inscricao, { description: 'Inscreve o cidadão conectado num curso com inscrições abertas.' })
  @Directive('@authenticated')
  async inscreverEmCurso(@Arg('cursoId', () => ID) cursoId: string, @Ctx() { em, identidade }: SubgraphContext): Promise<Inscricao> {
    const cidadao = exigirCidadao(identidade);
    return em.transactional(async (tx) => {
      const chave = parseId(cursoId);
      // Locks the course row: two last-seat enrolments cannot both pass the count.
      const curso = chave === null ? null : await tx.findOne(Curso, { id: chave }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!curso) throw new NaoEncontradoError('Curso não encontrado.');
      if (curso.status !== 'inscricoes_abertas') throw new ValidacaoError(MENSAGENS_ESCOLA.inscricoesFechadas);
      if (await tx.count(Inscricao, { curso: curso.id, cidadaoId: cidadao.cidadaoId })) throw new ValidacaoError(MENSAGENS_ESCOLA.jaInscrito);
      if ((await ocupadas(tx, curso.id)) >= curso.vagas) throw new ValidacaoError(MENSAGENS_ESCOLA.semVagas);
      const inscricao = tx.create(Inscricao, { curso: curso.id, cidadaoId: cidadao.cidadaoId, nome: cidadao.nome, email: cidadao.email });
      await tx.flush();
      return inscricao;
    });
  }

  @Query(() => [Inscricao], { description: 'As inscrições do cidadão conectado.' })
  @Directive('@authenticated')
  minhasInscricoes(@Ctx() { em, identidade }: SubgraphContext): Promise<Inscricao[]> {
    return em.find(Inscricao, { cidadaoId: exigirCidadao(identidade).cidadaoId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  @Query(() => PdfGerado, { description: 'O PDF do certificado de uma inscrição do cidadão conectado.' })
  @Directive('@authenticated')
  async meuCertificado(@Arg('inscricaoId', () => ID) inscricaoId: string, @Ctx() { em, identidade }: SubgraphContext): Promise<PdfGerado> {
    const { cidadaoId } = exigirCidadao(identidade);
    const chave = parseId(inscricaoId);
    const inscricao = chave === null ? null : await em.findOne(Inscricao, { id: chave, cidadaoId });
    const certificado = inscricao?.certificado ? await em.findOne(Certificado, { id: inscricao.certificado }) : null;
    if (!inscricao || !certificado) throw new NaoEncontradoError('Certificado não encontrado.');
    const curso = await carregarCurso(em, String(inscricao.curso));
    return pdf(nomeDoCertificado(certificado.codigo), await pdfDoCertificado({ nome: inscricao.nome, curso, codigo: certificado.codigo, emitidoEm: certificado.emitidoEm }));
  }

  @Mutation(() => Inscricao, { description: 'Muda a situação de uma inscrição do curso (POST /cursos/{id}/alterar_status_inscricao).' })
  @Directive(scopeDirective('cursos', 'update'))
  async alterarStatusInscricao(
    @Arg('cursoId', () => ID) cursoId: string,
    @Arg('inscricaoId', () => ID) inscricaoId: string,
    @Arg('status') status: string,
    @Ctx() { em }: SubgraphContext,
  ): Promise<Inscricao> {
    if (!Object.hasOwn(STATUS_INSCRICAO, status)) throw new ValidacaoError(`Situação inválida: use ${Object.keys(STATUS_INSCRICAO).join(', ')}.`);
    const curso = await carregarCurso(em, cursoId);
    const chave = parseId(inscricaoId);
    const inscricao = chave === null ? null : await em.findOne(Inscricao, { id: chave, curso: curso.id });
    if (!inscricao) throw new NaoEncontradoError('Inscrição não encontrada neste curso.');
    if (inscricao.certificado && status !== 'aprovada') throw new ValidacaoError(MENSAGENS_ESCOLA.statusComCertificado);
    inscricao.status = status;
    await em.flush();
    return inscricao;
  }

  @Mutation(() => ResultadoEscola, { description: 'Emite os certificados das inscrições aprovadas que ainda não têm (POST /inscritos-curso/gerar-certificado).' })
  @Directive(scopeDirective('inscritos_curso', 'gerar_certificado'))
  async gerarCertificados(@Arg('cursoId', () => ID) cursoId: string, @Ctx() { em }: SubgraphContext): Promise<ResultadoEscola> {
    const curso = await carregarCurso(em, cursoId);
    const emitidas = await em.transactional(async (tx) => {
      const pendentes = await tx.find(Inscricao, { curso: curso.id, status: 'aprovada', certificado: null }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      for (const inscricao of pendentes) await emitirCertificado(tx, inscricao, curso);
      await tx.flush();
      return pendentes;
    });
    if (!emitidas.length) throw new ValidacaoError(MENSAGENS_ESCOLA.certificadosNaoGerados);
    return { mensagem: MENSAGENS_ESCOLA.certificadosGerados, quantidade: emitidas.length };
  }

  @Mutation(() => ResultadoEscola, { description: 'Exclui o certificado de uma inscrição: o código deixa de ser válido (POST /inscritos-curso/excluir-certificado).' })
  @Directive(scopeDirective('inscritos_curso', 'excluir_certificado'))
  async excluirCertificado(@Arg('inscricaoId', () => ID) inscricaoId: string, @Ctx() { em }: SubgraphContext): Promise<ResultadoEscola> {
    const chave = parseId(inscricaoId);
    const inscricao = chave === null ? null : await em.findOne(Inscricao, { id: chave });
    if (!inscricao?.certificado) throw new ValidacaoError(MENSAGENS_ESCOLA.certificadoNaoExcluido);
    const certificado = inscricao.certificado;
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(Inscricao, { id: inscricao.id }, { certificado: null });
      await tx.nativeDelete(Certificado, { id: certificado });
      await revogarDocumentos(tx, origemDoCertificado(inscricao));
    });
    return { mensagem: MENSAGENS_ESCOLA.certificadoExcluido, quantidade: 1 };
  }

  @Query(() => PdfGerado, { description: 'Relatório dos inscritos de um curso em PDF (POST /inscritos-curso/gerar-relatorio).' })
  @Directive(scopeDirective('inscritos_curso', 'gerar_relatorio'))
  async relatorioInscritos(@Arg('cursoId', () => ID) cursoId: string, @Ctx() { em }: SubgraphContext): Promise<PdfGerado> {
    const curso = await carregarCurso(em, cursoId);
    const [horarios, inscritos] = await Promise.all([
      em.find(HorarioCurso, { curso: curso.id }, { orderBy: { id: 'asc' } }),
      em.find(Inscricao, { curso: curso.id }, { orderBy: { nome: 'asc', id: 'asc' } }),
    ]);
    return pdf(`inscritos-curso-${curso.id}.pdf`, await pdfDoRelatorio(curso, horarios, inscritos));
  }
}

export const VerificacaoEscolaResolver = createVerificacaoResolver('escola');
