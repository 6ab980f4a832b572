import { definePage, type PageModule } from '../../routing/page';
import { carregarCursos, CursosPage } from './CursosPage';
import { MeusCursosPage } from './MeusCursosPage';
import { carregarVerificacao, tituloDaVerificacao, VerificacaoPage } from './VerificacaoPage';

/** Escola do Legislativo e conferência de documentos (/cad, /vcc): um chunk carregado sob demanda. */
export const PAGINAS_DA_ESCOLA = {
  cursos: definePage({
    Component: CursosPage,
    loader: carregarCursos,
    head: () => ({ titulo: 'Escola do Legislativo', descricao: 'Cursos da Escola do Legislativo da Assembleia Legislativa de Goiás com inscrições abertas.' }),
  }),
  meusCursos: definePage<null>({
    Component: MeusCursosPage,
    loader: async () => null,
    head: () => ({ titulo: 'Meus cursos', descricao: 'Inscrições e certificados da Escola do Legislativo.' }),
  }),
  cad: definePage({
    Component: VerificacaoPage,
    loader: (args) => carregarVerificacao(args, 'cad'),
    head: (dados) => ({ titulo: tituloDaVerificacao(dados), descricao: 'Confira a autenticidade de um documento emitido pela Assembleia Legislativa de Goiás.' }),
  }),
  vcc: definePage({
    Component: VerificacaoPage,
    loader: (args) => carregarVerificacao(args, 'vcc'),
    head: (dados) => ({ titulo: tituloDaVerificacao(dados), descricao: 'Confira um contracheque emitido pela Assembleia Legislativa de Goiás.' }),
  }),
} satisfies Record<string, PageModule<unknown>>;

export type PaginaDaEscola = keyof typeof PAGINAS_DA_ESCOLA;
