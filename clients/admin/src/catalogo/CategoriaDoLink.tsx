import { useQuery } from '@apollo/client/react';
import { CategoriasDoLinkDocument } from '../gql/graphql';
import { CampoSelecao } from '../kit/campos';
import type { CampoPersonalizado } from '../kit/catalogo';

/** A categoria de um link: uma caixa de seleção com as categorias cadastradas (campo `personalizado` do catálogo). */
export const CategoriaDoLink: CampoPersonalizado = ({ form, campo }) => {
  const { data } = useQuery(CategoriasDoLinkDocument);
  const opcoes = (data?.categoriasLinks?.itens ?? []).map((c) => ({ valor: c.id, rotulo: c.nome }));
  return <CampoSelecao control={form.control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoes} obrigatorio={campo.obrigatorio === true} />;
};
