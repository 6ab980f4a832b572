import type { Request } from 'express';
import { CAMPOS_DA_PAGINA, campoDoCorpo, inteiroDe, paginacaoDaConsulta, textoDe, type RotaRest } from './shim.js';

/** Transparency list page size (public-site spec §9). */
export const POR_PAGINA_TRANSPARENCIA = 10;

/** `remuneracaoBasica` → `remuneracao_basica`, deeply: the legacy clients read snake_case. */
export function paraSnake(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(paraSnake);
  if (!valor || typeof valor !== 'object') return valor;
  return Object.fromEntries(Object.entries(valor).map(([chave, v]) => [chave.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`), paraSnake(v)]));
}

function consulta(req: Request): Record<string, unknown> {
  return req.query as Record<string, unknown>;
}

export const paginacao = (req: Request, porPaginaPadrao = POR_PAGINA_TRANSPARENCIA) => paginacaoDaConsulta(req, porPaginaPadrao);

function opcional(valor: unknown): string | undefined {
  return textoDe(valor)?.trim() || undefined;
}

/** The list's filters from the legacy query string; an unparsable year or month is passed on for GraphQL to refuse. */
export function filtroRemuneracao(req: Request): { termo?: string; ano?: number; mes?: number; vinculo?: string; categoria?: string; gabinete?: string; lotacao?: string } {
  const q = consulta(req);
  const filtro = {
    termo: opcional(q.termo),
    ano: inteiroDe(q.ano),
    mes: inteiroDe(q.mes),
    vinculo: opcional(q.vinculo),
    categoria: opcional(q.categoria),
    gabinete: opcional(q.gabinete),
    lotacao: opcional(q.lotacao),
  };
  return Object.fromEntries(Object.entries(filtro).filter(([, v]) => v !== undefined));
}

const CAMPOS_REMUNERACAO = 'id matricula nome cargo vinculo categoria lotacao gabinete ano mes remuneracaoBasica vantagens indenizacoes bruto descontos liquido';
const PAGINA = CAMPOS_DA_PAGINA;
const ARQUIVO = 'arquivo { nome tamanho url }';

const LISTA_REMUNERACOES: Omit<RotaRest, 'caminho'> = {
  metodo: 'get',
  paginada: true,
  operacao: `query RemuneracoesRest($filtro: RemuneracaoFiltro, $pagina: Int!, $porPagina: Int!) {
    remuneracoes(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_REMUNERACAO} } ${PAGINA} }
    remuneracoesTotais(filtro: $filtro) { numeroServidores totalBruto totalLiquido }
  }`,
  variaveis: (req) => ({ filtro: filtroRemuneracao(req), ...paginacao(req) }),
  resposta: ({ remuneracoes }) => paraSnake(remuneracoes.itens),
  cabecalhos: ({ remuneracoesTotais: t }, req) => {
    const filtro = filtroRemuneracao(req);
    return {
      Ano: filtro.ano ? String(filtro.ano) : '',
      Mes: filtro.mes ? String(filtro.mes) : '',
      NumeroServidores: String(t.numeroServidores),
      Total: t.totalBruto,
      TotalLiquido: t.totalLiquido,
    };
  },
};

/** A paginated document list under `caminho` answered by `lista` with `tipo`'s filter. */
function listaDeDocumentos(caminho: string, lista: string, tipoFiltro: string, campos: string, filtro: (req: Request) => Record<string, unknown>): RotaRest {
  const nome = lista.charAt(0).toUpperCase() + lista.slice(1);
  return {
    metodo: 'get',
    caminho,
    paginada: true,
    operacao: `query ${nome}Rest($filtro: ${tipoFiltro}, $pagina: Int!, $porPagina: Int!) {
      ${lista}(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${campos} } ${PAGINA} }
    }`,
    variaveis: (req) => ({ filtro: Object.fromEntries(Object.entries(filtro(req)).filter(([, v]) => v !== undefined)), ...paginacao(req) }),
    resposta: (dados) => paraSnake(dados[lista].itens),
  };
}

function item(caminho: string, campo: string, campos: string): RotaRest {
  const nome = campo.charAt(0).toUpperCase() + campo.slice(1);
  return {
    metodo: 'get',
    caminho,
    operacao: `query ${nome}Rest($id: ID!) { ${campo}(id: $id) { ${campos} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: (dados) => (dados[campo] ? paraSnake(dados[campo]) : { mensagem: 'Registro não encontrado.' }),
  };
}

function anos(caminho: string, cadastro: string): RotaRest {
  return {
    metodo: 'get',
    caminho,
    operacao: `query AnosComDados${cadastro}Rest { anosComDados(cadastro: ${cadastro}) }`,
  };
}

const CAMPOS_ORCAMENTO = `id ano tipo tipoDescricao autorizadoComPessoal descricao ${ARQUIVO}`;
const CAMPOS_GESTAO = `id ano descricao ${ARQUIVO}`;
const CAMPOS_PRESTACAO = `id ano mes tipoCadastro tipoCadastroDescricao descricao ${ARQUIVO}`;
const CAMPOS_SANCAO = `id ano empresa cnpj cnpjFormatado sancao processo dataPublicacao ${ARQUIVO}`;
const CAMPOS_DEMONSTRATIVO = `id ano descricao ${ARQUIVO}`;

/** Public `/api/transparencia/...` paths of the personnel, budget and accounts datasets (docs/remuneracoes.md). */
export const rotasTransparenciaPessoal: RotaRest[] = [
  { ...LISTA_REMUNERACOES, caminho: '/remuneracoes' },
  { ...LISTA_REMUNERACOES, caminho: '/remuneracoes/consulta' },
  {
    metodo: 'get',
    caminho: '/remuneracoes/meses-e-anos',
    operacao: 'query RemuneracoesPeriodosRest { remuneracoesPeriodos { ano mes } }',
  },
  {
    metodo: 'get',
    caminho: '/remuneracoes/gabinetes-no-periodo',
    operacao: 'query RemuneracoesGabinetesRest($ano: Int!, $mes: Int!) { remuneracoesGabinetes(ano: $ano, mes: $mes) }',
    variaveis: (req) => ({ ano: inteiroDe(consulta(req).ano) ?? 0, mes: inteiroDe(consulta(req).mes) ?? 0 }),
  },
  { metodo: 'get', caminho: '/remuneracoes/vinculos', operacao: 'query RemuneracoesVinculosRest { remuneracoesVinculos }' },
  { metodo: 'get', caminho: '/remuneracoes/categorias', operacao: 'query RemuneracoesCategoriasRest { remuneracoesCategorias }' },
  {
    metodo: 'post',
    caminho: '/remuneracoes/acesso-remuneracao',
    operacao: 'mutation RegistrarAcessoRemuneracaoRest($matricula: String!, $ano: Int!, $mes: Int!) { registrarAcessoRemuneracao(matricula: $matricula, ano: $ano, mes: $mes) }',
    variaveis: (req) => {
      const campo = (nome: string) => campoDoCorpo(req, 'acesso_remuneracao', nome);
      return { matricula: textoDe(campo('matricula')) ?? textoDe(campo('matr')) ?? '', ano: inteiroDe(campo('ano')) ?? 0, mes: inteiroDe(campo('mes')) ?? 0 };
    },
    resposta: () => ({ mensagem: 'Acesso registrado.' }),
  },
  {
    metodo: 'get',
    caminho: '/remuneracoes/:matricula/:ano/:mes',
    operacao: `query RemuneracaoDoServidorRest($matricula: String!, $ano: Int!, $mes: Int!) {
      remuneracaoDoServidor(matricula: $matricula, ano: $ano, mes: $mes) { ${CAMPOS_REMUNERACAO} }
    }`,
    variaveis: (req) => ({ matricula: String(req.params.matricula), ano: inteiroDe(req.params.ano) ?? 0, mes: inteiroDe(req.params.mes) ?? 0 }),
    resposta: ({ remuneracaoDoServidor }) => (remuneracaoDoServidor ? paraSnake(remuneracaoDoServidor) : { mensagem: 'Registro não encontrado.' }),
  },

  listaDeDocumentos('/gestao-fiscal-anual', 'gestoesFiscaisAnuais', 'GestaoFiscalAnualFiltro', CAMPOS_GESTAO, (req) => ({
    ano: inteiroDe(consulta(req).ano),
    termo: opcional(consulta(req).termo),
  })),
  anos('/gestao-fiscal-anual/anos', 'GESTAO_FISCAL'),

  anos('/orcamentos/anos', 'ORCAMENTO'),
  {
    metodo: 'get',
    caminho: '/orcamentos/tipos',
    operacao: 'query OrcamentosTiposRest { orcamentosTipos { valor descricao exigeAutorizadoComPessoal } }',
    resposta: ({ orcamentosTipos }) => paraSnake(orcamentosTipos),
  },
  listaDeDocumentos('/orcamentos', 'orcamentos', 'OrcamentoFiltro', CAMPOS_ORCAMENTO, (req) => ({
    ano: inteiroDe(consulta(req).ano),
    tipo: opcional(consulta(req).tipo),
    termo: opcional(consulta(req).termo),
  })),
  listaDeDocumentos('/orcamentos/:ano', 'orcamentos', 'OrcamentoFiltro', CAMPOS_ORCAMENTO, (req) => ({
    ano: inteiroDe(req.params.ano) ?? 0,
    tipo: opcional(consulta(req).tipo),
  })),

  anos('/prestacao_contas/anos', 'PRESTACAO_CONTAS'),
  {
    metodo: 'get',
    caminho: '/prestacao_contas/tipos',
    operacao: 'query PrestacoesContasTiposRest { prestacoesContasTipos { valor descricao } }',
  },
  listaDeDocumentos('/prestacao_contas', 'prestacoesContas', 'PrestacaoContasFiltro', CAMPOS_PRESTACAO, (req) => ({
    ano: inteiroDe(consulta(req).ano),
    tipoCadastro: opcional(consulta(req).tipo_cadastro) ?? opcional(consulta(req).tipo),
    termo: opcional(consulta(req).termo),
  })),
  item('/prestacao_contas/:id', 'prestacaoContas', CAMPOS_PRESTACAO),

  anos('/sancoes_administrativas/anos', 'SANCAO_ADMINISTRATIVA'),
  listaDeDocumentos('/sancoes_administrativas', 'sancoesAdministrativas', 'SancaoAdministrativaFiltro', CAMPOS_SANCAO, (req) => ({
    ano: inteiroDe(consulta(req).ano),
    termo: opcional(consulta(req).termo),
  })),
  item('/sancoes_administrativas/:id', 'sancaoAdministrativa', CAMPOS_SANCAO),

  anos('/despesas-com-pessoal/anos', 'DEMONSTRATIVO_DESPESAS_COM_PESSOAL'),
  listaDeDocumentos('/despesas-com-pessoal', 'demonstrativosDespesasComPessoal', 'DemonstrativoDespesasComPessoalFiltro', CAMPOS_DEMONSTRATIVO, (req) => ({
    ano: inteiroDe(consulta(req).ano),
    termo: opcional(consulta(req).termo),
  })),
];
