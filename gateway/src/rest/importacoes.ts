import { cabecalhoDaColuna, conjuntoPorId, DESCRICAO_DO_TIPO_IMPORTADO, EXTENSOES_IMPORTAVEIS, IMPORTACOES, MENSAGEM_ARQUIVO_IMPORTAVEL, type ImportacaoDoConjunto } from '@alego/catalog';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { caminhoInterno, type CorpoInterno, type IdentityVerifier } from '@alego/kit/gateway';
import { encaminharArquivoEmFluxo, MENSAGEM_FALHA_IMPORTACAO, TAMANHO_MAXIMO_IMPORTACAO } from './envio-em-fluxo.js';
import { MENSAGENS_REST } from './executor.js';
import { exigirEquipeAntesDoCorpo } from './shim.js';

const NAO_IMPORTAVEL = { mensagem: 'Este conjunto não aceita importação.' };
/** The legacy payroll path takes CSV only, with the back office's message (§5). */
const MENSAGEM_ARQUIVO_CSV = 'Selecione um arquivo .CSV válido para importação';
/** Field names the legacy payroll form may use for the file. */
const CAMPOS_DA_FOLHA = new Set(['arquivo', 'remuneracao[arquivo]']);

/** The template's second sheet: what each column takes, the natural key and what an import replaces. */
function instrucoes(declaracao: ImportacaoDoConjunto): string[][] {
  return [
    ['Coluna', 'O que é', 'Formato', 'Obrigatória', 'Exemplo'],
    ...declaracao.colunas.map((c) => [
      cabecalhoDaColuna(c.campo),
      c.rotulo,
      c.opcoes
        ? `${DESCRICAO_DO_TIPO_IMPORTADO[c.tipo]}: ${c.opcoes.join(', ')}`
        : c.identificadaPor
          ? `Um registro já cadastrado no portal, por ${c.identificadaPor.join('/')}`
          : `${DESCRICAO_DO_TIPO_IMPORTADO[c.tipo]}${c.maximo ? ` (até ${c.maximo} caracteres)` : ''}`,
      c.opcional ? 'não' : 'sim',
      c.exemplo,
    ]),
    [],
    ['Chave natural', declaracao.chave.map(cabecalhoDaColuna).join(', ')],
    [
      'Substitui',
      declaracao.escopo.length
        ? `cada período (${declaracao.escopo.map((e) => (typeof e === 'string' ? e : `mês de ${cabecalhoDaColuna(e.mesDe)}`)).join(', ')}) presente no arquivo`
        : 'nada: inclui e altera pela chave, nunca remove',
    ],
  ];
}

/**
 * `POST /api/admin/importacoes/<conjunto>` (multipart, field `arquivo`, .csv or .xlsx): streamed to the transparency
 * subgraph, which keeps the file, checks `api/admin/<recurso>#importar` and answers with the preview's outcome.
 * `GET /api/admin/importacoes/<conjunto>/modelo.csv|.xlsx`: the template, from the catalog (docs/importacao.md).
 */
export function createRotasDeImportacao(opcoes: { transparencyUrl: string | undefined; internalToken: string; logger: Logger; verificarIdentidade: IdentityVerifier }): Router {
  const router = express.Router();
  const encaminhar = (
    req: Request,
    res: Response,
    conjunto: string,
    arquivo: { camposDoArquivo: ReadonlySet<string>; aceitaNome: (nome: string) => boolean; mensagemDoArquivo: string; confirmar?: true },
  ) => {
    // A gateway composed without the transparency subgraph has nowhere to send the file.
    if (!opcoes.transparencyUrl) {
      req.resume();
      return void res.status(503).json({ mensagem: MENSAGENS_REST.indisponivel });
    }
    const destino = new URL(caminhoInterno('POST /importacoes/:conjunto', { conjunto }), opcoes.transparencyUrl);
    encaminharArquivoEmFluxo(req, res, {
      ...arquivo,
      mensagemDeFalha: MENSAGEM_FALHA_IMPORTACAO,
      tamanhoMaximo: TAMANHO_MAXIMO_IMPORTACAO,
      internalToken: opcoes.internalToken,
      logger: opcoes.logger,
      destino: (nome) => {
        const consulta: CorpoInterno<'POST /importacoes/:conjunto'> = arquivo.confirmar ? { nome, confirmar: '1' } : { nome };
        return `${destino.href}?${new URLSearchParams(consulta)}`;
      },
      tipoDoCorpo: 'application/octet-stream',
    });
  };
  router.post('/importacoes/:conjunto', exigirEquipeAntesDoCorpo(opcoes.verificarIdentidade), (req: Request<{ conjunto: string }>, res: Response) => {
    const conjunto = req.params.conjunto;
    if (!IMPORTACOES[conjunto]) {
      req.resume();
      return void res.status(404).json(NAO_IMPORTAVEL);
    }
    encaminhar(req, res, conjunto, { camposDoArquivo: new Set(['arquivo']), aceitaNome: (nome) => EXTENSOES_IMPORTAVEIS.some((extensao) => nome.toLowerCase().endsWith(`.${extensao}`)), mensagemDoArquivo: MENSAGEM_ARQUIVO_IMPORTAVEL });
  });

  // The legacy one-call payroll import (back-office §7): the same importer, confirmed at once when the file is valid;
  // the rows are written by the queued job (docs/remuneracoes.md).
  router.post(/^\/remuneracoes\/importar(\.json)?$/, exigirEquipeAntesDoCorpo(opcoes.verificarIdentidade), (req: Request, res: Response) => {
    encaminhar(req, res, 'remuneracoes', { camposDoArquivo: CAMPOS_DA_FOLHA, aceitaNome: (nome) => /\.csv$/i.test(nome), mensagemDoArquivo: MENSAGEM_ARQUIVO_CSV, confirmar: true });
  });

  router.get(/^\/importacoes\/([a-z0-9-]+)\/modelo\.(csv|xlsx)$/, async (req: Request, res: Response) => {
    const [conjunto, formato] = [req.params[0]!, req.params[1]!];
    const declaracao = IMPORTACOES[conjunto];
    if (!declaracao) return void res.status(404).json(NAO_IMPORTAVEL);
    const cabecalho = declaracao.colunas.map((c) => cabecalhoDaColuna(c.campo));
    const nome = `modelo-${conjunto}.${formato}`;
    res.setHeader('content-disposition', `attachment; filename="${nome}"`);
    if (formato === 'csv') {
      res.type('text/csv; charset=utf-8').send(`\uFEFF${cabecalho.join(';')}\r\n`);
      return;
    }
    const { default: ExcelJS } = await import('exceljs');
    const livro = new ExcelJS.Workbook();
    livro.addWorksheet(conjuntoPorId(conjunto)?.titulo.slice(0, 31) ?? 'Dados').addRow(cabecalho);
    const ajuda = livro.addWorksheet('Instruções');
    for (const linha of instrucoes(declaracao)) ajuda.addRow(linha);
    res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    await livro.xlsx.write(res);
    res.end();
  });
  return router;
}
