// O esquema público gerado (npm run generate, conferido no CI): o GraphiQL não precisa da introspecção completa, que
// passa dos limites de profundidade e custo do gateway, para a documentação e as sugestões.
import esquemaDaApi from '@alego/catalog/api.graphql?raw';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema } from 'graphql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CONSULTA_INICIAL } from './defaultQuery';
import { createFetcher } from './fetcher';
import { primeirosPassos } from './PrimeirosPassos';
import './explorer.css';

const fetcher = createFetcher('/graphql');
const esquema = buildSchema(esquemaDaApi);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      schema={esquema}
      defaultQuery={CONSULTA_INICIAL}
      defaultEditorToolsVisibility
      plugins={[primeirosPassos]}
      visiblePlugin={primeirosPassos}
    >
      <GraphiQL.Logo>Explorador de dados · Assembleia Legislativa de Goiás</GraphiQL.Logo>
      <GraphiQL.Footer>
        <p className="rodape-explorador">
          Dados públicos, sem cadastro. Consultas que mudam dados exigem login da equipe. <a href="/">Voltar ao portal</a>
        </p>
      </GraphiQL.Footer>
    </GraphiQL>
  </StrictMode>,
);
