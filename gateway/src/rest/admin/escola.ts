import type { Request } from 'express';
import { RespostaError } from '../executor.js';
import { campoDoCorpo, inteiroDe, paginacaoDaConsulta, textoDe, type RotaRest } from '../shim.js';
import { campoDeId, camposDiretos } from '../mantidos.js';
import { encontrado, escrita, linhaBase, linhas, opcional, type Json } from './pessoas.js';

const POR_PAGINA = 12;
const CAMPOS_CURSO = `id programa edicao titulo descricao cargaHoraria vagas dataInicio dataFim local docente modalidade localidade
  tipoDocente status tipoTransmissao vagasRestantes horarios { id turno horarioInicial horarioFinal }`;
const CAMPOS_INSCRICAO = 'id curso nome status certificado codigoCertificado createdAt';

const paginaDe = (req: Request) => paginacaoDaConsulta(req, POR_PAGINA).pagina;
const termoDe = (req: Request) => textoDe((req.query as Record<string, unknown>).termo)?.trim() || undefined;

function cursoRest(c: Json): Json {
  return {
    id: Number(c.id),
    programa_id: Number(c.programa),
    edicao_id: c.edicao ? Number(c.edicao) : null,
    titulo: c.titulo,
    descricao: c.descricao,
    carga_horaria: c.cargaHoraria,
    vagas: c.vagas,
    vagas_restantes: c.vagasRestantes,
    data_inicio: c.dataInicio,
    data_fim: c.dataFim,
    local: c.local,
    docente: c.docente,
    modalidade: c.modalidade,
    localidade: c.localidade,
    tipo_docente: c.tipoDocente,
    status: c.status,
    tipo_transmissao: c.tipoTransmissao,
    horarios: (c.horarios as Json[]).map((h) => ({ id: Number(h.id), turno: h.turno, horario_inicial: h.horarioInicial, horario_final: h.horarioFinal })),
  };
}

function inscricaoRest(i: Json): Json {
  return {
    id: Number(i.id),
    curso_id: Number(i.curso),
    nome: i.nome,
    status_inscricao: i.status,
    certificado_id: i.certificado ? Number(i.certificado) : null,
    codigo_certificado: i.codigoCertificado,
    created_at: i.createdAt,
  };
}

/** The `curso` wrapper of the legacy form; the programme is not read (the subgraph forces 3). */
function dadosDoCurso(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'curso', nome);
  return {
    edicaoId: opcional(campo('edicao_id')) ?? null,
    titulo: textoDe(campo('titulo')) ?? '',
    descricao: opcional(campo('descricao')) ?? null,
    cargaHoraria: inteiroDe(campo('carga_horaria')) ?? 0,
    vagas: inteiroDe(campo('vagas')) ?? 0,
    dataInicio: textoDe(campo('data_inicio')) ?? '',
    dataFim: textoDe(campo('data_fim')) ?? '',
    local: opcional(campo('local')) ?? null,
    docente: opcional(campo('docente')) ?? null,
    modalidade: opcional(campo('modalidade')) ?? null,
    localidade: opcional(campo('localidade')) ?? null,
    tipoDocente: opcional(campo('tipo_docente')) ?? null,
    status: opcional(campo('status')) ?? null,
    tipoTransmissao: opcional(campo('tipo_transmissao')) ?? null,
    horarios: (linhas(req, 'curso', 'horarios') ?? []).map((h) => ({
      ...linhaBase(h),
      turno: opcional(h.turno) ?? null,
      horarioInicial: textoDe(h.horario_inicial) ?? '',
      horarioFinal: textoDe(h.horario_final) ?? '',
    })),
  };
}

function dadosDaEdicao(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'edicao', nome);
  return { programaId: textoDe(campo('programa_id')) ?? '', titulo: textoDe(campo('titulo')) ?? '', ano: inteiroDe(campo('ano')) ?? 0 };
}

function dadosDoPrograma(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'programa', nome);
  return { nome: textoDe(campo('nome')) ?? '', descricao: opcional(campo('descricao')) ?? null };
}

function idDoCurso(req: Request): string {
  const id = textoDe(campoDoCorpo(req, 'inscricao', 'curso_id')) ?? textoDe(campoDoCorpo(req, 'inscricao', 'id')) ?? textoDe((req.query as Record<string, unknown>).id);
  if (!id) throw new RespostaError(400, { mensagem: 'Informe o curso (id).' });
  return id;
}

/**
 * `/api/admin/cursos`, `/edicoes`, `/programas` and `/inscritos-curso` (back-office spec §7; docs/escola.md): wrapper
 * keys `curso`, `edicao`, `programa`; answers with `mensagem` as the legacy screens read them.
 */
export const rotasAdminEscola: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/cursos',
    paginada: true,
    operacao: `query CursosAdminRest($filtro: CursoFiltro, $pagina: Int!, $porPagina: Int!) {
      cursosAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_CURSO} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => ({ filtro: { termo: termoDe(req) }, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    resposta: ({ cursosAdmin }) => (cursosAdmin.itens as Json[]).map(cursoRest),
  },
  { metodo: 'get', caminho: '/cursos/status', operacao: 'query CursosStatusRest { cursosStatus }' },
  {
    metodo: 'get',
    caminho: '/cursos/:id',
    operacao: `query CursoAdminRest($id: ID!) { cursoAdmin(id: $id) { ${CAMPOS_CURSO} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ cursoAdmin }) => cursoRest(encontrado(cursoAdmin as Json | null)),
  },
  {
    metodo: 'post',
    caminho: '/cursos/:id/alterar_status_inscricao',
    operacao: `mutation AlterarStatusInscricaoRest($cursoId: ID!, $inscricaoId: ID!, $status: String!) {
      alterarStatusInscricao(cursoId: $cursoId, inscricaoId: $inscricaoId, status: $status) { ${CAMPOS_INSCRICAO} }
    }`,
    variaveis: (req) => ({
      cursoId: req.params.id,
      inscricaoId: textoDe(campoDoCorpo(req, 'inscricao', 'inscricao_id')) ?? textoDe(campoDoCorpo(req, 'inscricao', 'id')) ?? '',
      status: textoDe(campoDoCorpo(req, 'inscricao', 'status_inscricao')) ?? textoDe(campoDoCorpo(req, 'inscricao', 'status')) ?? '',
    }),
    resposta: ({ alterarStatusInscricao }) => ({ mensagem: 'Situação da inscrição alterada com sucesso.', inscricao: inscricaoRest(alterarStatusInscricao) }),
  },
  ...escrita({ caminho: '/cursos', tipo: 'Curso', input: 'CursoInput', dados: dadosDoCurso,
    mensagem: 'Curso salvo com sucesso',
    mantidos: {
      envelope: 'curso',
      item: 'cursoAdmin',
      campos: [
        campoDeId('edicaoId', 'edicao'),
        ...camposDiretos('titulo', 'descricao', 'cargaHoraria', 'vagas', 'dataInicio', 'dataFim', 'local', 'docente', 'modalidade', 'localidade', 'tipoDocente', 'status', 'tipoTransmissao'),
        {
          campo: 'horarios',
          nomes: ['horarios', 'horarios_attributes'],
          selecao: 'horarios { id turno horarioInicial horarioFinal }',
          valor: (atual) => (atual.horarios as Json[]).map((h) => ({ id: String(h.id), turno: h.turno ?? null, horarioInicial: h.horarioInicial, horarioFinal: h.horarioFinal })),
        },
      ],
    },
  }),

  {
    metodo: 'get',
    caminho: '/edicoes',
    paginada: true,
    operacao: `query EdicoesAdminRest($filtro: TermoFiltro, $pagina: Int!, $porPagina: Int!) {
      edicoesAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { id programa titulo ano programaDados { id nome } } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => ({ filtro: { termo: termoDe(req) }, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    resposta: ({ edicoesAdmin }) => (edicoesAdmin.itens as Json[]).map(edicaoRest),
  },
  {
    metodo: 'get',
    caminho: '/edicoes/:id',
    operacao: 'query EdicaoAdminRest($id: ID!) { edicaoAdmin(id: $id) { id programa titulo ano programaDados { id nome } } }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ edicaoAdmin }) => edicaoRest(encontrado(edicaoAdmin as Json | null)),
  },
  ...escrita({ caminho: '/edicoes', tipo: 'Edicao', input: 'EdicaoInput', dados: dadosDaEdicao,
    mensagem: 'Edição salva com sucesso',
    mantidos: { envelope: 'edicao', item: 'edicaoAdmin', campos: [campoDeId('programaId', 'programa'), ...camposDiretos('titulo', 'ano')] },
  }),

  {
    metodo: 'get',
    caminho: '/programas',
    paginada: true,
    operacao: `query ProgramasAdminRest($filtro: TermoFiltro, $pagina: Int!, $porPagina: Int!) {
      programasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { id nome descricao } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => ({ filtro: { termo: termoDe(req) }, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    resposta: ({ programasAdmin }) => (programasAdmin.itens as Json[]).map((p) => ({ id: Number(p.id), nome: p.nome, descricao: p.descricao })),
  },
  {
    metodo: 'get',
    caminho: '/programas/:id',
    operacao: 'query ProgramaAdminRest($id: ID!) { programaAdmin(id: $id) { id nome descricao } }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ programaAdmin }) => {
      const p = encontrado(programaAdmin as Json | null);
      return { id: Number(p.id), nome: p.nome, descricao: p.descricao };
    },
  },
  ...escrita({ caminho: '/programas', tipo: 'Programa', input: 'ProgramaInput', dados: dadosDoPrograma,
    mensagem: 'Salvo com sucesso!',
    mantidos: { envelope: 'programa', item: 'programaAdmin', campos: camposDiretos('nome', 'descricao') },
  }),

  {
    metodo: 'get',
    caminho: '/inscritos-curso',
    paginada: true,
    operacao: `query InscritosCursoRest($cursoId: ID!, $termo: String, $pagina: Int!, $porPagina: Int!) {
      inscritosCurso(cursoId: $cursoId, termo: $termo, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_INSCRICAO} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => ({ cursoId: idDoCurso(req), termo: termoDe(req) ?? null, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    resposta: ({ inscritosCurso }) => (inscritosCurso.itens as Json[]).map(inscricaoRest),
  },
  {
    metodo: 'post',
    caminho: '/inscritos-curso/gerar-relatorio',
    operacao: 'query RelatorioInscritosRest($cursoId: ID!) { relatorioInscritos(cursoId: $cursoId) { nome conteudoBase64 } }',
    variaveis: (req) => ({ cursoId: idDoCurso(req) }),
    // JSON like every route of the table: the PDF's name and its bytes in base64.
    resposta: ({ relatorioInscritos }) => ({ nome: relatorioInscritos.nome, arquivo: relatorioInscritos.conteudoBase64 }),
  },
  {
    metodo: 'post',
    caminho: '/inscritos-curso/gerar-certificado',
    operacao: 'mutation GerarCertificadosRest($cursoId: ID!) { gerarCertificados(cursoId: $cursoId) { mensagem quantidade } }',
    variaveis: (req) => ({ cursoId: idDoCurso(req) }),
  },
  {
    metodo: 'post',
    caminho: '/inscritos-curso/excluir-certificado',
    operacao: 'mutation ExcluirCertificadoRest($inscricaoId: ID!) { excluirCertificado(inscricaoId: $inscricaoId) { mensagem quantidade } }',
    variaveis: (req) => ({ inscricaoId: textoDe(campoDoCorpo(req, 'inscricao', 'inscricao_id')) ?? textoDe(campoDoCorpo(req, 'inscricao', 'id')) ?? '' }),
  },
];

function edicaoRest(e: Json): Json {
  return { id: Number(e.id), programa_id: Number(e.programa), titulo: e.titulo, ano: e.ano, programa: e.programaDados ? { id: Number(e.programaDados.id), nome: e.programaDados.nome } : null };
}
