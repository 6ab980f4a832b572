import { ANOS_EMENDA } from '@alego/catalog';
import type { Request } from 'express';
import { RespostaError } from '../executor.js';
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
  mapa,
} from '../pessoas-formato.js';
import { campoDoCorpo, inteiroDe, paginacaoDaConsulta, textoDe, type ArquivosAninhados, type RotaRest } from '../shim.js';
import { campoDeReferencia, camposDiretos, variaveisDaAtualizacao, type CampoDoFormularioLegado } from '../mantidos.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- items of the route's own operation
export type Json = Record<string, any>;

/** Back-office spec §9: the deputies list shows the whole assembly; other lists 12. */
const POR_PAGINA_DEPUTADOS = 41;
const POR_PAGINA = 12;
const LIDERES = [
  { id: 0, nome: 'Não' },
  { id: 1, nome: 'Líder de partido' },
  { id: 2, nome: 'Líder do governo' },
];

export function booleano(valor: unknown): boolean | undefined {
  if (typeof valor === 'boolean') return valor;
  const texto = textoDe(valor)?.toLowerCase();
  return texto === 'true' || texto === '1' ? true : texto === 'false' || texto === '0' ? false : undefined;
}

export function encontrado<T>(valor: T | null | undefined): T {
  if (!valor) throw new RespostaError(404, { mensagem: 'Registro não encontrado.' });
  return valor;
}

const paginaDe = (req: Request) => paginacaoDaConsulta(req, POR_PAGINA).pagina;

/**
 * Nested rows of a legacy form: an array, or Rails' `{ "0": {...}, "1": {...} }`, under the plain name or with
 * `_attributes`.
 */
export function linhas(req: Request, envelope: string, nome: string): Json[] | undefined {
  const valor = campoDoCorpo(req, envelope, nome) ?? campoDoCorpo(req, envelope, `${nome}_attributes`);
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor !== 'object') throw new RespostaError(400, { mensagem: `Formulário inválido: ${nome}.` });
  return (Array.isArray(valor) ? valor : Object.values(valor)).filter((linha): linha is Json => !!linha && typeof linha === 'object');
}

export function linhaBase(linha: Json) {
  return { id: textoDe(linha.id) || undefined, _destroy: booleano(linha._destroy) || undefined };
}

export const opcional = (valor: unknown) => textoDe(valor) || undefined;

function dadosDoDeputado(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'deputado', nome);
  return {
    nome: textoDe(campo('nome')) ?? '',
    nomeCompleto: textoDe(campo('nome_completo')) ?? '',
    ativo: booleano(campo('ativo')) ?? true,
    gabinete: inteiroDe(campo('gabinete')) ?? null,
    email: opcional(campo('email')),
    telefone: opcional(campo('telefone')),
    lider: inteiroDe(campo('lider')) ?? 0,
    mesaDiretora: booleano(campo('mesa_diretora')) ?? false,
    cargo: inteiroDe(campo('cargo')) ?? null,
    biografia: opcional(campo('biografia')),
    partidoId: opcional(campo('partido_id')),
    removerFoto: booleano(campo('remove_foto')) || undefined,
    afastamentos: linhas(req, 'deputado', 'afastamentos')?.map((a) => ({
      ...linhaBase(a),
      tipo: inteiroDe(a.tipo) ?? null,
      dataAfastamento: opcional(a.data_afastamento),
      dataRetorno: opcional(a.data_retorno),
    })),
    deputadoLegislaturas: linhas(req, 'deputado', 'deputado_legislaturas')?.map((l) => ({
      ...linhaBase(l),
      legislaturaId: opcional(l.legislatura_id),
      partidoId: opcional(l.partido_id),
      dataInicio: opcional(l.data_inicio),
    })),
    deputadoAnoEmendas: linhas(req, 'deputado', 'deputado_ano_emendas')?.map((e) => ({
      ...linhaBase(e),
      ano: inteiroDe(e.ano) ?? null,
      ativo: booleano(e.ativo) ?? true,
    })),
  };
}

function dadosDaLegislatura(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'legislatura', nome);
  return {
    numero: inteiroDe(campo('numero')) ?? 0,
    descricao: textoDe(campo('descricao')) ?? '',
    anoInicio: inteiroDe(campo('ano_inicio')) ?? 0,
    anoFim: inteiroDe(campo('ano_fim')) ?? 0,
    atual: booleano(campo('atual')) ?? false,
    tipo: inteiroDe(campo('tipo')) ?? 1,
    deputadoLegislaturas: linhas(req, 'legislatura', 'deputado_legislaturas')?.map((l) => ({ ...linhaBase(l), deputadoId: opcional(l.deputado_id) })),
  };
}

/** Where the rows of a nested list sit in the GraphQL input: their order in the body, as `linhas` reads them. */
function posicaoDaLinha(req: Request, envelope: string, nome: string, chave: string): number | undefined {
  const valor = campoDoCorpo(req, envelope, nome) ?? campoDoCorpo(req, envelope, `${nome}_attributes`);
  if (!valor || typeof valor !== 'object') return undefined;
  const chaves = Object.entries(valor as Record<string, unknown>)
    .filter(([, linha]) => !!linha && typeof linha === 'object')
    .map(([k]) => k);
  const posicao = chaves.indexOf(chave);
  return posicao < 0 ? undefined : posicao;
}

/** `comissao[arquivos_comissao][N][arquivo]` → the file of that row in `dados.arquivosComissao`. */
const arquivosDaComissao: ArquivosAninhados = (partes, req) => {
  const [lista, chave, campo] = partes[0] === 'comissao' ? partes.slice(1) : partes;
  const nome = lista?.replace(/_attributes$/, '');
  if (nome !== 'arquivos_comissao' || campo !== 'arquivo' || chave === undefined) return undefined;
  const posicao = posicaoDaLinha(req, 'comissao', nome, chave);
  return posicao === undefined ? undefined : `dados.arquivosComissao.${posicao}.arquivo`;
};

function dadosDaComissao(req: Request): Json {
  const campo = (nome: string) => campoDoCorpo(req, 'comissao', nome);
  return {
    nome: textoDe(campo('nome')) ?? '',
    sigla: opcional(campo('sigla')),
    descricao: opcional(campo('descricao')),
    tipo: inteiroDe(campo('tipo')) ?? 1,
    ativa: booleano(campo('ativa')) ?? true,
    deputadosComissao: linhas(req, 'comissao', 'deputados_comissao')?.map((m) => ({ ...linhaBase(m), deputadoId: opcional(m.deputado_id), cargo: inteiroDe(m.cargo) ?? null })),
    equipeTecnicaComissoes: linhas(req, 'comissao', 'equipe_tecnica_comissoes')?.map((s) => ({
      ...linhaBase(s),
      nome: opcional(s.nome),
      funcao: opcional(s.funcao),
      email: opcional(s.email),
      telefone: opcional(s.telefone),
    })),
    trabalhosComissao: linhas(req, 'comissao', 'trabalhos_comissao')?.map((t) => ({
      ...linhaBase(t),
      tipo: inteiroDe(t.tipo) ?? null,
      titulo: opcional(t.titulo),
      descricao: opcional(t.descricao),
      data: opcional(t.data),
      url: opcional(t.url),
    })),
    arquivosComissao: linhas(req, 'comissao', 'arquivos_comissao')?.map((a) => ({ ...linhaBase(a), tipo: inteiroDe(a.tipo) ?? null, titulo: opcional(a.titulo), data: opcional(a.data) })),
    linksComissao: linhas(req, 'comissao', 'links_comissao')?.map((l) => ({ ...linhaBase(l), categoria: inteiroDe(l.categoria) ?? null, titulo: opcional(l.titulo), url: opcional(l.url) })),
  };
}

const semIndefinidos = (dados: Json) => Object.fromEntries(Object.entries(dados).filter(([, valor]) => valor !== undefined));

/** Create, update and delete of one resource, answering `{mensagem, id}` as the legacy forms read. */
export function escrita(opcoes: {
  caminho: string;
  tipo: string;
  input: string;
  dados: (req: Request) => Json;
  mensagem: string;
  arquivos?: RotaRest['arquivos'];
  /** The record's item query and its form's fields: a PUT keeps those it does not send. */
  mantidos: { envelope: string; item: string; campos: readonly CampoDoFormularioLegado[] };
}): RotaRest[] {
  const { caminho, tipo, input, dados, mensagem, arquivos, mantidos } = opcoes;
  return [
    {
      metodo: 'post',
      caminho,
      status: 201,
      arquivos,
      operacao: `mutation Criar${tipo}Rest($dados: ${input}!) { criar${tipo}(dados: $dados) { id } }`,
      variaveis: (req) => ({ dados: semIndefinidos(dados(req)) }),
      resposta: (r) => ({ mensagem, id: Number(r[`criar${tipo}`].id) }),
    },
    {
      metodo: 'put',
      caminho: `${caminho}/:id`,
      arquivos,
      operacao: `mutation Atualizar${tipo}Rest($id: ID!, $dados: ${input}!) { atualizar${tipo}(id: $id, dados: $dados) { id } }`,
      variaveis: variaveisDaAtualizacao({ envelope: mantidos.envelope, item: mantidos.item, operacao: `${tipo}AtualRest` }, mantidos.campos, (req) => semIndefinidos(dados(req))),
      resposta: (r) => ({ mensagem, id: Number(r[`atualizar${tipo}`].id) }),
    },
    {
      metodo: 'delete',
      caminho: `${caminho}/:id`,
      operacao: `mutation Excluir${tipo}Rest($id: ID!) { excluir${tipo}(id: $id) }`,
      variaveis: (req) => ({ id: req.params.id }),
      resposta: () => ({ mensagem: 'Registro excluído com sucesso.' }),
    },
  ];
}

const OPCOES_DEPUTADO = `cargosMesaDiretora { id nome } tiposAfastamento { id nome }
  partidos(pagina: 1, porPagina: 100) { itens { id sigla nome } }
  legislaturas(pagina: 1, porPagina: 100) { itens { ${CAMPOS_LEGISLATURA} } }`;

/** `/api/admin/deputados`, `/legislaturas`, `/comissoes` (back-office spec §7; docs/pessoas.md, "REST"). */
export const rotasAdminPessoas: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/deputados',
    paginada: true,
    operacao: `query DeputadosAdminRest($filtro: DeputadoFiltro, $pagina: Int!, $porPagina: Int!) {
      deputadosAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_DEPUTADO_RESUMO} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const filtro = {
        // `partido_nome` is the label the legacy filter showed; the search term covers the deputy's names.
        termo: textoDe(q.termo) || undefined,
        ativo: booleano(q.ativo),
        partidoId: textoDe(q.partido_id) || undefined,
        lider: inteiroDe(q.lider),
        mesaDiretora: booleano(q.mesa_diretora),
      };
      return { filtro: semIndefinidos(filtro), pagina: paginaDe(req), porPagina: POR_PAGINA_DEPUTADOS };
    },
    resposta: ({ deputadosAdmin }) => (deputadosAdmin.itens as Json[]).map(deputadoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/deputados/new',
    operacao: `query NovoDeputadoRest { ${OPCOES_DEPUTADO} }`,
    resposta: (r) => ({
      deputado: { ativo: true, lider: 0, mesa_diretora: false, afastamentos: [], deputado_legislaturas: [], deputado_ano_emendas: [] },
      lideres: LIDERES,
      anos_emenda: ANOS_EMENDA,
      cargos: r.cargosMesaDiretora,
      tipo_afastamentos: r.tiposAfastamento,
      partidos: (r.partidos.itens as Json[]).map((p) => ({ id: Number(p.id), sigla: p.sigla, nome: p.nome })),
      legislaturas: (r.legislaturas.itens as Json[]).map(legislaturaRest),
    }),
  },
  {
    metodo: 'get',
    caminho: '/deputados/cargos',
    operacao: 'query CargosRest { cargosMesaDiretora { id nome } }',
  },
  {
    metodo: 'get',
    caminho: '/deputados/tipo_afastamentos',
    operacao: 'query TiposAfastamentoRest { tiposAfastamento { id nome } }',
  },
  {
    metodo: 'get',
    caminho: '/deputados/partidos',
    operacao: 'query PartidosRest { partidos(pagina: 1, porPagina: 100) { itens { id sigla nome } } }',
    resposta: ({ partidos }) => (partidos.itens as Json[]).map((p) => ({ id: Number(p.id), sigla: p.sigla, nome: p.nome })),
  },
  {
    metodo: 'get',
    caminho: '/deputados/legislaturas',
    operacao: `query LegislaturasDoDeputadoRest { legislaturas(pagina: 1, porPagina: 100) { itens { ${CAMPOS_LEGISLATURA} } } }`,
    resposta: ({ legislaturas }) => (legislaturas.itens as Json[]).map(legislaturaRest),
  },
  {
    metodo: 'get',
    caminho: '/deputados/:id',
    operacao: `query DeputadoAdminRest($id: ID!) { deputadoAdmin(id: $id) { ${CAMPOS_DEPUTADO} } }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ deputadoAdmin }) => deputadoRest(encontrado(deputadoAdmin)),
  },
  ...escrita({ caminho: '/deputados', tipo: 'Deputado', input: 'DeputadoInput', dados: dadosDoDeputado,
    mensagem: 'Deputado salvo com sucesso.',
    arquivos: { foto: 'dados.foto' },
    mantidos: {
      envelope: 'deputado',
      item: 'deputadoAdmin',
      campos: [...camposDiretos('nome', 'nomeCompleto', 'ativo', 'gabinete', 'email', 'telefone', 'lider', 'mesaDiretora', 'cargo', 'biografia'), campoDeReferencia('partidoId', 'partido')],
    },
  }),

  {
    metodo: 'get',
    caminho: '/legislaturas',
    paginada: true,
    operacao: `query LegislaturasAdminRest($filtro: LegislaturaFiltro, $pagina: Int!, $porPagina: Int!) {
      legislaturasAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_LEGISLATURA} } total pagina porPagina totalPaginas }
    }`,
    variaveis: (req) => ({ filtro: { termo: textoDe((req.query as Record<string, unknown>).termo) || undefined }, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    resposta: ({ legislaturasAdmin }) => (legislaturasAdmin.itens as Json[]).map(legislaturaRest),
  },
  {
    metodo: 'get',
    caminho: '/legislaturas/tipos_legislatura',
    operacao: 'query TiposLegislaturaRest { tiposLegislatura { id nome } }',
  },
  {
    metodo: 'get',
    caminho: '/legislaturas/deputados/:id',
    operacao: `query DeputadosDaLegislaturaRest($id: ID!) {
      legislaturaAdmin(id: $id) { id deputadoLegislaturas { id dataInicio partido { id sigla nome } deputado { ${CAMPOS_DEPUTADO_RESUMO} } } }
    }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ legislaturaAdmin }) =>
      (encontrado(legislaturaAdmin as Json | null).deputadoLegislaturas as Json[]).map((l) => ({
        id: Number(l.id),
        deputado_id: Number(l.deputado.id),
        data_inicio: l.dataInicio,
        partido: l.partido ? { id: Number(l.partido.id), sigla: l.partido.sigla, nome: l.partido.nome } : null,
        deputado: deputadoResumoRest(l.deputado),
      })),
  },
  {
    metodo: 'get',
    caminho: '/legislaturas/:id',
    operacao: `query LegislaturaAdminRest($id: ID!) {
      legislaturaAdmin(id: $id) { ${CAMPOS_LEGISLATURA} deputadoLegislaturas { id dataInicio partido { id sigla nome } deputado { ${CAMPOS_DEPUTADO_RESUMO} } } }
    }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: ({ legislaturaAdmin }) => {
      const l = encontrado(legislaturaAdmin as Json | null);
      return {
        ...legislaturaRest(l),
        deputado_legislaturas: (l.deputadoLegislaturas as Json[]).map((linha) => ({
          id: Number(linha.id),
          deputado_id: Number(linha.deputado.id),
          deputado_nome: linha.deputado.nome,
          partido_id: linha.partido ? Number(linha.partido.id) : null,
          partido_sigla: linha.partido?.sigla ?? null,
          data_inicio: linha.dataInicio,
        })),
      };
    },
  },
  ...escrita({ caminho: '/legislaturas', tipo: 'Legislatura', input: 'LegislaturaInput', dados: dadosDaLegislatura,
    mensagem: 'Legislatura salva com sucesso.',
    mantidos: { envelope: 'legislatura', item: 'legislaturaAdmin', campos: camposDiretos('numero', 'descricao', 'anoInicio', 'anoFim', 'atual', 'tipo') },
  }),

  {
    metodo: 'get',
    caminho: '/comissoes',
    paginada: true,
    operacao: `query ComissoesAdminRest($filtro: ComissaoFiltro, $pagina: Int!, $porPagina: Int!) {
      comissoesAdmin(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { itens { ${CAMPOS_COMISSAO_RESUMO} } total pagina porPagina totalPaginas }
      perfilUsuarioComissao
    }`,
    variaveis: (req) => ({ filtro: { termo: textoDe((req.query as Record<string, unknown>).termo) || undefined }, pagina: paginaDe(req), porPagina: POR_PAGINA }),
    cabecalhos: ({ perfilUsuarioComissao }) => ({ PerfilUsuarioComissao: String(perfilUsuarioComissao) }),
    resposta: ({ comissoesAdmin }) => (comissoesAdmin.itens as Json[]).map(comissaoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/comissoes/deputados',
    operacao: `query DeputadosDaComissaoRest { deputadosAdmin(filtro: { ativo: true }, pagina: 1, porPagina: 100) { itens { ${CAMPOS_DEPUTADO_RESUMO} } } }`,
    resposta: ({ deputadosAdmin }) => (deputadosAdmin.itens as Json[]).map(deputadoResumoRest),
  },
  {
    metodo: 'get',
    caminho: '/comissoes/:id',
    operacao: `query ComissaoAdminRest($id: ID!) {
      comissaoAdmin(id: $id) { ${CAMPOS_COMISSAO} }
      tiposArquivoComissao { id nome } tiposTrabalhoComissao { id nome } categoriasLinkComissao { id nome } cargosComissao { id nome } tiposComissao { id nome }
    }`,
    variaveis: (req) => ({ id: req.params.id }),
    resposta: (r) => ({
      ...comissaoRest(encontrado(r.comissaoAdmin as Json | null)),
      tipos_arquivo: mapa(r.tiposArquivoComissao),
      tipos_trabalho: mapa(r.tiposTrabalhoComissao),
      categorias_link: mapa(r.categoriasLinkComissao),
      cargos: mapa(r.cargosComissao),
      tipos_comissao: mapa(r.tiposComissao),
    }),
  },
  ...escrita({ caminho: '/comissoes', tipo: 'Comissao', input: 'ComissaoInput', dados: dadosDaComissao,
    mensagem: 'Comissão salva com sucesso.',
    arquivos: arquivosDaComissao,
    mantidos: { envelope: 'comissao', item: 'comissaoAdmin', campos: camposDiretos('nome', 'sigla', 'descricao', 'tipo', 'ativa') },
  }),
];
