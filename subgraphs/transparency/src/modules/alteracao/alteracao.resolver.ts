import { CONJUNTOS } from '@alego/catalog';
import { TABELA_DE_ALTERACOES, ValidacaoError, type SubgraphContext } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getNamedType, isObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { Arg, Ctx, Field, ID, Info, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { SCHEMA } from '../../lib/consultas.js';

@ObjectType({ description: 'Um registro de um conjunto da transparência que foi incluído, alterado ou excluído.' })
export class AlteracaoDeConjunto {
  @Field({ description: 'Id do conjunto no catálogo (editais, empenhos...).' })
  conjunto!: string;

  @Field(() => ID, { description: 'Id do registro no conjunto.' })
  id!: string;

  @Field({ description: 'inclusao, alteracao ou exclusao.' })
  operacao!: string;

  @Field({ description: 'Quando, em ISO 8601 (UTC).' })
  alteradoEm!: string;

  @Field(() => String, { nullable: true, description: 'Caminho REST do registro em /api/transparencia, quando o conjunto tem um.' })
  caminho!: string | null;
}

@ObjectType({ description: 'Uma página do registro de alterações, na ordem em que as gravações terminaram.' })
export class AlteracoesDosConjuntos {
  @Field(() => [AlteracaoDeConjunto])
  itens!: AlteracaoDeConjunto[];

  @Field({ description: 'Cursor a guardar: o do último item servido (o recebido, se nada mudou desde ele).' })
  cursor!: string;

  @Field({ description: 'Há mais alterações depois desta página.' })
  haMais!: boolean;
}

export const POR_PAGINA_DO_FEED = { padrao: 100, maximo: 1000 } as const;
export const MENSAGEM_CURSOR = 'Cursor inválido: use o valor de "cursor" de uma resposta anterior do feed.';
export const MENSAGEM_DESDE = 'Informe "desde" como data ISO 8601, por exemplo 2025-03-01 ou 2025-03-01T12:00:00Z.';
export const MENSAGEM_POR_PAGINA_DO_FEED = `A quantidade por página deve estar entre 1 e ${POR_PAGINA_DO_FEED.maximo}.`;

interface DestinoDaTabela {
  conjunto: string;
  item?: string;
}

/**
 * Table → its dataset, derived once per schema from the catalog: each dataset's root query gives its GraphQL type (the
 * page's items), whose entity gives the table. A table shared by several datasets (contracts by kind) is the first's.
 */
const destinosPorEsquema = new WeakMap<GraphQLSchema, Map<string, DestinoDaTabela>>();
function destinosDasTabelas(schema: GraphQLSchema, em: EntityManager): Map<string, DestinoDaTabela> {
  const guardado = destinosPorEsquema.get(schema);
  if (guardado) return guardado;
  const campos = schema.getQueryType()?.getFields() ?? {};
  const destinos = new Map<string, DestinoDaTabela>();
  // Entities by class name: the GraphQL types are named after them.
  const entidades = new Map([...em.getMetadata().getAll().values()].map((meta) => [meta.className, meta]));
  for (const conjunto of CONJUNTOS) {
    const campo = campos[conjunto.raiz];
    if (!campo) continue;
    let tipo = getNamedType(campo.type);
    const itens = isObjectType(tipo) ? tipo.getFields().itens : undefined;
    if (itens) tipo = getNamedType(itens.type);
    const tabela = entidades.get(tipo.name)?.tableName;
    // Only an item path whose one parameter is the id leads to the record.
    const item = conjunto.rest?.item && /^[^:]*\/:id$/.test(conjunto.rest.item) ? conjunto.rest.item : undefined;
    if (tabela && !destinos.has(tabela)) destinos.set(tabela, { conjunto: conjunto.id, ...(item ? { item } : {}) });
  }
  destinosPorEsquema.set(schema, destinos);
  return destinos;
}

function lerCursor(cursor: string | undefined): [string, string] {
  if (!cursor) return ['0', '0'];
  const partes = /^(\d{1,19})\.(\d{1,19})$/.exec(cursor);
  if (!partes) throw new ValidacaoError(MENSAGEM_CURSOR);
  return [partes[1]!, partes[2]!];
}

function lerDesde(desde: string | undefined): string | null {
  if (!desde) return null;
  const valido = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(desde.trim()) && !Number.isNaN(Date.parse(desde.trim()));
  if (!valido) throw new ValidacaoError(MENSAGEM_DESDE);
  return new Date(desde.trim()).toISOString();
}

async function fimDoRegistro(em: EntityManager): Promise<{ transacao: string; id: string } | undefined> {
  const [fim] = await em.getConnection().execute<{ transacao: string; id: string }[]>(
    `select transacao::text as transacao, id::text as id from "${SCHEMA}"."${TABELA_DE_ALTERACOES}"
      where transacao < pg_snapshot_xmin(pg_current_snapshot())::text::bigint order by transacao desc, id desc limit 1`,
  );
  return fim;
}

@Resolver()
export class AlteracaoResolver {
  @Query(() => AlteracoesDosConjuntos, {
    description:
      'O que mudou nos conjuntos da transparência (para robôs e arquivistas): alterações terminadas, em ordem, a partir de `cursor` (o da resposta anterior) ou de `desde`.',
  })
  async alteracoesDosConjuntos(
    @Arg('cursor', () => String, { nullable: true }) cursor: string | undefined,
    @Arg('desde', () => String, { nullable: true, description: 'Só alterações a partir deste instante (ISO 8601).' }) desde: string | undefined,
    @Arg('porPagina', () => Int, { defaultValue: POR_PAGINA_DO_FEED.padrao }) porPagina: number,
    @Ctx() { em }: SubgraphContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AlteracoesDosConjuntos> {
    if (!Number.isInteger(porPagina) || porPagina < 1 || porPagina > POR_PAGINA_DO_FEED.maximo) throw new ValidacaoError(MENSAGEM_POR_PAGINA_DO_FEED);
    const [transacao, id] = lerCursor(cursor);
    const inicio = lerDesde(desde);
    const destinos = destinosDasTabelas(info.schema, em);
    const tabelas = [...destinos.keys()];
    // Only transactions older than every one still running: none of them can add a row before what is served.
    const linhas = await em.getConnection().execute<{ transacao: string; id: string; tabela: string; registro: string; operacao: string; em: string }[]>(
      `select transacao::text as transacao, id::text as id, tabela, registro_id::text as registro, operacao,
              to_char(em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as em
         from "${SCHEMA}"."${TABELA_DE_ALTERACOES}"
        where transacao < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
          and (transacao, id) > (?::bigint, ?::bigint)
          and tabela in (${tabelas.map(() => '?').join(', ')})
          ${inicio ? 'and em >= ?::timestamptz' : ''}
        order by transacao, id
        limit ?`,
      [transacao, id, ...tabelas, ...(inicio ? [inicio] : []), porPagina + 1],
    );
    const pagina = linhas.slice(0, porPagina);
    // Nothing since `desde`: the cursor is the log's current end, so the next read starts there.
    const ultima = pagina.at(-1) ?? (inicio && !cursor ? await fimDoRegistro(em) : undefined);
    return {
      itens: pagina.map((linha) => {
        const destino = destinos.get(linha.tabela)!;
        return { conjunto: destino.conjunto, id: linha.registro, operacao: linha.operacao, alteradoEm: linha.em, caminho: destino.item ? destino.item.replace(':id', linha.registro) : null };
      }),
      cursor: ultima ? `${ultima.transacao}.${ultima.id}` : `${transacao}.${id}`,
      haMais: linhas.length > porPagina,
    };
  }
}
