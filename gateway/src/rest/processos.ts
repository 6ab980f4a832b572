import express, { type Request, type Router } from 'express';
import type { Logger } from 'pino';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';
import { CAMPOS_DA_PAGINA, createShimRest, inteiroDe, paginacaoDaConsulta, textoDe, type RotaRest } from './shim.js';

/** Transparency list page size (public-site spec §9). */
const POR_PAGINA = 10;

const CAMPOS = 'id numero assunto ementa tipo etapa situacao dataAutuacao linkTextoIntegral aFavor contra autores { nome deputado { id } }';
const CAMPOS_CIDADAO = `${CAMPOS} minhaPosicao favorito`;
const PAGINA = (campos: string) => `itens { ${campos} } ${CAMPOS_DA_PAGINA}`;

interface ProcessoGraphql {
  id: string;
  numero: string;
  assunto: string;
  ementa: string;
  tipo: string;
  etapa: string | null;
  situacao: string;
  dataAutuacao: string;
  linkTextoIntegral: string | null;
  aFavor: number;
  contra: number;
  autores: { nome: string; deputado: { id: string } | null }[];
  minhaPosicao?: 'A_FAVOR' | 'CONTRA' | null;
  favorito?: boolean;
}

/** The legacy item: `autores` as names, snake_case dates and tallies; the rest are additions legacy clients ignore. */
export function itemLegado(p: ProcessoGraphql): Record<string, unknown> {
  return {
    id: Number(p.id),
    numero: p.numero,
    assunto: p.assunto,
    ementa: p.ementa,
    autores: p.autores.map((a) => a.nome),
    autores_deputados_ids: p.autores.map((a) => (a.deputado ? Number(a.deputado.id) : null)),
    data_autuacao: p.dataAutuacao,
    situacao: p.situacao,
    etapa: p.etapa,
    tipo: p.tipo,
    link_texto_integral: p.linkTextoIntegral,
    a_favor: p.aFavor,
    contra: p.contra,
    ...(p.minhaPosicao !== undefined ? { minha_posicao: p.minhaPosicao === null ? null : p.minhaPosicao === 'A_FAVOR' ? 'a_favor' : 'contra' } : {}),
    ...(p.favorito !== undefined ? { favorito: p.favorito } : {}),
  };
}

const paginacao = (req: Request) => paginacaoDaConsulta(req, POR_PAGINA);

const itens = (pagina: { itens: ProcessoGraphql[] }) => pagina.itens.map(itemLegado);

/** `2025/1234` from `/2025/1234/...` or from `/2025%2F1234/...`. */
function numeroDe(req: Request): string {
  return req.params.ano !== undefined ? `${req.params.ano}/${req.params.numero}` : String(req.params.numero);
}

const MENSAGEM_POSICAO = 'Informe a posição: a_favor ou contra.';

/** The position from `posicao` (or the legacy `voto`): a_favor/favor/sim/true/1 or contra/nao/não/false/0. */
export function posicaoDe(req: Request): 'A_FAVOR' | 'CONTRA' {
  const corpo = (req.body ?? {}) as Record<string, unknown>;
  const valor = (textoDe(corpo.posicao) ?? (typeof corpo.voto === 'boolean' ? String(corpo.voto) : textoDe(corpo.voto)) ?? '').trim().toLowerCase();
  if (['a_favor', 'favor', 'a favor', 'sim', 'true', '1'].includes(valor)) return 'A_FAVOR';
  if (['contra', 'nao', 'não', 'false', '0'].includes(valor)) return 'CONTRA';
  throw new RespostaError(400, { mensagem: MENSAGEM_POSICAO });
}

const naoEncontrado = () => new RespostaError(404, { mensagem: 'Processo não encontrado.' });

const VOTAR = `mutation VotarProcessoRest($numero: String!, $posicao: PosicaoVoto!) { votarProcesso(numero: $numero, posicao: $posicao) { ${CAMPOS_CIDADAO} } }`;
const FAVORITAR = `mutation FavoritarProcessoRest($numero: String!) { favoritarProcesso(numero: $numero) { ${CAMPOS_CIDADAO} } }`;
const POR_NUMERO = `query ProcessoPorNumeroRest($numero: String) { processo(numero: $numero) { ${CAMPOS_CIDADAO} } }`;

function votar(caminho: string): RotaRest {
  return {
    metodo: 'post',
    caminho,
    operacao: VOTAR,
    variaveis: (req) => ({ numero: numeroDe(req), posicao: posicaoDe(req) }),
    resposta: ({ votarProcesso }) => ({ mensagem: 'Voto registrado com sucesso.', processo: itemLegado(votarProcesso) }),
  };
}

function favoritar(caminho: string): RotaRest {
  return {
    metodo: 'post',
    caminho,
    operacao: FAVORITAR,
    variaveis: (req) => ({ numero: numeroDe(req) }),
    resposta: ({ favoritarProcesso }) => ({
      mensagem: favoritarProcesso.favorito ? 'Processo adicionado aos favoritos.' : 'Processo removido dos favoritos.',
      favorito: favoritarProcesso.favorito,
      processo: itemLegado(favoritarProcesso),
    }),
  };
}

/** `/api/transparencia/processos/...` (public-site spec §7 and docs/participacao.md). */
export const rotasProcessos: RotaRest[] = [
  {
    metodo: 'get',
    caminho: '/busca-simples',
    paginada: true,
    operacao: `query BuscaSimplesRest($termo: String, $pagina: Int!, $porPagina: Int!) { buscaSimplesProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) { ${PAGINA(CAMPOS_CIDADAO)} } }`,
    variaveis: (req) => ({ termo: textoDe(req.query.termo) ?? textoDe(req.query.q), ...paginacao(req) }),
    resposta: ({ buscaSimplesProcessos }) => itens(buscaSimplesProcessos),
  },
  {
    metodo: 'get',
    caminho: '/busca-avancada',
    paginada: true,
    operacao: `query BuscaAvancadaRest($filtro: BuscaAvancadaProcessos, $pagina: Int!, $porPagina: Int!) { buscaAvancadaProcessos(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) { ${PAGINA(CAMPOS_CIDADAO)} } }`,
    variaveis: (req) => {
      const q = req.query as Record<string, unknown>;
      const ano = textoDe(q.ano);
      const filtro = {
        numero: textoDe(q.numero) || undefined,
        // A year that is not a number reaches the rule that explains the format.
        ano: ano ? (inteiroDe(ano) ?? 0) : undefined,
        tipo: textoDe(q.tipo) || undefined,
        autor: textoDe(q.autor) || undefined,
        situacao: textoDe(q.situacao) || undefined,
        dataInicio: textoDe(q.data_inicio) || undefined,
        dataFim: textoDe(q.data_fim) || undefined,
      };
      return { filtro, ...paginacao(req) };
    },
    resposta: ({ buscaAvancadaProcessos }) => itens(buscaAvancadaProcessos),
  },
  {
    metodo: 'get',
    caminho: '/busca-favorito',
    paginada: true,
    operacao: `query BuscaFavoritoRest($termo: String, $pagina: Int!, $porPagina: Int!) { buscaFavoritoProcessos(termo: $termo, pagina: $pagina, porPagina: $porPagina) { ${PAGINA(CAMPOS_CIDADAO)} } }`,
    variaveis: (req) => ({ termo: textoDe(req.query.termo) ?? textoDe(req.query.q), ...paginacao(req) }),
    resposta: ({ buscaFavoritoProcessos }) => itens(buscaFavoritoProcessos),
  },
  {
    metodo: 'get',
    caminho: '/recentes',
    operacao: `query RecentesRest($quantidade: Int!) { processosRecentes(quantidade: $quantidade) { categoria processos { ${CAMPOS} } } }`,
    variaveis: (req) => ({ quantidade: inteiroDe(req.query.quantidade) ?? 5 }),
    // One list per category (legacy shape: a list of lists).
    resposta: ({ processosRecentes }) => (processosRecentes as { processos: ProcessoGraphql[] }[]).map((c) => c.processos.map(itemLegado)),
  },
  {
    metodo: 'get',
    caminho: '/minhas-participacoes',
    paginada: true,
    operacao: `query MinhasParticipacoesRest($pagina: Int!, $porPagina: Int!) { minhasParticipacoes(pagina: $pagina, porPagina: $porPagina) { ${PAGINA(CAMPOS_CIDADAO)} } }`,
    variaveis: paginacao,
    resposta: ({ minhasParticipacoes }) => itens(minhasParticipacoes),
  },
  {
    metodo: 'get',
    caminho: '/meus-favoritos',
    paginada: true,
    operacao: `query MeusFavoritosRest($pagina: Int!, $porPagina: Int!) { meusFavoritos(pagina: $pagina, porPagina: $porPagina) { ${PAGINA(CAMPOS_CIDADAO)} } }`,
    variaveis: paginacao,
    resposta: ({ meusFavoritos }) => itens(meusFavoritos),
  },
  {
    metodo: 'get',
    caminho: '/proposicoes-mais-votadas',
    operacao: `query MaisVotadasRest($limite: Int!) { proposicoesMaisVotadas(limite: $limite) { ${CAMPOS} } }`,
    variaveis: (req) => ({ limite: inteiroDe(req.query.limite) ?? 10 }),
    resposta: ({ proposicoesMaisVotadas }) => ({ processos: (proposicoesMaisVotadas as ProcessoGraphql[]).map(itemLegado) }),
  },
  {
    metodo: 'get',
    caminho: '/dias-do-mes-com-processos',
    operacao: 'query DiasDoMesRest($ano: Int!, $mes: Int!) { diasDoMesComProcessos(ano: $ano, mes: $mes) }',
    variaveis: (req) => {
      const hoje = new Date();
      return { ano: inteiroDe(req.query.ano) ?? hoje.getFullYear(), mes: inteiroDe(req.query.mes) ?? hoje.getMonth() + 1 };
    },
  },
  votar('/:ano/:numero/votar'),
  votar('/:numero/votar'),
  favoritar('/:ano/:numero/favoritar'),
  favoritar('/:numero/favoritar'),
  {
    metodo: 'get',
    caminho: '/:ano/:numero',
    operacao: POR_NUMERO,
    variaveis: (req) => ({ numero: numeroDe(req) }),
    resposta: ({ processo }) => {
      if (!processo) throw naoEncontrado();
      return itemLegado(processo);
    },
  },
  {
    metodo: 'get',
    caminho: '/:id',
    operacao: `query ProcessoRest($id: ID, $numero: String) { processo(id: $id, numero: $numero) { ${CAMPOS_CIDADAO} } }`,
    // A numeric id, or a number sent whole (`2025%2F1234`).
    variaveis: (req) => (/^\d+$/.test(String(req.params.id)) ? { id: req.params.id } : { numero: req.params.id }),
    resposta: ({ processo }) => {
      if (!processo) throw naoEncontrado();
      return itemLegado(processo);
    },
  },
];

/**
 * The processes table plus the case-process document download (`.../{numero_processo}/documento`), which redirects to
 * the full text kept by the legislative process system.
 */
export function createRotasProcessos(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger }): Router {
  const router = express.Router();
  const executar = createExecutor(opcoes.graphqlUrl);
  const baixar: express.RequestHandler = async (req, res, next) => {
    try {
      const dados = await executar<{ processo: { linkTextoIntegral: string | null } | null }>(req, res, 'query DocumentoProcessoRest($numero: String) { processo(numero: $numero) { linkTextoIntegral } }', {
        numero: numeroDe(req),
      });
      if (!dados.processo) throw naoEncontrado();
      if (!dados.processo.linkTextoIntegral) throw new RespostaError(404, { mensagem: 'O documento deste processo não está disponível.' });
      res.redirect(302, dados.processo.linkTextoIntegral);
    } catch (erro) {
      next(erro);
    }
  };
  router.get(['/:ano/:numero/documento', '/:numero/documento'], baixar);
  router.use(tratarErros(opcoes.logger));
  router.use(createShimRest(rotasProcessos, opcoes));
  return router;
}
