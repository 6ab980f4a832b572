/** Documentos tipados da Escola do Legislativo (gerados de escola.graphql pelo codegen). */
import type { CursoAdminQuery, EdicaoAdminQuery, ProgramaAdminQuery } from '../../gql/graphql';

export {
  AlterarStatusInscricaoDocument,
  AtualizarCursoDocument,
  AtualizarEdicaoDocument,
  AtualizarProgramaDocument,
  CriarCursoDocument,
  CriarEdicaoDocument,
  CriarProgramaDocument,
  CursoAdminDocument,
  CursosAdminDocument,
  EdicaoAdminDocument,
  EdicoesAdminDocument,
  ExcluirCertificadoDocument,
  ExcluirCursoDocument,
  ExcluirEdicaoDocument,
  ExcluirProgramaDocument,
  GerarCertificadosDocument,
  InscritosCursoDocument,
  OpcoesEscolaDocument,
  ProgramaAdminDocument,
  ProgramasAdminDocument,
  RelatorioInscritosDocument,
} from '../../gql/graphql';

export type ProgramaDetalhe = NonNullable<ProgramaAdminQuery['programaAdmin']>;
export type EdicaoDetalhe = NonNullable<EdicaoAdminQuery['edicaoAdmin']>;
export type CursoDetalhe = NonNullable<CursoAdminQuery['cursoAdmin']>;
