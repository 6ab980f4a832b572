import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, extendSchema, parse, type GraphQLSchema } from 'graphql';

/** Partes do contrato de notícias (docs/noticias.md) que o site público usa. */
const CONTRATO = `
type Arquivo {
  url: String!
  miniatura(largura: Int! = 400): String!
  nome: String!
  tipo: String!
  tamanho: Int!
  largura: Int
  altura: Int
}
extend type Noticia {
  destaqueDescricao: String
  legadoId: Int
  imagem: Arquivo
}
extend type Query {
  noticiaPorLegado(legadoId: Int!): Noticia
  destaquesNoticias: [Noticia!]!
}
`;

/**
 * O esquema público (schema/api.graphql) para os servidores GraphQL de teste. Se o
 * subgrafo de conteúdo ainda não publicou os campos do contrato de notícias, eles são
 * acrescentados aqui com as mesmas assinaturas.
 */
export function esquemaPublico(): GraphQLSchema {
  const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));
  const schema = buildSchema(readFileSync(join(raiz, 'schema/api.graphql'), 'utf8'));
  return schema.getQueryType()?.getFields().destaquesNoticias ? schema : extendSchema(schema, parse(CONTRATO));
}
