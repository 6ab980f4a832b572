import { createHash } from 'node:crypto';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { IMPORTACOES, MENSAGEM_ARQUIVO_IMPORTAVEL, permissaoDeImportar } from '@alego/catalog';
import { caminhoInterno, exigirEquipe, filaDeTrabalhos, INTERNAL_HEADER, invalidarCachePublico, NaoEncontradoError, pedirPreenchimentoDaBusca, ValidacaoError, type CorpoInterno, type Identidade } from '@alego/kit';
import { configDeArquivos, createBlobStore, type BlobStore } from '@alego/kit/blobs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ImportacaoDeConjunto } from './importacao.entity.js';
import { ESQUEMA, MENSAGEM_FALHA, processarArquivo, tiposAlterados, type ResultadoDoProcesso } from './importador.js';
import { formatoDoArquivo } from './leitor.js';

/** The pg-boss queue of the imports (docs/importacao.md, "O trabalho"). */
export const TRABALHO_IMPORTACAO = 'transparency.importacao';

let loja: BlobStore | undefined;

/** The portal's file store (`S3_*`, or `$PORTAL_VAR_DIR/arquivos`, as the gateway's): uploaded files are kept there. */
export function lojaDeImportacoes(): BlobStore {
  loja ??= createBlobStore(configDeArquivos(process.env, path.resolve(process.env.PORTAL_VAR_DIR ?? 'var')));
  return loja;
}

/** The dataset's permission check (`api/admin/<recurso>#importar`); unknown datasets are not found. */
export function exigirPermissaoDeImportar(identidade: Identidade | null, conjunto: string) {
  const declaracao = IMPORTACOES[conjunto];
  if (!declaracao) throw new NaoEncontradoError('Este conjunto não aceita importação.');
  return exigirEquipe(identidade, permissaoDeImportar(declaracao));
}

function registrarResultado(importacao: ImportacaoDeConjunto, resultado: ResultadoDoProcesso): void {
  Object.assign(importacao, {
    totalLinhas: resultado.totalLinhas,
    adicionadas: resultado.adicionadas,
    alteradas: resultado.alteradas,
    removidas: resultado.removidas,
    periodos: resultado.periodos,
    erros: resultado.erros,
    totalErros: resultado.totalErros,
    mensagem: resultado.mensagem,
  });
  if (resultado.previa) importacao.previa = resultado.previa;
}

/**
 * Receives an upload: keeps the bytes in the file store while computing their SHA-256, records the import, then
 * reads the stored file once for the preview (every error, the first rows, the counts the import would produce),
 * inside a transaction that is rolled back. Nothing of the dataset changes here.
 */
export async function receberArquivo(
  em: EntityManager,
  dados: { conjunto: string; nomeArquivo: string; usuarioId: number | null; fonte: Readable },
): Promise<ImportacaoDeConjunto> {
  const nome = dados.nomeArquivo.trim();
  const formato = formatoDoArquivo(nome);
  if (!formato || nome.length > 255) throw new ValidacaoError(MENSAGEM_ARQUIVO_IMPORTAVEL);
  const importacao = em.create(ImportacaoDeConjunto, { conjunto: dados.conjunto, nomeArquivo: nome, formato, usuarioId: dados.usuarioId, criadaEm: new Date() });
  await em.flush();

  const hash = createHash('sha256');
  let tamanho = 0;
  const medidor = new Transform({
    transform(pedaco: Buffer, _codificacao, feito) {
      hash.update(pedaco);
      tamanho += pedaco.length;
      feito(null, pedaco);
    },
  });
  dados.fonte.on('error', (erro) => medidor.destroy(erro));
  const chave = await lojaDeImportacoes().put(dados.fonte.pipe(medidor), {
    tipo: formato === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensao: formato,
    nome,
  });
  Object.assign(importacao, { arquivoChave: chave, sha256: hash.digest('hex'), tamanho });
  await em.flush();

  const lido = await lojaDeImportacoes().get(chave);
  if (!lido) throw new Error(`arquivo da importação ${importacao.id} sumiu do armazenamento`);
  const resultado = await processarArquivo(em.fork(), dados.conjunto, lido.stream, formato, { gravar: false });
  registrarResultado(importacao, resultado);
  importacao.situacao = resultado.ok ? 'validada' : 'recusada';
  await em.flush();
  return importacao;
}

/**
 * Applies a validated import from its stored file, in one transaction (the job's work). Progress goes to the record
 * outside that transaction, at every batch. A second run of the same import (a retried job) finds it finished and
 * does nothing: an import is applied once.
 */
export async function aplicarImportacao(em: EntityManager, id: number, logger: Logger): Promise<ImportacaoDeConjunto> {
  const importacao = await em.findOneOrFail(ImportacaoDeConjunto, { id });
  if (importacao.situacao === 'concluida' || importacao.situacao === 'falhou') return importacao;
  const progresso = em.fork();
  await progresso.nativeUpdate(ImportacaoDeConjunto, { id }, { situacao: 'processando', bytesLidos: 0, linhasProcessadas: 0 });
  importacao.situacao = 'processando';
  const lido = importacao.arquivoChave ? await lojaDeImportacoes().get(importacao.arquivoChave) : null;
  let resultado: ResultadoDoProcesso;
  if (!lido) {
    resultado = { ok: false, totalLinhas: 0, adicionadas: 0, alteradas: 0, removidas: 0, periodos: [], erros: [], totalErros: 0, previa: null, mensagem: `${MENSAGEM_FALHA}: o arquivo enviado não está mais armazenado.` };
  } else {
    resultado = await processarArquivo(em.fork(), importacao.conjunto, lido.stream, importacao.formato === 'xlsx' ? 'xlsx' : 'csv', {
      gravar: true,
      aoProgresso: ({ bytesLidos, linhasProcessadas }) => progresso.nativeUpdate(ImportacaoDeConjunto, { id }, { bytesLidos, linhasProcessadas }).then(() => undefined),
    });
  }
  registrarResultado(importacao, resultado);
  Object.assign(importacao, {
    situacao: resultado.ok ? 'concluida' : 'falhou',
    concluidaEm: new Date(),
    bytesLidos: importacao.tamanho,
    linhasProcessadas: resultado.totalLinhas,
  });
  await em.flush();
  if (!resultado.ok) logger.warn({ importacao: id, erros: resultado.totalErros }, 'importação recusada ao aplicar');
  else {
    // Written outside a GraphQL mutation: the gateway's public cache is told, or it would serve the old rows until its TTL.
    await invalidarCachePublico(tiposAlterados(importacao.conjunto), logger);
    // The merge left the rows' search vectors to the queue (docs/busca.md): they reach the site search once it runs.
    await pedirPreenchimentoDaBusca(em.fork(), ESQUEMA, logger);
  }
  return importacao;
}

/**
 * Confirms a validated import: it goes to the pg-boss queue (one job per import, `singletonKey`, so a double click
 * or two replicas enqueue it once). A process without the queue (tests, the CLI) applies it right away.
 */
export async function confirmarImportacao(em: EntityManager, importacao: ImportacaoDeConjunto, logger: Logger): Promise<ImportacaoDeConjunto> {
  if (importacao.situacao !== 'validada') throw new ValidacaoError('Só uma importação validada, e ainda não confirmada, pode ser confirmada.');
  importacao.situacao = 'na_fila';
  await em.flush();
  const fila = filaDeTrabalhos();
  if (fila?.tem(TRABALHO_IMPORTACAO)) {
    importacao.trabalhoId = await fila.enfileirar(TRABALHO_IMPORTACAO, { importacao: importacao.id }, { chaveUnica: `importacao-${importacao.id}` });
    await em.flush();
    return importacao;
  }
  return aplicarImportacao(em.fork(), importacao.id, logger);
}

/**
 * Records an applied import in the audit trail (docs/auditoria.md) through access's internal route: the job and the
 * command line write the dataset outside any GraphQL request, so the gateway never sees them. Who: the user who
 * confirmed it (the job), or the command line. False when it could not be recorded (no internal token, access down).
 */
export async function auditarImportacao(importacao: ImportacaoDeConjunto, quem: { origem: 'trabalho' | 'cli'; nome?: string }, logger?: Logger): Promise<boolean> {
  const token = process.env.INTERNAL_API_TOKEN;
  if (!token) return false;
  const campos = ['conjunto', 'nomeArquivo', 'sha256', 'situacao', 'totalLinhas', 'adicionadas', 'alteradas', 'removidas', 'periodos'] as const;
  const corpo: CorpoInterno<'POST /auditoria'> = {
    registros: [
      {
        usuarioId: importacao.usuarioId ?? null,
        usuarioNome: quem.nome ?? null,
        lotacaoId: null,
        origem: quem.origem,
        operacao: 'importarConjunto',
        entidade: 'ImportacaoDeConjunto',
        entidadeId: String(importacao.id),
        sucesso: importacao.situacao === 'concluida',
        requestId: null,
        alteracoes: [
          {
            entidade: 'ImportacaoDeConjunto',
            id: String(importacao.id),
            tipo: 'atualizar',
            campos: Object.fromEntries(campos.map((campo) => [campo, { antes: null, depois: importacao[campo] ?? null }])),
          },
        ],
      },
    ],
  };
  const resposta = await fetch(new URL(caminhoInterno('POST /auditoria', {}), process.env.ACCESS_URL ?? 'http://127.0.0.1:4005'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: token },
    body: JSON.stringify(corpo),
    signal: AbortSignal.timeout(10_000),
  }).catch((erro: unknown) => {
    logger?.error({ err: erro, importacao: importacao.id }, 'auditoria da importação não gravada');
    return null;
  });
  return resposta?.ok ?? false;
}
