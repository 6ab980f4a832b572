import { cabecalhoDaColuna, conjuntoPorId, DESCRICAO_DO_TIPO_IMPORTADO, EXTENSOES_IMPORTAVEIS, IMPORTACOES, MENSAGEM_ARQUIVO_IMPORTAVEL, type ImportacaoDoConjunto } from '@alego/catalog';
import ExcelJS from 'exceljs';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { caminhoInterno, type IdentityVerifier } from '@alego/kit/gateway';
import { encaminharArquivoEmFluxo, MENSAGEM_FALHA_IMPORTACAO, TAMANHO_MAXIMO_CSV } from './remuneracoes-importacao.js';
import { exigirEquipeAntesDoCorpo } from './shim.js';

const NAO_IMPORTAVEL = { mensagem: 'Este conjunto não aceita importação.' };

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
export function createRotasDeImportacao(opcoes: { transparencyUrl: string; internalToken: string; logger: Logger; verificarIdentidade: IdentityVerifier }): Router {
  const router = express.Router();
  router.post('/importacoes/:conjunto', exigirEquipeAntesDoCorpo(opcoes.verificarIdentidade), (req: Request<{ conjunto: string }>, res: Response) => {
    const conjunto = req.params.conjunto;
    if (!IMPORTACOES[conjunto]) {
      req.resume();
      return void res.status(404).json(NAO_IMPORTAVEL);
    }
    const destino = new URL(caminhoInterno('POST /importacoes/:conjunto', { conjunto }), opcoes.transparencyUrl);
    encaminharArquivoEmFluxo(req, res, {
      camposDoArquivo: new Set(['arquivo']),
      aceitaNome: (nome) => EXTENSOES_IMPORTAVEIS.some((extensao) => nome.toLowerCase().endsWith(`.${extensao}`)),
      mensagemDoArquivo: MENSAGEM_ARQUIVO_IMPORTAVEL,
      mensagemDeFalha: MENSAGEM_FALHA_IMPORTACAO,
      tamanhoMaximo: TAMANHO_MAXIMO_CSV,
      internalToken: opcoes.internalToken,
      logger: opcoes.logger,
      destino: (nome) => `${destino.href}?${new URLSearchParams({ nome })}`,
      tipoDoCorpo: 'application/octet-stream',
    });
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
