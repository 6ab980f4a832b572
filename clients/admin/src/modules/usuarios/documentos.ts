/** Documentos tipados das contas da equipe (gerados de usuarios.graphql pelo codegen). */
export { AtualizarUsuarioAdminDocument, CriarUsuarioAdminDocument, DefinirVinculoAdminDocument, EnviarLinkDeSenhaAdminDocument, OpcoesUsuarioAdminDocument, UsuariosAdminDocument } from '../../gql/graphql';
