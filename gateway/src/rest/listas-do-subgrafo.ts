import { snake } from '@alego/catalog';
import { caminhoInterno, collectRequirements, INTERNAL_HEADER, type CabecaDaLista, type CampoDaLista, type ErroInterno, type PedidoDeLista, type Requirement } from '@alego/kit/gateway';
import type { Request, Response } from 'express';
import { getOperationAST, isEnumType, Kind, parse, valueFromASTUntyped, type ConstDirectiveNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { request, type Dispatcher } from 'undici';
import { pedeRespostaFresca, tiposLidos, type RespostasGuardadas } from '../cache/respostas-publicas.js';
import { RespostaError } from './executor.js';
import { cabecalhosDePaginacao, type RotaRest } from './shim.js';

/*
 * Public REST lists answered by the subgraph that owns them (docs/decisions.md, "Listas REST no subgrafo"): instead of
 * running the federated operation in process (planner, result shaping, `paraRest` over objects), the gateway asks the
 * subgraph for the page in SQL (`POST /interno/lista/:raiz`, kit/lista-rest.ts) and passes its bytes on, with the same
 * headers, response cache and invalidation. A list the subgraph cannot read in SQL says so once and stays on the
 * GraphQL path; so does any request with a token (its answer may depend on who asks).
 */

/** What a catalog list route tells this path (engine.ts): its list root, REST selection and totals root. */
export interface ListaNoSubgrafo {
  raiz: string;
  campos: string;
  totais?: PedidoDeLista['totais'];
}

/** `id cnpj: cnpjFormatado tipoContratacao { id descricao }` → the fields with their legacy keys (`paraRest`'s names). */
export function camposDaSelecao(selecao: string): CampoDaLista[] {
  const documento = parse(`{ ${selecao} }`);
  const definicao = documento.definitions[0];
  if (definicao?.kind !== Kind.OPERATION_DEFINITION) throw new Error(`seleção inválida: ${selecao}`);
  const ler = (conjunto: SelectionSetNode): CampoDaLista[] =>
    conjunto.selections.map((selecao) => {
      if (selecao.kind !== Kind.FIELD) throw new Error('seleção REST com fragmento');
      const campo: CampoDaLista = { chave: snake(selecao.alias?.value ?? selecao.name.value), campo: selecao.name.value };
      if (selecao.selectionSet) campo.campos = ler(selecao.selectionSet);
      return campo;
    });
  return ler(definicao.selectionSet);
}

/** The subgraph (`join__Graph` name) that resolves a root query field, from the supergraph's `@join__field`. */
function donoDaRaiz(schema: GraphQLSchema, raiz: string): string | undefined {
  const diretiva = (diretivas: readonly ConstDirectiveNode[] | undefined, nome: string) => diretivas?.find((d) => d.name.value === nome);
  const campo = schema.getQueryType()?.getFields()[raiz];
  const grafo = diretiva(campo?.astNode?.directives, 'join__field')?.arguments?.find((a) => a.name.value === 'graph')?.value;
  const enumeracao = schema.getType('join__Graph');
  if (!grafo || grafo.kind !== Kind.ENUM || !enumeracao || !isEnumType(enumeracao)) return undefined;
  const valor = enumeracao.getValue(grafo.value)?.astNode?.directives;
  const nome = diretiva(valor, 'join__graph')?.arguments?.find((a) => a.name.value === 'name')?.value;
  return nome ? String(valueFromASTUntyped(nome)) : undefined;
}

interface EstadoDaLista {
  /** False once the subgraph said it cannot read this list in SQL, or when nothing here can serve it. */
  servivel: boolean;
  url?: string;
  campos: CampoDaLista[];
  /** The GraphQL types the route's operation reads: what invalidates its cached pages. */
  tipos: string[];
}

export interface OpcoesDasListas {
  supergraph: () => { schema: GraphQLSchema; index: Map<string, Requirement> };
  subgraphUrls: Record<string, string>;
  internalToken: string;
  respostas: RespostasGuardadas;
  timeoutMs: number;
}

/** Serves a list route's request from its subgraph: true when answered, false to go on by the GraphQL path. */
export type ServirLista = (rota: RotaRest, variaveis: Record<string, unknown>, req: Request, res: Response) => Promise<boolean>;

const NAMESPACE_DO_CACHE = 'rest-subgrafo';

export function createListasDoSubgrafo(opcoes: OpcoesDasListas): ServirLista {
  const estados = new Map<RotaRest, EstadoDaLista>();

  function estadoDe(rota: RotaRest, lista: ListaNoSubgrafo): EstadoDaLista {
    let estado = estados.get(rota);
    if (estado) return estado;
    const { schema, index } = opcoes.supergraph();
    const documento = parse(rota.operacao);
    const definicao = getOperationAST(documento);
    const dono = donoDaRaiz(schema, lista.raiz);
    // The totals must come from the same subgraph; an operation with access requirements stays where they are checked.
    const mesmoDono = !lista.totais || donoDaRaiz(schema, lista.totais.raiz) === dono;
    const livre = !!definicao && collectRequirements(schema, index, documento, definicao).length === 0;
    const url = dono ? opcoes.subgraphUrls[dono] : undefined;
    estado = { servivel: !!url && mesmoDono && livre, url, campos: camposDaSelecao(lista.campos), tipos: tiposLidos(schema, documento) };
    estados.set(rota, estado);
    return estado;
  }

  function responder(res: Response, guardada: Buffer): void {
    const fim = guardada.indexOf(10);
    res.set(JSON.parse(guardada.subarray(0, fim).toString('utf8')) as Record<string, string>);
    res.status(200).set('content-type', 'application/json; charset=utf-8').send(guardada.subarray(fim + 1));
  }

  return async (rota, variaveis, req, res) => {
    const lista = rota.noSubgrafo;
    if (!lista || req.header('authorization')) return false;
    const estado = estadoDe(rota, lista);
    if (!estado.servivel || !estado.url) return false;
    const pagina = variaveis.pagina as number;
    const porPagina = variaveis.porPagina as number;
    const { respostas } = opcoes;
    const chave = respostas.ativo ? respostas.chave(NAMESPACE_DO_CACHE, { query: rota.operacao, variables: variaveis }) : undefined;
    // `Cache-Control: no-cache` asks for a fresh page, which then refreshes the cache (as on the GraphQL path).
    const guardada = chave && !pedeRespostaFresca(req) ? await respostas.ler(chave) : undefined;
    if (guardada) {
      res.set('x-cache', 'HIT');
      responder(res, guardada);
      return true;
    }
    // A miss says so even when the page then fails (as the GraphQL path's refusals do).
    if (chave) res.set('x-cache', 'MISS');
    const marco = chave ? await respostas.marco() : 0;
    const pedido: PedidoDeLista = { filtro: (variaveis.filtro as Record<string, unknown> | undefined) ?? null, pagina, porPagina, campos: estado.campos, ...(lista.totais ? { totais: lista.totais } : {}) };
    let resposta: Dispatcher.ResponseData;
    try {
      // undici's `request`, not `fetch`: the WHATWG layer (streams, Headers, abort signals) was ~20 % of the
      // gateway's CPU on this path, for a body that is passed on as bytes (docs/decisions.md).
      resposta = await request(new URL(caminhoInterno('POST /lista/:raiz', { raiz: lista.raiz }), estado.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: opcoes.internalToken, ...(typeof res.getHeader('x-request-id') === 'string' ? { 'x-request-id': res.getHeader('x-request-id') as string } : {}) },
        body: JSON.stringify(pedido),
        headersTimeout: opcoes.timeoutMs,
        bodyTimeout: opcoes.timeoutMs,
      });
    } catch (erro) {
      // Down or slow: the GraphQL path answers as it always did (with its 503).
      req.log?.warn({ err: erro, raiz: lista.raiz }, 'lista no subgrafo indisponível');
      res.removeHeader('x-cache');
      return false;
    }
    if (resposta.statusCode === 400) throw new RespostaError(400, (await resposta.body.json()) as ErroInterno & { mensagens?: string[] });
    if (resposta.statusCode !== 200) {
      if (resposta.statusCode === 404) estado.servivel = false;
      await resposta.body.dump();
      // The GraphQL path says itself whether its answer came from the cache.
      res.removeHeader('x-cache');
      return false;
    }
    const bytes = Buffer.from(await resposta.body.arrayBuffer());
    const fim = bytes.indexOf(10);
    const cabeca = JSON.parse(bytes.subarray(0, fim).toString('utf8')) as CabecaDaLista;
    const cabecalhos = {
      ...cabecalhosDePaginacao({ total: cabeca.total, pagina, porPagina, totalPaginas: Math.ceil(cabeca.total / porPagina) }),
      ...rota.cabecalhos?.(lista.totais ? { [lista.totais.raiz]: cabeca.totais } : {}, req),
    };
    const guardar = Buffer.concat([Buffer.from(`${JSON.stringify(cabecalhos)}\n`), bytes.subarray(fim + 1)]);
    if (chave) await respostas.gravar(chave, guardar, estado.tipos, marco);
    responder(res, guardar);
    return true;
  };
}
