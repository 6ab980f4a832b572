import { useEditorContext, type GraphiQLPlugin } from '@graphiql/react';
import { CONSULTAS_PRONTAS, type ConsultaPronta } from './consultas-prontas';

/** Painel com as perguntas mais comuns de quem apura: um clique põe a consulta e as variáveis no editor. */
function Painel() {
  const { queryEditor, variableEditor } = useEditorContext({ nonNull: true });
  const abrir = (pronta: ConsultaPronta) => {
    queryEditor?.setValue(pronta.consulta);
    variableEditor?.setValue(JSON.stringify(pronta.variaveis, null, 2));
  };
  return (
    <section className="primeiros-passos" aria-labelledby="primeiros-passos-titulo">
      <h2 id="primeiros-passos-titulo" className="graphiql-doc-explorer-title">
        Primeiros passos
      </h2>
      <p>
        Este explorador consulta os dados públicos da Assembleia pela API GraphQL (<code>POST /graphql</code>). Escolha uma pergunta, veja a consulta no
        editor e execute com <kbd>Ctrl</kbd>+<kbd>Enter</kbd> ou o botão ▶. As variáveis (id do deputado, ano, termo) ficam na aba “Variables”, abaixo do
        editor.
      </p>
      <ul>
        {CONSULTAS_PRONTAS.map((pronta) => (
          <li key={pronta.titulo}>
            <button type="button" className="graphiql-button" onClick={() => abrir(pronta)}>
              {pronta.titulo}
            </button>
            <p>{pronta.explicacao}</p>
          </li>
        ))}
      </ul>
      <p>
        A documentação de cada campo está no ícone de livro (“Documentation Explorer”), à esquerda. Listas são paginadas com <code>pagina</code> e{' '}
        <code>porPagina</code> e respondem <code>itens</code>, <code>total</code> e <code>totalPaginas</code>. Os mesmos dados saem em CSV, XLSX e JSON em{' '}
        <a href="/transparencia/dados-abertos">Dados abertos</a>.
      </p>
    </section>
  );
}

function Icone() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </svg>
  );
}

export const primeirosPassos: GraphiQLPlugin = { title: 'Primeiros passos', icon: Icone, content: Painel };
