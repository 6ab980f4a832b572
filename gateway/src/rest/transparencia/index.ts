import type { Request } from 'express';
import { CAMPOS_DA_PAGINA, type RotaRest } from '../shim.js';
import { ano, filtroComum, id, mes, naoEncontrado, obrigatorio, paginacao, semVazios, texto, vigencia } from './parametros.js';

/*
 * `/api/transparencia/...` (public-site spec §7): each legacy path is one GraphQL operation of the transparency subgraph.
 * Bodies are snake_case as the legacy clients read them; money stays an exact decimal string ("1234.56").
 * The shapes are documented in docs/transparencia.md.
 */

// Any JSON the operation answered; each mapper below picks the fields of its own selection.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape belongs to each route's operation
type Json = Record<string, any>;

const PAGINA = CAMPOS_DA_PAGINA;
const ARGS_LISTA = 'pagina: $pagina, porPagina: $porPagina';
const VARS_LISTA = '$pagina: Int!, $porPagina: Int!';

const idNumero = (valor: unknown): number => Number(valor);

// ---------------------------------------------------------------- contratos e convênios

const CAMPOS_CONTRATO = 'id numero ano objeto fornecedor cnpjFormatado tipo tipoDescricao tipoContratacao { id descricao } valor dataAssinatura vigenciaInicio vigenciaFim vigente fiscais { id nome matricula funcao portaria }';

function fiscalResumo(f: Json): Json {
  return { id: idNumero(f.id), nome: f.nome, matricula: f.matricula, funcao: f.funcao, portaria: f.portaria };
}

export function contratoRest(c: Json): Json {
  return {
    id: idNumero(c.id),
    numero: c.numero,
    ano: c.ano,
    objeto: c.objeto,
    fornecedor: c.fornecedor,
    cnpj: c.cnpjFormatado,
    tipo: c.tipo,
    tipo_descricao: c.tipoDescricao,
    tipo_contratacao: c.tipoContratacao ? { id: idNumero(c.tipoContratacao.id), descricao: c.tipoContratacao.descricao } : null,
    valor: c.valor,
    data_assinatura: c.dataAssinatura,
    vigencia_inicio: c.vigenciaInicio,
    vigencia_fim: c.vigenciaFim,
    vigente: c.vigente,
    fiscais: (c.fiscais as Json[]).map(fiscalResumo),
  };
}

/** One of the four lists of `contratos-e-convenios`, each a kind of instrument; `tipoId` names its type parameter. */
function listaDeContratos(caminho: string, tipo: string, tipoId?: string): RotaRest {
  return {
    metodo: 'get',
    caminho: `/contratos-e-convenios/${caminho}`,
    paginada: true,
    operacao: `query ContratosRest($filtro: ContratoFiltro, ${VARS_LISTA}) {
      contratos(filtro: $filtro, ${ARGS_LISTA}) { itens { ${CAMPOS_CONTRATO} } ${PAGINA} }
      contratosTotal(filtro: $filtro) { valor }
    }`,
    variaveis: (req) => ({
      filtro: semVazios({ ...filtroComum(req), tipo, ano: ano(req), vigente: vigencia(req), tipoContratacaoId: tipoId ? (id(req, tipoId) ?? id(req, 'tipo_id')) : undefined }),
      ...paginacao(req),
    }),
    resposta: ({ contratos }) => (contratos.itens as Json[]).map(contratoRest),
    cabecalhos: ({ contratosTotal }) => ({ Total: contratosTotal.valor }),
  };
}

function tiposDeContratacao(caminho: string, grupo: string): RotaRest {
  return {
    metodo: 'get',
    caminho: `/contratos-e-convenios/${caminho}`,
    operacao: 'query TiposContratacaoRest($grupo: String) { tiposContratacao(grupo: $grupo) { id descricao } }',
    variaveis: () => ({ grupo }),
    resposta: ({ tiposContratacao }) => (tiposContratacao as Json[]).map((t) => ({ id: idNumero(t.id), descricao: t.descricao })),
  };
}

const rotasContratos: RotaRest[] = [
  listaDeContratos('contratos', 'contrato', 'tipo_contrato_id'),
  listaDeContratos('convenios', 'convenio'),
  listaDeContratos('atas-de-registro-de-preco', 'ata_registro_preco'),
  listaDeContratos('outras-contratacoes', 'outra_contratacao', 'tipo_outra_contratacao_id'),
  tiposDeContratacao('tipo_contratos', 'contrato'),
  tiposDeContratacao('tipo-outras-contratacoes', 'outra_contratacao'),
  {
    metodo: 'get',
    caminho: '/contratos-e-convenios/anos_contratos',
    operacao: 'query AnosContratosRest($tipo: String) { anosContratos(tipo: $tipo) }',
    variaveis: (req) => semVazios({ tipo: texto(req, 'tipo') }),
  },
  {
    metodo: 'get',
    caminho: '/contratos-e-convenios/fiscais_de_contratos',
    paginada: true,
    operacao: `query FiscaisContratosRest($filtro: FiscalContratoFiltro, ${VARS_LISTA}) {
      fiscaisContratos(filtro: $filtro, ${ARGS_LISTA}) {
        itens { id nome matricula funcao portaria dataDesignacao contrato { id numero objeto fornecedor vigente } } ${PAGINA}
      }
    }`,
    variaveis: (req) => ({
      filtro: semVazios({ termo: texto(req, 'termo'), contratoId: id(req, 'contrato_id'), vigente: vigencia(req) }),
      ...paginacao(req),
    }),
    resposta: ({ fiscaisContratos }) =>
      (fiscaisContratos.itens as Json[]).map((f) => ({
        ...fiscalResumo(f),
        data_designacao: f.dataDesignacao,
        contrato: { id: idNumero(f.contrato.id), numero: f.contrato.numero, objeto: f.contrato.objeto, fornecedor: f.contrato.fornecedor, vigente: f.contrato.vigente },
      })),
  },
];

// ---------------------------------------------------------------- licitações

const CAMPOS_EDITAL = 'id numero ano processo objeto identificador modalidade { id descricao } fase { id descricao } dataAbertura valorEstimado';

function editalRest(e: Json): Json {
  return {
    id: idNumero(e.id),
    numero: e.numero,
    ano: e.ano,
    processo: e.processo,
    objeto: e.objeto,
    identificador: e.identificador,
    modalidade: { id: idNumero(e.modalidade.id), descricao: e.modalidade.descricao },
    fase: { id: idNumero(e.fase.id), descricao: e.fase.descricao },
    data_abertura: e.dataAbertura,
    valor_estimado: e.valorEstimado,
  };
}

function avisoRest(a: Json, comEdital = true): Json {
  const aviso: Json = { id: idNumero(a.id), titulo: a.titulo, conteudo: a.conteudo, data_publicacao: a.dataPublicacao };
  if (comEdital) aviso.edital = a.edital ? { id: idNumero(a.edital.id), identificador: a.edital.identificador } : null;
  return aviso;
}

const listaSimples = (campo: string) => (dados: Json) => (dados[campo] as Json[]).map((item) => ({ id: idNumero(item.id), descricao: item.descricao }));

const rotasLicitacoes: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/licitacoes/editais',
    paginada: true,
    operacao: `query EditaisRest($filtro: EditalFiltro, ${VARS_LISTA}) {
      editais(filtro: $filtro, ${ARGS_LISTA}) { itens { ${CAMPOS_EDITAL} } ${PAGINA} }
      editaisTotal(filtro: $filtro) { valorEstimado }
    }`,
    variaveis: (req) => ({
      filtro: semVazios({ ...filtroComum(req), ano: ano(req), modalidadeId: id(req, 'modalidade_id'), faseId: id(req, 'fase_id') }),
      ...paginacao(req),
    }),
    resposta: ({ editais }) => (editais.itens as Json[]).map(editalRest),
    cabecalhos: ({ editaisTotal }) => ({ Total: editaisTotal.valorEstimado }),
  },
  {
    metodo: 'get',
    caminho: '/licitacoes/editais/:id',
    operacao: `query EditalRest($id: ID!) { edital(id: $id) { ${CAMPOS_EDITAL} avisos { id titulo conteudo dataPublicacao } } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ edital }) => {
      if (!edital) throw naoEncontrado();
      return { ...editalRest(edital), avisos: (edital.avisos as Json[]).map((a) => avisoRest(a, false)) };
    },
  },
  { metodo: 'get', caminho: '/licitacoes/anos', operacao: 'query AnosLicitacoesRest { anosLicitacoes }' },
  {
    metodo: 'get',
    caminho: '/licitacoes/modalidades-licitacoes',
    operacao: 'query ModalidadesLicitacoesRest { modalidadesLicitacoes { id descricao } }',
    resposta: listaSimples('modalidadesLicitacoes'),
  },
  {
    metodo: 'get',
    caminho: '/licitacoes/fases-licitacoes',
    operacao: 'query FasesLicitacoesRest { fasesLicitacoes { id descricao } }',
    resposta: listaSimples('fasesLicitacoes'),
  },
  {
    metodo: 'get',
    caminho: '/licitacoes/avisos',
    paginada: true,
    operacao: `query AvisosLicitacoesRest($filtro: AvisoLicitacaoFiltro, ${VARS_LISTA}) {
      avisosLicitacoes(filtro: $filtro, ${ARGS_LISTA}) { itens { id titulo conteudo dataPublicacao edital { id identificador } } ${PAGINA} }
    }`,
    variaveis: (req) => ({ filtro: semVazios({ ...filtroComum(req), ano: ano(req), editalId: id(req, 'edital_id') }), ...paginacao(req) }),
    resposta: ({ avisosLicitacoes }) => (avisosLicitacoes.itens as Json[]).map((a) => avisoRest(a)),
  },
  {
    metodo: 'get',
    caminho: '/licitacoes/aviso/:id',
    operacao: 'query AvisoLicitacaoRest($id: ID!) { avisoLicitacao(id: $id) { id titulo conteudo dataPublicacao edital { id identificador } } }',
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ avisoLicitacao }) => {
      if (!avisoLicitacao) throw naoEncontrado();
      return avisoRest(avisoLicitacao);
    },
  },
];

// ---------------------------------------------------------------- empenhos, diárias, duodécimos

const CAMPOS_EMPENHO = 'id numero ano data credor cnpjFormatado elementoDespesa historico valorEmpenhado valorLiquidado valorPago';

function empenhoRest(e: Json): Json {
  return {
    id: idNumero(e.id),
    numero: e.numero,
    ano: e.ano,
    data: e.data,
    credor: e.credor,
    cnpj: e.cnpjFormatado,
    elemento_despesa: e.elementoDespesa,
    historico: e.historico,
    valor_empenhado: e.valorEmpenhado,
    valor_liquidado: e.valorLiquidado,
    valor_pago: e.valorPago,
  };
}

/** `Ano` and `Mes` echo the period asked for, when one was. */
function cabecalhosDePeriodo(req: Request): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const a = ano(req);
  const m = mes(req);
  if (a !== undefined) cabecalhos.Ano = String(a);
  if (m !== undefined) cabecalhos.Mes = String(m);
  return cabecalhos;
}

const rotasFinanceiras: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/empenhos',
    paginada: true,
    operacao: `query EmpenhosRest($filtro: EmpenhoFiltro, ${VARS_LISTA}) {
      empenhos(filtro: $filtro, ${ARGS_LISTA}) { itens { ${CAMPOS_EMPENHO} } ${PAGINA} }
      empenhosTotal(filtro: $filtro) { totalEmpenhado totalLiquidado totalPago }
    }`,
    variaveis: (req) => ({ filtro: semVazios({ ...filtroComum(req), ano: ano(req), mes: mes(req) }), ...paginacao(req) }),
    resposta: ({ empenhos }) => (empenhos.itens as Json[]).map(empenhoRest),
    cabecalhos: ({ empenhosTotal: t }) => ({ totalEmpenhado: t.totalEmpenhado, totalPago: t.totalPago, TotalPago: t.totalPago, TotalLiquido: t.totalLiquidado }),
  },
  // Before `/empenhos/:id`, which would take "anos" for an id.
  { metodo: 'get', caminho: '/empenhos/anos', operacao: 'query AnosEmpenhosRest { anosEmpenhos }' },
  {
    metodo: 'get',
    caminho: '/empenhos/:id',
    operacao: `query EmpenhoRest($id: ID!) { empenho(id: $id) { ${CAMPOS_EMPENHO} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ empenho }) => {
      if (!empenho) throw naoEncontrado();
      return empenhoRest(empenho);
    },
  },
  {
    metodo: 'get',
    caminho: '/diarias',
    paginada: true,
    operacao: `query DiariasRest($filtro: DiariaFiltro, ${VARS_LISTA}) {
      diarias(filtro: $filtro, ${ARGS_LISTA}) {
        itens { id beneficiario cargo tipoSolicitacao { id descricao } destino motivo dataSaida dataRetorno ano mes quantidade valorUnitario valorTotal } ${PAGINA}
      }
      diariasTotal(filtro: $filtro) { total numeroBeneficiarios }
    }`,
    variaveis: (req) => ({
      filtro: semVazios({ ...filtroComum(req), ano: ano(req), mes: mes(req), tipoSolicitacaoId: id(req, 'tipo_solicitacao_id') }),
      ...paginacao(req),
    }),
    resposta: ({ diarias }) =>
      (diarias.itens as Json[]).map((d) => ({
        id: idNumero(d.id),
        beneficiario: d.beneficiario,
        cargo: d.cargo,
        tipo_solicitacao: { id: idNumero(d.tipoSolicitacao.id), descricao: d.tipoSolicitacao.descricao },
        destino: d.destino,
        motivo: d.motivo,
        data_saida: d.dataSaida,
        data_retorno: d.dataRetorno,
        ano: d.ano,
        mes: d.mes,
        quantidade: d.quantidade,
        valor_unitario: d.valorUnitario,
        valor_total: d.valorTotal,
      })),
    cabecalhos: ({ diariasTotal }, req) => {
      const periodo = cabecalhosDePeriodo(req);
      return {
        Total: diariasTotal.total,
        NumeroBeneficiarios: String(diariasTotal.numeroBeneficiarios),
        ...periodo,
        // The month's spending, when the list is one month.
        ...(periodo.Ano && periodo.Mes ? { GastoTotalMes: diariasTotal.total } : {}),
      };
    },
  },
  { metodo: 'get', caminho: '/diarias/meses-e-anos', operacao: 'query DiariasMesesEAnosRest { diariasMesesEAnos { ano meses } }' },
  {
    metodo: 'get',
    caminho: '/diarias/tipos-solicitacao',
    operacao: 'query TiposSolicitacaoDiariaRest { tiposSolicitacaoDiaria { id descricao } }',
    resposta: listaSimples('tiposSolicitacaoDiaria'),
  },
  {
    metodo: 'get',
    caminho: '/repasse-duodecimos',
    paginada: true,
    operacao: `query RepassesDuodecimosRest($filtro: RepasseDuodecimoFiltro, ${VARS_LISTA}) {
      repassesDuodecimos(filtro: $filtro, ${ARGS_LISTA}) { itens { id ano mes dataRepasse valorPrevisto valorRepassado } ${PAGINA} }
      repassesDuodecimosTotal(filtro: $filtro) { totalRepassado }
    }`,
    variaveis: (req) => ({ filtro: semVazios({ ano: ano(req), mes: mes(req) }), ...paginacao(req) }),
    resposta: ({ repassesDuodecimos }) =>
      (repassesDuodecimos.itens as Json[]).map((r) => ({
        id: idNumero(r.id),
        ano: r.ano,
        mes: r.mes,
        data_repasse: r.dataRepasse,
        valor_previsto: r.valorPrevisto,
        valor_repassado: r.valorRepassado,
      })),
    cabecalhos: ({ repassesDuodecimosTotal: t }, req) => ({ Total: t.totalRepassado, TotalPago: t.totalRepassado, ...cabecalhosDePeriodo(req) }),
  },
  { metodo: 'get', caminho: '/repasse-duodecimos/periodos', operacao: 'query RepassesDuodecimosPeriodosRest { repassesDuodecimosPeriodos { ano meses } }' },
];

// ---------------------------------------------------------------- verbas indenizatórias

/** By name; a deputy people no longer knows (no name) goes last. */
const porNome = (a: { nome: string | null }, b: { nome: string | null }) =>
  a.nome === null ? (b.nome === null ? 0 : 1) : b.nome === null ? -1 : a.nome.localeCompare(b.nome, 'pt-BR');

function anoObrigatorio(req: Request): number {
  return obrigatorio(ano(req), 'Informe o ano.');
}

function mesObrigatorio(req: Request): number {
  return obrigatorio(mes(req), 'Informe o mês.');
}

const rotasVerbas: RotaRest[] = [
  { metodo: 'get', caminho: '/verbas_indenizatorias/periodos', operacao: 'query VerbasPeriodosRest { verbasIndenizatoriasPeriodos { ano meses } }' },
  {
    metodo: 'get',
    caminho: '/verbas_indenizatorias/deputados',
    operacao: 'query VerbasDeputadosRest($ano: Int!, $mes: Int!) { verbasIndenizatoriasDeputados(ano: $ano, mes: $mes) { id nome } }',
    variaveis: (req) => ({ ano: anoObrigatorio(req), mes: mesObrigatorio(req) }),
    // A deputy people no longer knows comes back null: not selectable by name, so left out of the list.
    resposta: ({ verbasIndenizatoriasDeputados }) =>
      (verbasIndenizatoriasDeputados as (Json | null)[])
        .filter((d): d is Json => d !== null)
        .map((d) => ({ id: idNumero(d.id), nome: d.nome as string }))
        .sort(porNome),
    cabecalhos: ({ verbasIndenizatoriasDeputados }, req) => ({ ...cabecalhosDePeriodo(req), NumeroBeneficiarios: String(verbasIndenizatoriasDeputados.length) }),
  },
  {
    metodo: 'get',
    caminho: '/verbas_indenizatorias/exibir',
    operacao: `query VerbaExibirRest($deputadoId: ID!, $ano: Int!, $mes: Int!) {
      verbaIndenizatoria(deputadoId: $deputadoId, ano: $ano, mes: $mes) {
        deputadoId deputado { nome partido { sigla } }
        totalIndenizado
        grupos { descricao subgrupos { descricao lancamentos { fornecedor cnpjCpf valorApresentado valorIndenizado data numero } } }
      }
    }`,
    variaveis: (req) => ({ deputadoId: obrigatorio(id(req, 'deputado_id'), 'Informe o deputado.'), ano: anoObrigatorio(req), mes: mesObrigatorio(req) }),
    resposta: ({ verbaIndenizatoria: v }) => {
      if (!v) throw naoEncontrado('Nenhum lançamento de verba indenizatória para este deputado no período.');
      return {
        deputado: { id: idNumero(v.deputadoId), nome: v.deputado?.nome ?? null, partido: v.deputado?.partido?.sigla ?? null },
        grupos: (v.grupos as Json[]).map((g) => ({
          descricao: g.descricao,
          subgrupos: (g.subgrupos as Json[]).map((s) => ({
            descricao: s.descricao,
            lancamentos: (s.lancamentos as Json[]).map((l) => ({
              fornecedor: { nome: l.fornecedor, cnpj_cpf: l.cnpjCpf, valor_apresentado: l.valorApresentado, valor_indenizado: l.valorIndenizado, data: l.data, numero: l.numero },
            })),
          })),
        })),
      };
    },
    cabecalhos: ({ verbaIndenizatoria: v }, req) => (v ? { ...cabecalhosDePeriodo(req), Total: v.totalIndenizado } : {}),
  },
  {
    metodo: 'get',
    caminho: '/verbas_indenizatorias/resumo-anual',
    operacao: `query VerbasResumoAnualRest($ano: Int!, $deputadoId: ID) {
      verbasIndenizatoriasResumoAnual(ano: $ano, deputadoId: $deputadoId) {
        ano totalApresentado totalIndenizado numeroDeputados
        deputados { deputadoId deputado { nome } totalApresentado totalIndenizado meses { mes valorApresentado valorIndenizado } }
      }
    }`,
    variaveis: (req) => semVazios({ ano: anoObrigatorio(req), deputadoId: id(req, 'deputado_id') }),
    resposta: ({ verbasIndenizatoriasResumoAnual: r }) => ({
      ano: r.ano,
      total_apresentado: r.totalApresentado,
      total_indenizado: r.totalIndenizado,
      deputados: (r.deputados as Json[])
        .map((d) => ({
          id: idNumero(d.deputadoId),
          nome: (d.deputado?.nome as string | undefined) ?? null,
          total_apresentado: d.totalApresentado,
          total_indenizado: d.totalIndenizado,
          meses: (d.meses as Json[]).map((m) => ({ mes: m.mes, valor_apresentado: m.valorApresentado, valor_indenizado: m.valorIndenizado })),
        }))
        .sort(porNome),
    }),
    cabecalhos: ({ verbasIndenizatoriasResumoAnual: r }) => ({ Ano: String(r.ano), Total: r.totalIndenizado, NumeroBeneficiarios: String(r.numeroDeputados) }),
  },
  {
    metodo: 'get',
    caminho: '/verbas_indenizatorias/por-categoria',
    operacao: `query VerbasPorCategoriaRest($ano: Int!, $mes: Int) {
      verbasIndenizatoriasPorCategoria(ano: $ano, mes: $mes) { descricao totalApresentado totalIndenizado }
    }`,
    variaveis: (req) => semVazios({ ano: anoObrigatorio(req), mes: mes(req) }),
    resposta: ({ verbasIndenizatoriasPorCategoria }) =>
      (verbasIndenizatoriasPorCategoria as Json[]).map((c) => ({ descricao: c.descricao, total_apresentado: c.totalApresentado, total_indenizado: c.totalIndenizado })),
    cabecalhos: (_dados, req) => cabecalhosDePeriodo(req),
  },
];

/** Mounted at `/api/transparencia`. */
export const rotasTransparencia: RotaRest[] = [...rotasContratos, ...rotasLicitacoes, ...rotasFinanceiras, ...rotasVerbas];
