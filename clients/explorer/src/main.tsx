import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONSULTA_INICIAL } from './defaultQuery';
import { createFetcher } from './fetcher';
import './explorer.css';

const fetcher = createFetcher('/graphql');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={CONSULTA_INICIAL} defaultEditorToolsVisibility={false}>
      <GraphiQL.Logo>Alego · GraphQL</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
