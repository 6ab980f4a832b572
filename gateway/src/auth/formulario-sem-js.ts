import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { corpos, createExecutor, RespostaError, type DestinoGraphql } from '../rest/executor.js';
import { interno, type ContadoresDeFormularios } from './formularios.js';

/** A text field of the posted form ('' when absent). */
export function texto(req: Request, nome: string): string {
  const valor = (req.body as Record<string, unknown> | undefined)?.[nome];
  return typeof valor === 'string' ? valor : '';
}

/**
 * CSRF guard of the forms that post without JavaScript (they carry no token: a plain HTML form cannot add a header).
 * Browsers say where a form was sent from (`Sec-Fetch-Site`, `Origin`): anything but this site is refused, so another
 * site cannot make a visitor's browser sign in, sign up or write in their name. A request with neither header (a
 * script, an old browser) is not a browser being tricked and passes.
 */
export function mesmaOrigem(publicUrl: string): RequestHandler {
  const publica = new URL(publicUrl).origin;
  return (req, res, next) => {
    const site = req.header('sec-fetch-site');
    const origem = req.header('origin');
    const propria = (valor: string) => {
      try {
        const url = new URL(valor);
        return url.origin === publica || url.host === req.header('host');
      } catch {
        return false;
      }
    };
    const cruzado = (site !== undefined && site !== 'same-origin' && site !== 'none') || (origem !== undefined && !propria(origem));
    if (!cruzado) return next();
    req.log?.warn({ evento: 'formulario_de_outro_site', origem, site }, 'envio de formulário de outro site recusado');
    res.status(403).type('text').send('Envio recusado: o formulário não foi enviado a partir deste site.');
  };
}

/** A public form that also works without JavaScript: the page posts to its own address and comes back to it. */
export interface FormularioSemJs<T> {
  /** The page, which is also where its `<form method="post">` is sent. */
  pagina: string;
  /** The per-address budget the GraphQL mutation spends too (`LIMITES_FORMULARIOS`). */
  contador: string;
  /** The mutation, with a `$recaptcha` variable checked by the forms plugin. */
  operacao: string;
  variaveis: (req: Request) => Record<string, unknown>;
  /** What the page shows after a successful send (numbers and dates only, never what was typed). */
  sucesso: (dados: T) => Record<string, string>;
  /** A GraphQL validation message that means a tampered field (an unknown enum value), as the page's own message. */
  traduzir?: (mensagem: string) => string;
}

/**
 * A public form without JavaScript: the page's `<form method="post">` lands here, spends the same per-address budget
 * as the GraphQL mutation, runs it (reCAPTCHA checked by the forms plugin) and sends the visitor back to the page with
 * the result or the messages (`?erro=`; the page shows only messages it knows, so a crafted link cannot put
 * arbitrary text on the site). 303: reloading the result never sends the form again.
 */
export function createFormularioSemJsRouter<T>(
  formulario: FormularioSemJs<T>,
  options: { graphqlUrl: DestinoGraphql; publicUrl: string; contadores: ContadoresDeFormularios; logger: Logger },
): Router {
  const executar = createExecutor(options.graphqlUrl);
  const router = express.Router();
  const voltar = (res: Response, params: URLSearchParams) => void res.set('cache-control', 'no-store').redirect(303, `${formulario.pagina}?${params}#conteudo`);
  router.post('/', mesmaOrigem(options.publicUrl), ...corpos(), async (req, res) => {
    const ip = req.ip ?? 'desconhecido';
    const bloqueio = interno(ip) ? null : await options.contadores.get(formulario.contador)?.consumir(ip);
    if (bloqueio) return voltar(res, new URLSearchParams({ erro: 'limite' }));
    try {
      const resposta = await executar<T>(req, res, formulario.operacao, { ...formulario.variaveis(req), recaptcha: texto(req, 'g-recaptcha-response') });
      voltar(res, new URLSearchParams(formulario.sucesso(resposta)));
    } catch (erro) {
      if (!(erro instanceof RespostaError)) throw erro;
      const mensagens = erro.status === 400 ? (erro.corpo.mensagens ?? [erro.corpo.mensagem]) : ['indisponivel'];
      const params = new URLSearchParams();
      for (const mensagem of mensagens) params.append('erro', formulario.traduzir?.(mensagem) ?? mensagem);
      if (erro.status >= 500) options.logger.warn({ status: erro.status, pagina: formulario.pagina }, 'formulário sem JavaScript: serviço indisponível');
      voltar(res, params);
    }
  });
  return router;
}

/** The contact form (`/fale-conosco`). */
export const FALE_CONOSCO_SEM_JS: FormularioSemJs<{ enviarFaleConosco: { protocolo: string } }> = {
  pagina: '/fale-conosco',
  contador: 'fale_conosco',
  operacao: `mutation EnviarFaleConoscoSemJs($dados: FaleConoscoInput!, $recaptcha: String) {
  enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo }
}`,
  variaveis: (req) => ({
    dados: {
      nome: texto(req, 'nome'),
      email: texto(req, 'email'),
      telefone: texto(req, 'telefone') || null,
      assunto: texto(req, 'assunto'),
      tipo: texto(req, 'tipo') || null,
      mensagem: texto(req, 'mensagem'),
    },
  }),
  sucesso: ({ enviarFaleConosco }) => ({ protocolo: enviarFaleConosco.protocolo }),
  // An unknown enum value (a tampered select) fails GraphQL validation: the objective was not chosen.
  traduzir: (mensagem) => (/ObjetivoFaleConosco/.test(mensagem) ? 'Selecione o objetivo da mensagem.' : mensagem),
};
