import { RespostaError } from './executor.js';
import {
  CAMPOS_COMISSAO,
  CAMPOS_COMISSAO_RESUMO,
  CAMPOS_DEPUTADO,
  CAMPOS_DEPUTADO_RESUMO,
  CAMPOS_LEGISLATURA,
  comissaoResumoRest,
  comissaoRest,
  deputadoResumoRest,
  deputadoRest,
  legislaturaRest,
} from './pessoas-formato.js';
import { paginacaoDaConsulta, textoDe, type RotaRest } from './shim.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- items of the route's own operation
type Json = Record<string, any>;

/** A page of the public deputies list holds the whole assembly (41 seats). */
const POR_PAGINA_DEPUTADOS = 41;
const POR_PAGINA = 12;

const pagina = paginacaoDaConsulta;

function booleano(valor: unknown): boolean | undefined {
  const texto = textoDe(valor)?.toLowerCase();
  return texto === 'true' || texto === '1' ? true : texto === 'false' || texto === '0' ? false : undefined;
}

function encontrado<T>(valor: T | null | undefined): T {
  if (!valor) throw new RespostaError(404, { mensagem: 'Registro não encontrado.' });
  return valor;
}

const LISTA_DE_DEPUTADOS = `query PortalDeputadosRest($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {
  deputados(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_DEPUTADO_RESUMO} } total pagina porPagina totalPaginas }
}`;

/** A fixed list (in office, out of office) answered whole, without pagination. */
function listaFixa(caminho: string, filtro: Json): RotaRest {
  return {
    metodo: 'get',
    caminho,
    operacao: LISTA_DE_DEPUTADOS,
    variaveis: () => ({ filtro, pagina: 1, porPagina: 100 }),
    resposta: ({ deputados }) => (deputados.itens as Json[]).map(deputadoResumoRest),
  };
}

/** `/api/portal/...`: the public deputies API (docs/pessoas.md, "REST"). */
export const rotasPortal: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/deputados',
    paginada: true,
    operacao: LISTA_DE_DEPUTADOS,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const filtro = {
        termo: textoDe(q.termo) || undefined,
        ativo: booleano(q.ativo),
        partidoId: textoDe(q.partido_id) || undefined,
        legislaturaId: textoDe(q.legislatura_id) || undefined,
      };
      return { filtro, ...pagina(req, POR_PAGINA_DEPUTADOS) };
    },
    resposta: ({ deputados }) => (deputados.itens as Json[]).map(deputadoResumoRest),
  },
  listaFixa('/deputados/em-exercicio', { ativo: true }),
  listaFixa('/deputados/fora-exercicio', { ativo: false }),
  {
    metodo: 'get',
    caminho: '/deputados/mesa-diretora',
    operacao: `query PortalMesaDiretoraRest { mesaDiretora { ${CAMPOS_DEPUTADO_RESUMO} } }`,
    resposta: ({ mesaDiretora }) => (mesaDiretora as Json[]).map(deputadoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/deputados/liderancas',
    operacao: `query PortalLiderancasRest { liderancas { ${CAMPOS_DEPUTADO_RESUMO} } }`,
    resposta: ({ liderancas }) => (liderancas as Json[]).map(deputadoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/deputados/galeria-presidentes',
    operacao: 'query PortalPresidentesRest { galeriaPresidentes { id nome anoInicio anoFim fotoUrl deputado { id } } }',
    resposta: ({ galeriaPresidentes }) =>
      (galeriaPresidentes as Json[]).map((p) => ({
        id: Number(p.id),
        nome: p.nome,
        ano_inicio: p.anoInicio,
        ano_fim: p.anoFim,
        foto_url: p.fotoUrl,
        deputado_id: p.deputado ? Number(p.deputado.id) : null,
      })),
  },
  {
    metodo: 'get',
    caminho: '/deputados/:id',
    operacao: `query PortalDeputadoRest($id: ID!) { deputado(id: $id) { ${CAMPOS_DEPUTADO} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ deputado }) => deputadoRest(encontrado(deputado)),
  },
  {
    metodo: 'get',
    caminho: '/legislaturas',
    paginada: true,
    operacao: `query PortalLegislaturasRest($pagina: Int!, $porPagina: Int!) {
      legislaturas(pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_LEGISLATURA} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => pagina(req, POR_PAGINA),
    resposta: ({ legislaturas }) => (legislaturas.itens as Json[]).map(legislaturaRest),
  },
  {
    metodo: 'get',
    caminho: '/legislaturas/:id',
    operacao: `query PortalLegislaturaRest($id: ID!) {
      legislatura(id: $id) { ${CAMPOS_LEGISLATURA} deputadoLegislaturas { dataInicio partido { id sigla nome } deputado { ${CAMPOS_DEPUTADO_RESUMO} } } }
    }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ legislatura }) => {
      const l = encontrado(legislatura as Json | null);
      return {
        ...legislaturaRest(l),
        deputados: (l.deputadoLegislaturas as Json[]).map((linha) => ({
          ...deputadoResumoRest(linha.deputado),
          partido_na_legislatura: linha.partido ? { id: Number(linha.partido.id), sigla: linha.partido.sigla, nome: linha.partido.nome } : null,
          data_inicio: linha.dataInicio,
        })),
      };
    },
  },
  {
    metodo: 'get',
    caminho: '/comissoes',
    paginada: true,
    operacao: `query PortalComissoesRest($filtro: ComissaoFiltro, $pagina: Int!, $porPagina: Int!) {
      comissoes(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_COMISSAO_RESUMO} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      return { filtro: { termo: textoDe(q.termo) || undefined, ativa: booleano(q.ativa) }, ...pagina(req, POR_PAGINA) };
    },
    resposta: ({ comissoes }) => (comissoes.itens as Json[]).map(comissaoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/comissoes/:id',
    operacao: `query PortalComissaoRest($id: ID!) { comissao(id: $id) { ${CAMPOS_COMISSAO} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ comissao }) => comissaoRest(encontrado(comissao)),
  },
  {
    metodo: 'get',
    caminho: '/frentes',
    paginada: true,
    operacao: `query PortalFrentesRest($filtro: FrenteParlamentarFiltro, $pagina: Int!, $porPagina: Int!) {
      frentesParlamentares(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {
        itens { id nome descricao ativa dataCriacao coordenador { id nome } deputados { id nome partido { sigla } } } total pagina porPagina totalPaginas
      }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      return { filtro: { termo: textoDe(q.termo) || undefined, ativa: booleano(q.ativa) }, ...pagina(req, POR_PAGINA) };
    },
    resposta: ({ frentesParlamentares }) =>
      (frentesParlamentares.itens as Json[]).map((f) => ({
        id: Number(f.id),
        nome: f.nome,
        descricao: f.descricao,
        ativa: f.ativa,
        data_criacao: f.dataCriacao,
        coordenador: f.coordenador ? { id: Number(f.coordenador.id), nome: f.coordenador.nome } : null,
        deputados: (f.deputados as Json[]).map((d) => ({ id: Number(d.id), nome: d.nome, partido: d.partido?.sigla ?? null })),
      })),
  },
];
