import { Transform, type Readable } from 'node:stream';
import { cabecalhoDaColuna, ERROS_DA_PREVIA, IMPORTACOES, LINHAS_DA_PREVIA, type CampoCalculado, type ColunaDeImportacao, type ImportacaoDoConjunto } from '@alego/catalog';
import type { EntityClass, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Contrato } from '../contrato/contrato.entity.js';
import { Diaria } from '../diaria/diaria.entity.js';
import { Edital } from '../edital/edital.entity.js';
import { Empenho } from '../empenho/empenho.entity.js';
import { Remuneracao } from '../remuneracao/remuneracao.entity.js';
import { RepasseDuodecimo } from '../repasse-duodecimo/repasse-duodecimo.entity.js';
import { VerbaIndenizatoria } from '../verba-indenizatoria/verba-indenizatoria.entity.js';
import { VotoDeputado } from '../votacao/votacao.entity.js';
import { ColunaMapeada, ErroDeImportacao, PreviaDeImportacao } from './importacao.entity.js';
import { eDiferenca, lerCelula, naoPassa, normalizarNome, type ValorImportado, type Vocabulario } from './importacao.rules.js';
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

const ESQUEMA = 'transparency';
/** Rows per insert into the staging table: as many as PostgreSQL's 65,535 bind parameters allow, up to 5,000. */
const PARAMETROS_POR_INSERCAO = 60_000;
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
    return await em.transactional(async (tx) => {
      const ctx = tx.getTransactionContext();
      const executar = <T = Record<string, unknown>[]>(sql: string, params: unknown[] = [], metodo: 'all' | 'run' = 'all') =>
        tx.getConnection().execute(sql, params, metodo, ctx) as Promise<T>;
      const colunasSql = campos.map((c) => q(c.sql));
      await executar(`create temp table importacao_recebidas on commit drop as select ${colunasSql.join(', ')} from ${plano.tabela} where false`);
      await executar('alter table importacao_recebidas add column linha integer not null');

      const tamanhoDoLote = Math.min(5_000, Math.floor(PARAMETROS_POR_INSERCAO / (campos.length + 1)));
      let lote: ValorImportado[][] = [];
      const inserirLote = async () => {
        if (!lote.length) return;
        const marcadores = `(${[...campos.map(() => '?'), '?'].join(', ')})`;
        await executar(`insert into importacao_recebidas (${[...colunasSql, 'linha'].join(', ')}) values ${lote.map(() => marcadores).join(', ')}`, lote.flat(), 'run');
        lote = [];
        await opcoes.aoProgresso?.(progresso);
      };

      let indices: Map<string, number> | null = null;
      let cabecalhoValido = false;
      const previa = Object.assign(new PreviaDeImportacao(), { colunas: [] as ColunaMapeada[], ignoradas: [] as string[], linhas: [] as string[][] });
      for await (const { linha, celulas } of lerLinhas(contador, formato)) {
        if (!indices) {
          indices = new Map();
          const esperados = new Set(declaracao.colunas.map((c) => cabecalhoDaColuna(c.campo)));
          celulas.forEach((texto, i) => {
            const nome = normalizarNome(texto);
            if (esperados.has(nome) && !indices!.has(nome)) indices!.set(nome, i);
            else if (texto.trim()) previa.ignoradas.push(texto.trim());
          });
          previa.colunas = declaracao.colunas.map((c) => {
            const posicao = indices!.get(cabecalhoDaColuna(c.campo));
            return Object.assign(new ColunaMapeada(), { cabecalho: cabecalhoDaColuna(c.campo), rotulo: c.rotulo, posicao: posicao === undefined ? null : posicao + 1, obrigatoria: !c.opcional });
          });
          const faltam = previa.colunas.filter((c) => c.posicao === null && c.obrigatoria);
          for (const c of faltam) anotar(linha, c.cabecalho, `Falta a coluna ${c.cabecalho} no cabeçalho.`);
          cabecalhoValido = !faltam.length;
          continue;
        }
        progresso.linhasProcessadas += 1;
        const textos = declaracao.colunas.map((c) => {
          const i = indices!.get(cabecalhoDaColuna(c.campo));
          return i === undefined ? '' : (celulas[i] ?? '');
        });
        if (previa.linhas.length < LINHAS_DA_PREVIA) previa.linhas.push(textos.map((t) => t.trim()));
        if (!cabecalhoValido) continue;

        const valores = new Map<string, ValorImportado>();
        let valida = true;
        declaracao.colunas.forEach((c, i) => {
          const lido = lerCelula(c, textos[i], plano.vocabularios.get(c.campo));
          if ('erro' in lido) {
            valida = false;
            anotar(linha, cabecalhoDaColuna(c.campo), lido.erro);
          } else valores.set(c.campo, lido.valor);
        });
        if (!valida) continue;
        for (const regra of declaracao.comparacoes ?? []) {
          if (!naoPassa(valores.get(regra.menor) ?? null, valores.get(regra.maior) ?? null)) {
            valida = false;
            anotar(linha, cabecalhoDaColuna(regra.maior), regra.mensagem);
          }
        }
        for (const regra of declaracao.diferencas ?? []) {
          if (!eDiferenca(valores.get(regra.resultado) ?? null, valores.get(regra.de) ?? null, valores.get(regra.menos) ?? null)) {
            valida = false;
            anotar(linha, cabecalhoDaColuna(regra.resultado), regra.mensagem);
          }
        }
        if (!valida) continue;
        for (const c of declaracao.calculados ?? []) {
          const data = String(valores.get(c.de));
          valores.set(c.campo, Number(c.parte === 'ano' ? data.slice(0, 4) : data.slice(5, 7)));
        }
        lote.push([...campos.map((c) => valores.get(c.campo) ?? null), linha]);
        if (lote.length >= tamanhoDoLote) await inserirLote();
      }
      await inserirLote();
      if (!indices) throw new Desfazer(resultado({ erros: [erroDe(1, null, 'O arquivo está vazio: a primeira linha deve ser o cabeçalho.')], totalErros: 1 }));
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
