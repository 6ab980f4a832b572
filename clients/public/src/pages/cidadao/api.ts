import {
  limparSessao,
  tokenAtual,
  tokenValido,
  TOKEN_KEY,
  USUARIO_KEY,
  type MotivoFim,
  type UsuarioCidadao,
} from './sessao';

/**
 * Cliente REST da área do cidadão (/api/opine-cidadao, mesma origem). Toda resposta
 * vira um `Resultado`: nada lança, e o erro traz a `mensagem` do servidor ou uma
 * mensagem em português conforme o status.
 *
 * 401 numa chamada autenticada (Bearer): a sessão é apagada, o logout do servidor é
 * chamado, o fim de sessão é transmitido (página e outras abas) e o erro segue para
 * a tela; as telas que exigem login então levam à tela de entrada (useExigirLogin).
 * O 401 do próprio login ("E-mail ou senha inválidos.") não é fim de sessão.
 */
export const API_CIDADAO = '/api/opine-cidadao';
/** Versão da Política de Privacidade aceita no cadastro. */
export const VERSAO_POLITICA = '2026-01';

export const MENSAGENS_API = {
  semConexao: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  sessaoExpirada: 'Sua sessão expirou. Entre novamente.',
  dadosInvalidos: 'Não foi possível concluir a solicitação. Confira os dados informados.',
  naoAutorizado: 'Acesso não autorizado.',
  proibido: 'Acesso não permitido.',
  naoEncontrado: 'Serviço não encontrado.',
  muitasTentativas: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  indisponivel: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  respostaInvalida: 'O servidor respondeu de forma inesperada. Tente novamente em instantes.',
} as const;

export type Resultado<T> =
  | { ok: true; status: number; dados: T; mensagem?: string }
  | { ok: false; status: number; mensagem: string };

/** Mensagem em português para um status sem `mensagem` no corpo (0 = sem resposta). */
export function mensagemPorStatus(status: number, autenticada = false): string {
  if (status === 0) return MENSAGENS_API.semConexao;
  if (status === 401) return autenticada ? MENSAGENS_API.sessaoExpirada : MENSAGENS_API.naoAutorizado;
  if (status === 403) return MENSAGENS_API.proibido;
  if (status === 404) return MENSAGENS_API.naoEncontrado;
  if (status === 429) return MENSAGENS_API.muitasTentativas;
  if (status >= 500) return MENSAGENS_API.indisponivel;
  return MENSAGENS_API.dadosInvalidos;
}

/** `mensagem` (ou `controle.mensagem`, do portal antigo) de um corpo JSON. */
export function mensagemDoCorpo(corpo: unknown): string | undefined {
  if (typeof corpo !== 'object' || corpo === null) return undefined;
  const { mensagem, controle } = corpo as { mensagem?: unknown; controle?: { mensagem?: unknown } | null };
  if (typeof mensagem === 'string' && mensagem.trim()) return mensagem;
  if (typeof controle?.mensagem === 'string' && controle.mensagem.trim()) return controle.mensagem;
  return undefined;
}

type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DependenciasApi {
  /** Padrão: o fetch global, lido a cada chamada. */
  fetch?: typeof fetch;
  /** Padrão: sessionStorage. */
  storage?: Armazenamento | null;
}

interface Chamada {
  metodo?: 'GET' | 'POST';
  corpo?: unknown;
  /** Envia o token (Authorization: Bearer) e trata 401 como fim de sessão. */
  autenticada?: boolean;
}

export interface Perfil {
  id: number | string;
  nome: string;
  email: string;
  telefone: string | null;
  municipio: string | null;
  /** false para quem só entra pelo login social (sem senha para alterar). */
  possuiSenha: boolean;
}

export interface DadosPerfil {
  nome: string;
  telefone: string;
  municipio: string;
}

export interface RespostaLogin {
  token: string;
  usuario: UsuarioCidadao;
}

export function criarApiCidadao(deps: DependenciasApi = {}) {
  const armazenamento = (): Armazenamento | null => {
    if (deps.storage !== undefined) return deps.storage;
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  };
  const fazer: typeof fetch = (input, init) => (deps.fetch ?? globalThis.fetch)(input, init);

  function cabecalhos(corpo: boolean, token?: string | null): Record<string, string> {
    const h: Record<string, string> = {
      accept: 'application/json',
      // O shim REST roda GraphQL por trás (proteção CSRF do Apollo); inofensivo no resto.
      'apollo-require-preflight': 'true',
    };
    if (corpo) h['content-type'] = 'application/json';
    if (token) h.authorization = `Bearer ${token}`;
    return h;
  }

  /** POST /logout sem esperar nem tratar a resposta (a sessão local já acabou). */
  function logoutNoServidor(token: string | null): Promise<void> {
    return fazer(`${API_CIDADAO}/logout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: cabecalhos(false, token),
    }).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Na ordem da spec (§8): apaga a sessão, chama o logout do servidor e avisa a
   * página e as outras abas (evento + BroadcastChannel).
   */
  function encerrar(motivo: MotivoFim, token: string | null): Promise<void> {
    const storage = armazenamento();
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(USUARIO_KEY);
    const pedido = logoutNoServidor(token);
    limparSessao(motivo, { storage });
    return pedido;
  }

  async function chamar<T>(caminho: string, chamada: Chamada = {}): Promise<Resultado<T>> {
    const { metodo = 'GET', corpo, autenticada = false } = chamada;
    let token: string | null = null;
    if (autenticada) {
      const storage = armazenamento();
      token = tokenAtual(storage);
      if (!token) {
        // Sem token válido nem adianta chamar: é a mesma situação de um 401.
        void encerrar('expirada', storage?.getItem(TOKEN_KEY) ?? null);
        return { ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada };
      }
    }
    let resposta: Response;
    try {
      resposta = await fazer(`${API_CIDADAO}/${caminho}`, {
        method: metodo,
        credentials: 'same-origin',
        headers: cabecalhos(corpo !== undefined, token),
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
      });
    } catch {
      return { ok: false, status: 0, mensagem: MENSAGENS_API.semConexao };
    }
    let dados: unknown;
    try {
      const texto = await resposta.text();
      dados = texto ? JSON.parse(texto) : undefined;
    } catch {
      dados = undefined;
    }
    if (!resposta.ok) {
      if (autenticada && resposta.status === 401) {
        void encerrar('expirada', token);
        return { ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada };
      }
      return {
        ok: false,
        status: resposta.status,
        mensagem: mensagemDoCorpo(dados) ?? mensagemPorStatus(resposta.status, autenticada),
      };
    }
    return { ok: true, status: resposta.status, dados: dados as T, mensagem: mensagemDoCorpo(dados) };
  }

  /** Resposta 2xx sem o formato esperado vira erro (em vez de quebrar a tela). */
  function exigir<T>(resultado: Resultado<unknown>, valido: (dados: unknown) => dados is T): Resultado<T> {
    if (!resultado.ok) return resultado;
    if (!valido(resultado.dados)) return { ok: false, status: resultado.status, mensagem: MENSAGENS_API.respostaInvalida };
    return { ...resultado, dados: resultado.dados };
  }

  const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

  function ehLogin(v: unknown): v is RespostaLogin {
    return ehObjeto(v) && typeof v.token === 'string' && tokenValido(v.token) && ehObjeto(v.usuario) && typeof v.usuario.nome === 'string';
  }

  function ehPerfil(v: unknown): v is Perfil {
    return ehObjeto(v) && typeof v.nome === 'string' && typeof v.email === 'string';
  }

  function normalizarPerfil(p: Perfil): Perfil {
    return {
      id: p.id,
      nome: p.nome,
      email: p.email,
      telefone: typeof p.telefone === 'string' ? p.telefone : null,
      municipio: typeof p.municipio === 'string' ? p.municipio : null,
      possuiSenha: typeof p.possuiSenha === 'boolean' ? p.possuiSenha : true,
    };
  }

  return {
    cadastrar(dados: { nome: string; email: string; senha: string }) {
      return chamar<{ mensagem?: string }>('usuarios', {
        metodo: 'POST',
        corpo: {
          nome: dados.nome.trim(),
          email: dados.email.trim(),
          senha: dados.senha,
          aceitePolitica: true,
          versaoPolitica: VERSAO_POLITICA,
        },
      });
    },

    async entrar(dados: { email: string; senha: string }, recaptcha = ''): Promise<Resultado<RespostaLogin>> {
      const resultado = await chamar<unknown>('usuarios/login', {
        metodo: 'POST',
        // Sem widget do reCAPTCHA configurado, o campo segue o contrato vazio.
        corpo: { email: dados.email.trim(), senha: dados.senha, 'g-recaptcha-response': recaptcha },
      });
      return exigir(resultado, ehLogin);
    },

    /** O cidadão saiu: sessão apagada nesta e nas outras abas, logout no servidor. */
    sair(): Promise<void> {
      const token = armazenamento()?.getItem(TOKEN_KEY) ?? null;
      return encerrar('saida', token);
    },

    confirmarCadastro(codigo: string) {
      return chamar<{ mensagem?: string }>(`confirmar-cadastro/${encodeURIComponent(codigo)}`);
    },

    reenviarConfirmacao(email: string) {
      return chamar<{ mensagem?: string }>('reenviar-confirmacao', { metodo: 'POST', corpo: { email: email.trim() } });
    },

    gerarLinkRecuperarSenha(email: string) {
      return chamar<{ mensagem?: string }>('gerar-link-recuperar-senha', {
        metodo: 'POST',
        corpo: { email: email.trim() },
      });
    },

    validarCodigoRecuperacao(codigo: string) {
      return chamar<{ mensagem?: string }>('callback-gerar-link-recuperar-senha', { metodo: 'POST', corpo: { codigo } });
    },

    recuperarSenha(codigo: string, senha: string) {
      return chamar<{ mensagem?: string }>('recuperar-senha', { metodo: 'POST', corpo: { codigo, senha } });
    },

    async obterPerfil(): Promise<Resultado<Perfil>> {
      const r = exigir(await chamar<unknown>('perfis/get-info-usuario', { autenticada: true }), ehPerfil);
      return r.ok ? { ...r, dados: normalizarPerfil(r.dados) } : r;
    },

    async atualizarPerfil(dados: DadosPerfil): Promise<Resultado<Perfil>> {
      const r = exigir(
        await chamar<unknown>('perfis/update', {
          metodo: 'POST',
          autenticada: true,
          corpo: { nome: dados.nome.trim(), telefone: dados.telefone.trim(), municipio: dados.municipio.trim() },
        }),
        ehPerfil,
      );
      return r.ok ? { ...r, dados: normalizarPerfil(r.dados) } : r;
    },

    /** A troca encerra as sessões da conta; o servidor devolve um token novo para esta aba continuar. */
    async alterarSenha(dados: { senhaAtual: string; novaSenha: string }) {
      const r = await chamar<{ mensagem?: string; token?: string }>('perfis/update-senha', { metodo: 'POST', autenticada: true, corpo: dados });
      if (r.ok && tokenValido(r.dados.token)) armazenamento()?.setItem(TOKEN_KEY, r.dados.token);
      return r;
    },
  };
}

export type ApiCidadao = ReturnType<typeof criarApiCidadao>;

/** Instância do navegador (fetch global, sessionStorage). */
export const apiCidadao: ApiCidadao = criarApiCidadao();
