import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { conjuntoPorId } from '@alego/catalog';
import { semFormula } from '../exportacao/formatos.js';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';
import { filtrosRest } from './engine.js';
import { filtrosDaConsulta } from './params.js';

/** Rows in one export: a month of the whole payroll with room to spare; more must be narrowed by the filters. */
export const LINHAS_MAXIMAS_XLSX = 20_000;
const POR_CONSULTA = 100;

/** The public list's filters, read with the same parameters and messages. */
const FILTROS = filtrosRest(conjuntoPorId('remuneracoes')!);

const COLUNAS: { titulo: string; campo: string; largura: number; dinheiro?: boolean }[] = [
  { titulo: 'Matrícula', campo: 'matricula', largura: 12 },
  { titulo: 'Nome', campo: 'nome', largura: 36 },
  { titulo: 'Cargo', campo: 'cargo', largura: 34 },
  { titulo: 'Vínculo', campo: 'vinculo', largura: 14 },
  { titulo: 'Categoria', campo: 'categoria', largura: 24 },
  { titulo: 'Lotação', campo: 'lotacao', largura: 30 },
  { titulo: 'Gabinete', campo: 'gabinete', largura: 26 },
  { titulo: 'Ano', campo: 'ano', largura: 6 },
  { titulo: 'Mês', campo: 'mes', largura: 5 },
  { titulo: 'Remuneração básica', campo: 'remuneracaoBasica', largura: 16, dinheiro: true },
  { titulo: 'Vantagens', campo: 'vantagens', largura: 14, dinheiro: true },
  { titulo: 'Indenizações', campo: 'indenizacoes', largura: 14, dinheiro: true },
  { titulo: 'Bruto', campo: 'bruto', largura: 14, dinheiro: true },
  { titulo: 'Descontos', campo: 'descontos', largura: 14, dinheiro: true },
  { titulo: 'Líquido', campo: 'liquido', largura: 14, dinheiro: true },
];

const CONSULTA = `query RemuneracoesXlsx($filtro: RemuneracaoFiltro, $pagina: Int!, $porPagina: Int!) {
  remuneracoes(filtro: $filtro, pagina: $pagina, porPagina: $porPagina) {
    itens { ${COLUNAS.map((c) => c.campo).join(' ')} } total totalPaginas
  }
}`;

type Linha = Record<string, string | number | null>;

/**
 * `GET /api/transparencia/remuneracoes/export_to_xlsx` with the list's filters: a real XLSX written as a stream
 * (exceljs WorkbookWriter), page by page from the public GraphQL query, so rows never pile up in memory. Amounts are
 * numbers with the R$ format, converted from the exact decimal strings only at this last step.
 */
export function createExportacaoRemuneracoes(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger }): Router {
  const executar = createExecutor(opcoes.graphqlUrl);
  const router = express.Router();
  router.get(/^\/remuneracoes\/export_to_xlsx(\.xlsx)?$/, async (req: Request, res: Response, next) => {
    try {
      const filtro = filtrosDaConsulta(req, FILTROS);
      const primeira = await executar<{ remuneracoes: { itens: Linha[]; total: number; totalPaginas: number } }>(req, res, CONSULTA, {
        filtro,
        pagina: 1,
        porPagina: POR_CONSULTA,
      });
      const { total, totalPaginas } = primeira.remuneracoes;
      if (total > LINHAS_MAXIMAS_XLSX) {
        throw new RespostaError(400, { mensagem: `A exportação aceita até ${LINHAS_MAXIMAS_XLSX.toLocaleString('pt-BR')} linhas: escolha um mês ou outro filtro.` });
      }
      const periodo = filtro.ano ? `-${filtro.ano}${filtro.mes ? `-${String(filtro.mes).padStart(2, '0')}` : ''}` : '';
      res.status(200);
      res.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('content-disposition', `attachment; filename="remuneracoes${periodo}.xlsx"`);
      const { default: ExcelJS } = await import('exceljs');
      const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
      const planilha = livro.addWorksheet('Remunerações');
      planilha.columns = COLUNAS.map((c) => ({
        header: c.titulo,
        key: c.campo,
        width: c.largura,
        ...(c.dinheiro ? { style: { numFmt: '"R$" #,##0.00' } } : {}),
      }));
      planilha.getRow(1).font = { bold: true };
      planilha.getRow(1).commit();
      const escrever = (itens: Linha[]) => {
        for (const item of itens) {
          const linha: Record<string, string | number | null> = {};
          for (const c of COLUNAS) {
            const valor = item[c.campo];
            linha[c.campo] = c.dinheiro ? Number(valor) : typeof valor === 'string' ? semFormula(valor) : valor ?? '';
          }
          planilha.addRow(linha).commit();
        }
      };
      escrever(primeira.remuneracoes.itens);
      for (let pagina = 2; pagina <= totalPaginas; pagina++) {
        const dados = await executar<{ remuneracoes: { itens: Linha[] } }>(req, res, CONSULTA, { filtro, pagina, porPagina: POR_CONSULTA });
        escrever(dados.remuneracoes.itens);
      }
      planilha.commit();
      await livro.commit();
    } catch (erro) {
      if (res.headersSent) {
        opcoes.logger.error({ err: erro }, 'exportação XLSX interrompida');
        return void res.destroy();
      }
      next(erro);
    }
  });
  router.use(tratarErros(opcoes.logger));
  return router;
}
