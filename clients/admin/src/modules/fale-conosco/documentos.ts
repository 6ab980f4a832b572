/** Documentos tipados do Fale Conosco (gerados de fale-conosco.graphql pelo codegen). */
import type { SolicitacaoFaleConoscoQuery, SolicitacoesFaleConoscoQuery } from '../../gql/graphql';

export { ResponderFaleConoscoDocument, SolicitacaoFaleConoscoDocument, SolicitacoesFaleConoscoDocument } from '../../gql/graphql';
export type { ObjetivoFaleConosco, StatusFaleConosco } from '../../gql/graphql';

export type SolicitacaoResumo = NonNullable<SolicitacoesFaleConoscoQuery['solicitacoesFaleConosco']>['itens'][number];
export type SolicitacaoDetalhe = NonNullable<SolicitacaoFaleConoscoQuery['solicitacaoFaleConosco']>;
