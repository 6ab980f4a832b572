import { useQuery } from '@apollo/client/react';
import { CategoriasDaPerguntaDocument } from '../gql/graphql';
import { CampoSelecao } from '../kit/campos';
import type { CampoPersonalizado } from '../kit/catalogo';

/** A categoria de uma pergunta frequente: uma caixa de seleção com as categorias cadastradas (campo `personalizado`). */
export const CategoriaDaPergunta: CampoPersonalizado = ({ form, campo }) => {
  const { data } = useQuery(CategoriasDaPerguntaDocument);
  const opcoes = (data?.categoriasPerguntasFrequentes?.itens ?? []).map((c) => ({ valor: c.id, rotulo: c.nome }));
  return <CampoSelecao control={form.control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoes} obrigatorio={campo.obrigatorio === true} />;
};
