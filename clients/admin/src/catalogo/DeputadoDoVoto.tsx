import { useQuery } from '@apollo/client/react';
import { DeputadosDoVotoDocument } from '../gql/graphql';
import { CampoSelecao } from '../kit/campos';
import type { CampoPersonalizado } from '../kit/catalogo';

/** O deputado de uma posição numa votação: uma caixa de seleção com os deputados, por nome (o id é o valor). */
export const DeputadoDoVoto: CampoPersonalizado = ({ form, campo }) => {
  const { data } = useQuery(DeputadosDoVotoDocument);
  const opcoes = [...(data?.deputados?.itens ?? [])]
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    .map((d) => ({ valor: d.id, rotulo: d.partido?.sigla ? `${d.nome} (${d.partido.sigla})` : d.nome }));
  return <CampoSelecao control={form.control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoes} obrigatorio={campo.obrigatorio === true} />;
};
