import { HomeDocument } from '../../gql/graphql';
import { definePage, runQuery } from '../../routing/page';
import { HomePage } from './HomePage';

export default definePage({
  Component: HomePage,
  loader: ({ client }) => runQuery(client, { query: HomeDocument }),
  head: () => ({
    titulo: 'Início',
    descricao:
      'Notícias, deputados em exercício, transparência e participação cidadã na Assembleia Legislativa do Estado de Goiás.',
  }),
});
