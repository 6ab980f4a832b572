import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse';
import type { Logger } from 'pino';
import { ErroDeLinha, ImportacaoRemuneracoes } from './importacao.entity.js';
import { CAMPOS_VALOR, MENSAGEM_FALHA_IMPORTACAO, validarRemuneracao, type RemuneracaoBruta, type RemuneracaoNormalizada } from './remuneracao.rules.js';

/** The subgraph's PostgreSQL schema (its name), for the raw SQL of the import. */
const ESQUEMA = 'transparency';
const LOTE = 1_000;
export const ERROS_MAXIMOS = 100;

/** CSV header names (docs/remuneracoes.md) → field. */
const COLUNAS = {
  matricula: 'matricula',
  nome: 'nome',
  cargo: 'cargo',
  vinculo: 'vinculo',
  categoria: 'categoria',
  lotacao: 'lotacao',
  gabinete: 'gabinete',
  ano: 'ano',
  mes: 'mes',
  remuneracao_basica: 'remuneracaoBasica',
  vantagens: 'vantagens',
  indenizacoes: 'indenizacoes',
  bruto: 'bruto',
  descontos: 'descontos',
  liquido: 'liquido',
} as const;
type Coluna = keyof typeof COLUNAS;
const OPCIONAIS: readonly Coluna[] = ['gabinete'];

const CAMPOS_SQL = ['linha', 'matricula', 'nome', 'cargo', 'vinculo', 'categoria', 'lotacao', 'gabinete', 'ano', 'mes', 'remuneracao_basica', 'vantagens', 'indenizacoes', 'bruto', 'descontos', 'liquido'];
const CAMPOS_DESTINO = CAMPOS_SQL.slice(1).join(', ');

function normalizarCabecalho(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function inteiro(texto: string | undefined): number | null {
  return texto && /^\d{1,4}$/.test(texto.trim()) ? Number(texto.trim()) : null;
}

function periodo(ano: number, mes: number): string {
  return `${String(mes).padStart(2, '0')}/${ano}`;
}

/** Thrown inside the transaction so that it rolls back; carries the row errors. */
class ImportacaoRecusada extends Error {
  constructor(readonly erros: ErroDeLinha[]) {
    super('importação recusada');
  }
}

export interface ResultadoImportacao {
  importacao: ImportacaoRemuneracoes;
  ok: boolean;
}

function erro(linha: number, mensagem: string): ErroDeLinha {
  return Object.assign(new ErroDeLinha(), { linha, mensagem });
}

/**
 * Imports a payroll CSV read from `fonte` as it arrives (never held whole): every row is validated and inserted
 * in batches into a temporary table, inside one transaction that replaces the file's periods at the end. Any
 * error rolls everything back. Progress (bytes and rows read) is written to the job outside that transaction.
 */
export async function importarRemuneracoes(
  em: EntityManager,
  importacao: ImportacaoRemuneracoes,
  fonte: Readable,
  logger: Logger,
): Promise<ResultadoImportacao> {
  const progresso = em.fork();
  const conexao = em.getConnection();
  let bytesLidos = 0;
  let linhasProcessadas = 0;

  const gravarProgresso = () =>
    progresso
      .getConnection()
      .execute(`update ${ESQUEMA}.importacoes_remuneracoes set bytes_lidos = ?, linhas_processadas = ? where id = ?`, [bytesLidos, linhasProcessadas, importacao.id], 'run');

  const terminar = async (campos: Partial<ImportacaoRemuneracoes>) => {
    Object.assign(importacao, campos, { concluidaEm: new Date() });
    const { id, ...resto } = importacao;
    await progresso.nativeUpdate(ImportacaoRemuneracoes, { id }, resto);
  };

  await conexao.execute(`update ${ESQUEMA}.importacoes_remuneracoes set situacao = 'processando' where id = ?`, [importacao.id], 'run');

  try {
    const resultado = await em.transactional(async (tx) => {
      const ctx = tx.getTransactionContext();
      // Rows of the raw SQL below are typed at each call.
      const executar = <T = unknown>(sql: string, params: unknown[] = []) => tx.getConnection().execute(sql, params, 'all', ctx) as Promise<T>;
      await executar(
        `create temp table remuneracoes_recebidas (linha integer not null, matricula text, nome text, cargo text, vinculo text, categoria text,
          lotacao text, gabinete text, ano integer, mes smallint, remuneracao_basica numeric(14,2), vantagens numeric(14,2),
          indenizacoes numeric(14,2), bruto numeric(14,2), descontos numeric(14,2), liquido numeric(14,2)) on commit drop`,
      );

      const erros: ErroDeLinha[] = [];
      let lote: { linha: number; dados: RemuneracaoNormalizada }[] = [];
      const inserirLote = async () => {
        if (!lote.length) return;
        const marcadores = lote.map(() => `(${CAMPOS_SQL.map(() => '?').join(', ')})`).join(', ');
        const params = lote.flatMap(({ linha, dados: d }) => [
          linha, d.matricula, d.nome, d.cargo, d.vinculo, d.categoria, d.lotacao, d.gabinete, d.ano, d.mes,
          ...CAMPOS_VALOR.map((campo) => d[campo]),
        ]);
        await executar(`insert into remuneracoes_recebidas (${CAMPOS_SQL.join(', ')}) values ${marcadores}`, params);
        lote = [];
        await gravarProgresso();
      };

      const contador = new Transform({
        transform(pedaco: Buffer, _codificacao, feito) {
          bytesLidos += pedaco.length;
          feito(null, pedaco);
        },
      });
      const leitor = parse({ delimiter: ';', bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true });
      let indices: Partial<Record<Coluna, number>> | null = null;
      let cabecalhoInvalido = false;

      const consumir = async () => {
        for await (const { record, info } of leitor as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
          const linha = info.lines;
          if (!indices) {
            indices = {};
            record.forEach((nome, i) => {
              const chave = normalizarCabecalho(nome) as Coluna;
              if (Object.hasOwn(COLUNAS, chave)) indices![chave] = i;
            });
            const faltam = (Object.keys(COLUNAS) as Coluna[]).filter((c) => indices![c] === undefined && !OPCIONAIS.includes(c));
            if (faltam.length) {
              erros.push(erro(linha, `Linha ${linha}: faltam as colunas ${faltam.join(', ')} no cabeçalho.`));
              cabecalhoInvalido = true;
            }
            continue;
          }
          linhasProcessadas += 1;
          // The rest of the upload is still read (and counted) so that the answer reaches the client.
          if (cabecalhoInvalido || erros.length >= ERROS_MAXIMOS) continue;
          const valor = (coluna: Coluna) => {
            const i = indices![coluna];
            return i === undefined ? undefined : record[i];
          };
          const bruta = Object.fromEntries((Object.keys(COLUNAS) as Coluna[]).map((c) => [COLUNAS[c], valor(c)])) as unknown as RemuneracaoBruta;
          bruta.ano = inteiro(valor('ano'));
          bruta.mes = inteiro(valor('mes'));
          const { erros: daLinha, dados } = validarRemuneracao(bruta);
          for (const mensagem of daLinha) if (erros.length < ERROS_MAXIMOS) erros.push(erro(linha, `Linha ${linha}: ${mensagem}`));
          // After the first error nothing will be kept: only validate the rest, to report it.
          if (dados && !erros.length) {
            lote.push({ linha, dados });
            if (lote.length >= LOTE) await inserirLote();
          }
        }
      };

      await Promise.all([pipeline(fonte, contador, leitor), consumir()]).catch((falha: unknown) => {
        if ((falha as { code?: string }).code?.startsWith('CSV_')) {
          throw new ImportacaoRecusada([erro(linhasProcessadas + 2, `Linha ${linhasProcessadas + 2}: o CSV está malformado (${(falha as Error).message}).`)]);
        }
        throw falha;
      });
      if (erros.length) throw new ImportacaoRecusada(erros);
      if (!indices || linhasProcessadas === 0) throw new ImportacaoRecusada([erro(1, 'O arquivo não tem linhas de remuneração para importar.')]);
      await inserirLote();

      const repetidas = await executar<{ matricula: string; ano: number; mes: number; linhas: number[] }[]>(
        `select matricula, ano, mes, array_agg(linha order by linha) as linhas from remuneracoes_recebidas
          group by matricula, ano, mes having count(*) > 1 order by min(linha) limit ${ERROS_MAXIMOS}`,
      );
      if (repetidas.length) {
        throw new ImportacaoRecusada(
          repetidas.map((r) => {
            const [primeira, ...outras] = r.linhas;
            return erro(outras[0]!, `Linha ${outras[0]}: a matrícula ${r.matricula} já aparece na linha ${primeira} para ${periodo(r.ano, r.mes)}.`);
          }),
        );
      }

      const periodos = await executar<{ ano: number; mes: number; existentes: string }[]>(
        `select p.ano, p.mes, (select count(*) from ${ESQUEMA}.remuneracoes r where r.ano = p.ano and r.mes = p.mes)::text as existentes
          from (select distinct ano, mes from remuneracoes_recebidas) p order by p.ano, p.mes`,
      );
      await executar(
        `delete from ${ESQUEMA}.remuneracoes r using (select distinct ano, mes from remuneracoes_recebidas) p where r.ano = p.ano and r.mes = p.mes`,
      );
      await executar(`insert into ${ESQUEMA}.remuneracoes (${CAMPOS_DESTINO}) select ${CAMPOS_DESTINO} from remuneracoes_recebidas order by linha`);
      const avisos = periodos
        .filter((p) => Number(p.existentes) > 0)
        .map((p) => `O período ${periodo(p.ano, p.mes)} já tinha ${p.existentes} registros, substituídos pelos do arquivo.`);
      return { periodos: periodos.map((p) => periodo(p.ano, p.mes)), avisos };
    });

    await terminar({
      situacao: 'concluida',
      bytesLidos,
      linhasProcessadas,
      linhasImportadas: linhasProcessadas,
      periodos: resultado.periodos,
      avisos: resultado.avisos,
      erros: [],
      mensagem: `${linhasProcessadas} remunerações importadas.`,
    });
    return { importacao, ok: true };
  } catch (falha) {
    // Drain what is left of the upload so the client gets the answer instead of a reset connection.
    fonte.unpipe();
    fonte.resume();
    const erros = falha instanceof ImportacaoRecusada ? falha.erros : [];
    if (!(falha instanceof ImportacaoRecusada)) logger.error({ err: falha, importacao: importacao.id }, 'falha ao importar remunerações');
    await terminar({
      situacao: 'falhou',
      bytesLidos,
      linhasProcessadas,
      linhasImportadas: 0,
      erros,
      avisos: [],
      mensagem: erros.length ? `${MENSAGEM_FALHA_IMPORTACAO}: ${erros.length} ${erros.length === 1 ? 'erro encontrado' : 'erros encontrados'}. Nada foi alterado.` : MENSAGEM_FALHA_IMPORTACAO,
    });
    return { importacao, ok: false };
  }
}
