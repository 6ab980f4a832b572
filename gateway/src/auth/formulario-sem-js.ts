import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { corpos, criarExecutor, RespostaErro, type DestinoGraphql } from '../rest/executor.js';
import { interno, type ContadoresDeFormularios } from './formularios.js';

const ENVIAR = `mutation EnviarFaleConoscoSemJs($dados: FaleConoscoInput!, $recaptcha: String) {
  enviarFaleConosco(dados: $dados, recaptcha: $recaptcha) { protocolo }
}`;

function texto(req: Request, nome: string): string {
  const valor = (req.body as Record<string, unknown> | undefined)?.[nome];
  return typeof valor === 'string' ? valor : '';
}

/**
 * The contact form without JavaScript: the page's `<form method="post" action="/fale-conosco">` lands here, spends
 * the same per-address budget as the GraphQL mutation, runs it (reCAPTCHA checked by the forms plugin) and sends the
 * visitor back to the page with the protocol or the messages (`?erro=`; the page shows only messages it knows, so
 * a crafted link cannot put arbitrary text on the site). 303: reloading the result never sends the form again.
 */
export function createContactFormRouter(options: { graphqlUrl: DestinoGraphql; contadores: ContadoresDeFormularios; logger: Logger }): Router {
  const executar = criarExecutor(options.graphqlUrl);
  const router = express.Router();
  const voltar = (res: Response, params: URLSearchParams) => void res.set('cache-control', 'no-store').redirect(303, `/fale-conosco?${params}#conteudo`);
  router.post('/', ...corpos(), async (req, res) => {
    const ip = req.ip ?? 'desconhecido';
    const bloqueio = interno(ip) ? null : await options.contadores.get('fale_conosco')?.consumir(ip);
    if (bloqueio) return voltar(res, new URLSearchParams({ erro: 'limite' }));
    const dados = {
      nome: texto(req, 'nome'),
      email: texto(req, 'email'),
      telefone: texto(req, 'telefone') || null,
      assunto: texto(req, 'assunto'),
      tipo: texto(req, 'tipo') || null,
      mensagem: texto(req, 'mensagem'),
    };
    try {
      const resposta = await executar<{ enviarFaleConosco: { protocolo: string } }>(req, res, ENVIAR, { dados, recaptcha: texto(req, 'g-recaptcha-response') });
      voltar(res, new URLSearchParams({ protocolo: resposta.enviarFaleConosco.protocolo }));
    } catch (erro) {
      if (!(erro instanceof RespostaErro)) throw erro;
      // An unknown enum value (a tampered select) fails GraphQL validation: the objective was not chosen.
      const mensagens = erro.status === 400 ? (erro.corpo.mensagens ?? [erro.corpo.mensagem]) : ['indisponivel'];
      const params = new URLSearchParams();
      for (const mensagem of mensagens) params.append('erro', /ObjetivoFaleConosco/.test(mensagem) ? 'Selecione o objetivo da mensagem.' : mensagem);
      if (erro.status >= 500) options.logger.warn({ status: erro.status }, 'fale conosco sem JavaScript: serviço indisponível');
      voltar(res, params);
    }
  });
  return router;
}
