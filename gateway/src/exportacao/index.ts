import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from '../rest/executor.js';
import { origemPublica } from '../rest/noticias-feed.js';
import {
  arquivosDoValor,
  BASE_DA_EXPORTACAO,
  conjuntoPorId,
  consultaDaPagina,
  FORMATOS_DE_EXPORTACAO,
  LIMITE_DE_LINHAS_DA_EXPORTACAO,
  LIMITE_DE_LINHAS_SEM_FLUXO,
  lerFiltros,
  lerResposta,
  POR_PAGINA_DA_EXPORTACAO,
  valorDoCampo,
  variaveisDaPagina,
  type Conjunto,
  type FormatoDeExportacao,
} from '@alego/catalog';
import { abrirFluxo, type DestinoDoFluxo, type FluxoDaExportacao } from './fluxo.js';
import { createEscritor, fimDoArquivo, inicioDoArquivo, TIPO_DE_CONTEUDO } from './formatos.js';

/**
 * Dados abertos da transparência: `GET /api/transparencia/exportar/<conjunto>.<csv|xlsx|json>?<filtros da tela>`.
 * Cada arquivo tem todas as linhas do filtro (não só a página da tela), escritas em fluxo: lidas do banco num só
 * fluxo pelo subgrafo dono do conjunto (`fluxo`), ou página a página pelas mesmas consultas GraphQL públicas da tela
 * quando o subgrafo não sabe ler o conjunto em SQL. Montado em app.ts:
 *
 *   app.use(BASE_DA_EXPORTACAO, createExportacao({ graphqlUrl: '/graphql', publicUrl: config.publicUrl, logger }));
 *
 * Contrato em docs/dados-abertos.md.
 */
export interface OpcoesDaExportacao {
  graphqlUrl: DestinoGraphql;
  /** Origem pública do portal (PUBLIC_URL), para os endereços absolutos de documentos quando o Host não serve. */
  publicUrl: string;
  logger: Logger;
  /** Limite de linhas por arquivo CSV ou JSON em fluxo do banco (testes usam um menor). */
  limiteDeLinhas?: number;
  /** Limite de linhas de uma planilha XLSX ou de um conjunto lido página a página (testes usam um menor). */
  limiteDeLinhasSemFluxo?: number;
  /** Itens por consulta GraphQL (testes usam um menor para atravessar várias páginas). */
  porPagina?: number;
  /**
   * O subgrafo da transparência, que entrega as linhas de uma exportação num só fluxo do banco (kit/exportacao.ts).
   * Sem ele, ou num conjunto que ele não sabe ler, as linhas vêm página a página pela consulta pública.
   */
  fluxo?: DestinoDoFluxo;
}

/** Linhas montadas de cada vez a partir do fluxo: o bastante para amortizar as chamadas, pouco para a memória. */
const LINHAS_POR_LOTE = 500;

export { BASE_DA_EXPORTACAO };

export const MENSAGENS_DA_EXPORTACAO = {
  naoEncontrado: 'Conjunto de dados não encontrado. Veja a lista em /transparencia/dados-abertos.',
  formato: `Formato de exportação não suportado. Use ${FORMATOS_DE_EXPORTACAO.join(', ')}.`,
  interrompida: 'A exportação foi interrompida: os dados mudaram ou o serviço ficou indisponível durante a geração.',
} as const;

export function mensagemDeLimite(total: number, limite: number): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  return `Esta exportação teria ${fmt(total)} linhas, acima do limite de ${fmt(limite)} linhas por arquivo. Use os filtros (ano, período, termo) para dividir os dados em arquivos menores.`;
}

const ARQUIVO = /^\/([a-z0-9-]+)\.([a-z]+)$/;

function nomeDoArquivo(conjunto: Conjunto, formato: FormatoDeExportacao, geradoEm: Date): string {
  return `${conjunto.id}-${geradoEm.toISOString().slice(0, 10)}.${formato}`;
}

/** Os itens com os endereços de documentos (colunas `url` e cada PDF das colunas `arquivos`) completos, na origem dada. */
export function comUrlsAbsolutas(conjunto: Conjunto, itens: Record<string, unknown>[], origem: string): Record<string, unknown>[] {
  const colunasUrl = conjunto.colunas.filter((c) => c.tipo === 'url' || c.tipo === 'arquivos');
  if (colunasUrl.length === 0) return itens;
  return itens.map((item) => {
    let copia = item;
    for (const c of colunasUrl) {
      const valor = valorDoCampo(item, c.campo);
      if (c.tipo === 'arquivos') copia = comValor(copia, c.campo.split('.'), arquivosDoValor(valor).map((a) => ({ ...a, url: new URL(a.url, origem).href })));
      else if (typeof valor === 'string' && valor) copia = comValor(copia, c.campo.split('.'), new URL(valor, origem).href);
    }
    return copia;
  });
}

/** Cópia de `item` com `valor` no caminho dado (`["arquivo", "url"]`). */
function comValor(item: Record<string, unknown>, caminho: string[], valor: unknown): Record<string, unknown> {
  const [primeiro, ...resto] = caminho;
  if (primeiro === undefined) return item;
  const filho = item[primeiro];
  return { ...item, [primeiro]: resto.length ? comValor(filho !== null && typeof filho === 'object' ? (filho as Record<string, unknown>) : {}, resto, valor) : valor };
}

export function createExportacao(opcoes: OpcoesDaExportacao): Router {
  const executar = createExecutor(opcoes.graphqlUrl);
  const limite = opcoes.limiteDeLinhas ?? LIMITE_DE_LINHAS_DA_EXPORTACAO;
  const limiteSemFluxo = opcoes.limiteDeLinhasSemFluxo ?? LIMITE_DE_LINHAS_SEM_FLUXO;
  const porPagina = opcoes.porPagina ?? POR_PAGINA_DA_EXPORTACAO;
  const router = express.Router();

  router.get(/.*/, async (req: Request, res: Response, next) => {
    let fluxo: FluxoDaExportacao | null = null;
    try {
      const m = ARQUIVO.exec(req.path);
      const conjunto = m ? conjuntoPorId(m[1]!) : undefined;
      if (!m || !conjunto) throw new RespostaError(404, { mensagem: MENSAGENS_DA_EXPORTACAO.naoEncontrado });
      const formato = m[2] as FormatoDeExportacao;
      if (!FORMATOS_DE_EXPORTACAO.includes(formato)) throw new RespostaError(400, { mensagem: MENSAGENS_DA_EXPORTACAO.formato });

      const busca = new URL(req.originalUrl, 'http://local').searchParams;
      const { valores, filtro, erros } = lerFiltros(conjunto, busca);
      if (erros.length) throw new RespostaError(400, erros.length > 1 ? { mensagem: erros[0]!, mensagens: erros } : { mensagem: erros[0]! });

      const pedirPagina = async (pagina: number, comTotais: boolean) =>
        lerResposta(
          conjunto,
          await executar<Record<string, unknown>>(req, res, consultaDaPagina(conjunto, comTotais), variaveisDaPagina(conjunto, filtro, pagina, porPagina)),
        );

      // A primeira página decide tudo antes de responder: filtro recusado pela API, total acima do limite, totais.
      const primeira = await pedirPagina(1, true);
      if (primeira.pagina.total > limite) throw new RespostaError(413, { mensagem: mensagemDeLimite(primeira.pagina.total, limite) });

      // As linhas em fluxo do banco, num só instantâneo, quando o subgrafo sabe lê-las; senão, página a página. No CSV
      // e no JSON o próprio PostgreSQL escreve os bytes das linhas, quando sabe escrever cada coluna (endereços de
      // documentos não: a origem pública é do gateway); senão o subgrafo manda os valores e o gateway escreve.
      const escritoNoBanco = formato !== 'xlsx' && !conjunto.colunas.some((c) => c.tipo === 'url' || c.tipo === 'arquivos') ? formato : undefined;
      if (opcoes.fluxo) {
        fluxo = escritoNoBanco ? await abrirFluxo(opcoes.fluxo, conjunto, filtro, escritoNoBanco) : null;
        fluxo ??= await abrirFluxo(opcoes.fluxo, conjunto, filtro);
      }
      const total = fluxo?.total ?? primeira.pagina.total;
      const limiteDoArquivo = fluxo && formato !== 'xlsx' ? limite : Math.min(limite, limiteSemFluxo);
      if (total > limiteDoArquivo) throw new RespostaError(413, { mensagem: mensagemDeLimite(total, limiteDoArquivo) });

      // Documentos (`/arquivos/...`) saem com o endereço completo: o arquivo é lido fora do portal.
      const origem = origemPublica(opcoes.publicUrl);
      const geradoEm = new Date();
      res.status(200).set({
        'content-type': TIPO_DE_CONTEUDO[formato],
        'content-disposition': `attachment; filename="${nomeDoArquivo(conjunto, formato, geradoEm)}"`,
        'cache-control': 'no-cache',
        'x-total-linhas': String(total),
      });
      // Daqui em diante a resposta é o arquivo: uma falha no meio derruba a conexão (abaixo), nunca vira um JSON de erro.
      res.flushHeaders();
      const cabecalho = { conjunto, filtros: valores, total, totais: primeira.totais, geradoEm };
      const doBanco = fluxo?.formato;
      if (fluxo && doBanco) {
        // As linhas já vêm escritas: o gateway só põe o começo e o fim do arquivo e passa os bytes, com contrapressão.
        const bytes = fluxo.bytes(doBanco === 'json' ? 1 : 0);
        await pipeline(
          Readable.from(
            (async function* () {
              yield inicioDoArquivo(doBanco, cabecalho);
              yield* bytes;
              if (fimDoArquivo(doBanco)) yield fimDoArquivo(doBanco);
            })(),
            { objectMode: false },
          ),
          res,
        );
        return;
      }
      const escritor = await createEscritor(formato, res, cabecalho);
      if (fluxo) {
        for await (const itens of fluxo.lotes(LINHAS_POR_LOTE)) {
          await escritor.linhas(comUrlsAbsolutas(conjunto, itens, origem));
          if (res.destroyed) return fluxo.cancelar();
        }
      } else {
        let escritas = 0;
        let pagina = primeira.pagina;
        for (let numero = 1; ; numero++) {
          if (numero > 1) pagina = (await pedirPagina(numero, false)).pagina;
          const itens = pagina.itens.slice(0, limiteDoArquivo - escritas);
          await escritor.linhas(comUrlsAbsolutas(conjunto, itens, origem));
          escritas += itens.length;
          if (res.destroyed || escritas >= limiteDoArquivo || numero >= pagina.totalPaginas || pagina.itens.length === 0) break;
        }
      }
      await escritor.fim();
      if (!res.writableEnded) res.end();
    } catch (erro) {
      fluxo?.cancelar();
      if (!res.headersSent) return next(erro);
      // No meio do arquivo não há como responder um erro: a conexão cai e o download fica visivelmente incompleto.
      opcoes.logger.error({ err: erro }, MENSAGENS_DA_EXPORTACAO.interrompida);
      res.destroy(erro instanceof Error ? erro : undefined);
    }
  });
  router.use(tratarErros(opcoes.logger));
  return router;
}
