/** Documentos tipados da trilha de auditoria (gerados de auditoria.graphql pelo codegen). */
export { TrilhaAuditoriaDocument } from '../../gql/graphql';
