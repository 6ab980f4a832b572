import { raw, type EntityMetadata, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import express, { type Express, type RequestHandler } from 'express';
import {
  coerceInputValue,
  execute,
  getNamedType,
  isInputType,
  isObjectType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from 'pino';
import { getMetadataStorage } from 'type-graphql';
import { expressaoEscalar, LeitorDeColunas, literalSql, propriedadeEscalar, tipoDaColuna, type CamposEmSql } from './colunas-sql.js';
import type { SubgraphContext } from './context.js';
import { ValidacaoError } from './errors.js';
import { listaRegistrada } from './exportacao.js';
import { rotaInterna, type CabecaDaLista, type CampoDaLista, type PedidoDeLista } from './interno.js';
import type { Orm } from './orm.js';
import { validarPaginacao } from './pagination.js';
import { sqlDaVersao } from './db/versoes.js';
import { contarEmCache, lembrarVersao, OFFSET_PROFUNDO, ondeDaPaginaFunda, tabelasDaEntidade } from './totais.js';

/*
 * Public REST list pages answered by the subgraph that owns the list, straight from SQL (docs/decisions.md, "Listas
 * REST no subgrafo"): the gateway passes the bytes on, without running the federated GraphQL operation. The list is
 * the one the public query serves (the registration of exportacao.ts: entity, filter, order); each row is one JSON
 * object written by PostgreSQL, with the keys and value types `paraRest` gives the GraphQL answer; the exact count
 * comes from the totals cache and the totals headers from the list's totals root, run on this subgraph's own schema.
 */

/** Not served from SQL: a field the subgraph cannot read in SQL (a resolver nobody declared), or no registration. */
export const MENSAGEM_SEM_LISTA = 'Esta lista não é servida em SQL.';
/** This request is not: the gateway answers it by the GraphQL path (which gives its own error, if any). */
export const MENSAGEM_PELO_GRAPHQL = 'Esta requisição segue pelo GraphQL.';

/** The fields a resolver computes for a type (type-graphql's `@FieldResolver`s): never read as a stored column. */
const resolvidosPorClasse = new WeakMap<object, Set<string>>();
function camposResolvidos(classe: object): Set<string> {
  let nomes = resolvidosPorClasse.get(classe);
  if (!nomes) {
    const deClasse = (tipo: unknown) => typeof tipo === 'function' && typeof classe === 'function' && (tipo === classe || classe.prototype instanceof tipo);
    nomes = new Set(getMetadataStorage().fieldResolvers.filter((f) => deClasse(f.getObjectType?.())).map((f) => f.schemaName));
    resolvidosPorClasse.set(classe, nomes);
  }
  return nomes;
}

/** JSON text of a value of a GraphQL scalar, as JSON.stringify writes the API's answer after `paraRest`. */
function jsonDoValor(expressao: string, tipo: string, chave: string, numerico: boolean): string | null {
  switch (tipo) {
    // `paraRest` turns an `id` of digits into a number; any other ID stays text.
    case 'ID':
      return chave === 'id' ? (numerico ? `to_json(${expressao})::text` : null) : `to_json((${expressao})::text)::text`;
    case 'Int':
    case 'Float':
      return numerico ? `to_json(${expressao})::text` : null;
    case 'Boolean':
      return `to_json(${expressao})::text`;
    case 'String':
      return `to_json((${expressao})::text)::text`;
    default:
      // Enums, custom scalars: their serialisation is the schema's, not the column's.
      return null;
  }
}

interface Montagem {
  em: EntityManager;
  leitor: LeitorDeColunas;
  filhos: number;
}

const tabelaSql = (em: EntityManager, meta: EntityMetadata) => `"${meta.schema && meta.schema !== '*' ? meta.schema : (em.config.get('schema') ?? 'public')}"."${meta.tableName}"`;

function colunaDaChave(meta: EntityMetadata): string | null {
  return propriedadeEscalar(meta, meta.primaryKeys[0]!)?.fieldNames[0] ?? null;
}

/**
 * `'{' || '"id":' || … || '}'`: one row's object, keys in the selection's order, written compactly. Null when a field
 * cannot be read in SQL. Relations are joined from the root row only; children (`filhos`) read only their own columns.
 */
function jsonDoObjeto(m: Montagem, campos: readonly CampoDaLista[], tipo: GraphQLObjectType, meta: EntityMetadata, alias: string, sql: CamposEmSql | undefined): string | null {
  const pares: string[] = [];
  for (const campo of campos) {
    const definicao = tipo.getFields()[campo.campo];
    const valor = definicao ? jsonDoCampo(m, campo, definicao, meta, alias, sql) : null;
    if (valor === null) return null;
    pares.push(`${literalSql(`${pares.length ? ',' : ''}${JSON.stringify(campo.chave)}:`)} || coalesce(${valor}, 'null')`);
  }
  return pares.length ? `('{' || ${pares.join(' || ')} || '}')` : `'{}'`;
}

function jsonDoCampo(m: Montagem, campo: CampoDaLista, definicao: GraphQLField<unknown, unknown>, meta: EntityMetadata, alias: string, sql: CamposEmSql | undefined): string | null {
  const tipo = getNamedType(definicao.type);
  const declarado = sql?.[campo.campo];
  const coluna = (nome: string) => {
    const prop = propriedadeEscalar(meta, nome);
    if (!prop) throw new Error(`${meta.className}.${nome} não é uma coluna`);
    return `"${alias}"."${prop.fieldNames[0]!}"`;
  };
  if (declarado && 'expressao' in declarado) return jsonDoValor(declarado.expressao(coluna), tipo.name, campo.chave, tipo.name !== 'String');
  if (declarado && 'filhos' in declarado) {
    if (!isObjectType(tipo) || !campo.campos) return null;
    const { entidade, chave, ordem } = declarado.filhos;
    const filho: EntityMetadata = m.em.getMetadata().get(entidade);
    const aliasDoFilho = `f${m.filhos++}`;
    const objeto = jsonDoObjeto(m, campo.campos, tipo, filho, aliasDoFilho, undefined);
    const estrangeira = filho.properties[chave]?.fieldNames[0];
    const chaveDoPai = colunaDaChave(meta);
    if (!objeto || !estrangeira || !chaveDoPai) return null;
    const ordenacao = Object.entries(ordem).map(([nome, direcao]) => `"${aliasDoFilho}"."${filho.properties[nome]!.fieldNames[0]!}" ${direcao}`);
    return `coalesce((select '[' || string_agg(${objeto}, ',' order by ${ordenacao.join(', ')}) || ']' from ${tabelaSql(m.em, filho)} "${aliasDoFilho}" where "${aliasDoFilho}"."${estrangeira}" = "${alias}"."${chaveDoPai}"), '[]')`;
  }
  const resolvido = camposResolvidos(meta.class).has(campo.campo);
  if (isObjectType(tipo)) {
    if (!campo.campos || alias !== 'e' || (resolvido && !(declarado && 'juncao' in declarado))) return null;
    const juncao = m.leitor.juncao(campo.campo);
    const chave = juncao ? colunaDaChave(juncao.meta) : null;
    if (!juncao || !chave) return null;
    const objeto = jsonDoObjeto(m, campo.campos, tipo, juncao.meta, juncao.alias, undefined);
    return objeto && `case when "${juncao.alias}"."${chave}" is null then null else ${objeto} end`;
  }
  if (resolvido || campo.campos) return null;
  const prop = propriedadeEscalar(meta, campo.campo);
  if (!prop) return null;
  const tipoDaColunaSql = tipoDaColuna(prop);
  const numerico = prop.runtimeType === 'number' && !/^(numeric|decimal|bigint|int8)/.test(tipoDaColunaSql);
  const expressao = tipo.name === 'String' ? expressaoEscalar(alias, prop.fieldNames[0]!, tipoDaColunaSql) : `"${alias}"."${prop.fieldNames[0]!}"`;
  return expressao && jsonDoValor(expressao, tipo.name, campo.chave, numerico);
}

/** The item type of a paginated list query (`contratos` → `Contrato`, through `ContratoPagina.itens`). */
function tipoDoItem(schema: GraphQLSchema, raiz: string): GraphQLObjectType | null {
  const pagina = schema.getQueryType()?.getFields()[raiz];
  const tipo = pagina && getNamedType(pagina.type);
  const itens = tipo && isObjectType(tipo) ? tipo.getFields().itens : undefined;
  const item = itens && getNamedType(itens.type);
  return item && isObjectType(item) ? item : null;
}

/** Why a request is not answered here: the status the gateway reads (404 the list, 422 this request) or a refused filter. */
class SemResposta extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    readonly corpo: { mensagem: string; mensagens?: string[] },
  ) {
    super(corpo.mensagem);
  }
}

const semLista = () => new SemResposta(404, { mensagem: MENSAGEM_SEM_LISTA });
const peloGraphql = () => new SemResposta(422, { mensagem: MENSAGEM_PELO_GRAPHQL });

/** A refused filter as the GraphQL path answers it (executor.ts's `erroRest`: every message when more than one). */
function recusa(erro: ValidacaoError): SemResposta {
  const mensagens = erro.extensions.mensagens as string[] | undefined;
  return new SemResposta(400, mensagens && mensagens.length > 1 ? { mensagem: erro.message, mensagens } : { mensagem: erro.message });
}

/** The filter as the list query's argument receives it: coerced by its input type, or not served here. */
function filtroCoagido(schema: GraphQLSchema, raiz: string, filtro: unknown): Record<string, unknown> | undefined {
  const argumento = schema.getQueryType()?.getFields()[raiz]?.args.find((a) => a.name === 'filtro');
  if (!argumento || !isInputType(argumento.type)) throw peloGraphql();
  let invalido = false;
  const valor = coerceInputValue(filtro ?? null, argumento.type, () => {
    invalido = true;
  }) as Record<string, unknown> | null;
  if (invalido) throw peloGraphql();
  return valor ?? undefined;
}

/** Parsed and validated totals queries, by text (a handful: one per catalog list with totals headers). */
const consultasDeTotais = new Map<string, DocumentNode>();
function consultaDeTotais(schema: GraphQLSchema, totais: NonNullable<PedidoDeLista['totais']>): DocumentNode {
  const texto = `query Totais($filtro: ${totais.tipoDoFiltro}) { ${totais.raiz}(filtro: $filtro) { ${totais.campos.join(' ')} } }`;
  let documento = consultasDeTotais.get(texto);
  if (!documento) {
    try {
      documento = parse(texto);
    } catch {
      throw peloGraphql();
    }
    if (validate(schema, documento).length) throw peloGraphql();
    if (consultasDeTotais.size < 500) consultasDeTotais.set(texto, documento);
  }
  return documento;
}

/** One page: `CabecaDaLista` and the rows, or why it is not answered here. */
async function paginaDaLista(schema: GraphQLSchema, em: EntityManager, contexto: (em: EntityManager) => Promise<SubgraphContext>, raiz: string, pedido: PedidoDeLista): Promise<string> {
  const lista = listaRegistrada(raiz);
  const item = tipoDoItem(schema, raiz);
  if (!lista || !item || !Array.isArray(pedido.campos)) throw semLista();
  const filtro = filtroCoagido(schema, raiz, pedido.filtro);
  let onde: QBFilterQuery<object>;
  let limit: number;
  let offset: number;
  try {
    ({ limit, offset } = validarPaginacao({ pagina: pedido.pagina, porPagina: pedido.porPagina }));
    onde = (lista.onde ? lista.onde(filtro) : {}) as QBFilterQuery<object>;
  } catch (erro) {
    if (erro instanceof ValidacaoError) throw recusa(erro);
    throw erro;
  }
  const meta = em.getMetadata().get(lista.entity);
  const ordem = (lista.ordem ?? { id: 'desc' }) as QueryOrderMap<object>;
  const qb = em.createQueryBuilder(lista.entity, 'e');
  const linha = jsonDoObjeto({ em, leitor: new LeitorDeColunas(qb, meta), filhos: 0 }, pedido.campos, item, meta, 'e', lista.sql);
  if (!linha) throw semLista();
  // The stamps of the tables the count and the totals read come with the rows, in the same statement: a page whose
  // figures are kept (totais.ts) then costs this one statement.
  const tabelas = tabelasDaEntidade(em, lista.entity);
  const versao = sqlDaVersao(em.config.get('schema') ?? 'public', tabelas);
  qb.select([raw(`${linha} as linha`), raw(`(${versao.sql}) as versao`, versao.parametros)]).orderBy(ordem);
  if (offset < OFFSET_PROFUNDO) qb.where(onde).limit(limit).offset(offset);
  // A deep page walks only the index of the order for its keys, in a subquery, as the GraphQL list does.
  else qb.where(ondeDaPaginaFunda(em, lista.entity, onde as FilterQuery<object>, { limit, offset, orderBy: ordem }) as QBFilterQuery<object>);
  const totais = async (): Promise<Record<string, unknown> | null> => {
    if (!pedido.totais) return null;
    const resultado = await execute({ schema, document: consultaDeTotais(schema, pedido.totais), variableValues: { filtro: pedido.filtro }, contextValue: await contexto(em) });
    const erro = resultado.errors?.[0];
    if (erro) throw erro.originalError instanceof ValidacaoError ? recusa(erro.originalError) : peloGraphql();
    return (resultado.data?.[pedido.totais.raiz] as Record<string, unknown> | null | undefined) ?? null;
  };
  const lidas = await qb.execute<{ linha: string; versao: string | null }[]>('all', false);
  if (lidas[0]) lembrarVersao(em, tabelas, lidas[0].versao ?? '');
  const [total, somas] = await Promise.all([contarEmCache(em, lista.entity, onde as FilterQuery<object>), totais()]);
  const itens = lidas.map((l) => l.linha);
  const cabeca: CabecaDaLista = { total, totais: somas };
  return `${JSON.stringify(cabeca)}\n[${itens.join(',')}]`;
}

/**
 * `POST /interno/lista/:raiz` (`PedidoDeLista`) on every subgraph: one page of a registered list, read in SQL. The
 * rows are read where the GraphQL list reads them (the read replicas when configured), not forced to the primary.
 */
export function rotaDeListas(app: Express, { orm, logger, schema, contexto, interna }: { orm: Orm; logger: Logger; schema: GraphQLSchema; contexto: (em: EntityManager) => Promise<SubgraphContext>; interna: RequestHandler }): void {
  const router = express.Router();
  rotaInterna(router, 'POST /lista/:raiz', async (req, res) => {
    try {
      const corpo = await paginaDaLista(schema, orm.em.fork(), contexto, req.params.raiz, (req.body ?? {}) as PedidoDeLista);
      res.status(200).type('text/plain; charset=utf-8').send(corpo);
    } catch (erro) {
      if (erro instanceof SemResposta) return void res.status(erro.status).json(erro.corpo);
      // Anything else (the database, a bad declaration) the GraphQL path answers as it always did.
      logger.error({ err: erro, raiz: req.params.raiz }, 'lista REST em SQL falhou');
      res.status(422).json({ mensagem: MENSAGEM_PELO_GRAPHQL });
    }
  });
  app.use('/interno/lista', interna, express.json({ limit: '64kb' }));
  app.use('/interno', router);
}
