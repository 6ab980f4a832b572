import { once } from 'node:events';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { cabecalhoDaColuna, ERROS_DA_PREVIA, IMPORTACOES, LINHAS_DA_PREVIA, type CampoCalculado, type ColunaDeImportacao, type ImportacaoDoConjunto } from '@alego/catalog';
import { ADIAR_BUSCA } from '@alego/kit';
import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AvisoLicitacao } from '../aviso-licitacao/aviso-licitacao.entity.js';
import { Contrato } from '../contrato/contrato.entity.js';
import { Diaria } from '../diaria/diaria.entity.js';
import { Edital } from '../edital/edital.entity.js';
import { Empenho } from '../empenho/empenho.entity.js';
import { Remuneracao } from '../remuneracao/remuneracao.entity.js';
import { RepasseDuodecimo } from '../repasse-duodecimo/repasse-duodecimo.entity.js';
import { VerbaIndenizatoria } from '../verba-indenizatoria/verba-indenizatoria.entity.js';
import { VotoDeputado } from '../votacao/votacao.entity.js';
import { ColunaMapeada, ErroDeImportacao, PreviaDeImportacao } from './importacao.entity.js';
import { eDiferenca, ErroDeCelula, leitorDaColuna, naoPassa, normalizarNome, type ValorImportado, type Vocabulario } from './importacao.rules.js';
import { ArquivoIlegivel, lerLinhas, type FormatoDeImportacao } from './leitor.js';

/**
 * The GraphQL types an applied import of the dataset changed: its entity's, and what its post-merge step rewrites
 * (the public cache forgets them, docs/importacao.md).
 */
export function tiposAlterados(conjunto: string): string[] {
  const entidade = ENTIDADES_IMPORTAVEIS[conjunto];
  return [...(entidade ? [entidade.name] : []), ...(DEPOIS_DA_MESCLAGEM[conjunto]?.tipos ?? [])];
}

/** The entity each importable dataset of the catalog writes (a test checks every `IMPORTACOES` entry is here). */
export const ENTIDADES_IMPORTAVEIS: Readonly<Record<string, EntityClass<object>>> = {
  empenhos: Empenho,
  diarias: Diaria,
  'repasses-duodecimo': RepasseDuodecimo,
  'verbas-indenizatorias-lancamentos': VerbaIndenizatoria,
  contratos: Contrato,
  editais: Edital,
  avisos: AvisoLicitacao,
  remuneracoes: Remuneracao,
  votos: VotoDeputado,
};

type Executar = <T = Record<string, unknown>[]>(sql: string, params?: unknown[], metodo?: 'all' | 'run') => Promise<T>;

/**
 * What a dataset derives from the rows just merged, in the same transaction (the staged rows are in
 * `importacao_recebidas`): a roll-call vote's tally is counted again from the positions of the votes in the file.
 */
const DEPOIS_DA_MESCLAGEM: Readonly<Record<string, { tipos: readonly string[]; executar: (executar: Executar) => Promise<unknown> }>> = {
  votos: {
    tipos: ['Votacao'],
    executar: (executar) =>
    executar(
      `update ${q(ESQUEMA)}."votacoes" v
          set sim = c.sim, nao = c.nao, abstencao = c.abstencao, ausentes = c.ausentes
         from (select v2.id,
                      count(*) filter (where p.posicao = 'sim')::smallint as sim,
                      count(*) filter (where p.posicao = 'nao')::smallint as nao,
                      count(*) filter (where p.posicao = 'abstencao')::smallint as abstencao,
                      count(*) filter (where p.posicao = 'ausente')::smallint as ausentes
                 from ${q(ESQUEMA)}."votacoes" v2 left join ${q(ESQUEMA)}."votos_deputados" p on p.votacao_id = v2.id
                where v2.id in (select distinct votacao_id from importacao_recebidas)
                group by v2.id) c
        where v.id = c.id`,
      [],
      'run',
    ),
  },
};

export const ESQUEMA = 'transparency';
/** Rows per chunk written to the staging table's COPY (and per progress report). */
const LINHAS_POR_LOTE = 5_000;
export const MENSAGEM_FALHA = 'Não foi possível importar este arquivo';

interface CampoDoPlano {
  campo: string;
  sql: string;
  coluna?: ColunaDeImportacao;
  calculado?: CampoCalculado;
}

/** What the importer needs of one dataset: the catalog declaration and where each field lives in the table. */
interface Plano {
  conjunto: string;
  declaracao: ImportacaoDoConjunto;
  tabela: string;
  campos: CampoDoPlano[];
  vocabularios: Map<string, Vocabulario>;
}

const q = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

async function montarPlano(em: EntityManager, conjunto: string): Promise<Plano> {
  const declaracao = IMPORTACOES[conjunto];
  const entidade = ENTIDADES_IMPORTAVEIS[conjunto];
  if (!declaracao || !entidade) throw new Error(`conjunto sem importação: ${conjunto}`);
  const meta = em.getMetadata().get(entidade);
  // The entity is chosen at run time by the dataset id: its properties are looked up by name.
  const propriedades = meta.properties as Record<string, EntityProperty | undefined>;
  const coluna = (campo: string) => {
    const propriedade = propriedades[campo];
    if (!propriedade?.fieldNames?.[0]) throw new Error(`${conjunto}: a entidade não tem o campo ${campo}`);
    return propriedade.fieldNames[0];
  };
  const vocabularios = new Map<string, Vocabulario>();
  for (const c of declaracao.colunas.filter((c) => c.tipo === 'referencia')) {
    const alvo = propriedades[c.campo]?.targetMeta;
    if (!alvo) throw new Error(`${conjunto}: ${c.campo} não é uma referência`);
    // A record without a description is named by some of its fields joined by "/" (a vote: 2025/12).
    const colunasDoAlvo = (c.identificadaPor ?? ['descricao']).map((campo) => {
      const coluna = alvo.properties[campo]?.fieldNames?.[0];
      if (!coluna) throw new Error(`${conjunto}: ${alvo.className} não tem o campo ${campo}`);
      return `${q(coluna)}::text`;
    });
    const linhas = await em.getConnection().execute<{ id: number; descricao: string }[]>(`select id, concat_ws('/', ${colunasDoAlvo.join(', ')}) as descricao from ${q(ESQUEMA)}.${q(alvo.tableName)}`);
    vocabularios.set(c.campo, new Map(linhas.map((l) => [normalizarNome(l.descricao), l.id])));
  }
  return {
    conjunto,
    declaracao,
    tabela: `${q(ESQUEMA)}.${q(meta.tableName)}`,
    campos: [
      ...declaracao.colunas.map((c) => ({ campo: c.campo, sql: coluna(c.campo), coluna: c })),
      ...(declaracao.calculados ?? []).map((c) => ({ campo: c.campo, sql: coluna(c.campo), calculado: c })),
    ],
    vocabularios,
  };
}

export interface ResultadoDoProcesso {
  ok: boolean;
  totalLinhas: number;
  adicionadas: number;
  alteradas: number;
  removidas: number;
  periodos: string[];
  erros: ErroDeImportacao[];
  totalErros: number;
  previa: PreviaDeImportacao | null;
  mensagem: string;
}

export interface Progresso {
  bytesLidos: number;
  linhasProcessadas: number;
}

/** Thrown inside the transaction to roll it back (a preview always; an import with errors), carrying the result. */
class Desfazer extends Error {
  constructor(readonly resultado: ResultadoDoProcesso) {
    super('desfazer');
  }
}

function erroDe(linha: number, coluna: string | null, mensagem: string): ErroDeImportacao {
  return Object.assign(new ErroDeImportacao(), { linha, coluna, mensagem });
}

function plural(n: number, um: string, varios: string): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;
}

const ESPECIAIS_DO_COPY = /[\\\t\n\r]/;
const ESCAPES_DO_COPY: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: `\N` is null; backslash, tab and line breaks are escaped. */
function paraCopy(valor: ValorImportado): string {
  if (valor === null) return '\\N';
  if (typeof valor === 'number') return String(valor);
  return ESPECIAIS_DO_COPY.test(valor) ? valor.replace(/[\\\t\n\r]/g, (c) => ESCAPES_DO_COPY[c]!) : valor;
}

/**
 * Runs `corpo` in a transaction on a connection of its own, taken from the ORM's pool: COPY needs the driver's
 * client, which the ORM's transactions do not expose. Rolled back when `corpo` throws.
 */
async function emTransacao<T>(em: EntityManager, corpo: (executar: Executar, cliente: PoolClient) => Promise<T>): Promise<T> {
  const pool = await em.getConnection('write').getNativeClient();
  const cliente = await pool.connect();
  const executar: Executar = async <R>(sql: string, params: unknown[] = [], metodo: 'all' | 'run' = 'all') => {
    let n = 0;
    const resultado = await cliente.query(params.length ? sql.replace(/\?/g, () => `$${++n}`) : sql, params);
    return (metodo === 'run' ? { affectedRows: resultado.rowCount ?? 0 } : resultado.rows) as R;
  };
  let valida = true;
  try {
    await cliente.query('begin');
    const resultado = await corpo(executar, cliente);
    await cliente.query('commit');
    return resultado;
  } catch (falha) {
    await cliente.query('rollback').catch(() => (valida = false));
    throw falha;
  } finally {
    // A connection that could not even roll back is closed, not returned to the pool.
    cliente.release(!valida);
  }
}

/**
 * Reads a CSV or XLSX of one dataset as it arrives and, in ONE transaction: validates every row by the catalog,
 * stages the valid ones (batches of up to 5,000) in a temporary table, checks the natural key is unique in the file, then
 * merges by that key (new rows inserted, different rows updated, rows of the file's periods that the file lacks
 * removed). With `gravar: false` (the preview) or any error, the transaction is rolled back: nothing changes, and
 * the counts are the exact ones the import would produce. Memory stays flat: one batch and the stream buffers.
 */
export async function processarArquivo(
  em: EntityManager,
  conjunto: string,
  fonte: Readable,
  formato: FormatoDeImportacao,
  opcoes: { gravar: boolean; aoProgresso?: (progresso: Progresso) => Promise<void> },
): Promise<ResultadoDoProcesso> {
  const plano = await montarPlano(em, conjunto);
  const { declaracao, campos } = plano;
  const progresso: Progresso = { bytesLidos: 0, linhasProcessadas: 0 };
  const contador = new Transform({
    transform(pedaco: Buffer, _codificacao, feito) {
      progresso.bytesLidos += pedaco.length;
      feito(null, pedaco);
    },
  });
  fonte.on('error', (erro) => contador.destroy(erro));
  fonte.pipe(contador);

  const erros: ErroDeImportacao[] = [];
  let totalErros = 0;
  const anotar = (linha: number, coluna: string | null, mensagem: string) => {
    totalErros += 1;
    if (erros.length < ERROS_DA_PREVIA) erros.push(erroDe(linha, coluna, mensagem));
  };
  const resultado = (parcial: Partial<ResultadoDoProcesso>): ResultadoDoProcesso => ({
    ok: false,
    totalLinhas: progresso.linhasProcessadas,
    adicionadas: 0,
    alteradas: 0,
    removidas: 0,
    periodos: [],
    erros,
    totalErros,
    previa: null,
    mensagem: MENSAGEM_FALHA,
    ...parcial,
  });

  try {
    return await emTransacao(em, async (executar, cliente) => {
      // The merge does not compute the rows' search vectors (most of a bulk load's cost): the fill job writes them,
      // beside the rows, after the commit (docs/busca.md, "Vetores numa tabela ao lado").
      await executar(ADIAR_BUSCA);
      const colunasSql = campos.map((c) => q(c.sql));
      await executar(`create temp table importacao_recebidas on commit drop as select ${colunasSql.join(', ')} from ${plano.tabela} where false`);
      await executar('alter table importacao_recebidas add column linha integer not null');

      // The rows stream into the staging table through one COPY (text format), in chunks of LINHAS_POR_LOTE rows that
      // wait for the socket to drain: memory stays one chunk, and PostgreSQL parses no SQL per row.
      const copia = cliente.query(copyFrom(`copy importacao_recebidas (${[...colunasSql, 'linha'].join(', ')}) from stdin`));
      const copiada = finished(copia);
      // Until awaited, a COPY error must not be an unhandled rejection; it is thrown below, where it is awaited.
      copiada.catch(() => undefined);
      let lote = '';
      let linhasNoLote = 0;
      const enviarLote = async () => {
        if (!linhasNoLote) return;
        const pronto = copia.write(lote);
        lote = '';
        linhasNoLote = 0;
        if (!pronto) await Promise.race([once(copia, 'drain'), copiada]);
        await opcoes.aoProgresso?.(progresso);
      };

      // Built once: each column's reader, and where each rule finds its values in a row (no lookup by name per cell).
      const colunas = declaracao.colunas;
      const leitores = colunas.map((c) => leitorDaColuna(c, plano.vocabularios.get(c.campo)));
      const cabecalhos = colunas.map((c) => cabecalhoDaColuna(c.campo));
      const posicaoDe = (campo: string) => campos.findIndex((c) => c.campo === campo);
      const comparacoes = (declaracao.comparacoes ?? []).map((r) => ({ menor: posicaoDe(r.menor), maior: posicaoDe(r.maior), coluna: cabecalhoDaColuna(r.maior), mensagem: r.mensagem }));
      const diferencas = (declaracao.diferencas ?? []).map((r) => ({ resultado: posicaoDe(r.resultado), de: posicaoDe(r.de), menos: posicaoDe(r.menos), coluna: cabecalhoDaColuna(r.resultado), mensagem: r.mensagem }));
      const calculados = (declaracao.calculados ?? []).map((c) => ({ posicao: posicaoDe(c.campo), de: posicaoDe(c.de), inicio: c.parte === 'ano' ? 0 : 5, fim: c.parte === 'ano' ? 4 : 7 }));

      let noArquivo: (number | undefined)[] | null = null;
      let cabecalhoValido = false;
      const previa = Object.assign(new PreviaDeImportacao(), { colunas: [] as ColunaMapeada[], ignoradas: [] as string[], linhas: [] as string[][] });
      try {
        for await (const { linha, celulas } of lerLinhas(contador, formato)) {
          if (!noArquivo) {
            const indices = new Map<string, number>();
            const esperados = new Set(cabecalhos);
            celulas.forEach((texto, i) => {
              const nome = normalizarNome(texto);
              if (esperados.has(nome) && !indices.has(nome)) indices.set(nome, i);
              else if (texto.trim()) previa.ignoradas.push(texto.trim());
            });
            noArquivo = cabecalhos.map((c) => indices.get(c));
            previa.colunas = colunas.map((c, i) => {
              const posicao = noArquivo![i];
              return Object.assign(new ColunaMapeada(), { cabecalho: cabecalhos[i], rotulo: c.rotulo, posicao: posicao === undefined ? null : posicao + 1, obrigatoria: !c.opcional });
            });
            const faltam = previa.colunas.filter((c) => c.posicao === null && c.obrigatoria);
            for (const c of faltam) anotar(linha, c.cabecalho, `Falta a coluna ${c.cabecalho} no cabeçalho.`);
            cabecalhoValido = !faltam.length;
            continue;
          }
          progresso.linhasProcessadas += 1;
          if (previa.linhas.length < LINHAS_DA_PREVIA) previa.linhas.push(noArquivo.map((i) => (i === undefined ? '' : (celulas[i] ?? '').trim())));
          if (!cabecalhoValido) continue;

          const valores: ValorImportado[] = new Array<ValorImportado>(campos.length);
          let valida = true;
          for (let i = 0; i < leitores.length; i++) {
            const posicao = noArquivo[i];
            const lido = leitores[i]!(posicao === undefined ? undefined : celulas[posicao]);
            if (lido instanceof ErroDeCelula) {
              valida = false;
              anotar(linha, cabecalhos[i]!, lido.mensagem);
            } else valores[i] = lido;
          }
          if (!valida) continue;
          for (const regra of comparacoes) {
            if (!naoPassa(valores[regra.menor] ?? null, valores[regra.maior] ?? null)) {
              valida = false;
              anotar(linha, regra.coluna, regra.mensagem);
            }
          }
          for (const regra of diferencas) {
            if (!eDiferenca(valores[regra.resultado] ?? null, valores[regra.de] ?? null, valores[regra.menos] ?? null)) {
              valida = false;
              anotar(linha, regra.coluna, regra.mensagem);
            }
          }
          if (!valida) continue;
          for (const c of calculados) valores[c.posicao] = Number(String(valores[c.de]).slice(c.inicio, c.fim));
          for (let i = 0; i < campos.length; i++) lote += `${paraCopy(valores[i] ?? null)}\t`;
          lote += `${linha}\n`;
          if (++linhasNoLote >= LINHAS_POR_LOTE) await enviarLote();
        }
        await enviarLote();
        copia.end();
        await copiada;
      } catch (falha) {
        // An unreadable file (or a failed write) aborts the COPY, so that the transaction can roll back.
        copia.destroy(falha as Error);
        await copiada.catch(() => undefined);
        throw falha;
      }
      if (!noArquivo) throw new Desfazer(resultado({ erros: [erroDe(1, null, 'O arquivo está vazio: a primeira linha deve ser o cabeçalho.')], totalErros: 1 }));
      if (cabecalhoValido && progresso.linhasProcessadas === 0) anotar(2, null, 'O arquivo não tem linhas para importar.');

      const sqlDe = (campo: string) => q(campos.find((c) => c.campo === campo)!.sql);
      const chave = declaracao.chave.map(sqlDe);
      // A temporary table has no statistics until analysed: without them the merge's joins can become nested loops.
      await executar(`create index on importacao_recebidas (${chave.join(', ')})`);
      await executar('analyze importacao_recebidas');
      const repetidas = await executar<{ linhas: number[]; valores: string }[]>(
        `select array_agg(linha order by linha) as linhas, concat_ws(', ', ${chave.map((c) => `${c}::text`).join(', ')}) as valores
           from importacao_recebidas group by ${chave.join(', ')} having count(*) > 1 order by min(linha) limit ${ERROS_DA_PREVIA}`,
      );
      const nomesDaChave = declaracao.chave.map(cabecalhoDaColuna).join(', ');
      for (const r of repetidas) {
        for (const repetida of r.linhas.slice(1)) anotar(repetida, cabecalhoDaColuna(declaracao.chave[0]!), `A chave (${nomesDaChave}) = (${r.valores}) já aparece na linha ${r.linhas[0]}.`);
      }
      erros.sort((a, b) => a.linha - b.linha);
      if (totalErros) throw new Desfazer(resultado({ previa, mensagem: `${MENSAGEM_FALHA}: ${plural(totalErros, 'erro encontrado', 'erros encontrados')}. Nada foi alterado.` }));

      // One import of a dataset at a time (two could stage at once; the merge is serialised until commit or rollback).
      await executar('select pg_advisory_xact_lock(hashtext(?))', [`${ESQUEMA}.importacao.${plano.conjunto}`]);
      const igual = chave.map((c) => `t.${c} = s.${c}`).join(' and ');
      const escopoDe = (alias: string) => declaracao.escopo.map((e) => (typeof e === 'string' ? `${alias}.${sqlDe(e)}` : `extract(month from ${alias}.${sqlDe(e.mesDe)})::int`));
      let periodos: string[] = [];
      let removidas = 0;
      if (declaracao.escopo.length) {
        const escopos = await executar<{ valores: (string | number)[] }[]>(
          `select distinct array[${escopoDe('s').map((e) => `${e}::text`).join(', ')}] as valores from importacao_recebidas s order by 1`,
        );
        const mensal = declaracao.escopo.length === 2 && declaracao.escopo[0] === 'ano';
        periodos = escopos.map(({ valores }) => (mensal ? `${String(valores[1]).padStart(2, '0')}/${valores[0]}` : valores.join(' · ')));
        const removidos = await executar<{ affectedRows: number }>(
          `delete from ${plano.tabela} t where (${escopoDe('t').join(', ')}) in (select distinct ${escopoDe('s').join(', ')} from importacao_recebidas s)
             and not exists (select 1 from importacao_recebidas s where ${igual})`,
          [],
          'run',
        );
        removidas = removidos.affectedRows;
      }
      const alterados = await executar<{ affectedRows: number }>(
        `update ${plano.tabela} t set ${colunasSql.map((c) => `${c} = s.${c}`).join(', ')} from importacao_recebidas s
          where ${igual} and (${colunasSql.map((c) => `t.${c}`).join(', ')}) is distinct from (${colunasSql.map((c) => `s.${c}`).join(', ')})`,
        [],
        'run',
      );
      const adicionados = await executar<{ affectedRows: number }>(
        `insert into ${plano.tabela} (${colunasSql.join(', ')}) select ${colunasSql.map((c) => `s.${c}`).join(', ')} from importacao_recebidas s
          where not exists (select 1 from ${plano.tabela} t where ${igual}) order by s.linha`,
        [],
        'run',
      );
      await DEPOIS_DA_MESCLAGEM[plano.conjunto]?.executar(executar);
      const contagens = { adicionadas: adicionados.affectedRows, alteradas: alterados.affectedRows, removidas };
      const resumo = `${plural(contagens.adicionadas, 'linha incluída', 'linhas incluídas')}, ${plural(contagens.alteradas, 'alterada', 'alteradas')} e ${plural(contagens.removidas, 'removida', 'removidas')}`;
      const pronto = resultado({ ok: true, ...contagens, periodos, previa });
      if (!opcoes.gravar) throw new Desfazer({ ...pronto, mensagem: `Arquivo válido: ${plural(progresso.linhasProcessadas, 'linha', 'linhas')}. Ao confirmar: ${resumo}.` });
      return { ...pronto, mensagem: `Importação concluída: ${resumo}.` };
    });
  } catch (falha) {
    // What is left of the upload is drained so that the sender gets the answer, not a reset connection.
    fonte.unpipe();
    fonte.resume();
    if (falha instanceof Desfazer) return falha.resultado;
    if (falha instanceof ArquivoIlegivel) return resultado({ erros: [erroDe(falha.linha, null, falha.message)], totalErros: 1 });
    const codigo = (falha as { code?: string }).code;
    // A constraint of the table the catalog does not declare (a foreign key, a unique index): the file's fault.
    if (codigo?.startsWith('23') || (falha as { sqlState?: string }).sqlState?.startsWith('23')) {
      const detalhe = (falha as { detail?: string }).detail ?? (falha as Error).message;
      return resultado({ erros: [erroDe(0, null, `O banco recusou os dados: ${detalhe}`)], totalErros: 1, mensagem: `${MENSAGEM_FALHA}. Nada foi alterado.` });
    }
    throw falha;
  }
}
