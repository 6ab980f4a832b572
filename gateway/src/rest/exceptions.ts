import type { Request } from 'express';
import { conjuntoPorId, MENSAGEM_NAO_ENCONTRADO, paraRest } from '@alego/catalog';
import { ano, id, inteiro, mes, naoEncontrado, obrigatorio, semVazios, texto } from './params.js';
import { cabecalhosDePaginacao, campoDoCorpo, inteiroDe, textoDe, type RotaRest } from './shim.js';

/*
 * The exceptions table: legacy paths whose shape is not a catalog list, item or vocabulary, kept byte-exact as the
 * legacy clients read them (docs/transparencia.md, "Exceções"). Everything else is derived by engine.ts.
 */

// Any JSON the operation answered; each route below picks the fields of its own selection.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape belongs to each route's operation
type Json = Record<string, any>;

/** By name; a deputy people no longer knows (no name) goes last. */
const porNome = (a: { nome: string | null }, b: { nome: string | null }) =>
  a.nome === null ? (b.nome === null ? 0 : 1) : b.nome === null ? -1 : a.nome.localeCompare(b.nome, 'pt-BR');

const anoObrigatorio = (req: Request): number => obrigatorio(ano(req), 'Informe o ano.');
const mesObrigatorio = (req: Request): number => obrigatorio(mes(req), 'Informe o mês.');

/** `Ano` and `Mes` echo the period asked for, when one was. */
function cabecalhosDePeriodo(req: Request): Record<string, string> {
  const a = ano(req);
  const m = mes(req);
  return { ...(a !== undefined ? { Ano: String(a) } : {}), ...(m !== undefined ? { Mes: String(m) } : {}) };
}

/** Verbas indenizatórias: trees and summaries, not pages of rows. */
const verbas: RotaRest[] = [
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
        .map((d) => ({ id: Number(d.id), nome: d.nome as string }))
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
        deputado: { id: Number(v.deputadoId), nome: v.deputado?.nome ?? null, partido: v.deputado?.partido?.sigla ?? null },
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
          id: Number(d.deputadoId),
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
    resposta: ({ verbasIndenizatoriasPorCategoria }) => paraRest(verbasIndenizatoriasPorCategoria),
    cabecalhos: (_dados, req) => cabecalhosDePeriodo(req),
  },
];

const CAMPOS_REMUNERACAO = conjuntoPorId('remuneracoes')?.rest?.campos ?? 'id';

/** Remunerações: one server's month by registration number, and the consultation log (a POST). */
const remuneracoes: RotaRest[] = [
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
    variaveis: (req) => ({ matricula: String(req.params.matricula), ano: anoObrigatorio(req), mes: mesObrigatorio(req) }),
    resposta: ({ remuneracaoDoServidor }) => {
      if (!remuneracaoDoServidor) throw naoEncontrado(MENSAGEM_NAO_ENCONTRADO);
      return paraRest(remuneracaoDoServidor);
    },
  },
];

/**
 * `busca?q=&pagina=&n=`: the site search's transparency groups (contracts, bids, commitments..., docs/busca.md), each
 * with its total and page `pagina` of `n` items; the snippet as plain text, with the highlighted terms listed apart.
 */
const busca: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/busca',
    operacao: `query BuscaTransparenciaRest($termo: String!, $pagina: Int!, $porPagina: Int!) {
      buscaTransparencia(termo: $termo, pagina: $pagina, porPagina: $porPagina) { tipo rotulo total pagina porPagina totalPaginas itens { id titulo url data trecho } }
    }`,
    variaveis: (req) => ({ termo: obrigatorio(texto(req, 'q'), 'Informe o termo da busca.'), pagina: inteiro(req, 'pagina') ?? 1, porPagina: inteiro(req, 'n') ?? 10 }),
    resposta: ({ buscaTransparencia }) =>
      (buscaTransparencia as Json[]).map((grupo) => ({
        tipo: grupo.tipo,
        rotulo: grupo.rotulo,
        total: grupo.total,
        pagina: grupo.pagina,
        total_paginas: grupo.totalPaginas,
        itens: (grupo.itens as Json[]).map((item) => ({
          id: Number(item.id),
          titulo: item.titulo,
          url: item.url,
          data: item.data,
          trecho: (item.trecho as string[]).join(''),
          destaques: (item.trecho as string[]).filter((_, indice) => indice % 2 === 1),
        })),
      })),
    // The groups page together: the largest group says how many pages there are.
    cabecalhos: ({ buscaTransparencia }) => {
      const grupos = buscaTransparencia as Json[];
      return cabecalhosDePaginacao({
        total: grupos.reduce((soma, grupo) => soma + Number(grupo.total), 0),
        pagina: Number(grupos[0]?.pagina ?? 1),
        porPagina: Number(grupos[0]?.porPagina ?? 10),
        totalPaginas: Math.max(0, ...grupos.map((grupo) => Number(grupo.totalPaginas))),
      });
    },
  },
];

/** Mounted at `/api/transparencia`, before the derived lists and items. */
/** The transparency FAQ (public-site §2, "FAQ"): every category in order, each with its questions in order. */
const perguntasFrequentes: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/perguntas_frequentes',
    operacao: `query PerguntasFrequentesRest { categoriasPerguntasFrequentes(pagina: 1, porPagina: 100) { itens { id nome ordem perguntas { id ordem pergunta resposta } } } }`,
    resposta: ({ categoriasPerguntasFrequentes }) => paraRest(categoriasPerguntasFrequentes.itens),
  },
];

export const excecoesTransparencia: RotaRest[] = [...verbas, ...remuneracoes, ...perguntasFrequentes, ...busca];

const CAMPOS_DA_CONFIGURACAO = 'id area areaDescricao fontePadrao categoriaPadrao categoriaPadraoDescricao updatedAt';

/**
 * Settings (back-office §7 `GET /configuracoes/{id}`, `/configuracoes/noticias`): one record per area, read and
 * edited, never created or deleted here (docs/configuracoes.md); the form under `configuracao`, JSON or multipart.
 */
function idDaRota(req: Request): string {
  const valor = String(req.params.id);
  if (!/^\d{1,9}$/.test(valor)) throw naoEncontrado();
  return valor;
}

const configuracoes: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/configuracoes/noticias',
    operacao: `query ConfiguracaoNoticiasRest { configuracaoNoticias { ${CAMPOS_DA_CONFIGURACAO} } }`,
    resposta: ({ configuracaoNoticias }) => {
      if (!configuracaoNoticias) throw naoEncontrado();
      return paraRest(configuracaoNoticias);
    },
  },
  {
    metodo: 'get',
    caminho: '/configuracoes/:id',
    operacao: `query ConfiguracaoRest($id: ID!) { configuracao(id: $id) { ${CAMPOS_DA_CONFIGURACAO} } }`,
    variaveis: (req) => ({ id: idDaRota(req) }),
    resposta: ({ configuracao }) => {
      if (!configuracao) throw naoEncontrado();
      return paraRest(configuracao);
    },
  },
  {
    metodo: 'put',
    caminho: '/configuracoes/:id',
    operacao: 'mutation AtualizarConfiguracaoRest($id: ID!, $dados: ConfiguracaoInput!) { atualizarConfiguracao(id: $id, dados: $dados) { id } }',
    variaveis: (req) => ({
      id: idDaRota(req),
      dados: {
        area: textoDe(campoDoCorpo(req, 'configuracao', 'area')),
        fontePadrao: textoDe(campoDoCorpo(req, 'configuracao', 'fonte_padrao')),
        categoriaPadrao: textoDe(campoDoCorpo(req, 'configuracao', 'categoria_padrao')),
      },
    }),
    resposta: ({ atualizarConfiguracao }) => ({ mensagem: 'Configurações salvas com sucesso.', id: Number(atualizarConfiguracao.id) }),
  },
];

/** Mounted at `/api/admin`: the bid picker of the sanctions and contracts forms (back-office spec §7), the settings. */
export const excecoesAdmin: RotaRest[] = [
  ...configuracoes,
  {
    metodo: 'get',
    caminho: '/licitacoes/autocomplete',
    operacao: 'query LicitacoesAutocompleteRest($termo: String!) { licitacoesAutocomplete(termo: $termo) { id identificador } }',
    variaveis: (req) => ({ termo: texto(req, 'termo') ?? texto(req, 'q') ?? '' }),
    resposta: ({ licitacoesAutocomplete }) => paraRest(licitacoesAutocomplete),
  },
];
