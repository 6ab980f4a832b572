import { MENSAGEM_LOGIN } from '@alego/kit/acesso';
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  Observable,
  ServerError,
} from '@apollo/client';
import { createTypePolicies } from '@alego/ui/apollo';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode, type GraphQLFormattedError } from 'graphql';
import type { ControleSessao } from '../auth/session';

/** A aba não tem sessão (sem token, ou token.json recusou a renovação). */
export class SessaoEncerradaError extends Error {
  override name = 'SessaoEncerradaError';
  constructor() {
    super(MENSAGEM_LOGIN);
  }
}

export type FalhaDeAcesso = 'nao-autenticado' | 'proibido';

/**
 * Contexto de uma operação feita sem sessão (a página do link para definir a senha): sai sem token, e a resposta
 * não leva ao login nem atualiza os contadores do menu, que exigem sessão.
 */
export const OPERACAO_SEM_SESSAO = { semSessao: true } as const;

function semSessao(operation: ApolloLink.Operation): boolean {
  return (operation.getContext() as { semSessao?: boolean }).semSessao === true;
}

function falhaPorCodigos(erros: readonly GraphQLFormattedError[] | undefined): FalhaDeAcesso | undefined {
  const codigos = (erros ?? []).map((e) => e.extensions?.code);
  if (codigos.includes('UNAUTHENTICATED')) return 'nao-autenticado';
  if (codigos.includes('FORBIDDEN')) return 'proibido';
  return undefined;
}

/**
 * HTTP 401 ou `extensions.code` UNAUTHENTICATED → não autenticado; HTTP 403 ou
 * FORBIDDEN → proibido. Com `application/graphql-response+json` o 401/403 chega como
 * resultado com `errors`; com `application/json`, como ServerError com `statusCode`.
 */
export function classificarFalha(erro: unknown): FalhaDeAcesso | undefined {
  if (erro instanceof SessaoEncerradaError) return 'nao-autenticado';
  if (ServerError.is(erro)) {
    if (erro.statusCode === 401) return 'nao-autenticado';
    if (erro.statusCode === 403) return 'proibido';
    try {
      const corpo = JSON.parse(erro.bodyText) as { errors?: GraphQLFormattedError[] };
      return falhaPorCodigos(corpo.errors);
    } catch {
      return undefined;
    }
  }
  if (CombinedGraphQLErrors.is(erro)) return falhaPorCodigos(erro.errors);
  return undefined;
}

export function classificarResultado(resultado: ApolloLink.Result): FalhaDeAcesso | undefined {
  return falhaPorCodigos((resultado as { errors?: readonly GraphQLFormattedError[] }).errors);
}

export interface DependenciasLinks {
  controle: Pick<ControleSessao, 'tokenValido' | 'estado'>;
  /** 401/UNAUTHENTICATED: limpar sessão, logout.json, aviso de logout, login com recarga. */
  aoNaoAutenticado: () => void;
  /** 403/FORBIDDEN: aviso e primeira tela permitida do menu (login se nenhuma). */
  aoProibido: () => void;
  /** Mutação concluída sem erros: atualizar os contadores do menu. */
  aoMutacaoConcluida?: () => void;
}

/**
 * Antes de cada operação: token válido (renovado se preciso, uma renovação por vez) e os
 * cabeçalhos `authorization`, `apollo-require-preflight` (CSRF do Apollo Server) e
 * `x-lotacao-id` (lotação ativa).
 */
export function linkSessao({ controle }: Pick<DependenciasLinks, 'controle'>): ApolloLink {
  return new ApolloLink(
    (operation, forward) => {
      if (semSessao(operation)) {
        operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'apollo-require-preflight': 'true' } }));
        return forward(operation);
      }
      return new Observable<ApolloLink.Result>((observador) => {
        let assinatura: { unsubscribe(): void } | undefined;
        let cancelado = false;
        controle.tokenValido().then(
          (token) => {
            if (cancelado) return;
            if (!token) {
              observador.error(new SessaoEncerradaError());
              return;
            }
            const { lotacaoId } = controle.estado();
            operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
              headers: {
                ...headers,
                authorization: `Bearer ${token}`,
                'apollo-require-preflight': 'true',
                ...(lotacaoId === undefined ? {} : { 'x-lotacao-id': lotacaoId }),
              },
            }));
            assinatura = forward(operation).subscribe(observador);
          },
          (erro: unknown) => {
            if (!cancelado) observador.error(erro);
          },
        );
        return () => {
          cancelado = true;
          assinatura?.unsubscribe();
        };
      });
    },
  );
}

/** Reage a 401/403 (em erros ou em `errors` do resultado) e a mutações concluídas. */
export function linkRespostas({ aoNaoAutenticado, aoProibido, aoMutacaoConcluida }: Omit<DependenciasLinks, 'controle'>): ApolloLink {
  const reagir = (falha: FalhaDeAcesso | undefined) => {
    if (falha === 'nao-autenticado') aoNaoAutenticado();
    else if (falha === 'proibido') aoProibido();
  };
  return new ApolloLink((operation, forward) => {
    if (semSessao(operation)) return forward(operation);
    return new Observable<ApolloLink.Result>((observador) => {
        let falhou = false;
        const assinatura = forward(operation).subscribe({
          next(resultado) {
            const falha = classificarResultado(resultado);
            if (falha || (resultado as { errors?: unknown[] }).errors?.length) falhou = true;
            reagir(falha);
            observador.next(resultado);
          },
          error(erro: unknown) {
            reagir(classificarFalha(erro));
            observador.error(erro);
          },
          complete() {
            if (!falhou && operation.operationType === OperationTypeNode.MUTATION) {
              try {
                aoMutacaoConcluida?.();
              } catch (erro) {
                console.error('Falha ao atualizar os contadores do menu', erro);
              }
            }
            observador.complete();
          },
        });
        return () => assinatura.unsubscribe();
    });
  });
}

/** Cadeia da administração: respostas → sessão → `terminal` (HTTP no navegador). */
export function createLinkAdmin(dependencias: DependenciasLinks, terminal: ApolloLink): ApolloLink {
  return ApolloLink.from([linkRespostas(dependencias), linkSessao(dependencias), terminal]);
}

export interface OpcoesClienteAdmin extends DependenciasLinks {
  uri?: string;
  /** fetch do link HTTP (testes). */
  fetch?: typeof fetch;
  /** Substitui o link HTTP (testes). */
  terminal?: ApolloLink;
}

/**
 * Link HTTP terminal: requisição GraphQL comum ou, quando as variáveis levam arquivos
 * (File/Blob), multipart conforme o GraphQL multipart request spec (apollo-upload-client).
 * O cabeçalho `apollo-require-preflight: true` vem do linkSessao, em toda requisição.
 */
export function createLinkHttp(uri = '/graphql', fetchFn?: typeof fetch): ApolloLink {
  return new UploadHttpLink({ uri, fetch: fetchFn, credentials: 'same-origin' });
}

export function createClienteAdmin({ uri = '/graphql', fetch, terminal, ...dependencias }: OpcoesClienteAdmin): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ typePolicies: createTypePolicies() }),
    link: createLinkAdmin(dependencias, terminal ?? createLinkHttp(uri, fetch)),
  });
}
