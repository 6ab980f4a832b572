/** Documentos tipados (demonstrativo de despesas com pessoal), gerados de demonstrativo-despesas-com-pessoal.graphql pelo codegen. */
import type { DemonstrativoDespesasComPessoalAdminQuery } from '../../gql/graphql';

export {
  AtualizarDemonstrativoDespesasComPessoalAdminDocument,
  CriarDemonstrativoDespesasComPessoalAdminDocument,
  ExcluirDemonstrativoDespesasComPessoalAdminDocument,
  DemonstrativoDespesasComPessoalAdminDocument,
  DemonstrativosDespesasComPessoalAdminDocument,
} from '../../gql/graphql';

export type DemonstrativoDespesasComPessoal = NonNullable<DemonstrativoDespesasComPessoalAdminQuery['demonstrativoDespesasComPessoal']>;
