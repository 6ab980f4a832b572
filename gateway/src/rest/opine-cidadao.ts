import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { AuthServices } from '../auth/services.js';
import { mesmaOrigem } from '../auth/formulario-sem-js.js';
import { createLoginCidadao, MENSAGENS_LOGIN_CIDADAO, type LimitesDeLoginCidadao, type LoginCidadao } from '../auth/login-cidadao.js';
import { createIpLimiter, segundosParaTentar, type IpLimiter } from '../auth/throttle.js';
import { corpos, createExecutor, MENSAGENS_REST, RespostaError, tratarErros, type DestinoGraphql } from './executor.js';

export const MENSAGENS_CIDADAO = {
  ...MENSAGENS_LOGIN_CIDADAO,
  senhasDiferentes: 'A confirmação não confere com a senha.',
} as const;

/** Per-IP budgets; an attacker spends only the budget of their own address (or of an e-mail *at* their address). */
export interface LimitesCidadao extends LimitesDeLoginCidadao {
  /** Sign-up attempts from one IP. */
  cadastrosPorIp: number;
  /** Recovery, resend and password-change requests from one IP. */
  recuperacaoPorIp: number;
}

export const LIMITES_PADRAO: LimitesCidadao = {
  loginPorContaEIp: 5,
  loginPorIp: 30,
  loginPorConta: 10,
  esperaMaximaS: 60,
  cadastrosPorIp: 10,
  recuperacaoPorIp: 30,
  janelaS: 15 * 60,
};

export interface CitizenRouterOptions {
  /**
   * The gateway's own GraphQL endpoint: an absolute URL, or a path (`/graphql`) resolved against the address and port
   * the request arrived on (works with any port, including 0 in tests).
   */
  graphqlUrl: DestinoGraphql;
  limites?: Partial<LimitesCidadao>;
  /** The login shared with the `entrarCidadao` mutation (one budget for both doors); by default one of its own. */
  login?: LoginCidadao;
}

/** The first of `nomes` present in the body (or query) as a string; JSON and form bodies use the same names. */
function campo(req: Request, ...nomes: string[]): string | undefined {
  const fontes = [req.body as Record<string, unknown> | undefined, req.query as Record<string, unknown>];
  for (const fonte of fontes) {
    for (const nome of nomes) {
      const valor = fonte?.[nome];
      if (typeof valor === 'string') return valor;
      if (typeof valor === 'boolean' || typeof valor === 'number') return String(valor);
    }
  }
  return undefined;
}

/**
 * The IBGE codes of the place (`estado_id` + `municipio_id`, or camelCase), when sent: "" is null (clears); a value
 * that is no code becomes 0, which no state or municipality has, so the rules answer their Portuguese message.
 */
function localidade(req: Request): { estadoId?: number | null; municipioId?: number | null } {
  const estado = campo(req, 'estadoId', 'estado_id');
  const municipio = campo(req, 'municipioId', 'municipio_id');
  if (estado === undefined && municipio === undefined) return {};
  const codigo = (valor: string | undefined) => (!valor?.trim() ? null : /^\d{1,9}$/.test(valor.trim()) ? Number(valor) : 0);
  return { estadoId: codigo(estado), municipioId: codigo(municipio) };
}

function verdadeiro(valor: string | undefined): boolean {
  return valor !== undefined && ['true', '1', 'on', 'sim', 's'].includes(valor.trim().toLowerCase());
}

/** Optional "repeat the password" fields of the forms. */
function conferirConfirmacao(senha: string, confirmacao: string | undefined): void {
  if (confirmacao !== undefined && confirmacao !== senha) throw new RespostaError(400, { mensagem: MENSAGENS_CIDADAO.senhasDiferentes });
}

/** Each documented path also answers with the `.json` format suffix. */
function caminho(path: string): string[] {
  return [path, `${path}.json`];
}

function ipDe(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'desconhecido';
}

function responder429(res: Response, bloqueio: RateLimiterRes | null): void {
  res.set('retry-after', String(segundosParaTentar(bloqueio))).status(429).json({ mensagem: MENSAGENS_CIDADAO.muitasTentativas });
}

/** Counts every request from an IP; past the budget, 429 until the window passes. */
function limitarPorIp(limitador: IpLimiter): RequestHandler {
  return async (req, res, next) => {
    try {
      const bloqueio = await limitador.consumir(ipDe(req));
      if (bloqueio) return responder429(res, bloqueio);
      next();
    } catch (erro) {
      next(erro);
    }
  };
}

const PERFIL_CAMPOS = 'id nome email telefone estadoId municipioId municipio confirmado possuiSenha provedoresSociais versaoPoliticaAceita politicaPendente criadoEm';
const OPERACOES = {
  cadastrar: `mutation Cadastrar($dados: CadastroCidadaoInput!, $recaptcha: String) { cadastrarCidadao(dados: $dados, recaptcha: $recaptcha) { mensagem } }`,
  confirmar: `mutation Confirmar($codigo: String!) { confirmarCadastro(codigo: $codigo) { mensagem } }`,
  reenviar: `mutation Reenviar($email: String!) { reenviarConfirmacao(email: $email) { mensagem } }`,
  gerarLink: `mutation GerarLink($email: String!) { gerarLinkRecuperarSenha(email: $email) { mensagem } }`,
  validarCodigo: `mutation ValidarCodigo($codigo: String!) { validarCodigoRecuperacao(codigo: $codigo) { mensagem } }`,
  recuperar: `mutation Recuperar($codigo: String!, $senha: String!) { recuperarSenha(codigo: $codigo, senha: $senha) { mensagem } }`,
  perfil: `query Perfil { meuPerfil { ${PERFIL_CAMPOS} } }`,
  atualizarPerfil: `mutation AtualizarPerfil($dados: PerfilCidadaoInput!) { atualizarPerfil(dados: $dados) { ${PERFIL_CAMPOS} } }`,
  atualizarSenha: `mutation AtualizarSenha($senhaAtual: String!, $novaSenha: String!) { atualizarSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha) { mensagem } }`,
  aceitarPolitica: `mutation AceitarPolitica($versao: String) { aceitarPoliticaPrivacidade(versao: $versao) { mensagem } }`,
} as const;

type Mensagem = { mensagem: string };
type Perfil = { id: string } & Record<string, unknown>;

/** Numeric id, as in the login answer's `usuario.id` (GraphQL IDs travel as strings). */
function perfilRest(perfil: Perfil): Record<string, unknown> {
  return { ...perfil, id: Number(perfil.id) };
}

/**
 * `/api/opine-cidadao/*`: the legacy citizen-area paths (spec §7), each running the matching GraphQL operation on
 * the gateway itself, so the REST answers carry exactly the GraphQL rules, permissions and messages.
 * Social login lives in auth/social.ts.
 */
export function createCitizenRouter(services: AuthServices, options: CitizenRouterOptions): Router {
  const limites = { ...LIMITES_PADRAO, ...options.limites };
  const executar = createExecutor(options.graphqlUrl);
  const login = options.login ?? createLoginCidadao(services, limites);
  const limitadorCadastro = createIpLimiter({ prefixo: 'cidadao_cadastro', pontos: limites.cadastrosPorIp, janelaS: limites.janelaS }, services.estado);
  const limitadorRecuperacao = createIpLimiter({ prefixo: 'cidadao_recuperacao', pontos: limites.recuperacaoPorIp, janelaS: limites.janelaS }, services.estado);
  const limiteCadastro = limitarPorIp(limitadorCadastro);
  const limiteRecuperacao = limitarPorIp(limitadorRecuperacao);

  const router = express.Router();
  router.use(...corpos(), (_req, res, next) => {
    // Answers carry personal data or tokens: never stored by browsers or proxies.
    res.set('cache-control', 'no-store');
    next();
  });

  router.post(caminho('/usuarios'), limiteCadastro, async (req, res) => {
    const senha = campo(req, 'senha', 'password') ?? '';
    conferirConfirmacao(senha, campo(req, 'senha_confirmacao', 'confirmacao_senha', 'senhaConfirmacao', 'password_confirmation'));
    const dados = {
      nome: campo(req, 'nome', 'name') ?? '',
      email: campo(req, 'email') ?? '',
      senha,
      aceitePolitica: verdadeiro(campo(req, 'aceitePolitica', 'aceite_politica', 'aceite_politica_privacidade', 'politica_privacidade')),
      versaoPolitica: campo(req, 'versaoPolitica', 'versao_politica') || null,
      telefone: campo(req, 'telefone') || null,
      municipio: campo(req, 'municipio') || null,
      ...localidade(req),
    };
    const data = await executar<{ cadastrarCidadao: Mensagem }>(req, res, OPERACOES.cadastrar, { dados, recaptcha: campo(req, 'g-recaptcha-response') ?? null });
    res.status(201).json(data.cadastrarCidadao);
  });

  /** The login itself, shared by the JSON path and the no-JavaScript form (one throttle, one set of answers). */
  const entrar = (req: Request) =>
    login.entrar({ email: campo(req, 'email', 'login') ?? '', senha: campo(req, 'senha', 'password') ?? '', recaptcha: campo(req, 'g-recaptcha-response'), ip: ipDe(req) });

  router.post(caminho('/usuarios/login'), async (req, res) => {
    const { status, corpo, bloqueio } = await entrar(req);
    if (status === 429) return responder429(res, bloqueio ?? null);
    res.status(status).json(corpo);
  });

  const sair = async (req: Request, res: Response) => {
    await login.sair(req.header('authorization'));
    res.json({ mensagem: MENSAGENS_CIDADAO.sessaoEncerrada });
  };
  router.get(caminho('/logout'), sair);
  router.post(caminho('/logout'), sair);

  router.get('/confirmar-cadastro/:codigo', async (req, res) => {
    const codigo = String(req.params.codigo).replace(/\.json$/, '');
    const data = await executar<{ confirmarCadastro: Mensagem }>(req, res, OPERACOES.confirmar, { codigo });
    res.json(data.confirmarCadastro);
  });

  router.post(caminho('/reenviar-confirmacao'), limiteRecuperacao, async (req, res) => {
    const data = await executar<{ reenviarConfirmacao: Mensagem }>(req, res, OPERACOES.reenviar, { email: campo(req, 'email') ?? '' });
    res.json(data.reenviarConfirmacao);
  });

  router.post(caminho('/gerar-link-recuperar-senha'), limiteRecuperacao, async (req, res) => {
    const data = await executar<{ gerarLinkRecuperarSenha: Mensagem }>(req, res, OPERACOES.gerarLink, { email: campo(req, 'email') ?? '' });
    res.json(data.gerarLinkRecuperarSenha);
  });

  // The page opened from the e-mailed link asks whether the code still works before showing the form.
  router.post(caminho('/callback-gerar-link-recuperar-senha'), limiteRecuperacao, async (req, res) => {
    const codigo = campo(req, 'codigo', 'token') ?? '';
    const data = await executar<{ validarCodigoRecuperacao: Mensagem }>(req, res, OPERACOES.validarCodigo, { codigo });
    res.json(data.validarCodigoRecuperacao);
  });

  router.post(caminho('/recuperar-senha'), limiteRecuperacao, async (req, res) => {
    const senha = campo(req, 'senha', 'nova_senha', 'novaSenha', 'password') ?? '';
    conferirConfirmacao(senha, campo(req, 'senha_confirmacao', 'confirmacao_senha', 'senhaConfirmacao', 'password_confirmation'));
    const data = await executar<{ recuperarSenha: Mensagem }>(req, res, OPERACOES.recuperar, { codigo: campo(req, 'codigo', 'token') ?? '', senha });
    res.json(data.recuperarSenha);
  });

  router.get(caminho('/perfis/get-info-usuario'), async (req, res) => {
    const data = await executar<{ meuPerfil: Perfil }>(req, res, OPERACOES.perfil, {});
    res.json(perfilRest(data.meuPerfil));
  });

  router.post(caminho('/perfis/update'), async (req, res) => {
    // Only the fields sent change; "" clears telefone and municipio. `municipio` (text) is looked up in the IBGE list.
    const dados = { nome: campo(req, 'nome', 'name'), telefone: campo(req, 'telefone'), municipio: campo(req, 'municipio'), ...localidade(req) };
    const data = await executar<{ atualizarPerfil: Perfil }>(req, res, OPERACOES.atualizarPerfil, { dados });
    res.json(perfilRest(data.atualizarPerfil));
  });

  /**
   * The change ended every session of the account, the caller's too: this browser gets a new token at once
   * (the others sign in again). Without one (access unreachable), the client simply signs in again.
   */
  const novoToken = async (cidadaoId: number): Promise<{ token?: string }> => {
    const resposta = await services.access.chamar('GET /cidadaos/:id/claims', { id: cidadaoId }).catch(() => null);
    return resposta?.ok ? { token: await services.signer.signCidadao(resposta.body.claims) } : {};
  };

  router.post(caminho('/perfis/update-senha'), limiteRecuperacao, async (req, res) => {
    const novaSenha = campo(req, 'nova_senha', 'novaSenha', 'senha_nova') ?? '';
    conferirConfirmacao(novaSenha, campo(req, 'nova_senha_confirmacao', 'senha_confirmacao', 'confirmacao_senha', 'novaSenhaConfirmacao'));
    const senhaAtual = campo(req, 'senha_atual', 'senhaAtual') ?? '';
    // Read before the change: the change revokes this very token.
    const identidade = await services.verifier(req.header('authorization'), undefined);
    const data = await executar<{ atualizarSenha: Mensagem }>(req, res, OPERACOES.atualizarSenha, { senhaAtual, novaSenha });
    res.json({ ...data.atualizarSenha, ...(identidade?.tipo === 'cidadao' ? await novoToken(identidade.cidadaoId) : {}) });
  });

  /*
   * The citizen pages' forms without JavaScript (or sent before the page's script ran, on a slow phone): they post
   * here, never as GET (a password in the address bar, history and logs), and the visitor goes back to the page
   * (303) with the outcome in the query string: messages only, never what was typed. A successful login returns the
   * token in the fragment, as the social login does: the page keeps it in the tab's session and moves on.
   */
  const formularios = express.Router();
  formularios.use(mesmaOrigem(services.publicUrl));
  const voltar = (res: Response, pagina: string, params: URLSearchParams, fragmento = '') => {
    const busca = params.toString();
    res.redirect(303, `${pagina}${busca ? `?${busca}` : ''}${fragmento}`);
  };
  const comErros = (params: URLSearchParams, erro: unknown) => {
    if (!(erro instanceof RespostaError)) {
      services.logger.error({ err: erro }, 'falha num formulário do cidadão sem JavaScript');
      params.append('erro', MENSAGENS_REST.erroInterno);
      return params;
    }
    for (const mensagem of erro.corpo.mensagens ?? [erro.corpo.mensagem]) params.append('erro', mensagem);
    return params;
  };
  /** Runs `acao` within the IP's budget; `erro` messages (Portuguese) go back to `pagina`. */
  const formulario = (limitador: IpLimiter | null, pagina: (req: Request) => string, acao: (req: Request, res: Response) => Promise<void>) =>
    (async (req, res) => {
      try {
        if (limitador && (await limitador.consumir(ipDe(req)))) throw new RespostaError(429, { mensagem: MENSAGENS_CIDADAO.muitasTentativas });
        await acao(req, res);
      } catch (erro) {
        voltar(res, pagina(req), comErros(new URLSearchParams(), erro));
      }
    }) satisfies RequestHandler;
  const texto = (req: Request, nome: string) => {
    const valor = (req.body as Record<string, unknown> | undefined)?.[nome];
    return typeof valor === 'string' ? valor : '';
  };

  formularios.post('/entrar', async (req, res) => {
    // Only a path of this site (the page checks it again before following it).
    const destino = texto(req, 'destino');
    const params = new URLSearchParams(/^\/(?![/\\])/.test(destino) ? { destino } : {});
    try {
      const { status, corpo } = await entrar(req);
      if (status === 200) return voltar(res, '/cidadao/entrar', params, `#token=${String(corpo.token)}`);
      params.append('erro', String(corpo.mensagem));
      if (status === 403) params.set('aviso', 'nao-confirmado');
    } catch (erro) {
      comErros(params, erro);
    }
    voltar(res, '/cidadao/entrar', params);
  });

  formularios.post(
    '/cadastro',
    formulario(limitadorCadastro, () => '/cidadao/cadastro', async (req, res) => {
      const senha = texto(req, 'senha');
      conferirConfirmacao(senha, texto(req, 'confirmacao'));
      const dados = {
        nome: texto(req, 'nome'),
        email: texto(req, 'email'),
        senha,
        aceitePolitica: verdadeiro(texto(req, 'aceite')),
        versaoPolitica: texto(req, 'versaoPolitica') || null,
        telefone: null,
        municipio: null,
      };
      await executar(req, res, OPERACOES.cadastrar, { dados, recaptcha: texto(req, 'g-recaptcha-response') || null });
      voltar(res, '/cidadao/cadastro', new URLSearchParams({ concluido: '1' }));
    }),
  );

  for (const [pagina, operacao] of [
    ['reenviar-confirmacao', OPERACOES.reenviar],
    ['esqueci-senha', OPERACOES.gerarLink],
  ] as const) {
    formularios.post(
      `/${pagina}`,
      formulario(limitadorRecuperacao, () => `/cidadao/${pagina}`, async (req, res) => {
        await executar(req, res, operacao, { email: texto(req, 'email') });
        voltar(res, `/cidadao/${pagina}`, new URLSearchParams({ enviado: '1' }));
      }),
    );
  }

  const paginaDeRecuperacao = (req: Request) => `/cidadao/recuperar-senha/${encodeURIComponent(String(req.params.codigo))}`;
  formularios.post(
    '/recuperar-senha/:codigo',
    formulario(limitadorRecuperacao, paginaDeRecuperacao, async (req, res) => {
      const senha = texto(req, 'senha');
      conferirConfirmacao(senha, texto(req, 'confirmacao'));
      await executar(req, res, OPERACOES.recuperar, { codigo: String(req.params.codigo), senha });
      voltar(res, paginaDeRecuperacao(req), new URLSearchParams({ concluido: '1' }));
    }),
  );

  // Profile and password change need the session, which lives in the tab's script: without it, sign in first.
  formularios.post(['/perfil', '/alterar-senha'], (req, res) => voltar(res, '/cidadao/entrar', new URLSearchParams({ destino: `/cidadao${req.path}` })));

  router.use('/formulario', formularios);
  router.use(tratarErros(services.logger));
  return router;
}

/** Cookie with which the public site remembers that the visitor accepted the privacy policy (read by its script). */
export const COOKIE_POLITICA = 'alego_politica_privacidade';

/** Where the public site shows the policy in force with its acceptance form (docs/institucional.md). */
export const PAGINA_DE_ACEITE = '/politica-privacidade/aceitar';

/**
 * `/alego_shared/aceitar-politica-privacidade` (spec §2, Privacy). A signed-in citizen's acceptance is recorded in
 * their account (version and time); an anonymous visitor's lives only in their browser's cookie, so nothing
 * personal is stored about people who never signed up. The page's form without JavaScript posts here too: it is
 * sent back to where it came from (`destino`, a path of this site) instead of a JSON answer.
 */
export function createPrivacyRouter(services: AuthServices, options: Pick<CitizenRouterOptions, 'graphqlUrl'>): Router {
  const executar = createExecutor(options.graphqlUrl);
  const router = express.Router();
  router.use(...corpos());
  router.post(caminho('/aceitar-politica-privacidade'), mesmaOrigem(services.publicUrl), async (req, res) => {
    // The page's form (no `.json` suffix) goes back to a page; the legacy calls, form or JSON, get JSON.
    const formulario = !req.path.endsWith('.json') && req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    const versao = campo(req, 'versao', 'versao_politica', 'versaoPolitica')?.trim() || null;
    if (versao !== null && !/^[\w.-]{1,40}$/.test(versao)) throw new RespostaError(400, { mensagem: 'Versão da Política de Privacidade inválida.' });
    let mensagem = 'Aceite da Política de Privacidade registrado.';
    if (req.header('authorization')) {
      const data = await executar<{ aceitarPoliticaPrivacidade: Mensagem }>(req, res, OPERACOES.aceitarPolitica, { versao });
      mensagem = data.aceitarPoliticaPrivacidade.mensagem;
    }
    res.cookie(COOKIE_POLITICA, versao ?? 'aceita', {
      maxAge: 365 * 24 * 60 * 60 * 1000,
      sameSite: 'lax',
      secure: services.cookieSecure,
      path: '/',
    });
    res.set('cache-control', 'no-store');
    if (!formulario) return void res.json({ mensagem });
    const destino = campo(req, 'destino') ?? '';
    res.redirect(303, /^\/(?![/\\])/.test(destino) ? destino : `${PAGINA_DE_ACEITE}?aceito=1`);
  });
  router.use(tratarErros(services.logger));
  return router;
}
