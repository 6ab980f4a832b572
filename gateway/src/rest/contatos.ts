import express, { type Request, type Router } from 'express';
import PDFDocument from 'pdfkit';
import type { Logger } from 'pino';
import { limiteDoFormulario, rotaValidarRecaptcha, type ContadoresDeFormularios } from '../auth/formularios.js';
import type { RecaptchaVerifier } from '../auth/recaptcha.js';
import { createExecutor, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';
import { campoDoCorpo, createShimRest, inteiroDe, textoDe, type RotaRest } from './shim.js';

const CAMPOS = 'id nome tipo responsavel telefones fax email localizacao';
const LISTA = `query ContatosRest($pagina: String) { contatos(pagina: $pagina) { ${CAMPOS} } }`;
const PAGINAS = ['departamentos', 'setores', 'gabinetes'];

interface ContatoRest {
  id: string;
  nome: string;
  tipo: string;
  responsavel: string | null;
  telefones: string[];
  fax: string | null;
  email: string | null;
  localizacao: string | null;
}

const campo = (req: Request, nome: string) => textoDe(campoDoCorpo(req, 'contato', nome))?.trim() ?? '';

/** `contatos`, `contatos/{pagina}` and the new message `contatos/{pagina}[/{contatado_id}]` (public-site spec §2). */
export const rotasContatos: RotaRest[] = [
  { metodo: 'get', caminho: '/', operacao: LISTA, variaveis: () => ({ pagina: null }) },
  {
    metodo: 'get',
    caminho: '/:pagina',
    operacao: LISTA,
    variaveis: (req) => {
      if (!PAGINAS.includes(String(req.params.pagina))) throw new RespostaError(404, { mensagem: 'Página de contatos não encontrada. Use departamentos ou gabinetes.' });
      return { pagina: req.params.pagina };
    },
  },
  ...['/:pagina', '/:pagina/:contatadoId'].map(
    (caminho): RotaRest => ({
      metodo: 'post',
      caminho,
      status: 201,
      operacao: `mutation ContatoRest($dados: FaleConoscoInput!, $recaptcha: String) { enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo mensagem } }`,
      variaveis: (req) => ({
        dados: {
          nome: campo(req, 'nome'),
          email: campo(req, 'email'),
          telefone: campo(req, 'telefone') || null,
          assunto: campo(req, 'assunto'),
          tipo: campo(req, 'tipo') || 'solicitacao_informacao',
          mensagem: campo(req, 'mensagem'),
          contatadoId: inteiroDe(req.params.contatadoId) ?? inteiroDe(campoDoCorpo(req, 'contato', 'contatado_id')) ?? null,
        },
        recaptcha: textoDe((req.body as Record<string, unknown> | undefined)?.['g-recaptcha-response']) ?? null,
      }),
    }),
  ),
];

/** The contacts directory as a PDF (pdfkit): one section per kind, name, people, phones, fax, e-mail and place. */
export function pdfDosContatos(contatos: ContatoRest[]): Promise<Buffer> {
  return new Promise((pronto, falha) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Contatos da Assembleia Legislativa do Estado de Goiás' } });
    const partes: Buffer[] = [];
    doc.on('data', (parte: Buffer) => partes.push(parte));
    doc.on('end', () => pronto(Buffer.concat(partes)));
    doc.on('error', falha);
    doc.fontSize(16).text('Assembleia Legislativa do Estado de Goiás', { align: 'center' });
    doc.fontSize(12).text('Contatos', { align: 'center' }).moveDown();
    for (const [tipo, titulo] of [
      ['departamento', 'Setores'],
      ['gabinete', 'Gabinetes dos deputados'],
    ] as const) {
      const daqui = contatos.filter((c) => c.tipo === tipo);
      if (!daqui.length) continue;
      doc.fontSize(14).text(titulo).moveDown(0.5);
      for (const c of daqui) {
        doc.fontSize(11).text(c.nome, { continued: false });
        const linhas = [
          c.responsavel ? `Responsável: ${c.responsavel}` : null,
          c.telefones.length ? `Telefone: ${c.telefones.join(', ')}` : null,
          c.fax ? `Fax: ${c.fax}` : null,
          c.email ? `E-mail: ${c.email}` : null,
          c.localizacao ? `Local: ${c.localizacao}` : null,
        ].filter(Boolean);
        doc.fontSize(9).text(linhas.join('   ')).moveDown(0.5);
      }
      doc.moveDown();
    }
    doc.end();
  });
}

export function createRotasContatos(opcoes: { graphqlUrl: DestinoGraphql; logger: Logger; contadores: ContadoresDeFormularios; recaptcha: RecaptchaVerifier }): Router {
  const router = express.Router();
  const executar = createExecutor(opcoes.graphqlUrl);
  router.get(['/gerar_pdf_contatos', '/gerar_pdf_contatos.pdf'], async (req, res) => {
    const { contatos } = await executar<{ contatos: ContatoRest[] }>(req, res, LISTA, { pagina: null });
    const pdf = await pdfDosContatos(contatos);
    res.set({ 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="contatos.pdf"', 'cache-control': 'public, max-age=300' }).send(pdf);
  });
  router.get(['/validar_recaptcha', '/validar_recaptcha.json'], rotaValidarRecaptcha(opcoes.recaptcha));
  // The same budget as the contact form: these are fale conosco messages with an addressee.
  router.post(['/:pagina', '/:pagina/:contatadoId'], limiteDoFormulario(opcoes.contadores, 'fale_conosco'));
  router.use(createShimRest(rotasContatos, { graphqlUrl: opcoes.graphqlUrl, logger: opcoes.logger }));
  router.use(tratarErros(opcoes.logger));
  return router;
}
