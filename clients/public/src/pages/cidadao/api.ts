import { STATUS_POR_CODIGO } from '@alego/catalog';
import { CombinedGraphQLErrors, ServerError, type ApolloClient, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { Kind, OperationTypeNode, type GraphQLFormattedError } from 'graphql';
import { getBrowserClient } from '../../apollo/browser';
import type { Localidade } from '../../componentes/Localidade';
import {
  AceitarPoliticaPrivacidadeDocument,
  AtualizarPerfilDocument,
  AtualizarSenhaDocument,
  CadastrarCidadaoDocument,
  ConfirmarCadastroDocument,
  EntrarCidadaoDocument,
  GerarLinkRecuperarSenhaDocument,
  MeuPerfilDocument,
  ReenviarConfirmacaoDocument,
  RecuperarSenhaDocument,
  SairCidadaoDocument,
  ValidarCodigoRecuperacaoDocument,
  type PerfilDoCidadaoFragment,
} from '../../gql/cidadao/graphql';
import { lerSessao, limparSessao, tokenAtual, tokenValido, TOKEN_KEY, USUARIO_KEY, type MotivoFim, type UsuarioCidadao } from './session';

/**
 * As operações do cidadão, pelo GraphQL (`/graphql`, mesma origem) com os documentos tipados de cidadao.graphql e o
 * cliente Apollo do navegador; participação (participacao/api.ts) usa o mesmo `executar`. Toda resposta vira um
 * `Resultado`: nada lança, e o erro traz a mensagem do servidor ou uma mensagem em português conforme o código.
 *
 * UNAUTHENTICATED numa chamada autenticada (token no `Authorization: Bearer`): a sessão é apagada, a saída no
 * servidor é pedida, o fim de sessão é transmitido (página e outras abas) e o erro segue para a tela; as telas que
 * exigem login então levam à tela de entrada (useExigirLogin). O erro do próprio login ("E-mail ou senha
 * inválidos.") não é fim de sessão.
 */

/** Caminhos REST do portal antigo, só para os formulários sem JavaScript e o login social (não para buscar dados). */
export const API_CIDADAO = '/api/opine-cidadao';

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

/** Mensagem em português para um status sem mensagem do servidor (0 = sem resposta). */
export function mensagemPorStatus(status: number, autenticada = false): string {
  if (status === 0) return MENSAGENS_API.semConexao;
  if (status === 401) return autenticada ? MENSAGENS_API.sessaoExpirada : MENSAGENS_API.naoAutorizado;
  if (status === 403) return MENSAGENS_API.proibido;
  if (status === 404) return MENSAGENS_API.naoEncontrado;
  if (status === 429) return MENSAGENS_API.muitasTentativas;
  if (status >= 500) return MENSAGENS_API.indisponivel;
  return MENSAGENS_API.dadosInvalidos;
}

/** Status e mensagem de uma falha do Apollo: erros GraphQL (com ou sem status HTTP de erro), HTTP sem corpo, rede. */
export function falhaDe(erro: unknown): { status: number; mensagem?: string } {
  let erros: readonly GraphQLFormattedError[] | undefined;
  let statusHttp: number | undefined;
  if (CombinedGraphQLErrors.is(erro)) erros = erro.errors;
  else if (ServerError.is(erro)) {
    statusHttp = erro.statusCode;
    try {
      erros = (JSON.parse(erro.bodyText) as { errors?: GraphQLFormattedError[] }).errors;
    } catch {
      erros = undefined;
    }
  } else return { status: 0 };
  const primeiro = erros?.[0];
  const status = STATUS_POR_CODIGO[String(primeiro?.extensions?.code)];
  // Só as mensagens dos erros do cliente (4xx) são para a tela; as demais viram a mensagem do status.
  if (status !== undefined && status < 500 && primeiro?.message.trim()) return { status, mensagem: primeiro.message };
  return { status: status ?? statusHttp ?? 500 };
}

type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DependenciasApi {
  /** Padrão: o cliente Apollo do navegador, carregado sob demanda. */
  cliente?: () => Promise<ApolloClient>;
  /** Padrão: sessionStorage. */
  storage?: Armazenamento | null;
}

export interface Chamada {
  /** Envia o token (Authorization: Bearer) e trata UNAUTHENTICATED como fim de sessão. */
  autenticada?: boolean;
}

export type Perfil = PerfilDoCidadaoFragment;

export interface DadosPerfil {
  nome: string;
  telefone: string;
  /** Os códigos do IBGE escolhidos ('' quando não escolhidos: apaga a localidade). */
  localidade: Localidade;
}

export interface RespostaLogin {
  token: string;
  usuario: UsuarioCidadao;
}

function ehMutacao(documento: TypedDocumentNode<unknown, never>): boolean {
  return documento.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION);
}

export function createApiCidadao(deps: DependenciasApi = {}) {
  const armazenamento = (): Armazenamento | null => {
    if (deps.storage !== undefined) return deps.storage;
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch {
      return null;
    }
  };
  const cliente = deps.cliente ?? getBrowserClient;

  /** Roda a operação; os dados pessoais nunca ficam no cache compartilhado da aba (`no-cache`). */
  async function rodar<TData, TVariables extends OperationVariables>(documento: TypedDocumentNode<TData, TVariables>, variaveis: TVariables, token: string | null): Promise<TData | undefined> {
    const apollo = await cliente();
    const context = token ? { headers: { authorization: `Bearer ${token}` } } : undefined;
    if (ehMutacao(documento)) return (await apollo.mutate({ mutation: documento, variables: variaveis, context, fetchPolicy: 'no-cache' })).data ?? undefined;
    return (await apollo.query({ query: documento, variables: variaveis, context, fetchPolicy: 'no-cache' })).data;
  }

  /** `sairCidadao` sem esperar nem tratar a resposta (a sessão local já acabou). */
  function saidaNoServidor(token: string | null): Promise<void> {
    return rodar(SairCidadaoDocument, {}, token).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Na ordem da spec (§8): apaga a sessão, pede a saída no servidor e avisa a página e as outras abas (evento +
   * BroadcastChannel).
   */
  function encerrar(motivo: MotivoFim, token: string | null): Promise<void> {
    const storage = armazenamento();
    storage?.removeItem(TOKEN_KEY);
    storage?.removeItem(USUARIO_KEY);
    const pedido = saidaNoServidor(token);
    limparSessao(motivo, { storage });
    return pedido;
  }

  async function executar<TData, TVariables extends OperationVariables>(
    documento: TypedDocumentNode<TData, TVariables>,
    variaveis: TVariables,
    chamada: Chamada = {},
  ): Promise<Resultado<TData>> {
    const { autenticada = false } = chamada;
    let token: string | null = null;
    if (autenticada) {
      const storage = armazenamento();
      token = tokenAtual(storage);
      if (!token) {
        // Sem token válido nem adianta chamar: é a mesma situação de um UNAUTHENTICATED.
        void encerrar('expirada', storage?.getItem(TOKEN_KEY) ?? null);
        return { ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada };
      }
    }
    let dados: TData | undefined;
    try {
      dados = await rodar(documento, variaveis, token);
    } catch (erro) {
      const { status, mensagem } = falhaDe(erro);
      if (autenticada && status === 401) {
        void encerrar('expirada', token);
        return { ok: false, status: 401, mensagem: MENSAGENS_API.sessaoExpirada };
      }
      return { ok: false, status, mensagem: mensagem ?? mensagemPorStatus(status, autenticada) };
    }
    if (dados === undefined) return { ok: false, status: 200, mensagem: MENSAGENS_API.respostaInvalida };
    return { ok: true, status: 200, dados };
  }

  /** O `mensagem` de uma operação que só diz o que aconteceu, também no topo do resultado (como as telas o leem). */
  async function comMensagem<TData, TVariables extends OperationVariables>(
    documento: TypedDocumentNode<TData, TVariables>,
    variaveis: TVariables,
    ler: (dados: TData) => { mensagem: string },
    chamada: Chamada = {},
  ): Promise<Resultado<{ mensagem?: string }>> {
    const r = await executar(documento, variaveis, chamada);
    if (!r.ok) return r;
    const { mensagem } = ler(r.dados);
    return { ok: true, status: r.status, dados: { mensagem }, mensagem };
  }

  async function entrar(dados: { email: string; senha: string }, recaptcha = ''): Promise<Resultado<RespostaLogin>> {
    // Sem widget do reCAPTCHA configurado, o campo segue vazio (o servidor só o exige quando configurado).
    const r = await executar(EntrarCidadaoDocument, { email: dados.email.trim(), senha: dados.senha, recaptcha });
    if (!r.ok) return r;
    const { token, id, nome, email } = r.dados.entrarCidadao;
    if (!tokenValido(token)) return { ok: false, status: r.status, mensagem: MENSAGENS_API.respostaInvalida };
    return { ok: true, status: r.status, dados: { token, usuario: { id, nome, email } } };
  }

  return {
    executar,

    /** `recaptcha`: o token do widget, vazio quando não há chave configurada (como no login). */
    cadastrar(dados: { nome: string; email: string; senha: string }, recaptcha = '') {
      return comMensagem(
        CadastrarCidadaoDocument,
        { dados: { nome: dados.nome.trim(), email: dados.email.trim(), senha: dados.senha, aceitePolitica: true }, recaptcha },
        (d) => d.cadastrarCidadao,
      );
    },

    entrar,

    /** O cidadão saiu: sessão apagada nesta e nas outras abas, saída pedida ao servidor. */
    sair(): Promise<void> {
      const token = armazenamento()?.getItem(TOKEN_KEY) ?? null;
      return encerrar('saida', token);
    },

    confirmarCadastro(codigo: string) {
      return comMensagem(ConfirmarCadastroDocument, { codigo }, (d) => d.confirmarCadastro);
    },

    reenviarConfirmacao(email: string) {
      return comMensagem(ReenviarConfirmacaoDocument, { email: email.trim() }, (d) => d.reenviarConfirmacao);
    },

    gerarLinkRecuperarSenha(email: string) {
      return comMensagem(GerarLinkRecuperarSenhaDocument, { email: email.trim() }, (d) => d.gerarLinkRecuperarSenha);
    },

    validarCodigoRecuperacao(codigo: string) {
      return comMensagem(ValidarCodigoRecuperacaoDocument, { codigo }, (d) => d.validarCodigoRecuperacao);
    },

    recuperarSenha(codigo: string, senha: string) {
      return comMensagem(RecuperarSenhaDocument, { codigo, senha }, (d) => d.recuperarSenha);
    },

    /** O aceite da versão vigente da Política de Privacidade (`versao`: a que a página mostrou). */
    aceitarPolitica(versao: number) {
      return comMensagem(AceitarPoliticaPrivacidadeDocument, { versao: String(versao) }, (d) => d.aceitarPoliticaPrivacidade, { autenticada: true });
    },

    async obterPerfil(): Promise<Resultado<Perfil>> {
      const r = await executar(MeuPerfilDocument, {}, { autenticada: true });
      if (!r.ok) return r;
      return r.dados.meuPerfil ? { ok: true, status: r.status, dados: r.dados.meuPerfil } : { ok: false, status: r.status, mensagem: MENSAGENS_API.respostaInvalida };
    },

    async atualizarPerfil(dados: DadosPerfil): Promise<Resultado<Perfil>> {
      const r = await executar(
        AtualizarPerfilDocument,
        {
          dados: {
            nome: dados.nome.trim(),
            telefone: dados.telefone.trim(),
            estadoId: dados.localidade.estadoId ? Number(dados.localidade.estadoId) : null,
            municipioId: dados.localidade.municipioId ? Number(dados.localidade.municipioId) : null,
          },
        },
        { autenticada: true },
      );
      return r.ok ? { ok: true, status: r.status, dados: r.dados.atualizarPerfil } : r;
    },

    /**
     * A troca encerra as sessões da conta, a desta aba também: esta aba entra de novo com a senha nova (as outras
     * entram de novo pela tela de entrada). Se a nova entrada falhar, a próxima chamada leva à tela de entrada.
     */
    async alterarSenha(dados: { senhaAtual: string; novaSenha: string }): Promise<Resultado<{ mensagem?: string }>> {
      const storage = armazenamento();
      const email = lerSessao(storage)?.usuario.email;
      const r = await executar(AtualizarSenhaDocument, dados, { autenticada: true });
      if (!r.ok) return r;
      const { mensagem } = r.dados.atualizarSenha;
      if (email) {
        const entrada = await entrar({ email, senha: dados.novaSenha });
        if (entrada.ok) storage?.setItem(TOKEN_KEY, entrada.dados.token);
      }
      return { ok: true, status: r.status, dados: { mensagem }, mensagem };
    },
  };
}

export type ApiCidadao = ReturnType<typeof createApiCidadao>;

/** Instância do navegador (cliente Apollo da aba, sessionStorage). */
export const apiCidadao: ApiCidadao = createApiCidadao();
