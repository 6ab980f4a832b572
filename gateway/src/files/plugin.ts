import { mkdir } from 'node:fs/promises';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import {
  GraphQLError,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import type { Logger } from 'pino';
import { assinarReferencia, lembradoPorOperacao } from '@alego/kit/gateway';
import type { BlobStore } from './blobs.js';
import { ARQUIVO_INVALIDO, ArquivoError, processarUpload } from './processar.js';
import { politicaPara, POLITICAS, type PoliticaDeUpload } from './politicas.js';

interface UploadPendente {
  upload: Upload;
  coordenada: string | undefined;
  trocar(valor: unknown): void;
}

function contemUpload(tipo: GraphQLInputType, vistos = new Set<string>()): boolean {
  const nomeado = getNamedType(tipo);
  if (isScalarType(nomeado)) return nomeado.name === 'Upload';
  if (!isInputObjectType(nomeado) || vistos.has(nomeado.name)) return false;
  vistos.add(nomeado.name);
  return Object.values(nomeado.getFields()).some((campo) => contemUpload(campo.type, vistos));
}

/** Where each variable is used: `Tipo.campo(arg:)` or `Input.campo`, to pick the upload policy. */
function coordenadasDasVariaveis(schema: GraphQLSchema, document: DocumentNode): Map<string, string> {
  const coordenadas = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (node.value.kind !== 'Variable') return;
        const campo = typeInfo.getFieldDef();
        const pai = typeInfo.getParentType();
        if (campo && pai && !coordenadas.has(node.value.name.value)) {
          coordenadas.set(node.value.name.value, `${pai.name}.${campo.name}(${node.name.value}:)`);
        }
      },
      ObjectField(node) {
        if (node.value.kind !== 'Variable') return;
        const pai = typeInfo.getParentInputType();
        const nomeado = pai ? getNamedType(pai) : undefined;
        if (nomeado && !coordenadas.has(node.value.name.value)) coordenadas.set(node.value.name.value, `${nomeado.name}.${node.name.value}`);
      },
    }),
  );
  return coordenadas;
}

/**
 * The variables whose type can hold an `Upload`, and where each is used, worked out once per parsed operation and
 * schema rather than by walking its input types on each request.
 */
const variaveisComUpload = lembradoPorOperacao<{ definicoes: { nome: string; tipo: GraphQLInputType }[]; coordenadas: Map<string, string> }>();

function variaveisDaOperacao(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) {
  return variaveisComUpload(operation, schema, () => {
    const definicoes = (operation.variableDefinitions ?? [])
      .map((definicao) => ({ nome: definicao.variable.name.value, tipo: typeFromAST(schema, definicao.type) as GraphQLInputType | undefined }))
      .filter((d): d is { nome: string; tipo: GraphQLInputType } => !!d.tipo && contemUpload(d.tipo));
    return { definicoes, coordenadas: definicoes.length ? coordenadasDasVariaveis(schema, document) : new Map<string, string>() };
  });
}

/** Every value typed `Upload` must be a real multipart file: a JSON object there is a forged reference. */
export function coletarUploads(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variaveis: Record<string, unknown>,
): UploadPendente[] {
  const pendentes: UploadPendente[] = [];
  const { definicoes, coordenadas } = variaveisDaOperacao(schema, document, operation);
  if (!definicoes.length) return pendentes;

  const percorrer = (tipo: GraphQLInputType, valor: unknown, coordenada: string | undefined, trocar: (v: unknown) => void): void => {
    if (isNonNullType(tipo)) return percorrer(tipo.ofType, valor, coordenada, trocar);
    if (valor === null || valor === undefined) return;
    if (isListType(tipo)) {
      const item = tipo.ofType as GraphQLInputType;
      if (Array.isArray(valor)) valor.forEach((v, i) => percorrer(item, v, coordenada, (novo) => (valor[i] = novo)));
      else percorrer(item, valor, coordenada, trocar);
      return;
    }
    if (isScalarType(tipo)) {
      if (tipo.name !== 'Upload') return;
      if (!(valor instanceof Upload)) throw new GraphQLError(ARQUIVO_INVALIDO, { extensions: { code: 'BAD_USER_INPUT' } });
      pendentes.push({ upload: valor, coordenada, trocar });
      return;
    }
    if (isInputObjectType(tipo) && typeof valor === 'object' && !Array.isArray(valor)) {
      const objeto = valor as Record<string, unknown>;
      for (const campo of Object.values(tipo.getFields())) {
        if (contemUpload(campo.type)) {
          percorrer(campo.type, objeto[campo.name], `${tipo.name}.${campo.name}`, (novo) => (objeto[campo.name] = novo));
        }
      }
    }
  };
  for (const { nome, tipo } of definicoes) {
    percorrer(tipo, variaveis[nome], coordenadas.get(nome), (novo) => (variaveis[nome] = novo));
  }
  return pendentes;
}

export interface OpcoesDoPlugin {
  store: BlobStore;
  /** INTERNAL_API_TOKEN: signs the references handed to subgraphs. */
  segredo: string;
  pastaTemporaria: string;
  politicas?: Record<string, PoliticaDeUpload>;
}

function respostaDeErro(erro: ArquivoError) {
  return {
    http: { status: erro.status, headers: new HeaderMap([['content-type', 'application/json; charset=utf-8']]) },
    body: { kind: 'single' as const, singleResult: { errors: [{ message: erro.message, extensions: { code: erro.code } }] } },
  };
}

/**
 * Swaps every `Upload` variable for a signed reference to a stored, verified file. Checked at didResolveOperation;
 * stored at responseForOperation, which Apollo runs only once every plugin's didResolveOperation (access control
 * included) succeeded: a refused operation stores nothing.
 */
export function uploadsPlugin(opcoes: OpcoesDoPlugin): ApolloServerPlugin<{ logger: Logger }> {
  return {
    async requestDidStart() {
      let pendentes: UploadPendente[] = [];
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation || !request.variables) return;
          pendentes = coletarUploads(schema, document, operation, request.variables as Record<string, unknown>);
        },
        async responseForOperation(contexto: GraphQLRequestContext<{ logger: Logger }>) {
          if (!pendentes.length) return null;
          const guardadas: string[] = [];
          try {
            await mkdir(opcoes.pastaTemporaria, { recursive: true });
            // One at a time: bounded disk and CPU per request.
            for (const pendente of pendentes) {
              let arquivo;
              try {
                arquivo = await pendente.upload.promise;
              } catch (error) {
                if ((error as { status?: number }).status === 413) throw new ArquivoError('Arquivos demais nesta requisição.', 'PAYLOAD_TOO_LARGE');
                throw new ArquivoError(ARQUIVO_INVALIDO);
              }
              const referencia = await processarUpload(arquivo, politicaPara(pendente.coordenada, opcoes.politicas ?? POLITICAS), opcoes.store, opcoes.pastaTemporaria);
              guardadas.push(referencia.chave);
              pendente.trocar(assinarReferencia(referencia, opcoes.segredo));
              contexto.contextValue.logger.info({ evento: 'arquivo_recebido', chave: referencia.chave, tipo: referencia.tipo, tamanho: referencia.tamanho }, 'arquivo guardado');
            }
            return null;
          } catch (error) {
            await Promise.all(guardadas.map((chave) => opcoes.store.delete(chave).catch(() => undefined)));
            if (error instanceof ArquivoError) return respostaDeErro(error);
            contexto.contextValue.logger.error({ err: error }, 'erro ao guardar arquivo enviado');
            return respostaDeErro(new ArquivoError('Não foi possível guardar o arquivo. Tente novamente em instantes.', 'INTERNAL_SERVER_ERROR', 500));
          }
        },
      };
    },
  };
}
