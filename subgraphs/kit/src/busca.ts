/**
 * Busca no site inteiro (docs/busca.md). Cada subgrafo responde pelo que é seu: uma entidade entra na busca com uma
 * declaração (`declararBusca`) que nomeia os campos e pesos, o título, de onde vem o trecho, quando o registro é
 * público e o endereço da sua página. Da declaração saem a coluna `busca` (tsvector gerado pelo PostgreSQL, com
 * índice GIN, pela migração), a consulta do subgrafo (`busca<Subgrafo>`, agrupada por tipo) e os endereços do
 * sitemap (`enderecos<Subgrafo>`); nenhum código de busca por entidade.
 */
import { decodeHTML } from 'entities';
import { Arg, Ctx, Directive, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from './context.js';
import { ValidacaoError } from './errors.js';
import { validarPaginacao, POR_PAGINA_MAXIMO } from './pagination.js';

export type PesoDaBusca = 'A' | 'B' | 'C' | 'D';

export interface DeclaracaoDeBusca {
  /** Identificador do tipo nos resultados e no filtro `tipo` (`noticia`, `deputado`, `contrato`). */
  tipo: string;
  /** Rótulo do grupo na página de resultados ("Notícias"). */
  rotulo: string;
  /** Schema do subgrafo (onde está a tabela e a configuração `portugues_sem_acento`). */
  subgrafo: string;
  tabela: string;
  /** Colunas indexadas e o peso de cada uma (A pesa mais). */
  campos: readonly (readonly [coluna: string, peso: PesoDaBusca])[];
  /** SQL do título sobre o apelido `t` (a linha) e os da `juncao`. */
  titulo: string;
  /** SQL do texto de onde sai o trecho destacado (HTML é retirado antes). */
  trecho: string;
  /** SQL da data mostrada no resultado, `AAAA-MM-DD` (a de Brasília, para um instante); opcional. */
  data?: string;
  /** SQL da última alteração, para o `lastmod` do sitemap. */
  atualizadoEm?: string;
  /** Junções extras (`join "content"."agendas" a on a.id = t.agenda_id`). */
  juncao?: string;
  /** Condição SQL de registro público (publicado, fora de revisão); sem ela, todos são públicos. */
  visivel?: string;
  /**
   * A página do registro: `{nome}` é trocado pelo valor escapado de `valores[nome]` (SQL) ou da coluna `t.nome`
   * (`/noticias/{id}/{url_sufixo}`).
   */
  url: string;
  valores?: Readonly<Record<string, string>>;
  /** Falso quando o endereço não é uma página só do registro (uma lista filtrada, o dia da agenda): fora do sitemap. */
  paginaPropria?: false;
}

export interface BuscaDeclarada extends DeclaracaoDeBusca {
  /** Opções do `@Property` da coluna gerada `busca` da entidade. */
  coluna: {
    type: 'string';
    columnType: 'tsvector';
    generated: string;
    nullable: true;
    lazy: true;
    hidden: true;
    ignoreSchemaChanges: ('type' | 'extra')[];
  };
  /** Opções do `@Index` GIN da coluna. */
  indice: { name: string; expression: string };
}

/** A configuração de busca do subgrafo, criada pela sua migração: a `portuguese` com `unaccent` antes do stemmer. */
export function configuracaoDeBusca(subgrafo: string): string {
  return `${subgrafo}.portugues_sem_acento`;
}

/**
 * SQL que prepara um texto para a busca: o stemmer da `portuguese` separa 'acao' e 'aco(es)', então os plurais
 * -ões/-oes viram -ão antes (nos documentos e na consulta, a mesma regra).
 */
export function textoDeBusca(expressao: string): string {
  return `regexp_replace(coalesce(${expressao}, ''), '(õ|o)es\\M', 'ão', 'gi')`;
}

/** O tsvector ponderado das colunas, como a coluna gerada o guarda. */
export function vetorDeBusca(subgrafo: string, campos: DeclaracaoDeBusca['campos']): string {
  return campos.map(([coluna, peso]) => `setweight(to_tsvector('${configuracaoDeBusca(subgrafo)}'::regconfig, ${textoDeBusca(coluna)}), '${peso}')`).join(' || ');
}

/** A consulta (`tsquery`) de um termo ligado a `?`, na sintaxe de busca na web (aspas, `-palavra`, `or`). */
export function consultaDeBusca(subgrafo: string): string {
  return `websearch_to_tsquery('${configuracaoDeBusca(subgrafo)}'::regconfig, ${textoDeBusca('?::text')})`;
}

export function declararBusca(declaracao: DeclaracaoDeBusca): BuscaDeclarada {
  return {
    ...declaracao,
    coluna: {
      type: 'string',
      columnType: 'tsvector',
      generated: `(${vetorDeBusca(declaracao.subgrafo, declaracao.campos)}) stored`,
      nullable: true,
      lazy: true,
      hidden: true,
      ignoreSchemaChanges: ['type', 'extra'],
    },
    indice: {
      name: `${declaracao.tabela}_busca_index`,
      expression: `create index "${declaracao.tabela}_busca_index" on "${declaracao.subgrafo}"."${declaracao.tabela}" using gin ("busca")`,
    },
  };
}

@Directive('@shareable')
@ObjectType({ description: 'Um registro encontrado pela busca do site.' })
export class ResultadoDaBusca {
  @Field(() => ID)
  id!: string;

  @Field()
  titulo!: string;

  @Field({ description: 'Endereço da página do registro no site público.' })
  url!: string;

  @Field(() => String, { nullable: true, description: 'Data do registro (AAAA-MM-DD), quando ele tem uma.' })
  data!: string | null;

  @Field(() => [String], {
    description: 'Trecho em texto puro, em partes alternadas: as de posição par (0, 2...) são texto comum e as ímpares são os termos buscados, a destacar. Nunca é HTML: quem mostra escapa cada parte.',
  })
  trecho!: string[];

  @Field(() => Float)
  relevancia!: number;
}

@Directive('@shareable')
@ObjectType({ description: 'Os resultados de um tipo de registro: quantos são e uma página deles.' })
export class GrupoDaBusca {
  @Field()
  tipo!: string;

  @Field()
  rotulo!: string;

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  pagina!: number;

  @Field(() => Int)
  porPagina!: number;

  @Field(() => Int)
  totalPaginas!: number;

  @Field(() => [ResultadoDaBusca])
  itens!: ResultadoDaBusca[];
}

@Directive('@shareable')
@ObjectType({ description: 'Um endereço público de registro, para o sitemap.' })
export class EnderecoPublico {
  @Field()
  url!: string;

  @Field(() => String, { nullable: true, description: 'Última alteração (ISO 8601).' })
  atualizadoEm!: string | null;
}

@Directive('@shareable')
@ObjectType({ description: 'Uma fatia dos endereços públicos de registros.' })
export class EnderecosPublicos {
  @Field(() => Int)
  total!: number;

  @Field(() => [EnderecoPublico])
  itens!: EnderecoPublico[];
}

export const MENSAGEM_TERMO_VAZIO = 'Informe o termo da busca.';
/** Termos mais longos são cortados: o bastante para qualquer frase buscada. */
const TAMANHO_MAXIMO_DO_TERMO = 200;
/** Endereços por chamada de `enderecos<Subgrafo>`: três campos cada, bem dentro do orçamento de campos de uma operação. */
export const ENDERECOS_POR_CHAMADA_MAXIMO = 10_000;

// Marcadores do ts_headline: caracteres de uso privado, que nenhum texto do portal contém; o trecho volta em partes.
const INICIO_DESTAQUE = '\uE000';
const FIM_DESTAQUE = '\uE001';
const OPCOES_DO_TRECHO = `StartSel=${INICIO_DESTAQUE}, StopSel=${FIM_DESTAQUE}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** O texto sem marcas HTML (as entidades são decodificadas depois, no trecho já cortado). */
const semHtml = (expressao: string) => `regexp_replace(coalesce(${expressao}, ''), '<[^>]*>', ' ', 'g')`;

/** Divide o trecho marcado em partes de texto puro alternadas (comum, destacada, comum...); quem mostra escapa cada uma. */
export function partesDoTrecho(marcado: string): string[] {
  const partes: string[] = [''];
  const texto = decodeHTML(marcado).replace(/\s+/g, ' ').trim();
  for (const pedaco of texto.split(INICIO_DESTAQUE)) {
    const [destacado, depois] = pedaco.includes(FIM_DESTAQUE) ? pedaco.split(FIM_DESTAQUE, 2) : [null, pedaco];
    // Termos vizinhos ("ações de saúde" inteiro destacado) juntam-se numa parte destacada só.
    if (destacado !== null) {
      if (partes.length % 2 === 0) partes[partes.length - 1] += destacado;
      else partes.push(destacado);
    }
    if (depois) {
      if (partes.length % 2 === 1) partes[partes.length - 1] += depois;
      else partes.push(depois);
    }
  }
  return partes;
}

function urlDaLinha(modelo: string, linha: Record<string, unknown>): string {
  return modelo.replace(/\{(\w+)\}/g, (_, nome: string) => encodeURIComponent(String(linha[`u_${nome}`] ?? '')));
}

/** Colunas que montam o endereço, com apelidos `u_<nome>`. */
function colunasDaUrl(declaracao: DeclaracaoDeBusca): string {
  const nomes = [...new Set([...declaracao.url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
  return nomes.map((nome) => `${declaracao.valores?.[nome] ?? `t.${nome}`} as u_${nome}`).join(', ');
}

function origem(declaracao: DeclaracaoDeBusca): string {
  return `"${declaracao.subgrafo}"."${declaracao.tabela}" t ${declaracao.juncao ?? ''}`;
}

const condicaoVisivel = (declaracao: DeclaracaoDeBusca) => (declaracao.visivel ? ` and (${declaracao.visivel})` : '');

export interface ArgumentosDaBusca {
  termo: string;
  tipo?: string | null;
  pagina: number;
  porPagina: number;
}

/**
 * Um grupo por declaração, com o total; os itens (ranqueados por ts_rank, o título pesa mais) só do tipo pedido, ou
 * de todos quando nenhum é pedido.
 */
export async function buscarDeclaradas(em: SubgraphContext['em'], declaracoes: readonly BuscaDeclarada[], args: ArgumentosDaBusca): Promise<GrupoDaBusca[]> {
  const termo = args.termo.trim().slice(0, TAMANHO_MAXIMO_DO_TERMO);
  if (!termo) throw new ValidacaoError(MENSAGEM_TERMO_VAZIO);
  const { limit, offset } = validarPaginacao({ pagina: args.pagina, porPagina: args.porPagina });
  const conexao = em.getConnection();
  return Promise.all(
    declaracoes.map(async (declaracao) => {
      const consulta = consultaDeBusca(declaracao.subgrafo);
      // A consulta do destaque acrescenta o termo sem a troca de plurais: realça 'ações' também quando escrito assim.
      const consultaDoDestaque = `(q || websearch_to_tsquery('${configuracaoDeBusca(declaracao.subgrafo)}'::regconfig, ?::text))`;
      const de = `from ${origem(declaracao)}, ${consulta} q where t.busca @@ q${condicaoVisivel(declaracao)}`;
      const [{ total }] = (await conexao.execute<{ total: string }[]>(`select count(*) as total ${de}`, [termo])) as [{ total: string }];
      const comItens = !args.tipo || args.tipo === declaracao.tipo;
      const linhas =
        comItens && Number(total) > offset
          ? await conexao.execute<Record<string, unknown>[]>(
              `select t.id, (${declaracao.titulo})::text as titulo, ${declaracao.data ? `(${declaracao.data})::text` : 'null'} as data, ${colunasDaUrl(declaracao)},
                 ts_headline('${configuracaoDeBusca(declaracao.subgrafo)}'::regconfig, ${semHtml(declaracao.trecho)}, ${consultaDoDestaque}, '${OPCOES_DO_TRECHO}') as trecho,
                 ts_rank(t.busca, q) as relevancia
               ${de} order by relevancia desc, t.id desc limit ? offset ?`,
              [termo, termo, limit, offset],
            )
          : [];
      return {
        tipo: declaracao.tipo,
        rotulo: declaracao.rotulo,
        total: Number(total),
        pagina: args.pagina,
        porPagina: args.porPagina,
        totalPaginas: Math.ceil(Number(total) / args.porPagina),
        itens: linhas.map((linha) => ({
          id: String(linha.id),
          titulo: decodeHTML(String(linha.titulo ?? '')),
          url: urlDaLinha(declaracao.url, linha),
          data: linha.data ? String(linha.data).slice(0, 10) : null,
          trecho: partesDoTrecho(String(linha.trecho ?? '')),
          relevancia: Number(linha.relevancia),
        })),
      };
    }),
  );
}

/** Os endereços públicos das declarações que têm página própria, em ordem estável (tipo, id), fatiados. */
export async function enderecosDeclarados(em: SubgraphContext['em'], declaracoes: readonly BuscaDeclarada[], deslocamento: number, limite: number): Promise<EnderecosPublicos> {
  if (!Number.isInteger(deslocamento) || deslocamento < 0 || !Number.isInteger(limite) || limite < 1 || limite > ENDERECOS_POR_CHAMADA_MAXIMO) {
    throw new ValidacaoError(`O deslocamento deve ser maior ou igual a 0 e o limite estar entre 1 e ${ENDERECOS_POR_CHAMADA_MAXIMO}.`);
  }
  const comPagina = declaracoes.filter((declaracao) => declaracao.paginaPropria !== false);
  if (!comPagina.length) return { total: 0, itens: [] };
  const conexao = em.getConnection();
  const partes = comPagina.map(
    (declaracao, ordem) =>
      `select ${ordem} as ordem, t.id, ${declaracao.atualizadoEm ? `(${declaracao.atualizadoEm})::timestamptz` : 'null::timestamptz'} as atualizado_em, to_jsonb(u) as valores
       from ${origem(declaracao)}, lateral (select ${colunasDaUrl(declaracao)}) u where true${condicaoVisivel(declaracao)}`,
  );
  const uniao = partes.join(' union all ');
  const [{ total }] = (await conexao.execute<{ total: string }[]>(`select count(*) as total from (${uniao}) e`)) as [{ total: string }];
  const linhas = await conexao.execute<{ ordem: number; atualizado_em: Date | string | null; valores: Record<string, unknown> }[]>(
    `select ordem, atualizado_em, valores from (${uniao}) e order by ordem, id limit ? offset ?`,
    [limite, deslocamento],
  );
  return {
    total: Number(total),
    itens: linhas.map((linha) => ({
      url: urlDaLinha(comPagina[linha.ordem]!.url, linha.valores),
      atualizadoEm: linha.atualizado_em ? new Date(linha.atualizado_em).toISOString() : null,
    })),
  };
}

/**
 * As consultas do subgrafo: `busca<Sufixo>(termo, tipo, pagina, porPagina)` e `enderecos<Sufixo>(deslocamento,
 * limite)`. O gateway seleciona as de todos os subgrafos numa só operação.
 */
export function createBuscaResolver(sufixo: string, declaracoes: readonly BuscaDeclarada[]) {
  @Resolver()
  class BuscaResolver {
    @Query(() => [GrupoDaBusca], {
      name: `busca${sufixo}`,
      description: `Busca em português (sem acentos, com radicais) em: ${declaracoes.map((d) => d.rotulo).join(', ')}. Um grupo por tipo, com o total; itens só do tipo pedido (ou de todos).`,
    })
    buscar(
      @Arg('termo') termo: string,
      @Arg('tipo', () => String, { nullable: true }) tipo: string | null,
      @Arg('pagina', () => Int, { defaultValue: 1 }) pagina: number,
      @Arg('porPagina', () => Int, { defaultValue: 10, description: `1 a ${POR_PAGINA_MAXIMO}.` }) porPagina: number,
      @Ctx() { em }: SubgraphContext,
    ): Promise<GrupoDaBusca[]> {
      return buscarDeclaradas(em, declaracoes, { termo, tipo, pagina, porPagina });
    }

    @Query(() => EnderecosPublicos, { name: `enderecos${sufixo}`, description: 'Endereços das páginas públicas dos registros, para o sitemap.' })
    enderecos(
      @Arg('deslocamento', () => Int, { defaultValue: 0 }) deslocamento: number,
      @Arg('limite', () => Int, { defaultValue: 1000 }) limite: number,
      @Ctx() { em }: SubgraphContext,
    ): Promise<EnderecosPublicos> {
      return enderecosDeclarados(em, declaracoes, deslocamento, limite);
    }
  }
  return BuscaResolver;
}
