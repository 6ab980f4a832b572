import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, valueFromASTUntyped, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { EMISSORES_DE_DOCUMENTOS } from '@alego/catalog';
import { lembradoPorOperacao, type Identidade } from '@alego/kit/gateway';
import type { Logger } from 'pino';
import type { RecaptchaVerifier } from './recaptcha.js';
import type { EstadoCompartilhado } from '../compartilhado/estado.js';
import { createIpLimiter, MENSAGEM_MUITAS_TENTATIVAS, segundosParaTentar, type IpLimiter } from './throttle.js';

export const MENSAGEM_RECAPTCHA = 'Não foi possível validar o reCAPTCHA. Tente novamente.';

/** A public form reachable as a GraphQL mutation: its budget per address and whether it carries a reCAPTCHA. */
export interface FormularioPublico {
  /** Forms sharing a counter (recovery steps) name the same one. */
  contador: string;
  /** Argument holding the `g-recaptcha-response` token, checked by the gateway before the subgraph sees anything. */
  recaptcha?: string;
  /**
   * Counted per signed-in citizen instead of per address, REST calls included: the current-password checks, so
   * that a stolen token cannot guess the password (from any number of addresses).
   */
  porConta?: boolean;
}

export const FORMULARIOS_PUBLICOS: Record<string, FormularioPublico> = {
  enviarFaleConosco: { contador: 'fale_conosco', recaptcha: 'recaptcha' },
  enviarSolicitacaoInformacao: { contador: 'lai', recaptcha: 'recaptcha' },
  recorrerSolicitacaoInformacao: { contador: 'lai' },
  solicitarCredenciamentoImprensa: { contador: 'imprensa', recaptcha: 'recaptcha' },
  cadastrarCidadao: { contador: 'cadastro', recaptcha: 'recaptcha' },
  reenviarConfirmacao: { contador: 'recuperacao' },
  gerarLinkRecuperarSenha: { contador: 'recuperacao' },
  validarCodigoRecuperacao: { contador: 'recuperacao' },
  recuperarSenha: { contador: 'recuperacao' },
  // The staff's link to set a password (sent by an administrator): the same budget as the citizens' recovery.
  validarCodigoSenhaEquipe: { contador: 'recuperacao' },
  definirSenhaEquipe: { contador: 'recuperacao' },
  atualizarSenha: { contador: 'senha_atual', porConta: true },
  excluirMinhaConta: { contador: 'senha_atual', porConta: true },
  // The document lookups (`/cad`): each code tried costs one, so nobody can walk the space of codes.
  ...Object.fromEntries(Object.values(EMISSORES_DE_DOCUMENTOS).map((e) => [e.consulta, { contador: 'verificacao_documentos' }])),
};

/** Requests per address and window (seconds); the REST routes of the citizen area keep the same budgets. */
export const LIMITES_FORMULARIOS: Record<string, { pontos: number; janelaS: number }> = {
  fale_conosco: { pontos: 5, janelaS: 15 * 60 },
  lai: { pontos: 5, janelaS: 15 * 60 },
  imprensa: { pontos: 5, janelaS: 15 * 60 },
  cadastro: { pontos: 10, janelaS: 15 * 60 },
  recuperacao: { pontos: 30, janelaS: 15 * 60 },
  senha_atual: { pontos: 5, janelaS: 15 * 60 },
  verificacao_documentos: { pontos: 60, janelaS: 15 * 60 },
};

/** One counter per form budget, shared by the GraphQL plugin and the no-JavaScript form route. */
export type ContadoresDeFormularios = Map<string, IpLimiter>;

export function createContadoresDeFormularios(limites = LIMITES_FORMULARIOS, estado?: EstadoCompartilhado): ContadoresDeFormularios {
  return new Map(Object.entries(limites).map(([nome, l]) => [nome, createIpLimiter({ prefixo: `formulario_${nome}`, pontos: l.pontos, janelaS: l.janelaS }, estado)]));
}

export interface FormulariosContext {
  /** The client's address (X-Forwarded-For only from the loopback proxy, as Express's `trust proxy` decides). */
  ip?: string;
  identidade: Identidade | null;
  logger: Logger;
  /** Set for the gateway's own routes, which spend the caller's budget themselves before running the operation in process. */
  formularioJaContado?: boolean;
}

/** Whose budget a form spends: the signed-in citizen's, or the address's (none for the gateway's own REST calls). */
function chaveDoContador(formulario: FormularioPublico, { ip, identidade, formularioJaContado }: FormulariosContext): string | null {
  if (formulario.porConta) return identidade?.tipo === 'cidadao' ? `cidadao:${identidade.cidadaoId}` : null;
  // The gateway's own routes spent the address's budget already (in process, or over loopback in router tests).
  return interno(ip) || formularioJaContado ? null : (ip ?? 'desconhecido');
}

/**
 * A router tested in front of another gateway runs its operation against `/graphql` from loopback, after spending
 * the caller's budget at their real address; counting them again would put every visitor in one shared bucket.
 */
export function interno(ip: string | undefined): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** The root fields an operation selects, through inline fragments and fragment spreads (each spread once). */
function camposRaiz(selecao: SelectionSetNode, fragmentos: Map<string, FragmentDefinitionNode>, vistos = new Set<string>()): FieldNode[] {
  return selecao.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return camposRaiz(s.selectionSet, fragmentos, vistos);
    const fragmento = fragmentos.get(s.name.value);
    if (!fragmento || vistos.has(s.name.value)) return [];
    vistos.add(s.name.value);
    return camposRaiz(fragmento.selectionSet, fragmentos, vistos);
  });
}

function erro429(segundos: number): GraphQLError {
  return new GraphQLError(MENSAGEM_MUITAS_TENTATIVAS, {
    extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map([['retry-after', String(segundos)]]) } },
  });
}

/**
 * Rate limits (and reCAPTCHA) for the public forms when called as GraphQL mutations, and for the document lookups
 * (queries), each aliased copy counted:
 * the site's contact form and any client calling the API directly meet the same budget as the REST routes.
 */
export function publicFormsPlugin(recaptcha: RecaptchaVerifier, contadores: ContadoresDeFormularios = createContadoresDeFormularios()): ApolloServerPlugin<FormulariosContext> {
  // An operation's form fields, found once per parsed operation, not by a walk of its selections on every request.
  const camposDeFormulario = lembradoPorOperacao<{ campo: FieldNode; formulario: FormularioPublico }[]>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          // Forms are mutations; the document lookups (`FORMULARIOS_PUBLICOS`) are queries.
          if (!operation || operation.operation === 'subscription') return;
          const formularios = camposDeFormulario(operation, document, () => {
            const fragmentos = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
            return camposRaiz(operation.selectionSet, fragmentos).flatMap((campo) => {
              const formulario = FORMULARIOS_PUBLICOS[campo.name.value];
              return formulario ? [{ campo, formulario }] : [];
            });
          });
          if (!formularios.length) return;
          const { ip, logger } = contextValue;
          for (const { formulario } of formularios) {
            const chave = chaveDoContador(formulario, contextValue);
            const bloqueio = chave === null ? null : await contadores.get(formulario.contador)?.consumir(chave);
            if (bloqueio) {
              logger.warn({ evento: 'formulario_limitado', formulario: formulario.contador, ip, chave }, 'envios de formulário limitados');
              throw erro429(segundosParaTentar(bloqueio));
            }
          }
          for (const { campo, formulario } of formularios) {
            if (!formulario.recaptcha) continue;
            const argumento = campo.arguments?.find((a) => a.name.value === formulario.recaptcha);
            const token = argumento ? valueFromASTUntyped(argumento.value, request.variables ?? {}) : undefined;
            if (!(await recaptcha.verificar(typeof token === 'string' ? token : undefined, ip))) {
              throw new GraphQLError(MENSAGEM_RECAPTCHA, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            }
          }
        },
      };
    },
  };
}

/**
 * For the gateway's own REST form routes (run in process, where the plugin does not count them): spends the
 * address's budget of `contador` before the operation, or answers 429 with Retry-After.
 */
export function limiteDoFormulario(contadores: ContadoresDeFormularios, contador: string): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? 'desconhecido';
    const bloqueio = interno(ip) ? null : await contadores.get(contador)?.consumir(ip);
    if (!bloqueio) return next();
    res.set('retry-after', String(segundosParaTentar(bloqueio))).status(429).json({ mensagem: MENSAGEM_MUITAS_TENTATIVAS });
  };
}

/** The legacy `validar_recaptcha` paths: checks a token (query `g-recaptcha-response`, `token` or `response`) without sending a form. */
export function rotaValidarRecaptcha(recaptcha: RecaptchaVerifier): RequestHandler {
  return async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const token = [q['g-recaptcha-response'], q.token, q.response].find((v): v is string => typeof v === 'string');
    if (await recaptcha.verificar(token, req.ip)) return void res.json({ valido: true });
    res.status(400).json({ mensagem: MENSAGEM_RECAPTCHA });
  };
}
