/**
 * Busca no site inteiro (docs/busca.md). Cada subgrafo responde pelo que é seu: uma entidade entra na busca com uma
 * declaração (`declararBusca`) que nomeia os campos e pesos, o título, de onde vem o trecho, quando o registro é
 * público e o endereço da sua página. Da declaração saem a tabela dos vetores ao lado da tabela (`<tabela>_busca`:
 * `id`, `busca` tsvector com índice GIN), os gatilhos que a mantêm a cada escrita e o trabalho da fila que preenche
 * os vetores adiados por uma carga em lote (`instalarBusca`, `ADIAR_BUSCA`, `trabalhosDaBusca`), a consulta do
 * subgrafo (`busca<Subgrafo>`, agrupada por tipo) e os endereços do sitemap (`enderecos<Subgrafo>`); nenhum código
 * de busca por entidade.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeHTML } from 'entities';
import type { Logger } from 'pino';
import { Arg, Ctx, Directive, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubgraphContext } from './context.js';
import { ValidacaoError } from './errors.js';
import { validarPaginacao, POR_PAGINA_MAXIMO } from './pagination.js';
import { invalidarCachePublico } from './avisos.js';
import { filaDeTrabalhos, type DefinicaoDeTrabalho } from './jobs.js';
import type { Orm } from './orm.js';

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

/** Uma declaração registrada: a tabela dos seus vetores é `<tabela>_busca`, no mesmo schema. */
export type BuscaDeclarada = DeclaracaoDeBusca;

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

/** O tsvector ponderado das colunas da linha de apelido `apelido` (sem apelido: as colunas da própria tabela). */
export function vetorDeBusca(subgrafo: string, campos: DeclaracaoDeBusca['campos'], apelido?: string): string {
  const prefixo = apelido ? `${apelido}.` : '';
  return campos.map(([coluna, peso]) => `setweight(to_tsvector('${configuracaoDeBusca(subgrafo)}'::regconfig, ${textoDeBusca(prefixo + coluna)}), '${peso}')`).join(' || ');
}

/** A consulta (`tsquery`) de um termo ligado a `?`, na sintaxe de busca na web (aspas, `-palavra`, `or`). */
export function consultaDeBusca(subgrafo: string): string {
  return `websearch_to_tsquery('${configuracaoDeBusca(subgrafo)}'::regconfig, ${textoDeBusca('?::text')})`;
}

/** As declarações de cada subgrafo (schema → tabela → declaração), registradas ao carregar as entidades. */
const DECLARADAS = new Map<string, Map<string, BuscaDeclarada>>();

/** As tabelas pesquisáveis de um subgrafo: as que `instalarBusca` e o trabalho de preenchimento cuidam. */
export function buscasDoSubgrafo(subgrafo: string): BuscaDeclarada[] {
  return [...(DECLARADAS.get(subgrafo)?.values() ?? [])];
}

export function declararBusca(declaracao: DeclaracaoDeBusca): BuscaDeclarada {
  const doSubgrafo = DECLARADAS.get(declaracao.subgrafo) ?? new Map<string, BuscaDeclarada>();
  DECLARADAS.set(declaracao.subgrafo, doSubgrafo.set(declaracao.tabela, declaracao));
  return declaracao;
}

/** O nome (sem schema) da tabela dos vetores de uma tabela pesquisável. */
export const nomeDaTabelaDeVetores = (d: Pick<DeclaracaoDeBusca, 'tabela'>) => `${d.tabela}_busca`;
/** A tabela dos vetores (`id`, `busca`), com schema e aspas: a que a consulta junta à linha pelo `id`. */
export const tabelaDeVetores = (d: Pick<DeclaracaoDeBusca, 'subgrafo' | 'tabela'>) => `"${d.subgrafo}"."${nomeDaTabelaDeVetores(d)}"`;
/** As tabelas de vetores do subgrafo: fora do registro de alterações (não são registros publicados) e do gerador de migrações. */
export const tabelasDeVetores = (subgrafo: string) => buscasDoSubgrafo(subgrafo).map(nomeDaTabelaDeVetores);

/**
 * Carga em lote (docs/busca.md, "Vetores numa tabela ao lado"): na transação em que roda, os gatilhos não calculam
 * os vetores das linhas incluídas ou alteradas (o custo que limitava a importação; as alteradas perdem o vetor
 * velho); depois do commit, `pedirPreenchimentoDaBusca` os completa, escrevendo só na tabela de vetores.
 */
export const ADIAR_BUSCA = "set local alego.busca_adiada = 'on'";
/** Linhas por comando do preenchimento: cada lote é uma transação curta, e as linhas aparecem na busca aos poucos. */
export const LINHAS_POR_LOTE_DA_BUSCA = 10_000;

const tabelaDaBusca = (d: DeclaracaoDeBusca) => `"${d.subgrafo}"."${d.tabela}"`;
const indiceDosVetores = (d: DeclaracaoDeBusca) => `${nomeDaTabelaDeVetores(d)}_gin`;
const ADIADA = "current_setting('alego.busca_adiada', true) = 'on'";
/** Os campos indexados de uma linha (`apelido.campo, ...`), para ver se uma alteração mexeu em algum. */
const camposDa = (d: DeclaracaoDeBusca, apelido: string) => `(${d.campos.map(([coluna]) => `${apelido}.${coluna}`).join(', ')})`;

/**
 * As funções dos gatilhos de uma tabela pesquisável: nome → corpo, como o PostgreSQL o guarda (`prosrc`, comparado a
 * cada início). Gatilhos por comando, com as tabelas de transição: um `insert … select` por comando, não um por linha.
 */
function funcoesDaBusca(d: DeclaracaoDeBusca): Record<string, string> {
  const vetores = tabelaDeVetores(d);
  const gravar = (de: string, onde = '') =>
    `insert into ${vetores} (id, busca) select n.id, ${vetorDeBusca(d.subgrafo, d.campos, 'n')} from ${de}${onde}
      on conflict (id) do update set busca = excluded.busca;`;
  const mudou = ` where ${camposDa(d, 'n')} is distinct from ${camposDa(d, 'a')}`;
  return {
    [`${d.tabela}_busca_inclusao`]: `
begin
  if not coalesce(${ADIADA}, false) then
    ${gravar('novas n')}
  end if;
  return null;
end`,
    [`${d.tabela}_busca_alteracao`]: `
begin
  if coalesce(${ADIADA}, false) then
    delete from ${vetores} v using novas n join antigas a on a.id = n.id where v.id = n.id and ${camposDa(d, 'n')} is distinct from ${camposDa(d, 'a')};
  else
    ${gravar('novas n join antigas a on a.id = n.id', mudou)}
  end if;
  return null;
end`,
    [`${d.tabela}_busca_exclusao`]: `
begin
  delete from ${vetores} v using antigas a where v.id = a.id;
  return null;
end`,
    [`${d.tabela}_busca_esvaziamento`]: `
begin
  truncate ${vetores};
  return null;
end`,
  };
}

/** O SQL que cria a tabela dos vetores (o `id` do mesmo tipo que o da linha) e o seu índice GIN, se faltam. */
function sqlDaTabelaDeVetores(d: DeclaracaoDeBusca, tipoDoId: string): string[] {
  return [
    `create table if not exists ${tabelaDeVetores(d)} (id ${tipoDoId} primary key, busca tsvector not null)`,
    `create index if not exists "${indiceDosVetores(d)}" on ${tabelaDeVetores(d)} using gin (busca)`,
  ];
}

/** O SQL das funções e dos gatilhos (inclusão, alteração, exclusão, esvaziamento) que mantêm a tabela dos vetores. */
function sqlDosGatilhos(d: DeclaracaoDeBusca): string[] {
  const funcoes = Object.entries(funcoesDaBusca(d));
  const eventos = [
    ['insert', 'referencing new table as novas'],
    ['update', 'referencing old table as antigas new table as novas'],
    ['delete', 'referencing old table as antigas'],
    ['truncate', ''],
  ] as const;
  return [
    ...funcoes.map(([nome, corpo]) => `create or replace function "${d.subgrafo}"."${nome}"() returns trigger language plpgsql as $$${corpo}$$`),
    ...funcoes.map(
      ([nome], i) => `create or replace trigger "${nome}" after ${eventos[i]![0]} on ${tabelaDaBusca(d)} ${eventos[i]![1]} for each statement execute function "${d.subgrafo}"."${nome}"()`,
    ),
  ];
}

/**
 * Cria o que falta da busca de cada tabela pesquisável do subgrafo (a tabela dos vetores, o índice, as funções e os
 * gatilhos) e troca as funções que diferem da declaração; roda a cada início, depois das migrações, como os carimbos
 * de escrita (db/versoes.ts). Uma tabela que ganha os gatilhos agora tem os vetores que faltam preenchidos; uma cuja
 * declaração mudou (outros campos ou pesos) tem todos recalculados, antes de o subgrafo atender.
 */
export async function instalarBusca(em: EntityManager, subgrafo: string): Promise<void> {
  const declaracoes = buscasDoSubgrafo(subgrafo);
  if (!declaracoes.length) return;
  const recalcular = await em.transactional(async (tx) => {
    const executar = <T extends object[] = object[]>(sql: string, params: unknown[] = []) => tx.getConnection().execute<T>(sql, params, 'all', tx.getTransactionContext());
    // Réplicas e subgrafos que iniciam juntos: um instala, os outros encontram pronto.
    await executar('select pg_advisory_xact_lock(hashtext(?))', [`${subgrafo}.busca`]);
    const atuais = await executar<{ funcao: string; corpo: string; gatilho: boolean }[]>(
      `select p.proname::text as funcao, p.prosrc as corpo,
              exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
                       where g.tgname = p.proname and g.tgfoid = p.oid and c.relnamespace = p.pronamespace) as gatilho
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ?`,
      [subgrafo],
    );
    const porFuncao = new Map(atuais.map((a) => [a.funcao, a]));
    const pendentes: { declaracao: BuscaDeclarada; todas: boolean }[] = [];
    for (const declaracao of declaracoes) {
      const funcoes = Object.entries(funcoesDaBusca(declaracao));
      if (funcoes.every(([nome, corpo]) => porFuncao.get(nome)?.gatilho && porFuncao.get(nome)?.corpo === corpo)) continue;
      const [{ tipo }] = (await executar<{ tipo: string }[]>(
        `select format_type(a.atttypid, a.atttypmod) as tipo from pg_attribute a where a.attrelid = ?::regclass and a.attname = 'id'`,
        [tabelaDaBusca(declaracao)],
      )) as [{ tipo: string }];
      for (const sql of [...sqlDaTabelaDeVetores(declaracao, tipo), ...sqlDosGatilhos(declaracao)]) await executar(sql);
      // Uma função que já existia com outro corpo: a declaração mudou, os vetores guardados são de outra fórmula.
      const [nomeDaInclusao, corpoDaInclusao] = funcoes[0]!;
      const anterior = porFuncao.get(nomeDaInclusao);
      pendentes.push({ declaracao, todas: anterior !== undefined && anterior.corpo !== corpoDaInclusao });
    }
    return pendentes;
  });
  for (const { declaracao, todas } of recalcular) await preencherTabela(em, declaracao, todas);
}

/**
 * A migração de uma tabela cuja coluna `busca` era gerada pelo PostgreSQL na própria linha (até a issue 21): os
 * vetores passam, com os seus valores, para a tabela ao lado, e a coluna (com o seu índice) sai da tabela. Os gatilhos
 * são do início do subgrafo (`instalarBusca`). `down` devolve a coluna gerada, calculada de novo.
 */
export function migracaoParaTabelaDeVetores(declaracoes: readonly DeclaracaoDeBusca[]): { up: string[]; down: string[] } {
  return {
    up: declaracoes.flatMap((d) => [
      `create table ${tabelaDeVetores(d)} as select id, busca from ${tabelaDaBusca(d)} where busca is not null`,
      `alter table ${tabelaDeVetores(d)} add primary key (id), alter column busca set not null`,
      `alter table ${tabelaDaBusca(d)} drop column "busca"`,
      `create index "${indiceDosVetores(d)}" on ${tabelaDeVetores(d)} using gin (busca)`,
    ]),
    down: declaracoes.flatMap((d) => [
      ...Object.keys(funcoesDaBusca(d)).flatMap((nome) => [`drop trigger if exists "${nome}" on ${tabelaDaBusca(d)}`, `drop function if exists "${d.subgrafo}"."${nome}"()`]),
      `drop table if exists ${tabelaDeVetores(d)}`,
      `alter table ${tabelaDaBusca(d)} add "busca" tsvector generated always as (${vetorDeBusca(d.subgrafo, d.campos)}) stored null`,
      `create index "${d.tabela}_busca_index" on ${tabelaDaBusca(d)} using gin ("busca")`,
    ]),
  };
}

/**
 * Grava os vetores que faltam (ou todos, `todas`) de uma tabela, em lotes pela chave primária, só na tabela dos
 * vetores: as linhas do conjunto não são reescritas. Devolve quantos vetores gravou.
 */
async function preencherTabela(em: EntityManager, d: BuscaDeclarada, todas = false): Promise<number> {
  let ultimo: number | null = 0;
  let total = 0;
  while (ultimo !== null) {
    const [lote]: { linhas: number; ultimo: string | number | null }[] = await em.fork().getConnection().execute(
      `with lote as (select t.id, ${vetorDeBusca(d.subgrafo, d.campos, 't')} as busca from ${tabelaDaBusca(d)} t
                      where t.id > ?${todas ? '' : ` and not exists (select 1 from ${tabelaDeVetores(d)} v where v.id = t.id)`}
                      order by t.id limit ${LINHAS_POR_LOTE_DA_BUSCA}),
            feitos as (insert into ${tabelaDeVetores(d)} (id, busca) select id, busca from lote
                        on conflict (id) do ${todas ? 'update set busca = excluded.busca' : 'nothing'} returning id)
       select (select count(*)::int from feitos) as linhas, (select max(id) from lote) as ultimo`,
      [ultimo],
    );
    total += lote?.linhas ?? 0;
    ultimo = lote?.ultimo == null ? null : Number(lote.ultimo);
  }
  return total;
}

/** Preenche os vetores que faltam de todas as tabelas pesquisáveis do subgrafo; devolve quantos gravou. */
export async function preencherBusca(em: EntityManager, subgrafo: string): Promise<number> {
  let total = 0;
  for (const declaracao of buscasDoSubgrafo(subgrafo)) total += await preencherTabela(em, declaracao);
  return total;
}

export const nomeDoTrabalhoDeBusca = (subgrafo: string) => `${subgrafo}.busca`;

/**
 * O trabalho da fila que preenche os vetores adiados (um por subgrafo com tabelas pesquisáveis e fila, posto pelo
 * kit): pedido depois de cada carga em lote e, de reserva, a cada 10 minutos (uma carga confirmada por um processo
 * que morreu antes de pedir). Exclusivo: pedidos que chegam juntos viram um só.
 */
export function trabalhosDaBusca(orm: Orm, subgrafo: string): DefinicaoDeTrabalho[] {
  if (!buscasDoSubgrafo(subgrafo).length) return [];
  return [
    {
      nome: nomeDoTrabalhoDeBusca(subgrafo),
      exclusivo: true,
      agenda: '*/10 * * * *',
      repeticoes: 3,
      async executar(_dados, { logger }) {
        await preencherERenovar(orm.em.fork(), subgrafo, logger);
      },
    },
  ];
}

async function preencherERenovar(em: EntityManager, subgrafo: string, logger: Logger): Promise<number> {
  const linhas = await preencherBusca(em, subgrafo);
  if (linhas) {
    logger.info({ subgrafo, linhas }, 'vetores de busca adiados preenchidos');
    // Respostas da busca guardadas pelo gateway antes do preenchimento não mostram as linhas novas.
    await invalidarCachePublico(['GrupoDaBusca'], logger);
  }
  return linhas;
}

/**
 * Depois do commit de uma carga em lote: põe o preenchimento na fila do processo; sem a fila (linha de comando,
 * testes), preenche aqui mesmo, antes de voltar.
 */
export async function pedirPreenchimentoDaBusca(em: EntityManager, subgrafo: string, logger: Logger): Promise<void> {
  const fila = filaDeTrabalhos();
  const nome = nomeDoTrabalhoDeBusca(subgrafo);
  if (fila?.tem(nome)) await fila.enfileirar(nome, {});
  else await preencherERenovar(em, subgrafo, logger);
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

/** A tabela (apelido `t`), com a dos vetores (apelido `vetor`) quando a consulta busca, e as junções declaradas. */
function origem(declaracao: DeclaracaoDeBusca, comVetor = false): string {
  const vetor = comVetor ? ` join ${tabelaDeVetores(declaracao)} vetor on vetor.id = t.id` : '';
  return `"${declaracao.subgrafo}"."${declaracao.tabela}" t${vetor} ${declaracao.juncao ?? ''}`;
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
      // Só as linhas com vetor: uma importada ainda sem o seu (adiado para a fila) não aparece até ele ser gravado.
      const de = `from ${origem(declaracao, true)}, ${consulta} q where vetor.busca @@ q${condicaoVisivel(declaracao)}`;
      const [{ total }] = (await conexao.execute<{ total: string }[]>(`select count(*) as total ${de}`, [termo])) as [{ total: string }];
      const comItens = !args.tipo || args.tipo === declaracao.tipo;
      const linhas =
        comItens && Number(total) > offset
          ? await conexao.execute<Record<string, unknown>[]>(
              `select t.id, (${declaracao.titulo})::text as titulo, ${declaracao.data ? `(${declaracao.data})::text` : 'null'} as data, ${colunasDaUrl(declaracao)},
                 ts_headline('${configuracaoDeBusca(declaracao.subgrafo)}'::regconfig, ${semHtml(declaracao.trecho)}, ${consultaDoDestaque}, '${OPCOES_DO_TRECHO}') as trecho,
                 ts_rank(vetor.busca, q) as relevancia
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
